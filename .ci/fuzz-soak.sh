#!/usr/bin/env bash
# A long local fuzz run: N cases in all, shared evenly by the five fuzz properties (timing,
# plans, layouts, specs, gestures). CI runs the same suites at their small default counts as
# part of `swift test`; this is for soak testing before a release.
#
# Usage: .ci/fuzz-soak.sh [N]   (default 100000; builds the tests in debug first)
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-100000}
properties=5
per=$(( (total + properties - 1) / properties ))
swift build --build-tests
start=$(date +%s)
CURTAIN_FUZZ_CASES=$per swift test --skip-build \
  --filter 'TimingFuzzTests|PlanFuzzTests|PlayerFuzzTests' 2>&1 | tee /tmp/curtain-fuzz-soak.log
end=$(date +%s)
grep -E '^fuzz\.' /tmp/curtain-fuzz-soak.log
echo "fuzz soak: $per cases per property, $(( per * properties )) in all, $(( end - start )) s"
