#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import UIKit

/// Animation and interaction controllers written only against UIKit's public API, as an app
/// would write them, for the model's rule tests.
///
/// A linear fade of the arriving view from alpha 0 to 1 over `duration` seconds; it completes
/// the transition from its property animator's completion, with whether it was cancelled.
@MainActor
func makeFade(
  _ context: any UIViewControllerContextTransitioning, duration: TimeInterval
) -> UIViewPropertyAnimator {
  let container = context.containerView
  let toView = context.view(forKey: .to)
  if let toView, toView.superview !== container {
    container.addSubview(toView)
    toView.alpha = 0
  }
  let animator = UIViewPropertyAnimator(
    duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .linear))
  animator.addAnimations { toView?.alpha = 1 }
  animator.addCompletion { _ in
    let cancelled = context.transitionWasCancelled
    if cancelled { toView?.removeFromSuperview() }
    context.completeTransition(!cancelled)
  }
  return animator
}

/// A fade with UIView-style animations only (no interruptible animator).
@MainActor
final class PlainFade: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  var ended: [Bool] = []
  init(duration: TimeInterval) { self.duration = duration }
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { duration }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    makeFade(transitionContext, duration: duration).startAnimation()
  }
  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A fade that vends its property animator as the transition's interruptible animator.
@MainActor
final class InterruptibleFade: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  var ended: [Bool] = []
  var onEnded: (() -> Void)?
  private var animator: UIViewPropertyAnimator?
  init(duration: TimeInterval) { self.duration = duration }
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { duration }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }
  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    if let animator { return animator }
    let made = makeFade(transitionContext, duration: duration)
    animator = made
    return made
  }
  func animationEnded(_ transitionCompleted: Bool) {
    ended.append(transitionCompleted)
    onEnded?()
    animator = nil
  }
}

/// A transitioning delegate that returns the given controllers.
@MainActor
final class Wiring: NSObject, UIViewControllerTransitioningDelegate {
  let animator: any UIViewControllerAnimatedTransitioning
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  var presentation: ((UIViewController, UIViewController?) -> UIPresentationController)?
  init(
    animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)? = nil
  ) {
    self.animator = animator
    self.interactor = interactor
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { presentation?(presented, presenting) }

  /// Makes `controller` present through this delegate (`.custom`).
  func attach(to controller: UIViewController) {
    controller.transitioningDelegate = self
    controller.modalPresentationStyle = .custom
  }
}
#endif
