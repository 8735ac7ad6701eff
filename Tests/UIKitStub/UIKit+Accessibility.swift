// What accessibility and keyboards need beyond the view hierarchy: traits, notifications, the
// Reduce Transparency setting, the focused element, key commands. Each declaration carries
// Apple's availability (UIAccessibility.h, UIAccessibilityConstants.h, UIKeyCommand.h and
// UIResponder.h of the iOS 16.5 SDK; the page is named in `Mirrors:`). The overridable members
// (`accessibilityViewIsModal`, `accessibilityPerformEscape()`, `keyCommands`, …) are in
// `UIResponder`'s body in UIKit.swift; the rules behind them in Model/ModelAccessibility.swift.

// Mirrors: documentation/uikit/uiaccessibilitytraits
/// An accessibility element's traits (`typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM`).
@available(iOS 3.0, tvOS 9.0, *)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// Creates traits from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uiaccessibilitytraits/none
  /// No trait.
  public static let none = UIAccessibilityTraits([])
  // Mirrors: documentation/uikit/uiaccessibilitytraits/button
  /// The element should be treated as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  // Mirrors: documentation/uikit/uiaccessibilitytraits/adjustable
  /// "The accessibility element allows continuous adjustment through a range of values";
  /// such an element "must also implement accessibilityIncrement and accessibilityDecrement".
  @available(iOS 4.0, tvOS 9.0, *)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

extension UIAccessibility {
  // Mirrors: documentation/uikit/uiaccessibility/notification
  /// A notification to assistive technologies (`typedef uint32_t UIAccessibilityNotifications`).
  @available(iOS 3.0, tvOS 9.0, *)
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a notification from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // Mirrors: documentation/uikit/uiaccessibility/notification/screenchanged
    /// "Should be posted when a new view appears that encompasses a major portion of the
    /// screen. Optionally, pass the element that VoiceOver should move to."
    public static let screenChanged = Notification(rawValue: 1000)
    // Mirrors: documentation/uikit/uiaccessibility/notification/layoutchanged
    /// "Should be posted when the layout of a screen changes"; optionally with the element to
    /// move to.
    public static let layoutChanged = Notification(rawValue: 1001)
    // Mirrors: documentation/uikit/uiaccessibility/notification/announcement
    /// Makes assistive technologies announce a string, the argument.
    @available(iOS 4.0, tvOS 9.0, *)
    public static let announcement = Notification(rawValue: 1008)
  }

  // Mirrors: documentation/uikit/uiaccessibility/assistivetechnologyidentifier
  /// An assistive technology, for ``focusedElement(using:)``.
  @available(iOS 9.0, tvOS 9.0, *)
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    // Mirrors: documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover
    /// VoiceOver (§18.1).
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  // Mirrors: documentation/uikit/uiaccessibility/post(notification:argument:)
  /// Posts a notification to assistive technologies.
  ///
  /// `UIAccessibilityPostNotification`, a C function: callable from any thread. The model records it and moves its focus
  /// (``UIKitModel/postedAccessibilityNotifications``).
  @available(iOS 3.0, tvOS 9.0, *)
  nonisolated public static func post(notification: Notification, argument: Any?) {
    ModelAccessibility.post(notification, argument: argument)
  }

  // Mirrors: documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu
  /// Converts a rectangle in `view`'s coordinates to screen coordinates, for
  /// `accessibilityFrame` (§22.1).
  ///
  /// `UIAccessibilityConvertFrameToScreenCoordinates`, a C function: nonisolated ("The rect
  /// should exist in the view space of the UIView argument", UIAccessibility.h). D. The model's
  /// screen is its window: the rectangle in the window's coordinates.
  @available(iOS 7.0, tvOS 9.0, *)
  nonisolated public static func convertToScreenCoordinates(
    _ rect: CGRect, in view: UIView
  ) -> CGRect {
    MainActor.assumeIsolated { view.convert(rect, to: nil) }
  }

  // Mirrors: documentation/uikit/uiaccessibility/isreducetransparencyenabled
  /// Whether the Reduce Transparency setting is on (§18.3).
  ///
  /// `UIAccessibilityIsReduceTransparencyEnabled`, a C function: nonisolated. The model: ``UIKitModel/reduceTransparency``.
  @available(iOS 8.0, tvOS 9.0, *)
  nonisolated public static var isReduceTransparencyEnabled: Bool {
    ModelAccessibility.reduceTransparency
  }

  // Mirrors: documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
  /// Posted when Reduce Transparency changes.
  ///
  /// "A notification that UIKit posts when the system's Reduce Transparency setting changes"
  /// (AD/uiaccessibility/reducetransparencystatusdidchangenotification). D. The model posts it
  /// on the default center, synchronously on the main thread, when
  /// ``UIKitModel/reduceTransparency`` changes. M (note 21.6).
  @available(iOS 8.0, tvOS 9.0, *)
  nonisolated public static let reduceTransparencyStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")

  // Mirrors: documentation/uikit/uiaccessibility/isdarkersystemcolorsenabled
  /// Whether the Increase Contrast setting is on.
  ///
  /// `UIAccessibilityDarkerSystemColorsEnabled`, a C function: nonisolated. The model:
  /// ``UIKitModel/increaseContrast``.
  @available(iOS 8.0, tvOS 9.0, *)
  nonisolated public static var isDarkerSystemColorsEnabled: Bool {
    MainActor.assumeIsolated { ModelAccessibility.state.increaseContrast }
  }

  // Mirrors: documentation/uikit/uiaccessibility/darkersystemcolorsstatusdidchangenotification
  /// Posted when Increase Contrast changes.
  ///
  /// "A notification that UIKit posts when the system's Increase Contrast setting changes"
  /// (AD/uiaccessibility/darkersystemcolorsstatusdidchangenotification). D. The model posts it
  /// on the default center, synchronously on the main thread. M (note 21.6).
  @available(iOS 8.0, tvOS 9.0, *)
  nonisolated public static let darkerSystemColorsStatusDidChangeNotification =
    NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

  // Mirrors: documentation/uikit/uiaccessibility/focusedelement(using:)
  /// The element the assistive technology has focused (`UIAccessibilityFocusedElement`, §18.1).
  @available(iOS 9.0, tvOS 9.0, *)
  nonisolated public static func focusedElement(
    using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?
  ) -> Any? {
    ModelAccessibility.focusedElement
  }
}

