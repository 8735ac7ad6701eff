#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need values on screen
// (modelPresented…), transitions in flight, exact virtual time.
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// What the UIKit player does with what UIView animations cannot animate (issue 13, defect 11).
///
/// The layer's shadow moves along the plan instead of jumping to its end, and a zIndex the plan
/// changes mid-transition reorders the views at that time. Both failed before the player gained
/// its frame clock: the shadow read its end values at once, the order changed only at the end.
@Suite @MainActor struct DriverScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// Presents `detail` over the root with `plan` as an alert-sized custom presentation.
  private func present(
    _ detail: UIViewController,
    plan: @escaping @Sendable (TransitionContext) throws -> TransitionPlan
  ) {
    let delegate = ModalTransitionDelegate(animator: PlanAnimator(make: plan))
    delegate.layout = .alert
    delegate.attach(to: detail)
    root.present(detail, animated: true)
  }

  @Test func theShadowMovesAlongThePlan() throws {
    Harness.world()
    let detail = UIViewController()
    present(detail) { _ in
      try TransitionPlan(tracks: [
        Track(
          actor: .presented,
          from: ViewState(shadow: Shadow(opacity: 0, radius: 0, offset: .zero)),
          to: ViewState(
            shadow: Shadow(opacity: 0.5, radius: 20, offset: CGSize(width: 0, height: 10))),
          timing: AnimationTiming(curve: .linear, duration: 1))
      ])
    }
    // Half-way through a linear second (30 frames of 1/60 s): half of each value.
    ScenarioClock.advance(by: 0.5)
    let layer = detail.view.layer
    #expect(abs(layer.shadowOpacity - 0.25) < 1e-4, "opacity \(layer.shadowOpacity)")
    #expect(abs(layer.shadowRadius - 10) < 1e-3, "radius \(layer.shadowRadius)")
    #expect(abs(layer.shadowOffset.height - 5) < 1e-3, "offset \(layer.shadowOffset)")
    ScenarioClock.advance(by: 0.25)
    #expect(abs(layer.shadowOpacity - 0.375) < 1e-4, "opacity \(layer.shadowOpacity)")
    ScenarioClock.runUntilIdle()
    #expect(layer.shadowOpacity == 0.5 && layer.shadowRadius == 20)
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }

  @Test func aZIndexChangeMidTransitionReordersTheViewsAtItsTime() throws {
    Harness.world()
    let detail = UIViewController()
    present(detail) { _ in
      try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0, zIndex: 1),
          to: ViewState(alpha: 1, zIndex: 1),
          timing: AnimationTiming(curve: .linear, duration: 1)),
        // The background rises above the presented view from 0.5 s on (a keyframe segment
        // takes its end zIndex as soon as it runs).
        Track(
          actor: .background, from: ViewState(alpha: 0, zIndex: 0),
          to: ViewState(alpha: 1, zIndex: 3),
          timing: AnimationTiming(curve: .linear, duration: 0.5, delay: 0.5)),
      ])
    }
    let controller = try #require(
      detail.modelPresentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    func order() -> (background: Int?, presented: Int?) {
      let subviews = background.superview?.subviews ?? []
      return (
        subviews.firstIndex { $0 === background },
        subviews.firstIndex { $0 === detail.view }
      )
    }
    ScenarioClock.advance(by: 0.25)
    let early = order()
    #expect((early.background ?? 0) < (early.presented ?? 0), "at 0.25 s: \(early)")
    ScenarioClock.advance(by: 0.5)
    let late = order()
    #expect((late.background ?? 0) > (late.presented ?? 0), "at 0.75 s: \(late)")
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  /// A bridge whose interruptible animator UIKit drives itself, through a percent-driven
  /// interaction (it never calls `animateTransition`): the transition still completes, once,
  /// as the animator ends, finished or cancelled.
  @Test(arguments: [true, false])
  func aPercentDrivenInteractionThatDrivesTheVendedAnimatorCompletes(finishes: Bool) {
    final class Driven: NSObject, UINavigationControllerDelegate {
      let percent = UIPercentDrivenInteractiveTransition()
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        TransitionBridge(animator: fade(0.3), operation: .push)
      }
      func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
      ) -> (any UIViewControllerInteractiveTransitioning)? { percent }
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = Driven()
    navigation.delegate = delegate
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    delegate.percent.update(0.4)
    if finishes { delegate.percent.finish() } else { delegate.percent.cancel() }
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == (finishes ? 2 : 1))
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// Issue 18 item 4 on the UIKit player: a playing presentation is grabbed without a jump.
  ///
  /// The presentation (a rise from below on ease-in-out, 0.5 s) is grabbed at 0.2 s through its
  /// bridge. Before: the presented
  /// view's centre on screen (the model's presentation value) just before the grab; after: just
  /// after it; allowed 0.5 pt. Then the finger drags it half-way back to the start (progress
  /// 0.2 of the grabbed plan: half-way between the grab's y and the start, by its piecewise
  /// linear path) and releases it moving back: it cancels, and the presentation never happened.
  @Test func aPlayingPresentationIsGrabbedWithoutAJumpAndCancelled() throws {
    final class Grabbable: NSObject, UIViewControllerTransitioningDelegate {
      let bridge: TransitionBridge
      init(_ animator: any TransitionAnimator) {
        bridge = TransitionBridge(animator: animator, operation: .present)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { bridge }
    }
    Harness.world()
    let rise = PlanAnimator { context in
      let shown = context.finalFrames[.presented] ?? context.containerBounds
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented,
          from: ViewState(frame: shown.offsetBy(dx: 0, dy: context.containerBounds.height)),
          to: ViewState(frame: shown), timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
    let delegate = Grabbable(rise)
    let detail = UIViewController()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 0.2)
    let before = detail.view.modelPresentedCenter
    #expect(before.y > 422 + 10 && before.y < 422 + 844 - 10, "mid-rise: \(before)")
    #expect(delegate.bridge.grab())
    let after = detail.view.modelPresentedCenter
    #expect(abs(after.y - before.y) <= 0.5, "\(before.y) then \(after.y)")
    #expect(abs(after.x - before.x) <= 0.5)
    // Held: the clock runs, the view stays.
    ScenarioClock.advance(by: 0.1)
    #expect(abs(detail.view.modelPresentedCenter.y - before.y) <= 0.5)
    // The grab's progress is 0.2 ÷ 0.5 = 0.4; progress 0.2 is half-way back to the start.
    delegate.bridge.update(progress: 0.2)
    let dragged = detail.view.modelPresentedCenter.y
    let expected = (before.y + (422 + 844)) / 2
    #expect(abs(dragged - expected) <= 0.5, "\(dragged) for \(expected)")
    delegate.bridge.release(finishing: false, velocity: -0.5)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// The presented view's visible corners on screen (the model's presentation values): its
  /// bounds' size about its centre, through its 2D transform (a 3D layer transform is not
  /// included), as 8 numbers.
  private func visibleCorners(_ view: UIView) -> [Double] {
    let size = view.modelPresentedBounds.size
    let center = view.modelPresentedCenter
    let t = view.modelPresentedTransform
    var values: [Double] = []
    for (dx, dy) in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)] {
      let x = size.width * dx
      let y = size.height * dy
      values += [
        Double(center.x + t.a * x + t.c * y + t.tx), Double(center.y + t.b * x + t.d * y + t.ty),
      ]
    }
    return values
  }

  /// Every built-in that presents, presented full screen through a bridge and grabbed at 20
  /// evenly spaced times of its duration (the middles of twentieths, so that no grab falls on
  /// the very instant a plan switches a value, where the model's clock and the plan's may sit
  /// on either side): the presented view's visible corners (and its alpha)
  /// just before and just after the grab differ by at most 0.5 pt (0.01), and the grabbed
  /// transition, released towards the end, completes presented with nothing broken.
  @Test func everyBuiltInPresentationIsGrabbedWithoutAJump() throws {
    final class Grabbable: NSObject, UIViewControllerTransitioningDelegate {
      let bridge: TransitionBridge
      init(_ animator: any TransitionAnimator) {
        bridge = TransitionBridge(animator: animator, operation: .present)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { bridge }
    }
    var grabs = 0
    for descriptor in BuiltInAnimators.descriptors where descriptor.operations.contains(.present) {
      for step in 0..<20 {
        Harness.world()
        let delegate = Grabbable(try descriptor.makeAnimator([:]))
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate
        root.present(detail, animated: true)
        let duration = delegate.bridge.currentPlan?.duration ?? 0
        ScenarioClock.advance(by: duration * (Double(step) + 0.5) / 20)
        let before = visibleCorners(detail.view)
        let alpha = detail.view.modelPresentedAlpha
        guard delegate.bridge.grab() else {
          Issue.record("\(descriptor.id) at step \(step): not grabbed")
          continue
        }
        grabs += 1
        let after = visibleCorners(detail.view)
        let jump = zip(before, after).map { abs($0 - $1) }.max() ?? 0
        // app-store included: the model draws a spring's overshoot (its local progress is not
        // clamped), so before the grab the view shows the plan's overshoot, as UIKit does.
        #expect(jump <= 0.5, "\(descriptor.id) at step \(step): \(jump) pt")
        #expect(abs(detail.view.modelPresentedAlpha - alpha) <= 0.01, "\(descriptor.id) \(step)")
        delegate.bridge.release(finishing: true, velocity: 0.5)
        ScenarioClock.runUntilIdle()
        #expect(root.presentedViewController === detail, "\(descriptor.id) at step \(step)")
        Harness.expectNoFailures()
      }
    }
    #expect(grabs >= 14 * 20)
  }
}
#endif
