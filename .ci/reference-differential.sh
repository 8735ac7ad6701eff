#!/usr/bin/env bash
# The reference differential: each seed library's own code is the executable reference for the
# front door that replaces it. For every library whose sources are in the cache
# ($CURTAIN_REFERENCES, default ~/.cache/curtain/references/<Library>, at the releases of
# ../shared/REFERENCES.md; never committed), this script
#  1. builds the UIKit model (.ci/build-uikit-model.sh) and CurtainUIKit against it;
#  2. compiles the library's sources as their own module (its name, Swift 5 mode as the library
#     is written, `-default-isolation MainActor` standing in for UIKit's @MainActor being
#     preconcurrency to Swift 5 code, warnings allowed: they are the library's), unmodified but
#     for their Objective-C syntax, which Swift on Linux lacks (.ci/reference-objc-shim.py:
#     `@objc`/`@IB…` dropped, `#selector(x)` to `Selector("x")`; an empty clang module stands in
#     for `import ObjectiveC.runtime`; `-import-module UIKit` stands in for the framework's
#     umbrella header, which makes UIKit visible in files that import only Foundation). A library that needs UIKit API the model lacks is fixed
#     by extending the model (Tests/UIKitStub/UIKit+References.swift, UIKit+AutoLayout.swift),
#     never the library;
#  3. links Tests/ReferenceDifferential (Harness/ plus the library's folder, REFERENCE_<LIBRARY>
#     defined) with the libraries, CurtainUIKit and the SwiftPM-built Curtain modules into one
#     executable and runs it on the model: each configuration plays through the library and
#     through Curtain's front door, and every screen's frame, alpha, transform and corner radius
#     is compared frame by frame at 60 fps;
#  4. prints `reference differential: N configurations, M frames, K disagreements, D deliberate`
#     and `known N`, and fails on a disagreement in neither Tests/ReferenceDifferential/
#     Deliberate.json nor Known.json, on an entry of either that no longer occurs, and on a
#     deliberate entry whose `name` is not a row of the "What behaves differently" table of its
#     library's migration guide (Sources/Curtain/Curtain.docc/MigratingFrom<Library>.md).
# With no library in the cache it prints that it skipped, and passes.
#
# Usage: .ci/reference-differential.sh [BUILD_DIR]   (default .build/debug; run `swift build`
# first). REFDIFF_FILTER=<text> plays only the configurations whose name contains it (stale
# entries are then not checked); REFDIFF_TRACE=1 prints every frame of both sides;
# REFDIFF_VERBOSE=1 prints the deliberate and known disagreements too.
# Documented in Tests/ReferenceDifferential/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-.build/debug}"
modules="$build/Modules"
references="${CURTAIN_REFERENCES:-$HOME/.cache/curtain/references}"
check_name="reference-differential"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=.ci/lib.sh
source .ci/lib.sh

# Each library: its module name and the folder of its sources inside its repository.
declare -A library_sources=(
  [AZTransitions]="AZTransitions/Source"
  [EasyTransitions]="EasyTransitions/EasyTransitions"
  [Jelly]="Jelly/Jelly/Classes"
  [Presentr]="Presentr/Presentr"
)
# Files of a library's own example app compiled into its module as well ('|'-separated): the
# configurations the library's README and example use (AZTransitions ships its transitions,
# the CustomModalTransition subclasses, only in its example), compiled from the cache, never
# committed.
declare -A library_examples=(
  [AZTransitions]="AZTransitions/iOS Example/FashionTransition.swift|AZTransitions/iOS Example/AlphaByStepTransition.swift"
)
present=()
for library in "${!library_sources[@]}"; do
  [ -d "$references/${library_sources[$library]}" ] && present+=("$library")
done
if [ "${#present[@]}" -eq 0 ]; then
  echo "reference differential: skipped (no seed library sources in $references)"
  exit 0
fi
mapfile -t present < <(printf '%s\n' "${present[@]}" | sort)

echo "==> the UIKit model and CurtainUIKit against it"
mkdir -p "$tmp/stub" "$tmp/objc"
run_checked "UIKit model" bash .ci/build-uikit-model.sh "$tmp/stub"
[ -f "$modules/Curtain.swiftmodule" ] || fail "no Curtain module in $modules; run swift build first"
package_name="$(bash .ci/package-name.sh "$build")"
mapfile -t uikit_sources < <(find Sources/CurtainUIKit -name '*.swift' | sort)
run_checked "CurtainUIKit module" swiftc -emit-module -emit-library -static -swift-version 6 \
  -parse-as-library -module-name CurtainUIKit -package-name "$package_name" -I "$tmp/stub" \
  -I "$modules" -emit-module-path "$tmp/stub/CurtainUIKit.swiftmodule" \
  -o "$tmp/stub/libCurtainUIKit.a" "${uikit_sources[@]}"

