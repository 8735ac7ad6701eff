#if canImport(UIKit)
import Curtain
import UIKit

// Re-targeting: the animator plans again for the container as it is now, and the driver goes
// on with the new plan.
extension TransitionBridge {
  /// Re-plans a running transition for the container as it is now (a rotation, a new size),
  /// and goes on with the new plan through the core's driver: position and velocity stay
  /// continuous (`RetargetBlend`) and the transition ends exactly on the new plan's end.
  ///
  /// The animator plans again with a context of the container's current bounds and safe area;
  /// `presentedFrame`, when given, is the presented view's new frame (a presentation
  /// controller's `frameOfPresentedViewInContainerView`) and becomes the arriving or leaving
  /// presented view's final or initial frame. ``CurtainPresentationController`` calls it from
  /// `containerViewWillLayoutSubviews()` when the container's size changed mid-transition
  /// (UIKit: size changes arrive before "adjusting the layout of the views in the container
  /// view", AD/uipresentationcontroller/containerviewwilllayoutsubviews()); a presentation
  /// without it calls it from the presented controller's `viewWillTransition(to:with:)`
  /// (``ModalTransitionDelegate``'s rotation hook).
  ///
  /// The driver decides whether the transition's phase takes a re-target; a transition not
  /// started or already ended is left as it is. An animator that cannot plan for the new
  /// context is reported (``onFailure``) and the transition goes on unchanged.
  ///
  /// - Parameter presentedFrame: The presented view's new frame in the container, if known.
  /// - Returns: Whether the transition was re-targeted.
  @discardableResult
  public func retarget(presentedFrame: CGRect? = nil) -> Bool {
    guard let player, let transitionContext, var next = context, !completed,
      driver?.isRunning == true
    else { return false }
    let container = transitionContext.containerView
    next.containerBounds = container.bounds
    let insets = container.safeAreaInsets
    next.safeAreaInsets = EdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    if let presentedFrame {
      next.presentedFrame = presentedFrame
      if operation.isForward {
        next.finalFrames[.presented] = presentedFrame
      } else {
        next.initialFrames[.presented] = presentedFrame
      }
    } else if let toVC = transitionContext.viewController(forKey: .to) {
      let end = transitionContext.finalFrame(for: toVC)
      if !end.isEmpty { next.finalFrames[operation.isForward ? .presented : .presenting] = end }
    }
    let plan: TransitionPlan
    do {
      plan = try animator.motionPlan(for: next)
    } catch {
      report(TransitionError(planning: error, by: animator))
      return false
    }
    guard drive(.retarget(plan, at: player.playedTime)) else { return false }
    context = next
    return true
  }
}
#endif
