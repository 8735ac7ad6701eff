import Curtain
import Foundation

/// Presentr's cross-dissolve: the presented view fades in when presented and out when
/// dismissed, and is left opaque.
///
/// ```swift
/// let slowCrossDissolve = CrossDissolveAnimation(options: .normal(duration: 2.0))
/// ```
@MainActor
public final class CrossDissolveAnimation: PresentrAnimation {
  /// Makes the presented view transparent when presenting, opaque when dismissing.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  override public func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 0.0 : 1.0
  }

  /// Fades the presented view in when presenting, out when dismissing.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  override public func performAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 1.0 : 0.0
  }

  /// Leaves the presented view opaque.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  override public func afterAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = 1.0
  }
}
