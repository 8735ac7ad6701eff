import Curtain
import Foundation
import Testing

@Suite struct ParameterValueTests {
  static let decoded: [(String, ParameterValue)] = [
    ("0.35", .number(0.35)),
    ("-2", .number(-2)),
    ("true", .boolean(true)),
    ("false", .boolean(false)),
    (#""top""#, .direction(.top)),
    (#""trailing""#, .direction(.trailing)),
    (#""easeInOut""#, .curve(.easeInOut)),
    (#""linear""#, .curve(.linear)),
    (#""default""#, .curve(.default)),
    (#""normal""#, .duration(.normal)),
    (#""reallyFast""#, .duration(.reallyFast)),
    (#""0.4s""#, .duration(.custom(duration: 0.4))),
    (#"{"x": 1, "y": 2, "width": 3, "height": 4}"#, .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
    (#"{"red": 1, "green": 0, "blue": 0.5}"#, .color(RGBAColor(red: 1, green: 0, blue: 0.5))),
    (
      #"{"red": 0, "green": 0, "blue": 0, "alpha": 0.5}"#,
      .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    ),
    // A string that names no value is text (a text parameter's factory reads it).
    (#""medium,0.3,300pt""#, .text("medium,0.3,300pt")),
    (#""sideways""#, .text("sideways")),
    (#""""#, .text("")),
  ]

  @Test(arguments: decoded)
  func everyJSONFormDecodes(json: String, expected: ParameterValue) throws {
    #expect(try decode(json) == expected)
  }

  @Test func curveAndSpringObjectsDecode() throws {
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
    #expect(try decode(#"{"x1": 0.2, "y1": 0, "x2": 0.5, "y2": 1}"#) == .curve(curve))
    let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
    #expect(try decode(#"{"stiffness": 300, "damping": 30}"#) == .spring(spring))
  }

  static let rejected = [
    #"{"foo": 1}"#,
    #"{"x1": 1.5, "y1": 0, "x2": 0.5, "y2": 1}"#, #"{"red": 2, "green": 0, "blue": 0}"#,
    #"{"stiffness": -1, "damping": 1}"#, "null", "[1]",
  ]

  @Test(arguments: rejected)
  func unknownNamesAndShapesAreRefused(json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test func everyValueRoundTrips() throws {
    let values: [ParameterValue] = try [
      .number(0.35), .boolean(true), .direction(.leading), .curve(.standard),
      .curve(
        TimingCurve(controlPoint1: CGPoint(x: 0.1, y: -0.5), controlPoint2: CGPoint(x: 0.9, y: 1.5))
      ),
      .spring(Spring(mass: 2, stiffness: 200, damping: 20)), .duration(.slow),
      .duration(.custom(duration: 0.75)), .rect(CGRect(x: -1, y: 2.5, width: 30, height: 40)),
      .color(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)),
      .text("0.3, medium ,300pt"), .text("quote \" and comma ,"),
    ]
    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode([ParameterValue].self, from: data) == values)
  }

  static let encoded: [(ParameterValue, String)] = [
    (.curve(.easeOut), #""easeOut""#),
    (.duration(.fast), #""fast""#),
    (.duration(.custom(duration: 0.25)), #""0.25s""#),
    (.direction(.bottom), #""bottom""#),
    (.boolean(false), "false"),
    (.text("medium,large"), #""medium,large""#),
  ]

  @Test(arguments: encoded)
  func presetsEncodeByName(value: ParameterValue, json: String) throws {
    let data = try JSONEncoder().encode([value])
    #expect(String(decoding: data, as: UTF8.self) == "[\(json)]")
  }

  static let types: [(ParameterValue, ParameterType)] = [
    (.number(1), .number), (.boolean(true), .boolean), (.direction(.top), .direction),
    (.curve(.linear), .curve), (.duration(.normal), .duration), (.rect(.zero), .rect),
    (.color(.white), .color), (.text("large"), .text),
  ]

  @Test(arguments: types)
  func eachValueReportsItsType(value: ParameterValue, type: ParameterType) {
    #expect(value.type == type)
  }

  @Test func aTextParameterTakesNamesBackAsText() throws {
    let spec = try ParameterSpec(name: "detents", type: .text, defaultValue: .text("large"))
    // "medium" decodes as the duration preset, "top" as a direction, "0.4s" as a duration: a
    // text parameter takes each back as written.
    for (json, text) in [
      (#""medium""#, "medium"), (#""top""#, "top"), (#""0.4s""#, "0.4s"),
      (#""easeIn""#, "easeIn"), (#""0.3,300pt""#, "0.3,300pt"),
    ] {
      #expect(try spec.validate(decode(json)) == .text(text))
    }
    #expect(
      throws: RegistryError.wrongParameterType(name: "detents", expected: .text, got: .number)
    ) {
      try spec.validate(.number(0.3))
    }
  }

  @Test func textWhereAnotherTypeIsExpectedSaysNumbersTakeNoQuotes() throws {
    let spec = try ParameterSpec(name: "cornerRadius", type: .number, defaultValue: .number(1))
    #expect(throws: RegistryError.unknownText(name: "cornerRadius", text: "big", expected: .number))
    {
      try spec.validate(.text("big"))
    }
    let message = RegistryError.unknownText(name: "cornerRadius", text: "big", expected: .number)
      .description
    #expect(message.contains("\"big\" is not a parameter value"))
    #expect(message.contains("a number or a Boolean is written without quotes"))
  }

  private func decode(_ json: String) throws -> ParameterValue {
    try JSONDecoder().decode([ParameterValue].self, from: Data("[\(json)]".utf8))[0]
  }
}
