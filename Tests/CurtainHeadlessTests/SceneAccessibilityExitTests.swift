import Curtain
import CurtainHeadless
import Foundation
import Testing

/// Issue 37, items 8 and 9 on the headless player: the "Dismiss" element's activation point,
/// and escape where a drag dismisses.
@Suite @MainActor struct SceneAccessibilityExitTests {
  static let square = PresentationSize(width: .custom(value: 200), height: .custom(value: 200))

  @Test func dismissIsActivatedOnTheDimBesideTheContent() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let card = HeadlessScreen(name: "card")
    _ = try scene.present(card, presentation: FadePresentation(size: Self.square)).run()
    // Centred in 390 × 844: (95, 322, 200, 200). The bands above (y 0…322) and below
    // (y 522…844) are equal, 390 × 322; the first, above, wins: centre (195, 161).
    #expect(scene.state(of: card)?.frame == CGRect(x: 95, y: 322, width: 200, height: 200))
    let point = try #require(scene.dismissActivationPoint(of: card))
    #expect(point == CGPoint(x: 195, y: 161))
    let tap = try scene.tap(at: point)
    if case .dismissed(let transition) = tap {
      _ = try transition.run()
    } else {
      Issue.record("the tap at the activation point did not dismiss: \(tap)")
    }
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aDimThatDoesNothingHasNoActivationPoint() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let card = HeadlessScreen(name: "card")
    _ = try scene.present(
      card,
      presentation: FadePresentation(
        size: Self.square, uiConfiguration: PresentationUIConfiguration(backgroundTap: .none))
    ).run()
    #expect(scene.dismissActivationPoint(of: card) == nil)
  }

  @Test func escapeDismissesWhereADragDismissesThoughATapDoesNothing() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let sheet = HeadlessScreen(name: "drawer")
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .none),
      size: PresentationSize(width: .fullscreen, height: .halfscreen),
      interactionConfiguration: .standard)
    _ = try scene.present(sheet, presentation: presentation).run()
    // Old code: .refuses(.backgroundTapDoesNothing), though a pan down dismisses it.
    #expect(scene.accessibility(of: sheet)?.escape == .dismisses)
    guard case .dismissed(let transition) = try scene.performEscape() else {
      Issue.record("escape did not dismiss")
      return
    }
    _ = try transition.run()
    #expect(scene.presentedScreens.isEmpty)

    // Without the pan, the background that does nothing still refuses escape.
    let still = HeadlessScreen(name: "still")
    var noPan = presentation
    noPan.interactionConfiguration = nil
    _ = try scene.present(still, presentation: noPan).run()
    #expect(scene.accessibility(of: still)?.escape == .refuses(.backgroundTapDoesNothing))
  }
}

/// The grabber's custom actions on the headless player (issue 37: every exit reachable).
@Suite @MainActor struct HeadlessGrabberActionTests {
  func sheet(dismissible: Bool = true) throws -> HeadlessSheet {
    try HeadlessSheet(
      presentation: SheetPresentation(
        detents: [.medium, .large], prefersGrabberVisible: true, isDismissible: dismissible),
      container: SheetContainer(size: Reference.size, topInset: 47))
  }

  @Test func expandCollapseAndDismissDoWhatTheUIKitGrabberDoes() throws {
    var sheet = try sheet()
    #expect(sheet.model.selectedDetentID == "medium")
    let collapsedAtShortest = sheet.performGrabberAction(.collapse)
    #expect(!collapsedAtShortest, "already at the shortest: no Collapse")
    let expanded = sheet.performGrabberAction(.expand)
    #expect(expanded)
    #expect(sheet.model.selectedDetentID == "large")
    #expect(sheet.session.phase == .resting)
    #expect(sheet.accessibility().grabber?.value == CurtainStrings.standard.string(.detentLarge))
    let expandedAtTallest = sheet.performGrabberAction(.expand)
    #expect(!expandedAtTallest, "already at the tallest: no Expand")
    let collapsed = sheet.performGrabberAction(.collapse)
    #expect(collapsed)
    #expect(sheet.model.selectedDetentID == "medium")
    let dismissed = sheet.performGrabberAction(.dismiss)
    #expect(dismissed)
    var fixed = try self.sheet(dismissible: false)
    let refused = fixed.performGrabberAction(.dismiss)
    #expect(!refused)
  }
}

