// The model's accessibility: what VoiceOver can reach, where its focus is, what was posted,
// escape and adjustment gestures, Reduce Transparency, the first responder and key commands.
//
// Rules, each with its source (D documented by Apple, O observed, M memory; see
// UIKIT-SEMANTICS.md):
// - A view is an element when `isAccessibilityElement` is true, it is not hidden, its alpha is
//   above 0 and no ancestor has `accessibilityElementsHidden` (UIAccessibility.h: "Marks all
//   the accessible elements contained within as hidden"). D. Hidden and alpha-0 views are
//   skipped by VoiceOver. M.
// - `accessibilityViewIsModal`: "If YES, then elements outside this view will be ignored. Only
//   elements inside this view will be exposed" (UIAccessibility.h); AD: "VoiceOver ignores the
//   accessibility elements within views that are siblings of the receiver". D. The model reads
//   the narrower sentence: among the subviews of one view, when any visible one is modal, only
//   the topmost modal one is read; a modal view deeper down hides its own siblings only, not
//   its ancestors' siblings (the known trap behind Open Radar 29384356). O.
// - `post(notification: .screenChanged, argument:)`: "Optionally, pass the element that
//   VoiceOver should move to" (UIAccessibilityConstants.h). D. With no argument (or one that
//   is not reachable) focus moves to the first reachable element. M.
// - Escape (the two-finger scrub): the system calls `accessibilityPerformEscape()` on the
//   focused element and then up its superviews until one returns true ("Implement
//   accessibilityPerformEscape on an element or containing view", UIAccessibility.h). D for the
//   element and its containing views; the order of the walk M.
// - Increment/decrement (a swipe up or down) go to the focused element when it has the
//   `.adjustable` trait ("If an element has the UIAccessibilityTraitAdjustable trait, it must
//   also implement the following methods", UIAccessibility.h). D. An adjustable element whose
//   class does not override them is a programmer error here (UIKit would silently do nothing).
// - The first responder, the keyboard and key commands: Model/ModelKeyboard.swift.
// - `isReduceTransparencyEnabled` and `post(notification:argument:)` are C functions callable
//   from any thread; the model keeps its state on the main actor and reads it there, which is
//   where Curtain calls them (a call from elsewhere stops the test: the model cannot answer it).
// - A view given to `.screenChanged` that is not itself an element moves focus to the first
//   element inside it. M.
// - `accessibilityActivationPoint` is where a double-tap that the element does not handle
//   itself taps, in screen coordinates, by default the centre of the element's frame
//   (AD SwiftUI/View/accessibilityActivationPoint(_:): "the location assistive technologies
//   use to initiate gestures", "the center of the accessibility frame"). D.
// - Changing Reduce Transparency posts `reduceTransparencyStatusDidChangeNotification` ("UIKit
//   posts when the system's Reduce Transparency setting changes",
//   AD/uiaccessibility/reducetransparencystatusdidchangenotification). D. Posted on the main
//   thread, synchronously, on the default center. M (SEMANTICS.md note 21.6; alternative
//   `settingNotificationsLater`: on the next turn).

import Foundation

/// A responder's accessibility values and the world's accessibility state (model only).
@MainActor
final class AccessibilityStore {
  var isElement = false
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var customActions: [UIAccessibilityCustomAction]?
  var activationPoint: CGPoint?
  var frame: CGRect?
  var userInputLabels: [String]?
  var ignoresInvertColors = false
  var traits = UIAccessibilityTraits.none
  var elementsHidden = false
  var viewIsModal = false
  /// The key commands `addKeyCommand(_:)` added to a view controller.
  var addedKeyCommands: [UIKeyCommand] = []
}

/// A key command's values (model only).
@MainActor
final class KeyCommandStore {
  let input: String
  let modifierFlags: UIKeyModifierFlags
  let handler: @MainActor (UIKeyCommand) -> Void
  var wantsPriority = false
  var title: String?
  init(
    input: String, modifierFlags: UIKeyModifierFlags,
    handler: @escaping @MainActor (UIKeyCommand) -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.handler = handler
  }
}

