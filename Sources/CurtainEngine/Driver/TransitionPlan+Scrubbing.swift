import Curtain
import Foundation

// The plans a finger scrubs: Curtain's one linearization, shared by the headless player, the
// UIKit player's interactive schedule and the animator contract.
extension TransitionPlan {
  /// This plan with every track's timing replaced by a linear curve of the same delay and
  /// duration: what a finger scrubs (`UIViewPropertyAnimator.scrubsLinearly`).
  ///
  /// Sampled at `progress × duration`, each track shows the state its keyframes reach at the
  /// fraction of its own slot that time covers: progress 0 is exactly the plan's start and 1
  /// exactly the end of its tracks. Setup, initial, completion and cancellation states are kept.
  /// A plan that cannot be rebuilt (it always can: its parts are valid) is returned unchanged.
  ///
  /// - Returns: The linear twin of this plan.
  package func linearized() -> TransitionPlan {
    rebuilt { index, track in
      Track(
        validatedActor: track.actor, keyframes: track.keyframes,
        timing: Self.linearTiming(like: track.timing))
    }
  }

  /// The plan a finger scrubs after grabbing this plan while it plays on its own timing, and
  /// the progress to show at the grab.
  ///
  /// A linear plan like ``linearized()``, except that every track in flight at `time` has its
  /// keyframes re-timed so that, at progress `time ÷ duration`, it shows exactly the state this
  /// plan shows at `time` (its eased fraction, a spring's overshoot included): the grabbed
  /// actors do not jump. Within each such track the motion is piecewise linear: from the
  /// track's start to the grab state over the part of its slot already played, and from the grab
  /// state to its end over the rest. Progress 0 is still the plan's start and 1 its end, so a
  /// cancel restores the start and a finish lands on the end. Tracks that have not started, or
  /// have ended, are linearized unchanged.
  ///
  /// - Parameter time: Seconds since the start; clamped into `0...duration` (NaN reads as 0).
  /// - Returns: The plan to scrub and the progress (in `0...1`) that shows the grab state.
  package func grabbed(at time: TimeInterval) -> (plan: TransitionPlan, progress: Double) {
    let total = duration
    let time = time.isFinite ? min(max(time, 0), total) : 0
    guard total > 0 else { return (linearized(), 0) }
    let keyframes = compiled.completedKeyframes
    let plan = rebuilt { index, track in
      let timing = Self.linearTiming(like: track.timing)
      let slot = track.timing.duration
      let played = slot > 0 ? (time - track.timing.delay) / slot : 0
      guard played > 0, played < 1 else {
        return Track(validatedActor: track.actor, keyframes: track.keyframes, timing: timing)
      }
      let eased = track.timing.progress(at: time)
      return Track(
        validatedActor: track.actor,
        keyframes: Self.warped(keyframes[index], played: played, eased: eased),
        timing: timing)
    }
    return (plan, time / total)
  }

  /// Keyframes re-timed so that a linear clock at `played` shows the state the original
  /// keyframes reach at eased fraction `eased`: piecewise linear through (0, 0),
  /// (`played`, `eased`) and (1, 1).
  static func warped(_ keyframes: [Keyframe], played: Double, eased: Double) -> [Keyframe] {
    let grabState = state(of: keyframes, atFraction: eased)
    // Where a keyframe at eased fraction u lands on the linear clock.
    func place(_ u: Double) -> [Double] {
      var places: [Double] = []
      if eased > 0, u <= eased { places.append(u / eased * played) }
      if eased < 1, u >= eased { places.append(played + (u - eased) / (1 - eased) * (1 - played)) }
      return places
    }
    var placed: [(time: Double, state: ViewState, isGrab: Bool)] = [(played, grabState, true)]
    for keyframe in keyframes {
      for time in place(keyframe.relativeTime) {
        placed.append((min(max(time, 0), 1), keyframe.state, false))
      }
    }
    placed.sort { ($0.time, $0.isGrab ? 1 : 0) < ($1.time, $1.isGrab ? 1 : 0) }
    var result: [Keyframe] = []
    for entry in placed {
      // A keyframe at the grab time gives way to the grab state (they are equal up to rounding).
      if !entry.isGrab,
        placed.contains(where: { $0.isGrab && abs($0.time - entry.time) < 1e-12 })
      {
        continue
      }
      result.append(Keyframe(entry.time, entry.state))
    }
    // The ends hold the first and last keyframes (an eased fraction outside 0...1 reaches beyond
    // them, and the path comes back).
    if result.first?.relativeTime != 0 { result.insert(Keyframe(0, keyframes[0].state), at: 0) }
    if result.last?.relativeTime != 1 {
      result.append(Keyframe(1, keyframes[keyframes.count - 1].state))
    }
    return result
  }

  /// The state completed `keyframes` show at eased fraction `u`, as sampling finds it: the
  /// segment that holds `u` (the first or last one when it reaches beyond), blended.
  static func state(of keyframes: [Keyframe], atFraction u: Double) -> ViewState {
    var segment = 0
    while segment < keyframes.count - 2 && u >= keyframes[segment + 1].relativeTime {
      segment += 1
    }
    let low = keyframes[segment].relativeTime
    let span = keyframes[segment + 1].relativeTime - low
    let fraction = span == 1 ? u : (span > 0 ? (u - low) / span : 1)
    return keyframes[segment].state.interpolated(
      to: keyframes[segment + 1].state, fraction: fraction)
  }

  /// A linear timing with the delay and duration of `timing`.
  static func linearTiming(like timing: AnimationTiming) -> AnimationTiming {
    AnimationTiming(kind: .curve(.linear), duration: timing.duration, delay: timing.delay)
  }

  /// This plan with each track replaced; `self` if the result is not a valid plan.
  private func rebuilt(_ transform: (Int, Track) -> Track) -> TransitionPlan {
    do {
      return try TransitionPlan(
        setup: setup, initialStates: initialStates,
        tracks: tracks.enumerated().map { transform($0.offset, $0.element) },
        completionStates: completionStates, cancellationStates: cancellationStates)
    } catch {
      return self
    }
  }
}

extension TransitionPlan {
  /// What a spring's overshoot past the end (or the start) of this scrubbed, linear plan shows,
  /// as UIKit draws it: a track that spans the whole plan with two keyframes (the player sets
  /// its end state directly in the animator's block, one additive animation over the whole
  /// timeline) follows the progress beyond `0...1`, extrapolated
  /// (``ViewState/interpolated(to:fraction:)``); any other track holds the state it has at the
  /// nearer end (a keyframe of `UIView.animateKeyframes` clamps to its window).
  ///
  /// - Parameters:
  ///   - state: The actor's state at the progress clamped into `0...1`.
  ///   - actor: The actor.
  ///   - progress: The unclamped progress of a release.
  /// - Returns: `state` with the extrapolated properties on top; `state` itself within `0...1`.
  package func overshooting(
    _ state: ViewState, of actor: ActorID, atProgress progress: Double
  ) -> ViewState {
    guard progress.isFinite, progress < 0 || progress > 1 else { return state }
    let total = duration
    guard total > 0 else { return state }
    var result = state
    for (index, track) in tracks.enumerated() where track.actor == actor {
      let keyframes = compiled.completedKeyframes[index]
      guard keyframes.count == 2, track.timing.delay == 0, track.timing.duration == total
      else { continue }
      let moved = keyframes[0].state.interpolated(to: keyframes[1].state, fraction: progress)
      result = result.merging(moved)
    }
    return result
  }
}
