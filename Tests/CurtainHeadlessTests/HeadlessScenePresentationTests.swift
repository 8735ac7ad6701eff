import CurtainHeadless
import Foundation
import Testing

/// Presentations in the headless scene.
///
/// Backgrounds, taps, resizing, live updates, keyboard avoidance, stacking and queueing. Every expected frame is derived by hand in the test from
/// the 390 × 844 container (no safe area) and the layout rules of the presentation guide.
@MainActor
@Suite struct HeadlessScenePresentationTests {
  let scene: HeadlessScene
  let root: HeadlessScreen

  init() throws {
    root = HeadlessScreen(name: "root")
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// A one-second linear timing both ways, so that progress equals time.
  static let linear = PresentationTiming(
    duration: .custom(duration: 1), presentationCurve: .linear, dismissCurve: .linear)

  /// A cover from the bottom with the given layout, look and timing.
  static func cover(
    _ layout: PresentationLayout,
    background: PresentationUIConfiguration.BackgroundStyle =
      .dimmed(alpha: 0.4),
    tap: PresentationUIConfiguration.BackgroundTap = .dismiss,
    timing: PresentationTiming = linear
  ) throws -> CoverPresentation {
    var presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: PresentationUIConfiguration(
        backgroundStyle: background, backgroundTap: tap),
      timing: timing)
    presentation.layout = layout
    return presentation
  }

  /// Presentr's bottom half on 390 × 844: the whole width, 844 / 2 = 422 tall, at y = 422.
  static let bottomHalfFrame = CGRect(x: 0, y: 422, width: 390, height: 422)
  /// Presentr's alert on 390 × 844: 270 × 180 at ((390 − 270) / 2, (844 − 180) / 2).
  static let alertFrame = CGRect(x: 60, y: 332, width: 270, height: 180)

  func frame(of screen: HeadlessScreen) -> CGRect? {
    scene.state(of: screen)?.frame
  }

  static func isClose(_ lhs: CGRect?, _ rhs: CGRect, tolerance: Double = 1e-9) -> Bool {
    guard let lhs else { return false }
    return Reference.isClose(lhs.minX, Double(rhs.minX), tolerance: tolerance)
      && Reference.isClose(lhs.minY, Double(rhs.minY), tolerance: tolerance)
      && Reference.isClose(lhs.width, Double(rhs.width), tolerance: tolerance)
      && Reference.isClose(lhs.height, Double(rhs.height), tolerance: tolerance)
  }

  // MARK: Presenting with a Presentation

  @Test func presentingLaysTheScreenOutWithItsPresentation() throws {
    let sheet = HeadlessScreen(name: "sheet")
    let transition = try scene.present(sheet, presentation: Self.cover(.bottomHalf))
    #expect(transition.context?.presentedFrame == Self.bottomHalfFrame)
    try transition.finish()
    #expect(frame(of: sheet) == Self.bottomHalfFrame)
    #expect(scene.presentation(of: sheet) is CoverPresentation)
    #expect(scene.visibleScreens == [root, sheet])
  }

