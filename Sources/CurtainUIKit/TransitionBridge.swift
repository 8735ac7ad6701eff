#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// The object UIKit talks to: it animates one transition with a Curtain animator.
///
/// It builds a `TransitionContext` from UIKit's `UIViewControllerContextTransitioning`, asks
/// the animator for a plan and plays it with a player. It is both the animation controller and,
/// when a gesture drives the transition, the interaction controller. What happens when (start,
/// scrub, release, grab, re-target, the one completion) is decided by the core's transition
/// driver, the same state machine the headless player follows; the bridge feeds it UIKit's
/// events, performs every effect it returns and keeps no copy of its plan or phase.
///
/// - `interruptibleAnimator(using:)` returns the same object on every call of a transition,
///   also across a grab (which replaces the player's animators): an object that forwards to
///   the player's animator of the moment.
/// - `completeTransition(_:)` is called exactly once, also when the plan fails (then without
///   animation, after ``onFailure`` has heard the error).
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
  /// The blur style for a blurred background the plan inserts: the animator's own when it has
  /// one (EasyTransitions' App Store card's `blurEffectStyle`), else `.dark`.
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
  /// Whether the plan's dim is raised for Increase Contrast
  /// (`PresentationAccessibility.increasesDimContrast`, `TransitionPlan.increasingDimContrast()`),
  /// asked when the plan is made; `nil` (or `false`) plays the plan's dim as it is.
  var increasesDimContrast: (@MainActor () -> Bool)?
  /// Whether the transition starts under a finger (set by a pan interaction before UIKit asks).
  public var wantsInteractiveStart = false
  /// The plan being played (the driver's, the latest after a re-target), once UIKit has
  /// started the transition.
  public var currentPlan: TransitionPlan? { player == nil ? nil : driver?.plan }
  /// Called when the animator cannot plan, with the error as a `TransitionError`.
  ///
  /// The transition then completes without animation. Also called when a re-target cannot be
  /// planned (the transition goes on unchanged). Each failure is also logged (`os.Logger`,
  /// subsystem `Curtain`, where the `os` module exists).
  public var onFailure: (@MainActor (TransitionError) -> Void)?
  /// The last failure this bridge reported through ``onFailure``; `nil` until one.
  public internal(set) var lastError: TransitionError?
  /// Receives the background a completed presentation keeps.
  ///
  /// When set, a presentation that keeps its background (the core's `KeptBackground` rule)
  /// leaves the plan's temporary `.background` view in the container and hands it over here;
  /// the receiver gives it to the dismissal (``provideViews``) and removes it once the
  /// dismissal has completed. Unset, every temporary view leaves with the transition.
  var onKeptBackground: (@MainActor (UIView) -> Void)?
  /// Receives each screen UIKit left in place that the plan borrows (``screensLeftInPlace``),
  /// with its values before the transition touched it: the presenting screen a presentation
  /// moves, which its dismissal puts back exactly.
  var onScreenLeftInPlace: (@MainActor (UIView, ViewRestorePoint) -> Void)?
  /// Supplies the chrome of the presentation this transition animates, asked when the plan is
  /// made.
  ///
  /// The chrome is the presentation controller's background and look (the core's
  /// `PresentationChrome`); the plan is composed with it, so an animator that draws no background or corners of
  /// its own gets them as a `Presentation` does. `nil` (or a `nil` answer) plays the plan as
  /// it is.
  var provideChrome: (@MainActor () -> PresentationChrome?)?
  /// Whether a drag-to-dismiss is wired on the presented screen (its delegate's
  /// `wireDragToDismiss(viewController:)`): its presentation keeps its background
  /// (``keepsBackground``).
  var dragsToDismiss = false
  /// The pan that starts this dismissal, if one does.
  ///
  /// The physical direction its finger moves and the view it is on; the plan follows the swipe (the core's `SwipeDismissal`,
  /// ``orientedToSwipe(_:in:)``); `nil` for a dismissal no pan starts.
  var swipe: (direction: PanDirection, view: UIView)?

  /// Whether a transition is under way: it has started and not yet ended (a pan must not grab
  /// it again while it settles).
  public var isInTransition: Bool { transitionContext != nil && !completed }

  var player: PlanPlayer?
  /// The runner of the plan's animation blocks (``OutsideAnimationRunner``), made with it.
  var outsideRunner: OutsideAnimationRunner?
  /// The context the driver's plan was made for.
  var context: TransitionContext?
  /// The core's state machine; made with the plan, before the player.
  var driver: TransitionDriver?
  var planError: TransitionError?
  var planIsInteractive = false
  var transitionContext: (any UIViewControllerContextTransitioning)?
  /// Whether `completeTransition(_:)` has been called.
  var completed = false
  /// A release that came before UIKit started the interactive transition (an event not yet fed).
  var pendingRelease: (finishing: Bool, velocity: Double)?
  var insertedView: UIView?
  var vended: VendedAnimator?
  /// Where the presenting view rests once a re-targeted transition ends (the core's
  /// `TransitionContext.presentingRestingFrame(retargetedFrom:)`); `nil` without a re-target.
  var retargetedPresentingFrame: CGRect?

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
    if let blurring = animator as? any BlursBackground {
      blurStyle = blurring.backgroundBlurStyle
    }
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
    if player != nil, let driver { return driver.plan.duration }
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
    announceArrival(completed: transitionCompleted)
    layOutReturningPresenter(completed: transitionCompleted)
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
  /// - Parameter progress: The gesture's progress; the driver refuses one that is not finite.
  public func update(progress: Double) {
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
  /// that plan with one linear animator; after a re-target still fading out, the driver's
  /// offset keeps what the blend still added, shown frame by frame as the headless player
  /// shows it; while a release settles, the player pauses at the release's progress of the
  /// moment (a regrab). The transition context hears `pauseInteractiveTransition()` ("should be
  /// called if the transition animation is interruptible and it is being paused", H-VCT).
  /// ``interruptibleAnimator(using:)`` returns the same object before and after. A grab while a
  /// finger already holds the transition, or outside a transition, does nothing.
  ///
  /// - Returns: Whether the transition was grabbed.
  @discardableResult
  public func grab() -> Bool {
    guard let player, let transitionContext, canBeGrabbed else { return false }
    transitionContext.pauseInteractiveTransition()
    drive(.grab(at: player.playedTime))
    return driver?.isInteractive ?? false
  }

  /// Whether ``grab()`` would take the transition now: the driver takes a grab (it plays on its
  /// own timing, also re-targeted, or its release settles), and the transition can still be
  /// cancelled: not a dismissal of a stack.
  ///
  /// A `dismiss` that takes several presented screens away removes every one under the top
  /// screen at once and animates the top one ("any intermediate view controllers are simply
  /// removed from the stack", AD/uiviewcontroller/dismiss(animated:completion:)); a cancel
  /// could not bring them back, so a finger does not grab that dismissal (found by the UIKit
  /// fuzz, seed 539404191: the screen under the top one stayed presented, out of the window).
  public var canBeGrabbed: Bool {
    player != nil && transitionContext != nil && !completed && !dismissesStack
      && (driver?.canGrab ?? false)
  }

  /// Whether this is a dismissal of more than its own screen: the controller it dismisses was
  /// presented by another one than the controller it reveals (UIKit's `.to` controller of a
  /// dismissal is the one `dismiss` returns to).
  var dismissesStack: Bool {
    guard operation == .dismiss, let transitionContext,
      let from = transitionContext.viewController(forKey: .from),
      let to = transitionContext.viewController(forKey: .to),
      let presenting = from.presentingViewController
    else { return false }
    return presenting !== to
  }

  /// Where a finger holds the transition, 0…1 along the plan it scrubs; `nil` unless a finger
  /// holds it.
  public var heldProgress: Double? {
    if case .interactive(let progress) = driver?.phase { return progress }
    return nil
  }

  /// Measures `tracker`, a pan on `view`, on the plan being played: the core's
  /// `InteractionTracker.measure(on:moving:extent:leaving:)` for the actors `view` plays, in
  /// the container's bounds.
  ///
  /// - Parameters:
  ///   - tracker: The pan's tracker.
  ///   - view: The view the pan is on.
  ///   - extent: The view's size along the pan's axis as the gesture began.
  /// - Returns: Whether the pan was measured: `false` before the plan is made or when `view`
  ///   plays no actor of it.
  func measurePan(
    _ tracker: inout InteractionTracker, on view: UIView, extent: Double
  ) -> Bool {
    guard let plan = currentPlan, let player, let container = transitionContext?.containerView
    else { return false }
    let actors = player.views.filter { $0.value === view }.map(\.key)
    guard !actors.isEmpty else { return false }
    tracker.measure(on: plan, moving: actors, extent: extent, leaving: container.bounds)
    return true
  }
}

extension TransitionBridge {
  /// After a completed dismissal or a cancelled presentation, lays out the container of the
  /// presentation that shows the screen left on top.
  ///
  /// A presentation that removed its presenter's view puts it back at its end; if the container
  /// changed size meanwhile (a rotation), UIKit is only observed to lay the view out again
  /// (SEMANTICS.md 21.9, O/M). Asking the container for a layout makes its presentation
  /// controller place the view for the current size under either reading; the frame itself
  /// stays the presentation controller's decision.
  ///
  /// - Parameter completed: Whether the transition completed.
  func layOutReturningPresenter(completed: Bool) {
    let key: UITransitionContextViewControllerKey
    switch (operation, completed) {
    case (.dismiss, true): key = .to
    case (.present, false): key = .from
    default: return
    }
    guard let screen = transitionContext?.viewController(forKey: key),
      let presenting = screen.presentingViewController,
      presenting.presentedViewController === screen,
      let container = screen.presentationController?.containerView
    else { return }
    container.setNeedsLayout()
    container.layoutIfNeeded()
  }
}
#endif
