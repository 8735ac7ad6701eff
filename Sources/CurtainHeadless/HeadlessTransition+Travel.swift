import Curtain
import CurtainEngine
import Foundation

// A pan measured on the plan it drives (issue 34): the core's
// `InteractionTracker.measure(on:moving:extent:leaving:)`, which CurtainUIKit's `PanInteraction`
// calls too, with the actors its host view plays.
extension HeadlessTransition {
  /// The actors the finger drags: ``draggedActors``, or by default the ones the UIKit player's
  /// pan host plays in this operation.
  ///
  /// - Parameter grabbing: Whether the finger grabs the transition while it plays (a
  ///   presentation is grabbed on the presented screen, but started from the presenting one).
  /// - Returns: The actors; none for a transition without a context or operation to name them.
  func fingerDraggedActors(grabbing: Bool) -> [ActorID] {
    if let draggedActors { return draggedActors }
    switch context?.operation {
    case .dismiss: return [.from, .presented]
    case .present: return grabbing ? [.to, .presented] : [.from, .presenting]
    case .push, .pop, .tab, nil: return []
    }
  }

  /// Measures `tracker`, made with the finger's `distance` (the dragged view's size along the
  /// pan), on the plan being played: the core's rule, in the container's bounds.
  ///
  /// - Parameters:
  ///   - tracker: The finger's tracker.
  ///   - grabbing: Whether the finger grabs the transition while it plays.
  func measure(_ tracker: inout InteractionTracker, grabbing: Bool) {
    guard let plan, let bounds = context?.containerBounds else { return }
    tracker.measure(
      on: plan, moving: fingerDraggedActors(grabbing: grabbing), extent: tracker.distance,
      leaving: bounds)
  }
}
