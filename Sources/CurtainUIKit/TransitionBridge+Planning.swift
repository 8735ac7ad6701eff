#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

#if canImport(os)
import os
#endif

// Planning: the context UIKit's transition gives, the animator's plan (held by the driver
// made with it) and the player that shows it.
extension TransitionBridge {
  /// The views UIKit gives for the transition's actors: only those `view(forKey:)` returns
  /// (a nil view must not be touched, as for the presenting view of a `.custom` presentation).
  ///
  /// An arriving view already on screen outside the container is not taken either: UIKit left
  /// it where it is (the presenting view of a `.custom` dismissal, which UIKit may or may not
  /// give, §2.2 M), so it is not moved into the container; the plan reaches it as a screen left
  /// in place (``screensLeftInPlace(_:plan:given:)``), as when UIKit gives nil.
  func views(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) -> (from: UIView?, to: UIView?) {
    let container = transitionContext.containerView
    var to = transitionContext.view(forKey: .to)
    if let view = to, view.window != nil, !Self.isInside(view, container) { to = nil }
    return (transitionContext.view(forKey: .from), to)
  }

  /// Where `controller`'s view ends: the context's final frame, or, when UIKit does not know it
  /// (`CGRectZero`, which a `.custom` presentation may give for the presented controller,
  /// §2.4 M), the frame its presentation controller gives the presented view.
  func finalFrame(
    _ transitionContext: any UIViewControllerContextTransitioning, for controller: UIViewController
  ) -> CGRect {
    let end = transitionContext.finalFrame(for: controller)
    guard end.isEmpty, operation == .present, transitionContext.presentationStyle == .custom,
      controller === transitionContext.viewController(forKey: .to),
      let presentation = controller.presentationController,
      presentation.presentedViewController === controller
    else { return end }
    return presentation.frameOfPresentedViewInContainerView
  }

  /// Each actor the transition's two views play, with its controller and view, as the core's
  /// table (`ScreenRoles`, shared with the headless scene) names them.
  func actorPairs(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) -> [(ActorID, UIViewController?, UIView?)] {
    let fromVC = transitionContext.viewController(forKey: .from)
    let toVC = transitionContext.viewController(forKey: .to)
    let (fromView, toView) = views(transitionContext)
    return ScreenRoles.roles(for: operation).flatMap { role in
      role.actors.map { actor in
        role.side == .from ? (actor, fromVC, fromView) : (actor, toVC, toView)
      }
    }
  }

  /// Plans the transition (no side effects on views): the plan goes into a new, idle driver,
  /// which holds it for the transition; a failure is kept to be reported when it starts.
  func preparePlan(
    _ transitionContext: any UIViewControllerContextTransitioning, interactive: Bool
  ) -> TransitionPlan? {
    let wantsInteractive = interactive || transitionContext.isInteractive
    if player == nil, driver != nil || planError != nil, planIsInteractive != wantsInteractive {
      driver = nil
      planError = nil
      // What the discarded plan's outside blocks changed goes back before they run again.
      outsideRunner?.finishAll(at: .start)
      outsideRunner = nil
    }
    if let driver { return driver.plan }
    if planError != nil { return nil }
    planIsInteractive = wantsInteractive
    let container = transitionContext.containerView
    var initial: [ActorID: CGRect] = [:]
    var final: [ActorID: CGRect] = [:]
    for (actor, controller, _) in actorPairs(transitionContext) {
      if let controller {
        let start = transitionContext.initialFrame(for: controller)
        let end = finalFrame(transitionContext, for: controller)
        if !start.isEmpty { initial[actor] = start }
        if !end.isEmpty { final[actor] = end }
      }
    }
    let direction: LayoutDirection =
      container.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    let presented = presentedFrame ?? final[.presented] ?? initial[.presented]
    let pairs = provideMatchedPairs?(container, presented) ?? []
    let runner = OutsideAnimationRunner()
    outsideRunner = runner
    do {
      var context = try TransitionContext(
        operation: operation, containerBounds: container.bounds,
        safeAreaInsets: container.curtainSafeArea,
        initialFrames: initial, finalFrames: final,
        presentedFrame: presented,
        sourceFrame: sourceFrame ?? pairs.first?.sourceFrame, isInteractive: wantsInteractive,
        layoutDirection: direction, tabSwitch: tabSwitch, matchedPairs: pairs,
        reduceMotion: reducesMotion ?? UIAccessibility.isReduceMotionEnabled)
      context.outsideAnimations = OutsideAnimations(runner)
      var plan = try withChrome(animator.motionPlan(for: context), in: context)
      if let dimAlpha = reducedTransparencyDimAlpha?() {
        plan = plan.reducingTransparency(dimAlpha: dimAlpha)
      }
      if increasesDimContrast?() == true { plan = plan.increasingDimContrast() }
      plan = orientedToSwipe(plan, in: transitionContext)
      self.context = context
      driver = TransitionDriver(plan: plan)
      return plan
    } catch {
      planError = TransitionError(planning: error, by: animator)
      // The transition completes without animation: what the blocks changed stays at its end.
      runner.finishAll(at: .end)
      outsideRunner = nil
      return nil
    }
  }