  @Test func theDimIsExactlyAlphaFromPresentationThroughDismissal() throws {
    let sheet = HeadlessScreen(name: "sheet")
    let presenting = try scene.present(sheet, presentation: Self.cover(.bottomHalf))
    try presenting.advance(by: 0.5)
    // Linear over 1 s composed with Jelly's Spring.none (the dim moves with the view): a
    // damping-1 spring with ω = ln 1000 / 1 s, p(t) = 1 − e^(−ωt)(1 + ωt); at 0.5 s the view
    // alpha is p(0.5) = 1 − (1 + ln 1000 / 2) / √1000 over a colour of alpha 0.4.
    func p(_ t: Double) -> Double {
      let omega = log(1000.0)
      return 1 - exp(-omega * t) * (1 + omega * t)
    }
    let halfway = try #require(scene.backgroundState(of: sheet))
    #expect(Reference.isClose(halfway.alpha, p(0.5), tolerance: 1e-6))
    #expect(halfway.backgroundColor?.alpha == 0.4)
    let timeline = try presenting.run(fps: 10)
    #expect(timeline.frames.last?[.background]?.alpha == 1)

    // Idle: the scene keeps the background: view alpha 1 × colour 0.4 = 0.4, not 0.4² = 0.16.
    let kept = try #require(scene.backgroundState(of: sheet))
    #expect(kept.alpha == 1)
    #expect(kept.backgroundColor?.alpha == 0.4)
    #expect(kept.frame == Reference.bounds)
    #expect(Reference.isClose(kept.alpha.map { $0 * 0.4 }, 0.4))

    let dismissing = try scene.dismiss()
    #expect(scene.backgroundState(of: sheet)?.alpha == 1)
    try dismissing.advance(by: 0.25)
    #expect(
      Reference.isClose(scene.backgroundState(of: sheet)?.alpha, 1 - p(0.25), tolerance: 1e-6))
    try dismissing.finish()
    #expect(scene.backgroundState(of: sheet) == nil)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func theBlurFractionFollowsTheCurvesAndStaysBetweenPresentationAndDismissal() throws {
    let sheet = HeadlessScreen(name: "sheet")
    let timing = PresentationTiming(
      duration: .custom(duration: 1), presentationCurve: .easeInOut, dismissCurve: .linear)
    let presenting = try scene.present(
      sheet, presentation: Self.cover(.alert, background: .blurred(style: .dark), timing: timing))
    // A cover's blur moves with the view: the curve composed with Jelly's Spring.none, a
    // damping-1 spring with ω = ln 1000 / 1 s run on the curve's eased time s (the UIKit
    // model's reading of `.composed`): p = 1 − e^(−ωs)(1 + ωs).
    func composed(_ eased: Double) -> Double {
      let omega = log(1000.0)
      return 1 - exp(-omega * eased) * (1 + omega * eased)
    }
    try presenting.advance(by: 0.3)
    #expect(
      Reference.isClose(
        scene.backgroundState(of: sheet)?.blurFraction, composed(Reference.easeInOut(at: 0.3)),
        tolerance: 1e-6))
    try presenting.finish()
    #expect(scene.backgroundState(of: sheet)?.blurFraction == 1)
    let dismissing = try scene.dismiss()
    try dismissing.advance(by: 0.6)
    #expect(
      Reference.isClose(
        scene.backgroundState(of: sheet)?.blurFraction, 1 - composed(0.6), tolerance: 1e-6))
    try dismissing.finish()
    #expect(scene.backgroundState(of: sheet) == nil)
  }

  @Test func aPresentationWithoutABackgroundKeepsNone() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(.alert, background: .none)).finish()
    #expect(scene.backgroundState(of: sheet) == nil)
  }

  // MARK: Taps

  @Test func aTapOnTheBackgroundDismissesWithThePresentation() throws {
    let alert = HeadlessScreen(name: "alert")
    try scene.present(alert, presentation: Self.cover(.alert)).finish()
    guard case .dismissed(let transition) = try scene.tap(at: CGPoint(x: 10, y: 10)) else {
      Issue.record("expected a dismissal")
      return
    }
    #expect(transition.summary == "dismiss")
    #expect(transition.state == .running)
    // A tap while the dismissal runs is ignored.
    guard case .ignored = try scene.tap(at: CGPoint(x: 10, y: 10)) else {
      Issue.record("expected the tap to be ignored")
      return
    }
    try transition.finish()
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aTapInsideThePresentedViewIsNoBackgroundTap() throws {
    let alert = HeadlessScreen(name: "alert")
    try scene.present(alert, presentation: Self.cover(.alert)).finish()
    // (100, 400) lies inside (60, 332, 270, 180).
    guard case .received(let screen) = try scene.tap(at: CGPoint(x: 100, y: 400)) else {
      Issue.record("expected the presented view to receive the tap")
      return
    }
    #expect(screen === alert)
    #expect(scene.presentedScreens == [alert])
  }

  @Test func aTapOnASwallowingBackgroundDoesNothing() throws {
    let alert = HeadlessScreen(name: "alert")
    try scene.present(alert, presentation: Self.cover(.alert, tap: .none)).finish()
    guard case .blocked = try scene.tap(at: CGPoint(x: 10, y: 10)) else {
      Issue.record("expected the background to swallow the tap")
      return
    }
    #expect(scene.presentedScreens == [alert])
    #expect(scene.isIdle)
  }

  @Test func aPassthroughTapGoesToTheScreenBelow() throws {
    let lower = HeadlessScreen(name: "lower")
    let upper = HeadlessScreen(name: "upper")
    try scene.present(lower, presentation: Self.cover(.fullScreen)).finish()
    try scene.present(upper, presentation: Self.cover(.alert, tap: .passthrough)).finish()
    guard case .passedThrough(let screen) = try scene.tap(at: CGPoint(x: 10, y: 10)) else {
      Issue.record("expected the tap to pass through")
      return
    }
    #expect(screen === lower)
    #expect(scene.presentedScreens == [lower, upper])
  }

  @Test func aTapWithNothingPresentedReachesTheTopScreen() throws {
    guard case .received(let screen) = try scene.tap(at: CGPoint(x: 1, y: 1)) else {
      Issue.record("expected the root to receive the tap")
      return
    }
    #expect(screen === root)
  }

  @Test func aTapOutsideTheContainerIsRefused() {
    for point in [CGPoint(x: -1, y: 10), CGPoint(x: 10, y: 900), CGPoint(x: CGFloat.nan, y: 0)] {
      #expect(throws: HeadlessError.self) { try scene.tap(at: point) }
    }
  }
}

/// A slide moves the presenting view by its parallax; dismissing must bring it back to where it
/// rested, not shift it a second time.
@Suite @MainActor struct SlideDismissalTests {
  @Test func dismissingASlideReturnsThePresentingScreenToItsRestingFrame() throws {
    let home = HeadlessScreen(name: "home")
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: home)
    let sheet = HeadlessScreen(name: "sheet")
    let slide = SlidePresentation(direction: .bottom, size: .halfscreen)
    try scene.present(sheet, presentation: slide).finish()
    // The presenting view moved away while the sheet came in.
    #expect(scene.state(of: home)?.frame != CGRect(x: 0, y: 0, width: 390, height: 844))
    try scene.dismiss().finish()
    #expect(scene.state(of: home)?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
