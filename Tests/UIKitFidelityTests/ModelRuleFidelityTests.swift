#if canImport(UIKit)
import Testing
import UIKit

/// The rules the model adds to UIKIT-SEMANTICS.md (Tests/UIKitStub/SEMANTICS.md, §12 on), each
/// through UIKit's public API.
@Suite @MainActor struct ModelRuleFidelityTests {
  #if CURTAIN_UIKIT_MODEL
  /// Model only: the swipe is a synthesized touch, and the model's second reading is switched on.
  ///
  /// A swipe from the leading edge moved 40 pt of 390 and released still cancels (40 / 390 < 0.5,
  /// no velocity). UIKit sends `willShow` with the controller below, never `didShow`, and the
  /// coordinator's completion reports `isCancelled` (openradar 21137690). Under the alternative
  /// reading `didShow` follows with the controller that stays.
  @Test(
    "[12.1] a cancelled swipe back sends willShow, reports the cancel, and no didShow",
    arguments: [false, true])
  func aCancelledSwipeBackSendsNoDidShow(alternative: Bool) throws {
    let root = UIViewController()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    UIKitModel.world.readings =
      alternative ? UIKitModelReadings([.didShowAfterCancelledPop]) : .documented
    navigation.pushViewController(top, animated: false)
    ScenarioClock.runUntilIdle()
    let log = EventLog()
    let delegate = ShowingNavigationDelegate(log: log, names: [(root, "root"), (top, "top")])
    navigation.delegate = delegate
    let pop = try #require(navigation.interactivePopGestureRecognizer)
    let finger = Scenario.touch(pop)
    #expect(finger.begin(translation: CGPoint(x: 12, y: 0), at: CGPoint(x: 2, y: 400)))
    finger.move(to: CGPoint(x: 40, y: 0))
    finger.end()
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers == [root, top])
    #expect(
      log.events
        == ["willShow(root)", "completion(cancelled: true)"]
        + (alternative ? ["didShow(top)"] : []))
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }
  #endif

  #if CURTAIN_UIKIT_MODEL
  /// Model only: the value on screen (`modelPresentedAlpha`; a device reads the layer's
  /// presentation()).
  ///
  /// An ease-in animator (cubic (0.42, 0), (1, 1)) fades alpha 1 → 0 over 1 s. Scrubbed to
  /// 0.25 while paused it shows alpha 1 − 0.25 = 0.75 with `scrubsLinearly` (the default): the
  /// fraction itself. With `scrubsLinearly` false it follows the curve, whose ease-in value at
  /// 0.25 is well below 0.25 (the curve lies under the diagonal), so alpha stays above 0.8.
  @Test(
    "[1.12] a paused animator scrubbed through fractionComplete moves linearly by default",
    arguments: [true, false])
  func aScrubbedAnimatorMovesLinearly(linear: Bool) {
    let window = Scenario.window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    animator.scrubsLinearly = linear
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    ScenarioClock.advance(by: ScenarioClock.frame)
    if linear {
      #expect(abs(view.modelPresentedAlpha - 0.75) < 1e-6)
    } else {
      #expect(view.modelPresentedAlpha > 0.8)
    }
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }
  #endif

  @Test("[12.1] a completed push sends willShow, the coordinator's completion, then didShow")
  func aCompletedPushSendsDidShow() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    Scenario.window(root: navigation)
    let log = EventLog()
    let next = UIViewController()
    let delegate = ShowingNavigationDelegate(log: log, names: [(root, "root"), (next, "next")])
    navigation.delegate = delegate
    navigation.pushViewController(next, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      log.events == ["willShow(next)", "completion(cancelled: false)", "didShow(next)"])
    withExtendedLifetime(delegate) {}
    Scenario.expectNoFailures()
  }
}

/// A navigation delegate that logs `willShow`, the transition coordinator's completion and
/// `didShow`, naming controllers from a table.
@MainActor
final class ShowingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: EventLog
  let names: [ObjectIdentifier: String]

  init(log: EventLog, names: [(UIViewController, String)]) {
    self.log = log
    self.names = Dictionary(uniqueKeysWithValues: names.map { (ObjectIdentifier($0.0), $0.1) })
  }

  private func name(_ controller: UIViewController) -> String {
    names[ObjectIdentifier(controller)] ?? "?"
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.add("willShow(\(name(viewController)))")
    navigationController.transitionCoordinator?.animate(alongsideTransition: nil) {
      [log] context in log.add("completion(cancelled: \(context.isCancelled))")
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.add("didShow(\(name(viewController)))")
  }
}
#endif
