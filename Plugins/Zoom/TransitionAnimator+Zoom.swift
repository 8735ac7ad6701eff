import Curtain
import Foundation

extension TransitionAnimator where Self == ZoomAnimator {
  /// iOS 18's zoom (``ZoomAnimator``), reached with a leading dot where an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .zoom(dimAlpha: 0.3)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The spring's duration, in seconds.
  ///   - dampingRatio: The spring's damping ratio.
  ///   - sourceCornerRadius: The corner radius at the source, in points.
  ///   - screenCornerRadius: The corner radius at full screen, in points.
  ///   - dimAlpha: The dim's alpha over the presenting view.
  ///   - dismissalDrag: How the drag to dismiss shrinks the screen.
  /// - Returns: The animator.
  /// - Throws: What ``ZoomAnimator``'s initialiser throws for a value out of range.
  public static func zoom(
    duration: TimeInterval = 0.5, dampingRatio: Double = 0.9, sourceCornerRadius: CGFloat = 12,
    screenCornerRadius: CGFloat = 0, dimAlpha: CGFloat = 0.2,
    dismissalDrag: ShrinkingDrag = ShrinkingDrag()
  ) throws -> ZoomAnimator {
    try ZoomAnimator(
      duration: duration, dampingRatio: dampingRatio, sourceCornerRadius: sourceCornerRadius,
      screenCornerRadius: screenCornerRadius, dimAlpha: dimAlpha, dismissalDrag: dismissalDrag)
  }
}
