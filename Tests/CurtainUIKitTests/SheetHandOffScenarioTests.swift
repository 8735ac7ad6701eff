#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The scroll-view hand-off of a sheet in the UIKit player (issue 17 item 5), on the model.
///
/// The numbers, by hand: the window is 390 × 844 with a top safe-area inset of 47; `.medium`'s
/// top edge is at 422 (height 422), `.large`'s at 57 (height 844 − 47 − 10 = 787). The scroll
/// view fills the sheet and stretches with it, so at the highest detent it is 787 high; with a
/// content 2000 high the content scrolls by at most 2000 − 787 = 1213. The sheet's movement
/// (its top edge, positive downward) minus the change of the content offset (positive when the
/// content moved up) is the finger's movement at every sample.
@Suite @MainActor struct SheetHandOffScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// Presents a sheet whose content is one scroll view, `contentHeight` high, filling it.
  private func present(
    selected: String, contentHeight: CGFloat = 2000
  ) throws -> (UIViewController, CurtainSheetPresentationController, UIScrollView) {
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(detents: [.medium, .large], selectedDetentID: selected))
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.presentationController as? CurtainSheetPresentationController)
    let scroll = UIScrollView()
    scroll.frame = detail.view.bounds
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scroll.contentSize = CGSize(width: 390, height: contentHeight)
    detail.view.addSubview(scroll)
    return (detail, controller, scroll)
  }

  /// One sample: the finger at `y`, then the sheet's top edge and the content offset.
  private struct Sample {
    var finger: CGFloat
    var top: CGFloat
    var offset: CGFloat
  }

  /// Drives the sheet's pan through `fingers` and records every sample (the first is the rest).
  private func drag(
    _ controller: CurtainSheetPresentationController, _ detail: UIViewController,
    _ scroll: UIScrollView, through fingers: [CGFloat], at location: CGPoint? = nil
  ) throws -> (ModelTouch, [Sample]) {
    let touch = ModelTouch(try #require(controller.panRecognizer))
    var samples = [Sample(finger: 0, top: detail.view.frame.minY, offset: scroll.contentOffset.y)]
    // The touch goes down in the scroll view (window coordinates: 200 below the sheet's top
    // edge, inside the content at every detent) unless the test says where.
    #expect(
      touch.begin(at: location ?? CGPoint(x: 195, y: detail.view.frame.minY + 200)))
    for finger in fingers {
      touch.move(to: CGPoint(x: 0, y: finger))
      samples.append(
        Sample(finger: finger, top: detail.view.frame.minY, offset: scroll.contentOffset.y))
    }
    return (touch, samples)
  }

  /// Sheet movement plus content movement equals finger movement within 0.5 pt at each sample.
  private func expectConservation(_ samples: [Sample]) {
    for (before, after) in zip(samples, samples.dropFirst()) {
      let sheet = after.top - before.top
      let content = -(after.offset - before.offset)
      let finger = after.finger - before.finger
      #expect(
        abs(sheet + content - finger) <= 0.5,
        "finger \(before.finger) → \(after.finger): sheet \(sheet) + content \(content)")
    }
  }

  @Test func theSheetsPanRecognizesWithTheScrollViewsPan() throws {
    Harness.world()
    let (_, controller, scroll) = try present(selected: "medium")
    let pan = try #require(controller.panRecognizer)
    #expect(
      controller.gestureRecognizer(
        pan, shouldRecognizeSimultaneouslyWith: scroll.panGestureRecognizer))
    #expect(
      !controller.gestureRecognizer(
        pan, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
    Harness.expectNoFailures()
  }

  @Test func draggingUpMovesTheSheetThenScrollsAndDownScrollsBackThenMovesTheSheet() throws {
    Harness.world()
    let (detail, controller, scroll) = try present(selected: "medium")
    let (touch, samples) = try drag(
      controller, detail, scroll, through: [-100, -200, -365, -400, -500, -450, -300, -200])
    expectConservation(samples)
    // Up 100 and 200: the sheet follows (422 − 100 = 322, 222), the content held at 0.
    #expect(samples[1].top == 322 && samples[1].offset == 0)
    #expect(samples[2].top == 222 && samples[2].offset == 0)
    // Up 365: the sheet reaches large (57); up 400: the last 35 scroll the content.
    #expect(samples[3].top == 57 && samples[3].offset == 0)
    #expect(samples[4].top == 57 && samples[4].offset == 35)
    // Up 500: offset 135. Back down 50: offset 85, the sheet stays.
    #expect(samples[5].top == 57 && samples[5].offset == 135)
    #expect(samples[6].top == 57 && samples[6].offset == 85)
    // Down 150 more in one sample: 85 scroll the content to 0, the other 65 move the sheet to
    // 57 + 65 = 122 in the same sample; then down 100: 222.
    #expect(samples[7].top == 122 && samples[7].offset == 0)
    #expect(samples[8].top == 222 && samples[8].offset == 0)
    // Held still for the core's 0.1 s window, then released at rest at 222: nearest large
    // (165 away; medium is 200 away).
    touch.hold(at: CGPoint(x: 0, y: -200))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.minY == 57)
    #expect(controller.selectedDetentID == "large")
    #expect(scroll.contentOffset.y == 0)
    Harness.expectNoFailures()
  }

  @Test func aScrolledContentAtTheTopDetentScrollsBackThenTheSheetFollowsInOneSample() throws {
    Harness.world()
    let (detail, controller, scroll) = try present(selected: "large")
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    let (touch, samples) = try drag(controller, detail, scroll, through: [100, 500])
    expectConservation(samples)
    // Down 100: the content scrolls (offset 200); down 400 more: 200 to offset 0, 200 move the
    // sheet from 57 to 257.
    #expect(samples[1].top == 57 && samples[1].offset == 200)
    #expect(samples[2].top == 257 && samples[2].offset == 0)
    // Held still for the core's 0.1 s window, then released at rest at 257: nearest medium
    // (165 away; large is 200 away).
    touch.hold(at: CGPoint(x: 0, y: 500))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.minY == 422)
    #expect(controller.selectedDetentID == "medium")
    Harness.expectNoFailures()
  }

  @Test func aFlickThatScrolledTheContentLeavesTheSheetAtTheTopDetent() throws {
    Harness.world()
    let (detail, controller, scroll) = try present(selected: "large")
    let (touch, samples) = try drag(controller, detail, scroll, through: [-100, -150])
    expectConservation(samples)
    #expect(samples[2].top == 57 && samples[2].offset == 150)
    // A flick down at 3000 pt/s would project the sheet to 57 + 3 · 499 = 1554, past dismissal;
    // but the finger scrolled the content, so its velocity is the scroll view's: the sheet
    // stays at large and the offset is the content's.
    touch.end(velocity: CGPoint(x: 0, y: 3000))
    ScenarioClock.runUntilIdle()
    #expect(detail.presentingViewController != nil)
    #expect(detail.view.frame.minY == 57)
    #expect(scroll.contentOffset.y == 150)
    Harness.expectNoFailures()
  }

  @Test func contentShorterThanTheSheetNeverScrolls() throws {
    Harness.world()
    // 700 < 787: the content cannot scroll, every sample moves the sheet (rubber-banded above
    // large, so only up to large is checked).
    let (detail, controller, scroll) = try present(selected: "medium", contentHeight: 700)
    let (touch, samples) = try drag(controller, detail, scroll, through: [-100, -365, 100])
    expectConservation(samples)
    #expect(samples[2].top == 57 && samples[2].offset == 0)
    #expect(samples[3].top == 522 && samples[3].offset == 0)
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.minY == 422)
    Harness.expectNoFailures()
  }
}
#endif
