import Curtain
import Foundation
import Testing

@Suite struct ShadowTests {
  @Test func invisibleHasCoreAnimationDefaultsWithZeroOpacity() {
    // CALayer defaults: shadowColor opaque black, shadowOpacity 0, shadowRadius 3,
    // shadowOffset (0, −3).
    let invisible = Shadow.invisible
    #expect(invisible.color == .black)
    #expect(invisible.opacity == 0)
    #expect(invisible.radius == 3)
    #expect(invisible.offset == CGSize(width: 0, height: -3))
  }

  @Test func interpolationBlendsEachProperty() {
    let start = Shadow(
      color: .black, opacity: 0, radius: 0, offset: CGSize(width: 0, height: 0))
    let end = Shadow(
      color: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5), opacity: 0.8, radius: 20,
      offset: CGSize(width: 8, height: -16))
    let quarter = start.interpolated(to: end, fraction: 0.25)
    // Each property × 0.25 from zero; the colour's alpha goes 1 − 0.5 × 0.25 = 0.875.
    let expected = Shadow(
      color: RGBAColor(red: 0.25, green: 0.125, blue: 0, alpha: 0.875), opacity: 0.2, radius: 5,
      offset: CGSize(width: 2, height: -4))
    #expect(PlanCheck.isClose(quarter, expected))
  }

  @Test func interpolationIsExactAtBothEnds() {
    let start = Shadow(
      color: RGBAColor(white: 0.1), opacity: 0.1, radius: 0.3,
      offset: CGSize(width: 1e16, height: 0.7))
    let end = Shadow(
      color: RGBAColor(white: 0.7, alpha: 0.3), opacity: 0.7, radius: 9.1,
      offset: CGSize(width: 1, height: 0.1))
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func geometryExtrapolatesButTheColourStaysClamped() {
    let start = Shadow(color: .black, opacity: 0.2, radius: 10, offset: .zero)
    let end = Shadow(color: .white, opacity: 0.4, radius: 20, offset: CGSize(width: 4, height: 4))
    let past = start.interpolated(to: end, fraction: 1.5)
    // radius 10 + 10 × 1.5 = 25; offset 4 × 1.5 = 6; opacity 0.2 + 0.2 × 1.5 = 0.5;
    // colour 0 + 1 × 1.5 = 1.5 → clamped to 1.
    #expect(PlanCheck.isClose(past.radius, 25))
    #expect(past.offset == CGSize(width: 6, height: 6))
    #expect(PlanCheck.isClose(past.opacity, 0.5))
    #expect(past.color == .white)
  }

  static let nonFiniteNumbers: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFiniteNumbers)
  func anyNonFiniteNumberMakesTheShadowNonFinite(number: Double) {
    #expect(Shadow.invisible.isFinite)
    #expect(!Shadow(opacity: number).isFinite)
    #expect(!Shadow(radius: CGFloat(number)).isFinite)
    #expect(!Shadow(offset: CGSize(width: CGFloat(number), height: 0)).isFinite)
    #expect(!Shadow(offset: CGSize(width: 0, height: CGFloat(number))).isFinite)
  }
}
