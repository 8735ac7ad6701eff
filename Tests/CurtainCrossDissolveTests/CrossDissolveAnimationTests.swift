import Curtain
import CurtainCrossDissolve
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

/// The seed's `CrossDissolveAnimation`, written as a user's own subclass with the three hooks.
private final class SeedFadeAnimation: PresentrAnimation {
  override func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 0.0 : 1.0
  }

  override func performAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 1.0 : 0.0
  }

  override func afterAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = 1.0
  }
}

@Suite @MainActor struct CrossDissolveAnimationTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func context(_ operation: TransitionContext.Operation) throws -> TransitionContext {
    try TransitionContext(operation: operation, containerBounds: container)
  }

  @Test(arguments: [TransitionContext.Operation.present, .dismiss])
  func builtInCrossDissolvePlansWhatTheSeedSubclassPlans(
    operation: TransitionContext.Operation
  ) throws {
    let context = try Self.context(operation)
    let slow = AnimationOptions.normal(duration: 2.0)
    #expect(
      try CrossDissolveAnimation(options: slow).plan(for: context)
        == SeedFadeAnimation(options: slow).plan(for: context))
  }

  @Test func presentationFadesInUnderEaseInOutAndEndsOpaque() throws {
    let plan = try CrossDissolveAnimation().plan(for: Self.context(.present))
    #expect(plan.duration == 0.4)
    #expect(plan.initialStates[.presented] == ViewState(alpha: 0))
    // Ease-in-out, (0.42, 0) (0.58, 1), by the reference Bézier.
    let easeInOut = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    for time in [0.1, 0.2, 0.3] {
      let alpha = try #require(plan.state(of: .presented, at: time).alpha)
      #expect(abs(Double(alpha) - easeInOut.progress(at: time / 0.4)) < 1e-9, "t = \(time)")
    }
    #expect(plan.finalState(of: .presented).alpha == 1)
  }

  @Test func dismissalFadesOutAndLeavesTheViewOpaqueAfterwards() throws {
    let plan = try CrossDissolveAnimation().plan(for: Self.context(.dismiss))
    #expect(plan.state(of: .presented, at: 0.4).alpha == 0)
    #expect(plan.finalState(of: .presented).alpha == 1)
  }

  @Test func keepsTheAnimatorContract() {
    #expect(AnimatorContract.check(CrossDissolveAnimation()).isEmpty)
  }
}
