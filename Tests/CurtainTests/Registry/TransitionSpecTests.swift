import Curtain
import Foundation
import Testing

@Suite struct TransitionSpecTests {
  @Test func onlyTheAnimatorIsRequired() throws {
    let spec = try TransitionSpec.json(#"{"animator": "fade"}"#)
    #expect(spec == TransitionSpec(animator: "fade"))
  }

  @Test func everyFieldDecodes() throws {
    let spec = try TransitionSpec.json(
      """
      {
        "animator": "slide",
        "parameters": {"direction": "left", "duration": "fast", "bounces": true},
        "dismissAnimator": "com.example.out",
        "dismissParameters": {"duration": 0.5},
        "presentation": {"ignoresSafeArea": true},
        "interaction": {"completionThreshold": 0.4, "dragMode": "edge"}
      }
      """)
    #expect(spec.animator == "slide")
    #expect(
      spec.parameters == [
        "direction": .direction(.left), "duration": .duration(.fast), "bounces": .boolean(true),
      ])
    #expect(spec.dismissAnimator == "com.example.out")
    #expect(spec.dismissParameters == ["duration": .number(0.5)])
    #expect(spec.presentation == PresentationLayout(ignoresSafeArea: true))
    #expect(
      spec.interaction == TransitionSpec.Interaction(completionThreshold: 0.4, dragMode: .edge))
    let configuration = try #require(try spec.interaction?.configuration())
    #expect(configuration.completionThreshold == 0.4)
    #expect(configuration.dragMode == .edge)
  }

  @Test func specsRoundTripThroughJSON() throws {
    let specs: [TransitionSpec] = [
      TransitionSpec(animator: "fade"),
      TransitionSpec(
        animator: "slide",
        parameters: [
          "distance": .number(0.5), "bounces": .boolean(true), "direction": .direction(.top),
          "curve": .curve(.easeIn), "spring": .spring(try Spring(stiffness: 100, damping: 10)),
          "duration": .duration(.custom(duration: 0.3)),
          "source": .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), "tint": .color(.clear),
        ],
        dismissAnimator: "fade", dismissParameters: ["duration": .number(1)],
        presentation: PresentationLayout(size: .fullscreen, ignoresSafeArea: true),
        interaction: TransitionSpec.Interaction(completionThreshold: 0.3)),
    ]
    for spec in specs {
      #expect(try TransitionSpec.decode(from: spec.encoded()) == spec)
    }
  }

  @Test func encodingLeavesOutEmptyFields() throws {
    let json = String(decoding: try TransitionSpec(animator: "fade").encoded(), as: UTF8.self)
    #expect(json == #"{"animator":"fade"}"#)
  }

  static let malformed: [(String, String)] = [
    (#"{"parameters": {}}"#, "animator"),
    (#"{"animator": "Not An ID"}"#, "animator"),
    (#"{"animator": 3}"#, "animator"),
    // A string that names no value ("forever") decodes as text and is refused when the spec is
    // resolved (ParameterValueTests); an object of no known shape is refused here.
    (#"{"animator": "fade", "parameters": {"duration": {"forever": 1}}}"#, "parameters.duration"),
    (
      #"{"animator": "fade", "parameters": {"curve": {"x1": 2, "y1": 0, "x2": 0.5, "y2": 1}}}"#,
      "parameters.curve"
    ),
    (#"{"animator": "fade", "parameters": []}"#, "parameters"),
    (#"{"animator": "fade", "dismissAnimator": "Fade Out"}"#, "dismissAnimator"),
    (
      #"{"animator": "fade", "presentation": {"ignoresSafeArea": 2}}"#,
      "presentation.ignoresSafeArea"
    ),
    (#"{"animator": "fade", "interaction": {"dragMode": "sideways"}}"#, "interaction.dragMode"),
    ("{", ""),
    ("[]", ""),
  ]

  @Test(arguments: malformed)
  func malformedJSONReportsThePath(json: String, path: String) {
    do {
      _ = try TransitionSpec.json(json)
      Issue.record("decoded \(json)")
    } catch {
      guard case .malformed(let reported, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reported == path)
      #expect(!reason.isEmpty)
    }
  }

  @Test func arrayIndicesAreWrittenInBrackets() throws {
    let json = #"[{"animator": "fade"}, {"animator": "fade", "parameters": {"x": {"nope": 1}}}]"#
    do {
      _ = try JSONDecoder().decode([TransitionSpec].self, from: Data(json.utf8))
      Issue.record("decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(TransitionSpec.path(context.codingPath) == "[1].parameters.x")
    }
  }

  @MainActor
  @Test func aDecodedSpecBuildsItsAnimator() throws {
    let registry = try TestDescriptors.registry()
    let spec = try TransitionSpec.json(
      #"{"animator": "fade", "parameters": {"duration": 1.5, "curve": "linear"}}"#)
    let animator = try #require(
      try registry.makeAnimator(for: spec, operation: .present) as? TestFadeAnimator)
    #expect(animator.duration == 1.5)
    #expect(animator.curve == .linear)
  }
}
