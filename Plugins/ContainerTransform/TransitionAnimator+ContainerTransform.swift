import Curtain
import Foundation

extension TransitionAnimator where Self == ContainerTransformAnimator {
  /// Material's container transform (``ContainerTransformAnimator``), reached with a leading
  /// dot where an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .containerTransform(scrimAlpha: 0.4)
  /// ```
  ///
  /// - Parameters:
  ///   - enterDuration: The duration of the way in, in seconds.
  ///   - returnDuration: The duration of the way back, in seconds.
  ///   - curve: The curve both ways follow.
  ///   - scrimAlpha: The scrim's alpha over the presenting view.
  ///   - cornerRadius: The container's corner radius at the source, in points.
  ///   - enterFadeWindow: The fraction of the way in over which the contents cross-fade.
  ///   - returnFadeWindow: The fraction of the way back over which they cross-fade.
  /// - Returns: The animator, as ``ContainerTransformAnimator``'s initialiser makes it.
  /// - Throws: What that initialiser throws for a value out of range.
  public static func containerTransform(
    enterDuration: TimeInterval = 0.3, returnDuration: TimeInterval = 0.25,
    curve: TimingCurve = ContainerTransformAnimator.standardCurve, scrimAlpha: CGFloat = 0.32,
    cornerRadius: CGFloat = 12, enterFadeWindow: ClosedRange<Double> = 0...0.25,
    returnFadeWindow: ClosedRange<Double> = 0.6...0.9
  ) throws -> ContainerTransformAnimator {
    try ContainerTransformAnimator(
      enterDuration: enterDuration, returnDuration: returnDuration, curve: curve,
      scrimAlpha: scrimAlpha, cornerRadius: cornerRadius, enterFadeWindow: enterFadeWindow,
      returnFadeWindow: returnFadeWindow)
  }
}
