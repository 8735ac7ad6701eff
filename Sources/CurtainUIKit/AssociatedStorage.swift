#if canImport(UIKit)
import Curtain
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// What a view controller keeps alive for its custom transitions: its transitioning delegate
/// (UIKit holds it weakly), navigation and tab-bar delegates, interactions, the Escape key's
/// handler.
@MainActor
final class TransitionStorage: NSObject {
  var modalDelegate: ModalTransitionDelegate?
  var navigationDelegate: NavigationTransitionDelegate?
  var tabBarDelegate: TabBarTransitionDelegate?
  var customModalTransition: CustomModalTransition?
  /// What Escape does for this controller while a Curtain presentation presents it.
  var escapeHandler: EscapeHandler?
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
    UnsafeRawPointer(Unmanaged.passUnretained(storageKey).toOpaque())
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

/// An associated-object key: the address of one object that lives for the whole process, as
/// the Objective-C runtime wants. (A metatype cast to `AnyObject`, used before, is a temporary
/// box without an Objective-C runtime: its address is only reused by chance.)
private final class AssociationKey: Sendable {}
/// The key of a controller's `curtainStorage`.
private let storageKey = AssociationKey()
/// The key of a view's `curtainMatchID`.
private let matchIDKey = AssociationKey()

extension UIView {
  /// The match id that pairs this view with a view on the other screen of a matched transition
  /// (zoom, container transform): ``ModalTransitionDelegate`` looks for the view of the presented
  /// controller whose id equals the source's, and puts both frames in a `MatchedPair`.
  ///
  /// Stored as an associated object (copied, released with the view); `nil` by default.
  public var curtainMatchID: String? {
    get { objc_getAssociatedObject(self, Self.curtainMatchIDKey) as? String }
    set {
      objc_setAssociatedObject(
        self, Self.curtainMatchIDKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }

  private static var curtainMatchIDKey: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(matchIDKey).toOpaque())
  }
}
#endif
