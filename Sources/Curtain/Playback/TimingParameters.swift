import Foundation

/// The timing a property animator is built with: exactly what goes into
/// `UICubicTimingParameters(controlPoint1:controlPoint2:)` or
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
///
/// ```swift
/// switch TimingParameters(AnimationTiming(curve: .easeOut, duration: 0.3).kind) {
/// case .linear: break                                    // UICubicTimingParameters(animationCurve: .linear)
/// case .cubic(let c1, let c2): break                     // UICubicTimingParameters(controlPoint1: c1, controlPoint2: c2)
/// case .spring(let m, let k, let c, let v): break        // UISpringTimingParameters(mass: m, stiffness: k, damping: c,
///                                                        //   initialVelocity: CGVector(dx: v, dy: v))
/// }
/// ```
package enum TimingParameters: Hashable, Sendable {
  /// Constant speed: the cubic curve (0, 0) (1, 1).
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
  case cubic(controlPoint1: CGPoint, controlPoint2: CGPoint)
  /// A damped spring; `initialVelocity` is in distances per second (1 covers the whole distance
  /// in one second), UIKit's convention for both components of the `CGVector`.
  case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

  /// The parameters of a plan's timing.
  ///
  /// - Parameter kind: A curve (``TimingCurve/linear`` becomes ``linear``) or a spring, whose
  ///   mass, stiffness and damping are passed on exactly as ``Spring`` stores them.
  package init(_ kind: AnimationTiming.Kind) {
    switch kind {
    case .curve(let curve):
      self =
        curve == .linear
        ? .linear : .cubic(controlPoint1: curve.controlPoint1, controlPoint2: curve.controlPoint2)
    case .spring(let spring, let initialVelocity):
      self = .spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: initialVelocity)
    }
  }
}
