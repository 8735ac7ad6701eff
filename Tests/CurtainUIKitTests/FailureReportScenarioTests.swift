#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: the failure must reach the app's callback while the model checks that UIKit's
// transition still completes exactly once.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Issue 25 item 2: a plan that fails in an app reaches the app.
///
/// Through each delegate and front door the app's callback hears the typed error exactly once, the delegate keeps it in
/// `lastError`, and UIKit's transition still completes (the model records a second
/// `completeTransition`, or none, as a failure: `expectNoFailures` and an empty
/// `transitionsInFlight` prove exactly one).
@Suite @MainActor struct FailureReportScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// An animator whose plan has a negative duration: `AnimationTiming` refuses it (a NaN is
  /// refused too, but NaN ≠ NaN would make the two errors unequal).
  private static func negativeDuration() -> PlanAnimator {
    PlanAnimator { _ in
      try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
          timing: AnimationTiming(curve: .linear, duration: -1))
      ])
    }
  }

  /// The error the core's timing throws for a negative duration, wrapped as a planning failure
  /// (`TransitionError.invalidTiming`): computed here from `AnimationTiming` itself, not from
  /// the bridge.
  private static func expectedError() -> TransitionError? {
    do {
      _ = try AnimationTiming(curve: .linear, duration: -1)
      return nil
    } catch {
      // `AnimationTiming` throws a typed `TimingError`.
      return .invalidTiming(error)
    }
  }

  @Test func aFailingPresentationReachesTheModalDelegatesCallbackOnce() throws {
    Harness.world()
    let expected = try #require(Self.expectedError())
    var heard: [TransitionError] = []
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: Self.negativeDuration())
    delegate.onFailure = { heard.append($0) }
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(heard == [expected])
    #expect(delegate.lastError == expected)
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    // The dismissal fails the same way: one more report, and it completes too.
    detail.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(heard == [expected, expected])
    #expect(root.presentedViewController == nil)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  @Test func aFailingPresentationReachesThePresentFrontDoorsCallbackOnce() throws {
    Harness.world()
    let expected = try #require(Self.expectedError())
    var heard: [TransitionError] = []
    let detail = UIViewController()
    root.present(detail, animator: Self.negativeDuration(), onFailure: { heard.append($0) })
    ScenarioClock.runUntilIdle()
    #expect(heard == [expected])
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  @Test func aFailingPushReachesTheNavigationDelegatesCallbackOnce() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let expected = try #require(Self.expectedError())
    var heard: [TransitionError] = []
    let delegate = NavigationTransitionDelegate(animator: Self.negativeDuration())
    delegate.onFailure = { heard.append($0) }
    delegate.attach(to: navigation)
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(heard == [expected])
    #expect(delegate.lastError == expected)
    #expect(navigation.viewControllers.last === pushed)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  @Test func aFailingTabSwitchReachesTheTabBarDelegatesCallbackOnce() throws {
    let tabBar = UITabBarController()
    tabBar.viewControllers = [UIViewController(), UIViewController()]
    Harness.world(root: tabBar)
    let expected = try #require(Self.expectedError())
    var heard: [TransitionError] = []
    let delegate = TabBarTransitionDelegate(animator: Self.negativeDuration())
    delegate.onFailure = { heard.append($0) }
    delegate.attach(to: tabBar)
    tabBar.selectedIndex = 1
    ScenarioClock.runUntilIdle()
    #expect(heard == [expected])
    #expect(delegate.lastError == expected)
    #expect(tabBar.selectedIndex == 1)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }

  /// A built-in Presentr type without a registry: the typed error reaches `onFailure` once per
  /// half it cannot animate (presentation and dismissal here, both `.coverVertical`), when
  /// the presenter prepares the controller, and the presentation falls back on UIKit's own
  /// transition (documented on `Presentr.registry`): it completes, presented.
  @Test func presentrWithoutARegistryReportsTheMissingRegistryAndFallsBack() {
    Harness.world()
    var heard: [TransitionError] = []
    let presenter = Presentr(presentationType: .alert)
    presenter.transitionType = .coverVertical
    presenter.onFailure = { heard.append($0) }
    let alert = UIViewController()
    root.customPresentViewController(
      presenter, viewController: alert, animated: true, completion: nil)
    #expect(
      heard == [
        .missingRegistry(transitionType: "cover-vertical"),
        .missingRegistry(transitionType: "cover-vertical"),
      ])
    #expect(presenter.lastError == .missingRegistry(transitionType: "cover-vertical"))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === alert)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    #expect(heard.count == 2, "the fallback itself reports nothing more")
    Harness.expectNoFailures()
  }

  /// A `.custom` Presentr animation whose plan fails reaches the presenter's `onFailure` from
  /// the transition (through its delegate), once.
  @Test func presentrsFailingCustomAnimationReachesItsCallbackOnce() throws {
    Harness.world()
    var heard: [TransitionError] = []
    let presenter = Presentr(presentationType: .alert)
    presenter.transitionType = .custom(NaNPresentrAnimation())
    presenter.onFailure = { heard.append($0) }
    let alert = UIViewController()
    root.customPresentViewController(
      presenter, viewController: alert, animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    #expect(heard.count == 1)
    if case .nonFiniteTransform = heard.first {
    } else {
      Issue.record("expected the custom animation's non-finite transform, heard \(heard)")
    }
    #expect(presenter.lastError == heard.first)
    #expect(root.presentedViewController === alert)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    Harness.expectNoFailures()
  }
}

/// A Presentr animation whose transform is not finite.
private final class NaNPresentrAnimation: PresentrAnimation {
  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
  }
}
#endif
