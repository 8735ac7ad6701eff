#if canImport(UIKit)
import Curtain
import UIKit

/// Plays a `TransitionPlan` on real views with `UIViewPropertyAnimator`s.
///
/// The player does what the headless player does, with UIKit: it inserts the plan's temporary
/// views (setup steps: snapshots via `snapshotView(afterScreenUpdates:)`, plain views, blur
/// views), shows every actor's starting state, builds one property animator per timing group of
/// the core's `PlaybackSchedule` (a single linear one when interactive), and at the end applies the
/// completion or cancellation states and removes the temporary views.
///
/// What a UIView animation cannot animate follows the plan frame by frame, on a display link:
/// the layer's shadow (opacity, radius, offset, colour) takes the plan's value at the time shown,
/// and a `zIndex` the plan changes mid-transition reorders the views at that time.
///
/// ```swift
/// let player = PlanPlayer(plan: plan, container: container, views: [.presented: toView])
/// player.onEnd = { finished in context.completeTransition(finished) }
/// player.prepare()
/// player.start()
/// ```
@MainActor
public final class PlanPlayer {
  /// The plan being played (the re-targeted plan after `retarget(_:)`).
  public private(set) var plan: TransitionPlan
  /// Whether the plan is scrubbed by a gesture (one linear animator) rather than timed.
  public let isInteractive: Bool
  /// Called once, when the plan has finished (`true`) or been cancelled (`false`).
  public var onEnd: (@MainActor (Bool) -> Void)?
  /// The blur style for blur views the plan inserts.
  public var blurStyle: UIBlurEffect.Style = .dark
  /// The source views of matched pairs, by match id.
  ///
  /// A plan's `ActorID.matched(id)` actor is inserted as a snapshot of the view (`snapshotView(afterScreenUpdates: false)`; the source
  /// is on screen) rather than a plain view. Set before ``prepare()``.
  public var snapshotSources: [String: UIView] = [:]

