#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches, values
// on screen, transitions in flight.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Issue 18 item 4 on the UIKit front door: the dismissal pan wired by
/// ``ModalTransitionDelegate`` grabs a presentation that is still rising, through the core's
/// driver, and the transition keeps one interruptible animator object throughout.
@Suite @MainActor struct GrabScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// A rise from below over the full screen, 0.5 s on ease-in-out: the presented view's centre
  /// goes from y = 422 + 844 = 1266 to y = 422 (a 390 × 844 window).
  private static func rise() -> PlanAnimator {
    PlanAnimator { context in
      let shown = context.finalFrames[.presented] ?? context.containerBounds
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented,
          from: ViewState(frame: shown.offsetBy(dx: 0, dy: context.containerBounds.height)),
          to: ViewState(frame: shown), timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
  }

  /// Presents `detail` full screen with the rise and a downward dismissal pan; returns the
  /// delegate.
  private func present(_ detail: UIViewController) -> ModalTransitionDelegate {
    let delegate = ModalTransitionDelegate(animator: Self.rise())
    delegate.wire(viewController: detail, with: .regular(.fromTop)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    return delegate
  }

  /// The presentation is grabbed by the dismissal pan at 0.2 s (12 frames into the 0.5 s
  /// rise): the view does not jump (≤ 0.5 pt), the vended animator is the same object before
  /// and after, the drag moves it along the grabbed plan, and the release decides.
  ///
  /// Dragged down (towards the dismissal) by half the grab's progress × 844 pt, the progress is
  /// half the grab's, which the grabbed plan (linear from the start to the grab state) shows
  /// half-way between the start (y = 1266) and the grab's y: released moving down, the
  /// presentation cancels. Dragged up by 0.2 × 844 pt, the progress passes 0.5 (the standard
  /// threshold) and, released moving up, it completes presented. Either way completeTransition
  /// is called once (the model fails a second call, §2.5).
  @Test(arguments: [false, true])
  func theDismissalPanGrabsARisingPresentation(finishes: Bool) throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = present(detail)
    ScenarioClock.advance(by: 0.2)
    let interaction = try #require(delegate.interaction)
    let bridge = try #require(interaction.runningBridge)
    let context = try #require(UIKitModel.world.transitionsInFlight.first)
    let vendedBefore = bridge.interruptibleAnimator(using: context)
    let before = detail.view.modelPresentedCenter
    #expect(before.y > 422 + 10 && before.y < 1266 - 10, "mid-rise: \(before)")

    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(translation: CGPoint(x: 0, y: 8)))
    #expect(interaction.isActive)
    let after = detail.view.modelPresentedCenter
    #expect(abs(after.y - before.y) <= 0.5, "grab: \(before.y) then \(after.y)")
    #expect(abs(after.x - before.x) <= 0.5)
    let origin = try #require(bridge.heldProgress)
    // 0.2 s of a 0.5 s plan, give or take the model's frame (1/60 s ÷ 0.5 s).
    #expect(abs(origin - 0.4) <= 1.0 / 30 + 1e-9, "grabbed at \(origin)")
    #expect(bridge.interruptibleAnimator(using: context) === vendedBefore)

    if finishes {
      touch.move(to: CGPoint(x: 0, y: 8 - 0.2 * 844))
      #expect(abs((bridge.heldProgress ?? -1) - (origin + 0.2)) <= 1e-9)
      #expect(abs(Double(vendedBefore.fractionComplete) - (origin + 0.2)) <= 1e-6)
      touch.end(velocity: CGPoint(x: 0, y: -600))
    } else {
      touch.move(to: CGPoint(x: 0, y: 8 + origin / 2 * 844))
      let dragged = detail.view.modelPresentedCenter.y
      let expected = (before.y + 1266) / 2
      #expect(abs(dragged - expected) <= 0.5, "\(dragged) for \(expected)")
      touch.end(velocity: CGPoint(x: 0, y: 600))
    }
    #expect(bridge.interruptibleAnimator(using: context) === vendedBefore)
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController === detail) == finishes)
    if finishes { #expect(abs(detail.view.frame.minY) <= 1e-9) }
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// A dismissal started by code (a close button) is grabbed by the same pan.
  ///
  /// The pan's direction (down) leads towards the dismissal: dragged down by 0.2 × 844 pt the progress
  /// grows by 0.2, and released moving down the screen is dismissed; dragged up by as much and
  /// released moving up, the dismissal cancels and the screen is back on its frame,
  /// (0, 0, 390, 844), exactly. The plan falls by the container's height in 0.5 s.
  @Test(arguments: [false, true])
  func theDismissalPanGrabsATimedDismissal(finishes: Bool) throws {
    Harness.world()
    let detail = UIViewController()
    let fall = PlanAnimator { context in
      let shown = context.presentedFrame
      let away = shown.offsetBy(dx: 0, dy: context.containerBounds.height)
      let forward = context.operation == .present
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(frame: forward ? away : shown),
          to: ViewState(frame: forward ? shown : away),
          timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
    let delegate = ModalTransitionDelegate(animator: fall)
    delegate.wire(viewController: detail, with: .regular(.fromTop)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    root.dismiss(animated: true)
    ScenarioClock.advance(by: 0.15)
    let interaction = try #require(delegate.interaction)
    let bridge = try #require(interaction.runningBridge)
    #expect(bridge.operation == .dismiss)
    let before = detail.view.modelPresentedCenter
    #expect(before.y > 422 + 5, "mid-fall: \(before)")
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin())
    #expect(abs(detail.view.modelPresentedCenter.y - before.y) <= 0.5)
    let origin = try #require(bridge.heldProgress)
    let dy = finishes ? 0.2 * 844 : -0.2 * 844
    touch.move(to: CGPoint(x: 0, y: dy))
    let expected = min(max(origin + (finishes ? 0.2 : -0.2), 0), 1)
    #expect(abs((bridge.heldProgress ?? -1) - expected) <= 1e-9)
    touch.end(velocity: CGPoint(x: 0, y: finishes ? 600 : -600))
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController == nil) == finishes)
    if !finishes { #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844)) }
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// The release carries the finger's velocity, which the core estimates from the finger's
  /// samples (issue 38: not the recognizer's `velocity(in:)`, here told 0): grabbed at the same
  /// place and let go from the same progress towards the end, a finger that covered its 100 pt
  /// in 2 frames (3000 pt/s) has moved the view further up two frames after the release than
  /// one that took 12 frames (500 pt/s).
  @Test func theReleaseCarriesTheFingersVelocity() throws {
    func travel(frames: Int) throws -> CGFloat {
      Harness.world()
      let detail = UIViewController()
      let delegate = present(detail)
      ScenarioClock.advance(by: 0.2)
      let interaction = try #require(delegate.interaction)
      let touch = ModelTouch(interaction.recognizer)
      #expect(touch.begin())
      for step in 1...frames {
        touch.move(to: CGPoint(x: 0, y: -100 * CGFloat(step) / CGFloat(frames)))
      }
      let released = detail.view.modelPresentedCenter.y
      touch.end()
      ScenarioClock.advance(by: 2.0 / 60)
      let moved = released - detail.view.modelPresentedCenter.y
      ScenarioClock.runUntilIdle()
      #expect(root.presentedViewController === detail)
      Harness.expectNoFailures()
      return moved
    }
    let slow = try travel(frames: 12)
    let fast = try travel(frames: 2)
    #expect(fast > slow + 1, "fast \(fast) pt, slow \(slow) pt")
  }

  /// A regrab while the release settles: the pan that let go grabs its transition again
  /// (UIKit lets an interruptible transition be paused again, §2.8) instead of being refused,
  /// without a jump (≤ 0.5 pt; the driver's release progress at the regrab is what the
  /// continued animator shows), keeps the one vended animator, and the second release decides (here it completes the
  /// presentation that the first release was cancelling).
  @Test func aSettlingReleaseIsRegrabbed() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = present(detail)
    ScenarioClock.advance(by: 0.2)
    let interaction = try #require(delegate.interaction)
    let bridge = try #require(interaction.runningBridge)
    let context = try #require(UIKitModel.world.transitionsInFlight.first)
    let vended = bridge.interruptibleAnimator(using: context)
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin())
    touch.move(to: CGPoint(x: 0, y: 100))
    touch.end(velocity: CGPoint(x: 0, y: 300))
    ScenarioClock.advance(by: 0.05)
    #expect(bridge.canBeGrabbed)
    let before = detail.view.modelPresentedCenter
    #expect(touch.begin())
    let after = detail.view.modelPresentedCenter
    #expect(abs(after.y - before.y) <= 0.5, "regrab: \(before.y) then \(after.y)")
    #expect(interaction.isActive)
    #expect(bridge.interruptibleAnimator(using: context) === vended)
    touch.move(to: CGPoint(x: 0, y: -700))
    touch.end(velocity: CGPoint(x: 0, y: -600))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }
}
#endif
