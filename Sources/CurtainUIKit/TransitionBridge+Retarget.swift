#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// Re-targeting: the animator plans again for the container as it is now, and the driver goes
// on with the new plan.
extension TransitionBridge {
  /// Re-plans a running transition for the container as it is now (a rotation, a new size),
  /// and goes on with the new plan through the core's driver: position and velocity stay
  /// continuous (`RetargetBlend`) and the transition ends exactly on the new plan's end.
  ///
  /// The animator plans again with the transition's context carried into the container's
  /// current bounds and safe area by the core (`TransitionContext.retargeted(to:safeAreaInsets:
  /// presentedFrame:)`, the rule for where a re-planned view starts, which the headless player
  /// follows too); `presentedFrame`, when given, is the presented view's new frame (a
  /// presentation controller's `frameOfPresentedViewInContainerView`) and becomes the arriving
  /// or leaving presented view's final or initial frame. Without it, a final frame UIKit's
  /// context reports anew for the arriving view is used. ``CurtainPresentationController``
  /// calls it from `containerViewWillLayoutSubviews()` when the container's size changed
  /// mid-transition (UIKit: size changes arrive before "adjusting the layout of the views in
  /// the container view", AD/uipresentationcontroller/containerviewwilllayoutsubviews()); a
  /// presentation without it calls it from the presented controller's
  /// `viewWillTransition(to:with:)` (``ModalTransitionDelegate``'s rotation hook).
  ///
  /// The driver decides whether the transition's phase takes a re-target; a transition not
  /// started or already ended is left as it is. An animator that cannot plan for the new
  /// context is reported (``onFailure``) and the transition goes on unchanged.
  ///
  /// - Parameter presentedFrame: The presented view's new frame in the container, if known.
  /// - Returns: Whether the transition was re-targeted.
  @discardableResult
  public func retarget(presentedFrame: CGRect? = nil) -> Bool {
    guard let player, let transitionContext, let old = context, !completed,
      driver?.isRunning == true
    else { return false }
    let container = transitionContext.containerView
    // The core carries the context into the new container (where a re-planned actor starts);
    // a final frame UIKit's context reports anew then takes precedence. An empty or non-finite
    // container cannot be planned for: reported, and the transition goes on unchanged.
    var next: TransitionContext
    do {
      next = try old.retargeted(
        to: container.bounds,
        safeAreaInsets: container.curtainSafeArea,
        presentedFrame: presentedFrame)
    } catch {
      report(error)
      return false
    }
    if presentedFrame == nil, let toVC = transitionContext.viewController(forKey: .to) {
      let actor: ActorID = operation.isForward ? .presented : .presenting
      let end = finalFrame(transitionContext, for: toVC)
      if !end.isEmpty, end != old.finalFrame(for: actor) { next.finalFrames[actor] = end }
    }
    let plan: TransitionPlan
    do {
      plan = orientedToSwipe(
        try withChrome(animator.motionPlan(for: next), in: next), in: transitionContext)
    } catch {
      report(TransitionError(planning: error, by: animator))
      return false
    }
    guard drive(.retarget(plan, at: player.playedTime)) else { return false }
    context = next
    if let frame = next.presentingRestingFrame(retargetedFrom: old) {
      retargetedPresentingFrame = frame
    }
    return true
  }
}
#endif
