import Curtain
import CurtainEngine
import Foundation

// The transition queue: requests become transitions that run one at a time, and the
// bookkeeping that keeps the scene's structure and states in step with them.
extension HeadlessScene {
  // MARK: - Driving transitions

  func request(
    _ request: SceneRequest, animator: any TransitionAnimator, interactive: Bool,
    swipe: Pan? = nil
  ) throws(HeadlessError) -> HeadlessTransition {
    let waitingFor = currentTransition ?? pendingTransitions.first
    if let waitingFor, busyPolicy == .refuse {
      throw .busy(requested: request.summary, running: "the \(waitingFor.summary) transition")
    }
    let change = try projected.applying(request)
    let transition = HeadlessTransition(
      scene: self, request: request, isInteractive: interactive, animator: animator)
    transition.swipe = swipe
    if waitingFor == nil {
      try begin(transition)
    } else {
      pendingTransitions.append(transition)
    }
    projected = change.model
    return transition
  }

  /// Checks `transition` against the scene as it is, plans it and starts it.
  func begin(_ transition: HeadlessTransition) throws(HeadlessError) {
    let change = try model.applying(transition.request)
    if transition.request.isPlannedByScene {
      let plan = try scenePlan(for: transition.request, change: change)
      if case .resize = transition.request { relayHiddenScreens(in: change.model) }
      let bases = change.bindings.map { binding in
        screenStates[ObjectIdentifier(binding.screen)]
          ?? restingState(frame: restingFrame(of: binding.screen, in: change.model))
      }
      currentTransition = transition
      transition.start(context: nil, plan: plan, change: change, baseStates: bases)
      return
    }
    let context = try makeContext(for: transition, change: change)
    guard let animator = transition.plannedAnimator() else {
      throw .transitionEnded(operation: transition.summary, state: transition.state)
    }
    var plan: TransitionPlan
    do {
      plan = accessiblePlan(try animator.motionPlan(for: context), for: transition.request)
    } catch {
      throw .animatorFailed(animator: String(describing: type(of: animator)), underlying: error)
    }
    // A dismissal a pan starts follows the swipe: the core's rule, the UIKit player's too.
    if let pan = transition.swipe,
      let dragged = change.bindings.first(where: { $0.actors.contains(.presented) })
    {
      plan = SwipeDismissal.oriented(
        plan, to: pan.direction(for: context.layoutDirection), moving: dragged.actors)
    }
    let bases = change.bindings.map { binding in
      if binding.isArriving {
        let frame =
          binding.actors.contains(.presented)
          ? context.presentedFrame : context.finalFrame(for: .to)
        return restingState(frame: frame)
      }
      return screenStates[ObjectIdentifier(binding.screen)] ?? restingState(frame: bounds)
    }
    currentTransition = transition
    transition.start(context: context, plan: plan, change: change, baseStates: bases)
  }

  /// Records the frame `transition` has just drawn.
  func show(
    _ transition: HeadlessTransition, screens: [(HeadlessScreen, ViewState)],
    transient: [ActorID: ViewState]
  ) {
    guard transition === currentTransition else { return }
    for (screen, state) in screens { screenStates[ObjectIdentifier(screen)] = state }
    transientStates = transient
  }

  /// Applies the end of the running transition: the new structure when it finished, the
  /// screens' end states, no temporary actors.
  func transitionEnded(
    _ transition: HeadlessTransition, finished: Bool, change: SceneChange,
    screens: [(HeadlessScreen, ViewState)]
  ) {
    guard transition === currentTransition else { return }
    if finished {
      rememberPlainPresentation(after: transition)
      model = change.model
      keepBackground(after: transition)
    }
    announce(after: transition, finished: finished)
    for (screen, state) in screens { screenStates[ObjectIdentifier(screen)] = state }
    dropStatesOfDepartedScreens()
    transientStates = [:]
    currentTransition = nil
    recomputeProjection()
  }

  /// Takes a cancelled pending transition out of the queue.
  func transitionLeftQueue(_ transition: HeadlessTransition) {
    pendingTransitions.removeAll { $0 === transition }
    recomputeProjection()
  }

  /// Starts queued transitions until one runs or the queue is empty.
  func startNextTransition() {
    while currentTransition == nil, !pendingTransitions.isEmpty {
      let next = pendingTransitions.removeFirst()
      do {
        try begin(next)
      } catch {
        recomputeProjection()
        next.fail(error)
      }
    }
  }

  // MARK: - Model bookkeeping

  func requireIdle(for operation: String) throws(HeadlessError) {
    if let waitingFor = currentTransition ?? pendingTransitions.first {
      throw .busy(requested: operation, running: "the \(waitingFor.summary) transition")
    }
  }

  func replaceModel(with next: SceneModel) {
    model = next
    projected = next
    for screen in next.allScreens where screenStates[ObjectIdentifier(screen)] == nil {
      screenStates[ObjectIdentifier(screen)] = restingState(frame: bounds)
    }
    dropStatesOfDepartedScreens()
  }

  func dropStatesOfDepartedScreens() {
    let present = Set(model.allScreens.map(ObjectIdentifier.init))
    screenStates = screenStates.filter { present.contains($0.key) }
    backgrounds = backgrounds.filter { present.contains($0.key) }
    presentingRestingFrames = presentingRestingFrames.filter { present.contains($0.key) }
  }

  /// Recomputes the structure new requests are checked against: the current one with the
  /// running and queued requests applied, skipping any that no longer fit.
  func recomputeProjection() {
    var next = model
    let requests = ([currentTransition].compactMap { $0 } + pendingTransitions).map(\.request)
    for request in requests {
      if let change = try? next.applying(request) { next = change.model }
    }
    projected = next
  }

  func restingState(frame: CGRect) -> ViewState {
    ViewState(frame: frame, alpha: 1, transform: .identity)
  }
}
