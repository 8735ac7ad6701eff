import Foundation

/// A whole transition as a value: temporary views to insert, tracks that animate actors, and the
/// states to apply when it finishes or is cancelled.
///
/// A plan is what an animator produces and what players play. Sampling it is a pure function of
/// time, so the UIKit player and the headless player see the same frames.
///
/// ```swift
/// let timing = try AnimationTiming(curve: .easeOut, duration: 0.4)
/// let plan = try TransitionPlan(tracks: [
///   Track(actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: timing)
/// ])
/// plan.state(of: .presented, at: 0.2).alpha
/// ```
///
/// ## Sampling rules
/// - An actor's state at time t is its setup state (or initial state), overlaid by each of its tracks that has
///   started by t, in order of start time (later starts win; for equal starts, the later track in
///   ``tracks`` wins); a track that has ended contributes its end state.
/// - Before a property's first track starts, the property holds that track's start state (a
///   delay holds the from state, also at the very moment the delay ends).
/// - A property that a track's start leaves unset begins where the actor's earlier tracks (in
///   start order) ended, or at its setup state; with neither, the track holds its end value for
///   that property (there is nothing to animate from). Likewise a property that a middle keyframe
///   leaves unset holds the previous keyframe's value until the next keyframe that sets it.
/// - A track of zero duration shows its start state at its start time and its end state just
///   after it; ``finalState(of:)`` always includes its end state.
/// - Alpha, blur fraction and shadow opacity are clamped into `0...1`, the corner radius and
///   shadow radius at 0, so a spring's overshoot never produces an impossible value; geometry
///   overshoots freely. Setup states are applied as given.
/// - `corners` and `zIndex` take a keyframe segment's end value as soon as the segment is
///   running; `isHidden` is false while running if either end is visible.
/// - Times before 0 sample 0, times after ``duration`` sample the end; NaN samples 0.
public struct TransitionPlan: Sendable {
  /// The temporary views inserted before the tracks run.
  public let setup: [SetupStep]
  /// States applied to actors before the first frame, such as a presented view made
  /// transparent before it fades in (Presentr's `beforeAnimation`).
  public let initialStates: [ActorID: ViewState]
  /// The animations.
  public let tracks: [Track]
  /// States applied on top of the end states when the transition finishes (Presentr's
  /// `afterAnimation`).
  public let completionStates: [ActorID: ViewState]
  /// States applied on top of the start states when the transition is cancelled.
  public let cancellationStates: [ActorID: ViewState]
  package let compiled: CompiledPlan

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - setup: Temporary views to insert. Defaults to none.
  ///   - initialStates: States applied before the first frame. Defaults to none.
  ///   - tracks: The animations.
  ///   - completionStates: States applied when the transition finishes. Defaults to none.
  ///   - cancellationStates: States applied when it is cancelled. Defaults to none.
  /// - Throws: ``PlanError`` when a temporary actor is inserted twice, a standard actor is
  ///   inserted, or a state holds NaN or infinity.
  public init(
    setup: [SetupStep] = [], initialStates: [ActorID: ViewState] = [:], tracks: [Track],
    completionStates: [ActorID: ViewState] = [:],
    cancellationStates: [ActorID: ViewState] = [:]
  ) throws(PlanError) {
    var inserted: Set<ActorID> = []
    for step in setup {
      switch step.actor {
      case .background, .snapshot, .custom: break
      default: throw .insertsStandardActor(actor: step.actor)
      }
      guard inserted.insert(step.actor).inserted else {
        throw .duplicateInsertion(actor: step.actor)
      }
      switch step {
      case .insert(_, let state, _), .snapshot(_, _, let state, _):
        if let property = state.firstNonFiniteProperty {
          throw .nonFiniteValue(actor: step.actor, property: property, place: "setup")
        }
      }
    }
    let labelled = [
      ("initial", initialStates), ("completion", completionStates),
      ("cancellation", cancellationStates),
    ]
    for (label, states) in labelled {
      for (actor, state) in states {
        if let property = state.firstNonFiniteProperty {
          throw .nonFiniteValue(actor: actor, property: property, place: "\(label) states")
        }
      }
    }
    self.init(
      validatedSetup: setup, initialStates: initialStates, tracks: tracks,
      completionStates: completionStates, cancellationStates: cancellationStates)
  }

