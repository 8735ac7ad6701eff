import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct CoverPresentationTests {
  /// A 200×300 card centred in the 390×844 container.
  nonisolated static let card = CGRect(x: 95, y: 272, width: 200, height: 300)

  /// Where the card starts (present) or ends (dismiss) for each side, derived by hand: just past
  /// the container's edge, keeping its position along the other axis.
  nonisolated static let offscreen: [(Direction, LayoutDirection, CGRect)] = [
    (.top, .leftToRight, CGRect(x: 95, y: -300, width: 200, height: 300)),
    (.bottom, .leftToRight, CGRect(x: 95, y: 844, width: 200, height: 300)),
    (.left, .leftToRight, CGRect(x: -200, y: 272, width: 200, height: 300)),
    (.right, .leftToRight, CGRect(x: 390, y: 272, width: 200, height: 300)),
    (.leading, .leftToRight, CGRect(x: -200, y: 272, width: 200, height: 300)),
    (.trailing, .leftToRight, CGRect(x: 390, y: 272, width: 200, height: 300)),
    (.leading, .rightToLeft, CGRect(x: 390, y: 272, width: 200, height: 300)),
    (.trailing, .rightToLeft, CGRect(x: -200, y: 272, width: 200, height: 300)),
    (.left, .rightToLeft, CGRect(x: -200, y: 272, width: 200, height: 300)),
  ]

  @Test(arguments: offscreen)
  func presentsFromTheShowSide(
    direction: Direction, layoutDirection: LayoutDirection, start: CGRect
  ) throws {
    let presentation = CoverPresentation(directionShow: direction, directionDismiss: .bottom)
    let plan = try presentation.plan(
      for: PresentationCheck.context(
        .present, presentedFrame: Self.card, layoutDirection: layoutDirection))
    #expect(plan.state(of: .presented, at: 0).frame == start)
    #expect(plan.finalState(of: .presented).frame == Self.card)
    // Default timing, Jelly's: 0.5 s, linear, composed with Spring.none (ζ = 1, v = 0).
    for x in [0.25, 0.5, 0.8] {
      let progress = PresentationCheck.composedProgress(
        curve: PresentationCheck.linear, dampingRatio: 1, velocity: 0, duration: 0.5,
        at: 0.5 * x)
      let expected = PresentationCheck.lerp(start, Self.card, progress)
      let frame = try #require(plan.state(of: .presented, at: 0.5 * x).frame)
      #expect(PlanCheck.isClose(frame, expected, tolerance: 1e-7), "x = \(x)")
    }
  }

  @Test(arguments: offscreen)
  func dismissesTowardsTheDismissSide(
    direction: Direction, layoutDirection: LayoutDirection, end: CGRect
  ) throws {
    let presentation = CoverPresentation(directionShow: .top, directionDismiss: direction)
    let plan = try presentation.plan(
      for: PresentationCheck.context(
        .dismiss, presentedFrame: Self.card, layoutDirection: layoutDirection))
    #expect(plan.state(of: .presented, at: 0).frame == Self.card)
    #expect(plan.finalState(of: .presented).frame == end)
  }

  @Test func dismissalFollowsTheDismissCurve() throws {
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      timing: PresentationTiming(
        duration: .medium, presentationCurve: .easeIn, dismissCurve: .easeOut))
    let present = try presentation.plan(for: PresentationCheck.context(.present))
    let dismiss = try presentation.plan(for: PresentationCheck.context(.dismiss))
    let bottom = PresentationCheck.bottomHalf
    let below = CGRect(x: 0, y: 844, width: 390, height: 422)
    for x in [0.2, 0.5, 0.7] {
      let presented = try #require(present.state(of: .presented, at: 0.5 * x).frame)
      let dismissed = try #require(dismiss.state(of: .presented, at: 0.5 * x).frame)
      // Each way's curve, composed with Spring.none.
      let inProgress = PresentationCheck.composedProgress(
        curve: PresentationCheck.easeIn, dampingRatio: 1, velocity: 0, duration: 0.5,
        at: 0.5 * x)
      let outProgress = PresentationCheck.composedProgress(
        curve: PresentationCheck.easeOut, dampingRatio: 1, velocity: 0, duration: 0.5,
        at: 0.5 * x)
      #expect(abs(presented.minY - (844 - 422 * inProgress)) <= 1e-7)
      #expect(
        PlanCheck.isClose(
          dismissed, PresentationCheck.lerp(bottom, below, outProgress), tolerance: 1e-7))
      // Had the dismissal used the presentation curve, it would be far from here.
      #expect(abs(dismissed.minY - (422 + 422 * inProgress)) > 10)
    }
  }

  @Test(arguments: [Spring.Preset.tight, .medium, .loose])
  func springPresetsComposeWithTheCurve(preset: Spring.Preset) throws {
    let (ratio, velocity): (Double, Double) =
      switch preset {
      case .tight: (0.7, 1)
      case .medium: (0.5, 3)
      default: (0.2, 4)
      }
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .top, spring: preset)
    for operation in [TransitionContext.Operation.present, .dismiss] {
      let plan = try presentation.plan(for: PresentationCheck.context(operation))
      let (from, to) =
        operation == .present
        ? (CGRect(x: 0, y: 844, width: 390, height: 422), PresentationCheck.bottomHalf)
        : (PresentationCheck.bottomHalf, CGRect(x: 0, y: -422, width: 390, height: 422))
      // Jelly's default timing: 0.5 s, linear, composed with the preset's spring.
      #expect(plan.duration == 0.5)
      for time in [0.03, 0.1, 0.2, 0.3, 0.45] {
        let progress = PresentationCheck.composedProgress(
          curve: PresentationCheck.linear, dampingRatio: ratio, velocity: velocity,
          duration: 0.5, at: time)
        let frame = try #require(plan.state(of: .presented, at: time).frame)
        let expected = PresentationCheck.lerp(from, to, progress)
        #expect(PlanCheck.isClose(frame, expected, tolerance: 1e-6), "\(preset) t = \(time)")
      }
      #expect(plan.finalState(of: .presented).frame == to)
    }
  }

  @Test func springNoneIsJellysCriticallyDampedSpring() throws {
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      timing: PresentationTiming(presentationCurve: .linear), spring: .none)
    let plan = try presentation.plan(for: PresentationCheck.context(.present))
    // ζ = 1 on a linear curve over 0.5 s: p(t) = 1 − e^(−ωt)(1 + ωt), ω = ln 1000 / 0.5; at
    // 0.15 s, ωt = 0.3 ln 1000 ≈ 2.0723, p ≈ 1 − 0.12589 × 3.0723 ≈ 0.61322, ahead of the
    // curve alone (0.3).
    let omegaT = 0.3 * log(1000)
    let progress = 1 - exp(-omegaT) * (1 + omegaT)
    #expect(abs(progress - 0.61322) < 1e-4)
    let frame = try #require(plan.state(of: .presented, at: 0.15).frame)
    #expect(abs(frame.minY - (844 - 422 * progress)) <= 1e-9)
  }

  @Test func thePresentingViewStaysStill() throws {
    let presentation = CoverPresentation(directionShow: .left, directionDismiss: .right)
    for operation in [TransitionContext.Operation.present, .dismiss] {
      let plan = try presentation.plan(for: PresentationCheck.context(operation))
      #expect(!plan.tracks.contains { $0.actor == .presenting })
      #expect(plan.state(of: .presenting, at: 0.2).isEmpty)
    }
  }

  @Test func jellysInitialiserKeepsEveryParameter() throws {
    let corners: RectCorners = [
      .layerMaxXMaxYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner,
    ]
    let uiConfiguration = PresentationUIConfiguration(
      cornerRadius: 10, backgroundStyle: .blurred(effectStyle: .dark),
      isTapBackgroundToDismissEnabled: true, corners: corners)
    let size = PresentationSize(width: .fullscreen, height: .fullscreen)
    let alignment = PresentationAlignment(vertical: .center, horizontal: .center)
    let marginGuards = EdgeInsets(top: 40, left: 16, bottom: 40, right: 16)
    let timing = PresentationTiming(
      duration: .normal, presentationCurve: .linear, dismissCurve: .linear)
    let interaction = try InteractionConfiguration(completionThreshold: 0.5, dragMode: .canvas)
    let presentation = CoverPresentation(
      directionShow: .left, directionDismiss: .left, uiConfiguration: uiConfiguration,
      size: size, alignment: alignment, marginGuards: marginGuards, timing: timing,
      spring: .none, interactionConfiguration: interaction)
    #expect(presentation.presentingAnimation == .cover(.left))
    #expect(presentation.dismissingAnimation == .cover(.left))
    #expect(presentation.uiConfiguration == uiConfiguration)
    #expect(
      presentation.layout
        == PresentationLayout(size: size, alignment: alignment, marginGuards: marginGuards))
    #expect(presentation.timing == timing)
    #expect(presentation.spring == .none)
    #expect(presentation.interactionConfiguration == interaction)
  }

  @Test func defaultsAreJellys() {
    let presentation = CoverPresentation(directionShow: .bottom, directionDismiss: .top)
    #expect(presentation.uiConfiguration == .default)
    #expect(presentation.layout == PresentationLayout())
    #expect(presentation.timing == PresentationTiming())
    #expect(presentation.spring == .none)
    #expect(presentation.interactionConfiguration == nil)
  }

  /// A presentation of one's own that covers in from the bottom and fades out.
  struct CoverInFadeOut: Presentation {
    var layout: PresentationLayout { PresentationLayout() }
    var uiConfiguration: PresentationUIConfiguration { .default }
    var timing: PresentationTiming { PresentationTiming(dismissCurve: .linear) }
    var presentingAnimation: PresentationAnimation { .cover(.bottom) }
    var dismissingAnimation: PresentationAnimation { .fade }
    var interactionConfiguration: InteractionConfiguration? { nil }
  }

  @Test func presentingAndDismissingAnimationsCanDiffer() throws {
    let presentation = CoverInFadeOut()
    let present = try presentation.plan(for: PresentationCheck.context(.present))
    let dismiss = try presentation.plan(for: PresentationCheck.context(.dismiss))
    #expect(present.state(of: .presented, at: 0).frame?.minY == 844)
    // PresentationTiming(dismissCurve: .linear) lasts 0.5 s (.medium): the fade is linear.
    #expect(dismiss.state(of: .presented, at: 0.5 * 0.4).frame == PresentationCheck.bottomHalf)
    let alpha = try #require(dismiss.state(of: .presented, at: 0.5 * 0.4).alpha)
    #expect(abs(Double(alpha) - 0.6) <= 1e-9)
  }
}
