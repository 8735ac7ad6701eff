import CurtainAnimators
import CurtainUIKit
import SwiftUI
import UIKit

/// The gallery's tab bar: each switch between tabs plays Curtain's `slide` animator.
@MainActor
enum GalleryTabs {
  /// The tab bar controller at the window's root.
  static func make() -> UITabBarController {
    let tabs = UITabBarController()
    let swiftUI = UIHostingController(rootView: SwiftUIGalleryView())
    tabs.viewControllers = [
      AnimatorListViewController.makeNavigation(),
      navigation(SheetDemoViewController(), title: "Sheet", symbol: "rectangle.bottomhalf.filled"),
      navigation(ZoomGridViewController(), title: "Zoom", symbol: "square.grid.2x2"),
      navigation(FrontDoorsViewController(), title: "Front doors", symbol: "door.left.hand.open"),
      item(swiftUI, title: "SwiftUI", symbol: "swift"),
    ]
    // Tab switches slide: the tab further right comes in from the right (`TabSwitch`). The
    // delegate is kept by the tab bar controller. Not interactive here, so the horizontal pan
    // of the Animators tab's interactive pop has no rival.
    if let delegate = try? TabBarTransitionDelegate(
      spec: TransitionSpec(animator: "slide", parameters: ["parallax": .number(0.3)]),
      registry: AnimatorRegistry.builtIn)
    {
      delegate.attach(to: tabs)
    }
    return tabs
  }

  /// `root` in a navigation controller with a large title and a tab bar item.
  static func navigation(
    _ root: UIViewController, title: String, symbol: String
  ) -> UINavigationController {
    root.title = title
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    return item(navigation, title: title, symbol: symbol)
  }

  /// `controller` with a tab bar item.
  static func item<Controller: UIViewController>(
    _ controller: Controller, title: String, symbol: String
  ) -> Controller {
    controller.tabBarItem = UITabBarItem(
      title: title, image: UIImage(systemName: symbol), selectedImage: nil)
    return controller
  }
}
