import Curtain
import Foundation
import Testing

@Suite @MainActor struct TypedParameterTests {
  struct Probe: TransitionAnimator {
    var duration: AnimationDuration
    var inset: Double
    var curve: TimingCurve
    var edge: Direction

    func plan(for context: TransitionContext) throws -> TransitionPlan {
      try TransitionPlan(tracks: [])
    }
  }

  static func descriptor() throws -> AnimatorDescriptor {
    let duration = TypedParameter.duration("duration", default: .normal, range: 0.05...5)
    let inset = TypedParameter.number("topInset", default: 60, range: 0...400)
    let curve = TypedParameter.curve("curve", default: .easeOut)
    let edge = TypedParameter.direction("edge", default: .bottom)
    return AnimatorDescriptor(
      id: "com.example.probe", summary: "Reads its parameters.", operations: [.present],
      declaring: [duration, inset, curve, edge]
    ) { parameters in
      Probe(
        duration: try parameters[duration], inset: try parameters[inset],
        curve: try parameters[curve], edge: try parameters[edge])
    }
  }

  @Test func typedParametersDeclareTheSchemaAndReadTheirOwnType() throws {
    let descriptor = try Self.descriptor()
    #expect(descriptor.parameters.map(\.type) == [.duration, .number, .curve, .direction])
    #expect(descriptor.parameters[0].defaultValue == .duration(.normal))
    let json = Data(
      #"{"animator": "com.example.probe", "parameters": {"duration": "fast", "topInset": 100}}"#
        .utf8)
    let registry = try AnimatorRegistry([descriptor])
    let animator = try registry.makeAnimator(
      for: try TransitionSpec.decode(from: json), operation: .present)
    let probe = try #require(animator as? Probe)
    #expect(probe.duration == .fast)
    #expect(probe.inset == 100)
    #expect(probe.curve == .easeOut)  // the default
    #expect(probe.edge == .bottom)
  }

  /// A descriptor written in code with a default outside its range (400 < 500).
  static let badDefault = AnimatorDescriptor(
    id: "com.example.bad", summary: "Declares a default outside its range.",
    operations: [.present],
    declaring: [TypedParameter.number("topInset", default: 500, range: 0...400)]
  ) { _ in Probe(duration: .normal, inset: 0, curve: .linear, edge: .bottom) }

  @Test func aDefaultOutsideItsRangeIsReportedByTheSchemaCheckAndTheRegistry() {
    let expected = RegistryError.parameterOutOfRange(name: "topInset", value: 500, range: 0...400)
    #expect(throws: expected) { try Self.badDefault.checkSchema() }
    #expect(throws: expected) { try AnimatorRegistry([Self.badDefault]) }
    #expect(throws: expected) { try AnimatorRegistry().adding(Self.badDefault) }
    // A spec that relies on the bad default is refused with the same error, never a trap.
    #expect(throws: expected) { try Self.badDefault.resolve([:]) }
    // One that sets the value in range is fine.
    #expect(throws: Never.self) { try Self.badDefault.resolve(["topInset": .number(100)]) }
  }

  @Test func twoParametersWithOneNameAreReportedByTheSchemaCheck() {
    let twice = AnimatorDescriptor(
      id: "com.example.twice", summary: "Declares a name twice.", operations: [.present],
      declaring: [
        TypedParameter.number("duration", default: 0.3),
        TypedParameter.curve("duration", default: .linear),
      ]
    ) { _ in Probe(duration: .normal, inset: 0, curve: .linear, edge: .bottom) }
    let expected = RegistryError.duplicateParameter(name: "duration", animator: "com.example.twice")
    #expect(throws: expected) { try twice.checkSchema() }
    #expect(throws: expected) { try AnimatorRegistry([twice]) }
  }

  @Test func aDirectionOutsideTheAllowedOnesIsReportedByTheSchemaCheck() {
    let side = TypedParameter.direction("side", default: .top, allowed: [.left, .right])
    let descriptor = AnimatorDescriptor(
      id: "com.example.side", summary: "A side.", operations: [.present], declaring: [side]
    ) { _ in Probe(duration: .normal, inset: 0, curve: .linear, edge: .bottom) }
    #expect(
      throws: RegistryError.directionNotAllowed(
        name: "side", value: .top, allowed: [.left, .right])
    ) { try descriptor.checkSchema() }
  }

  @Test func aKeyOfTheWrongTypeIsATypedError() throws {
    let parameters = AnimatorParameters(
      animator: "com.example.probe", values: ["duration": .duration(.normal)])
    let asNumber = TypedParameter.number("duration", default: 0.35)
    #expect(
      throws: RegistryError.wrongParameterType(name: "duration", expected: .number, got: .duration)
    ) {
      try parameters[asNumber]
    }
  }

  @Test func aStringThatIsNoValueSaysNumbersTakeNoQuotes() throws {
    let json = Data(#"{"animator": "fade", "parameters": {"cornerRadius": "big"}}"#.utf8)
    // The string decodes as text; resolving it against a number parameter refuses it.
    let spec = try TransitionSpec.decode(from: json)
    #expect(spec.parameters["cornerRadius"] == .text("big"))
    let descriptor = try AnimatorDescriptor(
      id: "fade", summary: "A fade.",
      parameters: [ParameterSpec(name: "cornerRadius", type: .number, defaultValue: .number(0))]
    ) { _ in throw RegistryError.invalidID("unused") }
    #expect(throws: RegistryError.unknownText(name: "cornerRadius", text: "big", expected: .number))
    {
      try descriptor.resolve(spec.parameters)
    }
  }
}
