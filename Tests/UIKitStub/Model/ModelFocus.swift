// The model's keyboard focus (the focus system of iPadOS 15 and later and of Full Keyboard
// Access): a focused item per window, Tab and Shift-Tab, and the focus updates of a presentation
// and its dismissal. Rules (Tests/UIKitStub/SEMANTICS.md §22):
// - §22.2 D: `canBecomeFocused` is false by default, and a view that returns true is still not
//   focusable when it is hidden, has alpha 0, has `isUserInteractionEnabled` false, or is not in
//   the view hierarchy (AD/uiview/canbecomefocused). The model applies the first three to its
//   ancestors too (a hidden superview hides it). A text field can become focused (O).
// - §22.3 D: a focus update to an environment searches its `preferredFocusEnvironments`
//   recursively, in order, "until an eligible, focusable item is found"; an empty array "is
//   equivalent to returning an array containing only `self`"; a view controller prefers its root
//   view (AD/uifocusenvironment/preferredfocusedview). A view that prefers itself and cannot be
//   focused is searched through its subviews in order (M).
// - §22.4 D: `setNeedsFocusUpdate()` has no effect unless the environment contains the focused
//   item; otherwise focus is reset to its preferred item on the next run loop cycle;
//   `updateFocusIfNeeded()` performs a pending update at once.
// - §22.5 O: while a view controller is presented, the focus scope is the topmost presentation's
//   container view (alternative `focusScopeFollowsModalView`: the topmost visible view whose
//   `accessibilityViewIsModal` is true, else the window). Tab moves to the next focusable item
//   of the scope (subviews depth first), Shift-Tab to the previous, both wrapping; with nothing
//   focused in the scope, Tab goes to the scope's preferred item (the topmost presentation
//   controller's, else the root view controller's).
// - §22.6 O/D: when a presentation completes while the user is using focus (an item was
//   focused when it began; otherwise focus stays deferred), focus moves on the next turn to the
//   presentation controller's preferred item (O; alternative `focusDeferredOnPresentation`: the
//   focus is deferred, nothing is focused until Tab); when a dismissal completes, the item that
//   was focused when the presentation began is focused again if the controller that presented
//   keeps `restoresFocusAfterTransition` (D, AD/uiviewcontroller/restoresfocusaftertransition).
// - §22.7 O: focus and the first responder of text input follow each other: focusing a text
//   field makes it the first responder, and moving focus elsewhere ends its editing (it resigns)
//   (alternative `focusLeavesFirstResponder`: focus never changes the first responder).

import Foundation

/// The focus state of one world (model only).
@MainActor
final class ModelFocusWorld {
  weak var world: ModelWorld?
  /// Each window's focused item.
  var focused: [ObjectIdentifier: WeakBox<UIView>] = [:]
  /// Environments that asked for a focus update (`setNeedsFocusUpdate()`), oldest first.
  var pending: [WeakBox<NSObject>] = []
  /// Whether an update is scheduled for the next turn.
  var scheduled = false
  init(world: ModelWorld) { self.world = world }
}

/// The model's focus system (model only).
@MainActor
enum ModelFocus {
  private static var current: ModelFocusWorld?

  /// The state of the current world, fresh for each new world.
  static var state: ModelFocusWorld {
    let world = UIKitModel.world
    if let current, current.world === world { return current }
    let fresh = ModelFocusWorld(world: world)
    current = fresh
    return fresh
  }

  /// The key window's focused item, while it is still focusable (§22.2).
  static var focusedItem: UIView? {
    let window = UIKitModel.world.window
    guard let item = state.focused[ObjectIdentifier(window)]?.object else { return nil }
    guard isEligible(item, in: window) else {
      state.focused[ObjectIdentifier(window)] = nil
      return nil
    }
    return item
  }

  /// The view an environment stands for: a view itself, a controller's loaded root view, a
  /// presentation controller's container view.
  static func view(of environment: AnyObject) -> UIView? {
    if let view = environment as? UIView { return view }
    if let controller = environment as? UIViewController { return controller.controllerStore.view }
    if let presentation = environment as? UIPresentationController {
      return presentation.presentationStore.containerView
    }
    return nil
  }

  /// §22.2: whether `view` can be focused now, inside `scope`.
  static func isEligible(_ view: UIView, in scope: UIView) -> Bool {
    guard view.canBecomeFocused, view.window === UIKitModel.world.window,
      view.isDescendant(of: scope)
    else { return false }
    var current: UIView? = view
    while let candidate = current {
      if candidate.isHidden || candidate.alpha <= 0 || !candidate.isUserInteractionEnabled {
        return false
      }
      current = candidate.superview
    }
    return true
  }

