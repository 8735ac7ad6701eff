#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: these scenarios need synthesized touches and a switch between readings of UIKit.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// A cancelled swipe back does not freeze back navigation (issue 35).
///
/// When the user cancels an interactive pop, UIKit sends `willShow` and never `didShow`
/// (SEMANTICS.md §12.1, O); the cancel is reported through the transition coordinator. Each
/// scenario runs under both readings of that rule (the documented one, and the alternative in
/// which `didShow` follows the cancel too).
///
/// The world: a 390 × 844 window showing a navigation controller with a root and one pushed
/// screen. A swipe from the leading edge (x = 2) moved 40 pt and released without velocity is
/// below the system's threshold (40 / 390 ≈ 0.10 < 0.5, 0 < 300 pt/s): it cancels. Moved
/// 300 pt (0.77 > 0.5) and released at 500 pt/s, it completes.
@Suite @MainActor struct NavigationCancelScenarioTests {
  nonisolated static let readings: [UIKitModelReadings] = [
    .documented, UIKitModelReadings([.didShowAfterCancelledPop]),
  ]

  /// The pop the wired pan drives: the top screen slides right over 0.5 s (a plan the pan
  /// scrubs; a cross-dissolve would play on its own timing).
  private static func slide() -> PlanAnimator {
    PlanAnimator { context in
      let shown = context.containerBounds
      let off = shown.offsetBy(dx: shown.width, dy: 0)
      let forward = context.operation == .push
      return try TransitionPlan(tracks: [
        Track(
          actor: forward ? .to : .from, from: ViewState(frame: forward ? off : shown),
          to: ViewState(frame: forward ? shown : off),
          timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
      ])
    }
  }

  /// A swipe back that is cancelled, then a second swipe back that completes: one screen left.
  @Test(arguments: readings)
  func aSwipeBackAfterACancelledOnePops(readings: UIKitModelReadings) throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let world = Harness.world(root: navigation)
    world.readings = readings
    let delegate = NavigationTransitionDelegate(animator: fade())
    delegate.attach(to: navigation)
    let top = UIViewController()
    navigation.pushViewController(top, animated: true)
    ScenarioClock.runUntilIdle()
    let swipe = try #require(navigation.interactivePopGestureRecognizer)

    let cancelled = ModelTouch(swipe)
    #expect(cancelled.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    cancelled.move(to: CGPoint(x: 40, y: 0))
    cancelled.end()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.last === top)

    let second = ModelTouch(swipe)
    #expect(
      second.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)),
      "the second swipe back begins (\(readings))")
    second.move(to: CGPoint(x: 300, y: 0))
    second.end(velocity: CGPoint(x: 500, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 1, "the second swipe pops (\(readings))")
    Harness.expectNoFailures()
    delegate.detach()
  }

  /// The same with the wired pop pan (``NavigationTransitionDelegate/wireInteractivePop(_:)``):
  /// a custom pop whose pan the system cancels (moved 40 pt of 390) leaves the pan able to pop
  /// again.
  @Test(arguments: readings)
  func aPanPopAfterACancelledOnePops(readings: UIKitModelReadings) throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let world = Harness.world(root: navigation)
    world.readings = readings
    let delegate = NavigationTransitionDelegate(animator: fade())
    delegate.attach(to: navigation)
    delegate.wireInteractivePop(.regular(.fromLeft))
    delegate.popAnimator = Self.slide()
    navigation.pushViewController(UIViewController(), animated: true)
    ScenarioClock.runUntilIdle()
    let interaction = try #require(delegate.interaction)

    let cancelled = ModelTouch(interaction.recognizer)
    #expect(cancelled.begin(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0)))
    cancelled.move(to: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 10, y: 0))
    cancelled.cancel()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)

    let second = ModelTouch(interaction.recognizer)
    #expect(
      second.begin(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0)),
      "the pan begins again (\(readings))")
    second.move(to: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 600, y: 0))
    second.end(velocity: CGPoint(x: 600, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 1, "the second pan pops (\(readings))")
    Harness.expectNoFailures()
    delegate.detach()
  }
}
#endif
