#!/usr/bin/env bash
# The public API of every library product against the baseline kept in api/<Module>.txt.
#
# What is compared: each library module's symbol graph (public and open symbols only), reduced to
# one sorted line per symbol, `<kind> <path>: <declaration>` (the declaration as written, without
# internal parameter names, with the constraints of the extension it is declared in and its
# availability), plus one line per conformance or inheritance (`conformance <type>: <protocol>`).
# Doc comments, source locations and members synthesized from the standard library's defaults
# are left out, so only a change a client can see changes the file.
#
# Where the graphs come from: `swift symbolgraph-extract` reads the modules already built in
# BUILD_DIR/Modules (no compilation). CurtainUIKit and CurtainSwiftUI are empty on Linux, so
# their graphs come from the modules built against the UIKit and SwiftUI stubs
# (`.ci/swiftui-check.sh --emit-stubs`), the declarations `.ci/uikit-check.sh` checks against the
# real SDK's.
#
# The rule (what counts as "the same commit"): the check passes when
#   (1) the current API equals api/ in the working tree, module by module (a library module
#       without a baseline file, or a file for a module that is no product, fails too); and
#   (2) if api/ differs from HEAD's first parent (HEAD^) — changed in HEAD's commit, or in the
#       working tree on top of it — then CHANGELOG.md differs from HEAD^ as well. Any change
#       to CHANGELOG.md counts; the reviewer judges what it says.
# In a clean CI checkout (2) is exactly "HEAD changed the baseline and CHANGELOG.md together".
# Without HEAD^ (a shallow clone or the first commit) only (1) is checked, and the script says so.
# It also checks that .spi.yml's documentation_targets name exactly the library products.
#
# Usage: .ci/api-check.sh [BUILD_DIR] [--update]   (BUILD_DIR defaults to .build/debug; run
#          `swift build` first)
#   --update  rewrite api/ from the current API and print what changed; then say why in
#             CHANGELOG.md and commit both together.
set -euo pipefail
cd "$(dirname "$0")/.."

build=".build/debug"
update=""
for argument in "$@"; do
  case "$argument" in
  --update) update=1 ;;
  -*) echo "api-check: unknown option $argument" >&2; exit 2 ;;
  *) build="$argument" ;;
  esac
done
modules="$build/Modules"
check_name="api-check"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=.ci/lib.sh
source .ci/lib.sh

[ -f "$modules/Curtain.swiftmodule" ] || fail "no Curtain module in $modules; run swift build first"
package_name="$(bash .ci/package-name.sh "$build")"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

# The library products' modules, from the manifest.
swift package dump-package >"$tmp/package.json"
mapfile -t libraries < <(python3 - "$tmp/package.json" <<'PY'
import json, sys
package = json.load(open(sys.argv[1]))
names = set()
for product in package["products"]:
    if "library" in product["type"]:
        names.update(product["targets"])
print("\n".join(sorted(names)))
PY
)
[ "${#libraries[@]}" -gt 0 ] || fail "the manifest lists no library product"

# CurtainUIKit and CurtainSwiftUI, built against the stubs.
stub="$tmp/stub"
run_checked "the UIKit and SwiftUI stubs and CurtainUIKit (.ci/swiftui-check.sh --emit-stubs)" \
  bash .ci/swiftui-check.sh --emit-stubs "$stub" "$build"
mapfile -t swiftui_sources < <(find Sources/CurtainSwiftUI -name '*.swift' | sort)
run_checked "CurtainSwiftUI module against the stubs" swiftc -emit-module -parse-as-library \
  -swift-version 6 -module-name CurtainSwiftUI -package-name "$package_name" -I "$stub" \
  -I "$modules" -o "$stub/CurtainSwiftUI.swiftmodule" "${swiftui_sources[@]}"

mkdir -p "$tmp/graphs" "$tmp/api"
for module in "${libraries[@]}"; do
  search=(-I "$modules")
  case "$module" in
  CurtainUIKit | CurtainSwiftUI) search=(-I "$stub" -I "$modules") ;;
  esac
  mkdir -p "$tmp/graphs/$module"
  run_checked "symbol graph of $module" swift symbolgraph-extract -module-name "$module" \
    "${search[@]}" -target "$triple" -minimum-access-level public \
    -output-dir "$tmp/graphs/$module"
done

# Reduce each module's graphs to its API text.
python3 - "$tmp/graphs" "$tmp/api" "${libraries[@]}" <<'PY'
import json, pathlib, re, sys
graphs, out, modules = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]

# Conformances every type has, which the compiler lists or not by version: not API.
IMPLICIT = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable"}

def declaration(fragments):
    parts = []
    for fragment in fragments:
        if fragment["kind"] == "internalParam":
            # `to encoder: T` reads `to: T`: an internal name is not API.
            if parts and parts[-1] == " ":
                parts.pop()
            continue
        parts.append(fragment["spelling"])
    return re.sub(r"\s+", " ", "".join(parts)).strip()

def constraints(items):
    words = {"conformance": ":", "superclass": ":", "sameType": "=="}
    return ", ".join(f'{c["lhs"]} {words.get(c["kind"], c["kind"])} {c["rhs"]}' for c in items)

def availability(items):
    def version(v):
        return ".".join(str(v[k]) for k in ("major", "minor", "patch") if k in v)
    texts = []
    for item in items:
        text = item.get("domain", "*")
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in item:
                text += f" {key} {version(item[key])}"
        for key in ("isUnconditionallyDeprecated", "isUnconditionallyUnavailable"):
            if item.get(key):
                text += " " + key[len("isUnconditionally"):].lower()
        if "renamed" in item:
            text += f' renamed {item["renamed"]}'
        texts.append(text)
    return "; ".join(sorted(texts))

