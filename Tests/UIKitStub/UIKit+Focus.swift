// The focus system's declarations: focus environments and items, the focused view, and the
// model's Tab key. The rules are §22.2–§22.7 (Model/ModelFocus.swift, Tests/UIKitStub/SEMANTICS.md).

// Mirrors: documentation/uikit/uifocusenvironment
/// An object that takes part in focus: a view, a view controller, a presentation controller.
@MainActor
@available(iOS 9.0, tvOS 9.0, *)
public protocol UIFocusEnvironment: NSObjectProtocol {
  /// Where focus goes when it updates to this environment, by priority (§22.3).
  var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
  /// Requests a focus update in this environment (§22.4).
  func setNeedsFocusUpdate()
  /// Performs a pending focus update now (§22.4).
  func updateFocusIfNeeded()
}

// Mirrors: documentation/uikit/uifocusitem
/// An environment that can itself be focused.
@MainActor
@available(iOS 10.0, tvOS 10.0, *)
public protocol UIFocusItem: UIFocusEnvironment {
  /// Whether the item can be focused now (§22.2).
  var canBecomeFocused: Bool { get }
}

extension UIView: UIFocusItem {}
extension UIViewController: UIFocusEnvironment {}
extension UIPresentationController: UIFocusEnvironment {}

extension UIView {
  // Mirrors: documentation/uikit/uiview/isfocused
  /// Whether the view is the focused item of its window (§22.5).
  @available(iOS 9.0, tvOS 9.0, *)
  public var isFocused: Bool { ModelFocus.focusedItem === self }
}

extension UIKitModel {
  /// The key window's focused item (the keyboard's focus, §22.5), if any.
  public static var focusedItem: UIView? { ModelFocus.focusedItem }

  /// The focusable items Tab can reach now, in order (§22.5).
  public static var focusableItems: [UIView] { ModelFocus.items(in: ModelFocus.scope) }
}
