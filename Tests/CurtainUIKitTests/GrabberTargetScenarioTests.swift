#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// The grabber's target (issue 37): the 36 × 5 bar takes touches and is outlined for assistive
/// technologies over 44 × 44 points, the least hit target Apple's Human Interface Guidelines
/// ask of a control, from the sheet's top edge down; an activation moves the sheet to the next
/// detent instead of tapping the content under the bar.
@Suite @MainActor struct GrabberTargetScenarioTests {
  /// A 390 × 844 window with a medium/large sheet whose content has a button at its top centre,
  /// under the grabber.
  func presentSheet() throws -> (CurtainSheetPresentationController, UIView, UIView, () -> Int) {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    let button = UIView(frame: CGRect(x: 145, y: 0, width: 100, height: 60))
    var taps = 0
    let tap = UITapGestureRecognizer()
    tap.modelAddAction { _ in taps += 1 }
    button.addGestureRecognizer(tap)
    detail.view.addSubview(button)
    root.present(
      detail,
      sheet: try SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(detail.presentationController as? CurtainSheetPresentationController)
    let grabber = try #require(sheet.grabberView)
    return (sheet, grabber, detail.view, { taps })
  }

  @Test func theGrabbersFrameAndTouchAreaAreFortyFourPointsSquareFromTheSheetsTopEdge() throws {
    let (_, grabber, content, _) = try presentSheet()
    // The medium detent: half of 844, so the sheet's top edge is at 844 − 422 = 422.
    let top: CGFloat = 422
    #expect(content.frame.minY == top)
    // Centred on the 390-point sheet: x = 390 / 2 − 44 / 2 = 173; from the top edge down.
    // (The old grabber's frame was the bar, (177, 427, 36, 5).)
    #expect(grabber.accessibilityFrame == CGRect(x: 173, y: top, width: 44, height: 44))
    // The bar (177…213 × 427…432) lies inside it, and the activation point is its centre.
    #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
    #expect(grabber.accessibilityActivationPoint == CGPoint(x: 195, y: top + 22))
    // A finger anywhere in the target lands on the grabber, not on the content's button...
    for point in [
      CGPoint(x: 174, y: top + 1), CGPoint(x: 216, y: top + 43), CGPoint(x: 195, y: top + 30),
    ] {
      #expect(Harness.window.hitTest(point, with: nil) === grabber, "\(point)")
    }
    // ...and just outside it, or above the sheet's top edge, it does not.
    #expect(Harness.window.hitTest(CGPoint(x: 172, y: top + 20), with: nil) !== grabber)
    #expect(Harness.window.hitTest(CGPoint(x: 195, y: top + 45), with: nil) !== grabber)
    #expect(Harness.window.hitTest(CGPoint(x: 195, y: top - 1), with: nil) !== grabber)
    Harness.expectNoFailures()
  }

  @Test func voiceControlsTapGrabberMovesTheSheetAndLeavesTheContentAlone() throws {
    let (sheet, _, _, taps) = try presentSheet()
    // "Tap Grabber": the old grabber had no activation, so Voice Control tapped its centre,
    // (195, 429.5), which hit the content's button under the bar (1 tap, the sheet stayed).
    #expect(UIKitModel.voiceControlTap(CurtainStrings.standard.string(.grabberInputLabel)))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    #expect(taps() == 0)
    Harness.expectNoFailures()
  }

  @Test func aTapOnTheTargetOrADoubleTapCyclesTheDetents() throws {
    let (sheet, grabber, _, taps) = try presentSheet()
    var events: [SheetEvent] = []
    sheet.onEvent = { events.append($0) }
    // 30 points below the medium sheet's top edge (422): in the target, under the bar.
    UIKitModel.tap(at: CGPoint(x: 200, y: 422 + 30))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    // At the tallest detent an activation goes back to the shortest, so one control reaches
    // every detent; the target moved with the sheet.
    let target = grabber.accessibilityFrame
    UIKitModel.tap(at: CGPoint(x: target.midX, y: target.midY))
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "medium")
    // VoiceOver's double-tap (and Switch Control's select) is the same activation.
    UIKitModel.focus(grabber)
    UIKitModel.activateFocusedElement()
    ScenarioClock.runUntilIdle()
    #expect(sheet.selectedDetentID == "large")
    #expect(events == [.detent("large"), .detent("medium"), .detent("large")])
    #expect(taps() == 0)
    Harness.expectNoFailures()
  }
}
#endif
