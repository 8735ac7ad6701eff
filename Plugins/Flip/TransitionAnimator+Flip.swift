import Curtain
import Foundation

extension TransitionAnimator where Self == FlipAnimator {
  /// The flip about the vertical axis (``FlipAnimator``), reached with a leading dot where an
  /// animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .flip(duration: 0.6)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds.
  ///   - curve: The curve it follows.
  /// - Returns: The animator.
  /// - Throws: What ``FlipAnimator/init(duration:curve:)`` throws for a value out of range.
  public static func flip(
    duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut
  ) throws -> FlipAnimator {
    try FlipAnimator(duration: duration, curve: curve)
  }
}