  /// A plan from parts already checked: the plan transforms of the core and the engine
  /// (Reduce Transparency, Increase Contrast) use it, changing only values that stay finite.
  package init(
    validatedSetup setup: [SetupStep], initialStates: [ActorID: ViewState] = [:],
    tracks: [Track], completionStates: [ActorID: ViewState],
    cancellationStates: [ActorID: ViewState]
  ) {
    self.setup = setup
    self.initialStates = initialStates
    self.tracks = tracks
    self.completionStates = completionStates
    self.cancellationStates = cancellationStates
    compiled = CompiledPlan(
      setup: setup, initialStates: initialStates, tracks: tracks,
      extraActors: Array(completionStates.keys)
        + Array(cancellationStates.keys))
  }

  /// A plan that does nothing and takes no time.
  public static let empty = TransitionPlan(
    validatedSetup: [], tracks: [], completionStates: [:], cancellationStates: [:])

  /// How long the plan runs: the latest `delay + duration` of its tracks, 0 without tracks.
  public var duration: TimeInterval { compiled.duration }

  /// Every actor the plan mentions, in order of first appearance (setup first, then tracks).
  public var actors: [ActorID] { compiled.actors }

  /// The actors the setup inserts; players remove them when the transition ends either way.
  public var temporaryActors: [ActorID] { setup.map(\.actor) }

  /// Returns the state of `actor` at `time`.
  ///
  /// - Parameters:
  ///   - actor: The actor; an actor the plan does not mention gives an empty state.
  ///   - time: Seconds since the start, clamped into `0...duration`.
  /// - Returns: The actor's resolved state.
  public func state(of actor: ActorID, at time: TimeInterval) -> ViewState {
    compiled.state(of: actor, at: time)
  }

  /// Returns the state of every actor at `time`.
  ///
  /// - Parameter time: Seconds since the start, clamped into `0...duration`.
  /// - Returns: A new frame.
  public func sample(at time: TimeInterval) -> PlanFrame {
    var frame = makeFrame()
    sample(at: time, into: &frame)
    return frame
  }

  /// Samples every actor at `time` into an existing frame, reusing its storage.
  ///
  /// Once the frame has been used with this plan, sampling allocates nothing: use it for
  /// per-frame work.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start, clamped into `0...duration`.
  ///   - frame: The frame to overwrite; a frame made for another plan is re-laid for this one.
  public func sample(at time: TimeInterval, into frame: inout PlanFrame) {
    compiled.sample(at: time, into: &frame)
  }

  /// Returns an empty frame laid out for this plan, for ``sample(at:into:)``.
  public func makeFrame() -> PlanFrame {
    PlanFrame(actors: compiled.actors, states: compiled.base, lookup: compiled.actorIndex)
  }

  /// The state `actor` is left in when the transition finishes: its end state with the
  /// completion state on top.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: The state after finishing.
  public func finalState(of actor: ActorID) -> ViewState {
    compiled.endState(of: actor).merging(completionStates[actor] ?? ViewState())
  }

  /// The state `actor` is left in when the transition is cancelled: its start state with the
  /// cancellation state on top.
  ///
  /// - Parameter actor: The actor.
  /// - Returns: The state after cancelling.
  package func cancelledState(of actor: ActorID) -> ViewState {
    state(of: actor, at: 0).merging(cancellationStates[actor] ?? ViewState())
  }
}

extension TransitionPlan: Equatable {
  /// Two plans are equal when their setup, tracks, completion and cancellation states are.
  public static func == (lhs: TransitionPlan, rhs: TransitionPlan) -> Bool {
    lhs.setup == rhs.setup && lhs.initialStates == rhs.initialStates && lhs.tracks == rhs.tracks
      && lhs.completionStates == rhs.completionStates
      && lhs.cancellationStates == rhs.cancellationStates
  }
}
