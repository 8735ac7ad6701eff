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
    let duration = try TypedParameter.duration("duration", default: .normal, range: 0.05...5)
    let inset = try TypedParameter.number("topInset", default: 60, range: 0...400)
    let curve = try TypedParameter.curve("curve", default: .easeOut)
    let edge = try TypedParameter.direction("edge", default: .bottom)
    return try AnimatorDescriptor(
      id: "com.example.probe", summary: "Reads its parameters.", operations: [.present],
      parameters: [duration.spec, inset.spec, curve.spec, edge.spec]
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

  @Test func aDefaultOutsideItsRangeIsRefusedWhenDeclared() {
    #expect(throws: RegistryError.self) {
      try TypedParameter.number("topInset", default: 500, range: 0...400)
    }
  }

  @Test func aKeyOfTheWrongTypeIsATypedError() throws {
    let parameters = AnimatorParameters(
      animator: "com.example.probe", values: ["duration": .duration(.normal)])
    let asNumber = try TypedParameter.number("duration", default: 0.35)
    #expect(
      throws: RegistryError.wrongParameterType(name: "duration", expected: .number, got: .duration)
    ) {
      try parameters[asNumber]
    }
  }

  @Test func aStringThatIsNoValueSaysNumbersTakeNoQuotes() throws {
    let json = Data(#"{"animator": "fade", "parameters": {"cornerRadius": "big"}}"#.utf8)
    do {
      _ = try TransitionSpec.decode(from: json)
      Issue.record("a string that names no value decoded")
    } catch {
      guard case .malformed(let path, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == "parameters.cornerRadius")
      #expect(reason.contains("\"big\" is not a parameter value"))
      #expect(reason.contains("a number or a Boolean is written without quotes"))
    }
  }
}
