import Foundation

extension TransitionPlan {
  /// The mirror plan: what this plan does, undone, as a dismissal undoes a presentation.
  ///
  /// Every track runs backwards in a mirrored slot of time with a reversed curve, so for
  /// curve-timed tracks `reversed().state(of: a, at: t) == state(of: a, at: duration - t)`.
  /// The mirrored tracks spell out every property a track's keyframes left to its context
  /// (where an earlier track ended, or the previous keyframe), since the context differs
  /// backwards.
  /// Spring-timed tracks keep their spring (see ``AnimationTiming/reversed(within:)``). The
  /// setup and the initial states are kept; completion and cancellation states swap, since finishing the mirror returns
  /// to where this plan started.
  ///
  /// - Returns: The reversed plan.
  public func reversed() -> TransitionPlan {
    let total = duration
    return TransitionPlan(
      validatedSetup: setup, initialStates: initialStates,
      tracks: zip(tracks, compiled.completedKeyframes).map { track, keyframes in
        Track(validatedActor: track.actor, keyframes: keyframes, timing: track.timing)
          .reversed(within: total)
      },
      completionStates: cancellationStates, cancellationStates: completionStates)
  }

  /// Returns a plan that runs this plan and `other` together, as auxiliary animations do.
  ///
  /// Tracks and setup steps of both are kept; where both give an initial, completion or
  /// cancellation state for the same actor, `other`'s set properties win. The duration is the longer of the
  /// two.
  ///
  /// - Parameter other: The plan to run alongside.
  /// - Returns: The merged plan.
  /// - Throws: ``PlanError/duplicateInsertion(actor:)`` when both insert the same temporary actor.
  public func merged(with other: TransitionPlan) throws(PlanError) -> TransitionPlan {
    let mine = Set(temporaryActors)
    if let clash = other.temporaryActors.first(where: mine.contains) {
      throw .duplicateInsertion(actor: clash)
    }
    let combine = { (lhs: [ActorID: ViewState], rhs: [ActorID: ViewState]) in
      lhs.merging(rhs) { $0.merging($1) }
    }
    return TransitionPlan(
      validatedSetup: setup + other.setup,
      initialStates: combine(initialStates, other.initialStates), tracks: tracks + other.tracks,
      completionStates: combine(completionStates, other.completionStates),
      cancellationStates: combine(cancellationStates, other.cancellationStates))
  }

  /// Returns this plan started `offset` seconds later: every track's delay grows by `offset`.
  ///
  /// - Parameter offset: Seconds to wait; negative offsets move tracks earlier, never before 0.
  /// - Returns: The shifted plan.
  public func delayed(by offset: TimeInterval) -> TransitionPlan {
    guard offset.isFinite else { return self }
    return TransitionPlan(
      validatedSetup: setup, initialStates: initialStates,
      tracks: tracks.map {
        Track(
          validatedActor: $0.actor, keyframes: $0.keyframes, timing: $0.timing.delayed(by: offset))
      },
      completionStates: completionStates, cancellationStates: cancellationStates)
  }
}
