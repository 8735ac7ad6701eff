import Foundation

// Independent references shared by Curtain's test targets: nothing here calls Curtain's code.

/// The curve in Bernstein form, solved by plain bisection: independent of the solver's
/// polynomial coefficients, table and Newton steps.
public struct BernsteinCurve: Sendable {
  /// The first control point's x.
  public var x1: Double
  /// The first control point's y.
  public var y1: Double
  /// The second control point's x.
  public var x2: Double
  /// The second control point's y.
  public var y2: Double

  /// The curve (0, 0) (x1, y1) (x2, y2) (1, 1).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// 3(1 − t)²t·p1 + 3(1 − t)t²·p2 + t³.
  public static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// y at the t where x(t) = x, for x in 0...1; t found by bisection to an interval of 1e-15.
  ///
  /// x(t) is strictly increasing with x(0) = 0 and x(1) = 1, so those two inputs are t = 0 and
  /// t = 1 exactly.
  public func progress(at x: Double) -> Double {
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
      let mid = (low + high) / 2
      if Self.bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    let t: Double
    if Self.bernstein(low, x1, x2) == x {
      t = low
    } else if Self.bernstein(high, x1, x2) == x {
      t = high
    } else {
      t = (low + high) / 2
    }
    return Self.bernstein(t, y1, y2)
  }
}

/// The textbook solution of m·x″ + c·x′ + k·x = 0 (DESIGN.md section 7), for ζ well away from 1
/// or exactly 1.
///
/// - ζ < 1: x = e^(−ζω₀t)·[x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d·sin ω_d t], ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: x = e^(−ω₀t)·[x₀ + (v₀ + ω₀x₀)·t];
/// - ζ > 1: r± = −ω₀(ζ ∓ √(ζ² − 1)), C₂ = (v₀ − r₊x₀)/(r₋ − r₊), C₁ = x₀ − C₂,
///   x = C₁e^(r₊t) + C₂e^(r₋t).
public struct TextbookSpring: Sendable {
  /// The mass m.
  public var mass: Double
  /// The spring constant k.
  public var stiffness: Double
  /// The damping coefficient c.
  public var damping: Double

  /// The spring m·x″ + c·x′ + k·x = 0.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The natural frequency ω₀ = √(k/m).
  public var omega0: Double { (stiffness / mass).squareRoot() }
  /// The damping ratio ζ = c/(2√(km)).
  public var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The displacement at `t` from displacement `x0` and velocity `v0`.
  public func position(at t: Double, x0: Double, v0: Double) -> Double {
    let omega0 = omega0
    let zeta = zeta
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega0 * t)
        * (x0 * cos(omegaD * t) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * t))
    }
    if zeta == 1 {
      return exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let rPlus = -omega0 * (zeta - root)
    let rMinus = -omega0 * (zeta + root)
    let c2 = (v0 - rPlus * x0) / (rMinus - rPlus)
    let c1 = x0 - c2
    return c1 * exp(rPlus * t) + c2 * exp(rMinus * t)
  }
}
