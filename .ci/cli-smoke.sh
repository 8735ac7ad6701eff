#!/usr/bin/env bash
# Renders every built-in animator in every format and every operation it supports (and, as JSON,
# driven by each gesture), and checks that each output is non-empty and each SVG parses as XML.
#
# Usage: .ci/cli-smoke.sh [path/to/curtain]   (default: .build/debug/curtain, built if missing)
set -euo pipefail

curtain="${1:-.build/debug/curtain}"
if [[ ! -x "$curtain" ]]; then
  if [[ $# -eq 0 ]]; then
    swift build --product curtain
  else
    echo "cli-smoke: no executable at $curtain" >&2
    exit 1
  fi
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# One line per animator: its id, then the operations it supports (present, dismiss, push, pop,
# tab).
pairs="$("$curtain" list --json | python3 -c '
import json, sys
for entry in json.load(sys.stdin):
    operations = [op for op in entry["operations"] if op in ("present", "dismiss", "push", "pop", "tab")]
    print(entry["id"], *operations)
')"

count=0
while read -r id operations; do
  [[ -n "$id" ]] || continue
  for operation in $operations; do
    for format in svg html json csv; do
      file="$out/$id-$operation.$format"
      "$curtain" render "$id" --operation "$operation" --format "$format" -o "$file" >/dev/null
      if [[ ! -s "$file" ]]; then
        echo "cli-smoke: $id $operation $format: empty output" >&2
        exit 1
      fi
      if [[ "$format" == svg ]]; then
        python3 -c 'import xml.dom.minidom, sys; xml.dom.minidom.parse(sys.argv[1])' "$file" \
          || { echo "cli-smoke: $id $operation: the SVG is not well-formed XML" >&2; exit 1; }
      fi
      count=$((count + 1))
    done
    # Driven by each scripted pan: the timeline must still come out.
    for gesture in flick drag drag-reverse; do
      file="$out/$id-$operation-$gesture.json"
      "$curtain" render "$id" --operation "$operation" --gesture "$gesture" --format json \
        -o "$file" >/dev/null
      if [[ ! -s "$file" ]]; then
        echo "cli-smoke: $id $operation --gesture $gesture: empty output" >&2
        exit 1
      fi
      count=$((count + 1))
    done
  done
done <<< "$pairs"

# Recorded pans (--gesture-script): a sheet drag up, a flick down to dismiss, a vetoed
# dismissal, a cancelled drag and scrollable content, each in every format, with the JSON
# carrying the events it must; and a recorded pan driving another animator's dismissal.
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
def pan(dy, seconds, end="release"):
    steps = round(seconds * 120)
    return {"samples": [{"t": i / 120, "x": 0, "y": dy * i / steps} for i in range(steps + 1)],
            "end": end}
for name, script in {"up": pan(-150, 0.25), "down": pan(400, 0.25),
                     "cancel": pan(-150, 0.25, "cancel"), "scroll": pan(-600, 0.5)}.items():
    json.dump(script, open(f"{out}/{name}.pan.json", "w"))
PY
sheet_case() {
  local name="$1" script="$2" expect="$3"; shift 3
  for format in svg html json csv; do
    file="$out/sheet-$name.$format"
    "$curtain" render sheet --gesture-script "$out/$script.pan.json" "$@" --format "$format" \
      -o "$file" >/dev/null
    if [[ ! -s "$file" ]]; then
      echo "cli-smoke: sheet $name $format: empty output" >&2
      exit 1
    fi
    count=$((count + 1))
  done
  python3 -c '
import json, sys
kinds = [e["kind"] for e in json.load(open(sys.argv[1])).get("events", [])]
if kinds != sys.argv[2].split(",") if sys.argv[2] else kinds:
    sys.exit(f"cli-smoke: sheet {sys.argv[3]}: events {kinds}, expected {sys.argv[2]!r}")
' "$out/sheet-$name.json" "$expect" "$name"
}
sheet_case up up "haptic,detent"
sheet_case dismiss down "dismissed" --param detents=medium,large
sheet_case veto down "dismissAttempt" --param dismissible=false
sheet_case cancel cancel ""
sheet_case scroll scroll "haptic,detent" --param scrollContentHeight=2000 \
  --param detents=0.3,medium,300pt,large --param selectedDetent=medium --param grabber=true \
  --param largestUndimmedDetent=0.3
"$curtain" render cover-vertical --operation dismiss --gesture-script "$out/down.pan.json" \
  --format json -o "$out/cover-script.json" >/dev/null
"$curtain" render cover-vertical --operation dismiss --gesture-script - --format json \
  -o "$out/cover-stdin.json" < "$out/cancel.pan.json" >/dev/null
test -s "$out/cover-script.json" && test -s "$out/cover-stdin.json"
count=$((count + 2))

if [[ "$count" -eq 0 ]]; then
  echo "cli-smoke: nothing was rendered" >&2
  exit 1
fi
echo "cli-smoke: $count renders ok"