/// The grabber's 44 × 44 target and its activation on the headless player (issue 37).
@Suite @MainActor struct HeadlessGrabberTargetTests {
  @Test func theTargetFollowsTheSheetAndAnActivationCyclesTheDetents() throws {
    var sheet = try HeadlessSheet(
      presentation: SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true),
      container: SheetContainer(size: Reference.size, topInset: 47))
    // Medium: half of 844 tall, so its top edge is at 422; x = 390 / 2 − 44 / 2 = 173.
    #expect(sheet.grabberTargetFrame == CGRect(x: 173, y: 422, width: 44, height: 44))
    let raised = sheet.activateGrabber()
    #expect(raised)
    #expect(sheet.model.selectedDetentID == "large")
    // Large: 844 − 47 − 10 = 787 tall (the top inset and the system's 10-point gap), top 57.
    #expect(sheet.grabberTargetFrame == CGRect(x: 173, y: 57, width: 44, height: 44))
    let lowered = sheet.activateGrabber()
    #expect(lowered)
    #expect(sheet.model.selectedDetentID == "medium")
    let bare = try HeadlessSheet(
      presentation: SheetPresentation(detents: [.medium, .large]),
      container: SheetContainer(size: Reference.size, topInset: 47))
    #expect(bare.grabberTargetFrame == nil)
  }

  @Test func increaseContrastRaisesTheSheetsOwnDim() throws {
    var sheet = try HeadlessSheet(
      presentation: SheetPresentation(detents: [.medium, .large]),
      container: SheetContainer(size: Reference.size, topInset: 47))
    // By hand: 4.5:1 for white under black of this alpha (≈ 0.5347); the sheet's own is 0.3.
    let raised = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)
    let top = sheet.restingFrame.minY
    #expect(sheet.states(top: top, contentOffset: 0)[.background]?.alpha == 0.3)
    sheet.increasesDimContrast = true
    let alpha = try #require(sheet.states(top: top, contentOffset: 0)[.background]?.alpha)
    #expect(abs(Double(alpha) - raised) < 1e-9)
    #expect(sheet.accessibility().increasesDimContrast)
  }
}

/// Dynamic Type on the headless player: fixed sizes grow with the text size.
@Suite @MainActor struct SceneContentSizeTests {
  @Test func anAlertGrowsWithTheTextSize() throws {
    let scene = try HeadlessScene(size: CGSize(width: 1024, height: 1366))
    let alert = HeadlessScreen(name: "alert")
    _ = try scene.present(
      alert,
      presentation: FadePresentation(
        size: PresentationSize(width: .custom(value: 270), height: .custom(value: 180)))
    ).run()
    #expect(scene.state(of: alert)?.frame?.size == CGSize(width: 270, height: 180))
    _ = try scene.changeContentSize(to: .accessibilityExtraLarge).run()
    #expect(scene.contentSizeCategory == .accessibilityExtraLarge)
    // 40 pt body text against 17 pt: 270 · 40 / 17 by 180 · 40 / 17, centred.
    let frame = try #require(scene.state(of: alert)?.frame)
    #expect(abs(frame.width - 270 * 40 / 17) < 1e-9)
    #expect(abs(frame.height - 180 * 40 / 17) < 1e-9)
    #expect(abs(frame.midX - 512) < 1e-9 && abs(frame.midY - 683) < 1e-9)
    // Below the default nothing shrinks.
    _ = try scene.changeContentSize(to: .extraSmall).run()
    #expect(scene.state(of: alert)?.frame?.size == CGSize(width: 270, height: 180))
  }
}
