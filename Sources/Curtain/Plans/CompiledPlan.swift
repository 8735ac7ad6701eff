import Foundation

/// A plan prepared for sampling: actors numbered, tracks sorted by start time with every
/// keyframe completed, distinct timings shared, and each actor's state before any track starts.
///
/// Immutable once built; shared by every copy of a ``TransitionPlan``.
package final class CompiledPlan: Sendable {
  /// A track reduced to plain numbers, so that sampling touches no reference-counted storage.
  struct CompiledTrack: Sendable {
    var actorIndex: Int
    var timingIndex: Int
    var start: Double
    var duration: Double
    /// Where the track's keyframe times begin in ``CompiledPlan/keyframeTimes``, and how many
    /// there are.
    var firstKeyframe: Int
    var keyframeCount: Int
    /// Which properties the track's keyframes set (``ViewState/PropertyMask``).
    var properties: ViewState.PropertyMask
    /// Where the track's values begin in ``CompiledPlan/values``: `width` numbers per keyframe.
    var firstValue: Int
    var width: Int
  }

  let actors: [ActorID]
  let actorIndex: [ActorID: Int]
  /// Each actor's state before any of its tracks starts.
  let base: [ViewState]
  /// Tracks in order of start time (stable for equal starts).
  let tracks: [CompiledTrack]
  /// Track indices per actor, in start order.
  let tracksByActor: [[Int]]
  let timings: [AnimationTiming]
  /// Each track's keyframes as sampling sees them (every keyframe sets the same properties), in
  /// the plan's track order: what ``TransitionPlan/reversed()`` mirrors.
  package let completedKeyframes: [[Keyframe]]
  /// Every track's keyframe times, back to back.
  let keyframeTimes: [Double]
  /// Every track's keyframe states as numbers (``ViewState/appendChannels(_:to:)``), back to
  /// back: a compact copy of just what sampling reads.
  let values: [Double]
  let duration: TimeInterval

  init(
    setup: [SetupStep], initialStates: [ActorID: ViewState], tracks: [Track],
    extraActors: [ActorID]
  ) {
    var actors: [ActorID] = []
    var actorIndex: [ActorID: Int] = [:]
    func index(of actor: ActorID) -> Int {
      if let index = actorIndex[actor] { return index }
      actorIndex[actor] = actors.count
      actors.append(actor)
      return actors.count - 1
    }
    for step in setup {
      if case .snapshot(let source, _, _, _) = step { _ = index(of: source) }
      _ = index(of: step.actor)
    }
    for actor in initialStates.keys.sorted(by: { $0.description < $1.description }) {
      _ = index(of: actor)
    }
    for track in tracks { _ = index(of: track.actor) }
    for actor in extraActors.sorted(by: { $0.description < $1.description }) {
      _ = index(of: actor)
    }

    var timingIndex: [AnimationTiming: Int] = [:]
    var timings: [AnimationTiming] = []
    let order = tracks.indices.sorted {
      (tracks[$0].timing.delay, $0) < (tracks[$1].timing.delay, $1)
    }

    // Setup states; a snapshot starts as its source does before any track moves it.
    var setupStates = [ViewState](repeating: ViewState(), count: actors.count)
    for (actor, state) in initialStates {
      setupStates[index(of: actor)] = state
    }
    var known = setupStates
    var compiledTracks: [CompiledTrack] = []
    compiledTracks.reserveCapacity(tracks.count)
    var keyframeTimes: [Double] = []
    var values: [Double] = []
    var starts: [ViewState] = []
    var tracksByActor = [[Int]](repeating: [], count: actors.count)
    var completedKeyframes = tracks.map(\.keyframes)
    for step in setup {
      switch step {
      case .insert(let actor, let state, _):
        // Initial states apply after insertion, so they win over the inserted state.
        setupStates[index(of: actor)] = state.merging(setupStates[index(of: actor)])
      case .snapshot(let source, let name, let state, _):
        // The source's state at time 0: its setup state under the (completed) start of each of
        // its tracks, the earliest winning, as `base` is built below.
        var sourceKnown = setupStates[index(of: source)]
        var sourceStarts: [ViewState] = []
        for original in order where tracks[original].actor == source {
          let keyframes = Self.completed(tracks[original].keyframes, startingFrom: sourceKnown)
          sourceKnown = sourceKnown.merging(keyframes[keyframes.count - 1].state)
          sourceStarts.append(keyframes[0].state)
        }
        let sourceStart = sourceStarts.reversed().reduce(setupStates[index(of: source)]) {
          $0.merging($1)
        }
        setupStates[index(of: .snapshot(name))] = sourceStart.merging(state)
          .merging(initialStates[.snapshot(name)] ?? ViewState())
      }
    }
    known = setupStates
    for original in order {
      let track = tracks[original]
      let actor = index(of: track.actor)
      let timing = track.timing
      let shared: Int
      if let existing = timingIndex[timing] {
        shared = existing
      } else {
        shared = timings.count
        timingIndex[timing] = shared
        timings.append(timing)
      }
      let keyframes = Self.completed(track.keyframes, startingFrom: known[actor])
      known[actor] = known[actor].merging(keyframes[keyframes.count - 1].state)
      completedKeyframes[original] = keyframes
      tracksByActor[actor].append(compiledTracks.count)
      let properties = ViewState.PropertyMask(keyframes[0].state)
      let firstValue = values.count
      for keyframe in keyframes { keyframe.state.appendChannels(properties, to: &values) }
      compiledTracks.append(
        CompiledTrack(
          actorIndex: actor, timingIndex: shared, start: timing.delay, duration: timing.duration,
          firstKeyframe: keyframeTimes.count, keyframeCount: keyframes.count,
          properties: properties, firstValue: firstValue,
          width: (values.count - firstValue) / keyframes.count))
      keyframeTimes.append(contentsOf: keyframes.map(\.relativeTime))
      starts.append(keyframes[0].state)
    }
    // Before its first track starts, a property holds that track's start value.
    var base = setupStates
    for (track, start) in zip(compiledTracks, starts).reversed() {
      base[track.actorIndex] = base[track.actorIndex].merging(start)
    }

    self.actors = actors
    self.actorIndex = actorIndex
    self.base = base
    self.tracks = compiledTracks
    self.tracksByActor = tracksByActor
    self.timings = timings
    self.completedKeyframes = completedKeyframes
    self.keyframeTimes = keyframeTimes
    self.values = values
    duration = tracks.reduce(0) { max($0, $1.timing.endTime) }
  }

  /// Gives every keyframe the union of the properties any keyframe sets: the first fills from
  /// `known` (then from the first later keyframe that sets the property), each later one from
  /// its predecessor.
  static func completed(_ keyframes: [Keyframe], startingFrom known: ViewState) -> [Keyframe] {
    let union = keyframes.reduce(ViewState()) { $0.merging($1.state) }
    var result = keyframes
    var first = result[0].state.filling(from: known.restricted(to: union))
    for later in keyframes.dropFirst() {
      first = first.filling(from: later.state)
    }
    result[0].state = first
    for index in result.indices.dropFirst() {
      result[index].state = result[index].state.filling(from: result[index - 1].state)
    }
    return result
  }

  func clamped(_ time: TimeInterval) -> TimeInterval {
    time > 0 ? min(time, duration) : 0
  }

  func state(of actor: ActorID, at time: TimeInterval) -> ViewState {
    guard let index = actorIndex[actor] else { return ViewState() }
    let time = clamped(time)
    var state = base[index]
    keyframeTimes.withUnsafeBufferPointer { keyframeTimes in
      values.withUnsafeBufferPointer { values in
        for trackIndex in tracksByActor[index] {
          let track = tracks[trackIndex]
          guard time >= track.start else { break }
          Self.apply(
            track, keyframeTimes: keyframeTimes, values: values,
            progress: timings[track.timingIndex].progress(at: time), time: time, to: &state)
        }
      }
    }
    return state
  }

  /// The state of `actor` once every track has run to its end.
  ///
  /// The same as `state(of: actor, at: duration)` except for a track that takes no time and
  /// starts at the very end: sampling holds its start there (a delay holds the from state), but
  /// finishing must apply its end.
  func endState(of actor: ActorID) -> ViewState {
    guard let index = actorIndex[actor] else { return ViewState() }
    var state = base[index]
    keyframeTimes.withUnsafeBufferPointer { keyframeTimes in
      values.withUnsafeBufferPointer { values in
        for trackIndex in tracksByActor[index] {
          // An infinite time puts every track in its end phase; progress 1 is its end state.
          Self.apply(
            tracks[trackIndex], keyframeTimes: keyframeTimes, values: values, progress: 1,
            time: .infinity, to: &state)
        }
      }
    }
    return state
  }

  func sample(at time: TimeInterval, into frame: inout PlanFrame) {
    let time = clamped(time)
    frame.time = time
    if frame.actors != actors || frame.states.count != base.count {
      frame.actors = actors
      frame.states = base
      frame.lookup = actorIndex
    } else {
      // One block copy: element by element, each state (a few hundred bytes) is its own
      // memmove call.
      frame.states.withUnsafeMutableBufferPointer { states in
        base.withUnsafeBufferPointer { base in
          guard let source = base.baseAddress, let destination = states.baseAddress else { return }
          destination.update(from: source, count: base.count)
        }
      }
    }
    if frame.progress.count != timings.count {
      frame.progress = [Double](repeating: 0, count: timings.count)
    }
    frame.progress.withUnsafeMutableBufferPointer { progress in
      for index in timings.indices { progress[index] = timings[index].progress(at: time) }
    }
    let progress = frame.progress
    frame.states.withUnsafeMutableBufferPointer { states in
      tracks.withUnsafeBufferPointer { tracks in
        keyframeTimes.withUnsafeBufferPointer { keyframeTimes in
          values.withUnsafeBufferPointer { values in
            progress.withUnsafeBufferPointer { progress in
              for track in tracks {
                guard time >= track.start else { break }
                Self.apply(
                  track, keyframeTimes: keyframeTimes, values: values,
                  progress: progress[track.timingIndex], time: time,
                  to: &states[track.actorIndex])
              }
            }
          }
        }
      }
    }
  }

  /// Writes the track's state at `progress` into `state`.
  @inline(__always)
  static func apply(
    _ track: CompiledTrack, keyframeTimes: UnsafeBufferPointer<Double>,
    values: UnsafeBufferPointer<Double>, progress: Double, time: TimeInterval,
    to state: inout ViewState
  ) {
    guard let allTimes = keyframeTimes.baseAddress, let values = values.baseAddress else {
      return
    }
    let local = time - track.start
    let phase: ViewState.Phase =
      local <= 0 ? .start : (local >= track.duration ? .end : .running)
    // The keyframe segment that holds `progress` (the first or last one when it overshoots).
    let times = allTimes + track.firstKeyframe
    var segment = 0
    while segment < track.keyframeCount - 2 && progress >= times[segment + 1] {
      segment += 1
    }
    let low = times[segment]
    let span = times[segment + 1] - low
    let fraction = span == 1 ? progress : (span > 0 ? (progress - low) / span : 1)
    let from = values + track.firstValue + segment * track.width
    state.blendChannels(
      from: from, to: from + track.width, properties: track.properties, fraction: fraction,
      phase: phase)
  }
}
