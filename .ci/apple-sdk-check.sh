#!/usr/bin/env bash
# The real-SDK gate: type-checks every library target, every UIKit/SwiftUI/headless doc block,
# the example package and the example app for arm64-apple-ios15.0 against Apple's iPhoneOS SDK,
# compares the UIKit and SwiftUI stubs of Tests/ with the SDK's interfaces, and type-checks each
# seed library's example app migrated by its guide alone (.ci/migration-check.py). Linux only needs
# the Swift toolchain and python3. Without an SDK it prints one line saying it skipped, and passes.
#
# Usage: bash .ci/apple-sdk-check.sh [--only targets|docs|examples|stubs|reference|migration]...
#   SDK:  $CURTAIN_IOS_SDK, else ~/.cache/curtain/iPhoneOS16.5.sdk (Apple's; never commit it).
#   Work: $CURTAIN_SDK_WORK, else ~/.cache/curtain/sdk-work (resource dir, module cache).
# What it does and why, and the SDK-age allowances: .ci/apple-sdk/check.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 .ci/apple-sdk/check.py "$@"
