import Foundation

/// A modal transition in EasyTransitions' style: lay the modal view out, then animate it.
///
/// Code written for EasyTransitions' `ModalTransitionAnimator` compiles with its views typed
/// ``AnimatableView`` instead of `UIView`. Every conforming type is a ``TransitionAnimator``:
/// its ``TransitionAnimator/plan(for:)`` records ``layout(presenting:modalView:in:)`` as the state before the
/// animation and ``animate(presenting:modalView:in:)`` as one spring animation, as
/// EasyTransitions' `UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8)`, and adds the
/// ``auxAnimations`` beside it.
///
/// ```swift
/// final class CardAnimator: ModalTransitionAnimator {
///   let cardFrame: CGRect
///   var onPresented: (() -> Void)?
///   var onDismissed: (() -> Void)?
///   var duration: TimeInterval { 0.85 }
///
///   init(cardFrame: CGRect) { self.cardFrame = cardFrame }
///
///   func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
///     guard presenting else { return }
///     modalView.frame = cardFrame
///     modalView.cornerRadius = 16
///   }
///
///   func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
///     modalView.frame = presenting ? container.bounds : cardFrame
///     modalView.cornerRadius = presenting ? 0 : 16
///   }
/// }
///
/// let plan = try CardAnimator(cardFrame: CGRect(x: 20, y: 120, width: 350, height: 420))
///   .plan(for: TransitionContext(operation: .present, containerBounds: screen))
/// ```
///
/// The modal view is the ``ActorID/presented`` view for a presentation and a dismissal; used
/// for a push, pop or tab switch, it is the view that arrives (``ActorID/to``) or, going back,
/// the one that leaves (``ActorID/from``).
@MainActor
public protocol ModalTransitionAnimator: TransitionAnimator {
  /// How long the transition runs, in seconds.
  var duration: TimeInterval { get }
  /// Code to run once a dismissal has finished; see ``transitionDidComplete(presenting:)``.
  var onDismissed: (() -> Void)? { get set }
  /// Code to run once a presentation has finished; see ``transitionDidComplete(presenting:)``.
  var onPresented: (() -> Void)? { get set }
  /// The damping ratio of the spring the animation runs on, greater than 0.
  ///
  /// Defaults to 0.8, EasyTransitions' value.
  var dampingRatio: Double { get }
  /// Returns the auxiliary animations to run beside the main animation, for a presentation
  /// (`true`) or a dismissal (`false`).
  ///
  /// Each runs on its own spring (the same damping ratio, UIKit's duration form over the
  /// window's length) from `relativeStart × duration` seconds for `relativeDuration ×
  /// duration` seconds. Defaults to none.
  var auxAnimations: (Bool) -> [AuxAnimation] { get }

  /// Puts the views where the animation starts; nothing set here is animated.
  ///
  /// - Parameters:
  ///   - presenting: Whether the modal view is being presented (`false`: dismissed).
  ///   - modalView: The presented view.
  ///   - container: The transition's container view.
  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView)

  /// Sets the values the views animate to.
  ///
  /// - Parameters:
  ///   - presenting: Whether the modal view is being presented (`false`: dismissed).
  ///   - modalView: The presented view.
  ///   - container: The transition's container view.
  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView)
}

extension ModalTransitionAnimator {
  /// EasyTransitions' damping ratio, 0.8.
  public var dampingRatio: Double { 0.8 }

  /// No auxiliary animations.
  public var auxAnimations: (Bool) -> [AuxAnimation] { { _ in [] } }

  /// Calls ``onPresented`` or ``onDismissed``: players call this once a transition planned by
  /// this animator has finished.
  ///
  /// As EasyTransitions does, the callbacks run only when the transition reaches its end (after
  /// UIKit's `completeTransition(true)`); a cancelled interactive transition calls neither.
  ///
  /// - Parameter presenting: Whether the finished transition presented the modal view.
  public func transitionDidComplete(presenting: Bool) {
    if presenting {
      onPresented?()
    } else {
      onDismissed?()
    }
  }

  /// Calls ``transitionDidComplete(presenting:)`` when the transition finished; players call
  /// this once the transition ends.
  ///
  /// - Parameters:
  ///   - context: The context the plan was made for.
  ///   - completed: Whether the transition finished (`true`) or was cancelled.
  public func transitionDidEnd(in context: TransitionContext, completed: Bool) {
    if completed { transitionDidComplete(presenting: context.isPresenting) }
  }

