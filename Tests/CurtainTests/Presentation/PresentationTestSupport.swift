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

  /// The progress of Jelly's composed timing (a cover or a slide).
  ///
  /// UIKit's `.composed` type as the UIKit model reads it (Tests/UIKitStub, M). The spring of damping ratio ζ and initial
  /// velocity v fits the duration d with m = 1 and an envelope e^(−ζω₀t) of 1/1000 at d, so
  /// ω₀ = ln 1000 / (ζd), k = ω₀², c = 2ζω₀ (``TextbookSpring``); it runs on the curve's eased
  /// time, `curve(t/d)·d`; at d and after, 1.
  static func composedProgress(
    curve: BernsteinCurve, dampingRatio zeta: Double, velocity: Double, duration d: Double,
    at time: Double
  ) -> Double {
    guard time < d else { return 1 }
    let omega = log(1000) / (zeta * d)
    let spring = TextbookSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    return 1 - spring.position(at: curve.progress(at: time / d) * d, x0: 1, v0: -velocity)
  }
}
