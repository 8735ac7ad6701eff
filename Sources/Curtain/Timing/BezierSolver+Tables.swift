import Foundation

// Building a solver's tables: the knots of t(x), the cubic guesses for t and the quintics
// for y, and the check that decides where a quintic is used directly.
extension BezierSolver {
  /// The knots of the three tables: t(x) at x = i/n, t(v) with x = E·v² at v = i/k (start),
  /// t(w) with 1 − x = E·w² at w = i/k (end), each with dt/dp and d²t/dp².
  ///
  /// Near the start x = E·v², so dt/dv = 2E·v / x′(t); at v = 0 the limit is 0 when x′(0) > 0
  /// and √(E/bx) when x ≈ bx·t² there. Near the end 1 − x = E·w², mirrored. The second
  /// derivatives come from differentiating x(t(p)) once more.
  static func knots(
    ax: Double, bx: Double, cx: Double, segmentCount n: Int, edgeSegmentCount k: Int,
    width: Double
  ) -> (middle: [Knot], start: [Knot], end: [Knot]) {
    let slope = { (t: Double) in (3 * ax * t + 2 * bx) * t + cx }
    let curvature = { (t: Double) in 6 * ax * t + 2 * bx }
    // t(x) increases with x, so each knot's search is bracketed by, and starts from, the
    // previous knot's t: a few Newton steps rather than a bisection from scratch.
    func solve(_ x: Double, after previous: inout Double, increasing: Bool) -> Double {
      let (low, high) = increasing ? (previous, 1.0) : (0.0, previous)
      previous = root(x: x, ax: ax, bx: bx, cx: cx, guess: previous, low: low, high: high)
      return previous
    }
    var previous = 0.0
    let middle = (0...n).map { index -> Knot in
      let t =
        index == 0
        ? 0
        : (index == n ? 1 : solve(Double(index) / Double(n), after: &previous, increasing: true))
      let d = slope(t)
      guard d > 0 else { return Knot(t: t) }
      return Knot(t: t, tp: 1 / d, tpp: -curvature(t) / (d * d * d))
    }
    let curvatureAtEnd = -(6 * ax + 2 * bx) / 2
    previous = 0
    let start = (0...k).map { index -> Knot in
      let v = Double(index) / Double(k)
      if index == 0 {
        if cx > 0 { return Knot(t: 0, tp: 0, tpp: 2 * width / cx) }
        guard bx > 0 else { return Knot(t: 0) }
        return Knot(t: 0, tp: (width / bx).squareRoot(), tpp: -ax * width / (bx * bx))
      }
      let t = solve(width * v * v, after: &previous, increasing: true)
      let d = slope(t)
      guard d > 0 else { return Knot(t: t) }
      let tp = 2 * width * v / d
      return Knot(t: t, tp: tp, tpp: (2 * width - curvature(t) * tp * tp) / d)
    }
    previous = 1
    let end = (0...k).map { index -> Knot in
      let w = Double(index) / Double(k)
      if index == 0 {
        let d = slope(1)
        if d > 0 { return Knot(t: 1, tp: 0, tpp: -2 * width / d) }
        guard curvatureAtEnd > 0 else { return Knot(t: 1) }
        let tp = -(width / curvatureAtEnd).squareRoot()
        return Knot(t: 1, tp: tp, tpp: ax * width / (curvatureAtEnd * curvatureAtEnd))
      }
      let t = solve(1 - width * w * w, after: &previous, increasing: false)
      let d = slope(t)
      guard d > 0 else { return Knot(t: t) }
      let tp = -2 * width * w / d
      return Knot(t: t, tp: tp, tpp: -(2 * width + curvature(t) * tp * tp) / d)
    }
    return (middle, start, end)
  }

