import Foundation

/// The frames of a played transition: the time of each frame and the state of every actor in
/// it, as ``HeadlessTransition/run(fps:)`` draws them.
///
/// A timeline is a plain value: compare it, store it as a golden file, or export it with
/// ``jsonData()`` or ``csv``.
///
/// ```swift
/// let timeline = try scene.present(detail, animator: FadeAnimator()).run(fps: 60)
/// timeline.frames.count  // duration · 60 + 1
/// timeline.frames[15][.presented]?.alpha
/// ```
///
/// Each frame holds the state of every actor in ``actors``: screens with every property the
/// scene knows (their state before the transition with the plan's states on top), other actors
/// with the properties the plan sets. The last frame is the animation's last, at exactly
/// ``duration``; the completion states a plan applies afterwards are not a frame (read them from
/// the scene or ``HeadlessTransition/state(of:)``).
public struct Timeline: Hashable, Sendable, Codable {
  /// The states of every actor at one moment.
  public struct Frame: Hashable, Sendable {
    /// Seconds since the start of the transition.
    public var time: TimeInterval
    /// The state of each actor.
    public var states: [ActorID: ViewState]

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start of the transition.
    ///   - states: The state of each actor.
    public init(time: TimeInterval, states: [ActorID: ViewState]) {
      self.time = time
      self.states = states
    }

    /// The state of `actor` in this frame, or `nil` when the frame does not hold it.
    ///
    /// - Parameter actor: The actor.
    public subscript(actor: ActorID) -> ViewState? {
      states[actor]
    }
  }

  /// The actors, in a stable order: the plan's actors, then the screens the operation moves.
  public var actors: [ActorID]
  /// The frame rate the timeline was drawn at.
  public var framesPerSecond: Int
  /// The transition's duration in seconds: the time of the last frame.
  public var duration: TimeInterval
  /// The frames, in order of time.
  public var frames: [Frame]
  /// What happened between the frames, in order of time.
  ///
  /// A sheet's `detent`, `haptic`, `dismissAttempt` and `dismissed` (see ``Event``); empty for
  /// a transition.
  public var events: [Event]

  /// Creates a timeline without events.
  ///
  /// - Parameters:
  ///   - actors: The actors, in the order exports list them.
  ///   - framesPerSecond: The frame rate the frames were drawn at.
  ///   - duration: The transition's duration in seconds.
  ///   - frames: The frames, in order of time.
  public init(actors: [ActorID], framesPerSecond: Int, duration: TimeInterval, frames: [Frame]) {
    self.init(
      actors: actors, framesPerSecond: framesPerSecond, duration: duration, frames: frames,
      events: [])
  }

  /// Creates a timeline with events.
  ///
  /// - Parameters:
  ///   - actors: The actors, in the order exports list them.
  ///   - framesPerSecond: The frame rate the frames were drawn at.
  ///   - duration: The transition's duration in seconds.
  ///   - frames: The frames, in order of time.
  ///   - events: The events, in order of time.
  public init(
    actors: [ActorID], framesPerSecond: Int, duration: TimeInterval, frames: [Frame],
    events: [Event]
  ) {
    self.actors = actors
    self.framesPerSecond = framesPerSecond
    self.duration = duration
    self.frames = frames
    self.events = events
  }

  /// The state of `actor` in each frame, in order of time; `nil` where a frame does not hold it.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: One entry per frame.
  public func states(of actor: ActorID) -> [ViewState?] {
    frames.map { $0[actor] }
  }
}

extension Timeline {
  /// Something that happened at one moment of a timeline, such as a sheet settling on a
  /// detent: written to JSON as `{"time": 0.52, "kind": "detent", "value": "large"}`.
  public struct Event: Hashable, Sendable, Codable {
    /// Seconds since the start of the timeline.
    public var time: TimeInterval
    /// What happened: for a sheet `detent`, `haptic`, `dismissAttempt` or `dismissed`.
    public var kind: String
    /// The detail, such as the detent's id for `detent`; `nil` when there is none.
    public var value: String?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start of the timeline.
    ///   - kind: What happened.
    ///   - value: The detail. Defaults to `nil`.
    public init(time: TimeInterval, kind: String, value: String? = nil) {
      self.time = time
      self.kind = kind
      self.value = value
    }
  }

  private enum CodingKeys: String, CodingKey {
    case actors
    case framesPerSecond
    case duration
    case frames
    case events
  }

  /// Decodes a timeline; `events` may be missing (a timeline without events).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    actors = try container.decode([ActorID].self, forKey: .actors)
    framesPerSecond = try container.decode(Int.self, forKey: .framesPerSecond)
    duration = try container.decode(TimeInterval.self, forKey: .duration)
    frames = try container.decode([Frame].self, forKey: .frames)
    events = try container.decodeIfPresent([Event].self, forKey: .events) ?? []
  }

  /// Encodes the timeline; `events` only when there are some, so a transition's JSON is as it
  /// always was.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error, such as for a number that is not finite.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(actors, forKey: .actors)
    try container.encode(framesPerSecond, forKey: .framesPerSecond)
    try container.encode(duration, forKey: .duration)
    try container.encode(frames, forKey: .frames)
    if !events.isEmpty { try container.encode(events, forKey: .events) }
  }
}

extension Timeline.Frame: Codable {
  private enum CodingKeys: String, CodingKey {
    case time
    case states
  }

  /// Decodes a frame: its time and an object of states keyed by actor (`"presented"`,
  /// `"snapshot:card"`).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key names no actor or a value is malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    time = try container.decode(TimeInterval.self, forKey: .time)
    let keyed = try container.decode([String: ViewState].self, forKey: .states)
    var states: [ActorID: ViewState] = [:]
    for (key, state) in keyed {
      guard let actor = ActorID(key) else {
        throw DecodingError.dataCorruptedError(
          forKey: .states, in: container,
          debugDescription: "'\(key)' names no actor; expected presented, presenting, from, to, "
            + "container, background, snapshot:NAME or custom:NAME")
      }
      states[actor] = state
    }
    self.states = states
  }

  /// Encodes the frame: its time and an object of states keyed by actor.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error, such as for a number that is not finite.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    var keyed: [String: ViewState] = [:]
    for (actor, state) in states { keyed[actor.description] = state }
    try container.encode(keyed, forKey: .states)
  }
}
