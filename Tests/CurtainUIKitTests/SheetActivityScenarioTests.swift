#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// `CurtainSheetPresentationController.onActivity`: the start of a user's drag, its end, and
/// the end of every settle after it, on the model (window 390 × 844, top inset 47: `.medium`'s
/// top edge at 422, `.large`'s at 57).
@Suite @MainActor struct SheetActivityScenarioTests {
  final class Log {
    var activity: [CurtainSheetPresentationController.Activity] = []
  }

  private func present(
    _ sheet: SheetPresentation
  ) throws -> (UIViewController, CurtainSheetPresentationController, Log) {
    let detail = UIViewController()
    let root = Harness.window.rootViewController ?? UIViewController()
    root.present(detail, sheet: sheet)
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.presentationController as? CurtainSheetPresentationController)
    let log = Log()
    controller.onActivity = { [log] activity in log.activity.append(activity) }
    return (detail, controller, log)
  }

  @Test func aReleaseOnTheSameDetentReportsItsSettle() throws {
    Harness.world()
    let (_, controller, log) = try present(try SheetPresentation(detents: [.medium, .large]))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    #expect(log.activity == [.dragBegan])
    // Up 50 (top 372), held still for the core's 0.1 s window and released at rest: medium is
    // nearest (50 away).
    touch.move(to: CGPoint(x: 0, y: -50))
    touch.hold(at: CGPoint(x: 0, y: -50))
    touch.end()
    #expect(log.activity == [.dragBegan, .dragEnded])
    ScenarioClock.runUntilIdle()
    #expect(log.activity == [.dragBegan, .dragEnded, .settled(detentID: "medium")])
    Harness.expectNoFailures()
  }

  @Test func aSettleOnAnotherDetentAndACancelledDragReportTheirSettles() throws {
    Harness.world()
    let (_, controller, log) = try present(try SheetPresentation(detents: [.medium, .large]))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    // Up 300 (top 122): large is nearest (65 away).
    touch.move(to: CGPoint(x: 0, y: -300))
    touch.end()
    ScenarioClock.runUntilIdle()
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: 200))
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(
      log.activity == [
        .dragBegan, .dragEnded, .settled(detentID: "large"), .dragBegan, .dragEnded,
        .settled(detentID: "large"),
      ])
    Harness.expectNoFailures()
  }

  @Test func aDismissingReleaseReportsNoSettle() throws {
    Harness.world()
    let (detail, controller, log) = try present(try SheetPresentation(detents: [.medium]))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    // Down 300 (top 722): the bottom edge (122 away) is nearer than medium (300).
    touch.move(to: CGPoint(x: 0, y: 300))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(detail.presentingViewController == nil)
    #expect(log.activity == [.dragBegan, .dragEnded])
    Harness.expectNoFailures()
  }

  @Test func aFingerGrabbingTheSettleBeginsAnotherDrag() throws {
    Harness.world()
    let (_, controller, log) = try present(try SheetPresentation(detents: [.medium, .large]))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: -300))
    touch.end()
    ScenarioClock.advance(by: 1.0 / 60)
    touch.begin()
    touch.end()
    ScenarioClock.runUntilIdle()
    // The first settle ends grabbed (no `settled`); the second drag's settle reports one.
    #expect(log.activity.count == 5)
    #expect(Array(log.activity.prefix(4)) == [.dragBegan, .dragEnded, .dragBegan, .dragEnded])
    if case .settled = log.activity.last {} else { Issue.record("no settle: \(log.activity)") }
    Harness.expectNoFailures()
  }
}
#endif
