import Curtain
import Foundation

/// How a view that was on screen before a cancelled transition is put back: the restore set on
/// a cancel, one answer for both players (issue 38).
///
/// A cancelled transition puts every view that was there before it back exactly as it was
/// (`TransitionPlan.cancellationStates(restoring:)`), unless the container changed size while
/// it ran (a rotation re-targeted it): then the old frames belong to a container that is gone,
/// and each such view keeps the frame the re-targeted plan cancels it to (its frame before the
/// transition when the plan gives none); every other property is still put back exactly.
///
/// The headless player takes the states of ``TransitionPlan/cancellationStates(restoring:containerResized:)``;
/// the UIKit player, whose restore points hold UIKit's raw values, puts them back with their
/// geometry or without it as ``restoresFrames`` says.
package enum CancelRestore: Hashable, Sendable {
  /// Every property exactly as before the transition.
  case exactly
  /// Every property as before the transition but the frame, which is the plan's cancelled one.
  case keepingPlannedFrames

  /// The restore for a cancel.
  ///
  /// - Parameter containerResized: Whether the container's size changed since the transition
  ///   began.
  package init(containerResized: Bool) {
    self = containerResized ? .keepingPlannedFrames : .exactly
  }

  /// Whether the frames from before the transition are put back.
  package var restoresFrames: Bool { self == .exactly }
}

extension TransitionPlan {
  /// The states a cancelled transition leaves its actors in, by the core's ``CancelRestore``:
  /// ``cancellationStates(restoring:)``, and after a change of the container's size every
  /// actor of `before` on the plan's cancelled frame (its frame in `before` when the plan gives
  /// none).
  ///
  /// - Parameters:
  ///   - before: The state of each actor that existed before the transition began.
  ///   - containerResized: Whether the container's size changed since the transition began.
  /// - Returns: A state for every actor of the plan and every actor of `before`.
  package func cancellationStates(
    restoring before: [ActorID: ViewState], containerResized: Bool
  ) -> [ActorID: ViewState] {
    var states = cancellationStates(restoring: before)
    guard !CancelRestore(containerResized: containerResized).restoresFrames else { return states }
    for (actor, state) in before {
      states[actor]?.frame = cancelledState(of: actor).frame ?? state.frame
    }
    return states
  }
}
