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

  #if canImport(ObjectiveC)
  private static var curtainStorageKey: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(TransitionStorage.self as AnyObject).toOpaque())
  }

  /// Associated storage (`objc_setAssociatedObject`, retained): released with the controller.
  var curtainStorageIfPresent: TransitionStorage? {
    get { objc_getAssociatedObject(self, Self.curtainStorageKey) as? TransitionStorage }
    set {
      objc_setAssociatedObject(
        self, Self.curtainStorageKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
  #else
  /// Without the Objective-C runtime there is no associated storage; callers keep the
  /// delegates alive themselves.
  var curtainStorageIfPresent: TransitionStorage? {
    get { nil }
    set { _ = newValue }
  }
  #endif
}
#endif
