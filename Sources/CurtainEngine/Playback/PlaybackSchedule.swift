import Curtain
import Foundation

/// How a player built on property animators (`UIViewPropertyAnimator`) plays a
/// ``TransitionPlan``: one animator per group of tracks that share a timing, each track as a
/// list of keyframe segments.
///
/// A plain value computed from the plan, so that what the UIKit player does is tested on every
/// platform. Two forms, matching the headless player:
/// - ``init(plan:)`` keeps every track's own timing: one group per distinct
///   ``AnimationTiming`` (curve or spring, duration and delay), started after its delay. An
///   actor whose tracks would set one property on two animators (a chain of animations) is
///   baked instead: one linear group of keyframes sampled from the plan
///   (``contendedActors(in:)``). A composed timing (a cover's or a slide's curve composed with
///   a spring) is baked too: its group is linear, its tracks keyframed from the core's curve
///   (``composedKeyframesPerSecond``), since UIKit's `.composed` curve is only partly
///   documented.
/// - ``init(interactive:)`` is for a transition that follows a finger: a single linear group
///   as long as the whole plan, each track placed inside it by relative start and duration, so
///   that `fractionComplete` scrubs linearly, as the headless player's interactive progress.
///
/// ```swift
/// let schedule = PlaybackSchedule(plan: plan)
/// for group in schedule.groups {
///   // let animator = UIViewPropertyAnimator(duration: group.duration, timingParameters: …)
///   // for entry in group.entries { keyframes from entry.segments }
///   // animator.startAnimation(afterDelay: group.delay)
/// }
/// ```
package struct PlaybackSchedule: Hashable, Sendable {
  /// One keyframe step of a track: where it starts and how long it lasts, as fractions of the
  /// group's duration (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`), and the
  /// state the actor reaches at its end.
  package struct Segment: Hashable, Sendable {
    /// The start, as a fraction of the group's duration (0…1).
    package let relativeStart: Double
    /// The length, as a fraction of the group's duration (0…1).
    package let relativeDuration: Double
    /// The state at the end of the segment; properties it leaves `nil` do not move.
    package let state: ViewState
  }

  /// One track inside a group.
  package struct Entry: Hashable, Sendable {
    /// The track's index in ``TransitionPlan/tracks``.
    package let trackIndex: Int
    /// The actor the track moves.
    package let actor: ActorID
    /// The state the actor has when the track starts (its first keyframe, completed with every
    /// property a later keyframe sets).
    package let from: ViewState
    /// The steps, in order; a two-keyframe track has one segment from 0 to 1, which a player
    /// applies directly inside the animation block, without `animateKeyframes`.
    package let segments: [Segment]

    /// Whether the track needs `UIView.animateKeyframes` (more than one segment, or one that
    /// does not span the whole group).
    package var needsKeyframes: Bool {
      segments.count != 1 || segments[0].relativeStart != 0 || segments[0].relativeDuration != 1
    }
  }

  /// Tracks that run on one animator.
  package struct Group: Hashable, Sendable {
    /// The animator's timing.
    package let timing: TimingParameters
    /// The animator's duration, in seconds.
    ///
    /// For a spring, Core Animation settles on its own
    /// clock; this is the plan's duration for the track.
    package let duration: TimeInterval
    /// How long to wait before starting, in seconds (`startAnimation(afterDelay:)`).
    package let delay: TimeInterval
    /// The tracks, in plan order.
    package let entries: [Entry]
  }

  /// The groups, in order of their first track in the plan.
  package let groups: [Group]
  /// The plan's duration, in seconds: when the last group ends.
  package let duration: TimeInterval

  /// Groups a plan's tracks by timing, for a transition that plays on its own.
  ///
  /// A group of a composed timing runs linearly over the timing's duration and delay, each of
  /// its tracks as keyframes every 1/``composedKeyframesPerSecond`` s holding the track's own
  /// state at that time (the core's composed curve), so that no player hands UIKit a
  /// `.composed` curve.
  ///
  /// The tracks of a contended actor (``contendedActors(in:)``) are left out of the timing
  /// groups; each such actor gets one linear group from its first track's start to its last
  /// track's end, with a keyframe every 1/``bakedKeyframesPerSecond`` s holding the plan's
  /// state at that time, so that one animator alone moves it. Its ``Entry/trackIndex`` is its
  /// first track's.
  ///
  /// - Parameter plan: The plan to play.
  package init(plan: TransitionPlan) {
    let baked = Self.contendedActors(in: plan)
    var order: [AnimationTiming] = []
    var members: [AnimationTiming: [Int]] = [:]
    for (index, track) in plan.tracks.enumerated() where !baked.contains(track.actor) {
      if members[track.timing] == nil { order.append(track.timing) }
      members[track.timing, default: []].append(index)
    }
    let keyframes = plan.compiled.completedKeyframes
    var groups = order.map { timing in
      let indices = members[timing] ?? []
      if case .composed = timing.kind {
        return Self.composedGroup(timing: timing, indices: indices, in: plan)
      }
      return Group(
        timing: TimingParameters(timing.kind), duration: timing.duration, delay: timing.delay,
        entries: indices.map { index in
          Self.entry(
            index: index, actor: plan.tracks[index].actor, keyframes: keyframes[index],
            start: 0, length: 1)
        })
    }
    for actor in plan.actors where baked.contains(actor) {
      if let group = Self.bakedGroup(for: actor, in: plan) { groups.append(group) }
    }
    self.groups = groups
    duration = plan.duration
  }

  /// How many keyframes per second a baked group samples (see ``init(plan:)``).
  package static let bakedKeyframesPerSecond = 60.0

  /// How many keyframes per second a composed track is baked into (see ``init(plan:)``).
  ///
  /// The keyframes are joined by straight chords, which cut the spring's curve between them:
  /// at 1,200 per second the chord error of Jelly's default cover (an 844-pt move over 0.5 s)
  /// stays under 0.2 pt for every spring preset on a linear curve, well inside what a frame
  /// shows; it grows as the square of the spring's frequency, so a shorter or looser spring
  /// cuts more (PlaybackScheduleComposedTests).
  package static let composedKeyframesPerSecond = 1200.0

  /// The actors whose tracks would run on different animators while setting a property in
  /// common: a chain such as AZTransitions' `animate … completion: { animate … }` gives one
  /// actor two tracks on the same property with different timings.
  ///
  /// Two property animators changing one property of one view combine additively in UIKit, so
  /// such an actor's motion is not left to them: ``init(plan:)`` bakes it into one linear
  /// keyframe group instead.
  ///
  /// - Parameter plan: The plan.
  /// - Returns: The contended actors.
  package static func contendedActors(in plan: TransitionPlan) -> Set<ActorID> {
    var seen: [ActorID: [(timing: AnimationTiming, properties: Set<String>)]] = [:]
    var contended: Set<ActorID> = []
    for track in plan.tracks {
      var properties: Set<String> = []
      for keyframe in track.keyframes { properties.formUnion(keyframe.state.setProperties) }
      let earlier = seen[track.actor] ?? []
      if earlier.contains(where: {
        $0.timing != track.timing && !$0.properties.isDisjoint(with: properties)
      }) {
        contended.insert(track.actor)
      }
      seen[track.actor] = earlier + [(track.timing, properties)]
    }
    return contended
  }

  /// One linear group in place of a composed timing's animator: each track of `indices` as
  /// keyframes every 1/``composedKeyframesPerSecond`` s of the timing's duration, holding the
  /// track's own state at that time (the core's composed curve, `AnimationTiming.progress(at:)`,
  /// through the track's keyframes: what the headless player samples).
  ///
  /// UIKit's `.composed` type "starts with the curve defined by the cubicTimingParameters
  /// property and modifies it using the spring information", and no more is documented, so a
  /// player does not hand it to UIKit: only the track's own properties are set, so the actor's
  /// other tracks keep their animators.
  private static func composedGroup(
    timing: AnimationTiming, indices: [Int], in plan: TransitionPlan
  ) -> Group {
    let length = timing.duration
    let keyframes = plan.compiled.completedKeyframes
    let entries = indices.map { index in
      let actor = plan.tracks[index].actor
      // The track alone, sampled as the plan samples it: its keyframes all set the same
      // properties, so its states hold those and nothing of the actor's other tracks.
      let alone = TransitionPlan(
        validatedSetup: [],
        tracks: [Track(validatedActor: actor, keyframes: keyframes[index], timing: timing)],
        completionStates: [:], cancellationStates: [:])
      let segments = sampledSegments(
        from: timing.delay, length: length, perSecond: composedKeyframesPerSecond
      ) { alone.state(of: actor, at: $0) }
      return Entry(
        trackIndex: index, actor: actor, from: keyframes[index][0].state, segments: segments)
    }
    return Group(timing: .linear, duration: length, delay: timing.delay, entries: entries)
  }

  /// One linear group that moves `actor` through the plan's own states, sampled at
  /// ``bakedKeyframesPerSecond`` from its first track's start to its last track's end.
  private static func bakedGroup(for actor: ActorID, in plan: TransitionPlan) -> Group? {
    let indices = plan.tracks.indices.filter { plan.tracks[$0].actor == actor }
    guard let first = indices.first else { return nil }
    let start = indices.map { plan.tracks[$0].timing.delay }.min() ?? 0
    let end = indices.map { plan.tracks[$0].timing.endTime }.max() ?? start
    let length = end - start
    let segments = sampledSegments(from: start, length: length, perSecond: bakedKeyframesPerSecond)
    { plan.state(of: actor, at: $0) }
    let entry = Entry(
      trackIndex: first, actor: actor, from: plan.state(of: actor, at: start),
      segments: segments)
    return Group(timing: .linear, duration: length, delay: start, entries: [entry])
  }

  /// Equal linear segments over `length` seconds from `start`, one every 1/`perSecond` s (at
  /// least one), each holding `state` at its end: what ``composedGroup(timing:indices:in:)`` and
  /// ``bakedGroup(for:in:)`` play.
  private static func sampledSegments(
    from start: Double, length: Double, perSecond: Double, state: (Double) -> ViewState
  ) -> [Segment] {
    // A plan's timings are finite and bounded (a composed one's spring bounds its duration,
    // `Spring.naturalFrequencyRange`); the clamp only guards the conversion.
    let count = Int(clamping: (length * perSecond).rounded(.up), to: 1...100_000)
    return (1...count).map { step in
      Segment(
        relativeStart: Double(step - 1) / Double(count), relativeDuration: 1 / Double(count),
        state: state(start + length * Double(step) / Double(count)))
    }
  }

  /// One linear group spanning the whole plan, for a transition that follows a gesture.
  ///
  /// The group plays the plan's linear twin (``TransitionPlan/linearized()``, the one
  /// linearization the headless player and the animator contract use too): each track occupies
  /// `delay / duration` to `(delay + its duration) / duration` of the group and its keyframes
  /// subdivide that span. A plan that is linear already (a grabbed plan,
  /// ``TransitionPlan/grabbed(at:)``) plays as it is. The release uses ``InteractiveRelease``.
  ///
  /// - Parameter plan: The plan to scrub.
  package init(interactive plan: TransitionPlan) {
    let plan = plan.linearized()
    let total = plan.duration
    let keyframes = plan.compiled.completedKeyframes
    let entries = plan.tracks.enumerated().map { index, track in
      let start = total > 0 ? track.timing.delay / total : 0
      let length = total > 0 ? track.timing.duration / total : 1
      return Self.entry(
        index: index, actor: track.actor, keyframes: keyframes[index], start: start,
        length: length)
    }
    groups = [Group(timing: .linear, duration: total, delay: 0, entries: entries)]
    duration = total
  }

  /// The fraction of a group of `duration` seconds reached `time` seconds after it started:
  /// `time / duration` clamped to 0…1 (what `fractionComplete` reports for a linear animator).
  ///
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - duration: The length; 0 or less gives 1 for any time after the start.
  /// - Returns: The fraction, in 0…1.
  package static func fraction(at time: TimeInterval, duration: TimeInterval) -> Double {
    guard time.isFinite else { return time > 0 ? 1 : 0 }
    guard duration > 0 else { return time > 0 ? 1 : 0 }
    return min(max(time / duration, 0), 1)
  }

  /// The time, in seconds, at which a group of `duration` seconds reaches `fraction`:
  /// `fraction × duration`, the fraction clamped to 0…1.
  ///
  /// - Parameters:
  ///   - fraction: The fraction complete.
  ///   - duration: The length, in seconds.
  /// - Returns: The time, in 0…duration.
  package static func time(atFraction fraction: Double, duration: TimeInterval) -> TimeInterval {
    guard fraction.isFinite else { return 0 }
    return min(max(fraction, 0), 1) * max(duration, 0)
  }

  private static func entry(
    index: Int, actor: ActorID, keyframes: [Keyframe], start: Double, length: Double
  ) -> Entry {
    var segments: [Segment] = []
    for position in keyframes.indices.dropFirst() {
      let begin = keyframes[position - 1].relativeTime
      let end = keyframes[position].relativeTime
      segments.append(
        Segment(
          relativeStart: start + begin * length, relativeDuration: (end - begin) * length,
          state: keyframes[position].state))
    }
    return Entry(trackIndex: index, actor: actor, from: keyframes[0].state, segments: segments)
  }
}
