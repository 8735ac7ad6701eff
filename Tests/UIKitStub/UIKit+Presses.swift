// Presses of physical buttons (the Apple TV remote's Menu button, a game controller's) and the
// gesture recognizers that take them, and Voice Control's names for elements. Rules:
// - A press goes to the gesture recognizers along the responder chain of the focused view:
//   "allowedPressTypes: An array of press types used to distinguish the type of button press.
//   … The default press type is UIPress.PressType.select"
//   (AD/uigesturerecognizer/allowedpresstypes). D. The model delivers a press from a given
//   view up its superviews to the first enabled tap recognizer that allows its type (M: the
//   focus engine's choice of view is not modelled).
// - `allowedTouchTypes`: "The default value of this property contains all touch types"
//   (AD/uigesturerecognizer/allowedtouchtypes). D. A recognizer whose array is empty takes no
//   touch (M: inferred, the array lists the types it recognizes).
// - Voice Control: "Voice Control and Full Keyboard Access use the input labels"; "If you
//   don't specify any input labels, the user can still refer to the view using the
//   accessibility label" (AD SwiftUI/View/accessibilityInputLabels(_:), the property
//   `accessibilityUserInputLabels` in UIKit). D. "Tap <name>" finds the reachable element with
//   that name (case-insensitive) and activates it as VoiceOver's double-tap does. M.

// Mirrors: documentation/uikit/uipress
/// A press of a physical button.
@available(iOS 9.0, tvOS 9.0, *)
open class UIPress: NSObject {
  // Mirrors: documentation/uikit/uipress/presstype
  /// The button pressed.
  @available(iOS 9.0, tvOS 9.0, *)
  public enum PressType: Int, Sendable {
    /// The up arrow.
    case upArrow = 0
    /// The down arrow.
    case downArrow = 1
    /// The left arrow.
    case leftArrow = 2
    /// The right arrow.
    case rightArrow = 3
    /// The select button.
    case select = 4
    /// The Menu (back) button.
    case menu = 5
    /// The play/pause button.
    case playPause = 6
  }
}

extension UIGestureRecognizer {
  // Mirrors: documentation/uikit/uigesturerecognizer/allowedpresstypes
  /// The press types that make the recognizer recognize (default `[.select]`).
  @available(iOS 9.0, tvOS 9.0, *)
  public var allowedPressTypes: [NSNumber] {
    get { store.allowedPressTypes ?? [NSNumber(value: UIPress.PressType.select.rawValue)] }
    set { store.allowedPressTypes = newValue }
  }
  // Mirrors: documentation/uikit/uigesturerecognizer/allowedtouchtypes
  /// The touch types the recognizer takes (default all: direct, indirect, pencil, pointer;
  /// none when empty, §21.2).
  @available(iOS 9.0, tvOS 9.0, *)
  public var allowedTouchTypes: [NSNumber] {
    get { store.allowedTouchTypes ?? (0...3).map { NSNumber(value: $0) } }
    set { store.allowedTouchTypes = newValue }
  }
}

extension UIResponder {
  // Mirrors: documentation/objectivec/nsobject/3197989-accessibilityuserinputlabels
  /// The names Voice Control and Full Keyboard Access users can use for the element, primary
  /// first (default empty: the label is used).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals, AllPublicDeclarationsHaveDocumentation
  @available(iOS 13.0, tvOS 13.0, *)
  public var accessibilityUserInputLabels: [String]! {
    get { accessibilityStore.userInputLabels ?? [] }
    set { accessibilityStore.userInputLabels = newValue }
  }
}

extension UIKitModel {
  /// A press of `type` delivered from `view` up its superviews (model only).
  ///
  /// The first enabled tap recognizer that allows the type ends and sends its actions. Returns
  /// whether one took it; the clock advances a frame.
  @discardableResult
  public static func press(_ type: UIPress.PressType, from view: UIView) -> Bool {
    defer { advance(by: 1.0 / 60) }
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.store.gestureRecognizers
      where recognizer is UITapGestureRecognizer && recognizer.isEnabled
        && recognizer.allowedPressTypes.contains(where: { $0.intValue == type.rawValue })
      {
        recognizer.store.state = .ended
        recognizer.store.history.append(.ended)
        for action in recognizer.store.actions { action(recognizer) }
        recognizer.store.state = .possible
        return true
      }
      current = candidate.superview
    }
    return false
  }

  /// Voice Control's "Tap <name>" (model only).
  ///
  /// The reachable element whose input labels (or, without any, its label) include `name` is
  /// activated as a double-tap activates it. Returns whether an element had the name.
  @discardableResult
  public static func voiceControlTap(_ name: String) -> Bool {
    let wanted = name.lowercased()
    let element = accessibleElements().first { element in
      let labels = element.accessibilityUserInputLabels ?? []
      let names = labels.isEmpty ? [element.accessibilityLabel ?? ""] : labels
      return names.contains { $0.lowercased() == wanted }
    }
    guard let element else {
      advance(by: 1.0 / 60)
      return false
    }
    if element.accessibilityActivate() {
      advance(by: 1.0 / 60)
    } else {
      tap(at: element.accessibilityActivationPoint)
    }
    return true
  }
}
