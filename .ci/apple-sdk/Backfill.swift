// Declarations the real-SDK check (.ci/apple-sdk-check.sh) adds to every module it compiles,
// because the SDK it has is older than the one Curtain's users build with. This is the one place
// where the check bends to the SDK's age; each entry names the difference and where Apple fixed
// it. Nothing here is part of Curtain: the package never compiles this file.
//
// The SDK here is iPhoneOS 16.5 (Xcode 14.3, Swift 5.8). Curtain's minimum is Xcode 16 (Swift 6.0,
// iOS 18 SDK), whose standard library and overlays have these declarations, back-deployed to iOS 15
// where noted.

import Foundation

// 1. Typed throws in the standard library's `map` (SE-0413, "Typed throws"; adopted by the Swift
//    6.0 standard library, where `Sequence.map` and `Collection.map` are generic over the thrown
//    error and emitted into the client, so they work on every OS version). Swift 5.8's `map` is
//    only `rethrows`, so a `throws(E)` closure's error widens to `any Error`.
//    (`Array` is more specific than the library's `Sequence`/`Collection` members, so calls
//    without typed throws pick this one without ambiguity and keep their meaning.)
extension Array {
  @inlinable
  func map<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for element in self { result.append(try transform(element)) }
    return result
  }
}

// 2. `MainActor.assumeIsolated(_:file:line:)` (SE-0392, Swift 5.9 standard library; emitted into
//    the client, so available on iOS 15 with Xcode 15 or later). Swift 5.8's library lacks it.
//    Only its declaration matters here: the check type-checks, it never runs what it compiles.
extension MainActor {
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    try withoutActuallyEscaping(operation) { operation in
      try unsafeBitCast(operation, to: (() throws -> T).self)()
    }
  }
}
