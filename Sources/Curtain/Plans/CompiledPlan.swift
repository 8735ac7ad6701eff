import Foundation

/// A plan prepared for sampling: actors numbered, tracks sorted by start time with every
/// keyframe completed, distinct timings shared, and each actor's state before any track starts.
///
/// Immutable once built; shared by every copy of a ``TransitionPlan``.
final class CompiledPlan: Sendable {
  struct CompiledTrack: Sendable {
    var actorIndex: Int
    var timingIndex: Int
    var start: Double
    var duration: Double
    /// Keyframes in which every keyframe sets exactly the same properties.
    var keyframes: [Keyframe]
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
  let duration: TimeInterval

  init(setup: [SetupStep], tracks: [Track], extraActors: [ActorID]) {
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
    var known = setupStates
    var compiledTracks: [CompiledTrack] = []
    compiledTracks.reserveCapacity(tracks.count)
    var tracksByActor = [[Int]](repeating: [], count: actors.count)
    for step in setup {
      switch step {
      case .insert(let actor, let state, _):
        setupStates[index(of: actor)] = state
      case .snapshot(let source, let name, let state, _):
        let sourceStart = tracks.filter { $0.actor == source }
          .sorted { $0.timing.delay < $1.timing.delay }
          .reversed().reduce(setupStates[index(of: source)]) { $0.merging($1.from) }
        setupStates[index(of: .snapshot(name))] = sourceStart.merging(state)
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
      tracksByActor[actor].append(compiledTracks.count)
      compiledTracks.append(
        CompiledTrack(
          actorIndex: actor, timingIndex: shared, start: timing.delay, duration: timing.duration,
          keyframes: keyframes))
    }
    // Before its first track starts, a property holds that track's start value.
    var base = setupStates
    for track in compiledTracks.reversed() {
      base[track.actorIndex] = base[track.actorIndex].merging(track.keyframes[0].state)
    }

    self.actors = actors
    self.actorIndex = actorIndex
    self.base = base
    self.tracks = compiledTracks
    self.tracksByActor = tracksByActor
    self.timings = timings
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
    for trackIndex in tracksByActor[index] {
      let track = tracks[trackIndex]
      guard time >= track.start else { break }
      Self.apply(
        track, progress: timings[track.timingIndex].progress(at: time), time: time, to: &state)
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
      frame.states.withUnsafeMutableBufferPointer { states in
        base.withUnsafeBufferPointer { base in
          for index in base.indices { states[index] = base[index] }
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
        for track in tracks {
          guard time >= track.start else { break }
          Self.apply(
            track, progress: progress[track.timingIndex], time: time,
            to: &states[track.actorIndex])
        }
      }
    }
  }

  /// Writes the track's state at `progress` into `state`.
  @inline(__always)
  static func apply(
    _ track: CompiledTrack, progress: Double, time: TimeInterval, to state: inout ViewState
  ) {
    let local = time - track.start
    let phase: ViewState.Phase =
      local <= 0 ? .start : (local >= track.duration ? .end : .running)
    let keyframes = track.keyframes
    if keyframes.count == 2 {
      state.blend(keyframes[0].state, keyframes[1].state, fraction: progress, phase: phase)
      return
    }
    var segment = 0
    while segment < keyframes.count - 2 && progress >= keyframes[segment + 1].relativeTime {
      segment += 1
    }
    let low = keyframes[segment]
    let high = keyframes[segment + 1]
    let span = high.relativeTime - low.relativeTime
    let fraction = span > 0 ? (progress - low.relativeTime) / span : 1
    state.blend(low.state, high.state, fraction: fraction, phase: phase)
  }
}

extension ViewState {
  /// Where a track is in its run, for the properties that cannot be blended.
  enum Phase {
    case start
    case running
    case end
  }

  /// Sets every property that `from` sets to its blend with `to` (keyframes are completed, so
  /// `to` sets the same properties).
  @inline(__always)
  mutating func blend(_ from: ViewState, _ to: ViewState, fraction: Double, phase: Phase) {
    if let a = from.frame, let b = to.frame { frame = a.interpolated(to: b, fraction: fraction) }
    if let a = from.alpha, let b = to.alpha { alpha = min(max(lerp(a, b, fraction), 0), 1) }
    if let a = from.transform, let b = to.transform {
      transform = a.interpolated(to: b, fraction: fraction)
    }
    if let a = from.cornerRadius, let b = to.cornerRadius {
      cornerRadius = max(lerp(a, b, fraction), 0)
    }
    if let a = from.backgroundColor, let b = to.backgroundColor {
      backgroundColor = a.interpolated(to: b, fraction: fraction)
    }
    if let a = from.shadow, let b = to.shadow {
      var blended = a.interpolated(to: b, fraction: fraction)
      blended.opacity = min(max(blended.opacity, 0), 1)
      blended.radius = max(blended.radius, 0)
      shadow = blended
    }
    if let a = from.blurFraction, let b = to.blurFraction {
      blurFraction = min(max(lerp(a, b, fraction), 0), 1)
    }
    if from.corners != nil || from.isHidden != nil || from.zIndex != nil {
      switch phase {
      case .start:
        corners = from.corners ?? corners
        isHidden = from.isHidden ?? isHidden
        zIndex = from.zIndex ?? zIndex
      case .end:
        corners = to.corners ?? corners
        isHidden = to.isHidden ?? isHidden
        zIndex = to.zIndex ?? zIndex
      case .running:
        corners = to.corners ?? corners
        if let a = from.isHidden, let b = to.isHidden { isHidden = a && b }
        zIndex = to.zIndex ?? zIndex
      }
    }
  }
}
