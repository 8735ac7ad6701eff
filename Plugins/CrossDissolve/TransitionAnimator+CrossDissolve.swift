import Curtain
import Foundation

extension TransitionAnimator where Self == CrossDissolveAnimation {
  /// Presentr's cross-dissolve (``CrossDissolveAnimation``), reached with a leading dot where
  /// an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .crossDissolve()
  /// ```
  ///
  /// - Parameter options: Presentr's animation options.
  /// - Returns: The animator.
  public static func crossDissolve(
    options: AnimationOptions = .normal(duration: 0.4)
  ) -> CrossDissolveAnimation {
    CrossDissolveAnimation(options: options)
  }
}
