#if canImport(UIKit)
import Curtain
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// What a view controller keeps alive for its custom transitions: its transitioning delegate
/// (UIKit holds it weakly), navigation and tab-bar delegates, interactions.
@MainActor
final class TransitionStorage: NSObject {
  var modalDelegate: ModalTransitionDelegate?
  var navigationDelegate: NavigationTransitionDelegate?
  var tabBarDelegate: TabBarTransitionDelegate?
  var customModalTransition: CustomModalTransition?
}

extension UIViewController {
  /// The Curtain objects this view controller owns; created on first use.
  var curtainStorage: TransitionStorage {
    if let existing = curtainStorageIfPresent { return existing }
    let storage = TransitionStorage()
    curtainStorageIfPresent = storage
    return storage
  }

  private static var curtainStorageKey: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(TransitionStorage.self as AnyObject).toOpaque())
  }

  /// Associated storage (`objc_setAssociatedObject`, retained): released with the controller.
  ///
  /// On Linux the UIKit model (Tests/UIKitStub) supplies the same two functions.
  var curtainStorageIfPresent: TransitionStorage? {
    get { objc_getAssociatedObject(self, Self.curtainStorageKey) as? TransitionStorage }
    set {
      objc_setAssociatedObject(
        self, Self.curtainStorageKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}
#endif
