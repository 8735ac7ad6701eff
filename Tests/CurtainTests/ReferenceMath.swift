import Foundation

// Independent references shared by the tests: nothing here calls Curtain's own timing code.

/// The curve in Bernstein form, solved by plain bisection: independent of the solver's
/// polynomial coefficients, table and Newton steps.
struct BernsteinCurve {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// 3(1 − t)²t·p1 + 3(1 − t)t²·p2 + t³.
  static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// y at the t where x(t) = x, for x in 0...1; t found by bisection to an interval of 1e-15.
  ///
  /// x(t) is strictly increasing with x(0) = 0 and x(1) = 1, so those two inputs are t = 0 and
  /// t = 1 exactly.
  func progress(at x: Double) -> Double {
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
struct TextbookSpring {
  var mass: Double
  var stiffness: Double
  var damping: Double

  var omega0: Double { (stiffness / mass).squareRoot() }
  var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The displacement at `t` from displacement `x0` and velocity `v0`.
  func position(at t: Double, x0: Double, v0: Double) -> Double {
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
