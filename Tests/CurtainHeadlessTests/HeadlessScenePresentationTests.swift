import CurtainHeadless
import Foundation
import Testing

/// Presentations in the headless scene.
///
/// Backgrounds, taps, resizing, live updates, keyboard avoidance, stacking and queueing. Every expected frame is derived by hand in the test from
/// the 390 × 844 container (no safe area) and the layout rules of the presentation guide.
@MainActor
@Suite struct HeadlessScenePresentationTests {
  private let scene: HeadlessScene
  private let root: HeadlessScreen

  init() throws {
    root = HeadlessScreen(name: "root")
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// A one-second linear timing both ways, so that progress equals time.
  private static let linear = PresentationTiming(
    duration: .custom(duration: 1), presentationCurve: .linear, dismissCurve: .linear)

  /// A cover from the bottom with the given layout, look and timing.
  private static func cover(
    _ layout: PresentationLayout,
    background: PresentationUIConfiguration.BackgroundStyle =
      .dimmed(alpha: 0.4),
    tap: PresentationUIConfiguration.BackgroundTap = .dismiss,
    timing: PresentationTiming = linear
  ) throws -> CoverPresentation {
    var presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: try PresentationUIConfiguration(
        backgroundStyle: background, backgroundTap: tap),
      timing: timing)
    presentation.layout = layout
    return presentation
  }

  /// Presentr's bottom half on 390 × 844: the whole width, 844 / 2 = 422 tall, at y = 422.
  private static let bottomHalfFrame = CGRect(x: 0, y: 422, width: 390, height: 422)
  /// Presentr's alert on 390 × 844: 270 × 180 at ((390 − 270) / 2, (844 − 180) / 2).
  private static let alertFrame = CGRect(x: 60, y: 332, width: 270, height: 180)

  private func frame(of screen: HeadlessScreen) -> CGRect? {
    scene.state(of: screen)?.frame
  }

  private static func isClose(_ lhs: CGRect?, _ rhs: CGRect, tolerance: Double = 1e-9) -> Bool {
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
    // Linear over 1 s: the view alpha is 0.5 over a colour of alpha 0.4, a dim of 0.2.
    let halfway = try #require(scene.backgroundState(of: sheet))
    #expect(Reference.isClose(halfway.alpha, 0.5))
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
    #expect(Reference.isClose(scene.backgroundState(of: sheet)?.alpha, 0.75))
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
    try presenting.advance(by: 0.3)
    #expect(
      Reference.isClose(
        scene.backgroundState(of: sheet)?.blurFraction, Reference.easeInOut(at: 0.3),
        tolerance: 1e-6))
    try presenting.finish()
    #expect(scene.backgroundState(of: sheet)?.blurFraction == 1)
    let dismissing = try scene.dismiss()
    try dismissing.advance(by: 0.6)
    #expect(Reference.isClose(scene.backgroundState(of: sheet)?.blurFraction, 0.4))
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

  // MARK: Resize

  /// Bottom half in portrait; 500 points wide and the full height, centred, in landscape.
  private static let rotatingLayout = PresentationLayout.oriented(
    portrait: .bottomHalf, landscape: .custom(width: .custom(value: 500), height: .fullscreen))

