#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need values on screen, rotation,
// transitions in flight, the model's settings.
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// Issue 18 item 4 on the UIKit player: a rotation mid-presentation re-targets the transition
/// through the core's driver (``RetargetBlend``) instead of finishing on the old frame.
@Suite @MainActor struct RetargetScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// The presented view rises from below the container onto the layout's frame
  /// (`context.presentedFrame`), 0.5 s ease-in-out.
  private static func rise() -> PlanAnimator {
    PlanAnimator { context in
      let shown = context.presentedFrame
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented,
          from: ViewState(frame: shown.offsetBy(dx: 0, dy: context.containerBounds.height)),
          to: ViewState(frame: shown), timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
  }

  /// An alert-sized presentation rotated at 0.2 s (390 × 844 → 844 × 390): the presented
  /// view's frame on screen just before and just after the rotation differs by at most
  /// 0.5 pt (the blend starts on what was shown), nothing is written over a running
  /// animation (the model's snaps), the next frame moves it by less than 60 pt (the old
  /// plan's speed, not a jump onto the new layout), and it ends exactly on the presentation
  /// controller's new frame (the new plan's end) when the transition completes, on the plan's
  /// time, presented.
  @Test func aRotationMidPresentationRetargetsOntoTheNewFrame() throws {
    let world = Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: Self.rise())
    delegate.layout = .alert
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 0.2)
    let controller = try #require(detail.modelPresentationController)
    let oldFrame = controller.frameOfPresentedViewInContainerView
    let before = (detail.view.modelPresentedCenter, detail.view.modelPresentedBounds.size)
    #expect(before.0.y > oldFrame.midY + 10, "mid-rise: \(before.0)")
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    let after = (detail.view.modelPresentedCenter, detail.view.modelPresentedBounds.size)
    #expect(abs(after.0.x - before.0.x) <= 0.5 && abs(after.0.y - before.0.y) <= 0.5)
    #expect(abs(after.1.width - before.1.width) <= 0.5)
    #expect(abs(after.1.height - before.1.height) <= 0.5)
    #expect(world.snaps.isEmpty, "written over a running animation: \(world.snaps)")
    ScenarioClock.advance(by: 1.0 / 60)
    let next = detail.view.modelPresentedCenter
    let step =
      ((next.x - after.0.x) * (next.x - after.0.x) + (next.y - after.0.y) * (next.y - after.0.y))
      .squareRoot()
    #expect(step < 60, "one frame after the rotation: moved \(step) pt")
    // The transition itself ends on the new frame (not on the old one, followed by a snap or
    // a move to the new layout): no frame moves the view by more than 120 pt until the
    // transition has completed and 0.5 s more have passed (the rise's own peak speed is about
    // 1.5 × 844 pt / 0.5 s ≈ 42 pt a frame, plus the sideways move to the new centre; without
    // the re-target the view ran onto the old frame and then snapped 321 pt), and when
    // completeTransition has run, the view shows the new frame.
    var frames = 0
    var last = next
    var largest = 0.0
    while !world.transitionsInFlight.isEmpty && frames < 120 {
      ScenarioClock.advance(by: 1.0 / 60)
      frames += 1
      let shown = detail.view.modelPresentedCenter
      largest = max(largest, Double(hypot(shown.x - last.x, shown.y - last.y)))
      last = shown
    }
    let newFrame = controller.frameOfPresentedViewInContainerView
    let ended = detail.view.modelPresentedCenter
    #expect(abs(ended.x - newFrame.midX) <= 0.5 && abs(ended.y - newFrame.midY) <= 0.5)
    #expect(abs(detail.view.modelPresentedBounds.width - newFrame.width) <= 0.5)
    // 0.2 s played of a 0.5 s plan: about 0.3 s (18 frames) remain, give or take two frames.
    #expect(abs(frames - 18) <= 2, "\(frames) frames after the rotation")
    for _ in 0..<30 {
      ScenarioClock.advance(by: 1.0 / 60)
      let shown = detail.view.modelPresentedCenter
      largest = max(largest, Double(hypot(shown.x - last.x, shown.y - last.y)))
      last = shown
    }
    #expect(largest < 120, "largest step between frames: \(largest) pt")
    ScenarioClock.runUntilIdle()
    #expect(newFrame != oldFrame)
    // The alert layout centres the view: in an 844-wide container its midX is 422.
    #expect(abs(newFrame.midX - 422) <= 1e-9)
    #expect(detail.view.frame == newFrame, "\(detail.view.frame) for \(newFrame)")
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }
}
#endif
