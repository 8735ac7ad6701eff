#!/usr/bin/env bash
# The filmstrips the docs show, rendered by the curtain tool: the one source of truth for them.
#
#   bash .ci/docs-images.sh CURTAIN           renders every picture below in place
#   bash .ci/docs-images.sh CURTAIN --check   fails when a committed picture differs from its render
#
# The DocC catalog keeps its own pictures (Sources/Curtain/Curtain.docc/Resources: DocC reads
# images only from the catalog), the README keeps its own in Docs/Images (a filmstrip and the
# sheet's page);
# no picture is kept twice. After a change to an animator or to the renderer, run the first form
# and commit the pictures.
set -euo pipefail
curtain=${1:?usage: bash .ci/docs-images.sh CURTAIN [--check]}
curtain="$(cd "$(dirname "$curtain")" && pwd)/$(basename "$curtain")"
cd "$(dirname "$0")/.."
mode=${2:-write}

# picture|render arguments
images=(
  "Docs/Images/app-store-filmstrip.svg|app-store --format svg --fps 12"
  "Sources/Curtain/Curtain.docc/Resources/zoom-filmstrip.svg|zoom --format svg --fps 12"
  "Sources/Curtain/Curtain.docc/Resources/zoom-drag-filmstrip.svg|zoom --operation dismiss --gesture drag --format svg --fps 12"
  "Sources/Curtain/Curtain.docc/Resources/container-transform-filmstrip.svg|container-transform --format svg --fps 12"
  "Docs/Images/sheet-drag-and-release.html|sheet --gesture-script Docs/Images/sheet-drag.pan.json --param detents=medium,large --param grabber=true --param largestUndimmedDetent=medium --fps 30"
)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
stale=0
for entry in "${images[@]}"; do
  picture=${entry%%|*}
  read -r -a arguments <<< "${entry#*|}"
  rendered="$scratch/$(basename "$picture")"
  "$curtain" render "${arguments[@]}" -o "$rendered" >/dev/null
  if [[ "$mode" == --check ]]; then
    if ! cmp -s "$rendered" "$picture"; then
      echo "docs-images: $picture differs from 'curtain render ${entry#*|}';" \
        "run: bash .ci/docs-images.sh $curtain" >&2
      stale=1
    fi
  else
    cp "$rendered" "$picture"
    echo "docs-images: wrote $picture"
  fi
done
if [[ "$stale" -ne 0 ]]; then exit 1; fi
if [[ "$mode" == --check ]]; then echo "docs-images: ${#images[@]} pictures match their renders"; fi
