#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need ZoomScenarioTests' recorders,
// which are model only.
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// `ModalTransitionDelegate.destinationFrameProvider` (what SwiftUI's
/// `.curtainMatchDestination(id:in:)` feeds) in the zoom on the model: a 390 × 844 window at the
/// screen's origin whose container fills it; without a layout the presented frame is the
/// container's bounds (0, 0, 390, 844), so a frame in the presented root view is the same frame
/// in the container.
@Suite @MainActor struct MatchDestinationScenarioTests {
  private func scene(
    destination: CGRect?, matchedView: Bool = false
  ) throws -> (UIViewController, ModalTransitionDelegate, ZoomScenarioTests.ContextLog) {
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    let log = ZoomScenarioTests.ContextLog()
    let delegate = ModalTransitionDelegate(
      animator: ZoomScenarioTests.RecordingZoom(base: try ZoomAnimator(duration: 0.3), log: log))
    delegate.sourceFrameProvider = { CGRect(x: 20, y: 360, width: 160, height: 120) }
    delegate.destinationFrameProvider = { destination }
    if matchedView {
      delegate.matchID = "card"
      let header = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 200))
      header.curtainMatchID = "card"
      detail.view.addSubview(header)
    }
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    return (detail, delegate, log)
  }

  @Test func theProvidedFrameIsTheDestination() throws {
    Harness.world()
    let (detail, _, log) = try scene(destination: CGRect(x: 0, y: 54, width: 390, height: 300))
    let pair = try #require(log.contexts.last?.matchedPairs.first)
    #expect(pair.sourceFrame == CGRect(x: 20, y: 360, width: 160, height: 120))
    #expect(pair.destinationFrame == CGRect(x: 0, y: 54, width: 390, height: 300))
    // Asked again for the dismissal.
    detail.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    let back = try #require(log.contexts.last?.matchedPairs.first)
    #expect(log.contexts.count == 2)
    #expect(back.destinationFrame == CGRect(x: 0, y: 54, width: 390, height: 300))
    Harness.expectNoFailures()
  }

  @Test func withoutAFrameTheScreenIsTheDestination() throws {
    Harness.world()
    let (_, _, log) = try scene(destination: nil)
    let pair = try #require(log.contexts.last?.matchedPairs.first)
    #expect(pair.destinationFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    Harness.expectNoFailures()
  }

  @Test func aViewWithTheMatchIDWinsOverTheProvider() throws {
    Harness.world()
    let (_, _, log) = try scene(
      destination: CGRect(x: 0, y: 54, width: 390, height: 300), matchedView: true)
    let pair = try #require(log.contexts.last?.matchedPairs.first)
    #expect(pair.destinationFrame == CGRect(x: 0, y: 10, width: 390, height: 200))
    Harness.expectNoFailures()
  }
}
#endif
