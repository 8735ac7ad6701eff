// The model's first responder, keyboard and key commands.
//
// Rules, each with its source (D documented by Apple, O observed, M memory; see
// UIKIT-SEMANTICS.md):
// - Each window has its own first responder: `becomeFirstResponder()` "asks UIKit to make this
//   object the first responder in its window" (AD/uiresponder/becomefirstresponder()). D. The
//   model's world has one window, the key window; `UIKitModel.firstResponder` is its.
// - `becomeFirstResponder()`: "UIKit asks the current first responder to resign as first
//   responder, which it might not do. If the current first responder resigns …, UIKit checks
//   this object's canBecomeFirstResponder property, which is false by default" (AD). D. A view
//   must be in a window: "Don't call this method on a view that's not currently in the active
//   view hierarchy" (AD/uiresponder/canbecomefirstresponder). D; the model refuses it (UIKit's
//   result is undefined). A view controller is in a window when its view is. M.
// - A first responder that leaves its window (its view, or an ancestor, removed) is no longer
//   the window's first responder. O.
// - The keyboard: a responder adopting `UIKeyInput` shows the system keyboard while it is the
//   first responder ("When instances of this subclass are the first responder, the system
//   keyboard displays", AD/uikeyinput; UITextInput.h: the keyboard "will be made available
//   whenever a conforming responder becomes first responder"). D. The model does not post the
//   keyboard's frame notifications (tests post them with the frame they want). M.
// - The responder chain (AD/uiresponder/next): a view's next responder is its view controller
//   when it is the controller's root view, else its superview; a controller's next responder is
//   the window when its view is the window's root view, the presenting controller when it was
//   presented, else its view's superview. D; for a child controller, whose view is in its
//   parent's view, the superview (note 21.18, regraded D): "UIViewController similarly
//   implements the method and returns its view's superview" (AD/uiresponder/next).
// - A key press: "In iOS 15 and later, the system delivers physical keyboard events to the text
//   input or focus systems first. If those systems don't handle the keyboard input, the system
//   delivers the events to your app's key commands"; a command with
//   `wantsPriorityOverSystemBehavior` "reverses that order"
//   (AD/uikeycommand/wantspriorityoversystembehavior). D. The text input system handles Escape
//   while a text field has marked text (an input method's composition): it cancels the
//   composition. O. Key commands are looked up along the responder chain from the first
//   responder ("looks for an object in the responder chain with a key command object that
//   matches", AD/uikeycommand), a controller's `keyCommands` and those `addKeyCommand(_:)` added
//   (AD/uiviewcontroller/addkeycommand(_:)). D. A command matches when exactly its modifier
//   flags are pressed (§16.3 M; alternative `keyCommandFlagsAmongPressed`: when they are among
//   those pressed).

import Foundation

extension UIResponder {
  /// The window this responder is in (a controller: its view's), or `nil`.
  var modelWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let controller = self as? UIViewController { return controller.controllerStore.view?.window }
    return nil
  }

  func modelBecomeFirstResponder() -> Bool {
    guard let window = modelWindow else { return false }
    if let current = UIKitModel.firstResponder(in: window), current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    guard canBecomeFirstResponder else { return false }
    ModelAccessibility.state.firstResponders[ObjectIdentifier(window)] = WeakBox(self)
    return true
  }

  func modelResignFirstResponder() -> Bool {
    let state = ModelAccessibility.state
    for (key, box) in state.firstResponders where box.object === self {
      state.firstResponders[key] = nil
    }
    return true
  }

  var modelIsFirstResponder: Bool {
    guard let window = modelWindow else { return false }
    return UIKitModel.firstResponder(in: window) === self
  }

  /// The next responder in the chain (AD/uiresponder/next; the rule is at the top of the file).
  var modelNextResponder: UIResponder? {
    if let view = self as? UIView {
      return UIKitModel.controller(withRootView: view) ?? view.superview
    }
    if let controller = self as? UIViewController {
      if controller.controllerStore.isRootOfWindow { return controller.modelWindow }
      if let presenting = controller.controllerStore.presenting { return presenting }
      return controller.controllerStore.view?.superview
    }
    return nil
  }

  /// The key commands of this responder: its `keyCommands`, and for a controller those added.
  var modelKeyCommands: [UIKeyCommand] {
    (keyCommands ?? []) + accessibilityStore.addedKeyCommands
  }
}

extension UIKitModel {
  /// The first responder of `window`: the responder that became it, while it is still in the
  /// window.
  static func firstResponder(in window: UIWindow) -> UIResponder? {
    let state = ModelAccessibility.state
    guard let responder = state.firstResponders[ObjectIdentifier(window)]?.object else {
      return nil
    }
    guard responder.modelWindow === window else {
      state.firstResponders[ObjectIdentifier(window)] = nil
      return nil
    }
    return responder
  }

  /// The controller whose root view is `view`, if any.
  static func controller(withRootView view: UIView) -> UIViewController? {
    // The controller that loaded or was given the view, wherever it was made (§16.3).
    if let owner = view.store.owningController, owner.controllerStore.view === view {
      return owner
    }
    for entry in world.tracked {
      if let controller = entry.box.object as? UIViewController,
        controller.controllerStore.view === view
      {
        return controller
      }
    }
    return nil
  }

  /// The key window's first responder, if any.
  public static var firstResponder: UIResponder? { firstResponder(in: world.window) }

  /// Whether the system keyboard is shown: the key window's first responder adopts
  /// `UIKeyInput`.
  public static var isKeyboardShown: Bool { firstResponder is any UIKeyInput }

  /// A key press on a hardware keyboard.
  ///
  /// A command along the responder chain that wants priority over the system runs first; else
  /// the text input system takes Escape while the first responder composes (the marked text
  /// goes); else the first command for `input` and `modifierFlags` along the chain runs.
  /// Returns whether the press was handled; the model's clock advances a frame.
  @discardableResult
  public static func pressKey(
    _ input: String, modifierFlags: UIKeyModifierFlags = []
  ) -> Bool {
    defer { advance(by: 1.0 / 60) }
    let first = firstResponder
    var found: UIKeyCommand?
    var responder = first
    // §16.3: the command's flags are "The bit mask of modifier flags that must be pressed to
    // match this key command" (AD/uikeycommand/modifierflags); that no other flag may be pressed
    // is M. Alternative `keyCommandFlagsAmongPressed`: the command's flags among those pressed.
    let amongPressed = UIKitModel.world.readings.uses(.keyCommandFlagsAmongPressed)
    while let current = responder, found == nil {
      found = current.modelKeyCommands.first {
        $0.input == input
          && (amongPressed
            ? modifierFlags.isSuperset(of: $0.modifierFlags) : $0.modifierFlags == modifierFlags)
      }
      responder = current.modelNextResponder
    }
    if let found, found.wantsPriorityOverSystemBehavior {
      found.store.handler(found)
      return true
    }
    // §22.5: Tab and Shift-Tab go to the focus system first (§16.4), which moves the focus.
    if input == "\t", modifierFlags.isEmpty || modifierFlags == .shift {
      ModelFocus.moveByTab(backward: modifierFlags == .shift)
      return true
    }
    if input == UIKeyCommand.inputEscape, modifierFlags.isEmpty,
      let field = first as? UITextField, field.markedText != nil
    {
      field.modelCancelComposition()
      return true
    }
    guard let found else { return false }
    found.store.handler(found)
    return true
  }
}