  /// The quintic Hermite interpolant of y(u) between two knots `step` apart in p, matching y
  /// and its first two derivatives at both ends; nil when a knot lacks its derivatives.
  static func quintic(
    _ low: Knot, _ high: Knot, step: Double, ay: Double, by: Double, cy: Double
  ) -> [Double]? {
    guard let tp0 = low.tp, let tpp0 = low.tpp, let tp1 = high.tp, let tpp1 = high.tpp else {
      return nil
    }
    func derivatives(_ t: Double, _ tp: Double, _ tpp: Double) -> (Double, Double, Double) {
      let y = ((ay * t + by) * t + cy) * t
      let slope = (3 * ay * t + 2 * by) * t + cy
      let curvature = 6 * ay * t + 2 * by
      return (y, slope * tp * step, (curvature * tp * tp + slope * tpp) * step * step)
    }
    let (p0, d0, s0) = derivatives(low.t, tp0, tpp0)
    let (p1, d1, s1) = derivatives(high.t, tp1, tpp1)
    let change = p1 - p0
    let coefficients = [
      p0, d0, s0 / 2,
      10 * change - 6 * d0 - 4 * d1 - (3 * s0 - s1) / 2,
      -15 * change + 8 * d0 + 7 * d1 + (3 * s0 - 2 * s1) / 2,
      6 * change - 3 * d0 - 3 * d1 - (s0 - s1) / 2,
    ]
    return coefficients.allSatisfy(\.isFinite) ? coefficients : nil
  }

  /// Whether a segment's quintic agrees with the refined solution to 1e-11 at u = 1/4, 1/2
  /// and 3/4 (its ends are exact by construction), 100 times tighter than the promised 1e-9.
  ///
  /// The quintic's error is that of a sixth-order interpolation, about u³(1 − u)³ times a
  /// slowly varying factor, so the samples see its size; a segment next to a flat point of
  /// x(t), where that smoothness fails, disagrees here and keeps the Newton step. The middle
  /// table's segments within 1/16 of an end are read only by a uniform curve, and are checked
  /// only when `includingEnds` asks for them.
  func directAgrees(
    _ segment: Segment, table: Int, first: Int, index: Int, includingEnds: Bool = false
  ) -> Bool {
    let count = table == 0 ? Self.segmentCount : Self.edgeSegmentCount
    let unread = count / 16
    if table == 0 && !includingEnds && (index < unread || index >= count - unread) {
      return false
    }
    return [0.25, 0.5, 0.75].allSatisfy { u in
      let p = (Double(index) + u) / Double(count)
      let width = Self.edgeWidth
      let x = table == 0 ? p : (table == 1 ? width * p * p : 1 - width * p * p)
      let direct = Self.evaluate(segment, u)
      return abs(direct - refined(x: x, index: first + index, u: u)) <= 1e-11
    }
  }

  /// The quintic of a segment at u, by Estrin's scheme (as `progress(at:)` evaluates it).
  static func evaluate(_ segment: Segment, _ u: Double) -> Double {
    let u2 = u * u
    let low = segment.y0 + u * segment.y1
    let middle = segment.y2 + u * segment.y3
    let high = segment.y4 + u * segment.y5
    return (low + u2 * middle) + (u2 * u2) * high
  }

  /// Cubic Hermite segments through `knots` (t and dt/dp at equally spaced p); a segment with an
  /// unknown slope at either end interpolates linearly.
  static func hermite(_ knots: [(t: Double, slope: Double?)], step: Double) -> [Segment] {
    zip(knots, knots.dropFirst()).map { low, high in
      let (t0, t1) = (low.t, high.t)
      var segment = Segment(
        c0: t0, c1: t1 - t0, c2: 0, c3: 0, tLow: min(t0, t1), tHigh: max(t0, t1))
      if let s0 = low.slope, let s1 = high.slope {
        let (m0, m1) = (s0 * step, s1 * step)
        segment.c1 = m0
        segment.c2 = 3 * (t1 - t0) - 2 * m0 - m1
        segment.c3 = 2 * (t0 - t1) + m0 + m1
      }
      return segment
    }
  }
}
