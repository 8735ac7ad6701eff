#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches, values
// on screen, rotation, transitions in flight, the model's settings and logs.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// An animator that plays a fixed plan built from the context (for scenarios that need a plan
/// feature: snapshots, the presenting actor, zIndex, isHidden).
struct PlanAnimator: TransitionAnimator {
  let make: @Sendable (TransitionContext) throws -> TransitionPlan
  func plan(for context: TransitionContext) throws -> TransitionPlan { try make(context) }
}

/// An animator whose plan always fails.
struct FailingAnimator: TransitionAnimator {
  struct Failure: Error {}
  func plan(for context: TransitionContext) throws -> TransitionPlan { throw Failure() }
}

/// One scenario per defect of issue 13, each run against the UIKit model.
///
/// Each failed before its
/// fix (the commit that adds this file records which, and how).
@Suite @MainActor struct DefectScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  private func coverWithPan() throws -> CoverPresentation {
    CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      interactionConfiguration: try InteractionConfiguration())
  }

  private func panRecognizer(on view: UIView) -> UIGestureRecognizer? {
    view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer }
  }

  // 1. A second grab while the release animation settles must not drive the old bridge.
  @Test func defect01RegrabDuringTheSettleAnimation() throws {
    Harness.world()
    let detail = UIViewController()
    Animator(presentation: try coverWithPan()).prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let pan = try #require(panRecognizer(on: detail.view))
    let first = ModelTouch(pan)
    first.begin(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 800))
    first.move(to: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1500))
    first.end(velocity: CGPoint(x: 0, y: 1500))
    ScenarioClock.advance(by: 2.0 / 60)
    let second = ModelTouch(pan)
    second.begin(translation: CGPoint(x: 0, y: 5), velocity: CGPoint(x: 0, y: 300))
    second.move(to: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 300))
    second.end(velocity: CGPoint(x: 0, y: 300))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  // 2. A bridge used for a second transition completes it, with one interruptible animator.
  @Test func defect02AReusedBridgeCompletesTheSecondTransition() {
    final class SameBridge: NSObject, UINavigationControllerDelegate {
      let bridge = TransitionBridge(animator: fade(0.1), operation: .push)
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { bridge }
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = SameBridge()
    navigation.delegate = delegate
    navigation.pushViewController(UIViewController(), animated: true)
    ScenarioClock.runUntilIdle()
    let third = UIViewController()
    navigation.pushViewController(third, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 3)
    #expect(third.view.superview != nil)
    Harness.expectNoFailures()
  }

  // 3. Detaching (or releasing) the navigation delegate gives the swipe back to UIKit's rules.
  @Test func defect03SwipeAtTheRootAfterTheDelegateIsGone() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    do {
      let delegate = NavigationTransitionDelegate(animator: fade())
      delegate.attach(to: navigation)
      delegate.detach()
    }
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    let touch = ModelTouch(swipe)
    touch.begin(translation: CGPoint(x: 20, y: 0))
    touch.end()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  @Test func defect03SwipeDuringAPushDoesNotBegin() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: fade(0.5))
    delegate.attach(to: navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    ScenarioClock.advance(by: 0.1)
    let touch = ModelTouch(navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer())
    #expect(!touch.begin(translation: CGPoint(x: 20, y: 0)))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    Harness.expectNoFailures()
    delegate.detach()
  }

  // 4. transitionDuration(using:) has no side effects, also when the plan fails.
  @Test func defect04TransitionDurationHasNoSideEffects() {
    Harness.world()
    let detail = UIViewController()
    root.present(detail, animator: fade())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }

  @Test func defect04AFailingPlanCompletesFromAnimateTransition() {
    Harness.world()
    let detail = UIViewController()
    root.present(detail, animator: FailingAnimator())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(detail.view.superview != nil)
    Harness.expectNoFailures()
  }

  // 5. A blur view released with its superview does not release a paused animator.
  @Test func defect05BlurViewReleasedWithItsSuperview() {
    let world = Harness.world()
    do {
      let container = UIView(frame: world.window.bounds)
      world.window.addSubview(container)
      let blur = BlurView(style: .dark)
      container.addSubview(blur)
      blur.fraction = 0.5
      container.removeFromSuperview()
    }
    do {
      let container = UIView()
      let blur = BlurView(style: .light)
      container.addSubview(blur)
      blur.fraction = 0.3
    }
    Harness.expectNoFailures()
  }

  // 6. Snapshots of the arriving view are taken after screen updates (not blank).
  @Test func defect06SnapshotOfTheArrivingViewIsNotBlank() throws {
    Harness.world()
    let timing = try AnimationTiming(duration: 0.2)
    let animator = PlanAnimator { _ in
      try TransitionPlan(
        setup: [.snapshot(of: .to, name: "to", state: ViewState(alpha: 1), placement: .front)],
        tracks: [
          Track(
            actor: .snapshot("to"), from: ViewState(alpha: 1), to: ViewState(alpha: 0),
            timing: timing)
        ])
    }
    let detail = UIViewController()
    root.present(detail, animator: animator)
    ScenarioClock.advance(by: 1.0 / 60)
    let container = try #require(detail.view.superview)
    let snapshot = try #require(container.subviews.first { $0.modelSnapshotSource === detail.view })
    #expect(!snapshot.modelIsBlankSnapshot)
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  // 7. Rotation during a presentation does not snap the presented view; it ends at the new frame.
  @Test func defect07RotationDuringAPresentation() throws {
    let world = Harness.world()
    let detail = UIViewController()
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .custom(value: 300), height: .custom(value: 400)))
    root.present(detail, animator: presentation)
    ScenarioClock.advance(by: 0.1)
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    #expect(world.snaps.isEmpty, "the presented view jumped: \(world.snaps)")
    ScenarioClock.runUntilIdle()
    let controller = try #require(detail.modelPresentationController)
    #expect(detail.view.frame == controller.frameOfPresentedViewInContainerView)
    #expect(detail.view.frame.midX == 422)
    Harness.expectNoFailures()
  }

  // 8. A refused pan fails in gestureRecognizerShouldBegin, never reaching .began.
  @Test func defect08ARefusedPanNeverBegins() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.wire(
      viewController: detail, with: .regular(.fromTop),
      navigationAction: { [weak detail] in detail?.dismiss(animated: true) },
      beginWhen: { false })
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let pan = try #require(delegate.interaction?.recognizer)
    let touch = ModelTouch(pan)
    touch.begin(translation: CGPoint(x: 0, y: 10))
    touch.end()
    #expect(!pan.modelStateHistory.contains(.began))
    #expect(pan.modelStateHistory.contains(.failed))
    Harness.expectNoFailures()
  }

  @Test func defect08ProgressIgnoresTheAnimatedViewsScale() throws {
    func progress(scaled: Bool) throws -> CGFloat {
      Harness.world()
      let detail = UIViewController()
      Animator(presentation: try coverWithPan()).prepare(presentedViewController: detail)
      root.present(detail, animated: true)
      ScenarioClock.runUntilIdle()
      if scaled {
        detail.view.transform = CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
      }
      let touch = ModelTouch(try #require(panRecognizer(on: detail.view)))
      touch.begin(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
      touch.move(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 100))
      let value = UIKitModel.world.transitionsInFlight.first?.percentComplete ?? -1
      touch.cancel()
      ScenarioClock.runUntilIdle()
      return value
    }
    let plain = try progress(scaled: false)
    let scaled = try progress(scaled: true)
    #expect(plain > 0)
    #expect(abs(plain - scaled) < 1e-9)
  }

  // 9. Under .custom the presenting view is outside the container, in the window: the plan
  // moves it as the seed libraries do (issue 34; UIKit only advises against it, §2.2) and the
  // dismissal puts it back exactly.
  @Test func defect09ThePresentingViewMovesUnderCustomAndIsPutBack() throws {
    let world = Harness.world()
    let timing = try AnimationTiming(duration: 0.2)
    let animator = PlanAnimator { context in
      let bounds = context.containerBounds
      return try TransitionPlan(tracks: [
        Track(
          actor: .presenting, from: ViewState(frame: bounds),
          to: ViewState(frame: bounds.offsetBy(dx: -100, dy: 0)), timing: timing),
        Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: timing),
      ])
    }
    let detail = UIViewController()
    root.present(detail, animator: animator)
    ScenarioClock.runUntilIdle()
    #expect(root.view.frame == world.window.bounds.offsetBy(dx: -100, dy: 0))
    detail.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.view.frame == world.window.bounds)
    Harness.expectNoFailures()
  }

  // 10. The keyboard frame comes in screen coordinates (Split View: the window is offset).
  @Test func defect10KeyboardFrameInSplitView() throws {
    Harness.world(size: CGSize(width: 500, height: 800), windowOrigin: CGPoint(x: 300, y: 0))
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.layout = .bottomHalf
    delegate.keyboardAvoidance = .moveUp
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let keyboard = CGRect(x: 300, y: 500, width: 500, height: 300)  // screen coordinates
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: keyboard),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
      ])
    let controller = try #require(
      detail.modelPresentationController as? CurtainPresentationController)
    #expect(controller.keyboardFrame == CGRect(x: 0, y: 500, width: 500, height: 300))
    Harness.expectNoFailures()
  }

  // 11. The player follows the plan: isHidden stays visible while either end is visible, and
  // the final zIndex order holds at the end.
  @Test func defect11IsHiddenAndZIndexFollowThePlan() throws {
    Harness.world()
    let timing = try AnimationTiming(duration: 1)
    let animator = PlanAnimator { context in
      try TransitionPlan(
        tracks: [
          Track(
            actor: .presented, from: ViewState(alpha: 0, zIndex: 0),
            to: ViewState(alpha: 1, zIndex: 2), timing: timing),
          Track(
            actor: .background, from: ViewState(isHidden: false), to: ViewState(isHidden: true),
            timing: timing),
        ], completionStates: [:])
    }
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: animator)
    delegate.layout = .alert
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 0.5)
    let controller = try #require(
      detail.modelPresentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(!background.isHidden, "plan: isHidden is false while running if either end is visible")
    ScenarioClock.runUntilIdle()
    #expect(background.isHidden)
    #expect(detail.view.superview?.subviews.last === detail.view)
    Harness.expectNoFailures()
  }

  // 12. A cancelled interactive pop removes the arriving view from the container.
  @Test func defect12CancelledPopLeavesNoArrivingView() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: fade())
    delegate.attach(to: navigation)
    delegate.wireInteractivePop(.regular(.fromLeft))
    navigation.pushViewController(UIViewController(), animated: false)
    let pan = try #require(delegate.interaction?.recognizer)
    let touch = ModelTouch(pan)
    touch.begin(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0))
    touch.move(to: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 10, y: 0))
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "the pan started the pop")
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    Harness.expectNoFailures()
    delegate.detach()
  }

  // 13. set(presentationController:) does not keep the presented controller alive.
  @Test func defect13SetPresentationControllerDoesNotLeak() {
    Harness.world()
    weak var weakDetail: UIViewController?
    weak var weakController: UIPresentationController?
    do {
      let detail = UIViewController()
      weakDetail = detail
      let delegate = ModalTransitionDelegate(animator: fade(0.1))
      let controller = UIPresentationController(presentedViewController: detail, presenting: root)
      weakController = controller
      delegate.set(presentationController: controller)
      delegate.attach(to: detail)
      root.present(detail, animated: true)
      ScenarioClock.runUntilIdle()
      root.dismiss(animated: true)
      ScenarioClock.runUntilIdle()
    }
    #expect(weakDetail == nil)
    #expect(weakController == nil)
    Harness.expectNoFailures()
  }

  // 14. A strong capture passed to wire is released after any completed dismissal.
  @Test func defect14StrongCaptureReleasedAfterADismissalWithoutADismissAnimator() {
    Harness.world()
    weak var weakDetail: UIViewController?
    do {
      let detail = UIViewController()
      weakDetail = detail
      let delegate = ModalTransitionDelegate()
      delegate.set(animator: fade(0.1), for: [.present])
      delegate.wire(viewController: detail, with: .regular(.fromTop)) {
        detail.dismiss(animated: true)
      }
      delegate.attach(to: detail)
      root.present(detail, animated: true)
      ScenarioClock.runUntilIdle()
      root.dismiss(animated: true)
      ScenarioClock.runUntilIdle()
    }
    #expect(weakDetail == nil)
    Harness.expectNoFailures()
  }

  @Test func defect14StrongCaptureReleasedWhenDismissedAsAnIntermediate() {
    Harness.world()
    weak var weakDetail: UIViewController?
    do {
      let detail = UIViewController()
      weakDetail = detail
      let delegate = ModalTransitionDelegate(animator: fade(0.1))
      delegate.layout = .alert
      delegate.wire(viewController: detail, with: .regular(.fromTop)) {
        detail.dismiss(animated: true)
      }
      delegate.attach(to: detail)
      root.present(detail, animated: true)
      ScenarioClock.runUntilIdle()
      detail.present(UIViewController(), animator: fade(0.1))
      ScenarioClock.runUntilIdle()
      root.dismiss(animated: true)
      ScenarioClock.runUntilIdle()
    }
    #expect(weakDetail == nil)
    Harness.expectNoFailures()
  }
}
#endif
