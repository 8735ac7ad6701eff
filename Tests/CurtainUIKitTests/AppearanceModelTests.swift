#if canImport(UIKit)
import CurtainCrossDissolve
import CurtainUIKit
import Testing
import UIKit

/// A controller that writes down the appearance callbacks it gets, and whether it was being
/// dismissed at each.
final class AppearanceRecorder: UIViewController {
  var log: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("willAppear")
  }
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
    #expect(detail.log == ["willAppear", "didAppear"])
    #expect(!detail.isBeingDismissed)
    root.dismiss(animated: true)
    ScenarioClock.advance(by: 0.1)
    #expect(detail.isBeingDismissed, "mid-dismissal")
    ScenarioClock.runUntilIdle()
    #expect(!detail.isBeingDismissed)
    #expect(
      detail.log == ["willAppear", "didAppear", "willDisappear dismissing=true", "didDisappear"])
    Harness.expectNoFailures()
  }

  /// Through ``NavigationTransitionDelegate`` a push and a pop reach both controllers as UIKit
  /// sends them (Tests/UIKitStub/SEMANTICS.md §13.1).
  @Test func aPushAndAPopThroughCurtainReachBothControllers() {
    let below = AppearanceRecorder()
    let navigation = UINavigationController(rootViewController: below)
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: fade())
    delegate.attach(to: navigation)
    let top = AppearanceRecorder()
    navigation.pushViewController(top, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(below.log == ["willDisappear dismissing=false", "didDisappear"])
    #expect(top.log == ["willAppear", "didAppear"])
    navigation.popViewController(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(top.log.suffix(2) == ["willDisappear dismissing=false", "didDisappear"])
    #expect(below.log.suffix(2) == ["willAppear", "didAppear"])
    Harness.expectNoFailures()
    delegate.detach()
  }

  /// A full-screen presentation through ``ModalTransitionDelegate``: the presenter disappears
  /// while covered and appears again after the dismissal (§13.3).
  @Test func aFullScreenPresentationThroughCurtainTellsThePresenter() {
    let presenter = AppearanceRecorder()
    Harness.world(root: presenter)
    let detail = AppearanceRecorder()
    let delegate = ModalTransitionDelegate(animator: fade(0.3))
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    presenter.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(presenter.log == ["willDisappear dismissing=false", "didDisappear"])
    presenter.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(presenter.log.suffix(2) == ["willAppear", "didAppear"])
    #expect(
      detail.log == ["willAppear", "didAppear", "willDisappear dismissing=true", "didDisappear"])
    Harness.expectNoFailures()
  }
}
#endif
