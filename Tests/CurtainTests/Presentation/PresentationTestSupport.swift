import Curtain
import Foundation
import ReferenceMath

/// Contexts and independent references shared by the presentation tests.
///
/// Expected progress values come from ``BernsteinCurve`` (bisection of the Bézier written out
/// with the control points below) and ``TextbookSpring`` with a stiffness found here by
/// bisection, never from Curtain's solvers.
enum PresentationCheck {
  /// An iPhone-sized container.
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The bottom half of ``container``.
  static let bottomHalf = CGRect(x: 0, y: 422, width: 390, height: 422)

  /// Control points of the named curves, written out independently of `TimingCurve`.
  static let linear = BernsteinCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// `.easeIn` (0.42, 0) (1, 1).
  static let easeIn = BernsteinCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `.easeOut` (0, 0) (0.58, 1).
  static let easeOut = BernsteinCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// `.easeInOut` (0.42, 0) (0.58, 1).
  static let easeInOut = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// A context for presenting or dismissing `presentedFrame` in ``container``.
  static func context(
    _ operation: TransitionContext.Operation, presentedFrame: CGRect = bottomHalf,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: container, presentedFrame: presentedFrame,
      layoutDirection: layoutDirection)
  }

  /// `from + (to − from) × progress`, coordinate by coordinate.
  static func lerp(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(progress) }
    return CGRect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
      width: mix(from.width, to.width), height: mix(from.height, to.height))
  }

  /// The progress of UIKit's duration-form spring for 0 < ζ < 1.
  ///
  /// DESIGN.md section 7: m = 1, ω₀ found (here by bisection) so that the decay envelope
  /// (ζω₀ − v₀)/ω_d · e^(−ζω₀d) is 0.001 at d, v₀ = −velocity; progress = 1 − x(t) with x₀ = 1
  /// (``TextbookSpring``).
  static func uikitSpringProgress(
    dampingRatio zeta: Double, velocity: Double, duration d: Double, at time: Double
  ) -> Double {
    let v0 = -velocity
    func envelope(_ omega: Double) -> Double {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return (zeta * omega - v0) / omegaD * exp(-zeta * omega * d)
    }
    var low = 1e-6
    var high = 1e4
    while high - low > 1e-13 * high {
      let mid = (low + high) / 2
      if envelope(mid) > 0.001 { low = mid } else { high = mid }
    }
    let omega = (low + high) / 2
    let spring = TextbookSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    return 1 - spring.position(at: time, x0: 1, v0: v0)
  }
}
