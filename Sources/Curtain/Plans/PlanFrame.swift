import Foundation

/// The state of every actor of a plan at one moment.
///
/// Make one with ``TransitionPlan/makeFrame()`` and refill it with
/// ``TransitionPlan/sample(at:into:)`` to sample without allocating.
public struct PlanFrame: Sendable {
  /// The moment sampled, in seconds since the start of the plan.
  public internal(set) var time: TimeInterval = 0
  /// The actors, in the plan's order.
  public internal(set) var actors: [ActorID]
  /// The states, one per actor, in the order of ``actors``.
  public internal(set) var states: [ViewState]
  var lookup: [ActorID: Int]
  /// Scratch space: the progress of each distinct timing of the plan.
  var progress: [Double] = []

  init(actors: [ActorID], states: [ViewState], lookup: [ActorID: Int]) {
    self.actors = actors
    self.states = states
    self.lookup = lookup
  }

  /// The state of `actor`, or `nil` when the plan does not mention it.
  ///
  /// - Parameter actor: The actor.
  public subscript(actor: ActorID) -> ViewState? {
    lookup[actor].map { states[$0] }
  }
}

extension PlanFrame: Equatable {
  /// Two frames are equal when their time, actors and states are.
  public static func == (lhs: PlanFrame, rhs: PlanFrame) -> Bool {
    lhs.time == rhs.time && lhs.actors == rhs.actors && lhs.states == rhs.states
  }
}