/// A notification posted to assistive technologies (model only).
public struct PostedAccessibilityNotification: @unchecked Sendable {
  /// The notification.
  public let notification: UIAccessibility.Notification
  /// Its argument, as posted; an element (an `NSObject`, a view) is held weakly, so this is
  /// `nil` once the element is released.
  ///
  /// UIKit does not keep an element alive because assistive technologies were told about it; a
  /// record holding it strongly would keep a dismissed screen's view (and its gesture
  /// recognizers) alive for the whole world, a leak the real system does not have.
  public var argument: Any? { element?.object ?? value }
  /// The virtual time it was posted at.
  public let time: TimeInterval
  private let value: Any?
  private let element: WeakBox<NSObject>?

  init(notification: UIAccessibility.Notification, argument: Any?, time: TimeInterval) {
    self.notification = notification
    self.time = time
    // A class instance only: a string (an announcement) would bridge to a fresh NSString that
    // nothing else holds.
    if let argument, type(of: argument) is AnyClass, let object = argument as? NSObject {
      element = WeakBox(object)
      value = nil
    } else {
      element = nil
      value = argument
    }
  }
}

/// The accessibility state of one world (model only).
@MainActor
final class ModelAccessibilityWorld {
  weak var world: ModelWorld?
  var reduceTransparency = false
  var increaseContrast = false
  var contentSizeCategory = UIContentSizeCategory.large
  var posted: [PostedAccessibilityNotification] = []
  weak var focused: NSObject?
  /// Each window's first responder (Model/ModelKeyboard.swift).
  var firstResponders: [ObjectIdentifier: WeakBox<UIResponder>] = [:]
  init(world: ModelWorld) { self.world = world }
}

/// The model's accessibility entry points behind the stub's declarations (model only).
enum ModelAccessibility {
  @MainActor private static var current: ModelAccessibilityWorld?

  /// The state of the current world, fresh for each new world.
  @MainActor static var state: ModelAccessibilityWorld {
    let world = UIKitModel.world
    if let current, current.world === world { return current }
    let fresh = ModelAccessibilityWorld(world: world)
    current = fresh
    return fresh
  }

  static var reduceTransparency: Bool {
    onMain { state.reduceTransparency }
  }

  static var focusedElement: Any? {
    nonisolated(unsafe) var element: Any?
    onMain { element = state.focused }
    return element
  }

  static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
    nonisolated(unsafe) let argument = argument
    onMain {
      let state = state
      state.posted.append(
        PostedAccessibilityNotification(
          notification: notification, argument: argument, time: UIKitModel.world.now))
      guard notification == .screenChanged || notification == .layoutChanged else { return }
      let reachable = UIKitModel.accessibleElements()
      if let target = argument as? UIView, reachable.contains(where: { $0 === target }) {
        state.focused = target
      } else if let target = argument as? UIView,
        let inside = reachable.first(where: { $0.isDescendant(of: target) })
      {
        state.focused = inside
      } else if notification == .screenChanged || argument != nil {
        state.focused = reachable.first
      }
    }
  }

  /// Runs `body` on the main actor, where the caller already is (Curtain calls these from
  /// main-actor code; the runtime checks it, and a call from elsewhere stops the test).
  private static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { body() }
  }
}

extension UIView {
  /// Whether this view is `view` or inside it (model only).
  func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }
}

extension UIKitModel {
  /// Whether the model's Reduce Transparency setting is on
  /// (`UIAccessibility.isReduceTransparencyEnabled`); off in a new world.
  public static var reduceTransparency: Bool {
    get { ModelAccessibility.state.reduceTransparency }
    set {
      guard newValue != ModelAccessibility.state.reduceTransparency else { return }
      ModelAccessibility.state.reduceTransparency = newValue
      postSettingChange(UIAccessibility.reduceTransparencyStatusDidChangeNotification)
    }
  }

