import Curtain
import Foundation

extension TransitionAnimator where Self == FashionTransition {
  /// AZTransitions' fashion transition (``FashionTransition``), reached with a leading dot where
  /// an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .fashion(scale: 0.8)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds.
  ///   - curve: The curve it follows.
  ///   - scale: The presented view's scale where it starts.
  /// - Returns: The animator.
  public static func fashion(
    duration: TimeInterval = FashionTransition.defaultDuration, curve: TimingCurve = .easeInOut,
    scale: CGFloat = FashionTransition.defaultScale
  ) -> FashionTransition {
    FashionTransition(duration: duration, curve: curve, scale: scale)
  }
}
