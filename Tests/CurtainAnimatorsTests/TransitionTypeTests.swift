import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

@Suite @MainActor struct TransitionTypeTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func everyPresentrTypeNamesABuiltIn() throws {
    let expected: [(AnimatorID, [String: ParameterValue])] = [
      ("cross-dissolve", [:]),
      ("cover-vertical", [:]),
      ("cover-vertical-from-top", [:]),
      ("cover-horizontal", ["direction": .direction(.right)]),
      ("cover-horizontal", ["direction": .direction(.left)]),
      ("flip", [:]),
    ]
    #expect(TransitionType.builtInCases.count == expected.count)
    let registry = AnimatorRegistry.builtIn
    for (type, (id, parameters)) in zip(TransitionType.builtInCases, expected) {
      let spec = try #require(type.spec)
      #expect(spec.animator == id)
      #expect(spec.parameters == parameters)
      #expect(throws: Never.self) { try registry.validate(spec) }
    }
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
