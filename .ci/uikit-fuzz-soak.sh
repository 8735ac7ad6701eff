#!/usr/bin/env bash
# The UIKit fuzz soak (issue 26 item 2), not run in CI: .ci/uikit-check.sh with the fuzz of
# Tests/CurtainUIKitTests/Fuzz raised from 2,000 to SEQUENCES sequences (100,000 by default),
# starting at seed SEED (the CI default when unset), with sequences of up to LENGTH steps (24,
# as in CI, by default). Prints the fuzz's line and the time taken; fails on any violation, each
# reported with its seed and the Swift that replays its shrunk case.
#
# Usage: .ci/uikit-fuzz-soak.sh [BUILD_DIR]   (run `swift build` first)
#        SEQUENCES=100000 SEED=1 LENGTH=24 .ci/uikit-fuzz-soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
export CURTAIN_UIKIT_FUZZ_SEQUENCES="${SEQUENCES:-100000}"
[ -z "${SEED:-}" ] || export CURTAIN_UIKIT_FUZZ_SEED="$SEED"
[ -z "${LENGTH:-}" ] || export CURTAIN_UIKIT_FUZZ_LENGTH="$LENGTH"
bash .ci/uikit-check.sh "${1:-.build/debug}"
echo "uikit-fuzz-soak: $CURTAIN_UIKIT_FUZZ_SEQUENCES sequences passed in $(($(date +%s) - start)) s"
