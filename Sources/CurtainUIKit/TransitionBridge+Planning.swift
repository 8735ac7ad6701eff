#if canImport(UIKit)
import Curtain
import UIKit

// Planning: the context UIKit's transition gives, the animator's plan (held by the driver
// made with it) and the player that shows it.
extension TransitionBridge {
  /// The views UIKit gives for the transition's actors: only those `view(forKey:)` returns
  /// (a nil view must not be touched, as for the presenting view of a `.custom` presentation).
  func views(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) -> (from: UIView?, to: UIView?) {
    (transitionContext.view(forKey: .from), transitionContext.view(forKey: .to))
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
        let end = transitionContext.finalFrame(for: controller)
        if !start.isEmpty { initial[actor] = start }
        if !end.isEmpty { final[actor] = end }
      }
    }
    let direction: LayoutDirection =
      container.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    let presented = presentedFrame ?? final[.presented] ?? initial[.presented]
    let pairs = provideMatchedPairs?(container, presented) ?? []
    do {
      let context = try TransitionContext(
        operation: operation, containerBounds: container.bounds,
        safeAreaInsets: container.curtainSafeArea,
        initialFrames: initial, finalFrames: final,
        presentedFrame: presented,
        sourceFrame: sourceFrame ?? pairs.first?.sourceFrame, isInteractive: wantsInteractive,
        layoutDirection: direction, tabSwitch: tabSwitch, matchedPairs: pairs,
        reduceMotion: reducesMotion ?? UIAccessibility.isReduceMotionEnabled)
      var plan = try animator.motionPlan(for: context)
      if let dimAlpha = reducedTransparencyDimAlpha?() {
        plan = plan.reducingTransparency(dimAlpha: dimAlpha)
      }
      self.context = context
      driver = TransitionDriver(plan: plan)
      return plan
    } catch {
      planError = TransitionError(planning: error, by: animator)
      return nil
    }
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
        let end = transitionContext.finalFrame(for: toVC)
        if !end.isEmpty { toView.frame = end }
      }
    }
    guard let plan = preparePlan(transitionContext, interactive: interactive) else {
      if let planError { report(planError) }
      complete(!transitionContext.transitionWasCancelled)
      return nil
    }
    let player = PlanPlayer(
      plan: plan, container: container, views: views,
      interactive: interactive || transitionContext.isInteractive)
    player.blurStyle = blurStyle
    player.snapshotSources = provideSnapshotSources?() ?? [:]
    player.onAnimationsEnded = { [weak self] atEnd in self?.animationsEnded(atEnd: atEnd) }
    if onKeptBackground != nil, keepsBackground { player.keepsOnFinish = [.background] }
    player.prepare()
    self.player = player
    return player
  }

  /// Whether the presentation keeps its background once it has finished: the core's rule
  /// (`KeptBackground`), which the headless scene performs too; the screen drags to dismiss when
  /// a drag is wired on it (``dragsToDismiss``) or its animator gives a dismissal background.
  var keepsBackground: Bool {
    guard let context else { return false }
    return KeptBackground.isKept(
      operation: operation,
      dragsToDismiss: dragsToDismiss || KeptBackground.dragsToDismiss(animator),
      presentedFrame: context.presentedFrame, containerBounds: context.containerBounds)
  }
}
#endif
