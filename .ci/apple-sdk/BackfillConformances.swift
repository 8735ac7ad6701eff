// Conformances the real-SDK check (.ci/apple-sdk-check.sh) adds to the `Curtain` module alone:
// a conformance is visible to every module that imports the one declaring it, so, unlike the
// declarations of Backfill.swift, it is added once. The package never compiles this file.

import Foundation

// 1. `Bundle` is `Sendable` in the iOS 18 SDK's Foundation (Xcode 16: `open class Bundle:
//    NSObject, @unchecked Sendable`); the 16.5 SDK predates Foundation's Sendable annotations.
// swift-format-ignore: AvoidRetroactiveConformances
extension Bundle: @unchecked @retroactive Sendable {}
