import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UICubicTimingParameters`.
///
/// `progress(at:)` maps the elapsed fraction of an animation's duration to the fraction of the
/// way from its start to its end. The x coordinates of the control points must lie in `0...1`
/// (so time runs forwards); the y coordinates may leave `0...1`, which makes the animation
/// overshoot or anticipate.
///
/// ```swift
/// let curve = try TimingCurve(
///   controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.5333, y: 1))
/// curve.progress(at: 0.5)
/// TimingCurve.easeInOut.progress(at: 0.25)
/// ```
///
/// The solver is exact to better than 1e-9 in progress for every valid curve. Each curve
/// precomputes, once, a table of y(x) in short pieces; where a piece agrees with the exact
/// solution to 1e-11 it is evaluated directly, elsewhere a precomputed inverse of x(t) is
/// refined with one Newton step whose error is bounded, or a bracketed Newton–bisection search
/// finishes where the bound does not hold.
public struct TimingCurve: Sendable {
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  @usableFromInline let solver: BezierSolver

  /// Creates a curve from its two control points.
  ///
  /// - Parameters:
  ///   - controlPoint1: The first control point; x in `0...1`, y in ``controlPointYRange``.
  ///   - controlPoint2: The second control point; x in `0...1`, y in ``controlPointYRange``.
  /// - Throws: ``TimingError`` when a coordinate is not finite, an x lies outside `0...1` or a
  ///   y outside ``controlPointYRange``.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) throws(TimingError) {
    let inUnit: (Double) -> Bool = { (0...1).contains($0) }
    let x1 = try checked(Double(controlPoint1.x), "controlPoint1.x", "in 0...1", inUnit)
    let inYRange: (Double) -> Bool = { Self.controlPointYRange.contains($0) }
    let y1 = try checked(Double(controlPoint1.y), "controlPoint1.y", "in -1e6...1e6", inYRange)
    let x2 = try checked(Double(controlPoint2.x), "controlPoint2.x", "in 0...1", inUnit)
    let y2 = try checked(Double(controlPoint2.y), "controlPoint2.y", "in -1e6...1e6", inYRange)
    self.init(validated: x1, y1, x2, y2)
  }

  /// Creates a curve from points already known to be valid.
  init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    controlPoint1 = CGPoint(x: x1, y: y1)
    controlPoint2 = CGPoint(x: x2, y: y2)
    solver = BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The y values a control point may take: -1e6...1e6.
  ///
  /// CSS and UIKit put no bound on y, but real curves stay within a few units (CSS's "back"
  /// easings reach about −0.6 and 1.6); a million times the distance is far past any visible
  /// overshoot, and it keeps the solver's polynomial coefficients (3y₁, 3y₂ − 6y₁, …) and every
  /// progress it returns far from overflow, so a curve never yields NaN or infinity.
  public static let controlPointYRange: ClosedRange<Double> = -1e6...1e6

  /// Constant speed: (0, 0), (1, 1).
  public static let linear = TimingCurve(validated: 0, 0, 1, 1)
  /// Starts slowly: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve(validated: 0.42, 0, 1, 1)
  /// Ends slowly: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve(validated: 0, 0, 0.58, 1)
  /// Starts and ends slowly: (0.42, 0), (0.58, 1).
  public static let easeInOut = TimingCurve(validated: 0.42, 0, 0.58, 1)
  /// Core Animation's default curve: (0.25, 0.1), (0.25, 1).
  public static let `default` = TimingCurve(validated: 0.25, 0.1, 0.25, 1)
  /// Material's standard easing: (0.4, 0), (0.2, 1).
  public static let standard = TimingCurve(validated: 0.4, 0, 0.2, 1)

  /// Returns the progress of the animation after `fraction` of its duration.
  ///
  /// Exact at the ends (0 gives 0, 1 gives 1). A fraction outside `0...1` extends the curve
  /// along its tangent at the nearer end; where that tangent is vertical, the value holds.
  ///
  /// - Parameter fraction: The elapsed fraction of the duration.
  /// - Returns: The fraction of the way from start to end; may leave `0...1` when the curve's
  ///   y control points do. Always finite for a finite fraction: an extrapolation beyond the
  ///   doubles is clamped to ±`greatestFiniteMagnitude` (an infinite fraction gives the tangent
  ///   line's infinite limit).
  @inlinable
  public func progress(at fraction: Double) -> Double {
    solver.progress(at: fraction)
  }

  /// The curve played backwards: `reversed().progress(at: x) == 1 - progress(at: 1 - x)`.
  ///
  /// Its control points are the originals mirrored through (0.5, 0.5) and swapped, so ease-in
  /// becomes ease-out.
  public func reversed() -> TimingCurve {
    TimingCurve(
      validated: 1 - Double(controlPoint2.x), 1 - Double(controlPoint2.y),
      1 - Double(controlPoint1.x), 1 - Double(controlPoint1.y))
  }
}

extension TimingCurve: Hashable {
  /// Two curves are equal when their control points are, component by component (`-0.0`
  /// equals `0.0`).
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    GeometryHashing.equal(lhs.controlPoint1, rhs.controlPoint1)
      && GeometryHashing.equal(lhs.controlPoint2, rhs.controlPoint2)
  }

  /// Hashes the control points by their components (`-0.0` as `0.0`).
  public func hash(into hasher: inout Hasher) {
    GeometryHashing.combine(controlPoint1, into: &hasher)
    GeometryHashing.combine(controlPoint2, into: &hasher)
  }
}

extension TimingCurve: Codable {
  private enum CodingKeys: String, CodingKey {
    case x1, y1, x2, y2
  }

  /// Decodes a curve from `{"x1": …, "y1": …, "x2": …, "y2": …}`, validating it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the bad control point.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let x1 = try container.decode(Double.self, forKey: .x1)
    let y1 = try container.decode(Double.self, forKey: .y1)
    let x2 = try container.decode(Double.self, forKey: .x2)
    let y2 = try container.decode(Double.self, forKey: .y2)
    do {
      try self.init(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the curve as `{"x1": …, "y1": …, "x2": …, "y2": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Double(controlPoint1.x), forKey: .x1)
    try container.encode(Double(controlPoint1.y), forKey: .y1)
    try container.encode(Double(controlPoint2.x), forKey: .x2)
    try container.encode(Double(controlPoint2.y), forKey: .y2)
  }
}