for module in modules:
    lines = set()
    paths = {}
    files = sorted((graphs / module).glob("*.symbols.json"))
    loaded = [json.loads(f.read_text()) for f in files]
    for graph in loaded:
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    for file, graph in zip(files, loaded):
        extended = file.name[len(module) + 1:-len(".symbols.json")] if "@" in file.name else ""
        prefix = f"[{extended}] " if extended else ""
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise or symbol["accessLevel"] not in ("public", "open"):
                continue
            line = f'{symbol["kind"]["identifier"]} {prefix}{paths[precise]}: '
            line += declaration(symbol.get("declarationFragments", []))
            extension = symbol.get("swiftExtension", {}).get("constraints")
            if extension:
                line += f"  [in extension where {constraints(extension)}]"
            if symbol.get("availability"):
                line += f'  [@available {availability(symbol["availability"])}]'
            lines.add(line)
        for relation in graph["relationships"]:
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = paths.get(relation["source"])
            if source is None or "::SYNTHESIZED::" in relation["source"]:
                continue
            target = paths.get(relation["target"]) or relation.get("targetFallback") \
                or relation["target"]
            if target in IMPLICIT:
                continue
            line = f'{"conformance" if relation["kind"] == "conformsTo" else "inheritance"} '
            line += f"{prefix}{source}: {target}"
            if relation.get("swiftConstraints"):
                line += f'  [where {constraints(relation["swiftConstraints"])}]'
            lines.add(line)
    header = (f"# The public API of {module}: {len(lines)} lines, generated by "
              ".ci/api-check.sh --update. Do not edit; see CHANGELOG.md.\n")
    (out / f"{module}.txt").write_text(header + "".join(f"{l}\n" for l in sorted(lines)))
PY

# .spi.yml documents every library product, and nothing else.
python3 - .spi.yml "${libraries[@]}" <<'PY' || fail ".spi.yml must list every library product"
import re, sys
text = open(sys.argv[1]).read()
listed = set()
for match in re.finditer(r"documentation_targets:\s*\[([^\]]*)\]", text):
    listed.update(name.strip() for name in match.group(1).split(",") if name.strip())
libraries = set(sys.argv[2:])
for name in sorted(libraries - listed):
    print(f"api-check: .spi.yml's documentation_targets lack the library {name}", file=sys.stderr)
for name in sorted(listed - libraries):
    print(f"api-check: .spi.yml's documentation_targets name {name}, not a library", file=sys.stderr)
sys.exit(1 if libraries != listed else 0)
PY

if [ -n "$update" ]; then
  mkdir -p api
  changed=0
  for name in $( { (cd "$tmp/api" && ls); (cd api && ls); } | sort -u); do
    if ! cmp -s "$tmp/api/$name" "api/$name" 2>/dev/null; then
      changed=$((changed + 1))
      if [ -f "$tmp/api/$name" ]; then
        echo "api-check: api/$name updated"
      else
        echo "api-check: api/$name removed (no such library any more)"
      fi
    fi
  done
  rm -f api/*.txt
  cp "$tmp"/api/*.txt api/
  echo "api-check: $changed baseline files changed; record the change in CHANGELOG.md and commit both together"
  exit 0
fi

# (1) The current API against the baseline.
status=0
for file in "$tmp"/api/*.txt; do
  name="$(basename "$file")"
  module="${name%.txt}"
  if [ ! -f "api/$name" ]; then
    echo "api-check: $module is a library product without a baseline (api/$name)" >&2
    status=1
    continue
  fi
  if ! python3 - "api/$name" "$file" "$module" <<'PY'; then
import sys
def read(path):
    return [l.rstrip("\n") for l in open(path) if not l.startswith("#")]
old, new, module = set(read(sys.argv[1])), set(read(sys.argv[2])), sys.argv[3]
if old == new:
    sys.exit(0)
removed, added = sorted(old - new), sorted(new - old)
print(f"api-check: the public API of {module} differs from api/{module}.txt: "
      f"{len(removed)} removed, {len(added)} added", file=sys.stderr)
for line in removed:
    print(f"- {line}", file=sys.stderr)
for line in added:
    print(f"+ {line}", file=sys.stderr)
sys.exit(1)
PY
    status=1
  fi
done
for file in api/*.txt; do
  [ -e "$file" ] || continue
  if [ ! -f "$tmp/api/$(basename "$file")" ]; then
    echo "api-check: $file is the baseline of no library product" >&2
    status=1
  fi
done
if [ "$status" -ne 0 ]; then
  echo "api-check: the public API changed; if that is intended, run 'bash .ci/api-check.sh --update'," >&2
  echo "api-check: say what changed in CHANGELOG.md, and commit api/ and CHANGELOG.md together" >&2
  exit 1
fi

# (2) A baseline change comes with a CHANGELOG.md change.
changed_since_parent() {  # PATH: differs from HEAD^ in HEAD or the working tree (untracked too)
  ! git diff --quiet 'HEAD^' -- "$1" || [ -n "$(git ls-files --others --exclude-standard -- "$1")" ]
}
if ! git rev-parse --verify --quiet 'HEAD^' >/dev/null; then
  echo "api-check: no HEAD^ (a shallow clone or the first commit): the CHANGELOG rule is not checked"
elif changed_since_parent api; then
  if ! changed_since_parent CHANGELOG.md; then
    git diff --stat 'HEAD^' -- api >&2
    fail "api/ changed since HEAD^ but CHANGELOG.md did not; record the API change in CHANGELOG.md in the same commit"
  fi
  echo "api-check: the baseline changed since HEAD^, and CHANGELOG.md with it"
fi
total=$(cat "$tmp"/api/*.txt | grep -vc '^#' || true)
echo "api-check: ok: ${#libraries[@]} library modules, $total API lines, as in api/"
