import Foundation

/// A state at a point in a track, given as a fraction of the track's progress.
public struct Keyframe: Hashable, Sendable, Codable {
  /// Where the state is reached, as a fraction of the track's progress, `0...1`.
  public var relativeTime: Double
  /// The state reached there.
  public var state: ViewState

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - relativeTime: Where the state is reached, `0...1`.
  ///   - state: The state reached there.
  public init(_ relativeTime: Double, _ state: ViewState) {
    self.relativeTime = relativeTime
    self.state = state
  }
}

/// One actor's animation: from a state to a state (or through keyframes) with one timing.
///
/// The timing maps time to progress; progress moves through the keyframes linearly, as
/// `UIView.animateKeyframes` does with linear calculation. A property that the first keyframe
/// leaves unset starts from wherever the actor's earlier tracks left it.
///
/// ```swift
/// let fadeIn = try Track(
///   actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
///   timing: AnimationTiming(curve: .easeInOut, duration: 0.35))
/// ```
public struct Track: Hashable, Sendable {
  /// The view this track animates.
  public let actor: ActorID
  /// The states the track passes through; at least two, the first at 0 and the last at 1.
  public let keyframes: [Keyframe]
  /// When the track runs and how its progress moves.
  public let timing: AnimationTiming

  /// Creates a track from a start state to an end state.
  ///
  /// - Parameters:
  ///   - actor: The view to animate.
  ///   - from: The state at the start; unset properties start where earlier tracks left them.
  ///   - to: The state at the end.
  ///   - timing: When and how the track runs.
  /// - Throws: ``PlanError/nonFiniteValue(actor:property:place:)`` when a state holds NaN or
  ///   infinity.
  public init(
    actor: ActorID, from: ViewState = ViewState(), to: ViewState, timing: AnimationTiming
  ) throws(PlanError) {
    try self.init(actor: actor, keyframes: [Keyframe(0, from), Keyframe(1, to)], timing: timing)
  }

  /// Creates a track through keyframes.
  ///
  /// - Parameters:
  ///   - actor: The view to animate.
  ///   - keyframes: At least two keyframes in non-decreasing order of relative time, the first at
  ///     0 and the last at 1.
  ///   - timing: When and how the track runs.
  /// - Throws: ``PlanError`` when the keyframes are too few, out of order or outside `0...1`, or
  ///   hold NaN or infinity.
  public init(actor: ActorID, keyframes: [Keyframe], timing: AnimationTiming) throws(PlanError) {
    guard keyframes.count >= 2 else {
      throw .invalidKeyframes(
        actor: actor, reason: "a track needs at least 2 keyframes, got \(keyframes.count)")
    }
    for (index, keyframe) in keyframes.enumerated() {
      let time = keyframe.relativeTime
      guard time.isFinite, (0...1).contains(time) else {
        throw .invalidKeyframes(
          actor: actor, reason: "keyframe \(index) is at \(time), outside 0...1")
      }
      if index > 0, time < keyframes[index - 1].relativeTime {
        throw .invalidKeyframes(
          actor: actor,
          reason: "keyframe \(index) at \(time) comes before keyframe \(index - 1) at "
            + "\(keyframes[index - 1].relativeTime)")
      }
      if let property = keyframe.state.firstNonFiniteProperty {
        throw .nonFiniteValue(actor: actor, property: property, place: "keyframe \(index)")
      }
    }
    guard keyframes[0].relativeTime == 0, keyframes[keyframes.count - 1].relativeTime == 1 else {
      throw .invalidKeyframes(actor: actor, reason: "the first must be at 0 and the last at 1")
    }
    self.init(validatedActor: actor, keyframes: keyframes, timing: timing)
  }

  package init(validatedActor actor: ActorID, keyframes: [Keyframe], timing: AnimationTiming) {
    self.actor = actor
    self.keyframes = keyframes
    self.timing = timing
  }

  /// The state at the start of the track.
  public var from: ViewState { keyframes[0].state }

  /// The state at the end of the track.
  public var to: ViewState { keyframes[keyframes.count - 1].state }

  /// The track played backwards inside a transition of length `total`: keyframes mirrored and
  /// timing mirrored (see ``AnimationTiming/reversed(within:)``).
  ///
  /// - Parameter total: The length of the whole transition.
  /// - Returns: The reversed track.
  public func reversed(within total: TimeInterval) -> Track {
    Track(
      validatedActor: actor,
      keyframes: keyframes.reversed().map { Keyframe(1 - $0.relativeTime, $0.state) },
      timing: timing.reversed(within: total))
  }
}
