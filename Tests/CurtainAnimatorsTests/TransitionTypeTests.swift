import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

@Suite @MainActor struct TransitionTypeTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Presentr's own mapping, `TransitionType.animation()` in Presentr's source.
  ///
  /// Each type is played by one `PresentrAnimation` class. Curtain's types go through the registry instead,
  /// and must plan exactly what those classes plan, both ways.
  static let presentrClasses: [(TransitionType, @MainActor @Sendable () -> PresentrAnimation)] = [
    (.crossDissolve, { CrossDissolveAnimation() }),
    (.coverVertical, { CoverVerticalAnimation() }),
    (.coverVerticalFromTop, { CoverVerticalFromTopAnimation() }),
    (.coverHorizontalFromRight, { CoverHorizontalAnimation(fromRight: true) }),
    (.coverHorizontalFromLeft, { CoverHorizontalAnimation(fromRight: false) }),
  ]

  @Test(arguments: [TransitionContext.Operation.present, .dismiss])
  func everyPresentrTypePlansWhatPresentrsClassPlans(
    operation: TransitionContext.Operation
  ) throws {
    let context = try TransitionContext(operation: operation, containerBounds: container)
    for (type, makeClass) in Self.presentrClasses {
      let animator = try type.makeAnimator(registry: AnimatorRegistry.builtIn, operation: operation)
      #expect(try animator.plan(for: context) == makeClass().plan(for: context), "\(type)")
    }
  }

  @Test func everyBuiltInTypeIsCoveredAndPlaysThroughTheContract() throws {
    // Presentr has six built-in transition types besides `.custom`: the five above and
    // `.flipHorizontal` (UIKit's flip, here the `flip` plug-in).
    #expect(TransitionType.builtInCases.count == 6)
    for type in TransitionType.builtInCases {
      let animator = try type.makeAnimator(registry: AnimatorRegistry.builtIn, operation: .present)
      #expect(
        AnimatorContract.check(animator, operations: [.present, .dismiss]).isEmpty, "\(type)")
    }
    let flip = try TransitionType.flipHorizontal
      .makeAnimator(registry: AnimatorRegistry.builtIn, operation: .present)
    #expect(flip is FlipAnimator)
  }

  @Test func coverHorizontalStartsOffTheNamedEdge() throws {
    let registry = AnimatorRegistry.builtIn
    let context = try TransitionContext(operation: .present, containerBounds: container)
    // Presentr's CoverHorizontalAnimation: from the right, the presented view starts at
    // x = container width + its own width (390 + 390); from the left, at x = −its width.
    let fromRight = try TransitionType.coverHorizontalFromRight
      .makeAnimator(registry: registry, operation: .present).plan(for: context)
    #expect(fromRight.state(of: .presented, at: 0).frame?.minX == 780)
    let fromLeft = try TransitionType.coverHorizontalFromLeft
      .makeAnimator(registry: registry, operation: .present).plan(for: context)
    #expect(fromLeft.state(of: .presented, at: 0).frame?.minX == -390)
    #expect(fromLeft.finalState(of: .presented).frame == container)
  }

  @Test func customTypesUseTheirOwnAnimation() throws {
    let animation = CrossDissolveAnimation(options: .normal(duration: 2))
    let animator = try TransitionType.custom(animation)
      .makeAnimator(registry: AnimatorRegistry.builtIn, operation: .present)
    let same = animator as? CrossDissolveAnimation
    #expect(same === animation)
    #expect(TransitionType.custom(animation).spec == nil)
  }

  @Test func aRegistryWithoutTheBuiltInIsAnError() throws {
    let empty = try AnimatorRegistry()
    #expect(throws: RegistryError.unknownID("flip", nearest: [])) {
      try TransitionType.flipHorizontal.makeAnimator(registry: empty, operation: .present)
    }
  }
}
