#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches.
import Curtain
import CurtainEngine
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// The answers the core's `SheetSession` gives where the players disagreed (issue 25) and the
/// sheet items of issue 26, played by the UIKit player on the model.
///
/// The numbers, by hand: the window is 390 × 844 with a top safe-area inset of 47; `.medium`'s
/// top edge is at 422 (height 422), `.large`'s at 57 (height 787). UIScrollView's normal
/// deceleration keeps v(t) = v₀ · 0.998^(1000 t), so content released at v₀ travels
/// v₀ / (1000 · −ln 0.998) = v₀ · 0.49949983… in all (ln 0.998 = −0.0020020027…, from Python's
/// `math.log`); the coast stops when less than half a point is left.
@Suite @MainActor struct SheetSessionScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  private func present(
    _ detail: UIViewController, _ sheet: SheetPresentation
  ) throws -> CurtainSheetPresentationController {
    root.present(detail, sheet: sheet)
    ScenarioClock.runUntilIdle()
    return try #require(detail.presentationController as? CurtainSheetPresentationController)
  }

  /// A scroll view `contentHeight` high filling `detail`'s view from `inset` below its top.
  private func addScroll(
    to detail: UIViewController, contentHeight: CGFloat = 2000, inset: CGFloat = 0
  ) -> UIScrollView {
    let scroll = UIScrollView()
    scroll.frame = CGRect(
      x: 0, y: inset, width: detail.view.bounds.width,
      height: detail.view.bounds.height - inset)
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scroll.contentSize = CGSize(width: 390, height: contentHeight)
    detail.view.addSubview(scroll)
    return scroll
  }

  private func keyboard(_ frame: CGRect) {
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: frame),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
      ])
  }

  @Test func theKeyboardCompressesALargeSheetInsteadOfPushingItOffTheScreen() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(detail, try SheetPresentation(detents: [.large]))
    #expect(controller.keyboardAvoidance == .compress)
    // A keyboard 300 high: its top at 544. `.moveUp` would put large's top at 57 − 300 = −243;
    // `.compress` stops at the top limit max(47, 20) = 47 and ends on the keyboard: 544 − 47
    // = 497 high.
    keyboard(CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(detail.view.frame == CGRect(x: 0, y: 47, width: 390, height: 497))
    Harness.expectNoFailures()
  }

  @Test func belowItsSmallestDetentTheSheetMovesDownKeepingItsHeight() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(detail, try SheetPresentation(detents: [.medium, .large]))
    // Down 200 from medium (422): the top edge at 622, still medium's 422 high (not 222).
    let touch = ModelTouch(try #require(controller.panRecognizer))
    #expect(touch.begin())
    touch.move(to: CGPoint(x: 0, y: 200))
    #expect(detail.view.frame == CGRect(x: 0, y: 622, width: 390, height: 422))
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.minY == 422)
    Harness.expectNoFailures()
  }

  @Test func aMediumSheetLeavesTheSheetBelowItInPlaceUntilItReachesLarge() throws {
    Harness.world()
    let lower = UIViewController()
    let lowerSheet = try present(
      lower, try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    let top = UIViewController()
    lower.present(top, sheet: try SheetPresentation(detents: [.medium, .large]))
    ScenarioClock.runUntilIdle()
    let topSheet = try #require(top.presentationController as? CurtainSheetPresentationController)
    // At medium (the detent below the largest) the progress is 0: no step back.
    #expect(lower.view.transform.a == 1)
    #expect((lowerSheet.stackingDimView?.alpha ?? 0) == 0)
    // Dragged up 182.5 of the 365 from medium (422) to large (57): progress 0.5, scale
    // 1 − 0.5 · 32 / 390 = 374 / 390, dim 0.075.
    let touch = ModelTouch(try #require(topSheet.panRecognizer))
    #expect(touch.begin())
    touch.move(to: CGPoint(x: 0, y: -182.5))
    #expect(abs(lower.view.transform.a - 374.0 / 390) < 1e-9)
    #expect(abs((lowerSheet.stackingDimView?.alpha ?? 0) - 0.075) < 1e-9)
    touch.cancel()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  @Test func aDragThatStartsOutsideTheScrollViewIsTheSheetsAlone() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(
      detail, try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    // The scroll view starts 40 below the sheet's top edge (57): the touch at 67 is above it.
    let scroll = addScroll(to: detail, inset: 40)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    let touch = ModelTouch(try #require(controller.panRecognizer))
    #expect(touch.begin(at: CGPoint(x: 195, y: 67)))
    touch.move(to: CGPoint(x: 0, y: 100))
    // Shared, the content would scroll back to 200 and the sheet stay; alone, the sheet moves
    // 100 (57 → 157) and the content keeps 300.
    #expect(detail.view.frame.minY == 157)
    #expect(scroll.contentOffset.y == 300)
    touch.cancel()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  @Test func scrolledToTheTopCountsTheAdjustedContentInset() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(
      detail, try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    let scroll = addScroll(to: detail)
    scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    // Offset 0 with a top inset of 20 is 20 below the top (−20): a drag down 100 scrolls the
    // content 20 back to −20, then moves the sheet 80 (57 → 137).
    let touch = ModelTouch(try #require(controller.panRecognizer))
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 100))
    #expect(scroll.contentOffset.y == -20)
    #expect(detail.view.frame.minY == 137)
    touch.cancel()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  @Test func withoutScrollingExpansionAMediumSheetScrollsItsContent() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(detail, try SheetPresentation(detents: [.medium, .large]))
    controller.prefersScrollingExpandsWhenScrolledToEdge = false
    let scroll = addScroll(to: detail)
    // Up 100 in the content at medium: the content scrolls (offset 100), the sheet stays at 422;
    // back down 150: 100 scroll the content to the top, 50 move the sheet to 472.
    let touch = ModelTouch(try #require(controller.panRecognizer))
    #expect(touch.begin(at: CGPoint(x: 195, y: 600)))
    touch.move(to: CGPoint(x: 0, y: -100))
    #expect(detail.view.frame.minY == 422)
    #expect(scroll.contentOffset.y == 100)
    touch.move(to: CGPoint(x: 0, y: 50))
    #expect(detail.view.frame.minY == 472)
    #expect(scroll.contentOffset.y == 0)
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(controller.selectedDetentID == "medium")
    Harness.expectNoFailures()
  }

  @Test func contentReleasedWhileScrollingDeceleratesAtTheNormalRate() throws {
    Harness.world()
    let detail = UIViewController()
    let controller = try present(
      detail, try SheetPresentation(detents: [.medium, .large], selectedDetentID: "large"))
    let scroll = addScroll(to: detail)
    let touch = ModelTouch(try #require(controller.panRecognizer))
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    // Up 150 in 9 frames: 150 · 60 / 9 = 1,000 pt/s.
    let velocity = touch.slide(to: CGPoint(x: 0, y: -150), frames: 9)
    #expect(abs(velocity.y + 1000) < 1e-9)
    #expect(abs(scroll.contentOffset.y - 150) < 1e-9)
    // Released moving up at 1,000 pt/s: the content coasts 1000 · 0.49949983 = 499.4998 in all,
    // to 649.5 (less than half a point short when it stops); the sheet stays at large.
    touch.end(velocity: velocity)
    ScenarioClock.advance(by: 0.1)
    let early = scroll.contentOffset.y
    // After 0.1 s: 150 + 499.4998 · (1 − 0.998^100) = 150 + 499.4998 · 0.18143 = 240.62.
    #expect(abs(early - (150 + 499.4998 * (1 - pow(0.998, 100)))) < 2)
    ScenarioClock.advance(by: 5)
    #expect(abs(scroll.contentOffset.y - 649.5) <= 0.6)
    #expect(detail.view.frame.minY == 57)
    Harness.expectNoFailures()
  }
}
#endif