  /// Whether the model's Increase Contrast setting is on; off in a new world.
  ///
  /// `UIAccessibility.isDarkerSystemColorsEnabled`; a change posts
  /// `darkerSystemColorsStatusDidChangeNotification`.
  public static var increaseContrast: Bool {
    get { ModelAccessibility.state.increaseContrast }
    set {
      guard newValue != ModelAccessibility.state.increaseContrast else { return }
      ModelAccessibility.state.increaseContrast = newValue
      postSettingChange(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
    }
  }

  /// Whether Smart Invert inverts `view`'s colours.
  ///
  /// It does unless the view or a superview sets `accessibilityIgnoresInvertColors`
  /// (AD/uiview/accessibilityignoresinvertcolors). D for the view, M for its subviews.
  public static func smartInvertInverts(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate.accessibilityIgnoresInvertColors { return false }
      current = candidate.superview
    }
    return true
  }

  /// Every notification posted to assistive technologies in this world, in order.
  public static var postedAccessibilityNotifications: [PostedAccessibilityNotification] {
    ModelAccessibility.state.posted
  }

  /// The element VoiceOver has focused, if any.
  public static var voiceOverFocus: NSObject? { ModelAccessibility.state.focused }

  /// Moves VoiceOver's focus to `element` (a user's swipe or touch); it must be reachable.
  public static func focus(_ element: UIView) {
    guard accessibleElements().contains(where: { $0 === element }) else {
      fail(
        .programmerError,
        "VoiceOver cannot focus an element it cannot reach (hidden, not an element, or "
          + "outside a modal view)")
      return
    }
    ModelAccessibility.state.focused = element
  }

  /// The elements VoiceOver can reach in the window, in reading order (front to back is not
  /// modelled: subviews in order, depth first), honouring `accessibilityViewIsModal`.
  public static func accessibleElements() -> [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { return }
      if view.isAccessibilityElement {
        found.append(view)
        return
      }
      let visible = view.subviews.filter { !$0.isHidden && $0.alpha > 0 }
      if let modal = visible.last(where: { $0.accessibilityViewIsModal }) {
        visit(modal)
      } else {
        for subview in view.subviews { visit(subview) }
      }
    }
    visit(world.window)
    return found
  }

  /// The two-finger scrub.
  ///
  /// `accessibilityPerformEscape()` on the focused element, then on each superview until one
  /// returns true. Returns whether one did; the model's clock advances a
  /// frame.
  @discardableResult
  public static func performAccessibilityEscape() -> Bool {
    var view = ModelAccessibility.state.focused as? UIView
    var handled = false
    while let current = view {
      if current.accessibilityPerformEscape() {
        handled = true
        break
      }
      view = current.superview
    }
    advance(by: 1.0 / 60)
    return handled
  }

  /// A swipe up (`increment: true`) or down on the focused element; it must be adjustable.
  public static func adjustFocusedElement(increment: Bool) {
    guard let element = ModelAccessibility.state.focused as? UIView,
      element.accessibilityTraits.contains(.adjustable)
    else {
      fail(.programmerError, "a swipe up or down adjusts only an element with .adjustable")
      return
    }
    if increment { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
    advance(by: 1.0 / 60)
  }
}

extension UIKitModel {
  /// A VoiceOver double-tap on the focused element.
  ///
  /// `accessibilityActivate()`, and when it returns false a tap at the element's
  /// `accessibilityActivationPoint` ("the location assistive technologies use to initiate
  /// gestures"; by default the centre of its frame). D.
  public static func activateFocusedElement() {
    guard let element = ModelAccessibility.state.focused as? UIView else {
      fail(.programmerError, "a double-tap needs a focused element")
      return
    }
    if element.accessibilityActivate() {
      advance(by: 1.0 / 60)
      return
    }
    tap(at: element.accessibilityActivationPoint)
  }
}

extension UIKitModel {
  /// Performs the focused element's custom action named `name`.
  ///
  /// Switch Control's, Voice Control's or VoiceOver's actions rotor: its handler runs ("Returns a Boolean value
  /// indicating whether the action succeeded", AD/uiaccessibilitycustomaction). D. Returns what
  /// the handler returned, `false` when the element has no such action; the clock advances a
  /// frame.
  @discardableResult
  public static func performCustomAction(named name: String) -> Bool {
    defer { advance(by: 1.0 / 60) }
    guard let element = ModelAccessibility.state.focused as? UIView,
      let action = element.accessibilityCustomActions?.first(where: { $0.name == name })
    else { return false }
    return action.modelHandler(action)
  }
}
