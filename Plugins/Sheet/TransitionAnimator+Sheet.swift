import Curtain
import Foundation

extension TransitionAnimator where Self == SheetAnimator {
  /// A sheet that rises to one detent (``SheetAnimator``), reached with a leading dot where an
  /// animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .sheet(detentFraction: 0.4)
  /// ```
  ///
  /// - Parameters:
  ///   - detentFraction: The detent's height as a fraction of the container's.
  ///   - spring: The spring the sheet settles on.
  ///   - cornerRadius: The sheet's top corner radius, in points.
  /// - Returns: The animator.
  /// - Throws: ``SheetError`` for a value out of range, as
  ///   ``SheetAnimator/init(detentFraction:spring:cornerRadius:)`` does.
  public static func sheet(
    detentFraction: CGFloat = 0.5, spring: Spring = SheetPresentation.settleSpring,
    cornerRadius: CGFloat = SheetPresentation.defaultCornerRadius
  ) throws(SheetError) -> SheetAnimator {
    try SheetAnimator(detentFraction: detentFraction, spring: spring, cornerRadius: cornerRadius)
  }
}
