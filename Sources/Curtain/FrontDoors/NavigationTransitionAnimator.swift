import Foundation

/// A navigation transition in EasyTransitions' style: lay both views out, then animate them.
///
/// Code written for EasyTransitions' `NavigationTransitionAnimator` compiles with its views
/// typed ``AnimatableView`` instead of `UIView`. Every conforming type is a
/// ``TransitionAnimator`` whose ``TransitionAnimator/plan(for:)`` plays the animator's own keyframes as
/// EasyTransitions does with `UIView.animateKeyframes(withDuration:delay:options: [])`: one
/// keyframe animation of ``duration`` seconds whose clock runs on ``timingCurve`` (ease-in-out,
/// UIKit's default for keyframe animations), with
/// ``animations(presenting:fromView:toView:in:)`` as the keyframe that spans it and each
/// auxiliary animation as a keyframe at its relative start and duration.
///
/// ```swift
/// final class SlideAnimator: NavigationTransitionAnimator {
///   var duration: TimeInterval { 0.35 }
///   var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
///
///   func layout(
///     presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
///     in container: AnimatableView
///   ) {
///     toView.frame.origin.x = presenting ? container.bounds.width : -0.3 * container.bounds.width
///   }
///
///   func animations(
///     presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
///     in container: AnimatableView
///   ) {
///     fromView.frame.origin.x = presenting ? -0.3 * container.bounds.width : container.bounds.width
///     toView.frame.origin.x = 0
///   }
/// }
///
/// let push = try SlideAnimator().plan(for: TransitionContext(operation: .push, containerBounds: screen))
/// ```
///
/// The views are ``ActorID/from`` and ``ActorID/to`` for a push, a pop or a tab switch; used for
/// a presentation they are ``ActorID/presenting`` and ``ActorID/presented``, and the other way
/// round for a dismissal.
@MainActor
public protocol NavigationTransitionAnimator: TransitionAnimator {
  /// How long the transition runs, in seconds.
  var duration: TimeInterval { get }
  /// Returns the auxiliary animations to run beside the main animation, for a push (`true`) or
  /// a pop (`false`).
  ///
  /// Each runs as a keyframe of the transition: its relative start and duration are fractions
  /// of the keyframe animation's clock, as `UIView.addKeyframe(withRelativeStartTime:
  /// relativeDuration:animations:)` takes them.
  var auxAnimations: (Bool) -> [AuxAnimation] { get set }
  /// The curve the keyframe animation's clock runs on.
  ///
  /// Defaults to ``TimingCurve/easeInOut``, the curve UIKit gives `UIView.animateKeyframes`
  /// when its options name none, as EasyTransitions' navigation animations run. With
  /// ``TimingCurve/linear`` the keyframes' fractions are fractions of time.
  var timingCurve: TimingCurve { get }

  /// Puts the views where the animation starts; nothing set here is animated.
  ///
  /// When it runs, the from view has its initial frame and the to view its final frame, as
  /// EasyTransitions sets them from UIKit's context.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition pushes (`false`: pops).
  ///   - fromView: The view leaving the screen.
  ///   - toView: The view arriving on screen.
  ///   - container: The transition's container view.
  func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView)

  /// Sets the values the views animate to.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition pushes (`false`: pops).
  ///   - fromView: The view leaving the screen.
  ///   - toView: The view arriving on screen.
  ///   - container: The transition's container view.
  func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView)
}

extension NavigationTransitionAnimator {
  /// UIKit's curve for keyframe animations, ``TimingCurve/easeInOut``.
  public var timingCurve: TimingCurve { .easeInOut }

  /// Records the transition into a plan of keyframes.
  ///
  /// ``layout(presenting:fromView:toView:in:)`` runs first; what it sets is the plan's initial
  /// state. Then one keyframe animation of ``duration`` seconds on ``timingCurve`` records
  /// ``animations(presenting:fromView:toView:in:)`` as a keyframe from 0 to 1 and every part of
  /// ``auxAnimations`` as a keyframe at its window: a property an auxiliary animation sets holds
  /// its value until the curve's progress reaches the window's start and arrives when it
  /// reaches the window's end, moving linearly with that progress in between, as
  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` does.
  ///
  /// - Parameter context: The transition; ``TransitionContext/isPresenting`` (a push, a tab
  ///   switch forward) is the `presenting` argument.
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/auxiliaryAnimationOutOfRange(start:duration:)`` for an
  ///   auxiliary window outside the transition, ``TransitionError/invalidTiming(_:)`` for a
  ///   negative or non-finite duration, ``TransitionError/nonFiniteValue(actor:property:)`` when
  ///   the code sets NaN or infinity.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    let recorder = TransitionRecorder(context: context)
    let actors = Self.actors(for: context.operation)
    let fromView = recorder.view(for: actors.from)
    let toView = recorder.view(for: actors.to)
    let container = recorder.view(for: .container)
    let presenting = context.isPresenting
    layout(presenting: presenting, fromView: fromView, toView: toView, in: container)
    var parts: [AuxAnimation.Part] = []
    for animation in auxAnimations(presenting) { parts += try animation.validatedParts() }
    let views = AuxAnimation.Views { recorder.view(for: $0) }
    try recorder.animate(.curve(timingCurve), duration: duration) {
      animations(presenting: presenting, fromView: fromView, toView: toView, in: container)
      for part in parts {
        recorder.addKeyframe(
          withRelativeStartTime: part.start, relativeDuration: part.duration, isAuxiliary: true,
          animations: { part.block(views) })
      }
    }
    return try recorder.makePlan()
  }

  private static func actors(
    for operation: TransitionContext.Operation
  ) -> (from: ActorID, to: ActorID) {
    switch operation {
    case .present: return (.presenting, .presented)
    case .dismiss: return (.presented, .presenting)
    default: return (.from, .to)
    }
  }
}
