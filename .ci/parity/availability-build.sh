#!/usr/bin/env bash
# The availability build: type-checks every library target once more with
# .ci/parity/Unavailable.swift added to its sources. That file shadows each standard-library and
# Foundation API newer than the deployment targets (iOS 15, tvOS 15, macOS 12) or the Swift 6.0
# toolchain with an unavailable (types) or deprecated (members) declaration of the same name,
# so a use fails here as it would with Xcode for iOS 15. CurtainUIKit is checked against the
# UIKit stub in Tests/UIKitStub (Linux has no UIKit), and once more as tvOS sees it. Any error
# or warning fails.
#
# Usage: .ci/parity/availability-build.sh [BUILD_DIR]        (default .build/debug; run
#          `swift build` first: the modules the targets import come from BUILD_DIR/Modules)
#        .ci/parity/availability-build.sh --check MODULE FILE... (type-check FILEs as MODULE with
#          the shadows; what the fixture test uses)
#        .ci/parity/availability-build.sh --check-tvos MODULE FILE... (type-check FILEs as tvOS
#          sees them, against the stub's tvOS availability)
set -euo pipefail
cd "$(dirname "$0")/../.."

shadows=".ci/parity/Unavailable.swift"
# `package` declarations are visible only under the package name SwiftPM used for the modules.
package_name="$(bash .ci/package-name.sh)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

fail() {
  echo "availability-build: $*" >&2
  exit 1
}

# Type-checks one module's sources with the shadows; prints and fails on any diagnostic.
check() {
  local module="$1"
  shift
  local log="$tmp/$module.log"
  if ! swiftc -typecheck -swift-version 6 -parse-as-library -module-name "$module" \
    -package-name "$package_name" -I "$tmp/stub" -I "$modules" "$shadows" "$@" >"$log" 2>&1 \
    || grep -E "(error|warning):" "$log" >/dev/null; then
    grep -E "(error|warning):" "$log" | grep -v "^ *|" >&2 || cat "$log" >&2
    fail "$module uses an API the deployment targets lack (see above)"
  fi
  echo "    ok: $module ($# files)"
}

build_stub() {
  bash .ci/build-uikit-model.sh "$tmp/stub" >/dev/null
}

build_tvos_stub() {
  bash .ci/build-uikit-model.sh "$tmp/tvos/modules" --tvos >/dev/null
}

check_tvos() {
  local module="$1"
  shift
  local dir="$tmp/tvos/$module" log="$tmp/tvos/$module.log"
  mkdir -p "$dir"
  for file in "$@"; do
    sed -E 's/\bos\(tvOS\)/true/g; s/\bos\(iOS\)/false/g' "$file" >"$dir/$(basename "$file")"
  done
  if ! swiftc -typecheck -swift-version 6 -parse-as-library -module-name "$module" \
    -package-name "$package_name" -I "$tmp/tvos/modules" -I "$modules" "$dir"/*.swift \
    >"$log" 2>&1 \
    || grep -E "(error|warning):" "$log" >/dev/null; then
    grep -E "(error|warning):" "$log" | grep -v "^ *|" >&2 || cat "$log" >&2
    fail "$module does not compile for tvOS (see above; line numbers are the original files')"
  fi
  echo "    ok: $module ($# files) with os(tvOS) true"
}

# The package name SwiftPM compiled the modules with: `package` declarations are visible only
# to a module compiled with the same one (.ci/package-name.sh).
if [ "${1:-}" = "--check-tvos" ] || [ "${1:-}" = "--check" ]; then
  package_name="$(bash .ci/package-name.sh .build/debug)"
else
  package_name="$(bash .ci/package-name.sh "${1:-.build/debug}")"
fi

if [ "${1:-}" = "--check-tvos" ]; then
  modules=".build/debug/Modules"
  module="$2"
  shift 2
  build_tvos_stub
  check_tvos "$module" "$@"
  exit 0
fi

if [ "${1:-}" = "--check" ]; then
  modules=".build/debug/Modules"
  module="$2"
  shift 2
  mkdir -p "$tmp/stub"  # fixtures import no UIKit: no stub needed
  check "$module" "$@"
  exit 0
fi

build="${1:-.build/debug}"
modules="$build/Modules"
[ -f "$modules/Curtain.swiftmodule" ] || fail "no Curtain module in $modules; run swift build first"
build_stub
# CurtainSwiftUI is type-checked against the SwiftUI stub as well (Tests/SwiftUIStub, with
# CurtainUIKit built against the UIKit stub), so its `canImport(SwiftUI)` code is checked here.
bash .ci/swiftui-check.sh --emit-stubs "$tmp/stub" "$build"

# Every library product's target and the targets they depend on that are no product
# (CurtainEngine), name and source folder, read from the manifest (so a new plug-in is checked
# without editing this list).
mapfile -t targets < <(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}
paths = {name: target["path"] for name, target in targets.items()}
names = {name for product in package["products"] if "library" in product["type"]
         for name in product["targets"]}
pending = list(names)
while pending:
    for dependency in targets[pending.pop()].get("target_dependencies", []):
        if dependency not in names and targets[dependency].get("module_type") == "SwiftTarget":
            names.add(dependency)
            pending.append(dependency)
for name in sorted(names):
    print(name, paths[name])
')
[ "${#targets[@]}" -gt 0 ] || fail "could not read the library targets from the manifest"
echo "==> availability build: ${#targets[@]} library targets with $shadows"
for entry in "${targets[@]}"; do
  read -r module folder <<<"$entry"
  mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
  [ "${#sources[@]}" -gt 0 ] || fail "no sources in $folder"
  # A target with resources also compiles the `Bundle.module` accessor SwiftPM generates for it.
  accessor="$build/$module.build/DerivedSources/resource_bundle_accessor.swift"
  if [ -f "$accessor" ]; then sources+=("$accessor"); fi
  check "$module" "${sources[@]}"
done
# The tvOS view of CurtainUIKit: Linux cannot compile for tvOS, so compile a copy in which
# `os(tvOS)` is true and `os(iOS)` false, against a copy of the stub in which every
# `@available(tvOS, unavailable)` becomes a deprecation ("unavailable on tvOS"; deprecated rather
# than unavailable so that the stub's own code may still use the declaration). A tvOS-only branch
# is type-checked, and an iOS-only API left outside `#if !os(tvOS)` fails (any warning fails), as
# it would with Xcode.
echo "==> the tvOS view of CurtainUIKit against the stub's tvOS availability"
mapfile -t uikit < <(find Sources/CurtainUIKit -name '*.swift' | sort)
build_tvos_stub
check_tvos CurtainUIKit "${uikit[@]}"
echo "availability build passed"