  /// §22.5: the focus scope now.
  static var scope: UIView {
    let window = UIKitModel.world.window
    if UIKitModel.world.readings.uses(.focusScopeFollowsModalView) {
      var found: UIView?
      func visit(_ view: UIView) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if view.accessibilityViewIsModal { found = view }
        for subview in view.subviews { visit(subview) }
      }
      visit(window)
      return found ?? window
    }
    return topPresentation?.presentationStore.containerView ?? window
  }

  /// The presentation controller of the topmost presented controller, if any.
  static var topPresentation: UIPresentationController? {
    var controller = UIKitModel.world.window.rootViewController
    var top: UIPresentationController?
    while let presented = controller?.controllerStore.presented {
      if let presentation = presented.controllerStore.presentationController,
        presentation.presentationStore.containerView?.window != nil
      {
        top = presentation
      }
      controller = presented
    }
    return top
  }

  /// §22.3: the item a focus update to `environment` reaches, inside `scope`.
  static func preferredItem(of environment: AnyObject, in scope: UIView, depth: Int = 0) -> UIView?
  {
    guard depth < 64 else { return nil }
    var preferred: [AnyObject] = []
    if let view = environment as? UIView {
      preferred = view.preferredFocusEnvironments.map { $0 as AnyObject }
    } else if let controller = environment as? UIViewController {
      preferred = controller.preferredFocusEnvironments.map { $0 as AnyObject }
    } else if let presentation = environment as? UIPresentationController {
      preferred = presentation.preferredFocusEnvironments.map { $0 as AnyObject }
    }
    if preferred.isEmpty { preferred = [environment] }
    for candidate in preferred {
      if candidate === environment {
        guard let view = view(of: candidate) else { continue }
        if isEligible(view, in: scope) { return view }
        // M: a view that is not focusable itself is searched through its subviews.
        for subview in view.subviews {
          if let found = preferredItem(of: subview, in: scope, depth: depth + 1) { return found }
        }
      } else if let found = preferredItem(of: candidate, in: scope, depth: depth + 1) {
        return found
      }
    }
    return nil
  }

  /// Every focusable item of the scope, subviews depth first (§22.5).
  static func items(in scope: UIView) -> [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if isEligible(view, in: scope) { found.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(scope)
    return found
  }

  /// Focuses `item` (or nothing) in the key window, with §22.7's first-responder rule.
  static func focus(_ item: UIView?) {
    let window = UIKitModel.world.window
    state.focused[ObjectIdentifier(window)] = item.map { WeakBox($0) }
    guard !UIKitModel.world.readings.uses(.focusLeavesFirstResponder), let item else { return }
    let first = UIKitModel.firstResponder(in: window)
    if item is UITextField {
      if first !== item { _ = item.becomeFirstResponder() }
    } else if let field = first as? UITextField, field !== item {
      _ = field.resignFirstResponder()
    }
  }

  /// §22.4: `setNeedsFocusUpdate()`.
  static func request(_ environment: NSObject) {
    guard let focused = focusedItem, let view = view(of: environment),
      focused.isDescendant(of: view)
    else { return }
    state.pending.append(WeakBox(environment))
    guard !state.scheduled else { return }
    state.scheduled = true
    UIKitModel.after(0) { updateNow() }
  }

  /// §22.4: performs the pending update: the outermost environment that asked wins ("If a parent
  /// of this environment is also requesting focus, the parent's request takes priority").
  static func updateNow() {
    let requests = state.pending.compactMap(\.object)
    state.pending = []
    state.scheduled = false
    guard !requests.isEmpty else { return }
    let winner =
      requests.first { request in
        guard let mine = view(of: request) else { return false }
        return !requests.contains { other in
          guard other !== request, let theirs = view(of: other) else { return false }
          return mine !== theirs && mine.isDescendant(of: theirs)
        }
      } ?? requests[0]
    let scope = scope
    if let item = preferredItem(of: winner, in: scope) { focus(item) }
  }

  /// §22.6: a presentation begins: the focused item is remembered with the presented
  /// controller.
  static func presentationWillBegin(presenting: UIViewController, presented: UIViewController) {
    presented.controllerStore.focusedBeforePresenting = focusedItem.map { WeakBox($0) }
  }

  /// §22.6: a presentation completed.
  static func presentationDidComplete(_ presentation: UIPresentationController) {
    // Only while the user is using focus (an item was focused when it began): otherwise focus
    // stays deferred (O, the Apple forum answer on focus deferral).
    guard presentation.presentationStore.presented?.controllerStore.focusedBeforePresenting != nil
    else { return }
    guard !UIKitModel.world.readings.uses(.focusDeferredOnPresentation) else {
      focus(nil)
      return
    }
    UIKitModel.after(0) {
      guard presentation.presentationStore.containerView?.window != nil else { return }
      if let item = preferredItem(of: presentation, in: scope) { focus(item) }
    }
  }

  /// §22.6: a dismissal completed; `dismissed` is the lowest controller dismissed, `presenting`
  /// the controller that presented it.
  static func dismissalDidComplete(dismissed: UIViewController, presenting: UIViewController) {
    let remembered = dismissed.controllerStore.focusedBeforePresenting?.object
    dismissed.controllerStore.focusedBeforePresenting = nil
    guard presenting.restoresFocusAfterTransition, let remembered,
      isEligible(remembered, in: scope)
    else {
      if let item = focusedItem, !isEligible(item, in: scope) { focus(nil) }
      return
    }
    focus(remembered)
  }

  /// §22.5: Tab (`backward` false) or Shift-Tab.
  static func moveByTab(backward: Bool) {
    let scope = scope
    let items = items(in: scope)
    guard !items.isEmpty else { return }
    guard let focused = focusedItem, let index = items.firstIndex(where: { $0 === focused })
    else {
      let root: AnyObject? = topPresentation ?? UIKitModel.world.window.rootViewController
      focus(root.flatMap { preferredItem(of: $0, in: scope) } ?? items[0])
      return
    }
    let next = (index + (backward ? items.count - 1 : 1)) % items.count
    focus(items[next])
  }
}
