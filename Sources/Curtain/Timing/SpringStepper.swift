import Foundation

/// Advances a spring-driven progress by a fixed time step, exactly, with one 2×2 matrix product.
///
/// A spring's motion is linear in its starting displacement and velocity, so advancing by a fixed
/// step h is multiplication by a constant matrix built once from the closed form:
/// `[x(h), v(h)] = [[C + αS, S], [−ω₀²S, C − αS]] · [x, v]`. There is no integration error to
/// accumulate beyond rounding, unlike a numerical integrator, and each step costs four
/// multiplications.
///
/// ```swift
/// let stepper = try SpringStepper(spring: Spring(duration: 0.5, bounce: 0.2), timeStep: 1.0 / 120)
/// var progress = 0.0, velocity = 0.0
/// stepper.advance(progress: &progress, velocity: &velocity)
/// ```
public struct SpringStepper: Hashable, Sendable {
  /// The spring being stepped.
  public let spring: Spring
  /// The time step, in seconds.
  public let timeStep: TimeInterval
  private let m00: Double
  private let m01: Double
  private let m10: Double
  private let m11: Double

  /// Prepares the step matrix for `spring` and `timeStep`.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - timeStep: The step, in seconds; greater than 0.
  /// - Throws: ``TimingError`` when the step is not finite or not positive.
  public init(spring: Spring, timeStep: TimeInterval) throws(TimingError) {
    self.spring = spring
    self.timeStep = try checked(timeStep, "timeStep", "> 0 seconds") { $0 > 0 }
    let motion = spring.motion
    let (c, s) = motion.basis(at: timeStep)
    m00 = c + motion.alpha * s
    m01 = s
    m10 = -motion.omega0 * motion.omega0 * s
    m11 = c - motion.alpha * s
  }

  /// Advances by one time step.
  ///
  /// - Parameters:
  ///   - progress: The progress (0 at the start, 1 at rest); updated in place.
  ///   - velocity: The progress per second; updated in place.
  public func advance(progress: inout Double, velocity: inout Double) {
    let x = 1 - progress
    let v = -velocity
    progress = 1 - (m00 * x + m01 * v)
    velocity = -(m10 * x + m11 * v)
  }
}
