import Foundation

/// Solves y(x) for one cubic Bézier timing curve; built once per curve, immutable afterwards.
///
/// The curve is x(t) = ((ax·t + bx)·t + cx)·t, y(t) likewise, for t in 0...1; x(t) is
/// non-decreasing because both x control points lie in 0...1. To find t for a given x, the
/// solver splits x into ``segmentCount`` equal segments and stores for each a cubic Hermite
/// approximation of the inverse t(x), exact at the segment ends. One Newton step refines that
/// guess; the step is accepted when a bound on the remaining error in y (from the minimum of x′
/// and the maximum of |x″| and |y′| around the segment) is below 1e-10. Otherwise (near a point
/// where x′ vanishes) a Newton–bisection search inside the segment's exact t-bracket finishes.
@usableFromInline
struct BezierSolver: Sendable {
  /// The number of equal x segments of the inverse table.
  static let segmentCount = 64

  @usableFromInline
  struct Segment: Sendable {
    /// Hermite coefficients of t(u), u = x·n − index in 0...1.
    @usableFromInline var c0: Double
    @usableFromInline var c1: Double
    @usableFromInline var c2: Double
    @usableFromInline var c3: Double
    /// Error factor: accept a Newton step `d` when `d * d * errorFactor <= acceptedError`.
    @usableFromInline var errorFactor: Double
    /// The exact t at the segment's ends: a bracket for the fallback search.
    @usableFromInline var tLow: Double
    @usableFromInline var tHigh: Double
  }

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  @usableFromInline let isIdentity: Bool
  @usableFromInline let startSlope: Double
  @usableFromInline let endSlope: Double
  @usableFromInline let segments: [Segment]

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    isIdentity = x1 == y1 && x2 == y2
    startSlope = Self.tangentSlope([(x1, y1), (x2, y2), (1, 1)])
    endSlope = Self.tangentSlope([(1 - x2, 1 - y2), (1 - x1, 1 - y1), (1, 1)])
    // The largest |y'(t)|: y' is a quadratic Bézier whose control values bound it.
    let maxSlopeY = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
    let n = Self.segmentCount
    var knots = [Double](repeating: 0, count: n + 1)
    knots[n] = 1
    for index in 1..<n {
      knots[index] = Self.bisect(
        x: Double(index) / Double(n), ax: ax, bx: bx, cx: cx, low: knots[index - 1], high: 1)
    }
    var segments: [Segment] = []
    segments.reserveCapacity(n)
    let width = 1 / Double(n)
    for index in 0..<n {
      let t0 = knots[index]
      let t1 = knots[index + 1]
      let d0 = (3 * ax * t0 + 2 * bx) * t0 + cx
      let d1 = (3 * ax * t1 + 2 * bx) * t1 + cx
      // Bound x' from below and |x''| from above over the segment widened by an eighth of its
      // width on each side, so the bound still holds after a Newton step from a guess inside it.
      let margin = (t1 - t0) / 8
      let low = max(t0 - margin, 0)
      let high = min(t1 + margin, 1)
      let minSlope = Self.minimumOfDerivative(ax: ax, bx: bx, cx: cx, from: low, to: high)
      let maxCurvature = max(abs(6 * ax * low + 2 * bx), abs(6 * ax * high + 2 * bx))
      var segment = Segment(
        c0: t0, c1: t1 - t0, c2: 0, c3: 0, errorFactor: .infinity, tLow: t0, tHigh: t1)
      if minSlope > 1e-6 && d0 > 0 && d1 > 0 {
        let m0 = width / d0
        let m1 = width / d1
        segment.c1 = m0
        segment.c2 = 3 * (t1 - t0) - 2 * m0 - m1
        segment.c3 = 2 * (t0 - t1) + m0 + m1
        segment.errorFactor = maxSlopeY * maxCurvature / (2 * minSlope)
      }
      segments.append(segment)
    }
    self.segments = segments
  }

  @inlinable
  func progress(at x: Double) -> Double {
    if !(x > 0) {
      return x == 0 || x.isNaN ? 0 : startSlope * x
    }
    if x >= 1 {
      return x == 1 ? 1 : 1 + endSlope * (x - 1)
    }
    if isIdentity { return x }
    let scaled = x * 64  // segmentCount
    let index = Int(scaled)
    let u = scaled - Double(index)
    let segment = segments.withUnsafeBufferPointer { $0[index] }
    var t = segment.c0 + u * (segment.c1 + u * (segment.c2 + u * segment.c3))
    t = min(max(t, segment.tLow), segment.tHigh)
    let error = ((ax * t + bx) * t + cx) * t - x
    let step = error / ((3 * ax * t + 2 * bx) * t + cx)
    t -= step
    if !(step * step * segment.errorFactor <= 1e-10) {
      t = search(x: x, guess: t, low: segment.tLow, high: segment.tHigh)
    }
    return ((ay * t + by) * t + cy) * t
  }

  /// Newton's method kept inside a shrinking bracket, bisecting whenever a step leaves it.
  @usableFromInline
  func search(x: Double, guess: Double, low: Double, high: Double) -> Double {
    var low = low
    var high = high
    var t = guess.isFinite ? min(max(guess, low), high) : (low + high) / 2
    for _ in 0..<100 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if error == 0 { return t }
      if error < 0 { low = t } else { high = t }
      var next = t - error / ((3 * ax * t + 2 * bx) * t + cx)
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - t) <= 1e-15 || high - low <= 1e-15 { return next }
      t = next
    }
    return t
  }

  /// Plain bisection for t with x(t) = x, used to build the table.
  static func bisect(
    x: Double, ax: Double, bx: Double, cx: Double, low: Double, high: Double
  ) -> Double {
    var low = low
    var high = high
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if mid <= low || mid >= high { break }
      if ((ax * mid + bx) * mid + cx) * mid < x { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The minimum of x'(t) = 3ax·t² + 2bx·t + cx over `from...to`.
  static func minimumOfDerivative(
    ax: Double, bx: Double, cx: Double, from: Double, to: Double
  ) -> Double {
    let slope = { (t: Double) in (3 * ax * t + 2 * bx) * t + cx }
    var result = min(slope(from), slope(to))
    if ax != 0 {
      let vertex = -bx / (3 * ax)
      if vertex > from && vertex < to { result = min(result, slope(vertex)) }
    }
    return result
  }

  /// The slope dy/dx of the first non-degenerate chord from an end of the curve.
  ///
  /// A vertical tangent gives 0: the value holds outside 0...1.
  static func tangentSlope(_ chords: [(Double, Double)]) -> Double {
    for (dx, dy) in chords where dx != 0 || dy != 0 {
      return dx > 0 ? dy / dx : 0
    }
    return 1
  }
}
