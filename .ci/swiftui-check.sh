#!/usr/bin/env bash
# Checks CurtainSwiftUI on a machine without SwiftUI or UIKit (Linux CI):
#  (a) every Sources/CurtainSwiftUI file parses and is wrapped entirely in
#      `#if canImport(SwiftUI) && canImport(UIKit)` … `#endif`;
#  (b) every public declaration of the SwiftUI stub (Tests/SwiftUIStub) names the documentation
#      page it mirrors (`// Mirrors:`) and every type and extension records Apple's availability
#      (`@available`); the UIKit stub and model (Tests/UIKitStub, built by
#      .ci/build-uikit-model.sh) and the SwiftUI stub build as modules;
#  (c) CurtainUIKit builds as a module against the UIKit stub, and CurtainSwiftUI type-checks
#      against both stubs in Swift 6 mode, with both `canImport` conditions true;
#  (t) CurtainSwiftUI's coordinator runs: its sources and Tests/CurtainSwiftUITests (Swift
#      Testing, `-D CURTAIN_SWIFTUI_MODEL`) are compiled against the stubs and linked with the
#      UIKit model, CurtainUIKit and the core, and the tests run on Linux;
#  (d) without the stubs, the package's CurtainSwiftUI target builds (empty).
# The documentation's SwiftUI examples are checked by .ci/snippet-check.py with the same stubs
# (`--emit-stubs DIR` below builds them for it). Any error or warning fails.
#
# Usage: .ci/swiftui-check.sh [BUILD_DIR]      (default .build/debug; the Curtain modules are
#          taken from BUILD_DIR/Modules, so run `swift build` first)
#        .ci/swiftui-check.sh --emit-stubs DIR [BUILD_DIR]   (only build the QuartzCore, UIKit,
#          SwiftUI and CurtainUIKit modules into DIR; what snippet-check.py uses)
set -euo pipefail
cd "$(dirname "$0")/.."

emit_only=""
if [ "${1:-}" = "--emit-stubs" ]; then
  emit_only="$2"
  shift 2
fi
build="${1:-.build/debug}"
modules="$build/Modules"
scratch="$(dirname "$build")"
package_name="$(bash .ci/package-name.sh "$build")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
stub="${emit_only:-$tmp/stub}"
mkdir -p "$stub" "$tmp/lib"

check_name="swiftui-check"
# fail and run_checked (a compiler command that must print no error or warning).
# shellcheck source=.ci/lib.sh
source .ci/lib.sh

swift6=(-parse-as-library -swift-version 6)