  /// `plan` as the pan that starts this dismissal drives it.
  ///
  /// The core's `SwipeDismissal.oriented(_:to:moving:)` for the actors the pan's view plays,
  /// so a plan that moves the view against the finger follows the swipe instead. A transition no pan
  /// starts, or whose pan is on a view the plan does not play, is played as planned.
  func orientedToSwipe(
    _ plan: TransitionPlan, in transitionContext: any UIViewControllerContextTransitioning
  ) -> TransitionPlan {
    guard operation == .dismiss, let swipe else { return plan }
    let actors = actorPairs(transitionContext).filter { _, controller, view in
      view === swipe.view || controller?.view === swipe.view
    }.map(\.0)
    guard !actors.isEmpty else { return plan }
    return SwipeDismissal.oriented(plan, to: swipe.direction, moving: actors)
  }

  /// `plan` composed with the presentation's chrome (``provideChrome``), the core's rule.
  func withChrome(
    _ plan: TransitionPlan, in context: TransitionContext
  ) throws -> TransitionPlan {
    guard let chrome = provideChrome?() else { return plan }
    return try chrome.composed(with: plan, in: context)
  }

  /// The player for UIKit's transition, made once.
  ///
  /// The arriving view goes into the container, the plan's temporary views are inserted and
  /// its start is shown. A plan that fails is reported (``onFailure``) and the transition
  /// completes at once.
  func makePlayer(
    _ transitionContext: any UIViewControllerContextTransitioning, interactive: Bool = false
  ) -> PlanPlayer? {
    resetIfNewTransition(transitionContext)
    if let player { return player }
    guard !completed else { return nil }
    self.transitionContext = transitionContext
    let container = transitionContext.containerView
    let toVC = transitionContext.viewController(forKey: .to)
    let (fromView, toView) = views(transitionContext)
    var views = provideViews?() ?? [:]
    for (actor, _, view) in actorPairs(transitionContext) {
      if let view { views[actor] = view }
    }
    views[.container] = container
    if let toView, toView.superview !== container {
      if tabSwitch?.isForward ?? operation.isForward {
        container.addSubview(toView)
      } else if let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, at: 0)
      }
      insertedView = toView
      if let toVC {
        let end = finalFrame(transitionContext, for: toVC)
        if !end.isEmpty { toView.frame = end }
      }
    }
    guard let plan = preparePlan(transitionContext, interactive: interactive) else {
      if let planError { report(planError) }
      complete(!transitionContext.transitionWasCancelled)
      return nil
    }
    for (actor, view) in screensLeftInPlace(transitionContext, plan: plan, given: views) {
      views[actor] = view
      onScreenLeftInPlace?(view, ViewRestorePoint(view))
    }
    let player = PlanPlayer(
      plan: plan, container: container, views: views,
      interactive: interactive || transitionContext.isInteractive)
    player.blurStyle = blurStyle
    player.outsideAnimators = outsideRunner?.kept ?? [:]
    player.snapshotSources = provideSnapshotSources?() ?? [:]
    player.onAnimationsEnded = { [weak self] atEnd in self?.animationsEnded(atEnd: atEnd) }
    if onKeptBackground != nil, keepsBackground { player.keepsOnFinish = [.background] }
    player.prepare()
    self.player = player
    return player
  }

  /// The screens UIKit leaves where they are (no `view(forKey:)`: the presenting screen of a
  /// `.custom` presentation) that the plan animates, each with the view of its controller, as
  /// the seed libraries take it (`viewController(forKey: .from)!.view`).
  ///
  /// UIKit only advises against it ("the animator should not manipulate the associated view
  /// controller's view", H-VCT §2.2 D): the view is in the window, outside the container, and
  /// animating it works. Curtain follows that advice where it can (a plan that does not name the
  /// actor leaves the view alone) and borrows the view only when the plan animates it: Jelly's
  /// slide parallax, AZTransitions' `presentingView`, EasyTransitions' aux animations. The view
  /// is borrowed only when its superview shares the container's coordinates (the window's
  /// root view under a full-window container), since the plan's frames are the container's; a
  /// view elsewhere is left alone and the skip is logged.
  func screensLeftInPlace(
    _ transitionContext: any UIViewControllerContextTransitioning, plan: TransitionPlan,
    given: [ActorID: UIView]
  ) -> [(ActorID, UIView)] {
    let container = transitionContext.containerView
    let named = Set(plan.actors)
    var borrowed: [(ActorID, UIView)] = []
    for (actor, controller, view) in actorPairs(transitionContext)
    where view == nil && given[actor] == nil && named.contains(actor) {
      guard let controller, let superview = controller.view.superview,
        controller.view.window != nil, !Self.isInside(controller.view, container)
      else { continue }
      let screen: UIView = controller.view
      let origin = container.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: superview)
      guard origin == CGRect(x: 0, y: 0, width: 1, height: 1) else {
        #if canImport(os)
        let name = String(describing: actor)
        Logger(subsystem: "Curtain", category: "transition").error(
          "\(name, privacy: .public) not animated: its view is outside the container's coordinates"
        )
        #endif
        continue
      }
      borrowed.append((actor, screen))
    }
    return borrowed
  }

  /// Whether `view` is `container` or one of its descendants.
  static func isInside(_ view: UIView, _ container: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate === container { return true }
      current = candidate.superview
    }
    return false
  }

  /// Whether the presentation keeps its background once it has finished: the core's rule
  /// (`KeptBackground`), which the headless scene performs too; the screen drags to dismiss when
  /// a drag is wired on it (``dragsToDismiss``) or its animator gives a dismissal background.
  var keepsBackground: Bool {
    guard let context else { return false }
    return KeptBackground.isKept(
      operation: operation,
      dragsToDismiss: dragsToDismiss || KeptBackground.dragsToDismiss(animator),
      keepsBackground: KeptBackground.keepsBackground(animator),
      presentedFrame: context.presentedFrame, containerBounds: context.containerBounds)
  }
}
#endif
