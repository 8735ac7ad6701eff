#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: rotation, values on screen, transitions in flight.
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// Issue 26, the UIKit re-target: a grab after a re-target keeps the blend still fading (as the
/// headless player does), and a re-target inserts the temporary views the new plan adds.
@Suite @MainActor struct RetargetGrabScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// The presented view rises from one container height below the layout's frame onto it,
  /// 0.5 s ease-in-out; in a landscape container the plan also inserts a badge (a temporary
  /// `custom:badge` view, 10 × 10 at the origin, alpha 0 → 1).
  private static func rise() -> PlanAnimator {
    PlanAnimator { context in
      let shown = context.presentedFrame
      let bounds = context.containerBounds
      let timing = try AnimationTiming(curve: .easeInOut, duration: 0.5)
      var tracks = [
        try Track(
          actor: .presented, from: ViewState(frame: shown.offsetBy(dx: 0, dy: bounds.height)),
          to: ViewState(frame: shown), timing: timing)
      ]
      var setup: [SetupStep] = []
      if bounds.width > bounds.height {
        let badge = ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0)
        setup.append(.insert(.custom("badge"), state: badge, placement: .front))
        tracks.append(
          try Track(
            actor: .custom("badge"), from: badge, to: ViewState(alpha: 1),
            timing: try AnimationTiming(curve: .linear, duration: 0.5)))
      }
      return try TransitionPlan(setup: setup, tracks: tracks)
    }
  }

  private func present(_ detail: UIViewController) -> ModalTransitionDelegate {
    let delegate = ModalTransitionDelegate(animator: Self.rise())
    delegate.layout = .alert
    delegate.wire(viewController: detail, with: .regular(.fromTop)) {
      detail.dismiss(animated: true)
    }
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    return delegate
  }

  /// A grab after a rotation keeps what the re-target's blend still adds.
  ///
  /// Rotated at 0.2 s (390 × 844 → 844 × 390) and grabbed 0.05 s later, while the blend's
  /// difference still fades (it lasts the rest of the plan, 0.3 s): the grab is taken (it was
  /// refused after any re-target), nothing jumps (≤ 0.5 pt: the driver's `ScrubOffset` keeps
  /// what the blend still adds, where the grabbed plan alone would drop it), and scrubbed back to
  /// progress 0 the view shows exactly the new plan's start, one container height (390 pt)
  /// below the new frame (the offset's weight is 0 there). Released towards the end, it
  /// completes presented on the new frame, with one completeTransition.
  @Test func aGrabAfterARotationKeepsTheFadingBlend() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = present(detail)
    ScenarioClock.advance(by: 0.2)
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    ScenarioClock.advance(by: 0.05)
    let bridge = try #require(delegate.interaction?.runningBridge)
    let before = detail.view.modelPresentedCenter
    #expect(bridge.grab(), "a re-targeted transition can be grabbed")
    let after = detail.view.modelPresentedCenter
    #expect(
      abs(after.x - before.x) <= 0.5 && abs(after.y - before.y) <= 0.5,
      "grab: \(before) then \(after)")
    let controller = try #require(detail.modelPresentationController)
    let newFrame = controller.frameOfPresentedViewInContainerView
    bridge.update(progress: 0)
    let start = detail.view.modelPresentedCenter
    #expect(abs(start.x - newFrame.midX) <= 0.5)
    #expect(abs(start.y - (newFrame.midY + 390)) <= 0.5, "progress 0: \(start)")
    bridge.update(progress: 0.9)
    bridge.release(finishing: true, velocity: 0)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == newFrame, "\(detail.view.frame) for \(newFrame)")
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// A rotation while a finger holds the presentation re-targets it too (it was left on the
  /// old plan): grabbed at 0.2 s, rotated, the view does not jump (≤ 0.5 pt), scrubbed to
  /// progress 0 it shows the new plan's start, one container height (390 pt) below the new
  /// frame, and released towards the end it completes on the new frame.
  @Test func aRotationUnderAFingerRetargetsTheScrub() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = present(detail)
    ScenarioClock.advance(by: 0.2)
    let bridge = try #require(delegate.interaction?.runningBridge)
    #expect(bridge.grab())
    let before = detail.view.modelPresentedCenter
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    let after = detail.view.modelPresentedCenter
    #expect(
      abs(after.x - before.x) <= 0.5 && abs(after.y - before.y) <= 0.5,
      "rotation: \(before) then \(after)")
    let controller = try #require(detail.modelPresentationController)
    let newFrame = controller.frameOfPresentedViewInContainerView
    bridge.update(progress: 0)
    let start = detail.view.modelPresentedCenter
    #expect(abs(start.x - newFrame.midX) <= 0.5)
    #expect(abs(start.y - (newFrame.midY + 390)) <= 0.5, "progress 0: \(start)")
    bridge.update(progress: 0.9)
    bridge.release(finishing: true, velocity: 0)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == newFrame, "\(detail.view.frame) for \(newFrame)")
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// The landscape plan adds a badge: after the rotation the container holds one view more, the
  /// badge at (0, 0, 10, 10); when the transition has completed it has left (a temporary view).
  @Test func aRetargetInsertsTheTemporaryViewsTheNewPlanAdds() throws {
    Harness.world()
    let detail = UIViewController()
    _ = present(detail)
    ScenarioClock.advance(by: 0.2)
    let transition = try #require(UIKitModel.world.transitionsInFlight.first)
    let containerView = transition.containerView
    let count = containerView.subviews.count
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    #expect(containerView.subviews.count == count + 1)
    let badge = containerView.subviews.last
    #expect(badge?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    ScenarioClock.runUntilIdle()
    #expect(containerView.subviews.count == count)
    #expect(badge?.superview == nil)
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }
}
#endif
