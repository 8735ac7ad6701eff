#if canImport(UIKit)
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// CurtainUIKit depends on the core only: the registry that resolves built-in ids is the caller's.
@Suite @MainActor struct FrontDoorRegistryTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  @Test func presentrWithoutARegistryReportsAnErrorForABuiltInType() {
    Harness.world()
    let presenter = Presentr(presentationType: .alert)
    presenter.transitionType = .crossDissolve
    let detail = UIViewController()
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    #expect(presenter.lastError != nil)
    #expect(root.presentedViewController === detail)  // UIKit's own transition
    Harness.expectNoFailures()
  }

  @Test func presentrWithACustomTypeNeedsNoRegistry() {
    Harness.world()
    let presenter = Presentr(presentationType: .popup)
    presenter.transitionType = .custom(CrossDissolveAnimation())
    root.customPresentViewController(
      presenter, viewController: UIViewController(), animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    #expect(presenter.lastError == nil)
    Harness.expectNoFailures()
  }

  @Test func presentWithASpecUsesTheGivenRegistry() throws {
    Harness.world()
    let detail = UIViewController()
    try root.present(
      detail, spec: TransitionSpec(animator: "cross-dissolve"),
      registry: AnimatorRegistry.builtIn)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(throws: (any Error).self) {
      try root.present(
        UIViewController(), spec: TransitionSpec(animator: "cross-dissolve"),
        registry: try AnimatorRegistry())
    }
    Harness.expectNoFailures()
  }
}
#endif
