import Curtain
import Foundation

/// The core's rule for a pan that starts an interactive dismissal: the dismissal follows the
/// swipe, so the view under the finger never moves against it.
///
/// A dismissal whose plan moves the dragged view against the pan's direction along the pan's
/// axis (Presentr's alert with an upward `dismissOnSwipe`, whose cover leaves downwards) is
/// mirrored along that axis for the dragged view's actors: each moves the same distance, on
/// the same timing, the way the finger moves, about where it starts. Everything else (the dim,
/// another screen, a fade, a scale, the other axis) plays as the dismissal had it. A plan that
/// already moves the view with the pan, or does not move it along the axis, is unchanged, and
/// so is every dismissal no pan starts (a button, `dismiss(animated:)`): both players apply this
/// only to the plan of a dismissal a pan starts.
///
/// ```swift
/// // A cover leaving downwards, dismissed by an upward swipe: it leaves upwards.
/// let oriented = SwipeDismissal.oriented(plan, to: .fromBottom, moving: [.presented, .from])
/// ```
package enum SwipeDismissal {
  /// Whether `plan` moves the dragged view against `direction`: the actor among `actors` that
  /// moves furthest along the pan's axis (``TransitionPlan/displacement(of:along:)``) moves
  /// the other way than the finger.
  ///
  /// - Parameters:
  ///   - plan: The dismissal's plan.
  ///   - direction: The physical direction the finger moves to dismiss.
  ///   - actors: The actors the dragged view plays.
  /// - Returns: `true` when the plan moves the view against the finger.
  package static func opposes(
    _ plan: TransitionPlan, _ direction: PanDirection, moving actors: [ActorID]
  ) -> Bool {
    let axis = direction.axis
    let moves = actors.map { plan.displacement(of: $0, along: axis) }
    guard let furthest = moves.max(by: { abs($0) < abs($1) }), abs(furthest) > 1e-9 else {
      return false
    }
    return furthest * direction.sign < 0
  }

  /// `plan` oriented to a pan in `direction` that starts it: mirrored along the pan's axis for
  /// `actors` when it moves them against the pan (``opposes(_:_:moving:)``), otherwise as it
  /// is.
  ///
  /// The mirror reflects, for each actor in `actors`, the centre of every frame the plan gives
  /// it (keyframes, initial, completion and cancellation states) about the centre of its frame
  /// at time 0, and its transform's translation along the axis about the translation at time 0;
  /// sizes, scales, rotations, opacity and timing are kept. The start is unchanged, so a
  /// cancelled swipe comes back to where it began.
  ///
  /// - Parameters:
  ///   - plan: The dismissal's plan.
  ///   - direction: The physical direction the finger moves to dismiss.
  ///   - actors: The actors the dragged view plays.
  /// - Returns: The plan the pan drives.
  package static func oriented(
    _ plan: TransitionPlan, to direction: PanDirection, moving actors: [ActorID]
  ) -> TransitionPlan {
    guard opposes(plan, direction, moving: actors) else { return plan }
    return plan.mirrored(actors: Set(actors), along: direction.axis)
  }
}

extension TransitionPlan {
  /// How far this plan moves `actor` along `axis` from its start to its end, in points, signed
  /// (positive towards larger coordinates): the move of its frame's centre plus the change of
  /// its transform's translation along the axis.
  ///
  /// - Parameters:
  ///   - actor: The actor; one the plan does not mention moves 0.
  ///   - axis: Along x (`horizontal`) or y (`vertical`).
  /// - Returns: The signed displacement in points; 0 when not finite.
  package func displacement(of actor: ActorID, along axis: Pan.Axis) -> Double {
    let start = state(of: actor, at: 0)
    let end = state(of: actor, at: duration)
    var moved = Self.translation(end, along: axis) - Self.translation(start, along: axis)
    if let from = start.frame, let to = end.frame {
      moved += Self.centre(to, along: axis) - Self.centre(from, along: axis)
    }
    return moved.isFinite ? moved : 0
  }

  /// This plan with the positions of `actors` reflected along `axis` about where each starts.
  func mirrored(actors: Set<ActorID>, along axis: Pan.Axis) -> TransitionPlan {
    var pivots: [ActorID: (centre: Double?, translation: Double)] = [:]
    for actor in actors {
      let start = state(of: actor, at: 0)
      pivots[actor] = (
        start.frame.map { Self.centre($0, along: axis) },
        Self.translation(start, along: axis)
      )
    }
    func mirror(_ state: ViewState, of actor: ActorID) -> ViewState {
      guard let pivot = pivots[actor] else { return state }
      var mirrored = state
      if let frame = state.frame, let centre = pivot.centre {
        var moved = frame
        switch axis {
        case .vertical: moved.origin.y = CGFloat(2 * centre) - frame.maxY
        case .horizontal: moved.origin.x = CGFloat(2 * centre) - frame.maxX
        }
        mirrored.frame = moved
      }
      if var transform = state.transform {
        switch axis {
        case .vertical:
          transform.translationY = CGFloat(2 * pivot.translation) - transform.translationY
        case .horizontal:
          transform.translationX = CGFloat(2 * pivot.translation) - transform.translationX
        }
        mirrored.transform = transform
      }
      return mirrored
    }
    func mirrorAll(_ states: [ActorID: ViewState]) -> [ActorID: ViewState] {
      Dictionary(uniqueKeysWithValues: states.map { ($0.key, mirror($0.value, of: $0.key)) })
    }
    let mirroredTracks = tracks.map { track in
      guard actors.contains(track.actor) else { return track }
      return Track(
        validatedActor: track.actor,
        keyframes: track.keyframes.map {
          Keyframe($0.relativeTime, mirror($0.state, of: track.actor))
        },
        timing: track.timing)
    }
    return TransitionPlan(
      validatedSetup: setup, initialStates: mirrorAll(initialStates), tracks: mirroredTracks,
      completionStates: mirrorAll(completionStates),
      cancellationStates: mirrorAll(cancellationStates))
  }

  private static func centre(_ frame: CGRect, along axis: Pan.Axis) -> Double {
    Double(axis == .vertical ? frame.midY : frame.midX)
  }

  private static func translation(_ state: ViewState, along axis: Pan.Axis) -> Double {
    guard let transform = state.transform else { return 0 }
    return Double(axis == .vertical ? transform.translationY : transform.translationX)
  }
}
