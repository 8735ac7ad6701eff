// The Objective-C runtime's method lookup and the application object, for the seed libraries'
// code (the reference differential, Tests/ReferenceDifferential): AZTransitions asks
// `responds(to:)` whether a `CustomModalTransition` subclass implements an optional
// requirement, and calls it through the requirement. Linux has no runtime, so the code that
// knows a class's methods (the harness) registers them here per selector, and both
// `responds(to:)` and the optional requirement's call (.ci/reference-objc-shim.py rewrites it
// to `ModelSelectors.method`) find them by class, inherited by subclasses as the runtime does.
// Each rule cites Apple's page with a grade (D documented, O observed, M the model's choice).

import Foundation

extension ModelSelectors {
  /// The methods registered per selector name: each entry returns the implementation bound to
  /// an object of its class (or a subclass), or nil for an object of another class.
  static var methods: [String: [@MainActor (AnyObject) -> Any?]] = [:]

  /// Registers that instances of `type` (and of its subclasses: a method is inherited, D)
  /// implement the selector `name`, and the call the runtime would make, bound to an
  /// instance.
  ///
  /// Mirrors: documentation/objectivec/nsobjectprotocol/responds(to:) ("implements or
  /// inherits a method that can respond to a specified message", D).
  public static func registerMethod<Receiver: AnyObject, Method>(
    _ name: String, of type: Receiver.Type, as method: Method.Type,
    _ implementation: @escaping @MainActor (Receiver) -> Method
  ) {
    methods[name, default: []].append { object in
      (object as? Receiver).map { implementation($0) as Any }
    }
  }

  /// The implementation of the selector `name` for `object`'s class, as calling an optional
  /// protocol requirement finds it (nil when the class does not implement it, so the optional
  /// call does nothing, D: an optional requirement's call "evaluates to nil" when the
  /// conforming type does not implement it — documentation/swift/optional-protocol-requirements
  /// in The Swift Programming Language's Protocols chapter).
  public static func method<Method>(_ object: Any, _ name: String) -> Method? {
    for entry in methods[name] ?? [] {
      if let found = entry(object as AnyObject) { return found as? Method }
    }
    return nil
  }
}

// Mirrors: documentation/uikit/uiapplication
/// The app's centralized point of control (model only: the model world's window is its one
/// window).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIApplication: UIResponder {
  /// The one instance (model only).
  private static let instance = UIApplication()

  // Mirrors: documentation/uikit/uiapplication/shared
  /// The singleton app instance (D).
  open class var shared: UIApplication { instance }

  // Mirrors: documentation/uikit/uiapplication/keywindow
  /// The app's key window (D: "the window in the windows array that is most recently sent the
  /// makeKeyAndVisible() message"; deprecated in iOS 13): the model world's window, the one
  /// window it shows (M).
  @available(iOS, introduced: 2.0, deprecated: 13.0)
  @available(tvOS, introduced: 9.0, deprecated: 13.0)
  open var keyWindow: UIWindow? { UIKitModel.world.window }
}

extension UIViewController {
  // Mirrors: documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
  /// Whether a controller presented non-fullscreen takes over the status bar's appearance.
  ///
  /// From the presenting controller (D; default false, D). The model draws no
  /// status bar: the flag is kept (M).
  @available(iOS 7.0, *)
  @available(tvOS, unavailable)
  public var modalPresentationCapturesStatusBarAppearance: Bool {
    get { controllerStore.capturesStatusBarAppearance }
    set { controllerStore.capturesStatusBarAppearance = newValue }
  }
}

extension UIView.KeyframeAnimationOptions {
  // Mirrors: documentation/uikit/uiview/keyframeanimationoptions/allowuserinteraction
  /// Lets the user interact with views while they animate (D).
  ///
  /// Raw value 1 << 1, as `UIViewKeyframeAnimationOptionAllowUserInteraction` in UIView.h. The model's keyframe
  /// animations do not block touches either way, so the option changes nothing there (M).
  @available(iOS 7.0, tvOS 9.0, *)
  public static let allowUserInteraction = UIView.KeyframeAnimationOptions(rawValue: 1 << 1)
}
