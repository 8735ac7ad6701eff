import Foundation

// The order of the container's views: what `addSubview` and `insertSubview` do to views that
// are already there (the transition's screens), as UIKit reorders subviews.
extension TransitionRecorder {
  /// The container's views back to front before the code placed any: the screen that arrives
  /// in front of the one that leaves going forward, behind it going back (where UIKit puts the
  /// arriving view), then the temporary views in the order the code inserted them.
  private var currentStack: [ActorID] {
    if let stack { return stack }
    return context.isPresenting
      ? [context.leavingActor, context.arrivingActor]
      : [context.arrivingActor, context.leavingActor]
  }

  /// Notes where a temporary view went, so that a later reordering keeps it there.
  func noteInsertion(_ actor: ActorID, placement: Placement) {
    stack = Self.placing(actor, placement, in: currentStack)
  }

  /// Puts `actor`, already in the container, where `placement` says: every view of the
  /// container's stack gets its position as `zIndex`, from now on.
  func restack(_ actor: ActorID, placement: Placement) {
    if case .container = actor { return }
    let after = Self.placing(actor, placement, in: currentStack)
    stack = after
    for (position, member) in after.enumerated() {
      let view = views[member] ?? view(for: member)
      if view.model.zIndex != position { record(ViewState(zIndex: position), on: view) }
    }
  }

  /// Puts `view` at `index` among the container's views (`insertSubview(_:at:)`).
  func insert(_ view: any AnimatableView, at index: Int) {
    guard let recording = view as? RecordingView else {
      reportForeign("insertSubview(_:at:)")
      return
    }
    let order = currentStack.filter { $0 != recording.actor }
    let placement: Placement
    if index <= 0 || order.isEmpty {
      placement = .back
    } else if index >= order.count {
      placement = .front
    } else {
      placement = .below(order[index])
    }
    insert(recording, placement: placement)
  }

  /// Reports code that handed the recorder a view it does not know (neither one of the
  /// transition's views nor one it made): ``makePlan()`` throws.
  func reportForeign(_ call: String) {
    report(
      .animatorFailed(
        animator: "animation code",
        reason: "\(call) was given a view that is not one of the transition's views "
          + "(use the views the front door gives, makeView(named:frame:backgroundColor:) or "
          + "snapshot()); the call cannot be recorded"))
  }

  private static func placing(
    _ actor: ActorID, _ placement: Placement, in stack: [ActorID]
  ) -> [ActorID] {
    var order = stack.filter { $0 != actor }
    switch placement {
    case .front: order.append(actor)
    case .back: order.insert(actor, at: 0)
    case .above(let sibling):
      let index = order.firstIndex(of: sibling).map { $0 + 1 } ?? order.count
      order.insert(actor, at: index)
    case .below(let sibling):
      order.insert(actor, at: order.firstIndex(of: sibling) ?? 0)
    }
    return order
  }
}

// Outside segments: animation blocks whose changes the recorder cannot see.
extension TransitionRecorder {
  /// Runs an animation block, through the context's runner when a player gave one.
  func runBlock(_ block: () -> Void) -> Int? {
    guard let runner = context.outsideAnimations?.runner else {
      block()
      return nil
    }
    return runner.run(block)
  }

  /// Ends a block run by ``runBlock(_:)``: an outside one gets a progress track (its alpha
  /// from 0 to 1 over `keyframes`, with `timing`) that the runner's animation follows.
  func finishBlock(
    _ token: Int?, isOutside: Bool, keyframes: [Keyframe], timing: AnimationTiming
  ) {
    guard isOutside else {
      if let token { context.outsideAnimations?.runner.discard(token) }
      return
    }
    let actor = ActorID.outsideSegment(outsideSegments)
    outsideSegments += 1
    entries.append(.track(Track(validatedActor: actor, keyframes: keyframes, timing: timing)))
    if let token { context.outsideAnimations?.runner.keep(token, as: actor) }
  }
}