// Mirrors: documentation/uikit/uikeymodifierflags
/// Modifier keys.
@available(iOS 7.0, tvOS 9.0, *)
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates flags from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  // Mirrors: documentation/uikit/uikeymodifierflags/command
  /// The Command key.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  // Mirrors: documentation/uikit/uikeymodifierflags/shift
  /// The Shift key.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
}

// Mirrors: documentation/uikit/uikeycommand
/// A key combination and what it does.
///
/// Apple's takes an action selector
/// (`init(input:modifierFlags:action:)`); the model, which has no selectors, takes a closure
/// (``init(modelInput:modifierFlags:handler:)``).
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
open class UIKeyCommand: NSObject {
  // Mirrors: documentation/uikit/uikeycommand/inputescape
  /// The Escape key's input (`UIKeyInputEscape`).
  @available(iOS 7.0, tvOS 9.0, *)
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  // Mirrors: documentation/uikit/uikeycommand/input
  /// The key.
  open var input: String? { store.input }
  // Mirrors: documentation/uikit/uikeycommand/modifierflags
  /// The modifier keys the user must press (§16.3).
  open var modifierFlags: UIKeyModifierFlags { store.modifierFlags }
  // Mirrors: documentation/uikit/uikeycommand/wantspriorityoversystembehavior
  /// Whether the command wins over a system behaviour for the same keys (default `false`, §16.4).
  @available(iOS 15.0, tvOS 15.0, *)
  open var wantsPriorityOverSystemBehavior: Bool {
    get { store.wantsPriority }
    set { store.wantsPriority = newValue }
  }
  // Mirrors: documentation/uikit/uicommand/discoverabilitytitle
  /// The title the keyboard shortcuts overlay shows (`nil`: not discoverable).
  @available(iOS 13.0, tvOS 13.0, *)
  open var discoverabilityTitle: String? {
    get { store.title }
    set { store.title = newValue }
  }
  let store: KeyCommandStore

  /// A key command that runs `handler` (model only: Apple's sends an action selector along the
  /// responder chain).
  public init(
    modelInput input: String, modifierFlags: UIKeyModifierFlags,
    handler: @escaping @MainActor (UIKeyCommand) -> Void
  ) {
    store = KeyCommandStore(input: input, modifierFlags: modifierFlags, handler: handler)
    super.init()
  }
}

// Mirrors: documentation/uikit/uitextinputtraits
/// The keyboard's features for a text object (the model keeps none of them).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
public protocol UITextInputTraits: NSObjectProtocol {}

// Mirrors: documentation/uikit/uikeyinput
/// Simple text entry.
///
/// "When instances of this subclass are the first responder, the system keyboard displays"
/// (AD/uikeyinput).
@MainActor
@available(iOS 3.2, tvOS 9.0, *)
public protocol UIKeyInput: UITextInputTraits {
  // Mirrors: documentation/uikit/uikeyinput/hastext
  /// Whether the text-entry object has any text (§16.5).
  var hasText: Bool { get }
  // Mirrors: documentation/uikit/uikeyinput/inserttext(_:)
  /// Inserts characters into the displayed text.
  func insertText(_ text: String)
  // Mirrors: documentation/uikit/uikeyinput/deletebackward()
  /// Deletes a character from the displayed text (§16.5).
  func deleteBackward()
}

