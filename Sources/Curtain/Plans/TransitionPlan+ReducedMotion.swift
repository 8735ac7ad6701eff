import Foundation

/// How an animator honours Reduce Motion (``TransitionContext/reduceMotion``).
///
/// ```swift
/// struct Spinner: TransitionAnimator {
///   var reducedMotionSupport: ReducedMotionSupport {
///     .optedOut(reason: "The spin is the content: a loading indicator, not a transition.")
///   }
///   func plan(for context: TransitionContext) throws -> TransitionPlan { .empty }
/// }
/// ```
public enum ReducedMotionSupport: Hashable, Sendable {
  /// The default: players reduce the animator's plan with
  /// ``TransitionPlan/reducingMotion(in:)``.
  case automatic
  /// The animator reads ``TransitionContext/reduceMotion`` and plans its own reduced version,
  /// which must still change only opacity and blur (`AnimatorContract` checks it).
  case planned
  /// The animator keeps its motion under Reduce Motion, for the stated reason (shown by
  /// `AnimatorContract` and the `curtain` tool); an empty reason is not an opt-out.
  case optedOut(reason: String)
}

extension TransitionAnimator {
  /// By default an animator's plan is reduced automatically.
  public var reducedMotionSupport: ReducedMotionSupport { .automatic }

  /// The plan a player plays: ``plan(for:)``, reduced with
  /// ``TransitionPlan/reducingMotion(in:)`` when the context asks for reduced motion and the
  /// animator's ``reducedMotionSupport`` is ``ReducedMotionSupport/automatic`` (or an opt-out
  /// without a reason).
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The plan to play.
  /// - Throws: Whatever ``plan(for:)`` throws.
  public func motionPlan(for context: TransitionContext) throws -> TransitionPlan {
    let plan = try plan(for: context)
    guard context.reduceMotion else { return plan }
    switch reducedMotionSupport {
    case .automatic: return plan.reducingMotion(in: context)
    case .planned: return plan
    case .optedOut(let reason):
      return reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        ? plan.reducingMotion(in: context) : plan
    }
  }
}

extension ViewState {
  /// The geometry properties: frame, transform, corner radius and rounded corners.
  var geometry: ViewState {
    ViewState(frame: frame, transform: transform, cornerRadius: cornerRadius, corners: corners)
  }

  /// This state without its geometry properties.
  var withoutGeometry: ViewState {
    var state = self
    state.frame = nil
    state.transform = nil
    state.cornerRadius = nil
    state.corners = nil
    return state
  }
}

extension TransitionPlan {
  /// This plan for Reduce Motion: it changes only opacity, blur and colours, never a frame, a
  /// transform or a corner radius, and it lasts exactly as long.
  ///
  /// The rule, for every actor whose tracks set a geometry property (frame, transform, corner
  /// radius, corners):
  /// - the geometry is taken out of every keyframe, and the actor holds one geometry for the
  ///   whole transition, given as its initial (or setup) state: the arriving actor
  ///   (`TransitionContext.arrivingActor`) the geometry it ends with, so it is already in
  ///   place; every other actor (the leaving screen, a presenting screen that stays, inserted
  ///   views and snapshots) the geometry it starts with, so nothing on screen jumps;
  /// - when that geometry moved (its start and end, or two keyframes, differ), the arriving
  ///   screen of a present, push or tab switch fades in (alpha 0 to its end alpha), and the
  ///   leaving screen of a dismiss, pop or tab switch fades out (to 0), over the plan's whole
  ///   duration on an ease-in-out curve — unless a track of the plan already animates its alpha.
  ///   A `from` screen that fades out gets its alpha back on completion, since it may return.
  ///
  /// Tracks are kept (emptied of geometry) so the timing and ``duration`` are unchanged; alpha,
  /// blur, colour and shadow tracks play as planned. Completion and cancellation states are
  /// kept as they are.
  ///
  /// ```swift
  /// var reduced = context
  /// reduced.reduceMotion = true
  /// let plan = try CrossDissolveAnimation().motionPlan(for: reduced)
  /// ```
  ///
  /// - Parameter context: The context the plan was made for (its operation names the arriving
  ///   and leaving actors).
  /// - Returns: The reduced plan.
  public func reducingMotion(in context: TransitionContext) -> TransitionPlan {
    let leaving = context.leavingActor
    let arriving = context.arrivingActor
    var held: [ActorID: ViewState] = [:]
    var moved: Set<ActorID> = []
    var fadesAlready: Set<ActorID> = []
    for track in tracks {
      if track.keyframes.contains(where: { $0.state.alpha != nil }) {
        fadesAlready.insert(track.actor)
      }
      let shapes = track.keyframes.map(\.state.geometry)
      guard shapes.contains(where: { !$0.isEmpty }) else { continue }
      if shapes.contains(where: { $0 != shapes[0] }) { moved.insert(track.actor) }
      if held[track.actor] == nil {
        let start = state(of: track.actor, at: 0).geometry
        let end = compiled.endState(of: track.actor).geometry
        if start != end { moved.insert(track.actor) }
        held[track.actor] = track.actor == arriving ? end : start
      }
    }
    let newTracks = tracks.map { track in
      Track(
        validatedActor: track.actor,
        keyframes: track.keyframes.map { Keyframe($0.relativeTime, $0.state.withoutGeometry) },
        timing: track.timing)
    }
    var newSetup = setup
    for (index, step) in setup.enumerated() {
      guard let geometry = held.removeValue(forKey: step.actor) else { continue }
      switch step {
      case .insert(let actor, let state, let placement):
        newSetup[index] = .insert(actor, state: state.merging(geometry), placement: placement)
      case .snapshot(let of, let name, let state, let placement):
        newSetup[index] = .snapshot(
          of: of, name: name, state: state.merging(geometry), placement: placement)
      }
    }
    var newInitial = initialStates
    for (actor, geometry) in held {
      newInitial[actor] = (newInitial[actor] ?? ViewState()).merging(geometry)
    }
    var fades: [Track] = []
    var newCompletion = completionStates
    let total = duration
    let timing = AnimationTiming(kind: .curve(.easeInOut), duration: total, delay: 0)
    if total > 0 {
      let operation = context.operation
      if operation != .dismiss, moved.contains(arriving), !fadesAlready.contains(arriving) {
        let endAlpha = compiled.endState(of: arriving).alpha ?? 1
        fades.append(
          Track(
            validatedActor: arriving,
            keyframes: [Keyframe(0, ViewState(alpha: 0)), Keyframe(1, ViewState(alpha: endAlpha))],
            timing: timing))
      }
      if operation != .present, moved.contains(leaving), !fadesAlready.contains(leaving) {
        let startAlpha = state(of: leaving, at: 0).alpha ?? 1
        fades.append(
          Track(
            validatedActor: leaving,
            keyframes: [
              Keyframe(0, ViewState(alpha: startAlpha)), Keyframe(1, ViewState(alpha: 0)),
            ],
            timing: timing))
        if leaving == .from, newCompletion[leaving]?.alpha == nil {
          newCompletion[leaving] = (newCompletion[leaving] ?? ViewState())
            .merging(ViewState(alpha: startAlpha))
        }
      }
    }
    return TransitionPlan(
      validatedSetup: newSetup, initialStates: newInitial, tracks: newTracks + fades,
      completionStates: newCompletion, cancellationStates: cancellationStates)
  }
}
