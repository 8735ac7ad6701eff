import Foundation

extension TransitionPlan {
  /// The states a cancelled transition leaves its actors in: exactly the state each had before
  /// the transition began, where one is known, and the plan's `cancelledState(of:)` for the
  /// others.
  ///
  /// This is the rule both players follow on a cancel. A screen that was on screen before the
  /// transition (the presenting screen, the screen under a pop, the root of a push) is put back
  /// bit for bit, whatever the animator's cancellation states say: an animator's idea of where a
  /// screen was (a perspective it set, a parallax it assumed, as a system-style pop assumes 1/3
  /// where a push used 0.3) cannot leave a residue. A screen that arrives with the transition,
  /// and any temporary actor, has no earlier state; it takes the plan's cancelled state, which
  /// the player shows on its last frame before removing it.
  ///
  /// ```swift
  /// let before: [ActorID: ViewState] = [.presenting: presentingState]
  /// let states = plan.cancellationStates(restoring: before)
  /// states[.presenting] == presentingState  // true, exactly
  /// ```
  ///
  /// - Parameter before: The state of each actor that existed before the transition began,
  ///   recorded by the player when it started.
  /// - Returns: A state for every actor of the plan and every actor of `before`.
  package func cancellationStates(restoring before: [ActorID: ViewState]) -> [ActorID: ViewState] {
    var states = before
    for actor in actors where states[actor] == nil {
      states[actor] = cancelledState(of: actor)
    }
    for actor in cancellationStates.keys where states[actor] == nil {
      states[actor] = cancelledState(of: actor)
    }
    return states
  }
}
