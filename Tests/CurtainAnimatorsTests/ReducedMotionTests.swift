import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// Reduce Motion for every built-in: the plan a player plays (`motionPlan(for:)`) with
/// `reduceMotion` on changes no frame, transform or corner radius of any actor, compared
/// exactly across 121 evenly spaced times, and lasts as long as the full plan.
@Suite @MainActor struct ReducedMotionTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let card = CGRect(x: 20, y: 120, width: 350, height: 200)

  @Test(arguments: builtInIDs)
  func everyBuiltInMovesNothing(_ id: AnimatorID) throws {
    let descriptor = try AnimatorRegistry.builtIn.requireDescriptor(for: id)
    let animator = try descriptor.makeAnimator()
    #expect(animator.reducedMotionSupport == .automatic)
    for operation in AnimatorContract.operations(of: descriptor) {
      var context = try TransitionContext(
        operation: operation, containerBounds: bounds, sourceFrame: card,
        tabSwitch: operation == .tab ? TabSwitch(from: 0, to: 1) : nil)
      let full = try animator.motionPlan(for: context)
      context.reduceMotion = true
      let reduced = try animator.motionPlan(for: context)
      #expect(reduced.duration == full.duration, "\(id) \(operation)")
      for actor in reduced.actors {
        let start: ViewState = reduced.state(of: actor, at: 0)
        for step in 1...120 {
          let time: TimeInterval = reduced.duration * Double(step) / 120
          let state: ViewState = reduced.state(of: actor, at: time)
          let label = "\(id) \(operation) \(actor) at \(time)"
          let sameFrame: Bool = state.frame == start.frame
          let sameTransform: Bool = state.transform == start.transform
          let sameRadius: Bool = state.cornerRadius == start.cornerRadius
          #expect(sameFrame, "\(label): frame")
          #expect(sameTransform, "\(label): transform")
          #expect(sameRadius, "\(label): corner radius")
          if !(sameFrame && sameTransform && sameRadius) { break }
        }
      }
    }
  }

  /// Where the full plan moves the arriving screen of a push, the reduced one fades it in: the
  /// slide's `to` screen sits at its final frame (the container) and goes from alpha 0 to 1;
  /// the leaving `from` screen stays where it started and fades out.
  @Test func aMovingPushBecomesACrossFade() throws {
    let animator = try AnimatorRegistry.builtIn.requireDescriptor(for: "slide-navigation")
      .makeAnimator()
    let context = try TransitionContext(
      operation: .push, containerBounds: bounds, reduceMotion: true)
    let plan = try animator.motionPlan(for: context)
    #expect(plan.state(of: .to, at: 0).frame == bounds)
    #expect(plan.state(of: .to, at: 0).alpha == 0)
    #expect(plan.finalState(of: .to).alpha == 1)
    #expect(plan.state(of: .from, at: 0).frame == bounds)
    #expect(plan.state(of: .from, at: plan.duration).alpha == 0)
    // The from screen may come back on a pop: its alpha is restored on completion.
    #expect(plan.finalState(of: .from).alpha == 1)
  }

  /// A third-party animator that plans motion itself is caught by the contract; one that opts
  /// out with a reason is not checked; an empty reason is no opt-out.
  @Test func theContractChecksReducedMotionAndHonoursAReasonedOptOut() throws {
    struct Mover: TransitionAnimator {
      var reducedMotionSupport: ReducedMotionSupport
      func plan(for context: TransitionContext) throws -> TransitionPlan {
        let timing = try AnimationTiming(curve: .linear, duration: 0.3)
        let start = CGRect(x: 0, y: 844, width: 390, height: 844)
        let end = CGRect(x: 0, y: 0, width: 390, height: 844)
        let presenting = context.isPresenting
        return try TransitionPlan(tracks: [
          Track(
            actor: .presented, from: ViewState(frame: presenting ? start : end),
            to: ViewState(frame: presenting ? end : start), timing: timing)
        ])
      }
    }
    let planned = AnimatorContract.reducedMotionViolations(
      of: Mover(reducedMotionSupport: .planned))
    let expected = ContractViolation.Kind.movesUnderReducedMotion(
      actor: .presented, property: "frame", time: 0.3 / 60)
    let kinds: [ContractViolation.Kind] = planned.map(\.kind)
    #expect(kinds == [expected, expected])
    #expect(
      AnimatorContract.reducedMotionViolations(
        of: Mover(reducedMotionSupport: .optedOut(reason: "The motion is the content."))
      ).isEmpty)
    // An empty reason is no opt-out: motionPlan reduces the plan, so nothing moves.
    var reduced = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    reduced.reduceMotion = true
    let blank = try Mover(reducedMotionSupport: .optedOut(reason: " ")).motionPlan(for: reduced)
    #expect(blank.state(of: .presented, at: 0).frame == blank.finalState(of: .presented).frame)
    #expect(
      AnimatorContract.reducedMotionViolations(of: Mover(reducedMotionSupport: .automatic))
        .isEmpty)
  }
}
