import Foundation
import ReferenceMath

/// Independent references for the front-door and recorder tests, written out from their
/// definitions; nothing here calls Curtain's timing code.
enum FrontDoorCheck {
  /// The y of the timing curve (0, 0) (x1, y1) (x2, y2) (1, 1) where its x equals `x`
  /// (``BernsteinCurve``: bisection on the Bernstein form).
  static func bezierProgress(
    x1: Double, y1: Double, x2: Double, y2: Double, at x: Double
  ) -> Double {
    BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: x)
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
  /// 1 − x(t), from the textbook closed form (``TextbookSpring``).
  static func underdampedProgress(
    omega0: Double, dampingRatio zeta: Double, v0: Double, at time: Double
  ) -> Double {
    let spring = TextbookSpring(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
    return 1 - spring.position(at: time, x0: 1, v0: v0)
  }
}
