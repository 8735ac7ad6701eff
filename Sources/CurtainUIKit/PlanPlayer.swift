#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// Plays a `TransitionPlan` on real views with `UIViewPropertyAnimator`s, as the bridge's
/// transition driver says.
///
/// The player does what the headless player does, with UIKit: it inserts the plan's temporary
/// views (setup steps: snapshots via `snapshotView(afterScreenUpdates:)`, plain views, blur
/// views), shows every actor's starting state, builds one property animator per timing group of
/// the core's `PlaybackSchedule` (a single linear one when interactive), and at the end applies the
/// completion or cancellation states and removes the temporary views. It decides nothing: when
/// every animator has ended it tells ``onAnimationsEnded``, and ``TransitionBridge`` lets the
/// core's `TransitionDriver` say how the transition ends.
///
/// What a UIView animation cannot animate follows the plan frame by frame, on a ``FrameClock``:
/// the layer's shadow (opacity, radius, offset, colour) takes the plan's value at the time shown,
/// and a `zIndex` the plan changes mid-transition reorders the views at that time. A re-targeted
/// transition (and a scrub that keeps a re-target's fading difference) is shown frame by frame
/// whole (`PlanPlayer+Sampling.swift`).
@MainActor
package final class PlanPlayer {
  /// Whether the plan is scrubbed by a gesture (one linear animator) rather than timed.
  package let isInteractive: Bool
  /// The blur style for blur views the plan inserts.
  package var blurStyle: UIBlurEffect.Style = .dark
  /// The source views of matched pairs, by match id.
  ///
  /// A plan's `ActorID.matched(id)` actor is inserted as a snapshot of the view
  /// (`snapshotView(afterScreenUpdates: false)`; the source is on screen) rather than a plain
  /// view. Set before ``prepare()``.
  package var snapshotSources: [String: UIView] = [:]
  /// Called once every animator has ended on its own (or a motion shown frame by frame has
  /// reached its end), with whether they ended at the end (`false`: back at the start).
  package var onAnimationsEnded: (@MainActor (Bool) -> Void)?
  /// The temporary actors whose views stay in the container when the plan finishes.
  ///
  /// The zoom's dim behind a screen presented into a smaller frame; ``kept`` holds them then.
  /// Cancelled, they leave as every temporary view does.
  package var keepsOnFinish: Set<ActorID> = []
  /// The temporary views ``end(finished:on:)`` left in the container (``keepsOnFinish``).
  package private(set) var kept: [ActorID: UIView] = [:]
  /// The animator UIKit interrupts.
  ///
  /// The single linear one when interactive, otherwise the one that ends last. Built by
  /// ``prepare()``.
  package private(set) var mainAnimator: UIViewPropertyAnimator?
  /// Whether one linear animator scrubs the plan (an interactive player, or one grabbed while
  /// it played), rather than timed groups.
  package private(set) var isScrubbing: Bool

  let container: UIView
  var views: [ActorID: UIView]
  var temporary: [ActorID] = []
  /// The given views as they were before ``prepare()`` touched them, restored on cancel.
  var restorePoints: [ActorID: ViewRestorePoint] = [:]
  /// The container's size when the restore points were taken.
  var restoreSize: CGSize?
  var animators: [UIViewPropertyAnimator] = []
  var running = 0
  var hasStarted = false
  var hasEnded = false
  /// The release motion being shown, while it settles.
  var release: InteractiveRelease?
  /// The plan the animators play: the driver's plan, its linear twin or its grabbed plan.
  var shownPlan: TransitionPlan {
    didSet { setsUnanimated = Self.setsUnanimatedProperties(shownPlan) }
  }
  /// Whether `shownPlan` sets a layer shadow or a zIndex anywhere: when it does not, the frame
  /// clock only keeps time and samples nothing.
  var setsUnanimated = false
  /// What is shown frame by frame instead of by the animators, if anything.
  var sampling: Sampling?
  /// The progress shown while ``sampling`` scrubs.
  var sampledProgress = 0.0
  /// The frame clock; running while the animators (or the sampled motion) run on their own.
  var clock: FrameClock?
  /// The timestamp of the clock's last frame (or of its start).
  var clockStamp: TimeInterval = 0
  /// How long the animators have run since the clock started (since the start of the plan, or
  /// of the release): only time in which the main animator runs counts, backwards while it runs
  /// reversed on its own timing.
  var clockElapsed: TimeInterval = 0
  /// The zIndex order last applied, to reorder only when it changes.
  var stacking: [ActorID: Int] = [:]
  /// The frame the frame clock samples the shown plan into, reused from frame to frame.
  var unanimatedFrame: PlanFrame?
  /// The paused animators of the plan's outside segments, by the segment's actor.
  ///
  /// Each (made by ``OutsideAnimationRunner``) is shown at the progress of its track, frame by
  /// frame, and finished with the transition. Set before ``prepare()``.
  package var outsideAnimators: [ActorID: UIViewPropertyAnimator] = [:]

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - plan: The plan to play; a finger scrubs its linear twin when `interactive`.
  ///   - container: The view temporary actors are inserted into.
  ///   - views: The views standing for the plan's actors; an actor without a view is skipped,
  ///     except temporary actors, which the setup steps create unless a view is given (a
  ///     presentation controller passes its own persistent background).
  ///   - interactive: Whether a gesture scrubs the plan.
  package init(
    plan: TransitionPlan, container: UIView, views: [ActorID: UIView], interactive: Bool = false
  ) {
    self.container = container
    self.views = views
    self.isInteractive = interactive
    shownPlan = interactive ? plan.linearized() : plan
    setsUnanimated = Self.setsUnanimatedProperties(shownPlan)
    isScrubbing = interactive
  }

  /// Inserts the temporary views, shows the starting states and builds the animators.
  package func prepare() {
    guard animators.isEmpty, !hasEnded else { return }
    restorePoints = views.mapValues(ViewRestorePoint.init)
    restoreSize = container.bounds.size
    for step in shownPlan.setup { insert(step) }
    for actor in shownPlan.actors {
      views[actor]?.apply(shownPlan.state(of: actor, at: 0))
    }
    showUnanimated(shownPlan, at: 0)
    buildAnimators()
  }

  /// One property animator per group of the schedule of ``shownPlan``.
  private func buildAnimators() {
    let schedule =
      isScrubbing ? PlaybackSchedule(interactive: shownPlan) : PlaybackSchedule(plan: shownPlan)
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

  /// Starts every animator after its group's delay, once (a plan UIKit already ran through the
  /// vended animator is not started again).
  package func start() {
    prepare()
    guard !hasStarted, !hasEnded, running == animators.count else { return }
    hasStarted = true
    let schedule = PlaybackSchedule(plan: shownPlan)
    runClock()
    for (index, animator) in animators.enumerated() {
      let delay = index < schedule.groups.count ? schedule.groups[index].delay : 0
      if delay > 0 {
        animator.startAnimation(afterDelay: delay)
      } else {
        animator.startAnimation()
      }
    }
  }

  /// Holds a scrubbed plan where it is: stops the release's frame clock and pauses the
  /// animators (a transition that starts under a finger, or one regrabbed while its release
  /// settles; the caller then sets ``fractionComplete``).
  package func hold() {
    clock?.stop()
    clock = nil
    release = nil
    prepare()
    hasStarted = true
    if sampling == nil { for animator in animators { animator.pauseAnimation() } }
  }

  /// Takes a playing plan over for a finger: stops the timed animators where they are and
  /// scrubs `next` (the core's grabbed plan, which shows at `progress` exactly what the plan
  /// showed when grabbed) with one linear animator, paused at `progress`.
  ///
  /// The stopped animators end without their completions (`stopAnimation(true)`); the views
  /// are set to `next`'s start and the new animator, paused at `progress`, shows the grab state,
  /// all before the next frame is drawn. With an `offset` (the grab came while a re-target still
  /// faded out: the driver's `ScrubOffset`) the scrub is shown frame by frame instead, `next`
  /// with the offset's share at each progress, as the headless player shows it.
  ///
  /// - Parameters:
  ///   - next: The plan to scrub from now on.
  ///   - progress: Where to pause it, 0…1.
  ///   - offset: What the grab keeps of a fading re-target, if anything.
  package func rescrub(_ next: TransitionPlan, at progress: Double, offset: ScrubOffset?) {
    guard !hasEnded else { return }
    clock?.stop()
    clock = nil
    release = nil
    hasStarted = true
    let stopping = animators
    for animator in stopping where animator.state == .active { animator.stopAnimation(true) }
    shownPlan = next
    isScrubbing = true
    if let offset {
      sampling = .scrub(next, offset)
      sampledProgress = min(max(progress, 0), 1)
      showSampled()
      return
    }
    sampling = nil
    animators = []
    for actor in next.actors { views[actor]?.apply(next.state(of: actor, at: 0)) }
    buildAnimators()
    for animator in animators { animator.pauseAnimation() }
    fractionComplete = CGFloat(min(max(progress, 0), 1))
  }

  /// How far the plan has run, 0…1, linear in time while interactive
  /// (`fractionComplete`).
  package var fractionComplete: CGFloat {
    get {
      if case .scrub = sampling { return CGFloat(sampledProgress) }
      return mainAnimator?.fractionComplete ?? 0
    }
    set {
      let clamped = min(max(newValue, 0), 1)
      if case .scrub = sampling {
        sampledProgress = Double(clamped)
        showSampled()
        return
      }
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
    if case .scrub = sampling { return }
    let parameters = release.timingParameters.map(Self.provider(for:))
    let factor = CGFloat(release.durationFactor(planDuration: shownPlan.duration))
    for animator in animators {
      animator.isReversed = release.isReversed
      animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    }
  }

  /// Ends the plan at once.
  ///
  /// Applies `plan`'s completion states when `finished`, its cancellation states otherwise,
  /// and removes the temporary views (but those in ``keepsOnFinish`` when finished). Running
  /// animators are stopped.
  ///
  /// - Parameters:
  ///   - finished: Whether the transition completed.
  ///   - plan: The driver's plan (the latest one after a re-target).
  package func end(finished: Bool, on plan: TransitionPlan) {
    guard !hasEnded else { return }
    hasEnded = true
    clock?.stop()
    clock = nil
    sampling = nil
    onAnimationsEnded = nil
    for animator in animators where animator.state == .active {
      animator.stopAnimation(true)
    }
    endOutside(finished: finished)
    var ends: [ActorID: ViewState] = [:]
    for actor in plan.actors {
      let state = finished ? plan.finalState(of: actor) : plan.cancelledState(of: actor)
      ends[actor] = state
      views[actor]?.apply(state)
    }
    // The plan's stacking at the end (a zIndex a track changes later than time 0).
    stacking = [:]
    applyStacking(ends, order: plan.actors)
    // Cancelled: every view that was there before ends as it began, by the core's restore set
    // (`CancelRestore`, the headless player's too): exactly, or, once the container changed
    // size (a rotation), on the re-targeted plan's cancelled frames and the presentation
    // controller's layout rather than the old size's (found by the UIKit fuzz, seed 91156).
    if !finished {
      let restore = CancelRestore(
        containerResized: restoreSize.map { $0 != container.bounds.size } ?? false)
      for (actor, point) in restorePoints {
        if let view = views[actor] { point.restore(view, geometry: restore.restoresFrames) }
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
  }

  /// Tells ``onAnimationsEnded`` once.
  func animationsEnded(atEnd: Bool) {
    guard let onAnimationsEnded else { return }
    self.onAnimationsEnded = nil
    onAnimationsEnded(atEnd)
  }

  private func animatorEnded(at position: UIViewAnimatingPosition) {
    running -= 1
    guard running <= 0, sampling == nil else { return }
    animationsEnded(
      atEnd: position == .start ? false : position == .end || release?.finishes != false)
  }
}
#endif
