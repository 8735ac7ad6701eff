import CurtainHeadless
import Foundation
import Testing

/// Presentations in the headless scene.
///
/// Backgrounds, taps, resizing, live updates, keyboard avoidance, stacking and queueing. Every expected frame is derived by hand in the test from
/// the 390 × 844 container (no safe area) and the layout rules of the presentation guide.

// Stacked presentations, queueing and bad input.
extension HeadlessScenePresentationTests {
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
          parameter: "size.height.fluid(percentage:)", value: 1.5,
          expected: "a fraction in 0...1 (0.2 is 20 %)"))
    ) {
      try scene.update(.height(.fluid(percentage: 1.5)), duration: 0.3)
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
