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
    // Default timing: ease-in-out over 0.35 s.
    for x in [0.25, 0.5, 0.8] {
      let expected = PresentationCheck.lerp(
        start, Self.card, PresentationCheck.easeInOut.progress(at: x))
      let frame = try #require(plan.state(of: .presented, at: 0.35 * x).frame)
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
      let inProgress = PresentationCheck.easeIn.progress(at: x)
      let outProgress = PresentationCheck.easeOut.progress(at: x)
      #expect(abs(presented.minY - (844 - 422 * inProgress)) <= 1e-7)
      #expect(
        PlanCheck.isClose(
          dismissed, PresentationCheck.lerp(bottom, below, outProgress), tolerance: 1e-7))
      // Had the dismissal used the presentation curve, it would be far from here.
      #expect(abs(dismissed.minY - (422 + 422 * inProgress)) > 10)
    }
  }

  @Test(arguments: [Spring.Preset.tight, .medium, .loose])
  func springPresetsUseUIKitsDurationSpring(preset: Spring.Preset) throws {
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
      #expect(plan.duration == 0.35)
      for time in [0.03, 0.1, 0.2, 0.3] {
        let progress = PresentationCheck.uikitSpringProgress(
          dampingRatio: ratio, velocity: velocity, duration: 0.35, at: time)
        let frame = try #require(plan.state(of: .presented, at: time).frame)
        let expected = PresentationCheck.lerp(from, to, progress)
        #expect(PlanCheck.isClose(frame, expected, tolerance: 1e-6), "\(preset) t = \(time)")
      }
      #expect(plan.finalState(of: .presented).frame == to)
    }
  }

  @Test func springNoneUsesTheCurve() throws {
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      timing: PresentationTiming(presentationCurve: .linear), spring: .none)
    let plan = try presentation.plan(for: PresentationCheck.context(.present))
    let frame = try #require(plan.state(of: .presented, at: 0.35 * 0.3).frame)
    #expect(abs(frame.minY - (844 - 422 * 0.3)) <= 1e-9)
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
    let uiConfiguration = try PresentationUIConfiguration(
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
    #expect(dismiss.state(of: .presented, at: 0.35 * 0.4).frame == PresentationCheck.bottomHalf)
    let alpha = try #require(dismiss.state(of: .presented, at: 0.35 * 0.4).alpha)
    #expect(abs(Double(alpha) - 0.6) <= 1e-9)
  }
}
