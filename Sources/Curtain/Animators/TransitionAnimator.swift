import Foundation

/// Something that plans transitions: given a context, it returns the plan to play.
///
/// This is Curtain's one animator protocol; every front door (Presentr's `PresentrAnimation`,
/// AZTransitions' `CustomModalTransition`, EasyTransitions' animator protocols, Jelly's
/// presentations) is an implementation of it, and both players play what it returns.
///
/// ```swift
/// struct FadeAnimator: TransitionAnimator {
///   func plan(for context: TransitionContext) throws -> TransitionPlan {
///     let timing = try AnimationTiming(curve: .easeInOut, duration: 0.3)
///     let (from, to): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
///     return try TransitionPlan(tracks: [
///       Track(
///         actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
///         timing: timing)
///     ])
///   }
/// }
/// ```
@MainActor
public protocol TransitionAnimator {
  /// Returns the plan for the transition described by `context`.
  ///
  /// - Parameter context: The operation, container and frames.
  /// - Returns: The plan to play.
  /// - Throws: An error that says why the transition cannot be planned; the player then
  ///   completes the transition without animation.
  func plan(for context: TransitionContext) throws -> TransitionPlan

  /// How the animator honours Reduce Motion; the default is
  /// ``ReducedMotionSupport/automatic``: players play ``motionPlan(for:)``, which reduces the
  /// plan with ``TransitionPlan/reducingMotion(in:)`` when ``TransitionContext/reduceMotion``.
  var reducedMotionSupport: ReducedMotionSupport { get }

  /// Tells the animator that the transition it planned has ended, as UIKit's
  /// `animationEnded(_:)` does; players call it exactly once, after the last frame.
  ///
  /// The default does nothing; EasyTransitions-style animators call `onPresented` or
  /// `onDismissed` from it.
  ///
  /// - Parameters:
  ///   - context: The context the plan was made for.
  ///   - completed: Whether the transition finished (`true`) or was cancelled.
  func transitionDidEnd(in context: TransitionContext, completed: Bool)
}

extension TransitionAnimator {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - context: The context the plan was made for.
  ///   - completed: Whether the transition finished.
  public func transitionDidEnd(in context: TransitionContext, completed: Bool) {}
}
