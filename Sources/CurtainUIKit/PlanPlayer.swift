#if canImport(UIKit)
import Curtain
import UIKit

/// Plays a ``TransitionPlan`` on real views with `UIViewPropertyAnimator`s.
///
/// The player does what the headless player does, with UIKit: it inserts the plan's temporary
/// views (setup steps: snapshots via `snapshotView(afterScreenUpdates:)`, plain views, blur
/// views), shows every actor's starting state, builds one property animator per timing group of
/// the core's `PlaybackSchedule` (a single linear one when interactive), and at the end applies the
/// completion or cancellation states and removes the temporary views.
///
/// ```swift
/// let player = PlanPlayer(plan: plan, container: container, views: [.presented: toView])
/// player.onEnd = { finished in context.completeTransition(finished) }
/// player.prepare()
/// player.start()
/// ```
@MainActor
public final class PlanPlayer {
  /// The plan being played.
  public let plan: TransitionPlan
  /// Whether the plan is scrubbed by a gesture (one linear animator) rather than timed.
  public let isInteractive: Bool
  /// Called once, when the plan has finished (`true`) or been cancelled (`false`).
  public var onEnd: (@MainActor (Bool) -> Void)?
  /// The blur style for blur views the plan inserts.
  public var blurStyle: UIBlurEffect.Style = .dark

  private let container: UIView
  private var views: [ActorID: UIView]
  private var temporary: [ActorID] = []
  /// The given views as they were before ``prepare()`` touched them, restored on cancel.
  private var restorePoints: [ActorID: ViewRestorePoint] = [:]
  private var animators: [UIViewPropertyAnimator] = []
  private var running = 0
  private var hasEnded = false
  private var release: InteractiveRelease?

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - plan: The plan to play.
  ///   - container: The view temporary actors are inserted into.
  ///   - views: The views standing for the plan's actors; an actor without a view is skipped,
  ///     except temporary actors, which the setup steps create unless a view is given (a
  ///     presentation controller passes its own persistent background).
  ///   - interactive: Whether a gesture scrubs the plan.
  public init(
    plan: TransitionPlan, container: UIView, views: [ActorID: UIView], interactive: Bool = false
  ) {
    self.plan = plan
    self.container = container
    self.views = views
    self.isInteractive = interactive
  }

  /// The view playing `actor`, if any.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: Its view.
  public func view(for actor: ActorID) -> UIView? { views[actor] }

  /// The animator UIKit interrupts.
  ///
  /// The single linear one when interactive, otherwise the one that ends last. Built by ``prepare()``; the same object for the whole transition.
  public private(set) var mainAnimator: UIViewPropertyAnimator?

  /// Inserts the temporary views, shows the starting states and builds the animators.
  public func prepare() {
    guard animators.isEmpty, !hasEnded else { return }
    restorePoints = views.mapValues(ViewRestorePoint.init)
    for step in plan.setup { insert(step) }
    for actor in plan.actors {
      views[actor]?.apply(plan.state(of: actor, at: 0))
    }
    applyStacking(
      Dictionary(
        plan.actors.map { ($0, plan.state(of: $0, at: 0)) }, uniquingKeysWith: { a, _ in a })
    )
    let schedule =
      isInteractive ? PlaybackSchedule(interactive: plan) : PlaybackSchedule(plan: plan)
    var longest: (end: TimeInterval, animator: UIViewPropertyAnimator)?
    for group in schedule.groups {
      let animator = UIViewPropertyAnimator(
        duration: group.duration, timingParameters: Self.provider(for: group.timing))
      let entries = group.entries.compactMap { entry in views[entry.actor].map { (entry, $0) } }
      let duration = group.duration
      animator.addAnimations {
        for (entry, view) in entries { Self.animate(entry, on: view, duration: duration) }
      }
      animators.append(animator)
      if longest == nil || group.delay + group.duration > (longest?.end ?? 0) {
        longest = (group.delay + group.duration, animator)
      }
    }
    if animators.isEmpty {
      let empty = UIViewPropertyAnimator(
        duration: schedule.duration,
        timingParameters: UICubicTimingParameters(animationCurve: .linear))
      empty.addAnimations {}
      animators.append(empty)
      longest = (schedule.duration, empty)
    }
    mainAnimator = longest?.animator
    running = animators.count
    for animator in animators {
      animator.addCompletion { [weak self] position in
        self?.animatorEnded(at: position)
      }
    }
  }

  /// Starts every animator after its group's delay.
  public func start() {
    prepare()
    let schedule =
      isInteractive ? PlaybackSchedule(interactive: plan) : PlaybackSchedule(plan: plan)
    for (index, animator) in animators.enumerated() {
      let delay = index < schedule.groups.count ? schedule.groups[index].delay : 0
      if delay > 0 {
        animator.startAnimation(afterDelay: delay)
      } else {
        animator.startAnimation()
      }
    }
  }

  /// Pauses the animators (an interactive transition that starts under a finger).
  public func pause() {
    prepare()
    for animator in animators { animator.pauseAnimation() }
  }