  private let container: UIView
  private var views: [ActorID: UIView]
  private var temporary: [ActorID] = []
  /// The given views as they were before ``prepare()`` touched them, restored on cancel.
  private var restorePoints: [ActorID: ViewRestorePoint] = [:]
  private var animators: [UIViewPropertyAnimator] = []
  private var running = 0
  private var hasEnded = false
  private var release: InteractiveRelease?
  /// The plan the animators play: the plan, or its linear twin (or grabbed plan) when a finger
  /// scrubs it.
  private var shownPlan: TransitionPlan {
    didSet { setsUnanimated = Self.setsUnanimatedProperties(shownPlan) }
  }
  /// Whether `shownPlan` sets a layer shadow or a zIndex anywhere: when it does not, the frame
  /// clock only keeps time and samples nothing.
  private var setsUnanimated = false
  /// The frame clock that applies what UIView animations cannot animate; running while the
  /// animators run on their own.
  private var clock: FrameClock?
  /// The timestamp of the clock's last frame (or of its start).
  private var clockStamp: TimeInterval = 0
  /// How long the animators have run since the clock started (since the start of the plan, or
  /// of the release): only time in which the main animator runs counts, backwards while it runs
  /// reversed on its own timing.
  private var clockElapsed: TimeInterval = 0
  /// The zIndex order last applied, to reorder only when it changes.
  private var stacking: [ActorID: Int] = [:]
  /// The frame the frame clock samples the shown plan into, reused from frame to frame.
  private var unanimatedFrame: PlanFrame?
  /// When set (by the bridge, which lets the core's driver decide), called once every animator
  /// has ended on its own, with whether they ended at the end (`false`: back at the start),
  /// instead of ending the plan: the bridge then calls ``end(finished:)``.
  package var onAnimationsEnded: (@MainActor (Bool) -> Void)?
  /// The temporary actors whose views stay in the container when the plan finishes.
  ///
  /// The zoom's dim behind a screen presented into a smaller frame; ``kept`` holds them then.
  /// Cancelled, they leave as every temporary view does.
  package var keepsOnFinish: Set<ActorID> = []
  /// The temporary views ``end(finished:)`` left in the container (``keepsOnFinish``).
  package private(set) var kept: [ActorID: UIView] = [:]

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
    shownPlan = interactive ? plan.linearized() : plan
    setsUnanimated = Self.setsUnanimatedProperties(plan)
    isScrubbing = interactive
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
    showUnanimated(shownPlan, at: 0)
    buildAnimators()
  }

  /// One property animator per group of the schedule of ``shownPlan``.
  private func buildAnimators() {
    let schedule =
      isScrubbing ? PlaybackSchedule(interactive: shownPlan) : PlaybackSchedule(plan: plan)
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
    if !isInteractive { runClock() }
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

  /// Holds a scrubbed plan where it is: stops the release's frame clock and pauses the
  /// animators (a transition that starts under a finger, or one regrabbed while its release
  /// settles; the caller then sets ``fractionComplete``).
  package func hold() {
    clock?.stop()
    clock = nil
    release = nil
    pause()
  }

  /// The re-target being shown frame by frame, if any.
  private var retargeting: RetargetBlend?

  /// Goes on with a re-target's plan (a changed destination mid-flight).
  ///
  /// Stops the animators where they show and, from now on, shows the core's blend (`RetargetBlend`: position and
  /// velocity continuous at the re-target, exactly the new plan at its end) frame by frame on
  /// the frame clock, every property each frame. When the new plan's time has run out, the
  /// animations end as if the animators had ended at the end. The new plan's final and
  /// cancelled states replace the old plan's for ``end(finished:)``; temporary views stay those
  /// the first plan inserted (a view the new plan would insert is not added).
  ///
  /// - Parameter blend: The blend the driver returned; its plan is the new plan.
  package func retarget(_ blend: RetargetBlend) {
    guard !hasEnded else { return }
    let elapsed = blend.start
    clock?.stop()
    clock = nil
    release = nil
    for animator in animators where animator.state == .active { animator.stopAnimation(true) }
    plan = blend.plan
    shownPlan = blend.plan
    retargeting = blend
    showBlend(at: elapsed)
    clockStamp = CACurrentMediaTime()
    clockElapsed = elapsed
    clock = FrameClock { [weak self] timestamp in self?.tick(timestamp) }
  }

  private func showBlend(at time: TimeInterval) {
    guard let retargeting else { return }
    var states: [ActorID: ViewState] = [:]
    for actor in retargeting.plan.actors {
      guard let view = views[actor] else { continue }
      let state = retargeting.state(of: actor, at: time)
      var shown = state
      // Visibility follows the plan's sampling rule at the end only (as while animating).
      shown.isHidden = nil
      view.apply(shown)
      states[actor] = state
    }
    applyStacking(states)
  }

  /// Whether one linear animator scrubs the plan (an interactive player, or one grabbed while
  /// it played), rather than timed groups.
  package private(set) var isScrubbing: Bool = false

  /// How long the plan has played on its own timing, in seconds (the frame clock's time).
  package var playedTime: TimeInterval {
    guard clock != nil else { return max(clockElapsed, 0) }
    if retargeting != nil {
      return max(clockElapsed + max(CACurrentMediaTime() - clockStamp, 0), 0)
    }
    let running = mainAnimator?.isRunning ?? false
    return max(clockElapsed + (running ? max(CACurrentMediaTime() - clockStamp, 0) : 0), 0)
  }

  /// Takes a playing plan over for a finger: stops the timed animators where they are and
  /// scrubs `next` (the core's grabbed plan, which shows at `progress` exactly what the plan
  /// showed when grabbed) with one linear animator, paused at `progress`.
  ///
  /// The stopped animators end without their completions (`stopAnimation(true)`); the views
  /// are set to `next`'s start and the new animator, paused at `progress`, shows the grab state,
  /// all before the next frame is drawn.
  ///
  /// - Parameters:
  ///   - next: The plan to scrub from now on.
  ///   - progress: Where to pause it, 0…1.
  package func rescrub(_ next: TransitionPlan, at progress: Double) {
    guard !hasEnded else { return }
    clock?.stop()
    clock = nil
    release = nil
    let stopping = animators
    animators = []
    for animator in stopping where animator.state == .active { animator.stopAnimation(true) }
    shownPlan = next
    isScrubbing = true
    for actor in next.actors { views[actor]?.apply(next.state(of: actor, at: 0)) }
    buildAnimators()
    for animator in animators { animator.pauseAnimation() }
    fractionComplete = CGFloat(min(max(progress, 0), 1))
  }

  /// How far the plan has run, 0…1, linear in time while interactive
  /// (`fractionComplete`).
  public var fractionComplete: CGFloat {
    get { mainAnimator?.fractionComplete ?? 0 }
    set {
      let clamped = min(max(newValue, 0), 1)
      for animator in animators { animator.fractionComplete = clamped }
      showUnanimated(shownPlan, at: Double(clamped) * shownPlan.duration)
    }
  }

  /// Lets go of a paused, scrubbed plan: runs it to the end or back to the start with the
  /// release timing (the core's `InteractiveRelease`), which carries the finger's velocity.
  ///
  /// - Parameter release: The release; its target decides finish or cancel.
  package func finish(with release: InteractiveRelease) {
    self.release = release
    runClock()
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
    clock?.stop()
    clock = nil
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
    stacking = [:]
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
      if finished, keepsOnFinish.contains(actor), let view = views[actor] {
        kept[actor] = view
      } else {
        views[actor]?.removeFromSuperview()
      }
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
    if let onAnimationsEnded {
      self.onAnimationsEnded = nil
      onAnimationsEnded(position == .start ? false : position == .end || release?.finishes != false)
      return
    }
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
      if let id = actor.matchedPairID,
        let snapshot = snapshotSources[id]?.snapshotView(afterScreenUpdates: false)
      {
        view = snapshot
      } else {
        view = state.blurFraction == nil ? UIView() : BlurView(style: blurStyle)
      }
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

  /// Starts the frame clock: each frame shows what UIView animations cannot animate at the
  /// time the animators show (since the start while the plan plays on its own, along the
  /// release while it settles).
  private func runClock() {
    clock?.stop()
    clockStamp = CACurrentMediaTime()
    clockElapsed = 0
    clock = FrameClock { [weak self] timestamp in self?.tick(timestamp) }
  }

  private func tick(_ timestamp: TimeInterval) {
    guard !hasEnded else { return }
    let step = max(timestamp - clockStamp, 0)
    clockStamp = timestamp
    if let retargeting {
      clockElapsed += step
      guard clockElapsed < retargeting.plan.duration else {
        showBlend(at: retargeting.plan.duration)
        clock?.stop()
        clock = nil
        self.retargeting = nil
        if let onAnimationsEnded {
          self.onAnimationsEnded = nil
          onAnimationsEnded(true)
        } else {
          end(finished: true)
        }
        return
      }
      showBlend(at: clockElapsed)
      return
    }
    if let main = mainAnimator, main.isRunning {
      clockElapsed += main.isReversed && release == nil ? -step : step
    }
    let elapsed = max(clockElapsed, 0)
    if let release {
      let progress = min(max(release.progress(at: elapsed), 0), 1)
      showUnanimated(shownPlan, at: progress * shownPlan.duration)
    } else {
      showUnanimated(shownPlan, at: elapsed)
    }
  }

  /// Whether any keyframe of `plan` sets what UIView animations cannot animate (a layer shadow
  /// or a zIndex), which `showUnanimated(_:at:)` then follows.
  private static func setsUnanimatedProperties(_ plan: TransitionPlan) -> Bool {
    plan.tracks.contains { track in
      track.keyframes.contains { $0.state.shadow != nil || $0.state.zIndex != nil }
    }
  }

  /// Applies the properties UIView animations cannot animate, as `plan` has them at `time`:
  /// each view's layer shadow, and the stacking when a zIndex changed.
  private func showUnanimated(_ plan: TransitionPlan, at time: TimeInterval) {
    guard setsUnanimated else { return }
    // One sampling of the whole plan into a reused frame (re-laid when the plan changes):
    // cheaper than resolving each actor on its own (curtain-bench's frame.unanimated).
    // Taken out first, so that its storage is not shared while it is refilled.
    var frame = unanimatedFrame ?? plan.makeFrame()
    unanimatedFrame = nil
    plan.sample(at: time, into: &frame)
    unanimatedFrame = frame
    var states: [ActorID: ViewState] = [:]
    for (actor, state) in zip(frame.actors, frame.states) {
      guard let view = views[actor] else { continue }
      states[actor] = state
      if let shadow = state.shadow {
        var shown = ViewState()
        shown.shadow = shadow
        view.apply(shown)
      }
    }
    applyStacking(states)
  }

  private func applyStacking(_ states: [ActorID: ViewState]) {
    let indices = states.compactMapValues(\.zIndex)
    guard indices != stacking else { return }
    stacking = indices
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

  /// A state without what UIKit does not animate in a UIView animation block.
  ///
  /// `isHidden` would apply at the start: the plan keeps a view visible while it runs if either
  /// end is visible (`TransitionPlan`'s sampling rules), and the end state applies it in
  /// ``end(finished:)``. The layer's shadow would jump to its end value: the frame clock moves
  /// it along the plan instead.
  private static func animatable(_ state: ViewState) -> ViewState {
    var state = state
    state.isHidden = nil
    state.shadow = nil
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
/// A display link that calls a closure every frame with its timestamp, until stopped.
///
/// Core Animation's `CADisplayLink` with target-action where the Objective-C runtime exists; the
/// UIKit model's closure form on Linux (Tests/UIKitStub), which has no selectors. The link holds
/// this object, which holds the closure; ``stop()`` invalidates the link and breaks that cycle.
@MainActor
final class FrameClock: NSObject {
  private let handler: @MainActor (TimeInterval) -> Void
  private var link: CADisplayLink?

  init(_ handler: @escaping @MainActor (TimeInterval) -> Void) {
    self.handler = handler
    super.init()
    #if canImport(ObjectiveC)
    let link = CADisplayLink(target: self, selector: #selector(FrameClock.objcFire(_:)))
    #else
    let link = CADisplayLink.modelWithAction { [weak self] link in self?.fire(link) }
    #endif
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  func fire(_ link: CADisplayLink) {
    handler(link.timestamp)
  }

  func stop() {
    link?.invalidate()
    link = nil
  }
}

#if canImport(ObjectiveC)
extension FrameClock {
  @objc fileprivate func objcFire(_ link: CADisplayLink) { fire(link) }
}
#endif
#endif
