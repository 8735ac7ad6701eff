import Foundation

/// Presentr's animation base class: subclass it and override either
/// ``transform(containerFrame:finalFrame:)`` for a simple movement, or the hooks
/// ``beforeAnimation(using:)``, ``performAnimation(using:)`` and, optionally,
/// ``afterAnimation(using:)``.
///
/// Code written for Presentr works unchanged: the hooks run against recording views, and what
/// they set is recorded into a ``TransitionPlan``. ``beforeAnimation(using:)`` runs first (what
/// it sets is the state before the first frame), ``performAnimation(using:)`` runs inside one
/// animation with the timing of ``options`` (what it sets is animated to), and
/// ``afterAnimation(using:)`` runs when that animation ends (what it sets is applied when the
/// transition finishes).
///
/// The two paths combine as in Presentr: the default ``beforeAnimation(using:)`` puts the
/// animating view at the frame ``transform(containerFrame:finalFrame:)`` returns when
/// presenting (at the final frame when dismissing), and the default
/// ``performAnimation(using:)`` animates it to the final frame when presenting (to the
/// transformed frame when dismissing). So overriding only the transform gives a movement that
/// dismissal reverses; overriding a hook replaces that hook's part of the movement.
///
/// ```swift
/// class ExpandFromCornerAnimation: PresentrAnimation {
///   override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
///     return CGRect(x: 0, y: 0, width: 10, height: 10)
///   }
/// }
///
/// let context = try TransitionContext(
///   operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let plan = try ExpandFromCornerAnimation().plan(for: context)
/// plan.state(of: .presented, at: 0.2).frame
/// ```
@MainActor
open class PresentrAnimation: TransitionAnimator {
  /// The animation's duration and curve or spring.
  public var options: AnimationOptions

  /// The recorder of the plan being made, while ``plan(for:)`` runs.
  private var recorder: TransitionRecorder?

  /// Creates an animation.
  ///
  /// - Parameter options: The duration and curve or spring. Defaults to an ease-in-out
  ///   animation of 0.4 seconds, as in Presentr.
  public init(options: AnimationOptions = .normal(duration: 0.4)) {
    self.options = options
  }

  /// Returns the frame the animating view starts from when presented (and ends at when
  /// dismissed); override it for a simple movement.
  ///
  /// Unlike Presentr's, whose base class moves up from below the container, this default
  /// returns `finalFrame`, so the base class alone does not move the view; use
  /// `CoverVerticalAnimation` (in `CurtainCoverVertical`) for that movement.
  ///
  /// - Parameters:
  ///   - containerFrame: The container's frame.
  ///   - finalFrame: The frame the view occupies while presented.
  /// - Returns: The frame the view starts from; it must be finite.
  open func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    finalFrame
  }

  /// Prepares the views before the animation; what it sets is their state before the first
  /// frame.
  ///
  /// The default puts the animating view at ``transform(containerFrame:finalFrame:)`` when
  /// presenting and at the final frame when dismissing.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  open func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    guard let frame = transformedFrame(for: transitionContext) else { return }
    transitionContext.animatingView?.frame =
      transitionContext.isPresenting ? frame : transitionContext.finalFrame
  }

  /// Sets the views' end values; it runs inside the animation, so what it sets is animated to.
  ///
  /// The default moves the animating view to the final frame when presenting and to
  /// ``transform(containerFrame:finalFrame:)`` when dismissing.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  open func performAnimation(using transitionContext: PresentrTransitionContext) {
    guard let frame = transformedFrame(for: transitionContext) else { return }
    transitionContext.animatingView?.frame =
      transitionContext.isPresenting ? transitionContext.finalFrame : frame
  }

  /// Cleans up after the animation; what it sets is applied when the transition finishes.
  ///
  /// The default does nothing.
  ///
  /// - Parameter transitionContext: The views and frames of the transition.
  open func afterAnimation(using transitionContext: PresentrTransitionContext) {}

  /// Records the hooks into a plan.
  ///
  /// - Parameter context: The transition.
  /// - Returns: The recorded plan.
  /// - Throws: ``TransitionError/invalidTiming(_:)`` for invalid ``options``,
  ///   ``TransitionError/nonFiniteTransform(animation:)`` when
  ///   ``transform(containerFrame:finalFrame:)`` returns a rectangle that is not finite, and
  ///   ``TransitionError/nonFiniteValue(actor:property:)`` when a hook sets NaN or infinity.
  public func plan(for context: TransitionContext) throws(TransitionError) -> TransitionPlan {
    let timing = try options.timing()
    let recorder = TransitionRecorder(context: context)
    self.recorder = recorder
    defer { self.recorder = nil }
    let presentrContext = PresentrTransitionContext(recorder: recorder)
    beforeAnimation(using: presentrContext)
    try recorder.animate(
      timing.kind, duration: timing.duration, delay: timing.delay,
      animations: { performAnimation(using: presentrContext) },
      completion: { [weak self] _ in
        recorder.beginCompletionPhase()
        self?.afterAnimation(using: presentrContext)
      })
    return try recorder.makePlan()
  }

  /// The transformed frame, or `nil` (with the error reported) when it is not finite.
  private func transformedFrame(for transitionContext: PresentrTransitionContext) -> CGRect? {
    let frame = transform(
      containerFrame: transitionContext.containerView.frame,
      finalFrame: transitionContext.finalFrame)
    guard frame.isFiniteRect else {
      recorder?.report(.nonFiniteTransform(animation: String(describing: type(of: self))))
      return nil
    }
    return frame
  }
}