  /// How far the plan has run, 0…1, linear in time while interactive
  /// (`fractionComplete`).
  public var fractionComplete: CGFloat {
    get { mainAnimator?.fractionComplete ?? 0 }
    set {
      let clamped = min(max(newValue, 0), 1)
      for animator in animators { animator.fractionComplete = clamped }
    }
  }

  /// Lets go of a paused, scrubbed plan: runs it to the end or back to the start with the
  /// release timing (the core's `InteractiveRelease`), which carries the finger's velocity.
  ///
  /// - Parameter release: The release; its target decides finish or cancel.
  package func finish(with release: InteractiveRelease) {
    self.release = release
    let parameters = release.timingParameters.map(Self.provider(for:))
    let factor = CGFloat(release.durationFactor(planDuration: plan.duration))
    for animator in animators {
      animator.isReversed = release.isReversed
      animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    }
  }

  /// Ends the plan at once.
  ///
  /// Applies the completion states when `finished`, the cancellation states otherwise. Running animators are stopped.
  ///
  /// - Parameter finished: Whether the transition completed.
  public func end(finished: Bool) {
    guard !hasEnded else { return }
    hasEnded = true
    for animator in animators where animator.state == .active {
      animator.stopAnimation(true)
    }
    var ends: [ActorID: ViewState] = [:]
    for actor in plan.actors {
      let state = finished ? plan.finalState(of: actor) : plan.cancelledState(of: actor)
      ends[actor] = state
      views[actor]?.apply(state)
    }
    // The plan's stacking at the end (a zIndex a track changes later than time 0).
    applyStacking(ends)
    // Cancelled: every view that was there before ends exactly as it began (the same rule as the
    // headless player's `TransitionPlan.cancellationStates(restoring:)`).
    if !finished {
      for (actor, point) in restorePoints {
        if let view = views[actor] { point.restore(view) }
      }
    }
    restorePoints = [:]
    for actor in temporary {
      views[actor]?.removeFromSuperview()
      views[actor] = nil
    }
    temporary = []
    animators = []
    let callback = onEnd
    onEnd = nil
    callback?(finished)
  }

  // MARK: - Internals

  private func animatorEnded(at position: UIViewAnimatingPosition) {
    running -= 1
    guard running <= 0 else { return }
    switch position {
    case .start: end(finished: false)
    case .end: end(finished: true)
    default: end(finished: release?.finishes ?? true)
    }
  }

  private func insert(_ step: SetupStep) {
    let actor = step.actor
    if views[actor] != nil { return }
    let view: UIView
    switch step {
    case .insert(_, let state, _):
      view = state.blurFraction == nil ? UIView() : BlurView(style: blurStyle)
    case .snapshot(let source, _, _, _):
      guard let snapshot = views[source]?.snapshotView(afterScreenUpdates: true) else { return }
      view = snapshot
    }
    switch step.placement {
    case .front: container.addSubview(view)
    case .back: container.insertSubview(view, at: 0)
    case .above(let other):
      if let sibling = views[other], sibling.superview === container {
        container.insertSubview(view, aboveSubview: sibling)
      } else {
        container.addSubview(view)
      }
    case .below(let other):
      if let sibling = views[other], sibling.superview === container {
        container.insertSubview(view, belowSubview: sibling)
      } else {
        container.insertSubview(view, at: 0)
      }
    }
    views[actor] = view
    temporary.append(actor)
  }

  private func applyStacking(_ states: [ActorID: ViewState]) {
    let ordered = plan.actors.compactMap { actor -> (Int, UIView)? in
      guard let index = states[actor]?.zIndex, let view = views[actor],
        view.superview === container
      else { return nil }
      return (index, view)
    }
    for (_, view) in ordered.sorted(by: { $0.0 < $1.0 }) { container.bringSubviewToFront(view) }
  }

  private static func animate(
    _ entry: PlaybackSchedule.Entry, on view: UIView, duration: TimeInterval
  ) {
    guard entry.needsKeyframes else {
      view.apply(Self.animatable(entry.segments[0].state))
      return
    }
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [],  // [] is calculationModeLinear (raw value 0)
      animations: {
        for segment in entry.segments {
          UIView.addKeyframe(
            withRelativeStartTime: segment.relativeStart,
            relativeDuration: segment.relativeDuration
          ) { view.apply(Self.animatable(segment.state)) }
        }
      })
  }

  /// A state without `isHidden`, which UIKit does not animate.
  ///
  /// Inside an animation block it would apply at the start. The plan keeps a view visible while it runs if either end is
  /// visible (``TransitionPlan``'s sampling rules); the end state applies it in ``end(finished:)``.
  private static func animatable(_ state: ViewState) -> ViewState {
    var state = state
    state.isHidden = nil
    return state
  }

  static func provider(for timing: TimingParameters) -> any UITimingCurveProvider {
    switch timing {
    case .linear:
      return UICubicTimingParameters(animationCurve: .linear)
    case .cubic(let controlPoint1, let controlPoint2):
      return UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      let velocity = CGFloat(initialVelocity)
      return UISpringTimingParameters(
        mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
        initialVelocity: CGVector(dx: velocity, dy: velocity))
    }
  }
}
#endif
