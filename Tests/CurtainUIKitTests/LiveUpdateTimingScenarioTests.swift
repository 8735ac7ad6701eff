#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): the scenario reads the model's presentation
// values at exact virtual times.
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// Issue 38: a live update moves the presented view on the core's timing
/// (`LiveUpdateTiming`, which the headless scene's update, resize and keyboard transitions use
/// too): ease-in-out, (0.42, 0) (0.58, 1).
///
/// A bottom-half presentation is updated to the alert layout over 0.3 s (given, or the shared
/// default `LiveUpdateTiming.defaultDuration`, the headless scene's too). A tenth of a second in
/// (a third of the way in time), the ease-in-out curve is at 0.2317748 (the curve's x solved
/// for 1/3 by bisection: t = 0.3123768, y(t) = 0.2317748), so every edge of the view has moved
/// that fraction of its way.
@Suite @MainActor struct LiveUpdateTimingScenarioTests {
  @Test(arguments: [true, false])
  func aLiveUpdateMovesOnTheEaseInOutCurve(givesDuration: Bool) throws {
    let world = Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.layout = .bottomHalf
    delegate.attach(to: detail)
    world.window.rootViewController?.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.modelPresentationController as? CurtainPresentationController)
    func drawn() -> CGRect {
      let center = detail.view.modelPresentedCenter
      let size = detail.view.modelPresentedSize
      return CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    let from = drawn()
    // Without a duration: 0.3 s, the headless scene's default too (`LiveUpdateTiming`).
    if givesDuration {
      controller.update(layout: .alert, duration: 0.3)
    } else {
      controller.update(layout: .alert)
    }
    ScenarioClock.advance(by: 0.1)
    let middle = drawn()
    ScenarioClock.runUntilIdle()
    let to = drawn()
    #expect(from != to, "the layouts differ, so the view moves")
    let fraction = 0.2317748
    let edges: [(CGFloat, CGFloat, CGFloat)] = [
      (from.minX, middle.minX, to.minX), (from.minY, middle.minY, to.minY),
      (from.maxX, middle.maxX, to.maxX), (from.maxY, middle.maxY, to.maxY),
    ]
    for (start, now, end) in edges {
      let expected = Double(start) + (Double(end) - Double(start)) * fraction
      #expect(abs(Double(now) - expected) < 0.01, "\(from) → \(middle) → \(to)")
    }
    Harness.expectNoFailures()
  }
}
#endif
