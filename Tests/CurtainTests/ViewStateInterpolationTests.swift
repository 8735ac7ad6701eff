import Curtain
import Foundation
import Testing

/// One property's blend: `from` and `to` as the only property of two states, blended by
/// ``ViewState/interpolated(to:fraction:)`` (the interpolation plan sampling uses).
func blended<Value>(
  _ property: WritableKeyPath<ViewState, Value?>, _ from: Value, _ to: Value, _ fraction: Double
) -> Value? {
  var start = ViewState()
  start[keyPath: property] = from
  var end = ViewState()
  end[keyPath: property] = to
  return start.interpolated(to: end, fraction: fraction)[keyPath: property]
}

@Suite struct ViewStateInterpolationTests {
  /// (from, to, fraction, expected): expected = from + (to − from) × fraction, worked by hand.
  static let scalarCases: [(Double, Double, Double, Double)] = [
    (0, 10, 0.5, 5),  // 0 + 10 × 0.5
    (2, 6, 0.25, 3),  // 2 + 4 × 0.25
    (10, 0, 0.75, 2.5),  // 10 − 10 × 0.75
    (-4, 4, 0.5, 0),  // −4 + 8 × 0.5
    (0, 10, 2, 20),  // extrapolates past the end: 0 + 10 × 2
    (0, 10, -0.5, -5),  // extrapolates before the start: 0 + 10 × −0.5
    (1, 3, 1.5, 4),  // 1 + 2 × 1.5
  ]

  @Test(arguments: scalarCases)
  func numbersBlendLinearlyAndExtrapolate(
    from: Double, to: Double, fraction: Double, expected: Double
  ) throws {
    let value = try #require(
      blended(\.transform, Transform3D(translationX: from), Transform3D(translationX: to), fraction)
    )
    #expect(PlanCheck.isClose(value.translationX, CGFloat(expected)))
  }

  /// Pairs whose naive `from + (to − from) × 1` is not `to` in floating point.
  static let awkwardPairs: [(Double, Double)] = [
    // 1 − 1e16 rounds to −1e16 (doubles near 1e16 are 2 apart), so the naive sum gives 0.
    (1e16, 1),
    (0.1, 0.7),
    (-3.3, 1e-17),
    (123.456, -987.654),
  ]

  @Test(arguments: awkwardPairs)
  func numbersAreExactAtBothEnds(from: Double, to: Double) {
    let start = Transform3D(translationX: from)
    let end = Transform3D(translationX: to)
    #expect(blended(\.transform, start, end, 0)?.translationX == CGFloat(from))
    #expect(blended(\.transform, start, end, 1)?.translationX == CGFloat(to))
  }

  @Test func frameOriginBlendsEachCoordinate() {
    let start = CGRect(x: 0, y: 0, width: 1, height: 1)
    let end = CGRect(x: 10, y: 20, width: 1, height: 1)
    // (0 + 10 × 0.5, 0 + 20 × 0.5)
    #expect(blended(\.frame, start, end, 0.5)?.origin == CGPoint(x: 5, y: 10))
    // (0 + 10 × 0.25, 0 + 20 × 0.25)
    #expect(blended(\.frame, start, end, 0.25)?.origin == CGPoint(x: 2.5, y: 5))
    // Extrapolation: (10 × 1.5, 20 × 1.5) and (10 × −1, 20 × −1).
    #expect(blended(\.frame, start, end, 1.5)?.origin == CGPoint(x: 15, y: 30))
    #expect(blended(\.frame, start, end, -1)?.origin == CGPoint(x: -10, y: -20))
  }

  @Test func frameSizeBlendsEachDimension() {
    let start = CGRect(x: 0, y: 0, width: 100, height: 40)
    let end = CGRect(x: 0, y: 0, width: 200, height: 20)
    // (100 + 100 × 0.25, 40 − 20 × 0.25)
    #expect(blended(\.frame, start, end, 0.25)?.size == CGSize(width: 125, height: 35))
    // (100 + 100 × 2, 40 − 20 × 2)
    #expect(blended(\.frame, start, end, 2)?.size == CGSize(width: 300, height: 0))
  }

  @Test func frameMovesAndResizesAtOnce() {
    let start = CGRect(x: 0, y: 100, width: 320, height: 200)
    let end = CGRect(x: 40, y: 0, width: 240, height: 600)
    // origin (0 + 40 × 0.5, 100 − 100 × 0.5), size (320 − 80 × 0.5, 200 + 400 × 0.5)
    #expect(blended(\.frame, start, end, 0.5) == CGRect(x: 20, y: 50, width: 280, height: 400))
    // fraction 1.25: origin (50, −25), size (220, 700)
    #expect(blended(\.frame, start, end, 1.25) == CGRect(x: 50, y: -25, width: 220, height: 700))
  }

  @Test func frameIsExactAtBothEnds() {
    let start = CGRect(x: 0.1, y: 1e16, width: 123.456, height: 0.3)
    let end = CGRect(x: 0.7, y: 1, width: 987.654, height: 0.1)
    #expect(blended(\.frame, start, end, 0) == start)
    #expect(blended(\.frame, start, end, 1) == end)
  }

  @Test func theBlendIsTheOnePlanSamplingShows() throws {
    // A linear one-second track samples its fraction t at time t.
    let from = ViewState(
      frame: CGRect(x: 0, y: 844, width: 390, height: 844), alpha: 0,
      transform: Transform3D(scaleX: 0.5), cornerRadius: 20)
    let to = ViewState(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 1,
      transform: Transform3D(scaleX: 1), cornerRadius: 0)
    let plan = try TransitionPlan(tracks: [
      try Track(
        actor: .presented, from: from, to: to,
        timing: AnimationTiming(curve: .linear, duration: 1))
    ])
    for time in [0, 0.25, 0.5, 0.8, 1] {
      #expect(plan.state(of: .presented, at: time) == from.interpolated(to: to, fraction: time))
    }
  }

  @Test func propertiesOnlyOneStateSetsKeepTheirValue() {
    let start = ViewState(alpha: 0, cornerRadius: 12)
    let end = ViewState(alpha: 1, isHidden: false)
    let half = start.interpolated(to: end, fraction: 0.5)
    #expect(half == ViewState(alpha: 0.5, cornerRadius: 12, isHidden: false))
  }

  @Test func clampedPropertiesStayInTheirRanges() {
    let start = ViewState(alpha: 0.5, cornerRadius: 10, blurFraction: 0.5)
    let end = ViewState(alpha: 1, cornerRadius: 0, blurFraction: 1)
    // Fraction 2: alpha 0.5 + 0.5 × 2 = 1.5 → 1; radius 10 − 10 × 2 = −10 → 0; blur → 1.
    #expect(
      start.interpolated(to: end, fraction: 2)
        == ViewState(alpha: 1, cornerRadius: 0, blurFraction: 1))
  }

  @Test func aNonFiniteFractionIsReadAsZero() {
    let start = ViewState(alpha: 0.25)
    let end = ViewState(alpha: 1)
    #expect(start.interpolated(to: end, fraction: .nan) == start)
    #expect(start.interpolated(to: end, fraction: .infinity) == start)
  }
}
