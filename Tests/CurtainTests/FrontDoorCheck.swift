import Foundation

/// Independent references for the front-door and recorder tests, written out from their
/// definitions; nothing here calls Curtain's timing code.
enum FrontDoorCheck {
  /// The y of the timing curve (0, 0) (x1, y1) (x2, y2) (1, 1) where its x equals `x`.
  ///
  /// Each coordinate is the Bernstein form 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³; x is non-decreasing
  /// in s because x1 and x2 lie in 0...1, so bisecting s for 200 steps finds the point to the
  /// last bit.
  static func bezierProgress(
    x1: Double, y1: Double, x2: Double, y2: Double, at x: Double
  ) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// Ease-in-out, (0.42, 0) (0.58, 1), at `fraction` of the duration.
  static func easeInOut(_ fraction: Double) -> Double {
    bezierProgress(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: fraction)
  }

  /// Ease-out, (0, 0) (0.58, 1), at `fraction` of the duration.
  static func easeOut(_ fraction: Double) -> Double {
    bezierProgress(x1: 0, y1: 0, x2: 0.58, y2: 1, at: fraction)
  }

  /// The natural frequency ω₀ of UIKit's duration-based spring of mass 1, for ζ < 1.
  ///
  /// It makes the decay envelope (ζω₀ − v₀)/ω_d · e^(−ζω₀·d) equal 0.001 at the duration d,
  /// with v₀ = −velocity and ω_d = ω₀√(1 − ζ²); found by bisection, as the envelope falls while
  /// ω₀ grows.
  static func uikitSpringOmega0(
    duration: Double, dampingRatio zeta: Double, velocity: Double
  )
    -> Double
  {
    let root = (1 - zeta * zeta).squareRoot()
    let envelope = { (omega: Double) in
      (zeta * omega + velocity) / (omega * root) * exp(-zeta * omega * duration)
    }
    var low = 0.5 / duration
    var high = 200 / duration
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if envelope(middle) > 0.001 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The progress of an under-damped spring of mass 1 released from x = 1 with x′ = v₀:
  /// 1 − x(t), x(t) = e^(−ζω₀t)[cos ω_d t + (v₀ + ζω₀)/ω_d · sin ω_d t].
  static func underdampedProgress(
    omega0: Double, dampingRatio zeta: Double, v0: Double, at time: Double
  ) -> Double {
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let x =
      exp(-zeta * omega0 * time)
      * (cos(omegaD * time) + (v0 + zeta * omega0) / omegaD * sin(omegaD * time))
    return 1 - x
  }
}
