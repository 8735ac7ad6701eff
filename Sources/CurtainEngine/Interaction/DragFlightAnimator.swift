import Curtain
import Foundation

/// The animator of the flight after a drag released to dismiss: `base`'s plan with the finger's
/// velocity carried along the flight (``DragDismissSession/Effect/startDismissal(fingerVelocity:)``).
///
/// The velocity is the finger's velocity V projected on the vector d from the released frame's
/// centre (the context's presented frame) to the source's, over its length: v = (V · d) ÷ |d|²
/// distances per second, negative when the finger moves away from the source
/// (``progressVelocity(from:to:finger:)``). Every track of the plan starts at that speed:
///
/// - a **spring** track is released with initial velocity v (UIKit's
///   `UISpringTimingParameters(…, initialVelocity:)`, 1 covering the track's whole distance in a
///   second), its duration the spring's settling time for that velocity: released away from the
///   source, the screen first carries on away, slows and comes back;
/// - a **curve** track of duration D gets the curve whose initial slope is v × D (progress per
///   second v at its start): its first control point becomes (x₁, v·D·x₁), x₁ the curve's own
///   first control x, or 1/3 when that is 0 (a curve that starts flat, as ease-out, whose
///   first control point lies on its start), the second control point kept. A cubic Bézier's
///   slope at its start is y₁ ÷ x₁, so progress leaves 0 at v per second; y₁ is clamped into
///   ``TimingCurve/controlPointYRange``.
///
/// A plan without a source (the dissolve), a velocity of 0 and a reduced-motion plan are kept as
/// the base animator plans them (they start from rest).
package struct DragFlightAnimator: TransitionAnimator {
  /// The dismissal's own animator.
  package let base: any TransitionAnimator
  /// The finger's velocity at release, in points per second.
  package let finger: CGPoint

  /// Wraps `base` with the finger's velocity at release.
  ///
  /// - Parameters:
  ///   - base: The dismissal's animator.
  ///   - finger: The finger's velocity, in points per second.
  package init(base: any TransitionAnimator, finger: CGPoint) {
    self.base = base
    self.finger = finger
  }

  /// The flight plans its own reduced-motion plan: the base's, untouched.
  package var reducedMotionSupport: ReducedMotionSupport { .planned }

  /// The base's plan (its reduced-motion plan when motion is reduced), its tracks started at
  /// the finger's velocity along the flight.
  ///
  /// - Parameter context: The dismissal's context.
  /// - Returns: The plan.
  /// - Throws: What the base animator throws, or ``PlanError`` when the plan cannot be rebuilt.
  package func plan(for context: TransitionContext) throws -> TransitionPlan {
    let plan = try base.motionPlan(for: context)
    let velocity = Self.progressVelocity(
      from: context.presentedFrame, to: context.matchedSourceFrame, finger: finger)
    guard velocity != 0, !context.reduceMotion else { return plan }
    let tracks = try plan.tracks.map { track in
      guard let timing = Self.timing(track.timing, startingAt: velocity) else { return track }
      return try Track(actor: track.actor, keyframes: track.keyframes, timing: timing)
    }
    return try TransitionPlan(
      setup: plan.setup, initialStates: plan.initialStates, tracks: tracks,
      completionStates: plan.completionStates, cancellationStates: plan.cancellationStates)
  }

  /// Tells the base animator.
  ///
  /// - Parameters:
  ///   - context: The dismissal's context.
  ///   - completed: Whether it finished.
  package func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    base.transitionDidEnd(in: context, completed: completed)
  }

  /// `timing` started at `velocity` distances per second; `nil` to keep it as it is.
  ///
  /// - Parameters:
  ///   - timing: A track's timing.
  ///   - velocity: The progress velocity at its start.
  /// - Returns: The spring released at `velocity`, or the curve whose initial slope is
  ///   `velocity × duration`; `nil` for a zero duration or a spring that cannot take it.
  nonisolated package static func timing(
    _ timing: AnimationTiming, startingAt velocity: Double
  ) -> AnimationTiming? {
    guard velocity.isFinite, velocity != 0 else { return nil }
    switch timing.kind {
    case .spring(let spring, _), .composed(_, let spring, _):
      return try? AnimationTiming(spring: spring, initialVelocity: velocity, delay: timing.delay)
    case .curve(let curve):
      guard timing.duration > 0 else { return nil }
      let x1 = curve.controlPoint1.x > 0 ? curve.controlPoint1.x : 1.0 / 3
      let range = TimingCurve.controlPointYRange
      let y1 = min(max(velocity * timing.duration * Double(x1), range.lowerBound), range.upperBound)
      guard
        let sloped = try? TimingCurve(
          controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: curve.controlPoint2)
      else { return nil }
      return try? AnimationTiming(curve: sloped, duration: timing.duration, delay: timing.delay)
    }
  }

  /// The progress velocity that carries the finger's velocity from `released` towards
  /// `target`: V projected on the vector d between their centres, over its length,
  /// (V · d) ÷ |d|²; 0 without a target or when the centres coincide (|d|² ≤ 1e-6).
  ///
  /// - Parameters:
  ///   - released: The frame at release.
  ///   - target: The frame the motion goes to; `nil` for none.
  ///   - finger: The finger's velocity, in points per second.
  /// - Returns: Distances per second, negative when the finger moves away from the target.
  nonisolated package static func progressVelocity(
    from released: CGRect, to target: CGRect?, finger: CGPoint
  ) -> Double {
    guard let target else { return 0 }
    let dx = Double(target.midX - released.midX)
    let dy = Double(target.midY - released.midY)
    let squared = dx * dx + dy * dy
    guard squared > 1e-6 else { return 0 }
    let velocity = (Double(finger.x) * dx + Double(finger.y) * dy) / squared
    return velocity.isFinite ? velocity : 0
  }
}
