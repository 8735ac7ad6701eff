#if canImport(UIKit)
import Foundation
import UIKit

/// What the fidelity scenarios' objects saw, in order.
@MainActor
final class EventLog {
  /// The events so far.
  private(set) var events: [String] = []
  /// Appends an event.
  func add(_ event: String) { events.append(event) }
  /// The events that start with one of `prefixes`, in order.
  func only(_ prefixes: String...) -> [String] {
    events.filter { event in prefixes.contains { event.hasPrefix($0) } }
  }
}

/// An animation controller as an app writes one: it puts the arriving view in the container at
/// its final frame, fades it in (or the leaving view out), and completes with
/// `!transitionWasCancelled`, removing what it added when cancelled.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let log: EventLog
  /// Whether the property animator it makes is interruptible (§1.12 AD: one vended for an
  /// interruptible transition "must be true").
  var interruptibleFlag = true
  private(set) var contexts: [any UIViewControllerContextTransitioning] = []
  private(set) var durationQueries = 0
  private(set) var ended: [Bool] = []
  private var animator: UIViewPropertyAnimator?

  init(duration: TimeInterval = 0.3, log: EventLog = EventLog()) {
    self.duration = duration
    self.log = log
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    durationQueries += 1
    return duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.add("animateTransition")
    contexts.append(transitionContext)
    makeAnimator(transitionContext).startAnimation()
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.add("animationEnded(\(transitionCompleted))")
    ended.append(transitionCompleted)
  }

  /// The one property animator of the transition (made on first use).
  func makeAnimator(
    _ context: any UIViewControllerContextTransitioning
  )
    -> UIViewPropertyAnimator
  {
    if let animator { return animator }
    let container = context.containerView
    let toView = context.view(forKey: .to)
    let fromView = context.view(forKey: .from)
    let toWasInContainer = toView?.superview === container
    if let toView, let to = context.viewController(forKey: .to) {
      if !toWasInContainer { container.addSubview(toView) }
      let final = context.finalFrame(for: to)
      if final != .zero { toView.frame = final }
      toView.alpha = 0
    }
    let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
    animator.isInterruptible = interruptibleFlag
    animator.addAnimations {
      toView?.alpha = 1
      if toView == nil { fromView?.alpha = 0 }
    }
    animator.addCompletion { [weak self] _ in
      // One property animator per transition: the next transition makes its own.
      self?.animator = nil
      let cancelled = context.transitionWasCancelled
      if cancelled, !toWasInContainer { toView?.removeFromSuperview() }
      if cancelled { fromView?.alpha = 1 }
      context.completeTransition(!cancelled)
    }
    self.animator = animator
    return animator
  }
}

/// ``FadeAnimator`` that also vends its property animator as the transition's interruptible
/// animator (a separate class: whether `interruptibleAnimator(using:)` is implemented at all is
/// what UIKit looks at).
@MainActor
final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let fade: FadeAnimator
  private(set) var vended: [UIViewPropertyAnimator] = []

  init(_ fade: FadeAnimator) { self.fade = fade }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    fade.transitionDuration(using: transitionContext)
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    fade.animateTransition(using: transitionContext)
  }

  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  )
    -> any UIViewImplicitlyAnimating
  {
    let animator = fade.makeAnimator(transitionContext)
    vended.append(animator)
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { fade.animationEnded(transitionCompleted) }
}

/// An interaction controller that is not percent-driven: it records that UIKit started it and
/// then calls the animator's `animateTransition` itself, as §3.2 requires of it.
@MainActor
final class HandDrivenInteractor: NSObject, UIViewControllerInteractiveTransitioning {
  let animator: any UIViewControllerAnimatedTransitioning
  let log: EventLog
  /// Whether it cancels the transition before animating it.
  let cancels: Bool

  init(animator: any UIViewControllerAnimatedTransitioning, log: EventLog, cancels: Bool = false) {
    self.animator = animator
    self.log = log
    self.cancels = cancels
  }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    log.add("startInteractiveTransition")
    if cancels { transitionContext.cancelInteractiveTransition() }
    animator.animateTransition(using: transitionContext)
  }
}

