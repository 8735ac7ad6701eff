import Curtain
import Foundation

extension TransitionAnimator where Self == CoverVerticalAnimation {
  /// Presentr's cover-vertical (``CoverVerticalAnimation``), reached with a leading dot where an
  /// animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .coverVertical(options: .normal(duration: 0.3))
  /// ```
  ///
  /// - Parameter options: Presentr's animation options.
  /// - Returns: The animator.
  public static func coverVertical(
    options: AnimationOptions = .normal(duration: 0.4)
  ) -> CoverVerticalAnimation {
    CoverVerticalAnimation(options: options)
  }
}

extension TransitionAnimator where Self == CoverVerticalFromTopAnimation {
  /// Presentr's cover-vertical from the top (``CoverVerticalFromTopAnimation``), reached with a
  /// leading dot where an animator is expected.
  ///
  /// - Parameter options: Presentr's animation options.
  /// - Returns: The animator.
  public static func coverVerticalFromTop(
    options: AnimationOptions = .normal(duration: 0.4)
  ) -> CoverVerticalFromTopAnimation {
    CoverVerticalFromTopAnimation(options: options)
  }
}

extension TransitionAnimator where Self == CoverHorizontalAnimation {
  /// Presentr's cover-horizontal (``CoverHorizontalAnimation``), reached with a leading dot
  /// where an animator is expected.
  ///
  /// - Parameters:
  ///   - fromRight: Whether the presented view comes in from the right (else the left).
  ///   - options: Presentr's animation options.
  /// - Returns: The animator.
  public static func coverHorizontal(
    fromRight: Bool = true, options: AnimationOptions = .normal(duration: 0.4)
  ) -> CoverHorizontalAnimation {
    CoverHorizontalAnimation(fromRight: fromRight, options: options)
  }
}

extension TransitionAnimator where Self == CoverFromCornerAnimation {
  /// Presentr's cover from a corner (``CoverFromCornerAnimation``), reached with a leading dot
  /// where an animator is expected.
  ///
  /// - Parameters:
  ///   - corner: The corner the presented view grows from.
  ///   - options: Presentr's animation options.
  /// - Returns: The animator.
  public static func coverFromCorner(
    corner: CoverFromCornerAnimation.Corner = .topLeft,
    options: AnimationOptions = .normal(duration: 0.4)
  ) -> CoverFromCornerAnimation {
    CoverFromCornerAnimation(corner: corner, options: options)
  }
}
