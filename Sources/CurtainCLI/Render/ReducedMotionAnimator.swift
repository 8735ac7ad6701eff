import Curtain
import Foundation

/// An animator played with Reduce Motion on (`--reduce-motion`): it plans with the context's
/// ``TransitionContext/reduceMotion`` set and returns the base animator's
/// ``TransitionAnimator/motionPlan(for:)``.
struct ReducedMotionAnimator: TransitionAnimator {
  /// The animator whose reduced plan is played.
  let base: any TransitionAnimator

  /// The base's plan for `context` with reduced motion.
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    var reduced = context
    reduced.reduceMotion = true
    return try base.motionPlan(for: reduced)
  }

  /// Tells the base animator, with the context it planned with.
  func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    var reduced = context
    reduced.reduceMotion = true
    base.transitionDidEnd(in: reduced, completed: completed)
  }
}