/// A transitioning delegate that logs what UIKit asks for and answers from its properties.
@MainActor
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: EventLog
  var animator: (any UIViewControllerAnimatedTransitioning)?
  var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  var dismissInteractor: (any UIViewControllerInteractiveTransitioning)?
  var makePresentationController:
    ((UIViewController, UIViewController?) -> UIPresentationController)?

  init(log: EventLog) { self.log = log }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    log.add("presentationController(forPresented:)")
    return makePresentationController?(presented, presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationController(forPresented:)")
    return animator
  }

  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    log.add("animationController(forDismissed:)")
    return dismissAnimator
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerForPresentation")
    return interactor
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerForDismissal")
    return dismissInteractor
  }
}

/// An animation controller whose `animateTransition` is a closure (for contracts an app breaks).
@MainActor
final class ClosureAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let animate: (any UIViewControllerContextTransitioning) -> Void
  private(set) var ended: [Bool] = []
  init(_ animate: @escaping (any UIViewControllerContextTransitioning) -> Void) {
    self.animate = animate
  }
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  { 0.2 }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    animate(transitionContext)
  }
  /// Where `animationEnded` is logged, if anywhere.
  var log: EventLog?
  func animationEnded(_ transitionCompleted: Bool) {
    log?.add("animationEnded(\(transitionCompleted))")
    ended.append(transitionCompleted)
  }
}

/// A presentation controller that logs its callbacks and, like an app's dimming controller,
/// adds a view to the container when the presentation begins and removes it when cancelled.
@MainActor
final class LoggingPresentationController: UIPresentationController {
  let log: EventLog
  var presentedFrame: CGRect?
  var removesPresenter = false
  let dimming = UIView()
  private(set) var layouts = 0

  init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    presentedFrame ?? super.frameOfPresentedViewInContainerView
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }

  /// A view wrapping the presented view (AD/view(forkey:): the `.to` view "may be a
  /// presentation-controller wrapper"); nil: the presented view itself.
  var wrapper: UIView?

  override var presentedView: UIView? { wrapper ?? super.presentedView }

  override func presentationTransitionWillBegin() {
    log.add("presentationTransitionWillBegin")
    if let wrapper {
      wrapper.frame = frameOfPresentedViewInContainerView
      presentedViewController.view.frame = wrapper.bounds
      wrapper.addSubview(presentedViewController.view)
    }
    if let containerView {
      dimming.frame = containerView.bounds
      containerView.insertSubview(dimming, at: 0)
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.add("presentationTransitionDidEnd(\(completed))")
    // §5.3 D: "If the value is false … remove your presentation's custom views".
    if !completed { dimming.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.add("dismissalTransitionDidEnd(\(completed))")
    if completed { dimming.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    layouts += 1
    log.add("containerViewWillLayoutSubviews(\(containerView?.bounds.width ?? 0))")
  }
}

/// A navigation delegate that answers from its properties and logs what it is asked.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: EventLog
  var animator: (any UIViewControllerAnimatedTransitioning)?
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  private(set) var askedInteractionFor: [any UIViewControllerAnimatedTransitioning] = []

  init(log: EventLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationControllerFor(\(operation == .push ? "push" : "pop"))")
    return animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerFor")
    askedInteractionFor.append(animationController)
    return interactor
  }
}

/// A tab bar delegate that answers from its properties and logs what it is asked.
@MainActor
final class LoggingTabBarDelegate: NSObject, UITabBarControllerDelegate {
  let log: EventLog
  var animator: (any UIViewControllerAnimatedTransitioning)?
  var interactor: (any UIViewControllerInteractiveTransitioning)?

  init(log: EventLog) { self.log = log }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationControllerForTransition")
    return animator
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerFor")
    return interactor
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.add("didSelect")
  }
}

/// A gesture delegate that answers `gestureRecognizerShouldBegin` from a closure.
@MainActor
final class ShouldBeginDelegate: NSObject, UIGestureRecognizerDelegate {
  let answer: (UIGestureRecognizer) -> Bool
  private(set) var asked = 0
  init(_ answer: @escaping (UIGestureRecognizer) -> Bool) { self.answer = answer }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    return answer(gestureRecognizer)
  }
}
#endif
