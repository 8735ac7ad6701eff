import Foundation

#if arch(x86_64) && !os(Windows)
/// The widest floating-point type available: 80-bit extended precision on x86-64.
typealias Extended = Float80
#else
/// The widest floating-point type available here.
typealias Extended = Double
#endif

/// y(x) of a cubic Bézier timing curve by bisection on the Bernstein form in extended precision.
func referenceBezier(x1: Double, y1: Double, x2: Double, y2: Double, x: Double) -> Double {
  let (p1, p2, target) = (Extended(x1), Extended(x2), Extended(x))
  func bernstein(_ a: Extended, _ b: Extended, _ t: Extended) -> Extended {
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }
  var low: Extended = 0
  var high: Extended = 1
  for _ in 0..<100 {
    let mid = (low + high) / 2
    if bernstein(p1, p2, mid) < target { low = mid } else { high = mid }
  }
  return Double(bernstein(Extended(y1), Extended(y2), (low + high) / 2))
}

/// The textbook closed form of a spring's progress, 1 − x(t) with x₀ = 1, v₀ = −initialVelocity,
/// evaluated in extended precision (DESIGN.md section 7).
func referenceSpring(
  mass: Double, stiffness: Double, damping: Double, time: Double, initialVelocity: Double
) -> Double {
  let m = Extended(mass)
  let k = Extended(stiffness)
  let c = Extended(damping)
  let t = Extended(time)
  let x0: Extended = 1
  let v0 = -Extended(initialVelocity)
  let omega0 = (k / m).squareRoot()
  let zeta = c / (2 * (k * m).squareRoot())
  let x: Extended
  if zeta < 1 {
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    x =
      exp(-zeta * omega0 * t)
      * (x0 * cos(omegaD * t) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * t))
  } else if zeta == 1 {
    x = exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
  } else {
    let root = (zeta * zeta - 1).squareRoot()
    let rPlus = -omega0 * (zeta - root)
    let rMinus = -omega0 * (zeta + root)
    let c2 = (v0 - rPlus * x0) / (rMinus - rPlus)
    let c1 = x0 - c2
    x = c1 * exp(rPlus * t) + c2 * exp(rMinus * t)
  }
  return Double(1 - x)
}
