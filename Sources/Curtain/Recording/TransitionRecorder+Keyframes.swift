import Foundation

extension TransitionRecorder {
  /// Identifies one actor's keyframes inside one keyframe animation (its timing).
  struct KeyframeRunKey: Hashable {
    let actor: ActorID
    let timing: AnimationTiming
  }

  /// The keyframes of one actor recorded so far in one keyframe animation: the entry of its
  /// track, its keyframes up to where the last one ends (without the hold to 1), and that end.
  struct KeyframeRun {
    var entry: Int
    var keyframes: [Keyframe]
    var end: Double
  }

  /// Records the track of one keyframe (`from` at `start`, `to` at `end`, fractions of
  /// `timing`) for `actor`.
  ///
  /// UIKit plays the keyframes of one `animateKeyframes` as one keyframe animation per
  /// property: a later keyframe takes over where the earlier ones end, and before its start
  /// the earlier ones play. So a keyframe that starts where (or after) the actor's previous
  /// keyframe of the same animation ends extends that track instead of adding one whose hold
  /// before its start would cover it (AZTransitions' AlphaByStepTransition fades a view to
  /// 0.5 and back in two keyframes). An overlapping keyframe stays a track of its own.
  func recordKeyframe(
    actor: ActorID, from: ViewState, to: ViewState, start: Double, end: Double,
    timing: AnimationTiming
  ) {
    let key = KeyframeRunKey(actor: actor, timing: timing)
    if let run = keyframeRuns[key], start >= run.end, end > start, run.entry < entries.count,
      let last = run.keyframes.last
    {
      // Every keyframe carries every property either keyframe sets: before this keyframe
      // its properties keep the value it starts from.
      var keyframes = run.keyframes.map { Keyframe($0.relativeTime, from.merging($0.state)) }
      let held = from.merging(last.state)
      if start > run.end { keyframes.append(Keyframe(start, held)) }
      keyframes.append(Keyframe(end, held.merging(to)))
      entries[run.entry] = .track(
        Track(validatedActor: actor, keyframes: Self.held(keyframes), timing: timing))
      keyframeRuns[key] = KeyframeRun(entry: run.entry, keyframes: keyframes, end: end)
      return
    }
    var keyframes = [Keyframe(0, from)]
    if start > 0 { keyframes.append(Keyframe(start, from)) }
    keyframes.append(Keyframe(end, to))
    entries.append(
      .track(Track(validatedActor: actor, keyframes: Self.held(keyframes), timing: timing)))
    keyframeRuns[key] = KeyframeRun(entry: entries.count - 1, keyframes: keyframes, end: end)
  }

  /// `keyframes` held at their last state to the animation's end.
  private static func held(_ keyframes: [Keyframe]) -> [Keyframe] {
    guard let last = keyframes.last, last.relativeTime < 1 else { return keyframes }
    return keyframes + [Keyframe(1, last.state)]
  }
}
