import Foundation

/// Solves y(x) for one cubic Bézier timing curve; built once per curve, immutable afterwards.
///
/// The curve is x(t) = ((ax·t + bx)·t + cx)·t, y(t) likewise, for t in 0...1; x(t) is
/// non-decreasing because both x control points lie in 0...1.
///
/// Most calls are one table lookup and one polynomial: each segment of the tables below also
/// holds y as a quintic Hermite interpolant in the segment's parameter (matching y, y′ and y″ at
/// its knots, so its error shrinks with the sixth power of the segment's width). When the table
/// is built, the quintic is compared with the refined solution below at u = 1/4, 1/2 and 3/4 and
/// used only where it agrees to 1e-11; the branch on that flag depends on the segment alone, so
/// it is resolved long before the polynomial is.
///
/// When x(t) has a non-zero slope at both ends (x₁ > 0 and x₂ < 1, as for ease-in-out and the
/// default curve), t(x) is smooth on all of 0...1 and the 128 equal segments can cover it
/// alone: if the quintic of every one of them, the outermost included, passes the same check,
/// the curve is **uniform** and `progress(at:)` is a single lookup with no branch on which
/// table, no square root and no fallback.
///
/// Elsewhere, to find t for a given x the solver looks up a guess, takes one Newton step, and
/// accepts the result when a rigorous bound on the remaining error in y is below 1e-10:
/// - The guess comes from cubic Hermite approximations of the inverse t(x), exact at their knots:
///   128 equal segments in x for the middle, and near each end 16 equal segments in
///   v = √(x/E) (start) or w = √((1 − x)/E) (end), E = 1/16. The square root absorbs the
///   √-shaped inverse of a curve whose x′ vanishes at an end (ease-in, ease-out), so the guess
///   is as good there as in the middle.
/// - With s = |step| and d = x′(t) at the guess, x′ ≥ d/2 within 2s of t when 4·s·M₂ ≤ d
///   (M₂ = max |x″|), so the root lies within 2s and Newton's error after the step is at most
///   2·M₂·s²/d; times max |y′| it must be ≤ 1e-10. d ≥ 1e-6 keeps rounding in x(t) − x from
///   mattering.
/// - Otherwise (next to a flat point of x(t), such as the middle of (1, 0)(0, 1)) a
///   Newton–bisection search inside the segment's exact t-bracket finishes.
@usableFromInline
struct BezierSolver: Sendable {
  /// The number of equal x segments of the middle table.
  static let segmentCount = 128
  /// The number of equal segments of each end table.
  static let edgeSegmentCount = 16
  /// The width in x of each end region.
  static let edgeWidth = 1.0 / 16

  /// One segment of an inverse table: t as a cubic in the local parameter u in 0...1.
  @usableFromInline
  struct Segment: Sendable {
    @usableFromInline var c0: Double
    @usableFromInline var c1: Double
    @usableFromInline var c2: Double
    @usableFromInline var c3: Double
    /// The exact t at the segment's ends (ordered): a bracket for the fallback search.
    @usableFromInline var tLow: Double
    @usableFromInline var tHigh: Double
    /// Whether y itself is the quintic in u below (checked when the table is built); otherwise
    /// the quintic is unused and the Newton step refines t.
    @usableFromInline var isDirect = false
    /// y as a quintic in u: y0 + u·y1 + … + u⁵·y5.
    @usableFromInline var y0 = 0.0
    @usableFromInline var y1 = 0.0
    @usableFromInline var y2 = 0.0
    @usableFromInline var y3 = 0.0
    @usableFromInline var y4 = 0.0
    @usableFromInline var y5 = 0.0
  }

