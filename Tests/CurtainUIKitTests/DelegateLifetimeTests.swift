#if canImport(UIKit)
import Curtain
import CurtainCrossDissolve
import CurtainUIKit
import UIKit
import XCTest

final class DelegateLifetimeTests: XCTestCase {
  @MainActor
  func testThePresentedControllerKeepsItsDelegateAndReleasesItWithItself() {
    var presented: UIViewController? = UIViewController()
    weak var weakPresented: UIViewController?
    weakPresented = presented
    let presenter = UIViewController()
    // Presenting outside a window does not run a transition, but the delegate is stored.
    presenter.present(
      presented ?? UIViewController(), animator: CrossDissolveAnimation(), animated: false)
    weak var delegate: (any UIViewControllerTransitioningDelegate)?
    delegate = presented?.transitioningDelegate
    XCTAssertNotNil(delegate, "the presented controller keeps its delegate alive")
    presenter.dismiss(animated: false)
    presented = nil
    XCTAssertNil(weakPresented)
    XCTAssertNil(delegate, "the delegate goes away with its controller")
  }

  @MainActor
  func testUnwiringReleasesWhatTheNavigationActionCaptured() {
    let delegate = ModalTransitionDelegate(animator: CrossDissolveAnimation())
    var detail: UIViewController? = UIViewController()
    weak var weakDetail: UIViewController?
    weakDetail = detail
    if let detail {
      // The action captures the controller strongly, as in EasyTransitions' example.
      delegate.wire(viewController: detail, with: .regular(.fromTop)) {
        detail.dismiss(animated: true)
      }
    }
    XCTAssertNotNil(delegate.interaction)
    delegate.unwire()
    detail = nil
    XCTAssertNil(delegate.interaction)
    XCTAssertNil(weakDetail, "nothing keeps the dismissed controller alive")
  }
}
#endif
