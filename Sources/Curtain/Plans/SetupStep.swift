import Foundation

/// Where a temporary view goes among the container's subviews.
public enum Placement: Hashable, Sendable {
  /// In front of every other view.
  case front
  /// Behind every other view.
  case back
  /// Just in front of the given actor.
  case above(ActorID)
  /// Just behind the given actor.
  case below(ActorID)
}

/// A temporary view that a plan puts into the container before its tracks run.
///
/// Temporary views are removed when the transition finishes or is cancelled.
public enum SetupStep: Hashable, Sendable {
  /// Inserts a new view (a dimming background, a decoration) in the given state.
  case insert(ActorID, state: ViewState, placement: Placement)
  /// Inserts a snapshot of `source` named `name`: the actor `.snapshot(name)` starts with the
  /// source's initial state, overridden by `state`.
  case snapshot(of: ActorID, name: String, state: ViewState, placement: Placement)

  /// The actor this step inserts.
  public var actor: ActorID {
    switch self {
    case .insert(let actor, _, _): return actor
    case .snapshot(_, let name, _, _): return .snapshot(name)
    }
  }

  /// The placement of the inserted view.
  public var placement: Placement {
    switch self {
    case .insert(_, _, let placement), .snapshot(_, _, _, let placement): return placement
    }
  }
}
