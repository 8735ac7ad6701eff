#!/usr/bin/env bash
# Checks CurtainUIKit on a machine without UIKit (Linux CI):
#  (a) every Sources/CurtainUIKit file parses;
#  (b) the UIKit stub and model in Tests/UIKitStub (modules QuartzCore and UIKit) build as
#      libraries;
#  (c) CurtainUIKit type-checks against the stub in Swift 6 mode, with `canImport(UIKit)` true;
#  (t) CurtainUIKit runs: it is compiled with the model, Tests/CurtainUIKitTests (Swift Testing,
#      with CURTAIN_UIKIT_MODEL defined) are linked into one executable with the SwiftPM-built
#      Curtain modules, run, and the number of tests executed is printed (at least MIN_TESTS), with
#      the line of the UIKit fuzz (Tests/CurtainUIKitTests/Fuzz: CURTAIN_UIKIT_FUZZ_SEQUENCES
#      sequences, 2,000 by default; .ci/uikit-fuzz-soak.sh runs 100,000), and the line of the
#      differential test (Tests/CurtainUIKitTests/Differential, CurtainHeadless linked too: at
#      least MIN_DIFFERENTIAL_SCENARIOS scenarios, 300 by default, and no disagreement);
#  (v) the same executable runs again under each alternative reading of the model's O and M
#      rules (Tests/UIKitStub/Model/ModelReadings.swift, CURTAIN_UIKIT_READINGS) alone (those
#      marked `// combined`, of declarations CurtainUIKit never calls, together), with a
#      short fuzz, and under a seeded mix per fuzz sequence, with the full fuzz, and prints
#      "uikit-variants: N rules with alternatives, S suite runs, 0 failures";
#  (f) the fidelity suite runs: Tests/UIKitFidelityTests (scenarios written against UIKit's
#      public API only, each named after the UIKIT-SEMANTICS.md rules it checks) is linked with
#      the model alone, run, and its count printed ("N fidelity tests"); then
#      .ci/rule-coverage.py checks that every rule of the checked-in table has a test whose
#      display name carries its number, and, where ../shared/UIKIT-SEMANTICS.md (or
#      $CURTAIN_SEMANTICS) is present, that the table lists exactly the document's rules;
#      .ci/declaration-table.py --check, that Tests/UIKitStub/DECLARATIONS.md (every stub
#      declaration with its rules and tests) is current and that each declaration with behaviour
#      has a rule or a test whose code uses it (names matched as identifiers in code, not in
#      comments);
#  (d) without the stub the package's CurtainUIKit target builds (empty);
#  (e) every ```swift block in Sources/Curtain/Curtain.docc that imports CurtainUIKit type-checks, with
#      Tests/DocsExamples/Prelude.swift declaring the controllers the examples present.
# Any error or warning fails the check.
#
# Usage: .ci/uikit-check.sh [BUILD_DIR]   (default .build/debug; the Curtain modules are taken
# from BUILD_DIR/Modules, so run `swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-.build/debug}"
modules="$build/Modules"
scratch="$(dirname "$build")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/stub"
min_tests="${MIN_TESTS:-60}"
min_fidelity="${MIN_FIDELITY_TESTS:-60}"
min_differential="${MIN_DIFFERENTIAL_SCENARIOS:-300}"

check_name="uikit-check"
# fail and run_checked (a compiler command that must print no error or warning).
# shellcheck source=.ci/lib.sh
source .ci/lib.sh

mapfile -t sources < <(find Sources/CurtainUIKit -name '*.swift' | sort)
mapfile -t tests < <(find Tests/CurtainUIKitTests -name '*.swift' | sort)
[ "${#sources[@]}" -gt 0 ] || fail "no Swift files in Sources/CurtainUIKit"

echo "==> (a) swiftc -parse: ${#sources[@]} files in Sources/CurtainUIKit"
for file in "${sources[@]}"; do
  first=$(awk '!/^[[:space:]]*($|\/\/)/ { print; exit }' "$file")
  last=$(awk '!/^[[:space:]]*($|\/\/)/ { line = $0 } END { print line }' "$file")
  [ "$first" = "#if canImport(UIKit)" ] && [ "$last" = "#endif" ] \
    || fail "$file is not wrapped entirely in #if canImport(UIKit) … #endif"
done
run_checked "parse" swiftc -parse "${sources[@]}"
echo "    ok: every file parses and is wrapped in #if canImport(UIKit)"

