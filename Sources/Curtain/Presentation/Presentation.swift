import Foundation

/// A sized presentation over a dimmed or blurred background, as Jelly's presentations: a layout,
/// a UI configuration, an animation that presents, an animation that dismisses, a timing, an
/// optional spring and an optional interaction configuration.
///
/// `Presentation` is a protocol so that each of Jelly's presentation kinds keeps its own
/// initialiser and properties (``CoverPresentation``, ``FadePresentation``,
/// ``SlidePresentation``), while one shared ``TransitionAnimator/plan(for:)`` turns any of them
/// into a plan. To mix animations (say, cover in from the bottom and fade out), conform a type
/// of your own and return different ``presentingAnimation`` and ``dismissingAnimation``.
///
/// The plan takes the presented view's frame from ``TransitionContext/presentedFrame`` (the
/// player computes it from the presentation's layout). It:
/// - inserts a temporary `.background` actor just below `.presented`, covering the container:
///   for ``PresentationUIConfiguration/BackgroundStyle/dimmed(alpha:)`` a black view whose colour
///   has alpha `alpha` and whose view alpha goes 0 → 1 (present) or 1 → 0 (dismiss), so the
///   screen is dimmed by exactly `alpha × progress`; for
///   ``PresentationUIConfiguration/BackgroundStyle/blurred(style:)`` a view whose
///   ``ViewState/blurFraction`` goes 0 → 1 or 1 → 0; nothing for `.none`. The background moves
///   with the presented view when it cannot overshoot (a fade, or a cover or a slide with
///   ``spring`` `.none`: Jelly animates its dim alongside the transition); with a bouncy spring
///   it follows the curve of the way it runs (``PresentationTiming/presentationCurve`` or
///   ``PresentationTiming/dismissCurve``) over the same duration, so the dim never overshoots;
/// - applies the corner radius, corners and shadow to `.presented` as initial states;
/// - moves the presented view with the presenting animation (present) or the dismissing
///   animation (dismiss): a fade follows the curve of that way; a cover or a slide follows the
///   curve composed with ``spring``, as Jelly's animators do (`.none` is a damping-1 spring,
///   see ``AnimationTiming/Kind/composed(_:_:initialVelocity:)``), over the same duration
///   (the registry's `cover` and `slide` with `composeSpring` set to `false` follow the curve
///   alone);
/// - moves the presenting view back and forth when the presenting animation is a slide.
///
/// ```swift
/// let presentation = CoverPresentation(
///   directionShow: .bottom, directionDismiss: .bottom,
///   uiConfiguration: PresentationUIConfiguration(
///     cornerRadius: 12, backgroundStyle: .dimmed(alpha: 0.4)),
///   timing: PresentationTiming(
///     duration: .normal, presentationCurve: .easeOut, dismissCurve: .easeIn))
/// let context = try TransitionContext(
///   operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///   presentedFrame: CGRect(x: 0, y: 422, width: 390, height: 422))
/// let plan = try presentation.plan(for: context)
/// plan.state(of: .background, at: plan.duration).alpha  // 1: the colour's 0.4 shows in full
/// ```
@MainActor
public protocol Presentation: TransitionAnimator {
  /// Where the presented view goes: size, alignment and margin guards.
  var layout: PresentationLayout { get }
  /// How the presentation looks: corners, shadow, background and background taps.
  var uiConfiguration: PresentationUIConfiguration { get }
  /// How long each way takes and which curve it follows.
  var timing: PresentationTiming { get }
  /// How the presented view comes on screen.
  var presentingAnimation: PresentationAnimation { get }
  /// How the presented view leaves the screen.
  var dismissingAnimation: PresentationAnimation { get }
  /// The spring preset composed with the curve of a cover or a slide; `.none` is Jelly's
  /// damping-1 spring. A fade follows its curve alone.
  var spring: Spring.Preset { get }
  /// How a pan may drive the presentation, or `nil` when it cannot be driven interactively.
  var interactionConfiguration: InteractionConfiguration? { get }
}

extension Presentation {
  /// `.none`: Jelly's damping-1 spring for a cover or a slide.
  public var spring: Spring.Preset { .none }

  /// Returns the plan for presenting (a forward operation) or dismissing.
  ///
  /// - Parameter context: The transition; ``TransitionContext/presentedFrame`` is the presented
  ///   view's on-screen frame.
  /// - Returns: The plan: the background, the presented view and, for a slide, the presenting
  ///   view.
  /// - Throws: ``TransitionError/invalidTiming(_:)`` for a negative or non-finite custom
  ///   duration, ``PresentationError/parallaxOutOfRange(_:)`` for a slide animation
  ///   with a parallax outside `0...1`.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    try presentingAnimation.validate()
    try dismissingAnimation.validate()
    let isPresenting = context.isPresenting
    let curveTiming: AnimationTiming
    let motionTiming: AnimationTiming
    do {
      curveTiming = try timing.animationTiming(isPresenting: isPresenting)
      let animation = isPresenting ? presentingAnimation : dismissingAnimation
      motionTiming =
        animation == .fade || !timing.composesSpring
        ? curveTiming
        : try AnimationTiming(
          composing: timing.curve(isPresenting: isPresenting), spring: spring,
          duration: timing.duration.validated())
    } catch {
      throw TransitionError.invalidTiming(error)
    }
    do {
      return try makePlan(context: context, curveTiming: curveTiming, motionTiming: motionTiming)
    } catch {
      throw TransitionError.invalidPlan(error)
    }
  }

  private func makePlan(
    context: TransitionContext, curveTiming: AnimationTiming, motionTiming: AnimationTiming
  ) throws(PlanError) -> TransitionPlan {
    let isPresenting = context.isPresenting
    let frame = context.presentedFrame
    var tracks: [Track] = []

    let animation = isPresenting ? presentingAnimation : dismissingAnimation
    let hidden = animation.hiddenState(for: frame, in: context)
    let shown = animation.shownState(for: frame)
    tracks.append(
      try Track(
        actor: .presented, from: isPresenting ? hidden : shown, to: isPresenting ? shown : hidden,
        timing: motionTiming))

    // The presenting animation owns the presenting view's displacement; the dismissal undoes it.
    if let displacement = presentingAnimation.presentingDisplacement(
      for: frame, layoutDirection: context.layoutDirection)
    {
      let base =
        isPresenting
        ? context.initialFrame(for: .presenting) : context.finalFrame(for: .presenting)
      let moved = base.offsetBy(dx: displacement.x, dy: displacement.y)
      tracks.append(
        try Track(
          actor: .presenting, from: ViewState(frame: isPresenting ? base : moved),
          to: ViewState(frame: isPresenting ? moved : base), timing: motionTiming))
    }

    // The chrome (background and look) is the one every presentation with a layout has
    // (`PresentationChrome`); here it follows the curve of the way it runs.
    let chrome = PresentationChrome(uiConfiguration)
    var setup: [SetupStep] = []
    // Jelly animates its dim alongside the transition, so on the presented view's timing; a
    // bouncy spring would make the dim overshoot, so then it follows the curve alone.
    let backgroundTiming = animation != .fade && spring == .none ? motionTiming : curveTiming
    if let (step, track) = try chrome.background(in: context, timing: backgroundTiming) {
      setup.append(step)
      tracks.append(track)
    }
    let look = chrome.look
    return try TransitionPlan(setup: setup, initialStates: [.presented: look], tracks: tracks)
  }
}
