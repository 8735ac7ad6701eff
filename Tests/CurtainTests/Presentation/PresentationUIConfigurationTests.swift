import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite struct PresentationUIConfigurationTests {
  typealias Configuration = PresentationUIConfiguration

  @Test func defaultsAreJellys() throws {
    let made = Configuration()
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
    let configuration = Configuration(
      cornerRadius: 10, backgroundStyle: .blurred(effectStyle: .dark),
      isTapBackgroundToDismissEnabled: flag, corners: corners)
    #expect(configuration.backgroundTap == tap)
    #expect(configuration.isTapBackgroundToDismissEnabled == flag)
    #expect(configuration.backgroundStyle == .blurred(style: .dark))
    #expect(configuration.corners == .all)
    #expect(configuration.cornerRadius == 10)
  }

  @Test func passthroughIsNotDismissal() throws {
    let configuration = Configuration(backgroundTap: .passthrough)
    #expect(!configuration.isTapBackgroundToDismissEnabled)
  }

  /// The initialisers do not throw (Jelly's did not): a dimming alpha outside `0...1` is the
  /// nearest end and NaN is 0, by hand: max(0, min(1, a)).
  @Test(arguments: [
    (-0.1, 0.0), (1.0001, 1.0), (-Double.infinity, 0.0), (Double.infinity, 1.0), (Double.nan, 0.0),
    (0.0, 0.0), (1.0, 1.0), (0.4, 0.4),
  ])
  func dimmingAlphaIsClampedToTheUnitInterval(alpha: Double, clamped: Double) {
    let native = Configuration(backgroundStyle: .dimmed(alpha: CGFloat(alpha)))
    #expect(native.backgroundStyle == .dimmed(alpha: CGFloat(clamped)))
    let jelly = Configuration(
      backgroundStyle: .dimmed(alpha: CGFloat(alpha)), isTapBackgroundToDismissEnabled: true)
    #expect(jelly.backgroundStyle == .dimmed(alpha: CGFloat(clamped)))
  }

  /// A negative, NaN or infinite corner radius is 0 (square corners); a valid one is kept.
  @Test(arguments: [(-1.0, 0.0), (Double.nan, 0.0), (Double.infinity, 0.0), (10.0, 10.0)])
  func cornerRadiusIsClamped(radius: Double, clamped: Double) {
    #expect(Configuration(cornerRadius: CGFloat(radius)).cornerRadius == CGFloat(clamped))
    let jelly = Configuration(cornerRadius: CGFloat(radius), isTapBackgroundToDismissEnabled: false)
    #expect(jelly.cornerRadius == CGFloat(clamped))
  }

  /// A shadow's opacity is clamped to `0...1`, a negative radius is 0, and every NaN or infinite
  /// number is 0; the colour is kept.
  @Test(arguments: [
    (Shadow(opacity: 1.5), Shadow(opacity: 1)),
    (Shadow(opacity: -0.1), Shadow(opacity: 0)),
    (Shadow(opacity: 0.5, radius: -1), Shadow(opacity: 0.5, radius: 0)),
    (
      Shadow(opacity: .nan, radius: .infinity, offset: CGSize(width: CGFloat.nan, height: 2)),
      Shadow(opacity: 0, radius: 0, offset: CGSize(width: 0, height: 2))
    ),
    (Shadow(opacity: 0.3, radius: 8), Shadow(opacity: 0.3, radius: 8)),
  ])
  func shadowIsClamped(shadow: Shadow, clamped: Shadow) {
    #expect(Configuration(shadow: shadow).shadow == clamped)
  }

  // MARK: The background across a present/dismiss timeline

  /// A cover presentation over `style`, with an ease-out presentation and an ease-in dismissal.
  static func cover(_ style: Configuration.BackgroundStyle) throws -> CoverPresentation {
    CoverPresentation(
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
    let presentation = CoverPresentation(
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
    let presentation = CoverPresentation(
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
