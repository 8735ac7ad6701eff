import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite struct PresentationUIConfigurationTests {
  typealias Configuration = PresentationUIConfiguration

  @Test func defaultsAreJellys() throws {
    let made = try Configuration()
    #expect(made == .default)
    #expect(made.cornerRadius == 0)
    #expect(made.backgroundStyle == .dimmed(alpha: 0.5))
    #expect(made.backgroundTap == .dismiss)
    #expect(made.isTapBackgroundToDismissEnabled)
    #expect(made.corners == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    #expect(made.shadow == nil)
  }

  @Test(arguments: [(true, Configuration.BackgroundTap.dismiss), (false, .none)])
  func jellysInitialiserMapsTheTapFlag(flag: Bool, tap: Configuration.BackgroundTap) throws {
    let corners: RectCorners = [
      .layerMaxXMaxYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner,
    ]
    let configuration = try Configuration(
      cornerRadius: 10, backgroundStyle: .blurred(effectStyle: .dark),
      isTapBackgroundToDismissEnabled: flag, corners: corners)
    #expect(configuration.backgroundTap == tap)
    #expect(configuration.isTapBackgroundToDismissEnabled == flag)
    #expect(configuration.backgroundStyle == .blurred(style: .dark))
    #expect(configuration.corners == .all)
    #expect(configuration.cornerRadius == 10)
  }

  @Test func passthroughIsNotDismissal() throws {
    let configuration = try Configuration(backgroundTap: .passthrough)
    #expect(!configuration.isTapBackgroundToDismissEnabled)
  }

  @Test(arguments: [-0.1, 1.0001, -.infinity, .infinity, .nan])
  func dimmingAlphaOutsideTheUnitIntervalIsRefused(alpha: Double) {
    do {
      _ = try Configuration(backgroundStyle: .dimmed(alpha: CGFloat(alpha)))
      Issue.record("alpha \(alpha) was accepted")
    } catch {
      guard case .dimmingAlphaOutOfRange(let value) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(value == alpha || (value.isNaN && alpha.isNaN))
      #expect(error.description.contains("0...1"))
    }
  }

  @Test(arguments: [0.0, 1.0])
  func dimmingAlphaAtTheEndsIsAccepted(alpha: Double) throws {
    let configuration = try Configuration(backgroundStyle: .dimmed(alpha: CGFloat(alpha)))
    #expect(configuration.backgroundStyle == .dimmed(alpha: CGFloat(alpha)))
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func badCornerRadiusIsRefused(radius: Double) {
    #expect(throws: PresentationError.self) {
      try Configuration(cornerRadius: CGFloat(radius))
    }
  }

  @Test(arguments: [
    Shadow(opacity: 1.5), Shadow(opacity: -0.1), Shadow(opacity: 0.5, radius: -1),
    Shadow(opacity: 0.5, offset: CGSize(width: CGFloat.nan, height: 0)),
  ])
  func badShadowIsRefused(shadow: Shadow) {
    do {
      _ = try Configuration(shadow: shadow)
      Issue.record("shadow \(shadow) was accepted")
    } catch {
      guard case .invalidShadow(let refused) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      // Compared by opacity and radius: a NaN offset is never equal to itself.
      #expect(refused.opacity == shadow.opacity && refused.radius == shadow.radius)
    }
  }

  // MARK: The background across a present/dismiss timeline

  /// A cover presentation over `style`, with an ease-out presentation and an ease-in dismissal.
  static func cover(_ style: Configuration.BackgroundStyle) throws -> CoverPresentation {
    try CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: Configuration(backgroundStyle: style),
      timing: PresentationTiming(
        duration: .normal, presentationCurve: .easeOut, dismissCurve: .easeIn))
  }

  /// The cover's timing (0.35 s), its curve composed with Spring.none (ζ = 1, v = 0).
  static func composed(_ curve: BernsteinCurve, at time: Double) -> Double {
    PresentationCheck.composedProgress(
      curve: curve, dampingRatio: 1, velocity: 0, duration: 0.35, at: time)
  }

  @Test @MainActor func dimmedBackgroundDimsByExactlyAlphaTimesProgress() throws {
    let alpha = 0.6
    let presentation = try Self.cover(.dimmed(alpha: CGFloat(alpha)))
    let present = try presentation.plan(for: PresentationCheck.context(.present))
    #expect(present.temporaryActors == [.background])
    #expect(present.setup.first?.placement == .below(.presented))
    for step in 0...10 {
      let time = 0.35 * Double(step) / 10
      let state = present.state(of: .background, at: time)
      let viewAlpha = try #require(state.alpha)
      let colour = try #require(state.backgroundColor)
      #expect(colour == RGBAColor(red: 0, green: 0, blue: 0, alpha: alpha))
      #expect(state.frame == PresentationCheck.container)
      // With Spring.none the dim moves with the view, on the curve composed with a damping-1
      // spring (Jelly animates it alongside the transition).
      let progress = Self.composed(PresentationCheck.easeOut, at: time)
      // What the eye sees: the colour's alpha times the view's alpha.
      #expect(abs(colour.alpha * Double(viewAlpha) - alpha * progress) <= 1e-9, "t = \(time)")
    }
    let end = present.finalState(of: .background)
    let endAlpha = try #require(end.alpha)
    let endColour = try #require(end.backgroundColor)
    // Exactly alpha, not Jelly's alpha² = 0.36.
    #expect(Double(endAlpha) * endColour.alpha == alpha)

    let dismiss = try presentation.plan(for: PresentationCheck.context(.dismiss))
    #expect(dismiss.temporaryActors == [.background])
    for step in 0...10 {
      let time = 0.35 * Double(step) / 10
      let state = dismiss.state(of: .background, at: time)
      let seen = Double(try #require(state.alpha)) * (try #require(state.backgroundColor)).alpha
      let progress = Self.composed(PresentationCheck.easeIn, at: time)
      #expect(abs(seen - alpha * (1 - progress)) <= 1e-9, "t = \(time)")
    }
    #expect(dismiss.finalState(of: .background).alpha == 0)
  }

  @Test @MainActor func blurFractionGoesUpWithThePresentationAndDownWithTheDismissal() throws {
    let presentation = try Self.cover(.blurred(style: .regular))
    let present = try presentation.plan(for: PresentationCheck.context(.present))
    let dismiss = try presentation.plan(for: PresentationCheck.context(.dismiss))
    #expect(present.setup.first?.placement == .below(.presented))
    for step in 0...10 {
      let x = Double(step) / 10
      let shown = try #require(present.state(of: .background, at: 0.35 * x).blurFraction)
      let hidden = try #require(dismiss.state(of: .background, at: 0.35 * x).blurFraction)
      let up = Self.composed(PresentationCheck.easeOut, at: 0.35 * x)
      let down = Self.composed(PresentationCheck.easeIn, at: 0.35 * x)
      #expect(abs(Double(shown) - up) <= 1e-9)
      #expect(abs(Double(hidden) - (1 - down)) <= 1e-9)
      #expect(present.state(of: .background, at: 0.35 * x).alpha == nil)
    }
    #expect(present.state(of: .background, at: 0).blurFraction == 0)
    #expect(present.finalState(of: .background).blurFraction == 1)
    #expect(dismiss.state(of: .background, at: 0).blurFraction == 1)
    #expect(dismiss.finalState(of: .background).blurFraction == 0)
  }

  @Test @MainActor func noBackgroundInsertsNothing() throws {
    let presentation = try Self.cover(.none)
    for operation in [TransitionContext.Operation.present, .dismiss] {
      let plan = try presentation.plan(for: PresentationCheck.context(operation))
      #expect(plan.setup.isEmpty)
      #expect(!plan.actors.contains(.background))
    }
  }

  @Test @MainActor func backgroundFollowsTheCurveWhenThePresentedViewSprings() throws {
    let presentation = try CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: Configuration(backgroundStyle: .dimmed(alpha: 0.5)),
      timing: PresentationTiming(duration: .medium, presentationCurve: .linear), spring: .loose)
    let plan = try presentation.plan(for: PresentationCheck.context(.present))
    for step in 0...20 {
      let x = Double(step) / 20
      let alpha = try #require(plan.state(of: .background, at: 0.5 * x).alpha)
      #expect(abs(Double(alpha) - x) <= 1e-9, "the dim never overshoots: x = \(x)")
    }
  }

  @Test @MainActor func cornersAndShadowAreAppliedToThePresentedViewBothWays() throws {
    let shadow = Shadow(
      color: .black, opacity: 0.25, radius: 12, offset: CGSize(width: 0, height: 4))
    let presentation = try CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: Configuration(
        cornerRadius: 16, backgroundStyle: .none, corners: .top, shadow: shadow))
    for operation in [TransitionContext.Operation.present, .dismiss] {
      let plan = try presentation.plan(for: PresentationCheck.context(operation))
      #expect(
        plan.initialStates[.presented]
          == ViewState(cornerRadius: 16, corners: [.topLeft, .topRight], shadow: shadow))
      for time in [0, 0.1, 0.35] {
        let state = plan.state(of: .presented, at: time)
        #expect(state.cornerRadius == 16)
        #expect(state.corners == [.topLeft, .topRight])
        #expect(state.shadow == shadow)
      }
    }
  }

  @Test @MainActor func noShadowLeavesTheShadowUntouched() throws {
    let presentation = FadePresentation()
    let plan = try presentation.plan(for: PresentationCheck.context(.present))
    #expect(plan.state(of: .presented, at: 0.1).shadow == nil)
    #expect(plan.state(of: .presented, at: 0.1).cornerRadius == 0)
  }
}
