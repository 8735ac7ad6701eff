import Curtain
import Foundation
import Testing

@MainActor
@Suite struct AnimatorRegistryTests {
  let context: TransitionContext

  init() throws {
    context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func duplicateIDsAreRefused() throws {
    #expect(throws: RegistryError.duplicateID("fade")) {
      try AnimatorRegistry([TestDescriptors.fade(), TestDescriptors.fade()])
    }
    let registry = try TestDescriptors.registry()
    #expect(throws: RegistryError.duplicateID("fade")) {
      try registry.adding(TestDescriptors.fade())
    }
  }

  @Test func addingWithReplacingSwapsTheDescriptor() throws {
    let registry = try TestDescriptors.registry()
    let replaced = try registry.adding(
      TestDescriptors.fade(summary: "A better fade."), replacing: true)
    #expect(replaced.descriptor(for: "fade")?.summary == "A better fade.")
    #expect(registry.descriptor(for: "fade")?.summary == "Fades the presented view.")
    #expect(replaced.ids == registry.ids)
  }

  @Test func addingReturnsANewRegistryAndLeavesTheOldOne() throws {
    let registry = try AnimatorRegistry([TestDescriptors.fade()])
    let bigger = try registry.adding(TestDescriptors.plain("com.example.page-curl"))
    #expect(bigger.contains("com.example.page-curl"))
    #expect(!registry.contains("com.example.page-curl"))
    #expect(registry.descriptor(for: "nope") == nil)
  }

  @Test func descriptorsAreSortedByID() throws {
    let registry = try TestDescriptors.registry()
    #expect(
      registry.descriptors.map(\.id) == [
        "com.example.page-curl", "cover-vertical", "cross-dissolve", "fade", "flip", "slide",
      ])
  }

  nonisolated static let nearest: [(AnimatorID, [AnimatorID])] = [
    // fade 1, flip 3, slide 4; the rest are further.
    ("fad", ["fade", "flip", "slide"]),
    // cover-vertical 2, cross-dissolve 11, slide 12; fade and flip 13, page-curl 16.
    ("cover-verticle", ["cover-vertical", "cross-dissolve", "slide"]),
    // slide 1 (s→g); fade 3, flip 3 tie and sort by id.
    ("glide", ["slide", "fade", "flip"]),
  ]

  @Test(arguments: nearest)
  func unknownIDSuggestsTheThreeNearest(id: AnimatorID, expected: [AnimatorID]) throws {
    let registry = try TestDescriptors.registry()
    #expect(throws: RegistryError.unknownID(id, nearest: expected)) {
      try registry.requireDescriptor(for: id)
    }
    #expect(throws: RegistryError.unknownID(id, nearest: expected)) {
      try registry.makeAnimator(for: TransitionSpec(animator: id), operation: .present)
    }
  }

  @Test func unknownIDErrorListsTheSuggestions() {
    let error = RegistryError.unknownID("fad", nearest: ["fade", "flip", "slide"])
    #expect(
      error.description == #"no animator has id "fad"; did you mean "fade", "flip", "slide"?"#)
  }

  @Test func makeAnimatorPassesDefaultedParametersToTheFactory() throws {
    let registry = try TestDescriptors.registry()
    let animator = try registry.makeAnimator(
      for: TransitionSpec(animator: "fade", parameters: ["duration": .number(2)]),
      operation: .present)
    let fade = try #require(animator as? TestFadeAnimator)
    #expect(fade.duration == 2)
    #expect(fade.curve == .easeInOut)
    let plan = try animator.plan(for: context)
    #expect(plan.duration == 2)
  }

  @Test func everyParameterTakesItsDefault() throws {
    let parameters = try TestDescriptors.everything().resolve([:])
    #expect(try parameters.number("distance") == 1)
    #expect(try parameters.bool("bounces") == false)
    #expect(try parameters.direction("direction") == .bottom)
    #expect(try parameters.curve("curve") == .easeOut)
    #expect(try parameters.spring("spring") == Spring(mass: 1, stiffness: 300, damping: 30))
    #expect(try parameters.duration("duration") == .normal)
    #expect(try parameters.rect("source") == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(try parameters.color("tint") == .black)
  }

  @Test func accessorsNameTheWrongTypeAndTheMissingParameter() throws {
    let parameters = try TestDescriptors.fade().resolve([:])
    #expect(throws: RegistryError.wrongParameterType(name: "curve", expected: .number, got: .curve))
    {
      try parameters.number("curve")
    }
    #expect(throws: RegistryError.unknownParameter(name: "tint", animator: "fade")) {
      try parameters.color("tint")
    }
  }

  @Test func unknownParametersAreRefused() throws {
    let registry = try TestDescriptors.registry()
    let spec = TransitionSpec(animator: "fade", parameters: ["durration": .number(1)])
    #expect(throws: RegistryError.unknownParameter(name: "durration", animator: "fade")) {
      try registry.validate(spec)
    }
  }

  nonisolated static let outOfRange: [(String, ParameterValue, Double, ClosedRange<Double>)] = [
    ("duration", .number(11), 11, 0...10),
    ("duration", .number(-0.1), -0.1, 0...10),
  ]

  @Test(arguments: outOfRange)
  func rangesAreEnforced(
    name: String, value: ParameterValue, reported: Double, range: ClosedRange<Double>
  ) throws {
    let fade = try TestDescriptors.fade()
    #expect(throws: RegistryError.parameterOutOfRange(name: name, value: reported, range: range)) {
      try fade.resolve([name: value])
    }
  }

  @Test func durationRangesAreEnforcedInSeconds() throws {
    let slide = try TestDescriptors.everything()
    #expect(throws: RegistryError.parameterOutOfRange(name: "duration", value: 6, range: 0...5)) {
      try slide.resolve(["duration": .duration(.custom(duration: 6))])
    }
    #expect(throws: RegistryError.parameterOutOfRange(name: "duration", value: 6, range: 0...5)) {
      try slide.resolve(["duration": .number(6)])
    }
    let parameters = try slide.resolve(["duration": .number(0.25)])
    #expect(try parameters.duration("duration") == .custom(duration: 0.25))
  }

  @Test func nonFiniteNumbersAreOutOfRange() throws {
    let slide = try TestDescriptors.everything()
    #expect(throws: RegistryError.self) { try slide.resolve(["distance": .number(.nan)]) }
  }

  nonisolated static let wrongTypes: [(String, ParameterValue, ParameterType, ParameterType)] = [
    ("duration", .boolean(true), .number, .boolean),
    ("curve", .number(1), .curve, .number),
    ("curve", .direction(.top), .curve, .direction),
  ]

  @Test(arguments: wrongTypes)
  func wrongTypesAreNamed(
    name: String, value: ParameterValue, expected: ParameterType, got: ParameterType
  ) throws {
    let fade = try TestDescriptors.fade()
    #expect(throws: RegistryError.wrongParameterType(name: name, expected: expected, got: got)) {
      try fade.resolve([name: value])
    }
  }

  @Test func badDefaultsAndDuplicateParameterNamesAreRefused() throws {
    #expect(throws: RegistryError.parameterOutOfRange(name: "n", value: 2, range: 0...1)) {
      try ParameterSpec(name: "n", type: .number, defaultValue: .number(2), range: 0...1)
    }
    #expect(throws: RegistryError.wrongParameterType(name: "n", expected: .number, got: .boolean)) {
      try ParameterSpec(name: "n", type: .number, defaultValue: .boolean(true))
    }
    let n = try ParameterSpec(name: "n", type: .number, defaultValue: .number(0))
    #expect(throws: RegistryError.duplicateParameter(name: "n", animator: "x")) {
      try AnimatorDescriptor(id: "x", summary: "x", parameters: [n, n]) { _ in
        TestFadeAnimator(duration: 0, curve: .linear)
      }
    }
  }

  @Test func aDismissAnimatorThatCannotDismissIsRefused() throws {
    let registry = try TestDescriptors.registry()
    let spec = TransitionSpec(animator: "fade", dismissAnimator: "slide")
    #expect(throws: RegistryError.unsupportedOperation("slide", operation: .dismiss)) {
      try registry.validate(spec)
    }
    #expect(throws: RegistryError.unsupportedOperation("slide", operation: .dismiss)) {
      try registry.makeAnimator(for: spec, operation: .present)
    }
  }

  @Test func anAnimatorIsRefusedForAnOperationItDoesNotSupport() throws {
    let registry = try TestDescriptors.registry()
    #expect(throws: RegistryError.unsupportedOperation("fade", operation: .tab)) {
      try registry.makeAnimator(for: TransitionSpec(animator: "fade"), operation: .tab)
    }
  }

  @Test func dismissalUsesTheDismissAnimatorAndItsParameters() throws {
    let registry = try TestDescriptors.registry()
      .adding(TestDescriptors.fade(id: "com.example.out", operations: [.dismiss]))
    let spec = TransitionSpec(
      animator: "slide", dismissAnimator: "com.example.out",
      dismissParameters: ["duration": .number(0.5)])
    let dismiss = try registry.makeAnimator(for: spec, operation: .dismiss)
    #expect((dismiss as? TestFadeAnimator)?.duration == 0.5)
    let present = try registry.makeAnimator(for: spec, operation: .present)
    #expect((present as? TestFadeAnimator)?.duration == 0.35)
  }

  @Test func oneOperationVocabularyNamesContextsAndDescriptors() throws {
    // The names the tool and JSON use, one per case.
    #expect(
      TransitionOperation.allCases.map(\.rawValue) == ["present", "dismiss", "push", "pop", "tab"])
    let context = try TransitionContext(
      operation: .tab, containerBounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      tabSwitch: TabSwitch(from: 2, to: 1))
    let descriptor: AnimatorDescriptor.Operation = context.operation
    #expect(descriptor == .tab)
    #expect(!context.isPresenting)  // 2 → 1 goes back
    let notATab = try TransitionContext(
      operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      tabSwitch: TabSwitch(from: 0, to: 1))
    #expect(notATab.tabSwitch == nil)
  }

  @Test func registriesCrossConcurrencyDomains() async throws {
    let registry = try TestDescriptors.registry()
    let count = await Task.detached { registry.descriptors.count }.value
    #expect(count == 6)
  }
}
