#if canImport(UIKit)
import CurtainCrossDissolve
import CurtainUIKit
import Testing
import UIKit

/// A controller that writes down the appearance callbacks it gets, and whether it was being
/// dismissed at each.
final class AppearanceRecorder: UIViewController {
  var log: [String] = []
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("willDisappear dismissing=\(isBeingDismissed)")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("didDisappear")
  }
}

/// The model's appearance callbacks and `isBeingDismissed`, which CurtainSwiftUI's hosting
/// controller reads to learn of dismissals it did not start.
@Suite @MainActor struct AppearanceModelTests {
  @Test func aPresentedControllerAppearsThenIsDismissedInOrder() {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = AppearanceRecorder()
    let delegate = ModalTransitionDelegate(animator: fade(0.3))
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(detail.log == ["didAppear"])
    #expect(!detail.isBeingDismissed)
    root.dismiss(animated: true)
    ScenarioClock.advance(by: 0.1)
    #expect(detail.isBeingDismissed, "mid-dismissal")
    ScenarioClock.runUntilIdle()
    #expect(!detail.isBeingDismissed)
    #expect(detail.log == ["didAppear", "willDisappear dismissing=true", "didDisappear"])
    Harness.expectNoFailures()
  }
}
#endif
