import CurtainHeadless
import Foundation
import Testing

extension AnimatorContract {
  /// Checks `animator` with ``check(_:operations:container:)`` and records one Swift Testing
  /// issue per violation.
  ///
  /// ```swift
  /// @Test @MainActor func myAnimatorKeepsTheContract() {
  ///   AnimatorContract.expectConforms(MyAnimator())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animator: The animator to check.
  ///   - operations: The operations to check. Defaults to present and dismiss.
  ///   - container: The scene's size. Defaults to ``defaultContainer``.
  ///   - sourceLocation: Where the issues are reported. Defaults to the caller.
  /// - Returns: The violations found (also recorded as issues).
  @MainActor
  @discardableResult
  public static func expectConforms(
    _ animator: some TransitionAnimator,
    operations: [Operation] = [.present, .dismiss],
    container: CGSize = defaultContainer,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ContractViolation] {
    let violations = check(animator, operations: operations, container: container)
    for violation in violations {
      Issue.record(
        "\(type(of: animator)) breaks the animator contract: \(violation)",
        sourceLocation: sourceLocation)
    }
    return violations
  }
}
