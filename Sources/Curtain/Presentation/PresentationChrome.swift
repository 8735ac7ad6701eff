import Foundation

/// The chrome of a presentation with a layout, Curtain's one rule for it: the background behind
/// the presented view (a dim or a blur) and its fade, and the presented view's look (corner
/// radius, corners, shadow).
///
/// A ``Presentation``'s plan builds its chrome from here, and a player composes the same chrome
/// with the plan of any other animator that presents with a layout (Presentr's transition
/// types, an app's animator behind a `CurtainPresentationController`), so the background fades
/// and the corners are rounded the same way whoever animates the presented view, in both
/// players. Presentr does the same with its chrome view: it fades alongside the transition,
/// whichever animation moves the presented view.
package struct PresentationChrome: Sendable, Equatable {
  /// Corners, background style and shadow.
  package let uiConfiguration: PresentationUIConfiguration

  /// Creates the chrome of a UI configuration.
  ///
  /// - Parameter uiConfiguration: Corners, background style and shadow.
  package init(_ uiConfiguration: PresentationUIConfiguration) {
    self.uiConfiguration = uiConfiguration
  }

  /// The temporary `.background` actor (just below `.presented`, covering the container) and
  /// its track, or `nil` for no background.
  ///
  /// For ``PresentationUIConfiguration/BackgroundStyle/dimmed(alpha:)``, a black view whose
  /// colour has alpha `alpha` and whose view alpha goes 0 → 1 (present) or 1 → 0 (dismiss), so
  /// the screen is dimmed by exactly `alpha × progress`; for
  /// ``PresentationUIConfiguration/BackgroundStyle/blurred(style:)``, a view whose
  /// ``ViewState/blurFraction`` goes 0 → 1 or 1 → 0.
  ///
  /// - Parameters:
  ///   - context: The transition; its operation gives the way, its container the frame.
  ///   - timing: When the fade runs and which curve it follows.
  /// - Returns: The setup step and the track.
  /// - Throws: ``PlanError`` for a container that is not finite.
  package func background(
    in context: TransitionContext, timing: AnimationTiming
  ) throws(PlanError) -> (step: SetupStep, track: Track)? {
    let (start, end): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
    switch uiConfiguration.backgroundStyle {
    case .dimmed(let alpha):
      let step = SetupStep.insert(
        .background,
        state: ViewState(
          frame: context.containerBounds, alpha: start,
          backgroundColor: RGBAColor(white: 0, alpha: Double(alpha))),
        placement: .below(.presented))
      let track = try Track(
        actor: .background, from: ViewState(alpha: start), to: ViewState(alpha: end),
        timing: timing)
      return (step, track)
    case .blurred:
      let step = SetupStep.insert(
        .background, state: ViewState(frame: context.containerBounds, blurFraction: start),
        placement: .below(.presented))
      let track = try Track(
        actor: .background, from: ViewState(blurFraction: start),
        to: ViewState(blurFraction: end), timing: timing)
      return (step, track)
    case .none:
      return nil
    }
  }

  /// The presented view's look: the corner radius, the corners it rounds and the shadow.
  package var look: ViewState {
    ViewState(
      cornerRadius: uiConfiguration.cornerRadius, corners: uiConfiguration.corners,
      shadow: uiConfiguration.shadow)
  }

  /// `plan` with this chrome, for an animator that does not draw it itself.
  ///
  /// - The background (``background(in:timing:)``) is added when the plan has no `.background`
  ///   actor of its own. It fades over the whole plan on UIKit's ease-in-out curve, as an
  ///   animation run alongside the transition by its coordinator
  ///   (`UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`, where
  ///   Presentr fades its chrome view).
  /// - The look is applied to `.presented` before the first frame for each of the corner radius
  ///   (with its corners) and the shadow that the configuration sets (a radius above 0, a
  ///   shadow) and the plan neither sets before the first frame nor animates: an animator's own
  ///   corners win, and a view's own radius is never reset to 0.
  ///
  /// A plan made by a ``Presentation`` already holds its chrome: composing adds nothing.
  /// Operations other than a presentation or a dismissal are returned unchanged.
  ///
  /// - Parameters:
  ///   - plan: The animator's plan.
  ///   - context: The transition it was planned for.
  /// - Returns: The plan with the chrome.
  /// - Throws: ``PlanError`` for a container that is not finite.
  package func composed(
    with plan: TransitionPlan, in context: TransitionContext
  ) throws(PlanError) -> TransitionPlan {
    guard context.operation == .present || context.operation == .dismiss else { return plan }
    var setup: [SetupStep] = []
    var tracks: [Track] = []
    if !plan.actors.contains(.background), !plan.temporaryActors.contains(.background) {
      let timing = AnimationTiming(
        kind: .curve(.easeInOut), duration: max(plan.duration, 0), delay: 0)
      if let (step, track) = try background(in: context, timing: timing) {
        setup.append(step)
        tracks.append(track)
      }
    }
    var look = ViewState()
    let presented = plan.tracks.filter { $0.actor == .presented }.flatMap(\.keyframes).map(\.state)
    let initial = plan.initialStates[.presented] ?? ViewState()
    let radius = uiConfiguration.cornerRadius
    let animatesRadius = presented.contains { $0.cornerRadius != nil }
    if radius > 0, initial.cornerRadius == nil, !animatesRadius {
      look.cornerRadius = radius
      if initial.corners == nil, !presented.contains(where: { $0.corners != nil }) {
        look.corners = uiConfiguration.corners
      }
    }
    if let shadow = uiConfiguration.shadow, initial.shadow == nil,
      !presented.contains(where: { $0.shadow != nil })
    {
      look.shadow = shadow
    }
    guard !setup.isEmpty || look != ViewState() else { return plan }
    let chrome = try TransitionPlan(
      setup: setup, initialStates: look == ViewState() ? [:] : [.presented: look],
      tracks: tracks)
    return try plan.merged(with: chrome)
  }
}