# `import ObjectiveC.runtime` (AZTransitions): an empty clang module; the runtime functions the
# libraries call are the model's (Tests/UIKitStub/Model/ModelObjC.swift).
printf 'module ObjectiveC [system] {\n  module runtime {\n    header "runtime.h"\n    export *\n  }\n}\n' \
  >"$tmp/objc/module.modulemap"
: >"$tmp/objc/runtime.h"

libraries=()
harness=()
defines=()
for library in "${present[@]}"; do
  echo "==> $library (${library_sources[$library]}) against the model"
  mkdir -p "$tmp/src/$library/Example"
  cp -R "$references/${library_sources[$library]}/." "$tmp/src/$library/"
  IFS='|' read -r -a examples <<<"${library_examples[$library]:-}"
  for example in "${examples[@]}"; do
    cp "$references/$example" "$tmp/src/$library/Example/"
  done
  mapfile -t files < <(python3 .ci/reference-objc-shim.py "$tmp/src/$library" "$tmp/shim/$library")
  [ "${#files[@]}" -gt 0 ] || fail "no Swift files for $library"
  # The library's own warnings are not ours to fix; its errors fail the check.
  if ! swiftc -emit-module -emit-library -static -parse-as-library -swift-version 5 \
    -default-isolation MainActor -Xfrontend -import-module -Xfrontend UIKit -enable-testing \
    -module-name "$library" -I "$tmp/stub" \
    -I "$tmp/objc" -emit-module-path "$tmp/stub/$library.swiftmodule" \
    -o "$tmp/stub/lib$library.a" "${files[@]}" >"$tmp/$library.log" 2>&1; then
    grep -E "error:" -A3 "$tmp/$library.log" >&2 || cat "$tmp/$library.log" >&2
    fail "$library does not compile against the UIKit model: extend the model (never the library)"
  fi
  echo "    ok: ${#files[@]} files"
  libraries+=("$tmp/stub/lib$library.a")
  mapfile -t own < <(find "Tests/ReferenceDifferential/$library" -name '*.swift' | sort)
  harness+=("${own[@]}")
  defines+=(-D "REFERENCE_$(printf '%s' "$library" | tr '[:lower:]' '[:upper:]')")
done

echo "==> Tests/ReferenceDifferential"
objects=()
mapfile -t linked < <(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
for target in package["targets"]:
    if target["name"] in ("Curtain", "CurtainEngine", "CurtainAnimators", "CurtainHeadless") \
        or target["path"].startswith("Plugins/"):
        print(target["name"])
')
for module in "${linked[@]}"; do
  [ -d "$build/$module.build" ] || fail "no $build/$module.build; run swift build first"
  mapfile -t found < <(python3 -c '
import json, sys
entries = json.load(open(sys.argv[1])).values()
print("\n".join(sorted(entry["object"] for entry in entries if "object" in entry)))
' "$build/$module.build/output-file-map.json")
  objects+=("${found[@]}")
done
mapfile -t common < <(find Tests/ReferenceDifferential/Harness -name '*.swift' | sort)
run_checked "ReferenceDifferential executable" swiftc -swift-version 6 "${defines[@]}" \
  -enable-upcoming-feature MemberImportVisibility \
  -module-name ReferenceDifferential -package-name "$package_name" -I "$tmp/stub" -I "$tmp/objc" \
  -I "$modules" "${common[@]}" "${harness[@]}" "${libraries[@]}" "$tmp/stub/libCurtainUIKit.a" \
  "${objects[@]}" -L "$tmp/stub" -lUIKit -lQuartzCore -Xlinker -rpath -Xlinker "$tmp/stub" \
  -o "$tmp/reference-differential"

echo "==> the differential (${present[*]})"
status=0
"$tmp/reference-differential" Tests/ReferenceDifferential Sources/Curtain/Curtain.docc \
  >"$tmp/out.txt" 2>&1 || status=$?
summary=$(grep -E "^reference differential: [0-9]+ configurations" "$tmp/out.txt" | tail -1 || true)
if [ -z "$summary" ]; then
  cat "$tmp/out.txt" >&2
  fail "the differential printed no summary (exit status $status)"
fi
[ -z "${REFDIFF_VERBOSE:-}" ] || grep -E "^(deliberate|KNOWN OPEN): " "$tmp/out.txt" || true
grep -vE "^(deliberate|KNOWN OPEN): " "$tmp/out.txt" | grep -vE "^(reference differential:|known [0-9]+$)" || true
echo "$summary"
grep -E "^known [0-9]+$" "$tmp/out.txt" | tail -1
[ "$status" -eq 0 ] || fail "a disagreement in neither list, a list entry that no longer occurs, or a deliberate entry its guide does not name (above)"
echo "reference-differential passed"
