#if canImport(UIKit)
import Testing
import UIKit

/// A presentation-controller delegate that logs the dismissal callbacks it hears.
@MainActor
final class AdaptiveLog: NSObject, UIAdaptivePresentationControllerDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    log.add("shouldDismiss")
    return true
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.add("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.add("didDismiss")
  }
}

/// A presentation-controller delegate that refuses every user dismissal and logs what it hears.
@MainActor
final class VetoingAdaptiveLog: NSObject, UIAdaptivePresentationControllerDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    log.add("shouldDismiss")
    return false
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.add("didAttemptToDismiss")
  }
}

/// The navigation, presentation and view rules the model adds (Tests/UIKitStub/SEMANTICS.md
/// §12.2–§15), through UIKit's public API.
@Suite @MainActor struct PresentationRuleFidelityTests {
  @Test("[12.2] setViewControllers pushes to a new top, pops to one below, and keeps the top")
  func setViewControllersChoosesTheTransition() {
    let root = UIViewController()
    let middle = UIViewController()
    let fresh = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    navigation.pushViewController(middle, animated: false)
    ScenarioClock.runUntilIdle()
    let log = EventLog()
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    navigation.setViewControllers([root, middle, fresh], animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root, middle, fresh])
    navigation.setViewControllers([root, middle], animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root, middle])
    navigation.setViewControllers([fresh, middle], animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [fresh, middle])
    #expect(log.events == ["animationControllerFor(push)", "animationControllerFor(pop)"])
    #expect(middle.view.superview != nil)
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[12.3] popToRootViewController pops every controller but the root and returns them")
  func popToRootPopsAllButTheRoot() {
    let root = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    ScenarioClock.runUntilIdle()
    let log = EventLog()
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let popped = navigation.popToRootViewController(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(popped == [second, third])
    #expect(navigation.viewControllers == [root])
    #expect(root.view.superview != nil)
    #expect(third.view.superview == nil)
    #expect(log.events == ["animationControllerFor(pop)"])
    #expect(navigation.popToRootViewController(animated: true) == [])
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[14.1] presentationController exists before presenting, and its delegate survives")
  func thePresentationControllerIsCreatedOnFirstAccess() throws {
    let root = UIViewController()
    Scenario.window(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let early = try #require(presented.presentationController)
    let log = EventLog()
    let delegate = AdaptiveLog(log: log)
    early.delegate = delegate
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(presented.presentationController === early)
    #expect(presented.presentationController?.delegate === delegate)
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    Scenario.expectNoFailures()
  }

  @Test("[14.2] presenting from a controller whose view is not in a window presents nothing")
  func presentingFromOutsideTheWindowIsRefused() {
    let root = UIViewController()
    Scenario.window(root: root)
    let stray = UIViewController()
    _ = stray.view
    var completions = 0
    stray.present(UIViewController(), animated: true) { completions += 1 }
    ScenarioClock.runUntilIdle()
    #expect(stray.presentedViewController == nil)
    #expect(root.presentedViewController == nil)
    #expect(completions == 0)
    #if CURTAIN_UIKIT_MODEL
    #expect(Scenario.takeFailures().contains { $0.contains("§14.2") })
    #endif
  }

  @Test("[14.3] a child sees the presentation its container made, and its container's presenter")
  func childrenSeePresentationsThroughTheirAncestors() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    Scenario.window(root: navigation)
    let inner = UIViewController()
    let presented = UINavigationController(rootViewController: inner)
    presented.modalPresentationStyle = .overFullScreen
    child.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(navigation.presentedViewController === presented)
    #expect(child.presentedViewController === presented)
    #expect(presented.presentingViewController === navigation)
    #expect(inner.presentingViewController === navigation)
    inner.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(child.presentedViewController == nil)
    Scenario.expectNoFailures()
  }

  @Test("[14.4] a dismissal in code asks and tells the presentation controller's delegate nothing")
  func aDismissalInCodeTellsTheDelegateNothing() throws {
    let root = UIViewController()
    Scenario.window(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let log = EventLog()
    let delegate = AdaptiveLog(log: log)
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    try #require(presented.presentationController).delegate = delegate
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(log.events == [])
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[14.5] the delegate's veto refuses the user's dismissals only: a dismissal in code goes")
  func theVetoDoesNotStopADismissalInCode() throws {
    let root = UIViewController()
    Scenario.window(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let log = EventLog()
    let delegate = VetoingAdaptiveLog(log: log)
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    try #require(presented.presentationController).delegate = delegate
    presented.isModalInPresentation = true
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    // Neither the veto nor isModalInPresentation applies to a dismissal in code.
    #expect(root.presentedViewController == nil)
    #expect(log.events == [])
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }

  /// The part of the window's safe area that covers a view.
  ///
  /// The window is 390 × 844 with the model's insets (top 47, bottom 34; on a device, the
  /// device's). A view from y = 100 to 300 lies inside the safe area: zero insets. A bar from
  /// y = 0 to 20 is covered 20 pt at the top (47 clipped to its height). A bar from y = 800 to
  /// 844 is covered from 844 − 34 = 810: 34 pt at the bottom.
  @Test("[15.1] a view's safe-area insets are only the part of the window's that covers it")
  func safeAreaInsetsAreTheCoveredPortion() {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let safe = window.safeAreaInsets
    let inside = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    let topBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
    let bottomBar = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    for view in [inside, topBar, bottomBar] { root.view.addSubview(view) }
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(inside.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(topBar.safeAreaInsets.top == min(safe.top, 20))
    #expect(topBar.safeAreaInsets.bottom == 0)
    #expect(bottomBar.safeAreaInsets.bottom == max(0, 44 - max(0, 44 - safe.bottom)))
    #expect(bottomBar.safeAreaInsets.top == 0)
    #expect(root.view.safeAreaInsets == safe)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  /// Model only (the readings are the model's): under `.custom` the transitioning delegate's
  /// presentation controller replaces the one created early, and the delegate set there is
  /// lost (M), or carried over under the alternative reading.
  @Test(
    "[14.1] under .custom the delegate's presentation controller replaces the early one",
    arguments: [false, true])
  func customReplacesTheEarlyPresentationController(alternative: Bool) throws {
    let root = UIViewController()
    Scenario.window(root: root)
    UIKitModel.world.readings =
      alternative ? UIKitModelReadings([.customKeepsEarlyDelegate]) : .documented
    let presented = UIViewController()
    let transitions = LoggingTransitioningDelegate(log: EventLog())
    transitions.makePresentationController = { presented, presenting in
      LoggingPresentationController(presented: presented, presenting: presenting, log: EventLog())
    }
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = transitions
    let early = try #require(presented.presentationController)
    let delegate = AdaptiveLog(log: EventLog())
    early.delegate = delegate
    root.present(presented, animated: true)
    ScenarioClock.runUntilIdle()
    let used = try #require(presented.presentationController)
    #expect(used is LoggingPresentationController)
    #expect((used.delegate === delegate) == alternative)
    withExtendedLifetime(transitions) {}
    Scenario.expectNoFailures()
  }
  #endif
}
#endif
