import Foundation

// The plan of what the code did: tracks, instant changes and the states at the end.
extension TransitionRecorder {
  /// Runs pending completions and returns the plan of everything recorded.
  ///
  /// Changes made without animation after the last animation has ended become completion
  /// states; earlier ones become instant tracks at the moment they were made.
  ///
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/nonFiniteValue(actor:property:)`` when the code set a NaN or
  ///   infinite value, ``TransitionError/invalidPlan(_:)`` when the plan is invalid.
  public func makePlan() throws(TransitionError) -> TransitionPlan {
    runPendingCompletions()
    if let firstError { throw firstError }
    let end = entries.reduce(0) { end, entry in
      guard case .track(let track) = entry else { return end }
      return max(end, track.timing.endTime)
    }
    var allTracks: [Track] = []
    var atEnd: [ActorID: ViewState] = [:]
    for entry in entries {
      switch entry {
      case .track(let track):
        allTracks.append(track)
      case .instant(let time, let actor, let from, let to):
        if time >= end {
          atEnd[actor] = (atEnd[actor] ?? ViewState()).merging(to)
        } else {
          let timing = AnimationTiming(kind: .curve(.linear), duration: 0, delay: time)
          allTracks.append(
            Track(
              validatedActor: actor, keyframes: [Keyframe(0, from), Keyframe(1, to)],
              timing: timing))
        }
      }
    }
    let completion = atEnd.merging(completionStates) { $0.merging($1) }
    do {
      return try TransitionPlan(
        setup: setup, initialStates: initialStates, tracks: allTracks,
        completionStates: completion)
    } catch {
      throw .invalidPlan(error)
    }
  }
}

// Problems and default values.
extension TransitionRecorder {
  /// Records a problem found while the code runs; ``makePlan()`` throws the first one reported.
  ///
  /// - Parameter error: The problem.
  func report(_ error: TransitionError) {
    if firstError == nil { firstError = error }
  }

  /// The values a view has before animation code touches it.
  static func defaultState(frame: CGRect) -> ViewState {
    ViewState(
      frame: frame, alpha: 1, transform: .identity, cornerRadius: 0, corners: .all,
      shadow: .invisible, isHidden: false)
  }
}
