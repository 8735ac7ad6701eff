import Curtain
import Foundation
import Testing

// MARK: - The seed's examples, ported as a user would (only the import changed)

/// The seed's `transform` example: the presented view grows out of the top-left corner.
private class ExpandFromCornerAnimation: PresentrAnimation {

  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    return CGRect(x: 0, y: 0, width: 10, height: 10)
  }

}

/// The seed's `CrossDissolveAnimation`, written as a user's own subclass with the three hooks.
private class FadeAnimation: PresentrAnimation {

  override public func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 0.0 : 1.0
  }

  override public func performAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 1.0 : 0.0
  }

  override public func afterAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = 1.0
  }

}

// MARK: - Other subclasses used below

/// Presentr's cover-vertical movement written as a user's own subclass: up from below the
/// container. (The built-in `CoverVerticalAnimation` lives in the `CurtainCoverVertical` plug-in
/// and is tested there.)
private final class RiseAnimation: PresentrAnimation {
  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    var start = finalFrame
    start.origin.y = containerFrame.height + finalFrame.height
    return start
  }
}

/// Returns a rectangle that is not finite.
private final class NaNTransformAnimation: PresentrAnimation {
  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    CGRect(x: .nan, y: 0, width: finalFrame.width, height: finalFrame.height)
  }
}

/// Sets an alpha or a frame that is not finite.
private final class NonFiniteHookAnimation: PresentrAnimation {
  let badFrame: Bool

  init(badFrame: Bool) {
    self.badFrame = badFrame
    super.init()
  }

  override func performAnimation(using transitionContext: PresentrTransitionContext) {
    if badFrame {
      transitionContext.animatingView?.frame = CGRect(
        x: 0, y: CGFloat.infinity, width: 1, height: 1)
    } else {
      transitionContext.animatingView?.alpha = .nan
    }
  }
}

/// Keeps the context its hooks were given.
private final class ContextCapturingAnimation: PresentrAnimation {
  var captured: [PresentrTransitionContext] = []

  override func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    captured.append(transitionContext)
    super.beforeAnimation(using: transitionContext)
  }
}

/// Moves with the transform and rounds the corners only in `afterAnimation`.
private final class RoundAfterwardsAnimation: PresentrAnimation {
  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    finalFrame.offsetBy(dx: 0, dy: 100)
  }

  override func afterAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.cornerRadius = 12
  }
}

// MARK: - Independent references

private func easeInOut(_ fraction: Double) -> Double {
  FrontDoorCheck.easeInOut(fraction)
}

/// `from + (to − from)·p`, component by component.
private func mix(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
  let p = CGFloat(progress)
  return CGRect(
    x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
    width: from.width + (to.width - from.width) * p,
    height: from.height + (to.height - from.height) * p)
}

/// UIKit's duration-based spring, written out from its definition (``FrontDoorCheck``).
private struct UIKitSpringReference {
  let zeta: Double
  let omega0: Double
  let v0: Double

  init(duration: Double, dampingRatio zeta: Double, velocity: Double) {
    self.zeta = zeta
    v0 = -velocity
    omega0 = FrontDoorCheck.uikitSpringOmega0(
      duration: duration, dampingRatio: zeta, velocity: velocity)
  }

  var stiffness: Double { omega0 * omega0 }
  var damping: Double { 2 * zeta * omega0 }

  func progress(at time: Double) -> Double {
    FrontDoorCheck.underdampedProgress(omega0: omega0, dampingRatio: zeta, v0: v0, at: time)
  }
}

