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