  /// Records the transition into a plan.
  ///
  /// ``layout(presenting:modalView:in:)`` runs first; what it sets is the plan's initial state.
  /// ``animate(presenting:modalView:in:)`` runs inside one animation of ``duration`` seconds on
  /// UIKit's duration-form spring with ``dampingRatio`` and no initial velocity, as
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` animates it (a zero duration changes the
  /// views at once). Each of ``auxAnimations``' parts then runs in its window on a spring of
  /// the same damping ratio over the window's length.
  ///
  /// - Parameter context: The transition; ``TransitionContext/isPresenting`` is the
  ///   `presenting` argument.
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/auxiliaryAnimationOutOfRange(start:duration:)`` for an
  ///   auxiliary window outside the transition, ``TransitionError/invalidTiming(_:)`` for a
  ///   negative or non-finite duration or a damping ratio that is not greater than 0,
  ///   ``TransitionError/nonFiniteValue(actor:property:)`` when the code sets NaN or infinity.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    try recordedPlan(for: context, background: nil)
  }

  /// Records the plan as ``plan(for:)`` describes, with `background` behind the modal view when
  /// it is not `nil` (``ActorID/background`` over the container): a dim (EasyTransitions'
  /// `PresentationControllerAnimator`'s shadow view) fades in (alpha 0 to 1) with the
  /// presentation and out with the dismissal; a blur (EasyTransitions' `AppStoreAnimator`'s
  /// blur view) comes in (``ViewState/blurFraction`` 0 to 1) and goes out the same way; both on
  /// the transition's spring.
  ///
  /// - Parameters:
  ///   - context: The transition.
  ///   - background: The background, or `nil` for none.
  /// - Returns: The recorded plan.
  /// - Throws: As ``plan(for:)``.
  package func recordedPlan(
    for context: TransitionContext, background: RecordedBackground?
  ) throws(TransitionError) -> TransitionPlan {
    let recorder = TransitionRecorder(context: context)
    let modalView = recorder.view(for: Self.modalActor(for: context))
    let container = recorder.view(for: .container)
    let presenting = context.isPresenting
    layout(presenting: presenting, modalView: modalView, in: container)
    let backgroundView = background.map { background in
      switch background {
      case .dim(let color): recorder.makeBackground(color: color)
      case .blur: recorder.makeBlurredBackground()
      }
    }
    if let background, let backgroundView {
      background.show(presenting ? 0 : 1, on: backgroundView)
      container.insertSubview(backgroundView, belowSubview: modalView)
    }
    var parts: [AuxAnimation.Part] = []
    for animation in auxAnimations(presenting) { parts += try animation.validatedParts() }
    let duration = self.duration
    try recorder.animate(try springKind(duration: duration), duration: duration) {
      animate(presenting: presenting, modalView: modalView, in: container)
      if let background, let backgroundView {
        background.show(presenting ? 1 : 0, on: backgroundView)
      }
    }
    let views = AuxAnimation.Views { recorder.view(for: $0) }
    for part in parts {
      // Window ends are scaled, not the length, so that a window ending at 1 ends exactly at
      // the transition's end.
      let start = part.start * duration
      let length = max((part.start + part.duration) * duration - start, 0)
      try recorder.record(
        try springKind(duration: length), duration: length, delay: start, isAuxiliary: true,
        animations: { part.block(views) }, completion: nil)
    }
    return try recorder.makePlan()
  }

  /// The spring of UIKit's duration form for an animation of `duration` seconds; an instant
  /// change for 0 (and for a duration the recorder then refuses).
  private func springKind(duration: TimeInterval) throws(TransitionError) -> AnimationTiming.Kind {
    guard duration > 0 else { return .curve(.linear) }
    do {
      return .spring(
        try Spring(duration: duration, dampingRatio: dampingRatio), initialVelocity: 0)
    } catch {
      throw .invalidTiming(error)
    }
  }

  private static func modalActor(for context: TransitionContext) -> ActorID {
    switch context.operation {
    case .present, .dismiss: return .presented
    default: return context.isPresenting ? .to : .from
    }
  }
}

/// The background a recorded modal transition draws behind its modal view
/// (``ModalTransitionAnimator/recordedPlan(for:background:)``), faded in with the presentation
/// and out with the dismissal on the transition's spring.
package enum RecordedBackground: Hashable, Sendable {
  /// A dim of this colour, faded by its alpha.
  case dim(RGBAColor)
  /// A blur, faded by how far it has come in (``ViewState/blurFraction``); a player draws it in
  /// the presentation's blur style.
  case blur

  /// Shows `amount` (0 none, 1 all) of the background on `view`.
  @MainActor
  func show(_ amount: CGFloat, on view: RecordingView) {
    switch self {
    case .dim: view.alpha = amount
    case .blur: view.blurFraction = amount
    }
  }
}
