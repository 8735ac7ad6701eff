import Foundation

/// The animator of the flight after a drag released to dismiss: `base`'s plan with the
/// finger's velocity carried along the flight.
///
/// The velocity is the finger's velocity V projected on the vector d from the released frame's
/// centre (the context's presented frame) to the source's, divided by its length:
/// (V · d) ÷ |d|² distances per second, negative when the finger moves away from the source.
/// Every spring track of the plan starts with that initial velocity (UIKit's
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`, 1 covering the track's whole
/// distance), its duration the spring's settling time for that velocity: a flight released
/// away from the source first carries on away, slows, and comes back onto the source. Tracks
/// on a curve, a spring whose timing cannot take the velocity, a plan without a source (the
/// dissolve) and a reduced-motion plan are kept as the base animator plans them (they start
/// from rest).
struct FlightAnimator: TransitionAnimator {
  let base: any TransitionAnimator
  /// The finger's velocity at release, in points per second.
  let finger: CGPoint

  var reducedMotionSupport: ReducedMotionSupport { .planned }

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let plan = try base.motionPlan(for: context)
    let velocity = HeadlessScene.flightVelocity(
      from: context.presentedFrame, to: context.matchedSourceFrame, finger: finger)
    guard velocity != 0, !context.reduceMotion else { return plan }
    let tracks = try plan.tracks.map { track in
      guard case .spring(let spring, _) = track.timing.kind,
        let timing = try? AnimationTiming(
          spring: spring, initialVelocity: velocity, delay: track.timing.delay)
      else { return track }
      return try Track(actor: track.actor, keyframes: track.keyframes, timing: timing)
    }
    return try TransitionPlan(
      setup: plan.setup, initialStates: plan.initialStates, tracks: tracks,
      completionStates: plan.completionStates, cancellationStates: plan.cancellationStates)
  }

  func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    base.transitionDidEnd(in: context, completed: completed)
  }
}
