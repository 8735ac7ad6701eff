#if canImport(UIKit)
import Curtain
import CurtainCrossDissolve
import CurtainUIKit
import UIKit
import XCTest

final class NavigationTransitionDelegateTests: XCTestCase {
  @MainActor
  func testTheSystemSwipeBackWorksAtDepthThree() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.pushViewController(UIViewController(), animated: false)
    XCTAssertEqual(navigation.viewControllers.count, 3)
    let delegate = NavigationTransitionDelegate(animator: CrossDissolveAnimation())
    delegate.attach(to: navigation)
    let swipe = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
    XCTAssertTrue(swipe.isEnabled)
    XCTAssertTrue(swipe.delegate === delegate)
    XCTAssertTrue(navigation.delegate === delegate)
    XCTAssertTrue(delegate.gestureRecognizerShouldBegin(swipe))
    // At the root there is nothing to pop.
    navigation.viewControllers = [UIViewController()]
    XCTAssertFalse(delegate.gestureRecognizerShouldBegin(swipe))
  }

  @MainActor
  func testTheNavigationControllerKeepsItsDelegateAlive() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    weak var weakDelegate: NavigationTransitionDelegate?
    do {
      let delegate = NavigationTransitionDelegate(animator: CrossDissolveAnimation())
      delegate.attach(to: navigation)
      weakDelegate = delegate
    }
    XCTAssertNotNil(weakDelegate)
    weakDelegate?.detach()
    XCTAssertNil(weakDelegate)
  }
}
#endif