  @Test func aResizeToLandscapeUsesTheLandscapeLayoutAtOnce() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.rotatingLayout)).finish()
    let resize = try scene.resize(to: CGSize(width: 844, height: 390))
    #expect(resize.duration == 0)
    #expect(resize.isEnded == false)
    try resize.finish()
    #expect(scene.size == CGSize(width: 844, height: 390))
    // (844 − 500) / 2 = 172; a full-screen height covers all 390 points.
    #expect(frame(of: sheet) == CGRect(x: 172, y: 0, width: 500, height: 390))
    #expect(frame(of: root) == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(scene.backgroundState(of: sheet)?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    // And back to portrait.
    try scene.resize(to: Reference.size).finish()
    #expect(frame(of: sheet) == Self.bottomHalfFrame)
  }

  @Test func anAnimatedResizeMovesThePresentedViewAlongTheCurve() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.rotatingLayout)).finish()
    let resize = try scene.resize(
      to: CGSize(width: 844, height: 390), safeArea: .zero, animated: true, duration: 0.5)
    #expect(resize.context == nil)
    try resize.advance(by: 0.25)
    // Ease-in-out at half time is exactly half way (the curve is symmetric):
    // from (0, 422, 390, 422) to (172, 0, 500, 390).
    let p = Reference.easeInOut(at: 0.5)
    let expected = CGRect(
      x: 172 * p, y: 422 - 422 * p, width: 390 + 110 * p, height: 422 - 32 * p)
    #expect(Self.isClose(frame(of: sheet), expected, tolerance: 1e-6))
    let timeline = try resize.run(fps: 10)
    #expect(timeline.frames.allSatisfy { $0[.background]?.alpha == 1 })
    #expect(frame(of: sheet) == CGRect(x: 172, y: 0, width: 500, height: 390))
  }

  // MARK: Live updates

  /// The whole width, 400 points tall, against the bottom: (0, 844 − 400, 390, 400).
  private static let tallSheet = PresentationLayout.custom(
    width: .fullscreen, height: .custom(value: 400),
    center: PresentationAlignment(vertical: .bottom, horizontal: .center))

  private func presentTallSheet() throws -> HeadlessScreen {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.tallSheet)).finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
    return sheet
  }

  @Test func aHeightUpdateChangesTheHeightNotTheWidth() throws {
    let sheet = try presentTallSheet()
    let update = try scene.update(.height(.custom(value: 300)), duration: 0.4)
    try update.advance(by: 0.2)
    // Half way: height 400 → 300 and y 444 → 544, each half done.
    let p = Reference.easeInOut(at: 0.5)
    #expect(
      Self.isClose(
        frame(of: sheet), CGRect(x: 0, y: 444 + 100 * p, width: 390, height: 400 - 100 * p),
        tolerance: 1e-6))
    try update.finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 544, width: 390, height: 300))
  }

  nonisolated static let updates: [(PresentationUpdate, CGRect)] = [
    // 300 wide, centred: (390 − 300) / 2 = 45.
    (.width(.custom(value: 300)), CGRect(x: 45, y: 444, width: 300, height: 400)),
    // 200 × 100 at the bottom, centred: x = 95, y = 844 − 100.
    (
      .size(PresentationSize(width: .custom(value: 200), height: .custom(value: 100))),
      CGRect(x: 95, y: 744, width: 200, height: 100)
    ),
    (
      .alignment(PresentationAlignment(vertical: .top, horizontal: .center)),
      CGRect(x: 0, y: 0, width: 390, height: 400)
    ),
    // Guards of 20: width 390 − 40 from x = 20; bottom at 844 − 20, so y = 824 − 400.
    (.marginGuards(EdgeInsets(all: 20)), CGRect(x: 20, y: 424, width: 350, height: 400)),
  ]

  @Test(arguments: updates)
  func everyLayoutUpdateMovesThePresentedViewToItsNewFrame(
    update: PresentationUpdate, expected: CGRect
  ) throws {
    let sheet = try presentTallSheet()
    let transition = try scene.update(update, duration: 0.3)
    #expect(transition.duration == 0.3)
    let timeline = try transition.run(fps: 10)
    #expect(
      timeline.frames.first?[.presented]?.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(timeline.frames.last?[.presented]?.frame == expected)
    #expect(timeline.frames.allSatisfy { $0[.background]?.alpha == 1 })
    #expect(frame(of: sheet) == expected)
  }

  @Test func aCornerUpdateAnimatesTheRadius() throws {
    let sheet = try presentTallSheet()
    let update = try scene.update(.corners(radius: 16, corners: .top), duration: 1)
    try update.advance(by: 0.5)
    #expect(
      Reference.isClose(
        scene.state(of: sheet)?.cornerRadius, 16 * Reference.easeInOut(at: 0.5), tolerance: 1e-6))
    try update.finish()
    #expect(scene.state(of: sheet)?.cornerRadius == 16)
    #expect(scene.state(of: sheet)?.corners == .top)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
  }

  // MARK: Keyboard

  /// A keyboard covering the bottom 300 points: its top at 844 − 300 = 544.
  private static let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)

  /// A centred card 300 × 600: (45, 122, 300, 600); its bottom 722 plus the 20-point buffer
  /// overlaps the keyboard by 722 + 20 − 544 = 198.
  private static let tallCard = PresentationLayout.custom(
    width: .custom(value: 300), height: .custom(value: 600))

  nonisolated static let keyboardCases: [(String, KeyboardAvoidance, CGRect)] = [
    // The bottom half is flush with the bottom: no buffer, overlap 844 − 544 = 300.
    ("bottomHalf", .none, CGRect(x: 0, y: 422, width: 390, height: 422)),
    ("bottomHalf", .moveUp, CGRect(x: 0, y: 122, width: 390, height: 422)),
    ("bottomHalf", .stickToTop, CGRect(x: 0, y: 122, width: 390, height: 422)),
    ("bottomHalf", .compress, CGRect(x: 0, y: 122, width: 390, height: 422)),
    // The alert ends at 512; 512 + 20 = 532 < 544: nothing moves.
    ("alert", .none, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .moveUp, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .stickToTop, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .compress, CGRect(x: 60, y: 332, width: 270, height: 180)),
    // The tall card: up by 198 to −76; stick to the top limit 20; compress to 20 and
    // 544 − 20 (buffer) − 20 (top) = 504 tall.
    ("tallCard", .none, CGRect(x: 45, y: 122, width: 300, height: 600)),
    ("tallCard", .moveUp, CGRect(x: 45, y: -76, width: 300, height: 600)),
    ("tallCard", .stickToTop, CGRect(x: 45, y: 20, width: 300, height: 600)),
    ("tallCard", .compress, CGRect(x: 45, y: 20, width: 300, height: 504)),
    // 200 tall, flush with the bottom at 644: no buffer, up by 300.
    ("flush", .moveUp, CGRect(x: 0, y: 344, width: 390, height: 200)),
    // The same 10 points above the bottom (634): buffer 20, up by 834 + 20 − 544 = 310.
    ("lifted", .moveUp, CGRect(x: 0, y: 324, width: 390, height: 200)),
  ]

  private static func layout(named name: String) -> PresentationLayout {
    let bottom = PresentationAlignment(vertical: .bottom, horizontal: .center)
    switch name {
    case "bottomHalf": return .bottomHalf
    case "alert": return .alert
    case "tallCard": return tallCard
    case "flush": return .custom(width: .fullscreen, height: .custom(value: 200), center: bottom)
    default:
      return PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: .custom(value: 200)),
        alignment: bottom, marginGuards: EdgeInsets(bottom: 10))
    }
  }

  @Test(arguments: keyboardCases)
  func eachKeyboardModeMovesThePresentedViewAsPresentrDoes(
    layout: String, mode: KeyboardAvoidance, expected: CGRect
  ) throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(
      sheet, presentation: Self.cover(Self.layout(named: layout)), keyboardAvoidance: mode
    ).finish()
    let laidOut = frame(of: sheet)
    try scene.keyboard(frame: Self.keyboard, duration: 0.25).finish()
    #expect(frame(of: sheet) == expected)
    #expect(scene.keyboardFrame == Self.keyboard)
    // Hiding the keyboard restores the layout's frame.
    try scene.keyboard(frame: nil, duration: 0.25).finish()
    #expect(frame(of: sheet) == laidOut)
  }

  @Test func aKeyboardFrameOutsideTheContainerIsClampedToIt() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(.bottomHalf), keyboardAvoidance: .moveUp)
      .finish()
    // Sticking out below: only 544...844 counts, as the 300-point keyboard.
    try scene.keyboard(frame: CGRect(x: 0, y: 544, width: 390, height: 600), duration: 0).finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 122, width: 390, height: 422))
    // Entirely below the container: it covers nothing.
    try scene.keyboard(frame: CGRect(x: 0, y: 900, width: 390, height: 300), duration: 0).finish()
    #expect(frame(of: sheet) == Self.bottomHalfFrame)
  }

  @Test func aKeyboardFrameThatIsNotFiniteIsRefused() throws {
    for bad in [
      CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 300),
    ] {
      #expect(throws: HeadlessError.invalidKeyboardFrame(bad)) {
        try scene.keyboard(frame: bad, duration: 0.25)
      }
    }
    #expect(scene.isIdle)
  }

  // MARK: Stacking

  @Test func stackingThreePresentationsLeavesTheLowerOnesUntouchedAndUnwindsExactly() throws {
    let first = HeadlessScreen(name: "first")
    let second = HeadlessScreen(name: "second")
    let third = HeadlessScreen(name: "third")
    try scene.present(first, presentation: Self.cover(.bottomHalf)).finish()
    let firstState = try #require(scene.state(of: first))
    let firstBackground = try #require(scene.backgroundState(of: first))
    let rootState = try #require(scene.state(of: root))

    let presentSecond = try scene.present(
      second, presentation: Self.cover(.alert, background: .dimmed(alpha: 0.3)))
    for _ in 0..<4 {
      try presentSecond.advance(by: 0.25)
      #expect(scene.state(of: first) == firstState)
      #expect(scene.backgroundState(of: first) == firstBackground)
    }
    #expect(frame(of: second) == Self.alertFrame)
    let secondState = try #require(scene.state(of: second))
    let secondBackground = try #require(scene.backgroundState(of: second))
    #expect(secondBackground.backgroundColor?.alpha == 0.3)

    let presentThird = try scene.present(
      third,
      presentation: Self.cover(
        .custom(width: .custom(value: 200), height: .custom(value: 200)),
        background: .blurred(style: .light)))
    for _ in 0..<4 {
      try presentThird.advance(by: 0.25)
      #expect(scene.state(of: first) == firstState)
      #expect(scene.state(of: second) == secondState)
      #expect(scene.backgroundState(of: second) == secondBackground)
    }
    #expect(scene.presentedScreens == [first, second, third])
    #expect(scene.visibleScreens == [root, first, second, third])

    let dismissThird = try scene.dismiss()
    for _ in 0..<4 {
      try dismissThird.advance(by: 0.25)
      #expect(scene.state(of: second) == secondState)
      #expect(scene.backgroundState(of: second) == secondBackground)
    }
    #expect(scene.presentedScreens == [first, second])
    try scene.dismiss().finish()
    #expect(scene.state(of: first) == firstState)
    #expect(scene.backgroundState(of: first) == firstBackground)
    try scene.dismiss().finish()
    #expect(scene.presentedScreens.isEmpty)
    #expect(scene.state(of: root) == rootState)
  }

  @Test func stackingOnAFullScreenPresentationKeepsItFullScreen() throws {
    let lower = HeadlessScreen(name: "lower")
    let upper = HeadlessScreen(name: "upper")
    try scene.present(lower, presentation: Self.cover(.fullScreen)).finish()
    try scene.present(upper, presentation: Self.cover(.alert)).finish()
    #expect(frame(of: lower) == Reference.bounds)
    #expect(scene.visibleScreens == [lower, upper])
    try scene.dismiss().finish()
    #expect(frame(of: lower) == Reference.bounds)
    #expect(scene.visibleScreens == [lower])
  }

  // MARK: Queueing

  @Test func updatesResizesAndKeyboardChangesWaitForTheRunningTransition() throws {
    let sheet = HeadlessScreen(name: "sheet")
    let presenting = try scene.present(
      sheet, presentation: Self.cover(Self.tallSheet), keyboardAvoidance: .moveUp)
    let update = try scene.update(.height(.custom(value: 300)), duration: 0.5)
    let keyboard = try scene.keyboard(frame: Self.keyboard, duration: 0.5)
    let resize = try scene.resize(
      to: CGSize(width: 844, height: 390), animated: true, duration: 0.5)
    #expect(update.state == .pending)
    #expect(keyboard.state == .pending)
    #expect(resize.state == .pending)
    try presenting.advance(by: 0.5)
    #expect(update.state == .pending)
    #expect(scene.size == Reference.size)
    try scene.advance(by: 0.5)  // The presentation ends; the update starts.
    #expect(update.state == .running)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
    try scene.advance(by: 0.5)  // The update ends: (0, 544, 390, 300); the keyboard starts.
    #expect(update.state == .finished)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 544, width: 390, height: 300))
    try scene.advance(by: 0.5)  // Flush with the bottom: up by 300 to y = 244.
    #expect(frame(of: sheet) == CGRect(x: 0, y: 244, width: 390, height: 300))
    try scene.advance(by: 0.5)
    #expect(resize.state == .finished)
    // Landscape 844 × 390: full width, 300 tall at the bottom (y = 90); the keyboard (its top
    // at 544) lies below the container now, so nothing moves.
    #expect(frame(of: sheet) == CGRect(x: 0, y: 90, width: 844, height: 300))
  }

  @Test func underTheRefusePolicyAnUpdateDuringATransitionIsRefused() throws {
    scene.busyPolicy = .refuse
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.tallSheet))
    #expect(
      throws: HeadlessError.busy(
        requested: "update the height", running: "the present 'sheet' transition")
    ) {
      try scene.update(.height(.custom(value: 300)), duration: 0.5)
    }
    #expect(throws: HeadlessError.self) { try scene.keyboard(frame: nil, duration: 0) }
    #expect(throws: HeadlessError.self) { try scene.resize(to: CGSize(width: 844, height: 390)) }
  }

  // MARK: Bad input

  @Test func anUpdateNeedsAPresentationOnTop() throws {
    #expect(throws: HeadlessError.noPresentation(operation: "update the width")) {
      try scene.update(.width(.halfscreen), duration: 0.3)
    }
    try scene.present(HeadlessScreen(name: "plain"), animator: FadeAnimator()).finish()
    #expect(throws: HeadlessError.noPresentation(operation: "update the width")) {
      try scene.update(.width(.halfscreen), duration: 0.3)
    }
  }

  @Test func badUpdatesDurationsAndSizesAreRefusedAndChangeNothing() throws {
    let sheet = try presentTallSheet()
    #expect(throws: HeadlessError.invalidDuration(-1)) {
      try scene.update(.width(.halfscreen), duration: -1)
    }
    #expect(
      throws: HeadlessError.invalidPresentation(
        .outOfRange(
          parameter: "size.height.fluid(percentage:)", value: 150,
          expected: "a percentage in 0...100"))
    ) {
      try scene.update(.height(.fluid(percentage: 150)), duration: 0.3)
    }
    #expect(throws: HeadlessError.invalidPresentation(.invalidCornerRadius(-1))) {
      try scene.update(.corners(radius: -1, corners: .all), duration: 0.3)
    }
    #expect(throws: HeadlessError.invalidContainerSize(width: 0, height: 390)) {
      try scene.resize(to: CGSize(width: 0, height: 390))
    }
    // Guards of 300 + 300 do not fit a 390-point width.
    #expect(throws: HeadlessError.self) {
      try scene.update(.marginGuards(EdgeInsets(left: 300, right: 300)), duration: 0.3)
    }
    #expect(scene.isIdle)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
  }
}

/// A slide moves the presenting view by its parallax; dismissing must bring it back to where it
/// rested, not shift it a second time.
@Suite @MainActor struct SlideDismissalTests {
  @Test func dismissingASlideReturnsThePresentingScreenToItsRestingFrame() throws {
    let home = HeadlessScreen(name: "home")
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844), root: home)
    let sheet = HeadlessScreen(name: "sheet")
    let slide = try SlidePresentation(direction: .bottom, size: .halfscreen)
    try scene.present(sheet, presentation: slide).finish()
    // The presenting view moved away while the sheet came in.
    #expect(scene.state(of: home)?.frame != CGRect(x: 0, y: 0, width: 390, height: 844))
    try scene.dismiss().finish()
    #expect(scene.state(of: home)?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