echo "==> (b) the stub and model modules from Tests/UIKitStub"
run_checked "UIKit model" bash .ci/build-uikit-model.sh "$tmp/stub"
echo "    ok: QuartzCore and UIKit built (.ci/build-uikit-model.sh)"

echo "==> (c) type-check CurtainUIKit against the stub (Swift 6, $modules)"
[ -f "$modules/Curtain.swiftmodule" ] || fail "no Curtain module in $modules; run swift build first"
# SwiftPM compiles with -package-name set to the root package's identity (its directory name,
# lowercased); `package` declarations of Curtain are visible to modules with the same name.
package_name="$(bash .ci/package-name.sh "$build")"
run_checked "CurtainUIKit type-check" swiftc -typecheck -swift-version 6 -parse-as-library \
  -module-name CurtainUIKit -package-name "$package_name" -I "$tmp/stub" -I "$modules" \
  "${sources[@]}"
echo "    ok: ${#sources[@]} files type-check with canImport(UIKit) true"
run_checked "CurtainUIKit module" swiftc -emit-module -emit-library -static -swift-version 6 \
  -parse-as-library -module-name CurtainUIKit -package-name "$package_name" -I "$tmp/stub" \
  -I "$modules" -emit-module-path "$tmp/stub/CurtainUIKit.swiftmodule" \
  -o "$tmp/stub/libCurtainUIKit.a" "${sources[@]}"

