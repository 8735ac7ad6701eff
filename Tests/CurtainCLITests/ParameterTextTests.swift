import CurtainAnimators
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct ParameterTextTests {
  @Test func readsEachTypeAsItsJSONFormDoes() throws {
    #expect(ParameterText.parse("0.35", as: .number) == .number(0.35))
    #expect(ParameterText.parse("true", as: .boolean) == .boolean(true))
    #expect(ParameterText.parse("false", as: .boolean) == .boolean(false))
    #expect(ParameterText.parse("leading", as: .direction) == .direction(.leading))
    #expect(ParameterText.parse("easeInOut", as: .curve) == .curve(.easeInOut))
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(ParameterText.parse("0.1,0.2,0.3,1", as: .curve) == .curve(curve))
    let spring = try Spring(mass: 2, stiffness: 300, damping: 20)
    #expect(ParameterText.parse("2,300,20", as: .spring) == .spring(spring))
    #expect(
      ParameterText.parse("stiffness=300,damping=20,mass=2", as: .spring) == .spring(spring))
    #expect(ParameterText.parse("0.4", as: .duration) == .duration(.custom(duration: 0.4)))
    #expect(ParameterText.parse("0.4s", as: .duration) == .duration(.custom(duration: 0.4)))
    #expect(ParameterText.parse("fast", as: .duration) == .duration(.fast))
    #expect(
      ParameterText.parse("1,2,30,40", as: .rect)
        == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
    // 0x80 = 128, so that channel is 128/255.
    #expect(
      ParameterText.parse("#FF008080", as: .color)
        == .color(RGBAColor(red: 1, green: 0, blue: 128.0 / 255, alpha: 128.0 / 255)))
    #expect(
      ParameterText.parse("#00FF00", as: .color)
        == .color(RGBAColor(red: 0, green: 1, blue: 0, alpha: 1)))
  }

  @Test(arguments: [
    ("abc", ParameterType.number), ("nan", .number), ("yes", .boolean), ("up", .direction),
    ("bouncy", .curve), ("0.1,0.2,0.3", .curve), ("1,2", .spring), ("stiffness=1,x=2", .spring),
    ("soon", .duration), ("1,2,3", .rect), ("#12345", .color),
    ("red", .color), ("#GG0000", .color), ("0.4s", .number),
  ])
  func refusesTextThatIsNotOfTheType(text: String, type: ParameterType) {
    #expect(ParameterText.parse(text, as: type) == nil)
  }

  @Test func describesValuesInTheFormsItReads() throws {
    let values: [ParameterValue] = [
      .number(20), .number(0.35), .boolean(true), .direction(.bottom), .curve(.easeInOut),
      .curve(
        try TimingCurve(
          controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))),
      .duration(.custom(duration: 0.85)), .duration(.fast),
      .rect(CGRect(x: 1, y: 2, width: 30, height: 40)),
      .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)),
    ]
    let texts = values.map(ParameterText.describe)
    #expect(
      texts == [
        "20", "0.35", "true", "bottom", "easeInOut", "0.1,0.2,0.3,1", "0.85s", "fast",
        "1,2,30,40", "#FF0000",
      ])
    for (value, text) in zip(values, texts) {
      #expect(ParameterText.parse(text, as: value.type) == value)
    }
    let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
    #expect(ParameterText.describe(.spring(spring)) == "mass 1 stiffness 300 damping 30")
  }
}