# (b) The stub modules: UIKit's stub and model, then SwiftUI's stub on top of it.
build_stubs() {
  run_checked "UIKit model" bash .ci/build-uikit-model.sh "$stub"
  run_checked "SwiftUI stub" swiftc -emit-module -emit-library "${swift6[@]}" \
    -module-name SwiftUI -I "$stub" -L "$stub" -lUIKit -lQuartzCore \
    -emit-module-path "$stub/SwiftUI.swiftmodule" -o "$stub/libSwiftUI.so" \
    Tests/SwiftUIStub/*.swift
  [ -f "$modules/Curtain.swiftmodule" ] || fail "no Curtain module in $modules; run swift build first"
  mapfile -t uikit_sources < <(find Sources/CurtainUIKit -name '*.swift' | sort)
  run_checked "CurtainUIKit module" swiftc -emit-module "${swift6[@]}" -module-name CurtainUIKit \
    -package-name "$package_name" -I "$stub" -I "$modules" \
    -o "$stub/CurtainUIKit.swiftmodule" "${uikit_sources[@]}"
}

if [ -n "$emit_only" ]; then
  build_stubs
  trap - EXIT
  rm -rf "$tmp"
  exit 0
fi

mapfile -t sources < <(find Sources/CurtainSwiftUI -name '*.swift' | sort)
[ "${#sources[@]}" -gt 0 ] || fail "no Swift files in Sources/CurtainSwiftUI"

echo "==> (a) swiftc -parse: ${#sources[@]} files in Sources/CurtainSwiftUI"
for file in "${sources[@]}"; do
  first=$(awk '!/^[[:space:]]*($|\/\/)/ { print; exit }' "$file")
  last=$(awk '!/^[[:space:]]*($|\/\/)/ { line = $0 } END { print line }' "$file")
  [ "$first" = "#if canImport(SwiftUI) && canImport(UIKit)" ] && [ "$last" = "#endif" ] \
    || fail "$file is not wrapped entirely in #if canImport(SwiftUI) && canImport(UIKit) … #endif"
done
run_checked "parse" swiftc -parse "${sources[@]}"
echo "    ok: every file parses and is wrapped"

echo "==> (b) the UIKit and SwiftUI stubs, and CurtainUIKit against them"
python3 - Tests/SwiftUIStub <<'PY' || fail "the SwiftUI stub must mirror Apple's documentation (see above)"
import pathlib, re, sys
bad = []
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.swift")):
    lines = path.read_text().split("\n")
    depth = 0
    for i, line in enumerate(lines):
        code = line.split("//")[0]
        # The comments and attributes right above the declaration.
        start = i
        while start > 0 and re.match(r"\s*(//|@|#if|#else)", lines[start - 1]):
            start -= 1
        above = "\n".join(lines[start:i])
        public = re.search(r"\b(public|open)\b.*\b(struct|class|protocol|enum|func|var|let|init|typealias)\b", code)
        if (public or re.match(r"\s*(associatedtype|typealias)\b", code)) and "var body: Never" not in code:
            if "Mirrors:" not in above:
                bad.append(f"{path}:{i + 1}: no `// Mirrors:` comment above: {line.strip()}")
            if depth == 0 and re.search(r"\b(struct|class|protocol|enum)\b", code) and "@available(" not in above:
                bad.append(f"{path}:{i + 1}: a type without @available: {line.strip()}")
        if re.match(r"\s*extension\b", code) and "@available(" not in above:
            bad.append(f"{path}:{i + 1}: an extension without @available: {line.strip()}")
        depth += code.count("{") - code.count("}")
print("\n".join(bad), file=sys.stderr)
sys.exit(1 if bad else 0)
PY
build_stubs
echo "    ok: QuartzCore, UIKit, SwiftUI and CurtainUIKit modules built"

echo "==> (c) type-check CurtainSwiftUI against the stubs (Swift 6, $modules)"
run_checked "CurtainSwiftUI type-check" swiftc -typecheck "${swift6[@]}" \
  -module-name CurtainSwiftUI -package-name "$package_name" -I "$stub" -I "$modules" \
  "${sources[@]}"
echo "    ok: ${#sources[@]} files type-check with canImport(SwiftUI) and canImport(UIKit) true"

echo "==> (t) Tests/CurtainSwiftUITests run on Linux against the UIKit model"
mapfile -t tests < <(find Tests/CurtainSwiftUITests -name '*.swift' | sort)
[ "${#tests[@]}" -gt 0 ] || fail "no Swift files in Tests/CurtainSwiftUITests"
run_checked "CurtainUIKit library" swiftc -emit-module -emit-library -static "${swift6[@]}" \
  -module-name CurtainUIKit -package-name "$package_name" -I "$stub" -I "$modules" \
  -emit-module-path "$tmp/lib/CurtainUIKit.swiftmodule" -o "$tmp/lib/libCurtainUIKit.a" \
  "${uikit_sources[@]}"
# The core's and the engine's objects of their current sources, as SwiftPM's output file maps
# name them.
objects=()
for module in Curtain CurtainEngine; do
  [ -d "$build/$module.build" ] || fail "no $build/$module.build; run swift build first"
  mapfile -t found < <(python3 -c '
import json, sys
entries = json.load(open(sys.argv[1])).values()
print("\n".join(sorted(entry["object"] for entry in entries if "object" in entry)))
' "$build/$module.build/output-file-map.json")
  objects+=("${found[@]}")
done
run_checked "CurtainSwiftUI tests executable" swiftc "${swift6[@]}" -D CURTAIN_SWIFTUI_MODEL \
  -module-name CurtainSwiftUIModelTests -package-name "$package_name" -I "$tmp/lib" \
  -I "$stub" -I "$modules" "${sources[@]}" "${tests[@]}" Tests/UIKitStub/Runner/main.swift \
  "$tmp/lib/libCurtainUIKit.a" "${objects[@]}" -L "$stub" -lSwiftUI -lUIKit -lQuartzCore \
  -Xlinker -rpath -Xlinker "$stub" -o "$tmp/curtain-swiftui-tests"
if ! "$tmp/curtain-swiftui-tests" --no-parallel --quiet >"$tmp/tests.txt" 2>&1; then
  cat "$tmp/tests.txt" >&2
  fail "the SwiftUI coordinator tests failed"
fi
summary=$(grep -E "Test run with [0-9]+ tests?" "$tmp/tests.txt" | tail -1 || true)
[ -n "$summary" ] || { cat "$tmp/tests.txt" >&2; fail "no test summary"; }
echo "    ok: $summary"

echo "==> (d) without the stubs, the CurtainSwiftUI target builds (empty)"
run_checked "swift build --target CurtainSwiftUI" \
  swift build --scratch-path "$scratch" --target CurtainSwiftUI
echo "    ok"

echo "swiftui-check passed"
