import Curtain

/// Plays any animator as a push and a pop: one written for navigation as it is, one written for
/// presentations (most of Curtain's: a fade, the zoom, a cover) as a presentation for the push
/// and a dismissal for the pop, as SwiftUI's `.navigationTransition(.zoom(…))` plays iOS 18's
/// zoom in a navigation stack.
///
/// The rule, for a push or a pop:
/// - The base animator plans the navigation context. A plan that moves only `.from`, `.to`
///   and the views it inserts is played as it is.
/// - A plan that moves `.presented` or `.presenting` (which a push or a pop does not have), or
///   a base that cannot plan a push or a pop, is planned again in modal terms: the push as a
///   presentation of the arriving screen (`.presented` is `.to`, `.presenting` is `.from`), the
///   pop as a dismissal of the leaving screen (`.presented` is `.from`, `.presenting` is
///   `.to`), with the frames keyed both ways; the plan's actors are then named back.
/// - Any other operation is the base's.
package struct ModalAnimatorInNavigation: TransitionAnimator {
  /// The animator played.
  package let base: any TransitionAnimator

  /// Wraps `base`.
  ///
  /// - Parameter base: Any animator.
  package init(_ base: any TransitionAnimator) {
    self.base = base
  }

  /// The animator a spec names for a push or a pop, wrapped: the registry's animator for the
  /// operation, else (an animator registered for presentations only, such as `zoom`) its
  /// animator for the presentation or the dismissal the push or pop plays as.
  ///
  /// - Parameters:
  ///   - spec: The spec.
  ///   - registry: Where its ids are looked up.
  ///   - operation: `.push` or `.pop`.
  /// - Returns: The wrapped animator.
  /// - Throws: What the registry throws for the modal operation when the spec supports neither.
  @MainActor
  package static func animator(
    for spec: TransitionSpec, in registry: AnimatorRegistry, operation: TransitionOperation
  ) throws -> ModalAnimatorInNavigation {
    do {
      return Self(try registry.makeAnimator(for: spec, operation: operation))
    } catch RegistryError.unsupportedOperation {
      guard let roles = modalRoles(for: operation) else {
        throw RegistryError.unsupportedOperation(spec.animator, operation: operation)
      }
      return Self(try registry.makeAnimator(for: spec, operation: roles.operation))
    }
  }

  /// The base's.
  package var reducedMotionSupport: ReducedMotionSupport { base.reducedMotionSupport }

  /// The base's plan, in modal terms when it is written for presentations.
  ///
  /// - Parameter context: The push's or the pop's context.
  /// - Returns: A plan of the navigation's actors.
  /// - Throws: What the base throws for the modal context, or a `PlanError` of the renamed plan.
  package func plan(for context: TransitionContext) throws -> TransitionPlan {
    guard let roles = Self.modalRoles(for: context.operation) else {
      return try base.plan(for: context)
    }
    if let direct = try? base.plan(for: context),
      !direct.actors.contains(.presented), !direct.actors.contains(.presenting)
    {
      return direct
    }
    let modal = try base.plan(for: Self.modalContext(context, roles: roles))
    return try Self.renamed(modal, roles: roles)
  }

  /// The base's, with the context it planned.
  package func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    base.transitionDidEnd(in: context, completed: completed)
  }

  /// For a push or a pop: the modal operation it plays as, and which navigation actor stands
  /// for the presented and the presenting screen.
  package static func modalRoles(
    for operation: TransitionOperation
  ) -> (operation: TransitionOperation, presented: ActorID, presenting: ActorID)? {
    switch operation {
    case .push: (.present, .to, .from)
    case .pop: (.dismiss, .from, .to)
    default: nil
    }
  }

  /// The navigation context as a presentation or a dismissal: the frames of `.from` and `.to`
  /// also under `.presenting` and `.presented`.
  static func modalContext(
    _ context: TransitionContext,
    roles: (operation: TransitionOperation, presented: ActorID, presenting: ActorID)
  ) -> TransitionContext {
    var modal = context
    modal.operation = roles.operation
    for (alias, actor) in [(ActorID.presented, roles.presented), (.presenting, roles.presenting)] {
      if let frame = context.initialFrames[actor] { modal.initialFrames[alias] = frame }
      if let frame = context.finalFrames[actor] { modal.finalFrames[alias] = frame }
    }
    return modal
  }

  /// `plan` with `.presented` and `.presenting` named as the navigation's actors.
  static func renamed(
    _ plan: TransitionPlan,
    roles: (operation: TransitionOperation, presented: ActorID, presenting: ActorID)
  ) throws -> TransitionPlan {
    func name(_ actor: ActorID) -> ActorID {
      switch actor {
      case .presented: roles.presented
      case .presenting: roles.presenting
      default: actor
      }
    }
    func place(_ placement: Placement) -> Placement {
      switch placement {
      case .above(let actor): .above(name(actor))
      case .below(let actor): .below(name(actor))
      default: placement
      }
    }
    func states(_ states: [ActorID: ViewState]) -> [ActorID: ViewState] {
      // The navigation actor's own state (a plan may move `.to` and `.presented` both) wins.
      var named: [ActorID: ViewState] = [:]
      for (actor, state) in states where name(actor) == actor { named[actor] = state }
      for (actor, state) in states where named[name(actor)] == nil { named[name(actor)] = state }
      return named
    }
    let setup = plan.setup.map { step -> SetupStep in
      switch step {
      case .insert(let actor, let state, let placement):
        .insert(actor, state: state, placement: place(placement))
      case .snapshot(let actor, let snapshot, let state, let placement):
        .snapshot(of: name(actor), name: snapshot, state: state, placement: place(placement))
      }
    }
    let tracks = try plan.tracks.map { track in
      try Track(actor: name(track.actor), keyframes: track.keyframes, timing: track.timing)
    }
    return try TransitionPlan(
      setup: setup, initialStates: states(plan.initialStates), tracks: tracks,
      completionStates: states(plan.completionStates),
      cancellationStates: states(plan.cancellationStates))
  }
}