echo "==> (t) Tests/CurtainUIKitTests run on Linux against the UIKit model"
objects=()
# The core, the engine, the umbrella and every plug-in (the tests take the built-in registry), and the
# headless player (the differential test plays every scenario on both players), read from the
# manifest so a new plug-in needs no edit here.
mapfile -t linked < <(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
for target in package["targets"]:
    if target["name"] in ("Curtain", "CurtainEngine", "CurtainAnimators", "CurtainHeadless") \
        or target["path"].startswith("Plugins/"):
        print(target["name"])
')
[ "${#linked[@]}" -gt 2 ] || fail "could not read the plug-in targets from the manifest"
for module in "${linked[@]}"; do
  [ -d "$build/$module.build" ] || fail "no $build/$module.build; run swift build first"
  # The objects of the module's current sources, as SwiftPM's output file map names them (a
  # stale object of a deleted source may still lie in the folder).
  mapfile -t found < <(python3 -c '
import json, sys
entries = json.load(open(sys.argv[1])).values()
print("\n".join(sorted(entry["object"] for entry in entries if "object" in entry)))
' "$build/$module.build/output-file-map.json")
  objects+=("${found[@]}")
done
run_checked "CurtainUIKitTests executable" swiftc -parse-as-library -swift-version 6 \
  -D CURTAIN_UIKIT_MODEL -module-name CurtainUIKitTests -package-name "$package_name" \
  -I "$tmp/stub" -I "$modules" "${tests[@]}" Tests/UIKitStub/Runner/main.swift \
  "$tmp/stub/libCurtainUIKit.a" "${objects[@]}" -L "$tmp/stub" -lUIKit -lQuartzCore \
  -Xlinker -rpath -Xlinker "$tmp/stub" -o "$tmp/curtain-uikit-tests"
if ! "$tmp/curtain-uikit-tests" --no-parallel --quiet >"$tmp/tests.txt" 2>&1; then
  cat "$tmp/tests.txt" >&2
  fail "the UIKit tests failed"
fi
summary=$(grep -E "Test run with [0-9]+ tests?" "$tmp/tests.txt" | tail -1 || true)
count=$(printf '%s' "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
[ -n "$count" ] || { cat "$tmp/tests.txt" >&2; fail "no test summary"; }
echo "    ok: $count UIKit tests executed against the model: $summary"
fuzz=$(grep -E "^uikit-fuzz: [0-9]+ sequences" "$tmp/tests.txt" | tail -1 || true)
[ -n "$fuzz" ] || { cat "$tmp/tests.txt" >&2; fail "the UIKit fuzz printed no count"; }
echo "    ok: $fuzz"
[ "$count" -ge "$min_tests" ] || fail "only $count UIKit tests ran; at least $min_tests expected"
# The differential test (Tests/CurtainUIKitTests/Differential): the headless player and
# CurtainUIKit draw the same frames, over at least MIN_DIFFERENTIAL_SCENARIOS scenarios (300 by
# default); its line counts scenarios, frames and disagreements (0).
differential=$(grep -E "^differential: [0-9]+ scenarios" "$tmp/tests.txt" | tail -1 || true)
[ -n "$differential" ] || { cat "$tmp/tests.txt" >&2; fail "the differential test printed no count"; }
echo "    ok: $differential"
scenarios=$(printf '%s' "$differential" | sed -E 's/^differential: ([0-9]+) scenarios.*/\1/')
printf '%s' "$differential" | grep -qE ", 0 disagreements" \
  || fail "the players disagree: $differential"
[ "$scenarios" -ge "$min_differential" ] \
  || fail "only $scenarios differential scenarios; at least $min_differential expected"

echo "==> (v) the UIKit tests under every alternative reading of the model"
# Every O or M rule of the model with a plausible alternative names it in
# Tests/UIKitStub/Model/ModelReadings.swift (`case name = "12.1"`; Tests/UIKitStub/SEMANTICS.md
# lists every O and M rule with its alternative, or why it has none). The executable of (t)
# runs again with CURTAIN_UIKIT_READINGS set to each alternative alone (every test but the
# thousand-cycle soaks, `aThousand…`, two thirds of a run's time, which (t) and the mix run; the
# differential; VARIANT_FUZZ_SEQUENCES fuzz sequences, 100 by default), then to `mix`
# (MIX_FUZZ_SEQUENCES sequences, 2,000 by default, each under the alternatives mixed from its
# own seed, printed with a failure so it can be replayed; the other tests take the mix of
# seed 0). One process per reading: Swift Testing runs each test once a process, so a loop
# inside one run would re-declare every scenario, and a launch costs milliseconds next to the
# tests. VARIANT_JOBS processes (2 by default, the CI's cores) run at once. Each run's fuzz line
# must name the reading it ran under (a name the model does not know would run the documented
# reading unnoticed). Prints `uikit-variants: N rules with alternatives, S suite runs, F
# failures`.
# Alternatives marked `// combined` (readings of declarations CurtainUIKit never calls, which
# cannot interact) run together in one suite run, named by their comma-separated list in rule
# order (as the fuzz line prints it).
mapfile -t alternatives < <(sed -nE 's/^ *case ([A-Za-z]+) = "[0-9]+\.[0-9]+".*/\1/p' \
  Tests/UIKitStub/Model/ModelReadings.swift)
[ "${#alternatives[@]}" -gt 0 ] || fail "no alternative readings in Tests/UIKitStub/Model/ModelReadings.swift"
mapfile -t alone < <(sed -nE '/\/\/ combined$/!s/^ *case ([A-Za-z]+) = "[0-9]+\.[0-9]+".*/\1/p' \
  Tests/UIKitStub/Model/ModelReadings.swift)
mapfile -t combined < <(sed -nE 's/^ *case ([A-Za-z]+) = "[0-9]+\.[0-9]+" *\/\/ combined$/\1/p' \
  Tests/UIKitStub/Model/ModelReadings.swift)
variant_fuzz="${VARIANT_FUZZ_SEQUENCES:-100}"
mix_fuzz="${MIX_FUZZ_SEQUENCES:-2000}"
variant_jobs="${VARIANT_JOBS:-2}"
variants_started=$SECONDS
run_variant() {
  local reading="$1" sequences="$2"
  shift 2
  local status=0
  CURTAIN_UIKIT_READINGS="$reading" CURTAIN_UIKIT_FUZZ_SEQUENCES="$sequences" \
    "$tmp/curtain-uikit-tests" --no-parallel --quiet "$@" >"$tmp/variant-$reading.txt" 2>&1 \
    || status=$?
  echo "$status" >"$tmp/variant-$reading.rc"
}
# The mix first: it is the longest run.
readings=(mix "${alone[@]}")
[ "${#combined[@]}" -eq 0 ] || readings+=("$(IFS=,; echo "${combined[*]}")")
for reading in "${readings[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$variant_jobs" ]; do wait -n || true; done
  if [ "$reading" = mix ]; then
    run_variant "$reading" "$mix_fuzz" &
  else
    run_variant "$reading" "$variant_fuzz" --skip aThousand &
  fi
done
wait
variant_runs=0
variant_failures=0
for reading in "${readings[@]}"; do
  variant_runs=$((variant_runs + 1))
  output="$tmp/variant-$reading.txt"
  if [ "$(cat "$tmp/variant-$reading.rc")" != 0 ]; then
    cat "$output" >&2
    echo "uikit-check: the UIKit tests failed under the reading $reading" >&2
    variant_failures=$((variant_failures + 1))
    continue
  fi
  grep -qE "^uikit-fuzz: [0-9]+ sequences.*, readings $reading\$" "$output" \
    || { grep -E "^uikit-fuzz: " "$output" >&2
      echo "uikit-check: the run for $reading did not run under it" >&2
      variant_failures=$((variant_failures + 1)); continue; }
  printf '%s' "$(grep -E "^differential: " "$output" | tail -1)" | grep -qE ", 0 disagreements" \
    || { echo "uikit-check: the players disagree under the reading $reading" >&2
      variant_failures=$((variant_failures + 1)); }
done
echo "    $(grep -E "^uikit-fuzz: " "$tmp/variant-mix.txt" | tail -1)"
echo "uikit-variants: ${#alternatives[@]} rules with alternatives, $variant_runs suite runs, $variant_failures failures ($((SECONDS - variants_started)) s)"
[ "$variant_failures" -eq 0 ] || fail "the UIKit tests failed under $variant_failures reading(s)"

echo "==> (f) Tests/UIKitFidelityTests run on Linux against the UIKit model"
mapfile -t fidelity < <(find Tests/UIKitFidelityTests -name '*.swift' | sort)
[ "${#fidelity[@]}" -gt 0 ] || fail "no Swift files in Tests/UIKitFidelityTests"
run_checked "UIKitFidelityTests executable" swiftc -parse-as-library -swift-version 6 \
  -D CURTAIN_UIKIT_MODEL -module-name UIKitFidelityTests -I "$tmp/stub" "${fidelity[@]}" \
  Tests/UIKitStub/Runner/main.swift -L "$tmp/stub" -lUIKit -lQuartzCore \
  -Xlinker -rpath -Xlinker "$tmp/stub" -o "$tmp/uikit-fidelity-tests"
if ! "$tmp/uikit-fidelity-tests" --no-parallel --quiet >"$tmp/fidelity.txt" 2>&1; then
  cat "$tmp/fidelity.txt" >&2
  fail "the fidelity tests failed"
fi
summary=$(grep -E "Test run with [0-9]+ tests?" "$tmp/fidelity.txt" | tail -1 || true)
fidelity_count=$(printf '%s' "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
[ -n "$fidelity_count" ] || { cat "$tmp/fidelity.txt" >&2; fail "no fidelity test summary"; }
echo "    ok: $fidelity_count fidelity tests"
[ "$fidelity_count" -ge "$min_fidelity" ] \
  || fail "only $fidelity_count fidelity tests ran; at least $min_fidelity expected"
python3 .ci/rule-coverage.py --self-test >/dev/null || fail "the rule-coverage self-test failed"
python3 .ci/rule-coverage.py || fail "a UIKIT-SEMANTICS rule has no test (.ci/rule-coverage.py)"
python3 .ci/declaration-table.py --self-test >/dev/null \
  || fail "the declaration-table self-test failed"
python3 .ci/declaration-table.py --check \
  || fail "Tests/UIKitStub/DECLARATIONS.md is stale, or a declaration with behaviour has no rule and no test"

echo "==> (e) the UIKit examples in Sources/Curtain/Curtain.docc type-check against the stub"
mapfile -t examples < <(python3 .ci/docs-examples.py "$tmp/docs" Sources/Curtain/Curtain.docc/*.md)
[ "${#examples[@]}" -gt 0 ] || fail "no UIKit examples found in Sources/Curtain/Curtain.docc"
for example in "${examples[@]}"; do
  run_checked "$(basename "$example")" swiftc -typecheck -swift-version 6 -parse-as-library \
    -module-name DocsExample -package-name "$package_name" -I "$tmp/stub" -I "$modules" \
    Tests/DocsExamples/Prelude.swift "$example"
done
echo "    ok: ${#examples[@]} examples type-check"

echo "==> (d) without the stub, the CurtainUIKit target builds (empty)"
run_checked "swift build --target CurtainUIKit" \
  swift build --scratch-path "$scratch" --target CurtainUIKit
echo "    ok"

echo "uikit-check passed"
