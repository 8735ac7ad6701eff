#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Testing
import UIKit

/// Interactive wiring (UIKIT-SEMANTICS §4.1, §4.2, §6.3), on the model, with controllers written
/// only against UIKit's public API (ModelFixtures.swift).
@Suite @MainActor struct InteractionRuleTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// A navigation delegate with a custom pop animator and no interaction controller.
  private final class CustomPop: NSObject, UINavigationControllerDelegate {
    let animator = PlainFade(duration: 0.3)
    var asked: [UINavigationController.Operation] = []
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      asked.append(operation)
      return operation == .pop ? animator : nil
    }
  }

  // openradar 15215690: with `animationControllerFor` implemented, "the default interactive
  // pop transition can't be triggered"; HeroTransitions/Hero #143: with a custom pop animator
  // "NavController's gesture will be gone". O; the model refuses the swipe.
  @Test("[6.3] A custom pop animator without an interaction controller refuses the swipe back")
  func aCustomPopAnimatorWithoutAnInteractionControllerRefusesTheSwipeBack() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    // The documented reading (alternative `systemSwipeDrivesCustomPop` pops).
    UIKitModel.world.readings.alternatives.remove(.systemSwipeDrivesCustomPop)
    let delegate = CustomPop()
    navigation.delegate = delegate
    let top = UIViewController()
    navigation.pushViewController(top, animated: false)
    let swipe = try #require(navigation.interactivePopGestureRecognizer)
    let touch = ModelTouch(swipe)
    #expect(!touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    touch.move(to: CGPoint(x: 300, y: 0))
    touch.end(velocity: CGPoint(x: 800, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2, "nothing popped")
    #expect(top.view.window != nil)
    #expect(delegate.animator.ended.isEmpty, "the custom animator never ran")
    #expect(swipe.modelStateHistory == [.began, .cancelled])
    // A pop by code still runs the custom animator.
    navigation.popViewController(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(delegate.animator.ended == [true])
    Harness.expectNoFailures()
  }

  /// Presents a fade driven by a percent-driven interaction; returns the interaction, the
  /// presented controller and the wiring (keep it: the transitioning delegate is weak).
  private func presentInteractively(
    interruptible: Bool, duration: TimeInterval = 1
  ) -> (UIPercentDrivenInteractiveTransition, UIViewController, Wiring) {
    let animator: any UIViewControllerAnimatedTransitioning =
      interruptible ? InterruptibleFade(duration: duration) : PlainFade(duration: duration)
    let percent = UIPercentDrivenInteractiveTransition()
    let wiring = Wiring(animator: animator, interactor: percent)
    let detail = UIViewController()
    wiring.attach(to: detail)
    root.present(detail, animated: true)
    return (percent, detail, wiring)
  }

  // H-VCT: "completionSpeed defaults to 1.0 which corresponds to a completion duration of
  // (1 - percentComplete)*duration … The actual completion is inversely proportional to the
  // completionSpeed." From 0.5 at speed 2: (1 − 0.5) × 1 s / 2 = 0.25 s.
  @Test(
    "[4.2] A percent-driven finish from 0.5 at speed 2 takes a quarter of the duration",
    arguments: [false, true])
  func aPercentDrivenFinishAtSpeedTwoTakesAQuarterOfTheDuration(interruptible: Bool) {
    Harness.world()
    var completedAt: TimeInterval?
    let animator: any UIViewControllerAnimatedTransitioning =
      interruptible ? InterruptibleFade(duration: 1) : PlainFade(duration: 1)
    let percent = UIPercentDrivenInteractiveTransition()
    let wiring = Wiring(animator: animator, interactor: percent)
    let detail = UIViewController()
    wiring.attach(to: detail)
    root.present(detail, animated: true) { completedAt = UIKitModel.world.now }
    percent.update(0.5)
    percent.completionSpeed = 2
    let released = UIKitModel.world.now
    percent.finish()
    ScenarioClock.runUntilIdle()
    let took = (completedAt ?? 99) - released
    #expect(abs(took - 0.25) <= 1.5 / 60, "took \(took) s")
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }

  // H-VCT: completionCurve: "When the interactive part of the transition has completed, this
  // property can be set to indicate a different animation curve … during the interactive
  // portion of the animation the timing curve is linear."
  @Test("[4.2] The percent-driven completion follows completionCurve")
  func thePercentDrivenCompletionFollowsCompletionCurve() throws {
    Harness.world()
    let (percent, detail, wiring) = presentInteractively(interruptible: false)
    _ = wiring
    percent.update(0.5)
    // Linear while interactive: the linear fade shows alpha 0.5 at percent 0.5.
    #expect(abs(detail.view.modelPresentedAlpha - 0.5) < 1e-6)
    percent.completionCurve = .easeIn
    percent.finish()
    // Halfway through the 0.5 s completion the time is 0.5 + 0.5 · easeIn(0.5). Ease-in is the
    // cubic Bézier (0, 0), (0.42, 0), (1, 1), (1, 1): x(s) = 1.26 s (1 − s)² + 3 s² (1 − s) + s³,
    // y(s) = 3 s² (1 − s) + s³; solve x(s) = 0.5 by bisection (s ≈ 0.3746, y ≈ 0.3158).
    func x(_ s: Double) -> Double { 1.26 * s * (1 - s) * (1 - s) + 3 * s * s * (1 - s) + s * s * s }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if x(mid) < 0.5 { low = mid } else { high = mid }
    }
    let s = (low + high) / 2
    let eased = 3 * s * s * (1 - s) + s * s * s
    #expect(abs(eased - 0.3158) < 1e-3)
    ScenarioClock.advance(by: 0.25)
    let expected = CGFloat(0.5 + 0.5 * eased)  // the linear fade's alpha at that time
    #expect(abs(detail.view.modelPresentedAlpha - expected) < 1e-3)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.alpha == 1)
    Harness.expectNoFailures()
  }

  // H-VCT: timingCurve: "For an interruptible animator, one can specify a different timing
  // curve provider to use when the transition is continued. This property is ignored if the
  // animated transitioning object does not vend an interruptible animator."
  @Test(
    "[4.3] timingCurve continues an interruptible animator and is ignored without one",
    arguments: [false, true])
  func timingCurveContinuesAnInterruptibleAnimatorOnly(interruptible: Bool) throws {
    Harness.world()
    let (percent, detail, wiring) = presentInteractively(interruptible: interruptible)
    _ = wiring
    percent.update(0.5)
    percent.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
    percent.finish()
    ScenarioClock.advance(by: 0.25)
    // Interruptible: the rest of the timeline runs on ease-in from 0.5 ("as if the animation
    // was started from its current position", H-VPA): 0.5 + 0.5 · easeIn(0.5), easeIn(0.5)
    // by bisection as above. Without one, the completion curve (ease-in-out, symmetric):
    // 0.5 + 0.5 · 0.5 = 0.75.
    func x(_ s: Double) -> Double {
      1.26 * s * (1 - s) * (1 - s) + 3 * s * s * (1 - s) + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if x(mid) < 0.5 { low = mid } else { high = mid }
    }
    let s = (low + high) / 2
    let easeIn = 3 * s * s * (1 - s) + s * s * s
    let expected = CGFloat(interruptible ? 0.5 + 0.5 * easeIn : 0.75)
    #expect(abs(detail.view.modelPresentedAlpha - expected) < 1e-3)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }

  // H-VCT: wantsInteractiveStart: "Set this to NO in order to start an interruptible
  // transition non interactively. By default this is YES"; for an interactor that does not
  // implement it "YES is assumed".
  @Test(
    "[4.1] wantsInteractiveStart false starts an interruptible transition that plays to the end")
  func wantsInteractiveStartFalseStartsAnInterruptibleTransitionThatPlaysToTheEnd() throws {
    Harness.world()
    let fade = InterruptibleFade(duration: 0.3)
    let percent = UIPercentDrivenInteractiveTransition()
    #expect(percent.wantsInteractiveStart, "YES by default")
    percent.wantsInteractiveStart = false
    let wiring = Wiring(animator: fade, interactor: percent)
    let detail = UIViewController()
    wiring.attach(to: detail)
    var completed = false
    root.present(detail, animated: true) { completed = true }
    let context = try #require(UIKitModel.world.transitionsInFlight.first)
    #expect(!context.isInteractive)
    ScenarioClock.runUntilIdle()
    #expect(completed)
    #expect(fade.ended == [true])
    #expect(detail.view.alpha == 1)
    Harness.expectNoFailures()
  }

  // H-VCT: pauseInteractiveTransition: "Use this method to pause a running interruptible
  // animator"; with wantsInteractiveStart false the transition "can" become interactive.
  @Test("[4.1] A transition started non-interactively becomes interactive when paused")
  func aTransitionStartedNonInteractivelyBecomesInteractiveWhenPaused() throws {
    Harness.world()
    let fade = InterruptibleFade(duration: 1)
    let percent = UIPercentDrivenInteractiveTransition()
    percent.wantsInteractiveStart = false
    let wiring = Wiring(animator: fade, interactor: percent)
    let detail = UIViewController()
    wiring.attach(to: detail)
    root.present(detail, animated: true)
    let context = try #require(UIKitModel.world.transitionsInFlight.first)
    ScenarioClock.advance(by: 0.25)
    percent.pause()
    #expect(context.isInteractive)
    // Paused where it played to (15 frames of 1/60 s: 0.25).
    #expect(abs(detail.view.modelPresentedAlpha - 0.25) < 1e-6)
    percent.update(0.1)
    percent.cancel()
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(fade.ended == [false])
    Harness.expectNoFailures()
  }
}
#endif
