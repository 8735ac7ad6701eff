import Foundation

/// How a released pan decides between finishing and cancelling the transition.
///
/// Every policy compares progress with the configuration's
/// ``InteractionConfiguration/completionThreshold`` (0.5 by default); they differ in how they use
/// the release velocity (points per second along the pan's direction, positive forwards).
///
/// ```swift
/// let jelly = try InteractionConfiguration(completionThreshold: 0.5, policy: .threshold)
/// let easy = try InteractionConfiguration(policy: .thresholdOrVelocity())
/// let fling = try InteractionConfiguration(
///   policy: .projected(decelerationRate: CompletionPolicy.normalDecelerationRate))
/// ```
public enum CompletionPolicy: Hashable, Sendable {
  /// Jelly's rule: finish iff progress > threshold; the velocity is ignored.
  case threshold
  /// EasyTransitions' rule: finish iff (progress > threshold or velocity > `velocity`) and
  /// velocity > `cancelVelocity`, both in points per second. EasyTransitions uses 100 and −5.
  case thresholdOrVelocity(velocity: Double = 100, cancelVelocity: Double = -5)
  /// Momentum projection: the release position is carried on by the release velocity decaying
  /// as `UIScrollView` decelerates (the velocity is multiplied by `decelerationRate` every
  /// millisecond); finish iff the projected progress > threshold.
  ///
  /// The projected distance is (v / 1000) · r / (1 − r) points for a velocity v in points per
  /// second and a rate r: the sum of the geometric series of per-millisecond steps.
  case projected(decelerationRate: Double = CompletionPolicy.normalDecelerationRate)

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normalDecelerationRate = 0.998
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fastDecelerationRate = 0.99

  /// Returns how far, in points, a release at `velocity` carries on under a deceleration `rate`.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity, in points per second.
  ///   - rate: The fraction of velocity kept every millisecond, in `0..<1`.
  /// - Returns: (velocity / 1000) · rate / (1 − rate) points.
  package static func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// Returns whether a pan released at `progress` with `velocity` finishes the transition.
  ///
  /// - Parameters:
  ///   - progress: The progress at release, in `0...1`.
  ///   - velocity: The release velocity in points per second, positive forwards.
  ///   - distance: The distance the transition covers, in points (used by ``projected(decelerationRate:)``).
  ///   - threshold: The completion threshold, in `0...1`.
  /// - Returns: `true` to finish, `false` to cancel.
  package func finishes(
    progress: Double, velocity: Double, distance: Double, threshold: Double
  ) -> Bool {
    switch self {
    case .threshold:
      return progress > threshold
    case .thresholdOrVelocity(let finishVelocity, let cancelVelocity):
      return (progress > threshold || velocity > finishVelocity) && velocity > cancelVelocity
    case .projected(let rate):
      let projected =
        progress + Self.projectedDistance(velocity: velocity, decelerationRate: rate) / distance
      return projected > threshold
    }
  }

  /// Checks the policy's numbers.
  func validated() throws(InteractionError) -> CompletionPolicy {
    switch self {
    case .threshold:
      break
    case .thresholdOrVelocity(let velocity, let cancelVelocity):
      guard velocity.isFinite else {
        throw .policyValueOutOfRange(parameter: "velocity", value: velocity, expected: "finite")
      }
      guard cancelVelocity.isFinite, cancelVelocity <= velocity else {
        throw .policyValueOutOfRange(
          parameter: "cancelVelocity", value: cancelVelocity,
          expected: "finite and at most velocity (\(velocity))")
      }
    case .projected(let rate):
      guard rate.isFinite, rate >= 0, rate < 1 else {
        throw .policyValueOutOfRange(
          parameter: "decelerationRate", value: rate, expected: "in 0..<1")
      }
    }
    return self
  }
}
