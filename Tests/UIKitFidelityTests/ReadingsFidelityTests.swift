#if canImport(UIKit)
import Testing
import UIKit

/// The alternative readings of the model's O and M rules (Tests/UIKitStub/SEMANTICS.md,
/// "Alternative readings"): each test runs under the documented reading and under its
/// alternative and checks the difference a device would show, so that no switch is dead.
///
/// Model only: the readings are the model's.
@Suite @MainActor struct ReadingsFidelityTests {
  #if CURTAIN_UIKIT_MODEL
  private func reading(_ alternative: UIKitModelReadings.Alternative, _ on: Bool) {
    UIKitModel.world.readings = on ? UIKitModelReadings([alternative]) : .documented
  }

  private func fadingAnimator(in window: UIWindow) -> UIViewPropertyAnimator {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
  }

  @Test(
    "[1.3] finishAnimation on a pristine inactive animator: nothing, or an exception",
    arguments: [false, true])
  func finishingAPristineAnimator(alternative: Bool) {
    let window = Scenario.window()
    reading(.finishOnInactiveRaises, alternative)
    _ = window
    // Pristine: no animation block, never started.
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
    animator.finishAnimation(at: .end)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.3") } == alternative)
    #expect(animator.state == .inactive)
  }

  @Test(
    "[1.4] stopAnimation on an inactive animator: nothing, or an exception",
    arguments: [false, true])
  func stoppingAnInactiveAnimator(alternative: Bool) {
    let window = Scenario.window()
    reading(.stopOnInactiveRaises, alternative)
    let animator = fadingAnimator(in: window)
    animator.stopAnimation(true)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.4") } == alternative)
    #expect(animator.state == .inactive)
  }

  /// Scrubbed to 0.5, reversed and run back to the start: the alpha is back at 1 either way;
  /// the position reported is `.start`, or `.end` under the alternative.
  @Test("[1.8] a reversed run that finishes reports .start, or .end", arguments: [false, true])
  func aReversedRunsPosition(alternative: Bool) {
    let window = Scenario.window()
    reading(.reversedFinishReportsEnd, alternative)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [alternative ? .end : .start])
    #expect(view.alpha == 1)
    Scenario.expectNoFailures()
  }

  @Test("[1.9] fractionComplete 0 and 1 are clamped, or kept", arguments: [false, true])
  func fractionCompleteBounds(alternative: Bool) {
    let window = Scenario.window()
    reading(.fractionCompleteUnclamped, alternative)
    let animator = fadingAnimator(in: window)
    animator.fractionComplete = 0
    #expect(animator.fractionComplete == (alternative ? 0 : 0.000_01))
    animator.fractionComplete = 1
    #expect(animator.fractionComplete == (alternative ? 1 : 0.999_99))
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  /// A linear 1 s animator paused at 0.5 and continued with a factor of 0: the half left takes
  /// the remaining 0.5 s (done by 0.6 s), or the whole duration, 1 s (still running at 0.6 s).
  @Test(
    "[1.10] a durationFactor of 0 keeps the remaining duration, or takes the whole",
    .enabled(if: ScenarioClock.isVirtual, "exact times need the model's virtual clock"),
    arguments: [false, true])
  func aZeroDurationFactor(alternative: Bool) {
    let window = Scenario.window()
    reading(.zeroDurationFactorTakesWholeDuration, alternative)
    let animator = fadingAnimator(in: window)
    animator.fractionComplete = 0.5
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    ScenarioClock.advance(by: 0.6)
    #expect((animator.state == .active) == alternative)
    ScenarioClock.runUntil { animator.state == .inactive }
    Scenario.expectNoFailures()
  }

  @Test("[1.14] isRunning inside the completions reads true, or false", arguments: [false, true])
  func runningInsideCompletions(alternative: Bool) {
    let window = Scenario.window()
    reading(.notRunningInsideCompletions, alternative)
    let animator = fadingAnimator(in: window)
    var running: [Bool] = []
    animator.addCompletion { _ in running.append(animator.isRunning) }
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(running == [!alternative])
    Scenario.expectNoFailures()
  }

  @Test("[12.3] popToRootViewController at the root returns [], or nil", arguments: [false, true])
  func poppingToTheRootAtTheRoot(alternative: Bool) {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    reading(.popToRootAtRootReturnsNil, alternative)
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped == (alternative ? nil : []))
    #expect(navigation.viewControllers == [root])
    Scenario.expectNoFailures()
  }

  @Test(
    "[13.1] a push: the leaving controller hears first, or the arriving one",
    arguments: [false, true])
  func theOrderOfAPushsCallbacks(alternative: Bool) {
    let log = EventLog()
    let below = AppearanceLogger("below", log: log)
    let top = AppearanceLogger("top", log: log)
    let navigation = UINavigationController(rootViewController: below)
    Scenario.window(root: navigation)
    reading(.arrivingHearsFirst, alternative)
    let mark = log.events.count
    navigation.pushViewController(top, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events(since: mark)
        == (alternative
          ? ["top.willAppear", "below.willDisappear", "top.didAppear", "below.didDisappear"]
          : ["below.willDisappear", "top.willAppear", "below.didDisappear", "top.didAppear"]))
    Scenario.expectNoFailures()
  }

  /// `setViewControllers(_:animated: false)` replacing the top: the delegate hears willShow and
  /// didShow, or (alternative) neither.
  @Test(
    "[12.2] a non-animated change of the top sends willShow and didShow, or neither",
    arguments: [false, true])
  func aNonAnimatedChangeOfTheTop(alternative: Bool) {
    let root = UIViewController()
    let other = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    reading(.noShowCallbacksWithoutAnimation, alternative)
    let log = EventLog()
    let delegate = ShowingNavigationDelegate(log: log, names: [(root, "root"), (other, "other")])
    navigation.delegate = delegate
    navigation.setViewControllers([other], animated: false)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [other])
    #expect(
      log.events.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") }
        == (alternative ? [] : ["willShow(other)", "didShow(other)"]))
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }
  #endif
}
#endif
