import Curtain
import Foundation

extension InteractionTracker {
  /// What a released pan does: finish or cancel the transition, and how the remaining motion
  /// starts so that it continues the gesture without a jump or a stall.
  ///
  /// The remaining motion runs a fraction f from 0 to 1 while the transition's progress goes
  /// from ``progress`` to ``targetProgress``: p(t) = p₀ + (target − p₀)·f(t). For p′(0) to equal
  /// the gesture's speed v ÷ distance, f′(0) must be v ÷ ((target − p₀)·distance): the release
  /// velocity divided by the remaining distance in points, which is UIKit's convention for
  /// `UISpringTimingParameters(…initialVelocity:)`.
  ///
  /// ```swift
  /// let timing = try decision.remainingTiming(spring: Spring(duration: 0.4, bounce: 0.1))
  /// decision.progress(at: 0.1, timing: timing)
  /// ```
  package struct Decision: Hashable, Sendable {
    /// Finish or cancel.
    package enum Outcome: String, Hashable, Sendable, Codable {
      /// Complete the transition: progress goes on to 1.
      case finish
      /// Undo the transition: progress goes back to 0.
      case cancel
    }

    /// Finish or cancel.
    package let outcome: Outcome
    /// The progress at release, in `0...1`.
    package let progress: Double
    /// The release velocity in points per second, positive towards the transition's end (along
    /// the pan's direction, or for a grab against it when `Grab.sign` is −1).
    package let velocity: Double
    /// The distance the transition covers, in points.
    package let distance: Double

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - progress: The progress at release, in `0...1`.
    ///   - velocity: The release velocity in points per second, positive forwards.
    ///   - distance: The distance the transition covers, in points.
    package init(outcome: Outcome, progress: Double, velocity: Double, distance: Double) {
      self.outcome = outcome
      self.progress = progress
      self.velocity = velocity
      self.distance = distance
    }

    /// Whether the transition finishes.
    package var finishes: Bool { outcome == .finish }

    /// Where progress goes: 1 to finish, 0 to cancel.
    package var targetProgress: Double { finishes ? 1 : 0 }

    /// The points left to travel, signed: positive towards a finish, negative back to a cancel.
    package var remainingDistance: Double { (targetProgress - progress) * distance }

    /// The remaining motion's initial velocity in UIKit's convention: the release velocity
    /// divided by the remaining distance, in remaining distances per second.
    ///
    /// Within half a point of the target the view is already there and the velocity is 0, so
    /// that a tiny remaining distance cannot turn into an enormous speed.
    package var initialVelocity: Double {
      let remaining = remainingDistance
      guard abs(remaining) >= 0.5 else { return 0 }
      return velocity / remaining
    }

    /// Returns the timing of the remaining motion driven by `spring`, started with
    /// ``initialVelocity``.
    ///
    /// - Parameter spring: The spring, for example `Spring(duration: 0.4, bounce: 0)`.
    /// - Returns: A spring timing lasting until the spring settles for that velocity.
    /// - Throws: ``TimingError`` when the spring never settles.
    package func remainingTiming(spring: Spring) throws(TimingError) -> AnimationTiming {
      try AnimationTiming(spring: spring, initialVelocity: initialVelocity)
    }

    /// Returns the timing of the remaining motion as UIKit's duration-based spring,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator of
    /// `duration`.
    ///
    /// - Parameters:
    ///   - duration: The remaining motion's duration, in seconds; greater than 0.
    ///   - dampingRatio: ζ, greater than 0; values above 1 count as 1. Defaults to 1.
    /// - Returns: A spring timing started with ``initialVelocity``.
    /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
    package func remainingTiming(
      duration: TimeInterval, dampingRatio: Double = 1
    ) throws(TimingError) -> AnimationTiming {
      try AnimationTiming(
        duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// Returns the transition's progress `time` seconds after release under `timing`.
    ///
    /// - Parameters:
    ///   - time: Seconds since release.
    ///   - timing: The remaining motion's timing, from ``remainingTiming(spring:)``.
    /// - Returns: p₀ + (target − p₀)·f(time), where f is the timing's progress.
    package func progress(at time: TimeInterval, timing: AnimationTiming) -> Double {
      progress + (targetProgress - progress) * timing.progress(at: time)
    }
  }
}