// Mirrors: documentation/uikit/uitextfield
/// A single-line text field (Apple's is a `UIControl` adopting `UITextInput`; the model keeps
/// its text, its marked text and its first-responder rules: Model/ModelKeyboard.swift).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UITextField: UIView, UIKeyInput {
  /// The committed text (model only).
  private var committed = ""
  /// The marked (provisionally inserted) text of a composition, if any (model only).
  private(set) var markedText: String?

  // Mirrors: documentation/uikit/uitextfield/text
  /// The text the field shows, marked text included.
  open var text: String? {
    get { committed + (markedText ?? "") }
    set {
      committed = newValue ?? ""
      markedText = nil
    }
  }
  // Mirrors: documentation/uikit/uiresponder/canbecomefirstresponder
  /// A text field can become first responder (§16.1).
  open override var canBecomeFirstResponder: Bool { true }
  // Mirrors: documentation/uikit/uiview/canbecomefocused
  /// A text field can become focused (§22.2 O): the keyboard focuses text fields by default.
  @available(iOS 9.0, tvOS 9.0, *)
  open override var canBecomeFocused: Bool { true }
  // Mirrors: documentation/uikit/uikeyinput/hastext
  /// Whether the field has any text (§16.5).
  open var hasText: Bool { !(text ?? "").isEmpty }
  // Mirrors: documentation/uikit/uikeyinput/inserttext(_:)
  /// Inserts text at the end (commits any marked text first).
  open func insertText(_ text: String) {
    unmarkText()
    committed += text
  }
  // Mirrors: documentation/uikit/uikeyinput/deletebackward()
  /// Deletes the last character (§16.5).
  open func deleteBackward() {
    if markedText != nil {
      markedText = nil
    } else if !committed.isEmpty {
      committed.removeLast()
    }
  }
  // Mirrors: documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:)
  /// Marks text, as an input method does while a word is being composed (Japanese kana before
  /// conversion, Chinese pinyin); `nil` removes the marked text.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    self.markedText = markedText
  }
  // Mirrors: documentation/uikit/uitextinput/unmarktext()
  /// Commits the marked text (§16.5).
  open func unmarkText() {
    committed += markedText ?? ""
    markedText = nil
  }
  /// Cancels the composition: the marked text goes (model only: the text input system's own
  /// handling of Escape, Model/ModelKeyboard.swift).
  func modelCancelComposition() { markedText = nil }
}

extension UIViewController {
  // Mirrors: documentation/uikit/uiviewcontroller/addkeycommand(_:)
  /// Associates a key command with the controller: it is found when the controller is on the
  /// responder chain of the first responder (Model/ModelKeyboard.swift, §16.3).
  @available(iOS 9.0, tvOS 9.0, *)
  public func addKeyCommand(_ keyCommand: UIKeyCommand) {
    accessibilityStore.addedKeyCommands.append(keyCommand)
  }
  // Mirrors: documentation/uikit/uiviewcontroller/removekeycommand(_:)
  /// Removes a key command added with ``addKeyCommand(_:)`` (§16.3).
  @available(iOS 9.0, tvOS 9.0, *)
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    accessibilityStore.addedKeyCommands.removeAll { $0 === keyCommand }
  }
}

extension UIResponder {
  // Mirrors: documentation/objectivec/nsobject/1615093-accessibilityhint
  /// "A brief description of the result of performing an action on the accessibility element"
  /// (default `nil`).
  @available(iOS 3.0, tvOS 9.0, *)
  public var accessibilityHint: String? {
    get { accessibilityStore.hint }
    set { accessibilityStore.hint = newValue }
  }
}

extension UIView {
  // Mirrors: documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  /// A string that identifies the element (for UI tests; never read to the user).
  @available(iOS 5.0, tvOS 9.0, *)
  public var accessibilityIdentifier: String? {
    get { accessibilityStore.identifier }
    set { accessibilityStore.identifier = newValue }
  }
}

// Mirrors: documentation/uikit/uiaccessibilitycustomaction
/// A custom action assistive technologies offer on an element (nonisolated, as Apple's).
@available(iOS 8.0, tvOS 9.0, *)
open class UIAccessibilityCustomAction: NSObject {
  // Mirrors: documentation/uikit/uiaccessibilitycustomaction/handler
  /// What the action does; returns whether it succeeded (§18.2).
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
  // Mirrors: documentation/uikit/uiaccessibilitycustomaction/name
  /// The action's localized name.
  open var name: String
  let modelHandler: Handler
  // Mirrors: documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  /// An action that runs `actionHandler`, which returns whether it succeeded (§18.2).
  @available(iOS 13.0, tvOS 13.0, *)
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    modelHandler = actionHandler
    super.init()
  }
}

extension UIResponder {
  // Mirrors: documentation/objectivec/nsobject/1615150-accessibilitycustomactions
  /// The element's custom actions (default `nil`).
  @available(iOS 8.0, tvOS 9.0, *)
  public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStore.customActions }
    set { accessibilityStore.customActions = newValue }
  }
}

extension UIView {
  // Mirrors: documentation/uikit/uiview/accessibilityignoresinvertcolors
  /// "A Boolean value indicating whether the view ignores an accessibility request to invert
  /// its colors" (default `false`); Smart Invert then leaves the view and its subviews alone
  /// (``UIKitModel/smartInvertInverts(_:)``).
  @available(iOS 11.0, tvOS 11.0, *)
  public var accessibilityIgnoresInvertColors: Bool {
    get { accessibilityStore.ignoresInvertColors }
    set { accessibilityStore.ignoresInvertColors = newValue }
  }
}
