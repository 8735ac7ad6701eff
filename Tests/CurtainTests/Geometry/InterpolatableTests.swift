import Curtain
import Foundation
import Testing

@Suite struct InterpolatableTests {
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
  func doubleBlendsLinearlyAndExtrapolates(
    from: Double, to: Double, fraction: Double, expected: Double
  ) {
    #expect(PlanCheck.isClose(from.interpolated(to: to, fraction: fraction), expected))
  }

  @Test(arguments: scalarCases)
  func cgFloatBlendsLinearlyAndExtrapolates(
    from: Double, to: Double, fraction: Double, expected: Double
  ) {
    let value = CGFloat(from).interpolated(to: CGFloat(to), fraction: fraction)
    #expect(PlanCheck.isClose(value, CGFloat(expected)))
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
  func doubleIsExactAtBothEnds(from: Double, to: Double) {
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
  }

  @Test(arguments: awkwardPairs)
  func cgFloatIsExactAtBothEnds(from: Double, to: Double) {
    #expect(CGFloat(from).interpolated(to: CGFloat(to), fraction: 0) == CGFloat(from))
    #expect(CGFloat(from).interpolated(to: CGFloat(to), fraction: 1) == CGFloat(to))
  }

  @Test func pointBlendsEachCoordinate() {
    let start = CGPoint(x: 0, y: 0)
    let end = CGPoint(x: 10, y: 20)
    // (0 + 10 × 0.5, 0 + 20 × 0.5)
    #expect(start.interpolated(to: end, fraction: 0.5) == CGPoint(x: 5, y: 10))
    // (0 + 10 × 0.25, 0 + 20 × 0.25)
    #expect(start.interpolated(to: end, fraction: 0.25) == CGPoint(x: 2.5, y: 5))
    // Extrapolation: (10 × 1.5, 20 × 1.5) and (10 × −1, 20 × −1).
    #expect(start.interpolated(to: end, fraction: 1.5) == CGPoint(x: 15, y: 30))
    #expect(start.interpolated(to: end, fraction: -1) == CGPoint(x: -10, y: -20))
  }

  @Test func pointIsExactAtBothEnds() {
    let start = CGPoint(x: 1e16, y: 0.1)
    let end = CGPoint(x: 1, y: 0.7)
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func sizeBlendsEachDimension() {
    let start = CGSize(width: 100, height: 40)
    let end = CGSize(width: 200, height: 20)
    // (100 + 100 × 0.25, 40 − 20 × 0.25)
    #expect(start.interpolated(to: end, fraction: 0.25) == CGSize(width: 125, height: 35))
    // (100 + 100 × 2, 40 − 20 × 2)
    #expect(start.interpolated(to: end, fraction: 2) == CGSize(width: 300, height: 0))
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func rectMovesAndResizesAtOnce() {
    let start = CGRect(x: 0, y: 100, width: 320, height: 200)
    let end = CGRect(x: 40, y: 0, width: 240, height: 600)
    // origin (0 + 40 × 0.5, 100 − 100 × 0.5), size (320 − 80 × 0.5, 200 + 400 × 0.5)
    #expect(
      start.interpolated(to: end, fraction: 0.5)
        == CGRect(x: 20, y: 50, width: 280, height: 400))
    // fraction 1.25: origin (50, −25), size (220, 700)
    #expect(
      start.interpolated(to: end, fraction: 1.25)
        == CGRect(x: 50, y: -25, width: 220, height: 700))
  }

  @Test func rectIsExactAtBothEnds() {
    let start = CGRect(x: 0.1, y: 1e16, width: 123.456, height: 0.3)
    let end = CGRect(x: 0.7, y: 1, width: -987.654, height: 0.1)
    #expect(start.interpolated(to: end, fraction: 0) == start)
    let atEnd = start.interpolated(to: end, fraction: 1)
    // Compare components: CGRect equality would standardise the negative width.
    #expect(atEnd.origin == end.origin)
    #expect(atEnd.size == end.size)
  }
}
