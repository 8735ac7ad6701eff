#if canImport(UIKit)
import Curtain
import UIKit

/// The object UIKit talks to: it animates one transition with a Curtain animator.
///
/// It builds a `TransitionContext` from UIKit's `UIViewControllerContextTransitioning`, asks
/// the animator for a plan and plays it with a ``PlanPlayer``. It is both the animation
/// controller and, when a gesture drives the transition, the interaction controller. What
/// happens when (start, scrub, release, the one completion) is decided by the core's transition
/// driver, the same state machine the headless player follows; the bridge does what it says.
///
/// - `interruptibleAnimator(using:)` returns the same object on every call of a transition,
///   also across a grab (which replaces the player's animators): an object that forwards to
///   the player's animator of the moment.
/// - `completeTransition(_:)` is called exactly once.
/// - `animationEnded(_:)` forwards to `TransitionAnimator.transitionDidEnd(in:completed:)`.
@MainActor
public final class TransitionBridge: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerInteractiveTransitioning
{
  /// The animator that plans the transition.
  public let animator: any TransitionAnimator
  /// The operation this bridge animates.
  public let operation: TransitionContext.Operation
  /// The tab indices, for a tab switch.
  public let tabSwitch: TabSwitch?
  /// Where the presented view goes, for modal transitions whose frame a presentation
  /// controller decides; `nil` uses UIKit's final frame.
  public var presentedFrame: CGRect?
  /// The frame a transition expands from (an App Store card), in the container's coordinates.
  public var sourceFrame: CGRect?
  /// Supplies the context's matched pairs when the transition is planned, given the container
  /// and the presented view's frame in it (``ModalTransitionDelegate``'s source providers, asked
  /// again for each transition); the first pair's source frame stands in for a `nil`
  /// ``sourceFrame``.
  public var provideMatchedPairs: (@MainActor (UIView, CGRect?) -> [MatchedPair])?
  /// Supplies views to stand for actors instead of ones the plan would create (a presentation
  /// controller's persistent background); asked when the transition starts.
  public var provideViews: (@MainActor () -> [ActorID: UIView])?
  /// Supplies the source views of matched pairs by match id, asked when the transition starts
  /// (after ``provideMatchedPairs``): the player shows a snapshot of the view for a plan's
  /// `ActorID.matched(id)` actor instead of a plain view.
  public var provideSnapshotSources: (@MainActor () -> [String: UIView])?
  /// Called from `animationEnded(_:)` with whether the transition completed.
  public var onEnded: (@MainActor (Bool) -> Void)?
  /// The blur style for a blurred background the plan inserts.
  public var blurStyle: UIBlurEffect.Style = .dark
  /// Whether this transition reduces motion: `nil` (the default) follows the system's Reduce
  /// Motion setting (`UIAccessibility.isReduceMotionEnabled`), `true` or `false` overrides it.
  ///
  /// With motion reduced, the bridge plays the animator's `TransitionAnimator.motionPlan(for:)`,
  /// a plan that changes only opacity and blur.
  public var reducesMotion: Bool?
  /// Under Reduce Transparency, the alpha of the dim that replaces the plan's blurred
  /// background (`PresentationAccessibility.reducedTransparencyDimAlpha`), asked when the
  /// plan is made; `nil` (or a `nil` answer) plays the plan as it is.
  public var reducedTransparencyDimAlpha: (@MainActor () -> CGFloat?)?
  /// Whether the transition starts under a finger (set by a pan interaction before UIKit asks).
  public var wantsInteractiveStart = false
  /// The plan being played, once UIKit has started the transition.
  public var currentPlan: TransitionPlan? { player?.plan }
  /// Called when the plan fails: the transition completes without animation.
  public var onFailure: (@MainActor (any Error) -> Void)?
  /// Receives the background a completed presentation keeps.
  ///
  /// When set, a presentation that keeps its background (``keepsBackground``) leaves the
  /// plan's temporary `.background` view in the container and hands it over here; the receiver
  /// gives it to the dismissal (``provideViews``) and removes it once the dismissal has
  /// completed. Unset, every temporary view leaves with the transition.
  var onKeptBackground: (@MainActor (UIView) -> Void)?
  /// Whether a drag-to-dismiss is wired on the presented screen (its delegate's
  /// `wireDragToDismiss(viewController:)`): its presentation keeps its background
  /// (``keepsBackground``).
  var dragsToDismiss = false

  /// Whether a transition is under way: it has started and not yet ended (a pan must not grab
  /// it again while it settles).
  public var isInTransition: Bool { transitionContext != nil && !completed }

