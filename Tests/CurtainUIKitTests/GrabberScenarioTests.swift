#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// A VoiceOver user adjusts a sheet's grabber: the move is the user's (reported as a drag's
/// release is), and the grabber names the new detent at once, in the user's language.
@Suite @MainActor struct GrabberScenarioTests {
  @Test func anAdjustmentIsReportedAsTheUsersMoveAndNamedAtOnce() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(
        detents: [try .fraction(0.3), .medium, .large], prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(detail.presentationController as? CurtainSheetPresentationController)
    var events: [SheetEvent] = []
    var activity: [CurtainSheetPresentationController.Activity] = []
    sheet.onEvent = { events.append($0) }
    sheet.onActivity = { activity.append($0) }
    let grabber = try #require(sheet.grabberView)
    // 0.3 is the first detent: the sheet opens there; its name is its share of the screen.
    let percent = CurtainStrings.standard.string(.detentPercent)
    #expect(grabber.accessibilityValue == String(format: percent, "30"))
    #expect(grabber.accessibilityHint == CurtainStrings.standard.string(.grabberHint))
    UIKitModel.focus(grabber)
    UIKitModel.adjustFocusedElement(increment: true)
    // One frame later the sheet still moves on its spring (about half a second), and the
    // value already names where it goes.
    #expect(grabber.accessibilityValue == CurtainStrings.standard.string(.detentMedium))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "medium")
    // UIKit tells its delegate of a change the user makes; Curtain reports it as a drag's.
    #expect(events == [.detent("medium")])
    #expect(activity == [.dragBegan, .dragEnded, .settled(detentID: "medium")])
    Harness.expectNoFailures()
  }

  func presentSheet(
    dismissible: Bool
  ) throws -> (
    UIViewController, CurtainSheetPresentationController, UIView
  ) {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(
        detents: [.medium, .large], prefersGrabberVisible: true, isDismissible: dismissible))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(detail.presentationController as? CurtainSheetPresentationController)
    let grabber = try #require(sheet.grabberView)
    UIKitModel.focus(grabber)
    return (root, sheet, grabber)
  }

  @Test func aDecrementAtTheLowestDetentDismissesADismissibleSheet() throws {
    let (root, _, _) = try presentSheet(dismissible: true)
    UIKitModel.adjustFocusedElement(increment: false)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil, "UIKit's grabber dismisses at the lowest detent")
    Harness.expectNoFailures()
  }

  @Test func aSheetThatCannotBeDismissedStaysAndOffersNoDismissAction() throws {
    let (root, _, grabber) = try presentSheet(dismissible: false)
    UIKitModel.adjustFocusedElement(increment: false)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController != nil)
    let names = grabber.accessibilityCustomActions?.map(\.name) ?? []
    #expect(names == [CurtainStrings.standard.string(.actionExpand)])
    Harness.expectNoFailures()
  }

  @Test func switchControlExpandsCollapsesAndDismissesThroughCustomActions() throws {
    let (root, sheet, grabber) = try presentSheet(dismissible: true)
    let expand = CurtainStrings.standard.string(.actionExpand)
    let collapse = CurtainStrings.standard.string(.actionCollapse)
    let dismiss = CurtainStrings.standard.string(.dismiss)
    #expect(grabber.accessibilityCustomActions?.map(\.name) == [expand, dismiss])
    #expect(UIKitModel.performCustomAction(named: expand))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    #expect(grabber.accessibilityCustomActions?.map(\.name) == [collapse, dismiss])
    #expect(UIKitModel.performCustomAction(named: collapse))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "medium")
    #expect(UIKitModel.performCustomAction(named: dismiss))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }
}
#endif
