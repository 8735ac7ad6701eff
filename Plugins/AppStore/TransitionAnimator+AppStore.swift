import Curtain
import Foundation

extension TransitionAnimator where Self == AppStoreAnimator {
  /// The App Store card's expansion (``AppStoreAnimator``), reached with a leading dot where an
  /// animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .appStore(cornerRadius: 16)
  /// ```
  ///
  /// - Parameters:
  ///   - cornerRadius: The card's corner radius, in points.
  ///   - duration: The spring's duration, in seconds.
  ///   - dampingRatio: The spring's damping ratio.
  /// - Returns: The animator, as ``AppStoreAnimator/init(cornerRadius:duration:dampingRatio:)``
  ///   makes it.
  /// - Throws: What that initialiser throws for a value out of range.
  public static func appStore(
    cornerRadius: CGFloat = 20, duration: TimeInterval = 0.85, dampingRatio: Double = 0.8
  ) throws -> AppStoreAnimator {
    try AppStoreAnimator(cornerRadius: cornerRadius, duration: duration, dampingRatio: dampingRatio)
  }
}
