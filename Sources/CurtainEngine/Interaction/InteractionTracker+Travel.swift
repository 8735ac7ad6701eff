import Curtain
import Foundation

extension InteractionTracker {
  /// The points a pan covers from progress 0 to 1 when it drives `plan`: the rule both players
  /// follow so that the view under the finger moves with it, point for point.
  ///
  /// Progress per point is 1 ÷ how far `plan` moves the dragged view along the pan's axis from
  /// its start to its end (``TransitionPlan/travel(of:along:)``; a view that plays several
  /// actors, a dismissal's `presented` and `from`, moves as the one that travels furthest),
  /// when that is more than `extent`, the view's size along the axis: a cover that leaves from
  /// the middle of the screen to below it travels the container's height plus its own, and the
  /// view stays under the finger. A plan that moves the view less than its size (a zoom, a fade
  /// with a short slide, a view already scaled down) keeps `extent`: the whole transition
  /// under a drag of the view's size, not under the few points it moves.
  ///
  /// ```swift
  /// // A half-screen cover leaving from y 422 to y 1266 on an 844-point screen.
  /// InteractionTracker.distance(moving: [.presented], in: plan, along: .vertical, extent: 422)
  /// // 844
  /// ```
  ///
  /// - Parameters:
  ///   - actors: The actors the dragged view plays.
  ///   - plan: The transition the pan drives.
  ///   - axis: The pan's axis.
  ///   - extent: The dragged view's size along `axis`, in points (greater than 0): the
  ///     distance when the plan moves the view less.
  /// - Returns: The distance in points: the greater of the travel and `extent`.
  package static func distance(
    moving actors: [ActorID], in plan: TransitionPlan, along axis: Pan.Axis, extent: Double
  ) -> Double {
    let travel = actors.map { plan.travel(of: $0, along: axis) }.max() ?? 0
    return max(travel, extent)
  }
}

extension InteractionTracker {
  /// Measures this pan on the transition it drives, once its plan is made: the one rule both
  /// players follow to turn a pan into progress.
  ///
  /// Under `InteractionConfiguration.ProgressMeasure.travel` (the configuration's
  /// `progressMeasure`, the default) sets ``distance`` to ``distance(moving:in:along:extent:)``
  /// and the completion threshold's way out of the screen to
  /// `plan.exitProgress(of:along:leaving:)` (``measure(exit:)``), both along the tracker's
  /// axis. Under `InteractionConfiguration.ProgressMeasure.draggedViewSize` (Jelly's) sets
  /// ``distance`` to `extent` and leaves the threshold as given (an exit of 1), whatever the
  /// plan moves: a centred half-height cover 422 points tall is at progress 0.5 after 211
  /// points, though the plan moves it 633.
  ///
  /// - Parameters:
  ///   - plan: The transition the pan drives.
  ///   - actors: The actors the dragged view plays; none leaves the tracker as it is.
  ///   - extent: The dragged view's size along the pan's axis, in points, as the gesture
  ///     began.
  ///   - bounds: The container's bounds, in the plan's coordinates.
  package mutating func measure(
    on plan: TransitionPlan, moving actors: [ActorID], extent: Double, leaving bounds: CGRect
  ) {
    guard !actors.isEmpty else { return }
    switch configuration.progressMeasure {
    case .travel:
      let axis = direction.axis
      try? measure(
        distance: Self.distance(moving: actors, in: plan, along: axis, extent: extent))
      measure(exit: plan.exitProgress(of: actors, along: axis, leaving: bounds))
    case .draggedViewSize:
      try? measure(distance: extent)
      measure(exit: 1)
    }
  }
}

extension TransitionPlan {
  /// How far this plan moves `actor` along `axis` from its start to its end, in points: the
  /// distance between the centres of its frames at time 0 and at the end, plus the change of
  /// its transform's translation along the axis; unsigned.
  ///
  /// An end without a frame (the actor keeps its own) counts no frame motion.
  ///
  /// - Parameters:
  ///   - actor: The actor; one the plan does not mention travels 0.
  ///   - axis: Along x (`horizontal`) or y (`vertical`).
  /// - Returns: The travel in points, 0 or more.
  package func travel(of actor: ActorID, along axis: Pan.Axis) -> Double {
    let start = state(of: actor, at: 0)
    let end = state(of: actor, at: duration)
    func centre(_ frame: CGRect) -> Double {
      Double(axis == .vertical ? frame.midY : frame.midX)
    }
    func translation(_ state: ViewState) -> Double {
      guard let transform = state.transform else { return 0 }
      return Double(axis == .vertical ? transform.translationY : transform.translationX)
    }
    var moved = translation(end) - translation(start)
    if let from = start.frame, let to = end.frame { moved += centre(to) - centre(from) }
    return moved.isFinite ? abs(moved) : 0
  }

  /// The progress at which this plan has moved the actors' frames out of `bounds` along
  /// `axis`, on the straight path from their start to their end (the linear twin a finger
  /// scrubs); 1 when none of them leaves before its end, or one starts outside.
  ///
  /// A cover that leaves to the container's height plus its own (Presentr's) is off the screen
  /// at half its travel for a view resting on the bottom edge: 0.5.
  ///
  /// - Parameters:
  ///   - actors: The actors the dragged view plays.
  ///   - axis: Along x (`horizontal`) or y (`vertical`).
  ///   - bounds: The container's bounds, in the plan's coordinates.
  /// - Returns: A progress in `0...1`.
  package func exitProgress(
    of actors: [ActorID], along axis: Pan.Axis, leaving bounds: CGRect
  ) -> Double {
    func span(_ state: ViewState) -> (low: Double, high: Double)? {
      guard let frame = state.frame else { return nil }
      let shift = Double(
        axis == .vertical
          ? state.transform?.translationY ?? 0 : state.transform?.translationX ?? 0)
      return axis == .vertical
        ? (Double(frame.minY) + shift, Double(frame.maxY) + shift)
        : (Double(frame.minX) + shift, Double(frame.maxX) + shift)
    }
    let (lower, upper) =
      axis == .vertical
      ? (Double(bounds.minY), Double(bounds.maxY)) : (Double(bounds.minX), Double(bounds.maxX))
    var exit = 1.0
    for actor in actors {
      guard let start = span(state(of: actor, at: 0)),
        let end = span(state(of: actor, at: duration)),
        start.high > lower, start.low < upper
      else { continue }
      let leaves: Double
      if end.low >= upper, end.low > start.low {
        leaves = (upper - start.low) / (end.low - start.low)
      } else if end.high <= lower, end.high < start.high {
        leaves = (start.high - lower) / (start.high - end.high)
      } else {
        continue
      }
      if leaves.isFinite { exit = min(exit, min(max(leaves, 0), 1)) }
    }
    return exit
  }
}
