#if canImport(UIKit)
import Testing
import UIKit

/// Navigation and tab bar controllers with and without an app's animation and interaction
/// controllers (§6.1, 6.2, 6.4, §7), through their delegates.
@Suite @MainActor struct NavigationTabFidelityTests {
  @Test("[6.1] a delegate returning nil gets the default push, and no interaction question")
  func aNilAnimatorGetsTheDefaultPush() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = Scenario.window(root: navigation)
    let log = EventLog()
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root, next])
    #expect(next.view.window === window)
    // M: interactionControllerFor is asked only when an animator was returned.
    #expect(log.events == ["animationControllerFor(push)"])
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[6.1] interactionControllerFor receives the delegate's own animator")
  func theInteractionQuestionCarriesTheAnimator() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    let log = EventLog()
    let delegate = LoggingNavigationDelegate(log: log)
    let fade = FadeAnimator(log: log)
    delegate.animator = fade
    navigation.delegate = delegate
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.only("animationControllerFor", "interactionControllerFor", "animateTransition")
        == ["animationControllerFor(push)", "interactionControllerFor", "animateTransition"])
    let asked = try #require(delegate.askedInteractionFor.first)
    #expect(asked === fade)
    #expect(fade.ended == [true])
    navigation.popViewController(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root])
    #expect(log.events.contains("animationControllerFor(pop)"))
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[6.2] the navigation controller installs its pop gesture on its view")
  func thePopGestureIsOnTheNavigationView() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Scenario.window(root: navigation)
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    #expect(pop.view === navigation.view)
    #expect(pop.isEnabled)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: the swipe is a synthesized touch (a simulator needs a UI test for that).
  @Test("[6.2] a swipe from the leading edge pops the top controller")
  func aSwipeFromTheLeadingEdgePops() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    navigation.pushViewController(UIViewController(), animated: false)
    ScenarioClock.runUntilIdle()
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    let finger = Scenario.touch(pop)
    // §9.4: an edge pan begins only for a touch that goes down at the edge and moves inward.
    #expect(finger.begin(translation: CGPoint(x: 12, y: 0), at: CGPoint(x: 2, y: 400)))
    finger.move(to: CGPoint(x: 120, y: 0))
    finger.move(to: CGPoint(x: 300, y: 0))
    finger.end(velocity: CGPoint(x: 800, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root])
    Scenario.expectNoFailures()
  }

  // Model only: synthesized touches; and a swipe that begins at the root freezes a device.
  @Test("[6.4] UIKit's own delegate keeps the swipe from beginning at the root")
  func theSwipeDoesNotBeginAtTheRoot() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    let inward = CGPoint(x: 12, y: 0)
    #expect(!Scenario.touch(pop).begin(translation: inward, at: CGPoint(x: 2, y: 400)))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root])
    Scenario.expectNoFailures()
    // An app that takes the delegate over and lets everything begin freezes the interface.
    let permissive = ShouldBeginDelegate { _ in true }
    pop.delegate = permissive
    let finger = Scenario.touch(pop)
    finger.begin(translation: CGPoint(x: 12, y: 0), at: CGPoint(x: 2, y: 400))
    finger.end()
    #expect(Scenario.takeFailures().contains { $0.contains("§6.4") })
    withExtendedLifetime(permissive) {}
  }
  #endif

  @Test("[6.4] an app's gesture delegate answers from the stack, as the fix does")
  func anAppsDelegateAllowsTheSwipeOnlyWithSomethingToPop() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    // UIKit installs a delegate of its own (the one that refuses the swipe at the root).
    #expect(pop.delegate != nil)
    // The fix (signalapp/Signal-iOS PR #3540): begin only with something to pop.
    let fix = ShouldBeginDelegate { [weak navigation] _ in
      (navigation?.viewControllers.count ?? 0) > 1
    }
    pop.delegate = fix
    #expect(!fix.answer(pop))
    navigation.pushViewController(UIViewController(), animated: false)
    ScenarioClock.runUntilIdle()
    #expect(fix.answer(pop))
    withExtendedLifetime(fix) {}
    Scenario.expectNoFailures()
  }

  @Test("[7.1, 7.2] selecting a tab in code runs the delegate's animator but not didSelect")
  func aTabSwitchInCodeUsesTheAnimator() throws {
    let first = UIViewController()
    let second = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Scenario.window(root: tabs)
    let log = EventLog()
    let delegate = LoggingTabBarDelegate(log: log)
    let fade = FadeAnimator(log: log)
    delegate.animator = fade
    tabs.delegate = delegate
    tabs.selectedIndex = 1
    ScenarioClock.runUntilIdle()
    // §7.1 (SAMPLE): the modal conventions: the animator, then its interaction controller.
    // §7.2 M: a programmatic selectedIndex still consults the animator; D: didSelect "is not
    // called when your code changes the tab bar contents programmatically".
    #expect(
      log.events == [
        "animationControllerForTransition", "interactionControllerFor", "animateTransition",
        "animationEnded(true)",
      ])
    let context = try #require(fade.contexts.first)
    #expect(context.viewController(forKey: .from) === first)
    #expect(context.viewController(forKey: .to) === second)
    #expect(second.view.window === window)
    #expect(first.view.window == nil)
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }
}

#endif
