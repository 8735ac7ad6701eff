import Foundation

/// How a ``PresentrAnimation`` animates: Presentr's `AnimationOptions`, the settings of the
/// `UIView` animation it runs.
///
/// `.normal` is `UIView.animate(withDuration:animations:completion:)`, whose curve is
/// ease-in-out; `.spring` is `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`, UIKit's duration-based spring
/// (see ``Spring/init(duration:dampingRatio:initialVelocity:)``).
///
/// ```swift
/// let slowCrossDissolve = CrossDissolveAnimation(options: .normal(duration: 2.0))
/// let coverVerticalWithSpring = CoverVerticalAnimation(
///   options: .spring(duration: 2.0, delay: 0, damping: 0.5, velocity: 0))
/// ```
public enum AnimationOptions: Hashable, Sendable {
  /// An ease-in-out animation lasting `duration` seconds.
  case normal(duration: TimeInterval)
  /// A spring animation: `duration` and `delay` in seconds, `damping` the damping ratio (below
  /// 1 bounces, 1 does not), `velocity` the initial speed in whole distances per second.
  case spring(duration: TimeInterval, delay: TimeInterval, damping: CGFloat, velocity: CGFloat)

  /// How long the animation runs once started, in seconds.
  public var duration: TimeInterval {
    switch self {
    case .normal(let duration), .spring(let duration, _, _, _): return duration
    }
  }

  /// The timing these options describe.
  ///
  /// `.normal(duration:)` is ``TimingCurve/easeInOut`` over `duration`;
  /// `.spring(duration:delay:damping:velocity:)` is
  /// ``AnimationTiming/init(duration:dampingRatio:initialVelocity:delay:)``.
  ///
  /// - Returns: The timing.
  /// - Throws: ``TransitionError/invalidTiming(_:)`` when a duration or delay is negative or not
  ///   finite, or a spring's damping is not above 0.
  public func timing() throws(TransitionError) -> AnimationTiming {
    do {
      switch self {
      case .normal(let duration):
        return try AnimationTiming(curve: .easeInOut, duration: duration)
      case .spring(let duration, let delay, let damping, let velocity):
        return try AnimationTiming(
          duration: duration, dampingRatio: Double(damping), initialVelocity: Double(velocity),
          delay: delay)
      }
    } catch {
      throw .invalidTiming(error)
    }
  }
}
