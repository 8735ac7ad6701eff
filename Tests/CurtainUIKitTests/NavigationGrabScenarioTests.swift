#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches, values
// on screen, transitions in flight.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The navigation pop pan (``NavigationTransitionDelegate/wireInteractivePop(_:)``) grabs a
/// push that still plays, as the modal dismissal pan grabs a rising presentation
/// (`GrabScenarioTests`).
///
/// The world: a 390 × 844 window showing a navigation controller. The push slides the new
/// screen (`.to`) in from the right over 0.5 s on ease-in-out: its centre goes from
/// x = 195 + 390 = 585 to x = 195. The pop pan is `.regular(.fromLeft)`: moving right pops, one
/// navigation view's width (390 pt) per progress 1.
@Suite @MainActor struct NavigationGrabScenarioTests {
  private static func slide() -> PlanAnimator {
    PlanAnimator { context in
      let width = context.containerBounds.width
      let shown = context.containerBounds
      let forward = context.operation == .push
      let off = shown.offsetBy(dx: width, dy: 0)
      return try TransitionPlan(tracks: [
        Track(
          actor: forward ? .to : .from, from: ViewState(frame: forward ? off : shown),
          to: ViewState(frame: forward ? shown : off),
          timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
  }

  /// Grabbed at 0.2 s of the push, the screen does not jump (≤ 0.5 pt).
  ///
  /// The grab's progress is time ÷ duration = 0.4. Moved right by 0.2 × 390 pt (towards the pop) the progress is
  /// 0.4 − 0.2 = 0.2 and, released moving right, the push cancels: one screen on the stack.
  /// Moved left by 0.2 × 390 pt the progress is 0.6, past the standard threshold 0.5, and,
  /// released moving left, the push completes: two screens, the new one on its frame. The model
  /// fails a second completeTransition (§2.5), so `expectNoFailures` proves it came once.
  @Test(arguments: [false, true])
  func thePopPanGrabsARunningPush(finishes: Bool) throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: Self.slide())
    delegate.attach(to: navigation)
    delegate.wireInteractivePop(.regular(.fromLeft))
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: true)
    ScenarioClock.advance(by: 0.2)
    let before = pushed.view.modelPresentedCenter
    #expect(before.x > 195 + 5 && before.x < 585 - 5, "mid-push: \(before)")
    let interaction = try #require(delegate.interaction)
    let bridge = try #require(interaction.runningBridge)
    #expect(bridge.operation == .push)

    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(), "the pan begins during the push: a grab")
    #expect(abs(pushed.view.modelPresentedCenter.x - before.x) <= 0.5, "no jump")
    let origin = try #require(bridge.heldProgress)
    let dx = finishes ? -0.2 * 390 : 0.2 * 390
    touch.move(to: CGPoint(x: dx, y: 0))
    let expected = min(max(origin + (finishes ? 0.2 : -0.2), 0), 1)
    #expect(abs((bridge.heldProgress ?? -1) - expected) <= 1e-9)
    touch.end(velocity: CGPoint(x: finishes ? -600 : 600, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == (finishes ? 2 : 1))
    if finishes {
      #expect(navigation.viewControllers.last === pushed)
      #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// A pop started by a button (timed) is grabbed at 0.2 s (progress 0.4) without a jump.
  ///
  /// The pan pushes a pop on: moved right by 0.2 × 390 pt the progress is 0.6 and, released moving
  /// right, the pop completes (one screen); moved left, 0.2, released moving left, it cancels
  /// (two screens, the top one back on its frame). completeTransition comes once.
  @Test(arguments: [false, true])
  func thePopPanGrabsARunningPop(finishes: Bool) throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: Self.slide())
    delegate.attach(to: navigation)
    delegate.wireInteractivePop(.regular(.fromLeft))
    let top = UIViewController()
    navigation.pushViewController(top, animated: false)
    ScenarioClock.runUntilIdle()
    navigation.popViewController(animated: true)
    ScenarioClock.advance(by: 0.2)
    let before = top.view.modelPresentedCenter
    #expect(before.x > 195 + 5 && before.x < 585 - 5, "mid-pop: \(before)")
    let interaction = try #require(delegate.interaction)
    let bridge = try #require(interaction.runningBridge)
    #expect(bridge.operation == .pop)

    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(), "the pan begins during the pop: a grab")
    #expect(abs(top.view.modelPresentedCenter.x - before.x) <= 0.5, "no jump")
    let origin = try #require(bridge.heldProgress)
    touch.move(to: CGPoint(x: finishes ? 0.2 * 390 : -0.2 * 390, y: 0))
    let expected = min(max(origin + (finishes ? 0.2 : -0.2), 0), 1)
    #expect(abs((bridge.heldProgress ?? -1) - expected) <= 1e-9)
    touch.end(velocity: CGPoint(x: finishes ? 600 : -600, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == (finishes ? 1 : 2))
    if !finishes {
      #expect(top.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }
}
#endif
