#!/usr/bin/env bash
# Curtain's Apple-platform parity gate (issue 12), run by .ci/run after `swift build`:
#  1. .ci/parity-lint.py: synthesized Hashable over CG geometry, language features newer than
#     the tools version, iOS-only UIKit API outside `#if os(iOS)`, and uses of UIKit stub
#     declarations unavailable on a declared platform or newer than its deployment target;
#  2. .ci/parity/availability-build.sh: every library target type-checked once more with
#     .ci/parity/Unavailable.swift shadowing the APIs iOS 15 lacks, and CurtainUIKit as tvOS
#     sees it (os(tvOS) true, uses of the stub's tvOS-unavailable declarations rejected);
#  3. .ci/parity/test-gate.py: the gate fails on each fixture in .ci/parity/fixtures.
# Usage: .ci/parity/run.sh [BUILD_DIR]   (default .build/debug)
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/parity-lint.py
bash .ci/parity/availability-build.sh "${1:-.build/debug}"
python3 .ci/parity/test-gate.py