  /// A knot of a table: t, and its first two derivatives with respect to the table's
  /// parameter p (x, v or w); nil where they cannot be computed (x′ vanishes there).
  struct Knot {
    var t: Double
    var tp: Double?
    var tpp: Double?
  }

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  /// 3·ax and 2·bx: the coefficients of x′(t).
  @usableFromInline let dax: Double
  @usableFromInline let dbx: Double
  /// 3·ay and 2·by: the coefficients of y′(t).
  @usableFromInline let day: Double
  @usableFromInline let dby: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  @usableFromInline let isIdentity: Bool
  @usableFromInline let startSlope: Double
  @usableFromInline let endSlope: Double
  /// Whether every segment of the middle table, the outermost included, is direct, so that
  /// the middle table alone answers every x in 0...1 (see the type's discussion).
  @usableFromInline private(set) var isUniform = false
  /// 4·M₂ and (2·M₂·max|y′| + 1.5·max|y″|)·1e10: the acceptance constants.
  @usableFromInline let stepBound: Double
  @usableFromInline let errorBound: Double
  /// The middle table (indexed by x·128), then the start table, then the end table.
  @usableFromInline private(set) var segments: [Segment]

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    dax = 3 * ax
    dbx = 2 * bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    day = 3 * ay
    dby = 2 * by
    isIdentity = x1 == y1 && x2 == y2
    startSlope = Self.tangentSlope([(x1, y1), (x2, y2), (1, 1)])
    endSlope = Self.tangentSlope([(1 - x2, 1 - y2), (1 - x1, 1 - y1), (1, 1)])
    // max |y'|: y' is a quadratic Bézier whose control values bound it. max |x''|: x'' is
    // linear in t, so its largest magnitude is at an end.
    // The bounds hold for t in −0.01...1.01, a little wider than the curve, so that a guess
    // just outside 0...1 is still covered.
    let maxSlopeY = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2)) * 1.1
    let maxCurvature = max(abs(2 * bx - 0.06 * ax), abs(6.06 * ax + 2 * bx))
    let maxCurvatureY = max(abs(2 * by - 0.06 * ay), abs(6.06 * ay + 2 * by))
    stepBound = 4 * maxCurvature
    errorBound = (2 * maxCurvature * maxSlopeY + 1.5 * maxCurvatureY) * 1e10
    let n = Self.segmentCount
    let k = Self.edgeSegmentCount
    let width = Self.edgeWidth
    let (middle, start, end) = Self.knots(
      ax: ax, bx: bx, cx: cx, segmentCount: n, edgeSegmentCount: k, width: width)
    let tables = [(middle, 1 / Double(n)), (start, 1 / Double(k)), (end, 1 / Double(k))]
    segments = tables.flatMap { knots, step in
      Self.hermite(knots.map { ($0.t, $0.tp) }, step: step)
    }
    let (ay, by, cy) = (ay, by, cy)
    for (table, (knots, step)) in tables.enumerated() {
      let first = table == 0 ? 0 : n + (table - 1) * k
      for index in 0..<(knots.count - 1) {
        let quintic = Self.quintic(
          knots[index], knots[index + 1], step: step, ay: ay, by: by, cy: cy)
        guard let quintic else { continue }
        var segment = segments[first + index]
        (segment.y0, segment.y1, segment.y2) = (quintic[0], quintic[1], quintic[2])
        (segment.y3, segment.y4, segment.y5) = (quintic[3], quintic[4], quintic[5])
        segment.isDirect = directAgrees(segment, table: table, first: first, index: index)
        segments[first + index] = segment
      }
    }
    if !isIdentity && cx > 0 && dax + dbx + cx > 0 {
      // x′(0) > 0 and x′(1) > 0: the middle table's outermost segments (unread otherwise) may
      // be smooth enough to cover the ends too.
      isUniform = (0..<n).allSatisfy { index in
        directAgrees(segments[index], table: 0, first: 0, index: index, includingEnds: true)
      }
      if isUniform {
        for index in 0..<n { segments[index].isDirect = true }
      }
    }
  }

  /// `value`, or ±`greatestFiniteMagnitude` when an extrapolation from a finite fraction `x`
  /// far outside `0...1` overflowed; an infinite `x` keeps the tangent line's infinite limit.
  @inlinable
  static func finite(_ value: Double, at x: Double) -> Double {
    value.isFinite || !x.isFinite
      ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
  }

  /// y at `x`: for a uniform curve inside 0...1 one lookup, small enough to inline into the
  /// caller; everything else in ``generalProgress(at:)``.
  @inlinable
  func progress(at x: Double) -> Double {
    guard isUniform && x > 0 && x < 1 else { return generalProgress(at: x) }
    // The middle table alone: every one of its 128 segments is direct (checked at build).
    // The segment is ⌊128·x⌋, found without a checked conversion to `Int`: 1.5·2⁵² + (128·x − ½)
    // lies in [2⁵², 2⁵³), where doubles are the integers, so it rounds to the nearest one,
    // ⌊128·x⌋ (at an exact integer possibly one less, which then reads the previous segment at
    // u = 1: the same knot), and keeps it in its low bits.
    let position = x * 128
    let rounded = (position - 0.5) + 0x1.8p52
    let u = position - (rounded - 0x1.8p52)
    let index = min(Int(truncatingIfNeeded: rounded.bitPattern & 0xFF), 127)
    return segments.withUnsafeBufferPointer { table in
      let u2 = u * u
      let low = table[index].y0 + u * table[index].y1
      let middle = table[index].y2 + u * table[index].y3
      let high = table[index].y4 + u * table[index].y5
      return (low + u2 * middle) + (u2 * u2) * high
    }
  }

  /// y at `x` for every curve and every `x`: the ends, the extrapolation outside 0...1, the
  /// three tables and the refinement.
  @usableFromInline
  func generalProgress(at x: Double) -> Double {
    if !(x > 0) {
      // A slope of 0 holds the value, also at x = −∞ (where 0·x would be NaN).
      return x == 0 || x.isNaN || startSlope == 0 ? 0 : Self.finite(startSlope * x, at: x)
    }
    if x >= 1 {
      return x == 1 || endSlope == 0 ? 1 : Self.finite(1 + endSlope * (x - 1), at: x)
    }
    if isIdentity { return x }
    // Constants: 128 middle segments, 16 per end, end regions 1/16 wide.
    let position: Double
    let offset: Int
    if x >= 0.0625 && x <= 0.9375 {
      position = x * 128
      offset = 0
    } else if x < 0.0625 {
      position = (x * 16).squareRoot() * 16
      offset = 128
    } else {
      position = ((1 - x) * 16).squareRoot() * 16
      offset = 144
    }
    let whole = Int(position)  // range: 0 < x < 1 here, so 0 <= position <= 128
    let u = position - Double(whole)
    let index = min(offset + whole, 159)
    // Fields are read one by one from the table rather than copying the segment: a copy
    // would go through the stack and stall on store forwarding.
    let direct = segments.withUnsafeBufferPointer { table -> Double? in
      guard table[index].isDirect else { return nil }
      let u2 = u * u
      let low = table[index].y0 + u * table[index].y1
      let middle = table[index].y2 + u * table[index].y3
      let high = table[index].y4 + u * table[index].y5
      return (low + u2 * middle) + (u2 * u2) * high
    }
    return direct ?? refined(x: x, index: index, u: u)
  }

  /// y at `x` from the segment's guess for t at u, refined by one Newton step whose error is
  /// bounded, or by a bracketed search where the bound does not hold.
  @usableFromInline
  func refined(x: Double, index: Int, u: Double) -> Double {
    let segment = segments[index]
    let t = segment.c0 + u * (segment.c1 + u * (segment.c2 + u * segment.c3))
    // One Newton step, t₁ = t − r/x′(t), and y(t₁) ≈ y(t) − (r/x′(t))·y′(t). Each term below
    // depends only on t, so the division runs alongside the polynomials instead of after them.
    let slope = (dax * t + dbx) * t + cx
    let inverseSlope = 1 / slope
    let residual = ((ax * t + bx) * t + cx) * t - x
    let y = ((ay * t + by) * t + cy) * t
    let slopeY = (day * t + dby) * t + cy
    let step = residual * inverseSlope
    let size = abs(step)
    // Accepted when the Newton error (≤ 2·M₂·s²/x′ times max|y′|) and the linearisation error
    // (≤ max|y″|·s²/2) together stay below 1e-10; see the type's discussion.
    if slope >= 1e-6 && size * stepBound <= slope && size * size * errorBound <= slope
      && t >= -0.005 && t <= 1.005
    {
      return y - step * slopeY
    }
    let root = search(x: x, guess: t - step, low: segment.tLow, high: segment.tHigh)
    return ((ay * root + by) * root + cy) * root
  }

  /// Newton's method kept inside a shrinking bracket, bisecting whenever a step leaves it.
  @usableFromInline
  func search(x: Double, guess: Double, low: Double, high: Double) -> Double {
    Self.root(x: x, ax: ax, bx: bx, cx: cx, guess: guess, low: low, high: high)
  }

  /// t in `low...high` with x(t) = x, by Newton's method kept inside a shrinking bracket,
  /// bisecting whenever a step leaves it; also used to build the tables.
  static func root(
    x: Double, ax: Double, bx: Double, cx: Double, guess: Double, low: Double, high: Double
  ) -> Double {
    var low = low
    var high = high
    var t = guess.isFinite ? min(max(guess, low), high) : (low + high) / 2
    for _ in 0..<100 {
      let error = residual(t, x, ax: ax, bx: bx, cx: cx)
      if error == 0 { return t }
      if error < 0 { low = t } else { high = t }
      var next = t - error / ((3 * ax * t + 2 * bx) * t + cx)
      // Converged: tested before the bracket, since a last step that rounds onto t itself (an
      // end of the bracket) would otherwise bisect away from the root and start over.
      if abs(next - t) <= 1e-15 { return min(max(next, low), high) }
      if !(next > low && next < high) { next = (low + high) / 2 }
      if high - low <= 1e-15 { return next }
      t = next
    }
    return t
  }

  /// x(t) − x for t in 0...1, with its sign right even next to a flat point of x(t).
  ///
  /// Plain Horner evaluation is off by at most γ₆·(|ax| + |bx| + |cx| + |x|) < 1e-15·(…); when
  /// its result is smaller than that, compensated Horner (as accurate as Horner in twice the
  /// precision) takes over. Without it, for (1, 0)(0, 1), x(t) − 0.5 = 4(t − 0.5)³ rounds to 0 for
  /// every t within 3e-6 of 0.5, an error of 5e-6 in y.
  static func residual(_ t: Double, _ x: Double, ax: Double, bx: Double, cx: Double) -> Double {
    let plain = ((ax * t + bx) * t + cx) * t - x
    if abs(plain) > 1e-15 * (abs(ax) + abs(bx) + abs(cx) + abs(x)) { return plain }
    var value = ax
    var correction = 0.0
    func step(_ coefficient: Double) {
      // TwoProduct and TwoSum: value·t + coefficient = sum + (productError + sumError) exactly.
      let product = value * t
      let productError = (-product).addingProduct(value, t)
      let sum = product + coefficient
      let rounded = sum - product
      let sumError = (product - (sum - rounded)) + (coefficient - rounded)
      value = sum
      correction = correction * t + (productError + sumError)
    }
    step(bx)
    step(cx)
    step(-x)
    return value + correction
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
