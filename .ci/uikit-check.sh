#!/usr/bin/env bash
# Checks CurtainUIKit on a machine without UIKit (Linux CI):
#  (a) every Sources/CurtainUIKit file parses;
#  (b) the UIKit stub in Tests/UIKitStub (modules QuartzCore and UIKit) builds;
#  (c) CurtainUIKit type-checks against the stub in Swift 6 mode, with `canImport(UIKit)` true,
#      and so do the XCTest files in Tests/CurtainUIKitTests when XCTest is available;
#  (d) without the stub the package's CurtainUIKit target builds (empty);
#  (e) every ```swift block in Docs/Curtain.docc that imports CurtainUIKit type-checks, with
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

fail() {
  echo "uikit-check: $*" >&2
  exit 1
}

# Runs a compiler command, prints its output, and fails on any error or warning.
run_checked() {
  local label="$1"
  shift
  local log="$tmp/log.txt"
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    fail "$label failed"
  fi
  if grep -E "(error|warning):" "$log" >/dev/null; then
    cat "$log" >&2
    fail "$label printed diagnostics"
  fi
}

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

echo "==> (b) stub modules from Tests/UIKitStub"
run_checked "QuartzCore stub" swiftc -emit-module -parse-as-library -swift-version 6 \
  -module-name QuartzCore -o "$tmp/stub/QuartzCore.swiftmodule" Tests/UIKitStub/QuartzCore/*.swift
run_checked "UIKit stub" swiftc -emit-module -parse-as-library -swift-version 6 \
  -module-name UIKit -I "$tmp/stub" -o "$tmp/stub/UIKit.swiftmodule" Tests/UIKitStub/*.swift
echo "    ok: QuartzCore and UIKit stub modules built"

echo "==> (c) type-check CurtainUIKit against the stub (Swift 6, $modules)"
[ -f "$modules/Curtain.swiftmodule" ] && [ -f "$modules/CurtainAnimators.swiftmodule" ] \
  || fail "no Curtain modules in $modules; run swift build first"
run_checked "CurtainUIKit type-check" swiftc -typecheck -swift-version 6 -parse-as-library \
  -module-name CurtainUIKit -I "$tmp/stub" -I "$modules" "${sources[@]}"
echo "    ok: ${#sources[@]} files type-check with canImport(UIKit) true"

if [ "${#tests[@]}" -gt 0 ]; then
  # The tests import CurtainUIKit: emit its module against the stub, then check the tests.
  run_checked "CurtainUIKit module" swiftc -emit-module -swift-version 6 -parse-as-library \
    -module-name CurtainUIKit -I "$tmp/stub" -I "$modules" \
    -o "$tmp/stub/CurtainUIKit.swiftmodule" "${sources[@]}"
  if printf 'import XCTest\n' | swiftc -typecheck - >/dev/null 2>&1; then
    run_checked "CurtainUIKitTests type-check" swiftc -typecheck -swift-version 6 \
      -parse-as-library -module-name CurtainUIKitTests -I "$tmp/stub" -I "$modules" \
      "${tests[@]}"
    echo "    ok: ${#tests[@]} test files type-check against the stub"
  else
    echo "    skipped: XCTest is not available to swiftc here"
  fi
fi

echo "==> (e) the UIKit examples in Docs/Curtain.docc type-check against the stub"
if [ ! -f "$tmp/stub/CurtainUIKit.swiftmodule" ]; then
  run_checked "CurtainUIKit module" swiftc -emit-module -swift-version 6 -parse-as-library \
    -module-name CurtainUIKit -I "$tmp/stub" -I "$modules" \
    -o "$tmp/stub/CurtainUIKit.swiftmodule" "${sources[@]}"
fi
mapfile -t examples < <(python3 .ci/docs-examples.py "$tmp/docs" Docs/Curtain.docc/*.md)
[ "${#examples[@]}" -gt 0 ] || fail "no UIKit examples found in Docs/Curtain.docc"
for example in "${examples[@]}"; do
  run_checked "$(basename "$example")" swiftc -typecheck -swift-version 6 -parse-as-library \
    -module-name DocsExample -I "$tmp/stub" -I "$modules" \
    Tests/DocsExamples/Prelude.swift "$example"
done
echo "    ok: ${#examples[@]} examples type-check"

echo "==> (d) without the stub, the CurtainUIKit target builds (empty)"
run_checked "swift build --target CurtainUIKit" \
  swift build --scratch-path "$scratch" --target CurtainUIKit
echo "    ok"

echo "uikit-check passed"
