import Curtain
import Foundation

/// How an interactive transition finishes or cancels once the finger lifts: the timing that
/// carries the release velocity, and the `continueAnimation(withTimingParameters:
/// durationFactor:)` arguments for a paused linear property animator.
///
/// The same rule as the headless player: when the plan has a spring track, its first spring,
/// started with the release velocity; otherwise a cubic whose starting slope matches the
/// velocity, `(1/3, slope/3) (2/3, 1)`, over the remaining share of the plan's duration.
///
/// ```swift
/// let release = InteractiveRelease(plan: plan, from: 0.4, to: 1, velocity: 1.5)
/// // animator.isReversed = release.isReversed
/// // animator.continueAnimation(withTimingParameters: …release.timing…,
/// //                            durationFactor: release.durationFactor(planDuration: plan.duration))
/// ```
package struct InteractiveRelease: Hashable, Sendable {
  /// The progress when the finger lifted (0…1).
  package let start: Double
  /// Where the transition goes: 1 to finish, 0 to cancel.
  package let target: Double
  /// The timing of the rest of the motion, from `start` to `target`; `nil` when nothing is
  /// left to animate (the player jumps to the target).
  package let timing: AnimationTiming?

  /// Computes the release motion.
  ///
  /// - Parameters:
  ///   - plan: The plan being scrubbed.
  ///   - start: The progress at release, clamped to 0…1.
  ///   - target: 1 to finish, 0 to cancel (any value is clamped to 0…1).
  ///   - velocity: The gesture's speed in progress per second, positive towards finishing
  ///     (points per second divided by the gesture's distance). Non-finite values count as 0.
  package init(plan: TransitionPlan, from start: Double, to target: Double, velocity: Double) {
    let start = start.isFinite ? min(max(start, 0), 1) : 0
    let target = target.isFinite ? min(max(target, 0), 1) : 1
    let velocity = velocity.isFinite ? velocity : 0
    self.start = start
    self.target = target
    let span = target - start
    guard abs(span) > 1e-9 else {
      timing = nil
      return
    }
    let initialVelocity = velocity / span
    if let spring = Self.firstSpring(in: plan),
      let timing = try? AnimationTiming(spring: spring, initialVelocity: initialVelocity),
      timing.duration > 0
    {
      self.timing = timing
      return
    }
    let length = abs(span) * plan.duration
    guard length > 0 else {
      timing = nil
      return
    }
    // The continuation's first control point has y = slope/3, which TimingCurve keeps within
    // ±1e6: a faster release is clamped to that slope (already 3e6 times the linear speed).
    let limit = 3 * TimingCurve.controlPointYRange.upperBound
    let slope = min(max(initialVelocity * length, -limit), limit)
    timing = try? AnimationTiming(
      curve: TimingCurve(
        controlPoint1: CGPoint(x: 1.0 / 3, y: slope / 3),
        controlPoint2: CGPoint(x: 2.0 / 3, y: 1)),
      duration: length)
  }

  /// The release an ``InteractionTracker`` decided on.
  ///
  /// - Parameters:
  ///   - plan: The plan being scrubbed.
  ///   - decision: The tracker's decision; its velocity (points per second) is divided by its
  ///     distance.
  package init(plan: TransitionPlan, decision: InteractionTracker.Decision) {
    self.init(
      plan: plan, from: decision.progress, to: decision.targetProgress,
      velocity: decision.distance > 0 ? decision.velocity / decision.distance : 0)
  }

  /// Whether the release finishes the transition.
  package var finishes: Bool { target == 1 }

  /// Whether a property animator must run backwards (`isReversed`) to reach the target.
  package var isReversed: Bool { target < start }

  /// The release timing as animator parameters; `nil` when there is nothing to animate.
  package var timingParameters: TimingParameters? { timing.map { TimingParameters($0.kind) } }

  /// The `durationFactor` for `continueAnimation(withTimingParameters:durationFactor:)`: the
  /// release's duration divided by the animator's original duration (UIKit multiplies the
  /// original duration by this factor).
  ///
  /// - Parameter planDuration: The paused animator's original duration (the plan's).
  /// - Returns: The factor; 0 (UIKit: keep the remaining duration) when either duration is 0.
  package func durationFactor(planDuration: TimeInterval) -> Double {
    guard let timing, planDuration > 0, planDuration.isFinite else { return 0 }
    return timing.endTime / planDuration
  }

  /// The progress `time` seconds after the release: `start + (target − start) × timing`.
  ///
  /// - Parameter time: Seconds since the release.
  /// - Returns: The progress; `target` when there is no timing.
  package func progress(at time: TimeInterval) -> Double {
    guard let timing else { return target }
    return start + (target - start) * timing.progress(at: time)
  }

  /// The progress velocity `time` seconds after the release, in progress per second: a
  /// central difference of ``progress(at:)`` over ±0.1 ms (one-sided at the release), 0 once the
  /// motion has ended or when there is no timing.
  ///
  /// - Parameter time: Seconds since the release.
  /// - Returns: The velocity, positive towards the end.
  package func velocity(at time: TimeInterval) -> Double {
    guard let timing, time.isFinite, time < timing.endTime else { return 0 }
    let step = 1e-4
    let low = max(time - step, 0)
    let high = time + step
    return (progress(at: high) - progress(at: low)) / (high - low)
  }

  static func firstSpring(in plan: TransitionPlan) -> Spring? {
    for track in plan.tracks {
      if case .spring(let spring, _) = track.timing.kind { return spring }
    }
    return nil
  }
}