@MainActor
@Suite struct PresentrAnimationTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// A presented frame smaller than the container, so that every coordinate of a movement shows.
  static let card = CGRect(x: 20, y: 400, width: 350, height: 444)

  static func context(
    _ operation: TransitionContext.Operation, presentedFrame: CGRect? = nil
  ) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: container, presentedFrame: presentedFrame)
  }

  static func expectFrame(
    _ plan: TransitionPlan, at time: TimeInterval, _ expected: CGRect, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let frame = try #require(
      plan.state(of: .presented, at: time).frame, sourceLocation: sourceLocation)
    #expect(
      PlanCheck.isClose(frame, expected, tolerance: tolerance),
      "at \(time) s: \(frame) instead of \(expected)", sourceLocation: sourceLocation)
  }

  // MARK: The transform path

  @Test func expandFromCornerGrowsFromTheCornerUnderEaseInOut() throws {
    let plan = try ExpandFromCornerAnimation().plan(for: Self.context(.present))
    let corner = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(plan.duration == 0.4)
    #expect(plan.initialStates[.presented] == ViewState(frame: corner))
    try Self.expectFrame(plan, at: 0, corner)
    // 0.1 s of 0.4 s is a quarter of the way in time; the curve gives the fraction of the way.
    for time in [0.05, 0.1, 0.2, 0.3, 0.37] {
      try Self.expectFrame(plan, at: time, mix(corner, Self.container, easeInOut(time / 0.4)))
    }
    try Self.expectFrame(plan, at: 0.4, Self.container)
    #expect(plan.finalState(of: .presented).frame == Self.container)
  }

  @Test func expandFromCornerDismissalShrinksBackIntoTheCorner() throws {
    let plan = try ExpandFromCornerAnimation().plan(for: Self.context(.dismiss))
    let corner = CGRect(x: 0, y: 0, width: 10, height: 10)
    try Self.expectFrame(plan, at: 0, Self.container)
    for time in [0.05, 0.1, 0.2, 0.3] {
      try Self.expectFrame(plan, at: time, mix(Self.container, corner, easeInOut(time / 0.4)))
    }
    #expect(plan.finalState(of: .presented).frame == corner)
  }

  @Test func dismissalMirrorsPresentationInTime() throws {
    // Ease-in-out is symmetric, p(1 − x) = 1 − p(x), so undoing the movement over the same
    // curve passes through the presentation's frames in reverse order.
    let animation = ExpandFromCornerAnimation()
    let present = try animation.plan(for: Self.context(.present))
    let dismiss = try animation.plan(for: Self.context(.dismiss))
    for time in stride(from: 0.0, through: 0.4, by: 0.025) {
      let forward = try #require(present.state(of: .presented, at: 0.4 - time).frame)
      let backward = try #require(dismiss.state(of: .presented, at: time).frame)
      #expect(PlanCheck.isClose(forward, backward, tolerance: 1e-9), "t = \(time)")
    }
  }

  @Test func theBaseClassAloneDoesNotMoveTheView() throws {
    let plan = try PresentrAnimation().plan(for: Self.context(.present, presentedFrame: Self.card))
    #expect(plan.duration == 0.4)
    for time in [0, 0.2, 0.4] {
      try Self.expectFrame(plan, at: time, Self.card)
    }
  }

  @Test func defaultOptionsAreEaseInOutForPointFourSeconds() throws {
    #expect(PresentrAnimation().options == .normal(duration: 0.4))
    let plan = try RiseAnimation().plan(for: Self.context(.present))
    let track = try #require(plan.tracks.first)
    #expect(plan.tracks.count == 1)
    #expect(track.timing.kind == .curve(.easeInOut))
    #expect(track.timing.duration == 0.4)
    #expect(track.timing.delay == 0)
  }

  // MARK: Springs

  @Test func coverVerticalWithSpringFollowsUIKitsSpring() throws {
    // The seed's CoverVerticalWithSpring.
    let animation = RiseAnimation(
      options: .spring(
        duration: 2.0,
        delay: 0,
        damping: 0.5,
        velocity: 0))
    let plan = try animation.plan(for: Self.context(.present))
    let reference = UIKitSpringReference(duration: 2, dampingRatio: 0.5, velocity: 0)
    // With v₀ = 0 the envelope equation solves in closed form:
    // ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·d) = ln(577.35…) / 1 ≈ 6.3585.
    let closedForm = log(0.5 / (0.001 * (0.75).squareRoot())) / (0.5 * 2)
    #expect(abs(reference.omega0 - closedForm) < 1e-9)
    // The view starts at y = 844 + 844 and falls to 0: y(t) = 1688·(1 − p(t)).
    let start = CGRect(x: 0, y: 1688, width: 390, height: 844)
    #expect(plan.duration == 2)
    try Self.expectFrame(plan, at: 0, start)
    for time in [0.1, 0.25, 0.4, 0.5, 0.75, 1, 1.5] {
      let expected = mix(start, Self.container, reference.progress(at: time))
      try Self.expectFrame(plan, at: time, expected, tolerance: 1e-6)
    }
    // Under-damped: it overshoots above its resting place (y < 0) within the first period.
    let overshoot = try #require(plan.state(of: .presented, at: 0.6).frame)
    #expect(overshoot.minY < 0)
    try Self.expectFrame(plan, at: 2, Self.container)
  }

  @Test func springOptionsMapToUIKitsDurationSpring() throws {
    let animation = FadeAnimation(
      options: .spring(duration: 0.8, delay: 0.1, damping: 0.7, velocity: 1.5))
    let plan = try animation.plan(for: Self.context(.present))
    let track = try #require(plan.tracks.first)
    let reference = UIKitSpringReference(duration: 0.8, dampingRatio: 0.7, velocity: 1.5)
    guard case .spring(let spring, let initialVelocity) = track.timing.kind else {
      Issue.record("expected a spring, got \(track.timing.kind)")
      return
    }
    #expect(initialVelocity == 1.5)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - reference.stiffness) < 1e-6 * reference.stiffness)
    #expect(abs(spring.damping - reference.damping) < 1e-6 * reference.damping)
    #expect(track.timing.duration == 0.8)
    #expect(track.timing.delay == 0.1)
    #expect(plan.duration == 0.9)
    // Alpha holds 0 through the delay, then follows the spring (clamped to 0...1).
    #expect(plan.state(of: .presented, at: 0.05).alpha == 0)
    for time in [0.15, 0.2, 0.3] {
      let alpha = try #require(plan.state(of: .presented, at: time).alpha)
      let expected = min(max(reference.progress(at: time - 0.1), 0), 1)
      #expect(abs(Double(alpha) - expected) < 1e-6, "t = \(time)")
    }
  }

  // MARK: The hook path

  @Test func crossDissolveStyleSubclassFadesWithItsHooks() throws {
    let present = try FadeAnimation().plan(for: Self.context(.present))
    #expect(present.initialStates[.presented] == ViewState(alpha: 0))
    #expect(present.state(of: .presented, at: 0).alpha == 0)
    for time in [0.05, 0.1, 0.2, 0.3] {
      let alpha = try #require(present.state(of: .presented, at: time).alpha)
      #expect(PlanCheck.isClose(alpha, CGFloat(easeInOut(time / 0.4)), tolerance: 1e-9))
    }
    // The hooks never touch the frame, so the plan leaves it alone.
    #expect(present.state(of: .presented, at: 0.2).frame == nil)
    #expect(present.completionStates[.presented] == ViewState(alpha: 1))

    let dismiss = try FadeAnimation().plan(for: Self.context(.dismiss))
    for time in [0.1, 0.3] {
      let alpha = try #require(dismiss.state(of: .presented, at: time).alpha)
      #expect(PlanCheck.isClose(alpha, CGFloat(1 - easeInOut(time / 0.4)), tolerance: 1e-9))
    }
    #expect(dismiss.state(of: .presented, at: 0.4).alpha == 0)
    // afterAnimation leaves it opaque once finished.
    #expect(dismiss.finalState(of: .presented).alpha == 1)
  }

  @Test func afterAnimationSetsTheCompletionState() throws {
    let plan = try RoundAfterwardsAnimation().plan(for: Self.context(.present))
    #expect(plan.completionStates[.presented] == ViewState(cornerRadius: 12))
    #expect(plan.state(of: .presented, at: 0.4).cornerRadius == nil)
    #expect(plan.finalState(of: .presented).cornerRadius == 12)
    #expect(plan.finalState(of: .presented).frame == Self.container)
  }

  @Test func hooksSeeUIKitsViewsAndFramesInBothDirections() throws {
    let animation = ContextCapturingAnimation()
    _ = try animation.plan(for: Self.context(.present, presentedFrame: Self.card))
    _ = try animation.plan(for: Self.context(.dismiss, presentedFrame: Self.card))
    #expect(animation.captured.count == 2)
    let present = animation.captured[0]
    let dismiss = animation.captured[1]

    #expect(present.isPresenting)
    #expect(present.initialFrame == .zero)  // UIKit's initialFrame(for:) of an arriving view
    #expect(present.finalFrame == Self.card)
    #expect(present.fromView == nil)
    #expect(present.toView === present.animatingView)
    #expect(present.containerView.frame == Self.container)

    #expect(!dismiss.isPresenting)
    #expect(dismiss.initialFrame == Self.card)
    #expect(dismiss.finalFrame == Self.card)
    #expect(dismiss.toView == nil)
    #expect(dismiss.fromView === dismiss.animatingView)
  }

  @Test func pushAnimatesTheArrivingViewAndPopTheLeavingOne() throws {
    let push = try RiseAnimation().plan(for: Self.context(.push))
    #expect(push.initialStates[.to]?.frame == CGRect(x: 0, y: 1688, width: 390, height: 844))
    #expect(push.finalState(of: .to).frame == Self.container)
    let pop = try RiseAnimation().plan(for: Self.context(.pop))
    #expect(pop.finalState(of: .from).frame == CGRect(x: 0, y: 1688, width: 390, height: 844))
  }

  // MARK: Bad input

  @Test(arguments: [TransitionContext.Operation.present, .dismiss])
  func transformReturningANonFiniteRectIsATypedError(
    operation: TransitionContext.Operation
  )
    throws
  {
    let context = try Self.context(operation)
    #expect(throws: TransitionError.nonFiniteTransform(animation: "NaNTransformAnimation")) {
      try NaNTransformAnimation().plan(for: context)
    }
    let message = TransitionError.nonFiniteTransform(animation: "NaNTransformAnimation")
      .description
    #expect(message.contains("NaNTransformAnimation.transform(containerFrame:finalFrame:)"))
  }

  @Test func hooksSettingNonFiniteValuesAreTypedErrors() throws {
    let context = try Self.context(.present)
    #expect(throws: TransitionError.nonFiniteValue(actor: .presented, property: "alpha")) {
      try NonFiniteHookAnimation(badFrame: false).plan(for: context)
    }
    #expect(throws: TransitionError.nonFiniteValue(actor: .presented, property: "frame")) {
      try NonFiniteHookAnimation(badFrame: true).plan(for: context)
    }
  }

  @Test func invalidOptionsAreTypedErrors() throws {
    let context = try Self.context(.present)
    #expect(
      throws: TransitionError.invalidTiming(
        .outOfRange(parameter: "duration", value: -1, expected: ">= 0 seconds"))
    ) {
      try RiseAnimation(options: .normal(duration: -1)).plan(for: context)
    }
    #expect(throws: TransitionError.self) {
      try RiseAnimation(
        options: .spring(duration: 0.5, delay: 0, damping: 0, velocity: 0)
      ).plan(for: context)
    }
    #expect(throws: TransitionError.self) {
      try RiseAnimation(
        options: .spring(duration: .nan, delay: 0, damping: 0.5, velocity: 0)
      ).plan(for: context)
    }
  }

  @Test func aFailedPlanLeavesTheAnimationUsable() throws {
    let animation = RiseAnimation(options: .normal(duration: -1))
    let context = try Self.context(.present)
    #expect(throws: TransitionError.self) { try animation.plan(for: context) }
    animation.options = .normal(duration: 0.3)
    #expect(try animation.plan(for: context).duration == 0.3)
  }
}
