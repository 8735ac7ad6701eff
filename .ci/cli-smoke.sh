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

if [[ "$count" -eq 0 ]]; then
  echo "cli-smoke: nothing was rendered" >&2
  exit 1
fi
echo "cli-smoke: $count renders ok"
