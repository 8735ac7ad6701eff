import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct SlidePresentationTests {
  @Test func defaultsAreJellys() throws {
    let presentation = SlidePresentation()
    #expect(presentation.direction == .bottom)
    #expect(presentation.size == .fullscreen)
    #expect(presentation.spring == .none)
    #expect(presentation.parallax == 1)
    #expect(presentation.interactionConfiguration == nil)
    #expect(presentation.uiConfiguration == .default)
    #expect(presentation.timing == PresentationTiming())
  }

  /// Jelly's initialiser does not throw; a parallax outside `0...1` is clamped to the nearest
  /// end and NaN is 0 (the documented clamp), by hand: max(0, min(1, p)).
  @Test(arguments: [
    (-0.01, 0.0), (1.01, 1.0), (-Double.infinity, 0.0), (Double.infinity, 1.0), (Double.nan, 0.0),
    (0.25, 0.25), (0.0, 0.0), (1.0, 1.0),
  ])
  func parallaxIsClampedToTheUnitInterval(parallax: Double, clamped: Double) {
    let presentation = SlidePresentation(direction: .left, parallax: CGFloat(parallax))
    #expect(presentation.parallax == CGFloat(clamped))
  }

  /// A clamped parallax of 1.01 pushes the presenting view by exactly the presented view's
  /// height h (parallax 1), not 1.01 h: a slide from the bottom ends with the presenting view
  /// moved up by −h from where it started.
  @Test func aClampedParallaxPushesByTheFullSize() throws {
    let presentation = SlidePresentation(direction: .bottom, parallax: 1.01)
    let context = try PresentationCheck.context(.present)
    let plan = try presentation.plan(for: context)
    let start = try #require(plan.state(of: .presenting, at: 0).frame)
    let end = try #require(plan.finalState(of: .presenting).frame)
    #expect(end.origin.y - start.origin.y == -context.presentedFrame.height)
  }

  /// A parallax set after the presentation is made is not clamped: the plan refuses it with a
  /// typed error that names it, never a trap.
  @Test func aParallaxSetLaterOutsideTheUnitIntervalMakesThePlanThrow() {
    var presentation = SlidePresentation(direction: .left)
    presentation.parallax = 1.5
    #expect(throws: PresentationError.parallaxOutOfRange(1.5)) {
      try presentation.plan(for: PresentationCheck.context(.present))
    }
  }

  @Test func aBadParallaxInAnAnimationMakesThePlanThrow() throws {
    struct Bad: Presentation {
      var layout: PresentationLayout { PresentationLayout() }
      var uiConfiguration: PresentationUIConfiguration { .default }
      var timing: PresentationTiming { PresentationTiming() }
      var presentingAnimation: PresentationAnimation { .slide(.left, parallax: 2) }
      var dismissingAnimation: PresentationAnimation { .fade }
      var interactionConfiguration: InteractionConfiguration? { nil }
    }
    #expect(throws: PresentationError.parallaxOutOfRange(2)) {
      try Bad().plan(for: PresentationCheck.context(.present))
    }
  }

  @Test(arguments: [
    (
      Direction.top,
      PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: .halfscreen),
        alignment: PresentationAlignment(vertical: .top, horizontal: .center))
    ),
    (
      .bottom,
      PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: .halfscreen),
        alignment: PresentationAlignment(vertical: .bottom, horizontal: .center))
    ),
    (
      .left,
      PresentationLayout(
        size: PresentationSize(width: .halfscreen, height: .fullscreen),
        alignment: PresentationAlignment(vertical: .center, horizontal: .left))
    ),
    (
      .right,
      PresentationLayout(
        size: PresentationSize(width: .halfscreen, height: .fullscreen),
        alignment: PresentationAlignment(vertical: .center, horizontal: .right))
    ),
    (
      .leading,
      PresentationLayout(
        size: PresentationSize(width: .halfscreen, height: .fullscreen),
        alignment: PresentationAlignment(vertical: .center, horizontal: .leading))
    ),
    (
      .trailing,
      PresentationLayout(
        size: PresentationSize(width: .halfscreen, height: .fullscreen),
        alignment: PresentationAlignment(vertical: .center, horizontal: .trailing))
    ),
  ])
  func theLayoutPinsTheViewToItsSide(direction: Direction, layout: PresentationLayout) throws {
    let presentation = SlidePresentation(direction: direction, size: .halfscreen)
    #expect(presentation.layout == layout)
  }

  /// For each side: the presented frame (pinned to that side), where it starts off screen, and
  /// where the presenting view ends with parallax 0.5, all derived by hand for 390×844.
  nonisolated static let sides: [(Direction, LayoutDirection, CGRect, CGRect, CGRect)] = [
    // From the left, a 150-wide menu: the screen below moves right by 75.
    (
      .left, .leftToRight, CGRect(x: 0, y: 0, width: 150, height: 844),
      CGRect(x: -150, y: 0, width: 150, height: 844), CGRect(x: 75, y: 0, width: 390, height: 844)
    ),
    (
      .right, .leftToRight, CGRect(x: 240, y: 0, width: 150, height: 844),
      CGRect(x: 390, y: 0, width: 150, height: 844), CGRect(x: -75, y: 0, width: 390, height: 844)
    ),
    // From the top, a 300-tall sheet: the screen below moves down by 150.
    (
      .top, .leftToRight, CGRect(x: 0, y: 0, width: 390, height: 300),
      CGRect(x: 0, y: -300, width: 390, height: 300), CGRect(x: 0, y: 150, width: 390, height: 844)
    ),
    (
      .bottom, .leftToRight, CGRect(x: 0, y: 544, width: 390, height: 300),
      CGRect(x: 0, y: 844, width: 390, height: 300), CGRect(x: 0, y: -150, width: 390, height: 844)
    ),
    (
      .leading, .leftToRight, CGRect(x: 0, y: 0, width: 150, height: 844),
      CGRect(x: -150, y: 0, width: 150, height: 844), CGRect(x: 75, y: 0, width: 390, height: 844)
    ),
    // Right to left: leading is the right edge, trailing the left edge.
    (
      .leading, .rightToLeft, CGRect(x: 240, y: 0, width: 150, height: 844),
      CGRect(x: 390, y: 0, width: 150, height: 844), CGRect(x: -75, y: 0, width: 390, height: 844)
    ),
    (
      .trailing, .rightToLeft, CGRect(x: 0, y: 0, width: 150, height: 844),
      CGRect(x: -150, y: 0, width: 150, height: 844), CGRect(x: 75, y: 0, width: 390, height: 844)
    ),
    (
      .trailing, .leftToRight, CGRect(x: 240, y: 0, width: 150, height: 844),
      CGRect(x: 390, y: 0, width: 150, height: 844), CGRect(x: -75, y: 0, width: 390, height: 844)
    ),
  ]

  @Test(arguments: sides)
  func presentingPushesThePresentingViewByTheParallax(
    direction: Direction, layoutDirection: LayoutDirection, frame: CGRect, offscreen: CGRect,
    pushed: CGRect
  ) throws {
    let presentation = SlidePresentation(direction: direction, parallax: 0.5)
    let plan = try presentation.plan(
      for: PresentationCheck.context(
        .present, presentedFrame: frame, layoutDirection: layoutDirection))
    let container = PresentationCheck.container
    #expect(plan.state(of: .presented, at: 0).frame == offscreen)
    #expect(plan.state(of: .presenting, at: 0).frame == container)
    #expect(plan.finalState(of: .presented).frame == frame)
    #expect(plan.finalState(of: .presenting).frame == pushed)
    // Jelly's default timing: 0.5 s, linear, composed with Spring.none (ζ = 1, v = 0).
    for x in [0.3, 0.6] {
      let progress = PresentationCheck.composedProgress(
        curve: PresentationCheck.linear, dampingRatio: 1, velocity: 0, duration: 0.5,
        at: 0.5 * x)
      let presented = try #require(plan.state(of: .presented, at: 0.5 * x).frame)
      let presenting = try #require(plan.state(of: .presenting, at: 0.5 * x).frame)
      #expect(
        PlanCheck.isClose(
          presented, PresentationCheck.lerp(offscreen, frame, progress), tolerance: 1e-7))
      #expect(
        PlanCheck.isClose(
          presenting, PresentationCheck.lerp(container, pushed, progress), tolerance: 1e-7))
    }
  }

  @Test(arguments: sides)
  func dismissingBringsThePresentingViewBack(
    direction: Direction, layoutDirection: LayoutDirection, frame: CGRect, offscreen: CGRect,
    pushed: CGRect
  ) throws {
    let presentation = SlidePresentation(direction: direction, parallax: 0.5)
    let plan = try presentation.plan(
      for: PresentationCheck.context(
        .dismiss, presentedFrame: frame, layoutDirection: layoutDirection))
    #expect(plan.state(of: .presented, at: 0).frame == frame)
    #expect(plan.state(of: .presenting, at: 0).frame == pushed)
    #expect(plan.finalState(of: .presented).frame == offscreen)
    #expect(plan.finalState(of: .presenting).frame == PresentationCheck.container)
  }

  @Test func jellysDefaultParallaxPushesByTheFullSize() throws {
    let presentation = SlidePresentation(direction: .left, size: .custom(value: 280))
    let menu = CGRect(x: 0, y: 0, width: 280, height: 844)
    let plan = try presentation.plan(for: PresentationCheck.context(.present, presentedFrame: menu))
    #expect(plan.finalState(of: .presenting).frame == CGRect(x: 280, y: 0, width: 390, height: 844))
  }

  @Test func zeroParallaxLeavesThePresentingViewStill() throws {
    let presentation = SlidePresentation(direction: .right, parallax: 0)
    let plan = try presentation.plan(for: PresentationCheck.context(.present))
    #expect(plan.finalState(of: .presenting).frame == PresentationCheck.container)
  }

  @Test func dismissalUsesTheDismissCurveUnlikeJelly() throws {
    let presentation = SlidePresentation(
      timing: PresentationTiming(
        duration: .medium, presentationCurve: .easeIn, dismissCurve: .easeOut),
      direction: .top, parallax: 1)
    let sheet = CGRect(x: 0, y: 0, width: 390, height: 400)
    let plan = try presentation.plan(
      for: PresentationCheck.context(.dismiss, presentedFrame: sheet))
    for x in [0.25, 0.5] {
      // The dismissal curve (ease-out), composed with Spring.none; Jelly's would compose the
      // presentation curve (ease-in).
      func composed(_ curve: BernsteinCurve) -> Double {
        PresentationCheck.composedProgress(
          curve: curve, dampingRatio: 1, velocity: 0, duration: 0.5, at: 0.5 * x)
      }
      let progress = composed(PresentationCheck.easeOut)
      let presented = try #require(plan.state(of: .presented, at: 0.5 * x).frame)
      let presenting = try #require(plan.state(of: .presenting, at: 0.5 * x).frame)
      #expect(abs(presented.minY - (0 - 400 * progress)) <= 1e-7)
      #expect(abs(presenting.minY - (400 - 400 * progress)) <= 1e-7)
      #expect(abs(presented.minY + 400 * composed(PresentationCheck.easeIn)) > 20)
    }
  }

  @Test(arguments: [Spring.Preset.tight, .loose])
  func aSpringMovesBothViews(preset: Spring.Preset) throws {
    let (ratio, velocity): (Double, Double) = preset == .tight ? (0.7, 1) : (0.2, 4)
    let presentation = SlidePresentation(direction: .left, spring: preset, parallax: 0.5)
    let menu = CGRect(x: 0, y: 0, width: 200, height: 844)
    let plan = try presentation.plan(for: PresentationCheck.context(.present, presentedFrame: menu))
    for time in [0.05, 0.15, 0.3, 0.45] {
      let progress = PresentationCheck.composedProgress(
        curve: PresentationCheck.linear, dampingRatio: ratio, velocity: velocity,
        duration: 0.5, at: time)
      let presented = try #require(plan.state(of: .presented, at: time).frame)
      let presenting = try #require(plan.state(of: .presenting, at: time).frame)
      #expect(abs(presented.minX - (-200 + 200 * progress)) <= 1e-6)
      #expect(abs(presenting.minX - 100 * progress) <= 1e-6)
    }
  }

  /// Slides in, fades out: the dismissal still brings the presenting view back.
  struct SlideInFadeOut: Presentation {
    var layout: PresentationLayout { PresentationLayout() }
    var uiConfiguration: PresentationUIConfiguration { .default }
    var timing: PresentationTiming { PresentationTiming() }
    var presentingAnimation: PresentationAnimation { .slide(.bottom, parallax: 0.25) }
    var dismissingAnimation: PresentationAnimation { .fade }
    var interactionConfiguration: InteractionConfiguration? { nil }
  }

  @Test func theSlidesDisplacementIsUndoneByAnyDismissal() throws {
    let plan = try SlideInFadeOut().plan(for: PresentationCheck.context(.dismiss))
    // A 422-tall bottom half pushed the screen up by 422 × 0.25 = 105.5.
    #expect(plan.state(of: .presenting, at: 0).frame?.minY == -105.5)
    #expect(plan.finalState(of: .presenting).frame == PresentationCheck.container)
    #expect(plan.finalState(of: .presented).alpha == 0)
  }
}
