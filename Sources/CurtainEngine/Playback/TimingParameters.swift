import Curtain
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
///
/// Equality and hashing are written by hand over the geometry's components, because `CGPoint` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`).
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
  ///   mass, stiffness and damping are passed on exactly as ``Spring`` stores them. A composed
  ///   timing (``AnimationTiming/Kind/composed(_:_:initialVelocity:)``) becomes ``linear``: UIKit's
  ///   `.composed` curve is only partly documented, so a player never hands it to UIKit but plays
  ///   its tracks as linear keyframes sampled from the core's curve (``PlaybackSchedule``).
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
    case .composed:
      self = .linear
    }
  }
}

extension TimingParameters {
  /// Whether both are the same case with equal parameters (control points by their components:
  /// `-0.0` equals `0.0`; NaN equals nothing).
  package static func == (lhs: TimingParameters, rhs: TimingParameters) -> Bool {
    switch (lhs, rhs) {
    case (.linear, .linear):
      return true
    case (.cubic(let a1, let a2), .cubic(let b1, let b2)):
      return GeometryHashing.equal(a1, b1) && GeometryHashing.equal(a2, b2)
    case (.spring(let m1, let k1, let c1, let v1), .spring(let m2, let k2, let c2, let v2)):
      return m1 == m2 && k1 == k2 && c1 == c2 && v1 == v2
    default:
      return false
    }
  }

  /// Hashes the case and its parameters (control points by their components, `-0.0` as `0.0`).
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .linear:
      hasher.combine(0)
    case .cubic(let controlPoint1, let controlPoint2):
      hasher.combine(1)
      GeometryHashing.combine(controlPoint1, into: &hasher)
      GeometryHashing.combine(controlPoint2, into: &hasher)
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      hasher.combine(2)
      hasher.combine(mass)
      hasher.combine(stiffness)
      hasher.combine(damping)
      hasher.combine(initialVelocity)
    }
  }
}
