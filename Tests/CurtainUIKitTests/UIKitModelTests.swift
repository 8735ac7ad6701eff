#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need the model's own rules: its
// failure list, exact virtual time, synthesized touches.
import Testing
import UIKit

/// The model's own rules (Tests/UIKitStub/Model), each against the source it cites.
///
/// The numbering is UIKIT-SEMANTICS.md's. Expected values are stated by the documentation.
@Suite @MainActor struct UIKitModelTests {
  private func animator(_ duration: TimeInterval = 1) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .linear))
  }

  private func failures() -> [ModelFailure] { Harness.takeFailures() }

  @Test func aNewAnimatorIsInactiveAndStartingMakesItActiveUntilItFinishes() {
    Harness.world()
    let view = UIView()
    let a = animator(0.5)
    #expect(a.state == .inactive)  // §1.1 "starts in the inactive state"
    a.addAnimations { view.alpha = 0 }
    a.startAnimation()
    #expect(a.state == .active)
    ScenarioClock.advance(by: 0.6)
    #expect(a.state == .inactive)
    #expect(view.alpha == 0)
    Harness.expectNoFailures()
  }

  @Test func thePresentationValueMovesLinearlyWithALinearCurve() {
    Harness.world()
    let view = UIView()
    let a = animator(1)
    a.addAnimations { view.alpha = 0 }
    a.startAnimation()
    ScenarioClock.advance(by: 0.25)
    // Model value is the end value at once; on screen 1 - 0.25 (linear).
    #expect(view.alpha == 0)
    #expect(abs(view.modelPresentedAlpha - 0.75) < 0.02)
    ScenarioClock.advance(by: 1)
    Harness.expectNoFailures()
  }

  @Test func stopWithoutFinishingIsInactiveAtOnceAndRunsNoCompletion() {
    Harness.world()
    let view = UIView()
    let a = animator()
    var positions: [UIViewAnimatingPosition] = []
    a.addAnimations { view.alpha = 0 }
    a.addCompletion { positions.append($0) }
    a.startAnimation()
    ScenarioClock.advance(by: 0.5)
    a.stopAnimation(true)  // §1.2 D
    #expect(a.state == .inactive)
    #expect(positions.isEmpty)
    #expect(abs(view.alpha - 0.5) < 0.02)  // frozen at the current value
    Harness.expectNoFailures()
  }

  @Test func stopWithFinishingWaitsForFinishAnimation() {
    Harness.world()
    let view = UIView()
    let a = animator()
    var positions: [UIViewAnimatingPosition] = []
    a.addAnimations { view.alpha = 0 }
    a.addCompletion { positions.append($0) }
    a.startAnimation()
    ScenarioClock.advance(by: 0.5)
    a.stopAnimation(false)  // §1.2 D: stopped, completions wait
    #expect(a.state == .stopped)
    #expect(positions.isEmpty)
    a.finishAnimation(at: .start)  // §1.3 D
    #expect(positions == [.start])
    #expect(a.state == .inactive)
    #expect(view.alpha == 1)
    Harness.expectNoFailures()
  }

  @Test func finishAnimationOnAnActiveAnimatorRaises() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.finishAnimation(at: .end)  // §1.3 "may only be called if … stopped"
    #expect(failures().contains { $0.message.contains("finishAnimation") })
    a.stopAnimation(true)
  }

  @Test func finishAnimationOnAPristineAnimatorIsANoOp() {
    Harness.world()
    // The documented reading of §1.3 (alternative `finishOnInactiveRaises` raises).
    UIKitModel.world.readings.alternatives.remove(.finishOnInactiveRaises)
    let a = animator()
    a.finishAnimation(at: .end)  // §1.3 O
    #expect(failures().isEmpty)
  }

  @Test func stoppingAStoppedAnimatorRaises() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.stopAnimation(false)
    a.stopAnimation(false)  // §1.4 O
    #expect(failures().contains { $0.message.contains("already stopped") })
    a.finishAnimation(at: .current)
  }

  @Test func aStoppedAnimatorCannotBeStarted() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.stopAnimation(false)
    a.startAnimation()  // §1.5 D
    #expect(failures().contains { $0.message.contains("cannot be started") })
    a.finishAnimation(at: .current)
  }

  @Test func aNegativeDelayRaises() {
    Harness.world()
    let a = animator()
    a.startAnimation(afterDelay: -1)  // §1.6 O
    #expect(failures().contains { $0.message.contains("negative delay") })
  }

  @Test func pauseMakesAnActiveAnimatorThatDoesNotRun() {
    Harness.world()
    let view = UIView()
    let a = animator()
    a.addAnimations { view.alpha = 0 }
    a.pauseAnimation()  // §1.7 D
    #expect(a.state == .active)
    ScenarioClock.advance(by: 2)
    #expect(a.state == .active)
    #expect(abs(view.modelPresentedAlpha - 1) < 1e-9)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func fractionCompleteScrubsAPausedAnimator() {
    Harness.world()
    let view = UIView()
    let a = animator()
    a.addAnimations { view.alpha = 0 }
    a.pauseAnimation()
    a.fractionComplete = 0.4  // §1.9 D
    #expect(abs(a.fractionComplete - 0.4) < 1e-9)
    #expect(abs(view.modelPresentedAlpha - 0.6) < 1e-6)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func fractionCompleteOnARunningAnimatorIsAProgrammerError() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.fractionComplete = 0.5  // §1.9 D, stricter reading
    #expect(failures().contains { $0.message.contains("only while the animator is paused") })
    a.stopAnimation(true)
  }

  @Test func fractionCompleteOnAnInactiveAnimatorMakesItActive() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.fractionComplete = 0.3  // §1.9 D
    #expect(a.state == .active)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func continueAnimationOnARunningAnimatorIsAProgrammerError() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.continueAnimation(withTimingParameters: nil, durationFactor: 0)  // §1.10 D
    #expect(failures().contains { $0.message.contains("not paused") })
    a.stopAnimation(true)
  }

  @Test func continueAnimationFinishesAPausedAnimatorInDurationFactorTimesDuration() {
    Harness.world()
    let a = animator(1)
    var ended: TimeInterval?
    a.addAnimations {}
    a.addCompletion { _ in ended = UIKitModel.world.now }
    a.pauseAnimation()
    a.fractionComplete = 0.5
    let start = UIKitModel.world.now
    // §1.10 D: the remaining time is durationFactor × duration = 0.2 s.
    a.continueAnimation(withTimingParameters: nil, durationFactor: 0.2)
    ScenarioClock.advance(by: 1)
    let took = (ended ?? 99) - start
    #expect(abs(took - 0.2) < 1.5 / 60)
    Harness.expectNoFailures()
  }

  @Test func aReversedRunEndsAtTheStartWithTheStartValues() {
    Harness.world()
    // The documented reading of §1.8 (alternative `reversedFinishReportsEnd` reports .end).
    UIKitModel.world.readings.alternatives.remove(.reversedFinishReportsEnd)
    let view = UIView()
    let a = animator(0.5)
    var positions: [UIViewAnimatingPosition] = []
    a.addAnimations { view.alpha = 0 }
    a.addCompletion { positions.append($0) }
    a.pauseAnimation()
    a.fractionComplete = 0.5
    a.isReversed = true  // §1.8 D
    a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    ScenarioClock.advance(by: 1)
    #expect(positions == [.start])
    #expect(view.alpha == 1)
    Harness.expectNoFailures()
  }

  @Test func pausesOnCompletionStaysActiveWithoutCompletions() {
    Harness.world()
    let a = animator(0.2)
    var ran = false
    a.addAnimations {}
    a.addCompletion { _ in ran = true }
    a.pausesOnCompletion = true  // §1.11 D
    a.startAnimation()
    ScenarioClock.advance(by: 0.5)
    #expect(a.state == .active)
    #expect(!ran)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func completionsRunInInsertionOrderWithOnePosition() {
    Harness.world()
    let a = animator(0.1)
    var order: [String] = []
    a.addAnimations {}
    a.addCompletion { order.append("a\($0.rawValue)") }
    a.addCompletion { order.append("b\($0.rawValue)") }
    a.startAnimation()
    ScenarioClock.advance(by: 0.3)
    #expect(order == ["a0", "b0"])  // §1.14 O; .end is raw value 0 (H-VA)
    Harness.expectNoFailures()
  }

  @Test func addingAnimationsToAStoppedAnimatorRaises() {
    Harness.world()
    let a = animator()
    a.addAnimations {}
    a.startAnimation()
    a.stopAnimation(false)
    a.addAnimations {}  // §1.13 O
    #expect(failures().contains { $0.message.contains("stopped state") })
    a.finishAnimation(at: .current)
  }

  @Test func releasingAPausedAnimatorRaises() {
    Harness.world()
    do {
      let a = animator()
      a.addAnimations {}
      a.pauseAnimation()
    }
    // §1.15 O: "It is an error to release a paused or stopped property animator".
    #expect(failures().contains { $0.message.contains("release a paused or stopped") })
  }

  @Test func aRunningAnimatorIsKeptAliveUntilItEnds() {
    Harness.world()
    weak var weakAnimator: UIViewPropertyAnimator?
    do {
      let a = animator(0.2)
      a.addAnimations {}
      a.startAnimation()
      weakAnimator = a
    }
    #expect(weakAnimator != nil)
    ScenarioClock.advance(by: 0.5)
    #expect(weakAnimator == nil)
    Harness.expectNoFailures()
  }

  @Test func isHiddenAndShadowsChangeAtOnceInsideAnAnimation() {
    Harness.world()
    let view = UIView()
    let a = animator()
    a.addAnimations {
      view.isHidden = true
      view.layer.shadowOpacity = 1
    }
    a.startAnimation()
    #expect(view.isHidden)
    #expect(view.layer.shadowOpacity == 1)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func keyframesSplitTheTimeline() {
    Harness.world()
    let view = UIView()
    let a = animator(1)
    a.addAnimations {
      UIView.animateKeyframes(withDuration: 1, delay: 0) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
      }
    }
    a.pauseAnimation()
    a.fractionComplete = 0.25
    // Halfway through the first keyframe: 1 → 0.5, so 0.75.
    #expect(abs(view.modelPresentedAlpha - 0.75) < 1e-6)
    a.fractionComplete = 0.75
    #expect(abs(view.modelPresentedAlpha - 0.25) < 1e-6)
    a.stopAnimation(true)
    Harness.expectNoFailures()
  }

  @Test func settingFrameWithATransformIsAProgrammerError() {
    Harness.world()
    let view = UIView()
    view.transform = CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)  // AD/uiview/frame
    #expect(failures().contains { $0.message.contains("transform is not the identity") })
  }

  @Test func snapshotsOfUnrenderedViewsAreBlank() {
    let world = Harness.world()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    world.window.addSubview(view)
    #expect(view.snapshotView(afterScreenUpdates: false)?.modelIsBlankSnapshot == true)  // §8.1
    #expect(view.snapshotView(afterScreenUpdates: true)?.modelIsBlankSnapshot == false)
    Harness.expectNoFailures()
  }

  @Test func theTransitioningDelegateIsWeak() {
    Harness.world()
    let controller = UIViewController()
    do {
      final class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
      let delegate = Delegate()
      controller.transitioningDelegate = delegate
      #expect(controller.transitioningDelegate != nil)
    }
    #expect(controller.transitioningDelegate == nil)  // §5.8 D
  }

  @Test func associatedObjectsGoWithTheirObject() {
    Harness.world()
    final class Payload {}
    weak var payload: Payload?
    var key: UInt8 = 0
    do {
      let controller = UIViewController()
      let value = Payload()
      payload = value
      withUnsafePointer(to: &key) { pointer in
        objc_setAssociatedObject(controller, pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(controller, pointer) as? Payload === value)
      }
    }
    #expect(payload == nil)
  }

  @Test func aRefusedGestureFailsWithoutAnAction() {
    let world = Harness.world()
    final class Refuse: NSObject, UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
    }
    let refuse = Refuse()
    let pan = UIPanGestureRecognizer()
    pan.delegate = refuse
    var actions = 0
    pan.modelAddAction { _ in actions += 1 }
    world.window.addGestureRecognizer(pan)
    #expect(!ModelTouch(pan).begin())  // §9.2 D: false → failed
    #expect(pan.modelStateHistory == [.failed])
    #expect(actions == 0)
    #expect(pan.state == .possible)
  }

  @Test func theSystemSwipeBackDoesNotBeginAtTheRoot() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    #expect(!ModelTouch(swipe).begin())
    Harness.expectNoFailures()
  }

  @Test func theSystemSwipeBackPopsInteractively() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    navigation.pushViewController(UIViewController(), animated: false)
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    let touch = ModelTouch(swipe)
    // From the left edge, moving right (§9.4: an edge pan begins only so).
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    touch.move(to: CGPoint(x: 100, y: 0))
    touch.move(to: CGPoint(x: 300, y: 0))
    touch.end(velocity: CGPoint(x: 500, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    Harness.expectNoFailures()
  }

  @Test func aCancelledSystemSwipeBackKeepsTheStack() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let top = UIViewController()
    navigation.pushViewController(top, animated: false)
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    let touch = ModelTouch(swipe)
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    touch.move(to: CGPoint(x: 40, y: 0))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(top.view.superview != nil)
    Harness.expectNoFailures()
  }

  @Test func aTransitionThatNeverCompletesIsAFreeze() {
    let world = Harness.world()
    final class Never: NSObject, UIViewControllerAnimatedTransitioning,
      UIViewControllerTransitioningDelegate
    {
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      )
        -> TimeInterval
      { 0.1 }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }
    let never = Never()
    let detail = UIViewController()
    detail.transitioningDelegate = never
    detail.modalPresentationStyle = .custom
    world.window.rootViewController?.present(detail, animated: true)
    ScenarioClock.runUntilIdle(timeout: 1)
    #expect(failures().contains { $0.kind == .freeze })  // §2.5
  }

  @Test func presentationControllerCallbacksComeInUIKitsOrder() {
    let world = Harness.world()
    final class Recorder: UIPresentationController {
      var calls: [String] = []
      override func presentationTransitionWillBegin() { calls.append("willBegin") }
      override func presentationTransitionDidEnd(_ completed: Bool) {
        calls.append("didEnd(\(completed))")
      }
      override func dismissalTransitionWillBegin() { calls.append("dismissWillBegin") }
      override func dismissalTransitionDidEnd(_ completed: Bool) {
        calls.append("dismissDidEnd(\(completed))")
      }
    }
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      var calls: [String] = []
      var controller: Recorder?
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        calls.append("presentationController")
        let recorder = Recorder(presentedViewController: presented, presenting: presenting)
        controller = recorder
        return recorder
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("animationController")
        return nil
      }
    }
    let delegate = Delegate()
    let detail = UIViewController()
    detail.transitioningDelegate = delegate
    detail.modalPresentationStyle = .custom
    let root = world.window.rootViewController ?? UIViewController()
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    // §5.1 D: the presentation controller first, then the animator.
    #expect(delegate.calls == ["presentationController", "animationController"])
    #expect(
      delegate.controller?.calls == [
        "willBegin", "didEnd(true)", "dismissWillBegin", "dismissDidEnd(true)",
      ])
    Harness.expectNoFailures()
  }

  @Test func underCustomTheFromViewIsNilAndTheFinalFrameIsThePresentationControllers() {
    let world = Harness.world()
    // The documented reading of §2.4 (alternative `customPresentedFinalFrameZero`: CGRectZero).
    world.readings.alternatives.remove(.customPresentedFinalFrameZero)
    final class Probe: NSObject, UIViewControllerAnimatedTransitioning,
      UIViewControllerTransitioningDelegate
    {
      var fromView: UIView?? = .none
      var finalFrame = CGRect.zero
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      )
        -> TimeInterval
      { 0 }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        fromView = .some(transitionContext.view(forKey: .from))
        if let to = transitionContext.viewController(forKey: .to) {
          finalFrame = transitionContext.finalFrame(for: to)
          transitionContext.containerView.addSubview(to.view)
        }
        transitionContext.completeTransition(true)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }
    let probe = Probe()
    let detail = UIViewController()
    detail.transitioningDelegate = probe
    detail.modalPresentationStyle = .custom
    world.window.rootViewController?.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(probe.fromView == .some(nil))  // §2.2 D
    #expect(probe.finalFrame == world.window.bounds)  // §5.5 D default: the container's bounds
    Harness.expectNoFailures()
  }

  @Test func completingTwiceIsAProgrammerError() {
    let world = Harness.world()
    final class Twice: NSObject, UIViewControllerAnimatedTransitioning,
      UIViewControllerTransitioningDelegate
    {
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      )
        -> TimeInterval
      { 0 }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) {
          transitionContext.containerView.addSubview(to)
        }
        transitionContext.completeTransition(true)
        transitionContext.completeTransition(true)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }
    let twice = Twice()
    let detail = UIViewController()
    detail.transitioningDelegate = twice
    world.window.rootViewController?.present(detail, animated: true)
    #expect(failures().contains { $0.message.contains("twice") })  // §2.5
  }

  @Test func percentDrivenFinishAndCancel() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    navigation.pushViewController(UIViewController(), animated: false)
    let percent = UIPercentDrivenInteractiveTransition()
    #expect(percent.wantsInteractiveStart)  // §4.1 D
    #expect(percent.completionSpeed == 1)  // §4.2 D
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    let touch = ModelTouch(swipe)
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    touch.move(to: CGPoint(x: 195, y: 0))
    let context = UIKitModel.world.transitionsInFlight.first
    #expect(abs((context?.percentComplete ?? 0) - 0.5) < 1e-6)  // §4.4 D
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    Harness.expectNoFailures()
  }
}
#endif
