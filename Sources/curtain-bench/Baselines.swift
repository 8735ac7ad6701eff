import Foundation

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

/// A correct classic fourth-order Runge–Kutta integration of m·x″ + c·x′ + k·x = 0.
struct RungeKuttaSpring {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let step: Double

  func acceleration(_ x: Double, _ v: Double) -> Double {
    -(stiffness * x + damping * v) / mass
  }

  /// Advances (x, v) by `duration` in steps no longer than `step`.
  func advance(_ x: inout Double, _ v: inout Double, by duration: Double) {
    let count = Int(clamping: (duration / step).rounded(.up), to: 1...100_000_000)
    let h = duration / Double(count)
    for _ in 0..<count {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
  }

  /// Progress (1 − x with x₀ = 1) at `time`.
  func value(at time: Double, initialVelocity: Double) -> Double {
    var x = 1.0
    var v = -initialVelocity
    advance(&x, &v, by: time)
    return 1 - x
  }
}
