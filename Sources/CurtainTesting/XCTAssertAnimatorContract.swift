#if canImport(XCTest)
import CurtainHeadless
import Foundation
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Checks `animator` with ``AnimatorContract/check(_:operations:container:)`` and reports one
/// XCTest failure per violation.
///
/// ```swift
/// func testMyAnimatorKeepsTheContract() {
///   MainActor.assumeIsolated {  // XCTest runs test methods on the main thread
///     XCTAssertAnimatorContract(MyAnimator())
///   }
/// }
/// ```
///
/// - Parameters:
///   - animator: The animator to check.
///   - operations: The operations to check. Defaults to present and dismiss.
///   - container: The scene's size. Defaults to ``AnimatorContract/defaultContainer``.
///   - file: The file the failures are reported in. Defaults to the caller's.
///   - line: The line the failures are reported at. Defaults to the caller's.
@MainActor
public func XCTAssertAnimatorContract(
  _ animator: some TransitionAnimator,
  operations: [AnimatorContract.Operation] = [.present, .dismiss],
  container: CGSize = AnimatorContract.defaultContainer,
  file: StaticString = #filePath, line: UInt = #line
) {
  for violation in AnimatorContract.check(animator, operations: operations, container: container) {
    XCTFail(
      "\(type(of: animator)) breaks the animator contract: \(violation)", file: file, line: line)
  }
}
#endif
