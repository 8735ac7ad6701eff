import Foundation
import ReferenceMath

/// The common older cubic Bézier solver, as many animation libraries ship it: Newton's method
/// from t = x for up to 8 steps with tolerance 1e-7, then bisection over the whole of 0...1.
struct OldBezierSolver {
  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func progress(at x: Double) -> Double {
    let epsilon = 1e-7
    var t = x
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < epsilon { return ((ay * t + by) * t + cy) * t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    while low < high {
      let value = ((ax * t + bx) * t + cx) * t
      if abs(value - x) < epsilon { break }
      if x > value { low = t } else { high = t }
      t = (high - low) / 2 + low
      if high - low < 1e-15 { break }
    }
    return ((ay * t + by) * t + cy) * t
  }
}

/// The RK4 baseline: ReferenceMath's classic fourth-order Runge–Kutta integration of
/// m·x″ + c·x′ + k·x = 0 (the one the spring tests use), stepped at most `step` seconds at a time.
struct RK4Baseline {
  let integrator: RungeKuttaSpring
  let step: Double

  init(mass: Double, stiffness: Double, damping: Double, step: Double) {
    integrator = RungeKuttaSpring(mass: mass, stiffness: stiffness, damping: damping)
    self.step = step
  }

  /// Advances (x, v) by `duration` in steps no longer than `step`.
  func advance(_ x: inout Double, _ v: inout Double, by duration: Double) {
    let count = Int(clamping: (duration / step).rounded(.up), to: 1...100_000_000)
    let h = duration / Double(count)
    for _ in 0..<count { integrator.step(x: &x, v: &v, h: h) }
  }

  /// Progress (1 − x with x₀ = 1) at `time`.
  func value(at time: Double, initialVelocity: Double) -> Double {
    var x = 1.0
    var v = -initialVelocity
    advance(&x, &v, by: time)
    return 1 - x
  }
}
