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
# The sheet reports the new detent at the release, then its haptic (SheetSession).
sheet_case up up "detent,haptic"
sheet_case dismiss down "dismissed" --param detents=medium,large
sheet_case veto down "dismissAttempt" --param dismissible=false
sheet_case cancel cancel ""
sheet_case scroll scroll "detent,haptic" --param scrollContentHeight=2000 \
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

# Matched transitions: --source is where the zoom starts and ends; a drag dismisses the zoom
# onto it (flick) or restores the screen (drag-reverse); a malformed --source is a usage error.
zoom_frame() {  # FILE FRAME-INDEX -> "x y w h" of the presented screen
  python3 -c 'import json, sys
frame = json.load(open(sys.argv[1]))["frames"][int(sys.argv[2])]["states"]["presented"]["frame"]
print(" ".join("%g" % round(v, 6) for pair in frame for v in pair))' "$1" "$2"
}
expect_frame() {  # LABEL ACTUAL EXPECTED
  if [[ "$2" != "$3" ]]; then
    echo "cli-smoke: $1: the presented frame is '$2', expected '$3'" >&2
    exit 1
  fi
}
listing="$("$curtain" list)"
for id in zoom container-transform; do
  grep -q "^$id " <<< "$listing" \
    || { echo "cli-smoke: 'curtain list' does not list $id" >&2; exit 1; }
  description="$("$curtain" describe "$id")"
  grep -q "dismiss" <<< "$description" \
    || { echo "cli-smoke: 'curtain describe $id' does not show the dismiss operation" >&2; exit 1; }
done
grep -q "minimumScale" <<< "$("$curtain" describe zoom)" \
  || { echo "cli-smoke: 'curtain describe zoom' does not show minimumScale" >&2; exit 1; }
"$curtain" render zoom --source 10,20,100,200 --format json -o "$out/zoom-source.json" >/dev/null
expect_frame "zoom --source, first frame" "$(zoom_frame "$out/zoom-source.json" 0)" "10 20 100 200"
"$curtain" render zoom --operation dismiss --source 10,20,100,200 --format json \
  -o "$out/zoom-source-dismiss.json" >/dev/null
expect_frame "zoom dismiss --source, last frame" \
  "$(zoom_frame "$out/zoom-source-dismiss.json" -1)" "10 20 100 200"
"$curtain" render zoom --operation dismiss --gesture flick --source 10,20,100,200 --format json \
  -o "$out/zoom-flick.json" >/dev/null
expect_frame "zoom dismiss --gesture flick, last frame" \
  "$(zoom_frame "$out/zoom-flick.json" -1)" "10 20 100 200"
"$curtain" render zoom --operation dismiss --gesture drag-reverse --format json \
  -o "$out/zoom-restore.json" >/dev/null
expect_frame "zoom dismiss --gesture drag-reverse, last frame" \
  "$(zoom_frame "$out/zoom-restore.json" -1)" "0 0 390 844"
"$curtain" render container-transform --operation dismiss --gesture drag --source 10,20,100,200 \
  --format svg -o "$out/container-transform-drag.svg" >/dev/null
for bad in 1,2,3 1,2,nan,4 1,2,0,4; do
  status=0
  "$curtain" render zoom --source "$bad" -o "$out/bad.json" 2>"$out/bad.txt" || status=$?
  if [[ "$status" -ne 2 ]] || ! grep -q -- "--source" "$out/bad.txt"; then
    echo "cli-smoke: --source $bad: expected a usage error (exit 2) naming --source" >&2
    exit 1
  fi
done
echo "cli-smoke: matched transitions ok (--source, the zoom's drag, usage errors)"

# Bounded reads (issue 26): `validate /dev/zero`, and /dev/zero as standard input, exit 1 within
# 1 s of CPU time (user + system, from bash's `time`: unlike wall-clock time it does not grow
# while other processes use the machine, so a busy machine cannot fail this) with a message
# naming the 16 MiB limit, using at most 100 MB of memory (maximum resident set size from
# /usr/bin/time -v; without it, the run is given 100 MB of address space with ulimit -v, so a run
# over it fails). `timeout 10` (wall clock) only keeps a regression from hanging CI.
bounded_read() {  # LABEL COMMAND... (run with /dev/zero on standard input)
  local label="$1" status=0 cpu_ms rss_kb="" TIMEFORMAT='%3U %3S'
  shift
  if [[ -x /usr/bin/time ]]; then
    { time timeout 10 /usr/bin/time -v -o "$out/bounded-time.txt" "$@" </dev/zero \
      >/dev/null 2>"$out/bounded.txt"; } 2>"$out/bounded-cpu.txt" || status=$?
    rss_kb=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$out/bounded-time.txt")
  else
    { time (ulimit -v 97656; exec timeout 10 "$@") </dev/zero >/dev/null 2>"$out/bounded.txt"; } \
      2>"$out/bounded-cpu.txt" || status=$?
  fi
  cpu_ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$out/bounded-cpu.txt")
  if [[ "$status" -ne 1 ]] || ! grep -q "16 MiB" "$out/bounded.txt"; then
    echo "cli-smoke: $label: expected exit 1 naming the 16 MiB limit; got $status:" >&2
    cat "$out/bounded.txt" >&2
    exit 1
  fi
  if [[ "$cpu_ms" -gt 1000 ]]; then
    echo "cli-smoke: $label took ${cpu_ms} ms of CPU time, over 1 s" >&2
    exit 1
  fi
  if [[ -n "$rss_kb" && "$rss_kb" -gt 97656 ]]; then  # 100 MB = 97656 KiB
    echo "cli-smoke: $label used ${rss_kb} KiB of memory, over 100 MB" >&2
    exit 1
  fi
  echo "cli-smoke: $label: exit 1 in ${cpu_ms} ms of CPU time, ${rss_kb:-at most 97656 (ulimit -v)} KiB"
}
bounded_read "validate /dev/zero" "$curtain" validate /dev/zero
bounded_read "validate - < /dev/zero" "$curtain" validate -

# The docs' filmstrips are the tool's renders (.ci/docs-images.sh).
bash "$(dirname "$0")/docs-images.sh" "$curtain" --check