  private var player: PlanPlayer?
  private var context: TransitionContext?
  private var plan: TransitionPlan?
  private var planError: (any Error)?
  private var planIsInteractive = false
  private var transitionContext: (any UIViewControllerContextTransitioning)?
  private var completed = false
  private var driver: TransitionDriver?
  private var pendingRelease: (finishing: Bool, velocity: Double)?
  private var insertedView: UIView?
  private var vended: VendedAnimator?
  private var wasRetargeted = false

  /// Creates a bridge.
  ///
  /// - Parameters:
  ///   - animator: The animator that plans the transition.
  ///   - operation: What the transition does.
  ///   - tabSwitch: For a tab switch, the tab indices. Defaults to none.
  public init(
    animator: any TransitionAnimator, operation: TransitionContext.Operation,
    tabSwitch: TabSwitch? = nil
  ) {
    self.animator = animator
    self.operation = operation
    self.tabSwitch = tabSwitch
    super.init()
  }

  /// The plan's duration, or 0 when there is no context or the plan fails.
  ///
  /// UIKit may call it any number of times, also before the presentation controller's
  /// `presentationTransitionWillBegin()`: it only plans (a pure function of the context) and
  /// never touches the views or completes the transition.
  ///
  /// - Parameter transitionContext: UIKit's context.
  /// - Returns: The duration in seconds.
  public func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    if let player { return player.plan.duration }
    guard let transitionContext else { return 0 }
    resetIfNewTransition(transitionContext)
    return preparePlan(transitionContext, interactive: false)?.duration ?? 0
  }

  /// Plays the transition on its own timing.
  ///
  /// - Parameter transitionContext: UIKit's context.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard makePlayer(transitionContext) != nil else { return }
    drive(.start(interactive: false))
  }

  /// The transition's animator: the same object on every call during one transition.
  ///
  /// The object forwards to the player's main property animator of the moment (the timed
  /// one that ends last, or the single linear one a finger scrubs, also after a grab replaced
  /// the timed ones); completions added to it run once, when the transition completes.
  ///
  /// - Parameter transitionContext: UIKit's context.
  /// - Returns: The transition's one vended animator.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    _ = makePlayer(transitionContext)
    if let vended { return vended }
    let made = VendedAnimator { [weak self] in self?.player?.mainAnimator }
    vended = made
    return made
  }

  /// Tells the Curtain animator that the transition ended.
  ///
  /// - Parameter transitionCompleted: Whether it completed.
  public func animationEnded(_ transitionCompleted: Bool) {
    if let context { animator.transitionDidEnd(in: context, completed: transitionCompleted) }
    reset()
    let ended = onEnded
    onEnded = nil
    ended?(transitionCompleted)
  }

  /// Starts a gesture-driven transition: prepares the plan paused at 0.
  ///
  /// - Parameter transitionContext: UIKit's context.
  public func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard makePlayer(transitionContext, interactive: true) != nil else { return }
    drive(.start(interactive: true))
    if let pendingRelease {
      self.pendingRelease = nil
      release(finishing: pendingRelease.finishing, velocity: pendingRelease.velocity)
    }
  }

  /// Moves a gesture-driven transition to `progress` (0…1).
  ///
  /// - Parameter progress: The gesture's progress.
  public func update(progress: Double) {
    guard progress.isFinite else { return }
    drive(.update(progress: progress))
  }

  /// Releases a gesture-driven transition: finishes or cancels it, continuing with the
  /// finger's velocity (the core driver computes the release motion, `InteractiveRelease`).
  ///
  /// A release that arrives before UIKit has started the interactive transition is kept and
  /// applied when it starts.
  ///
  /// - Parameters:
  ///   - finishing: Whether to finish (`true`) or cancel.
  ///   - velocity: The finger's velocity in progress per second (points per second divided by
  ///     the distance the gesture covers), positive towards the end.
  package func release(finishing: Bool, velocity: Double) {
    guard player != nil, transitionContext != nil else {
      pendingRelease = (finishing, velocity)
      return
    }
    drive(.release(finishing: finishing, velocity: velocity.isFinite ? velocity : 0))
  }

  /// Grabs a transition that plays on its own timing, or whose release still settles, where
  /// it is: from now on it follows ``update(progress:)`` and is released with the finger's
  /// velocity, as a transition started under a finger.
  ///
  /// Nothing jumps: while it plays, the core's driver hands over the plan's grabbed twin (every
  /// timing linear, each track in flight re-timed so that the grab's progress, time ÷ duration,
  /// shows exactly what was on screen), and the player stops its timed animators and scrubs
  /// that plan with one linear animator; while a release settles, the player pauses its
  /// animator at the release's progress of the moment (a regrab). The transition context hears
  /// `pauseInteractiveTransition()` ("should be called if the transition animation is
  /// interruptible and it is being paused", H-VCT). ``interruptibleAnimator(using:)`` returns
  /// the same object before and after. A grab while a finger already holds the transition, or
  /// outside a transition, does nothing.
  ///
  /// - Returns: Whether the transition was grabbed.
  @discardableResult
  public func grab() -> Bool {
    guard let player, let transitionContext, canBeGrabbed else { return false }
    transitionContext.pauseInteractiveTransition()
    drive(.grab(at: player.playedTime))
    return driver?.isInteractive ?? false
  }

  /// Whether ``grab()`` would take the transition now: it plays on its own timing or its
  /// release settles, and it has not been re-targeted (the UIKit player does not yet carry a
  /// fading re-target into a scrub, as the headless player does).
  public var canBeGrabbed: Bool {
    player != nil && transitionContext != nil && !completed && (driver?.canGrab ?? false)
      && driver?.blend == nil && !wasRetargeted
  }

  /// Re-plans a transition that plays on its own timing for the container as it is now (a
  /// rotation, a new size), and goes on with the new plan through the core's driver: position
  /// and velocity stay continuous (`RetargetBlend`) and the transition ends exactly on the
  /// new plan's end.
  ///
  /// The animator plans again with a context of the container's current bounds and safe area;
  /// `presentedFrame`, when given, is the presented view's new frame (a presentation
  /// controller's `frameOfPresentedViewInContainerView`) and becomes the arriving or leaving
  /// presented view's final or initial frame. ``CurtainPresentationController`` calls it from
  /// `containerViewWillLayoutSubviews()` when the container's size changed mid-transition
  /// (UIKit: size changes arrive before "adjusting the layout of the views in the container
  /// view", AD/uipresentationcontroller/containerviewwilllayoutsubviews()).
  ///
  /// A transition a finger holds or whose release settles, one not started, or an animator
  /// that cannot plan for the new context, is left as it is.
  ///
  /// - Parameter presentedFrame: The presented view's new frame in the container, if known.
  /// - Returns: Whether the transition was re-targeted.
  @discardableResult
  public func retarget(presentedFrame: CGRect? = nil) -> Bool {
    guard let player, let transitionContext, var next = context, !completed,
      driver?.phase == .animating
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
    guard let plan = try? animator.motionPlan(for: next) else { return false }
    drive(.retarget(plan, at: player.playedTime))
    context = next
    self.plan = plan
    wasRetargeted = true
    if onKeptBackground != nil { player.keepsOnFinish = keepsBackground ? [.background] : [] }
    return true
  }

  /// Where a finger holds the transition, 0…1 along the plan it scrubs; `nil` unless a finger
  /// holds it.
  public var heldProgress: Double? {
    if case .interactive(let progress) = driver?.phase { return progress }
    return nil
  }

  // MARK: - The driver

  /// Feeds `event` to the core's driver and does what it decides; an event the driver refuses
  /// (it does not fit the transition's phase) changes nothing.
  private func drive(_ event: TransitionDriver.Event) {
    guard var driver else { return }
    guard let effects = try? driver.apply(event) else { return }
    self.driver = driver
    for effect in effects { perform(effect) }
  }

  private func perform(_ effect: TransitionDriver.Effect) {
    guard let player else { return }
    switch effect {
    case .play:
      player.start()
    case .scrub(let plan, let progress):
      if player.isScrubbing {
        // Started under a finger, or regrabbed while its release settles.
        player.hold()
      } else {
        // Grabbed while playing on its own timing: one linear animator takes over.
        player.rescrub(plan, at: progress)
      }
      if progress > 0 {
        player.fractionComplete = CGFloat(progress)
        transitionContext?.updateInteractiveTransition(CGFloat(progress))
      }
    case .seek(let progress):
      player.fractionComplete = CGFloat(progress)
      transitionContext?.updateInteractiveTransition(CGFloat(progress))
    case .settle(let release):
      if release.finishes {
        transitionContext?.finishInteractiveTransition()
      } else {
        transitionContext?.cancelInteractiveTransition()
      }
      player.finish(with: release)
    case .retarget(let blend):
      player.retarget(blend)
    case .jump(let finished):
      if driverWasInteractive {
        if finished {
          transitionContext?.finishInteractiveTransition()
        } else {
          transitionContext?.cancelInteractiveTransition()
        }
      }
      player.end(finished: finished)
    case .complete(let finished):
      player.end(finished: finished)
      complete(finished)
    }
  }

  /// Whether a finger drove the transition (UIKit must hear finish or cancel of it).
  private var driverWasInteractive: Bool { driver?.scrubPlan != nil }

  // MARK: - Internals

  /// Forgets the last transition, so that the bridge can play another one.
  private func reset() {
    player = nil
    driver = nil
    context = nil
    plan = nil
    planError = nil
    transitionContext = nil
    completed = false
    pendingRelease = nil
    insertedView = nil
    vended = nil
    wasRetargeted = false
  }

  /// A bridge reused for a new transition (a different context) starts from a clean state.
  private func resetIfNewTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    if let current = self.transitionContext, current !== transitionContext { reset() }
  }

  /// The views UIKit gives for the transition's actors: only those `view(forKey:)` returns
  /// (a nil view must not be touched, as for the presenting view of a `.custom` presentation).
  private func views(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) -> (from: UIView?, to: UIView?) {
    (transitionContext.view(forKey: .from), transitionContext.view(forKey: .to))
  }

  /// Each actor the transition's two views play, with its controller and view, as the core's
  /// table (`ScreenRoles`, shared with the headless scene) names them.
  private func actorPairs(
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

  /// Plans the transition (no side effects); the plan is kept for the transition.
  private func preparePlan(
    _ transitionContext: any UIViewControllerContextTransitioning, interactive: Bool
  ) -> TransitionPlan? {
    let wantsInteractive = interactive || transitionContext.isInteractive
    if plan != nil || planError != nil, planIsInteractive != wantsInteractive {
      plan = nil
      planError = nil
    }
    if let plan { return plan }
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
    let insets = container.safeAreaInsets
    let presented = presentedFrame ?? final[.presented] ?? initial[.presented]
    let pairs = provideMatchedPairs?(container, presented) ?? []
    do {
      let context = try TransitionContext(
        operation: operation, containerBounds: container.bounds,
        safeAreaInsets: EdgeInsets(
          top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
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
      self.plan = plan
      return plan
    } catch {
      planError = error
      return nil
    }
  }

  private func makePlayer(
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
      if let planError { onFailure?(planError) }
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
    driver = TransitionDriver(plan: plan)
    return player
  }

  /// Every animator ended on its own, at the end or back at the start: the driver says how the
  /// transition ends.
  private func animationsEnded(atEnd: Bool) {
    switch driver?.phase {
    case .idle:
      // UIKit drove the animator it was vended itself (a percent-driven interaction scrubs and
      // settles `interruptibleAnimator(using:)` without calling `animateTransition`): the plan
      // was playing all along, and its animators decided where it ended.
      _ = try? driver?.apply(.start(interactive: false))
      drive(.animationEnded(finished: atEnd))
    case .animating: drive(.animationEnded(finished: atEnd))
    case .settling: drive(.settleEnded)
    default: break
    }
  }

  /// Whether the presentation keeps its background once it has finished: the core's
  /// `DragDismissSession.keepsBackground(dragsToDismiss:presentedFrame:containerBounds:)`, the
  /// screen dragging to dismiss when a drag is wired on it (``dragsToDismiss``) or its animator
  /// gives a `DragDismissing.dismissalBackground`, as the headless scene decides.
  private var keepsBackground: Bool {
    guard operation == .present, let context else { return false }
    return DragDismissSession.keepsBackground(
      dragsToDismiss: dragsToDismiss
        || (animator as? any DragDismissing)?.dismissalBackground != nil,
      presentedFrame: context.presentedFrame, containerBounds: context.containerBounds)
  }

  private func complete(_ finished: Bool) {
    guard !completed, let transitionContext else { return }
    completed = true
    let didComplete = finished && !transitionContext.transitionWasCancelled
    if let background = player?.kept[.background] {
      if didComplete, let onKeptBackground {
        // It follows the container's size (a rotation while presented).
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        onKeptBackground(background)
      } else {
        background.removeFromSuperview()
      }
    }
    // Cancelled: the view this bridge brought into the container leaves it again, whichever
    // the direction (a cancelled pop or dismissal too).
    if !didComplete, let insertedView { insertedView.removeFromSuperview() }
    vended?.runCompletions(at: didComplete ? .end : .start)
    transitionContext.completeTransition(didComplete)
  }
}
#endif
