import CurtainTesting
import ExampleAnimators
import Foundation
import Testing

/// Step 6: test the animators with the same contract the built-ins pass, check a few values
/// worked out by hand, and keep a golden timeline.
@Suite @MainActor struct ExampleAnimatorsTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func bothKeepTheAnimatorContract() throws {
    AnimatorContract.expectConforms(ExpandFromCenterAnimation())
    AnimatorContract.expectConforms(SheetRiseAnimator())
    for descriptor in ExampleDescriptors.descriptors {
      let violations = try AnimatorContract.check(descriptor)
      #expect(violations.isEmpty, "\(descriptor.id): \(violations)")
    }
  }

  @Test func expandFromCenterStartsAsASquareAndMeetsHalfwayAtHalfTime() throws {
    let plan = try ExpandFromCenterAnimation().plan(
      for: TransitionContext(operation: .present, containerBounds: container))
    // A 10-point square centred on (195, 422).
    #expect(
      plan.state(of: .presented, at: 0).frame == CGRect(x: 190, y: 417, width: 10, height: 10))
    // Ease-in-out is symmetric, so at half its duration (0.2 s) it is exactly half way: the
    // frame is the average of (190, 417, 10, 10) and (0, 0, 390, 844).
    let half = try #require(plan.state(of: .presented, at: 0.2).frame)
    let expected = CGRect(x: 95, y: 208.5, width: 200, height: 427)
    #expect(abs(half.minX - expected.minX) < 1e-6 && abs(half.minY - expected.minY) < 1e-6)
    #expect(abs(half.width - expected.width) < 1e-6 && abs(half.height - expected.height) < 1e-6)
    #expect(plan.finalState(of: .presented).frame == container)
  }

  @Test func sheetRiseStartsBelowTheScreenAndRestsBelowTheInset() throws {
    let plan = try SheetRiseAnimator().plan(
      for: TransitionContext(operation: .present, containerBounds: container))
    // The sheet is 844 − 60 = 784 points tall; below the screen it starts at y = 60 + 784 + 60.
    #expect(
      plan.state(of: .presented, at: 0).frame == CGRect(x: 0, y: 904, width: 390, height: 784))
    #expect(plan.finalState(of: .presented).frame == CGRect(x: 0, y: 60, width: 390, height: 784))
    #expect(plan.finalState(of: .presented).cornerRadius == 16)
    #expect(plan.finalState(of: .presented).corners == [.topLeft, .topRight])
  }

  @Test func registeredNextToTheBuiltIns() throws {
    let registry = try ExampleDescriptors.registry()
    #expect(registry.contains("com.example.sheet-rise"))
    #expect(registry.contains("com.example.expand-from-center"))
    #expect(registry.contains("app-store"))
    #expect(registry.ids.count == AnimatorRegistry.builtIn.ids.count + 2)
    #expect(throws: RegistryError.duplicateID("com.example.sheet-rise")) {
      try registry.adding(ExampleDescriptors.sheetRise)
    }
  }

  @Test func selectedByNameFromJSON() throws {
    let registry = try ExampleDescriptors.registry()
    let json = Data(
      #"""
      {
        "animator": "com.example.sheet-rise",
        "parameters": {"topInset": 100, "duration": 0.5},
        "dismissAnimator": "com.example.expand-from-center"
      }
      """#.utf8)
    let present = try ExampleDescriptors.animator(fromJSON: json, for: .present, in: registry)
    let sheet = try #require(present as? SheetRiseAnimator)
    #expect(sheet.topInset == 100 && sheet.duration == 0.5 && sheet.cornerRadius == 16)
    let dismiss = try ExampleDescriptors.animator(fromJSON: json, for: .dismiss, in: registry)
    #expect(dismiss is ExpandFromCenterAnimation)
    // The sheet rests 100 points from the top.
    let plan = try sheet.plan(
      for: TransitionContext(operation: .present, containerBounds: container))
    #expect(plan.finalState(of: .presented).frame == CGRect(x: 0, y: 100, width: 390, height: 744))
  }

  @Test func badSpecsAreTypedErrors() throws {
    let registry = try ExampleDescriptors.registry()
    func attempt(_ json: String) throws {
      _ = try ExampleDescriptors.animator(fromJSON: Data(json.utf8), for: .present, in: registry)
    }
    #expect {
      try attempt(#"{"animator": "com.example.sheet-rize"}"#)
    } throws: { error in
      guard case RegistryError.unknownID(_, let nearest) = error else { return false }
      return nearest.first == "com.example.sheet-rise"
    }
    #expect(
      throws: RegistryError.parameterOutOfRange(name: "topInset", value: 1000, range: 0...400)
    ) {
      try attempt(#"{"animator": "com.example.sheet-rise", "parameters": {"topInset": 1000}}"#)
    }
    #expect(
      throws: RegistryError.wrongParameterType(name: "topInset", expected: .number, got: .boolean)
    ) {
      try attempt(#"{"animator": "com.example.sheet-rise", "parameters": {"topInset": true}}"#)
    }
    // A string no other parameter type reads is text, refused for a number parameter with the
    // parameter's name and what it expects.
    #expect(
      throws: RegistryError.unknownText(name: "topInset", text: "high", expected: .number)
    ) {
      try attempt(#"{"animator": "com.example.sheet-rise", "parameters": {"topInset": "high"}}"#)
    }
  }

  @Test func sheetRiseTimelineIsUnchanged() throws {
    let scene = try HeadlessScene(size: container.size)
    let timeline = try scene.present(HeadlessScreen(name: "sheet"), animator: SheetRiseAnimator())
      .run(fps: 10)
    assertTimeline(timeline, matches: "sheetRisePresentation")
  }
}
