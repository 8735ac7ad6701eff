import Curtain
import Foundation

/// Curtain's one transition driver: the state machine that decides how a transition plays,
/// shared by the headless player and the UIKit player, which only interpret its effects.
///
/// A plain value. A player feeds it what happens (``Event``) and does what it returns
/// (``Effect``):
///
/// ```
///          start(interactive: false)          animationEnded
///  idle ──────────────────────────► animating ─────────────► ended(finished:)
///    │                                 │ grab(at:)
///    │ start(interactive: true)        ▼
///    └────────────────────────────► interactive ◄── update(progress:)
///                                      │   ▲
///                      release(…)      ▼   │ grab(at:) (regrab while it settles)
///                                   settling ──── reverse(at:) ───┐
///                                      │   ◄──────────────────────┘
///                                      │ settleEnded
///                                      ▼
///                             ended(finished: target == 1)
/// ```
///
/// `finish` and `cancel` end a running transition at once from any phase. ``Effect/complete(finished:)``
/// is returned exactly once in a driver's life, and it is always the last effect. An event that
/// does not fit the phase throws a ``Refusal`` and changes nothing; it never traps.
package struct TransitionDriver: Sendable {
  /// Where the transition is.
  package enum Phase: Equatable, Sendable {
    /// Not started.
    case idle
    /// Playing on its own timing.
    case animating
    /// Following a finger, paused at `progress` (0…1) on ``TransitionDriver/scrubPlan``.
    case interactive(progress: Double)
    /// Released: running to the release's target on its timing.
    case settling(InteractiveRelease)
    /// Ended, finished or cancelled.
    case ended(finished: Bool)
  }

  /// What happened to the transition.
  package enum Event: Equatable, Sendable {
    /// The transition starts, under a finger (`interactive`) or on its own timing.
    case start(interactive: Bool)
    /// The finger moved: scrub to `progress` (clamped into 0…1; must be finite).
    case update(progress: Double)
    /// The finger lifted: go to the end (`finishing`) or back to the start, with the finger's
    /// `velocity` in progress per second (positive towards the end; must be finite).
    case release(finishing: Bool, velocity: Double)
    /// A finger grabbed the transition `time` seconds after the current motion began: since
    /// the start while animating, since the release while settling.
    case grab(at: TimeInterval)
    /// While settling, `time` seconds after the release: turn around and settle to the other
    /// end, keeping the current progress and velocity.
    case reverse(at: TimeInterval)
    /// While playing on its own timing, `time` seconds after the start: go on with `plan` (the
    /// animator's plan for a changed destination), position and velocity continuous
    /// (``RetargetBlend``). Under a finger: scrub `plan`'s linear twin from the same progress,
    /// what was shown kept as a fading offset (``ScrubOffset``); `time` is not used then.
    case retarget(TransitionPlan, at: TimeInterval)
    /// The plan stopped playing on its own timing: at its end (`finished`), or back at its start
    /// (`false`: UIKit ran it backwards, as a cancelled percent-driven transition does).
    case animationEnded(finished: Bool)
    /// The release motion reached its target.
    case settleEnded
    /// End at once on the final states.
    case finish
    /// End at once on the cancelled states.
    case cancel
  }

  /// What a player must do.
  package enum Effect: Equatable, Sendable {
    /// Play the plan on its own timing from time 0.
    case play
    /// Stop what plays and show `plan` paused at `progress`, scrubbed linearly from now on (the
    /// plan's linear twin at the start, its ``TransitionPlan/grabbed(at:)`` plan after a grab).
    case scrub(TransitionPlan, progress: Double)
    /// Show the scrubbed plan at `progress`.
    case seek(progress: Double)
    /// Go on playing the blend's plan from its start time, shown through the blend.
    case retarget(RetargetBlend)
    /// Run from the release's start to its target with its timing (the finger's velocity).
    case settle(InteractiveRelease)
    /// Show the final states (`finished`) or the cancelled states at once.
    case jump(finished: Bool)
    /// Tell the system the transition ended; returned exactly once, last.
    case complete(finished: Bool)
  }

  /// Why an event was refused.
  package enum Refusal: Error, Equatable, Sendable {
    /// The event needs a started transition.
    case notStarted
    /// `start` came twice.
    case alreadyStarted
    /// The event needs a finger on the transition (`update`, `release`).
    case notInteractive
    /// The finger has already let go (`update` or `release` while settling).
    case alreadyReleased
    /// The event does not apply while the transition is in `phase`.
    case notApplicable(Event, phase: Phase)
    /// The transition has ended; nothing changes any more.
    case ended
    /// A progress, velocity or time that is not a finite number.
    case nonFinite(Event)
  }

  /// The plan being played (the latest one after a re-target).
  package private(set) var plan: TransitionPlan
  /// The blend of the last re-target, while it plays on its own timing; `nil` otherwise.
  package private(set) var blend: RetargetBlend?
  /// What a grab kept of a re-target still fading out, added to the scrubbed plan
  /// (``ScrubOffset``); `nil` when the grab came after any re-target had faded out.
  package private(set) var scrubOffset: ScrubOffset?
  /// Where the transition is now.
  package private(set) var phase: Phase = .idle
  /// The plan a finger scrubs: the plan's linear twin, or its grabbed plan after a grab of a
  /// playing transition; `nil` until a finger drives it.
  package private(set) var scrubPlan: TransitionPlan?

  /// A driver for `plan`, idle.
  ///
  /// - Parameter plan: The plan to play.
  package init(plan: TransitionPlan) {
    self.plan = plan
  }

  /// Whether the transition has started and not ended.
  package var isRunning: Bool {
    switch phase {
    case .animating, .interactive, .settling: return true
    case .idle, .ended: return false
    }
  }

  /// Whether a finger holds the transition now.
  package var isInteractive: Bool {
    if case .interactive = phase { return true }
    return false
  }

  /// Whether a grab would be accepted now (a playing or settling transition).
  package var canGrab: Bool {
    switch phase {
    case .animating, .settling: return true
    case .idle, .interactive, .ended: return false
    }
  }

  /// Feeds an event and returns what to do, in order.
  ///
  /// - Parameter event: What happened.
  /// - Returns: The effects; empty when nothing visible changes.
  /// - Throws: ``Refusal`` when the event does not fit the phase; the driver is unchanged.
  package mutating func apply(_ event: Event) throws(Refusal) -> [Effect] {
    if case .ended = phase { throw .ended }
    switch event {
    case .start(let interactive):
      guard phase == .idle else { throw .alreadyStarted }
      if interactive {
        let linear = plan.linearized()
        scrubPlan = linear
        phase = .interactive(progress: 0)
        return [.scrub(linear, progress: 0)]
      }
      phase = .animating
      return [.play]
    case .update(let progress):
      guard progress.isFinite else { throw .nonFinite(event) }
      switch phase {
      case .interactive:
        let clamped = min(max(progress, 0), 1)
        phase = .interactive(progress: clamped)
        return [.seek(progress: clamped)]
      case .idle: throw .notStarted
      case .settling: throw .alreadyReleased
      default: throw .notInteractive
      }
    case .release(let finishing, let velocity):
      guard velocity.isFinite else { throw .nonFinite(event) }
      switch phase {
      case .interactive(let progress):
        let release = InteractiveRelease(
          plan: plan, from: progress, to: finishing ? 1 : 0, velocity: velocity)
        return settle(release)
      case .idle: throw .notStarted
      case .settling: throw .alreadyReleased
      default: throw .notInteractive
      }
    case .grab(let time):
      guard time.isFinite else { throw .nonFinite(event) }
      switch phase {
      case .animating:
        // The grab scrubs the current plan; what a re-target still fading out adds is kept as
        // an offset that fades with the finger's distance from the grab.
        let grabbed = plan.grabbed(at: max(time, 0))
        if let blend, time < blend.start + blend.window {
          let at = grabbed.progress * grabbed.plan.duration
          scrubOffset = ScrubOffset(
            shown: { blend.state(of: $0, at: time) },
            scrubbed: { grabbed.plan.state(of: $0, at: at) }, actors: plan.actors,
            progress: grabbed.progress)
        }
        blend = nil
        scrubPlan = grabbed.plan
        phase = .interactive(progress: grabbed.progress)
        return [.scrub(grabbed.plan, progress: grabbed.progress)]
      case .settling(let release):
        let progress = min(max(release.progress(at: max(time, 0)), 0), 1)
        let scrubbed = scrubPlan ?? plan.linearized()
        scrubPlan = scrubbed
        phase = .interactive(progress: progress)
        return [.scrub(scrubbed, progress: progress)]
      case .idle: throw .notStarted
      default: throw .notApplicable(event, phase: phase)
      }
    case .reverse(let time):
      guard time.isFinite else { throw .nonFinite(event) }
      guard case .settling(let release) = phase else {
        if phase == .idle { throw .notStarted }
        throw .notApplicable(event, phase: phase)
      }
      let elapsed = max(time, 0)
      let progress = release.progress(at: elapsed)
      let velocity = release.velocity(at: elapsed)
      return settle(
        InteractiveRelease(
          plan: plan, from: progress, to: release.finishes ? 0 : 1, velocity: velocity))
    case .retarget(let next, let time):
      guard time.isFinite else { throw .nonFinite(event) }
      if case .interactive(let progress) = phase { return retargetScrub(to: next, at: progress) }
      guard phase == .animating else {
        if phase == .idle { throw .notStarted }
        throw .notApplicable(event, phase: phase)
      }
      let shownPlan = plan
      let shownBlend = blend
      let actors = Array(Set(shownPlan.actors).intersection(next.actors))
      let retarget = RetargetBlend(
        from: { actor, at in
          shownBlend?.state(of: actor, at: at) ?? shownPlan.state(of: actor, at: at)
        }, actors: actors, at: time, to: next)
      plan = next
      blend = retarget
      return [.retarget(retarget)]
    case .animationEnded(let finished):
      guard phase == .animating else {
        if phase == .idle { throw .notStarted }
        throw .notApplicable(event, phase: phase)
      }
      return end(finished: finished, jump: false)
    case .settleEnded:
      guard case .settling(let release) = phase else {
        if phase == .idle { throw .notStarted }
        throw .notApplicable(event, phase: phase)
      }
      return end(finished: release.finishes, jump: false)
    case .finish, .cancel:
      guard phase != .idle else { throw .notStarted }
      return end(finished: event == .finish, jump: true)
    }
  }

  /// A re-target while a finger holds the transition at `progress`: the finger scrubs the new
  /// plan's linear twin from now on, and what was shown differs from it by an offset that fades
  /// with the finger's distance from `progress` (``ScrubOffset``, as after a grab of a fading
  /// re-target), so nothing jumps and progress 0 and 1 are exactly the new plan's start and end.
  private mutating func retargetScrub(to next: TransitionPlan, at progress: Double) -> [Effect] {
    let shownPlan = scrubPlan ?? plan.linearized()
    let shownOffset = scrubOffset
    let linear = next.linearized()
    let shownAt = progress * shownPlan.duration
    let nextAt = progress * linear.duration
    scrubOffset = ScrubOffset(
      shown: { actor in
        let state = shownPlan.state(of: actor, at: shownAt)
        return shownOffset?.adjusted(state, of: actor, at: progress) ?? state
      },
      scrubbed: { linear.state(of: $0, at: nextAt) },
      actors: Array(Set(shownPlan.actors).intersection(linear.actors)), progress: progress)
    plan = next
    blend = nil
    scrubPlan = linear
    return [.scrub(linear, progress: progress)]
  }

  private mutating func settle(_ release: InteractiveRelease) -> [Effect] {
    guard release.timing != nil else { return end(finished: release.finishes, jump: true) }
    phase = .settling(release)
    return [.settle(release)]
  }

  private mutating func end(finished: Bool, jump: Bool) -> [Effect] {
    phase = .ended(finished: finished)
    return jump
      ? [.jump(finished: finished), .complete(finished: finished)] : [.complete(finished: finished)]
  }
}
