import Curtain
import Foundation
import Testing

@Suite struct RGBAColorTests {
  /// (input, stored): in-range values are kept, others clamp into 0...1, NaN becomes 0.
  static let clampCases: [(Double, Double)] = [
    (0.25, 0.25), (0, 0), (1, 1), (1.5, 1), (-0.2, 0), (.infinity, 1), (-.infinity, 0),
    (.nan, 0),
  ]

  @Test(arguments: clampCases)
  func everyComponentIsClampedIntoTheUnitRange(input: Double, stored: Double) {
    let red = RGBAColor(red: input, green: 0.5, blue: 0.5, alpha: 0.5)
    let green = RGBAColor(red: 0.5, green: input, blue: 0.5, alpha: 0.5)
    let blue = RGBAColor(red: 0.5, green: 0.5, blue: input, alpha: 0.5)
    let alpha = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: input)
    #expect(red.red == stored)
    #expect(green.green == stored)
    #expect(blue.blue == stored)
    #expect(alpha.alpha == stored)
    #expect(RGBAColor(white: input).red == stored)
    #expect(RGBAColor.white.withAlpha(input).alpha == stored)
  }

  @Test func namedColoursHaveTheirComponents() {
    #expect(RGBAColor.black == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(RGBAColor.white == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(RGBAColor.clear == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(
      RGBAColor(white: 0.5, alpha: 0.25) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
  }

  /// Each component × 255, rounded, as two upper-case hex digits.
  static let hexCases: [(RGBAColor, String)] = [
    (.black, "#000000FF"),
    (.white, "#FFFFFFFF"),
    (.clear, "#00000000"),
    // 0.2 × 255 = 51 = 0x33, 0.4 × 255 = 102 = 0x66, 0.6 × 255 = 153 = 0x99, 0.8 × 255 = 204 = 0xCC
    (RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), "#336699CC"),
    // 0.5 × 255 = 127.5 rounds half away from zero to 128 = 0x80
    (RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1), "#FF8000FF"),
    // 10/255 → 10 = 0x0A (padded to two digits), 1/255 → 0x01
    (RGBAColor(red: 10.0 / 255, green: 1.0 / 255, blue: 0, alpha: 1), "#0A0100FF"),
    // Clamped before formatting: 2 → 1 → 0xFF, −1 → 0 → 0x00
    (RGBAColor(red: 2, green: -1, blue: .nan, alpha: 1), "#FF0000FF"),
  ]

  @Test(arguments: hexCases)
  func hexStringWritesEachComponentAsTwoDigits(color: RGBAColor, hex: String) {
    #expect(color.hexString == hex)
  }

  @Test func interpolationBlendsEachComponent() {
    let start = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    let end = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0)
    let quarter = start.interpolated(to: end, fraction: 0.25)
    // (1 × 0.25, 0.5 × 0.25, 0, 1 − 1 × 0.25)
    let expected = RGBAColor(red: 0.25, green: 0.125, blue: 0, alpha: 0.75)
    #expect(PlanCheck.isClose(quarter, expected))
  }

  @Test func interpolationIsExactAtBothEnds() {
    let start = RGBAColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.9)
    let end = RGBAColor(red: 0.7, green: 0.1, blue: 0.35, alpha: 0.2)
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func extrapolationIsClampedIntoTheUnitRange() {
    let start = RGBAColor(red: 0.5, green: 0.2, blue: 0.8, alpha: 0.5)
    let end = RGBAColor(red: 1, green: 0, blue: 0.9, alpha: 1)
    // Fraction 2: red 0.5 + 0.5 × 2 = 1.5 → 1; green 0.2 − 0.2 × 2 = −0.2 → 0;
    // blue 0.8 + 0.1 × 2 = 1.0; alpha 0.5 + 0.5 × 2 = 1.5 → 1.
    let past = start.interpolated(to: end, fraction: 2)
    #expect(PlanCheck.isClose(past, RGBAColor(red: 1, green: 0, blue: 1, alpha: 1)))
    #expect(past.red == 1 && past.green == 0 && past.alpha == 1)
    // Fraction −1: red 0.5 − 0.5 = 0; green 0.2 + 0.2 = 0.4; blue 0.8 − 0.1 = 0.7;
    // alpha 0.5 − 0.5 = 0.
    let before = start.interpolated(to: end, fraction: -1)
    #expect(PlanCheck.isClose(before, RGBAColor(red: 0, green: 0.4, blue: 0.7, alpha: 0)))
  }

  @Test func codableRoundTripKeepsTheComponents() throws {
    let color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    let data = try JSONEncoder().encode(color)
    #expect(try JSONDecoder().decode(RGBAColor.self, from: data) == color)
  }
}
