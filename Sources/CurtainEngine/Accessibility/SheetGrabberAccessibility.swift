import Curtain
import Foundation

/// A sheet's grabber as an accessibility element: adjustable, moving the sheet one detent up
/// (increment) or down (decrement), as UIKit's sheet grabber does, with the detent's accessible
/// name as its value.
///
/// The value names the detent in the user's language (``CurtainStrings/detentName(_:in:detentNames:)``:
/// "Half height", "Full height", "30% height", or the app's name from
/// ``AccessibilityOptions/detentNames``), never its raw id. An adjustment is a user's move: the
/// sheet's session reports it as a drag's release (`SheetSession.adjust(toDetent:)`), and the
/// value names the new detent at once, so VoiceOver reads it while the sheet moves.
///
/// ```swift
/// let model = try SheetModel(
///   presentation: SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// let grabber = SheetGrabberAccessibility(sheet: model)
/// grabber.value            // "Half height"
/// grabber.incrementTarget  // "large"
/// grabber.decrementTarget  // nil: medium is the lowest detent
/// ```
package struct SheetGrabberAccessibility: Hashable, Sendable {
  /// The element's label, "Sheet Grabber" (localized, ``CurtainStrings/Key/grabberLabel``).
  package let label: String
  /// The element's value: the selected detent's accessible name.
  package let value: String
  /// The element's hint, "Adjusts the sheet's height." (localized).
  package let hint: String
  /// Its traits: ``AccessibilityElementTraits/adjustable``.
  package let traits: AccessibilityElementTraits
  /// The names Voice Control users can say for it (`accessibilityUserInputLabels`), primary
  /// first: the short "Grabber" (localized, ``CurtainStrings/Key/grabberInputLabel``), then
  /// its label.
  package let inputLabels: [String]
  /// The detent an increment moves to: the next taller one, `nil` at the tallest.
  package let incrementTarget: String?
  /// The detent a decrement moves to: the next shorter one, `nil` at the shortest.
  package let decrementTarget: String?
  /// The detent an activation moves to (a tap on the grabber's target, VoiceOver's
  /// double-tap, Voice Control's "Tap Grabber", Switch Control's select, Full Keyboard
  /// Access's Space): the next taller one, at the tallest the shortest, so that a user who can
  /// only activate reaches every detent; `nil` with a single detent (the activation does
  /// nothing).
  package let activationTarget: String?
  /// Whether a decrement at the shortest detent dismisses the sheet, as UIKit's grabber does:
  /// for a dismissible sheet whose escape is not refused (``AccessibilityOptions/escape``); the
  /// attempt is ``DismissalAttempt/escape``, so the vetoes still apply.
  package let decrementDismisses: Bool
  /// The custom actions Switch Control, Voice Control and VoiceOver's actions rotor offer on
  /// the grabber: expand and collapse when the sheet is not already at its tallest or shortest
  /// detent, dismiss when a decrement at the shortest would dismiss.
  package let actions: [Action]

  /// A custom action of the grabber.
  package struct Action: Hashable, Sendable {
    /// What an action does.
    package enum Kind: Hashable, Sendable {
      /// Moves the sheet to its tallest detent.
      case expand
      /// Moves the sheet to its shortest detent.
      case collapse
      /// Attempts to dismiss the sheet (``DismissalAttempt/escape``).
      case dismiss
    }
    /// What it does.
    package let kind: Kind
    /// Its localized name ("Expand", "Collapse", "Dismiss").
    package let name: String
    /// The detent it moves the sheet to; `nil` for ``Kind/dismiss``.
    package let targetDetentID: String?
  }

  /// The grabber of a sheet resting on its selected detent.
  ///
  /// - Parameters:
  ///   - sheet: The sheet's model.
  ///   - options: Where the words come from and the app's detent names. Defaults to
  ///     ``AccessibilityOptions/automatic``.
  package init(sheet: SheetModel, options: AccessibilityOptions = .automatic) {
    // Stops are highest first (tallest sheet first).
    let stops = sheet.stops
    let index = stops.firstIndex { $0.id == sheet.selectedDetentID }
    label = options.strings.string(.grabberLabel)
    hint = options.strings.string(.grabberHint)
    value = options.strings.detentName(
      sheet.selectedDetentID, in: sheet, detentNames: options.detentNames)
    traits = .adjustable
    inputLabels = CurtainStrings.inputLabels([options.strings.string(.grabberInputLabel), label])
    if let index {
      incrementTarget = index > 0 ? stops[index - 1].id : nil
      decrementTarget = index + 1 < stops.count ? stops[index + 1].id : nil
    } else {
      incrementTarget = nil
      decrementTarget = nil
    }
    if let shortest = stops.last?.id, shortest != sheet.selectedDetentID || incrementTarget != nil {
      activationTarget = incrementTarget ?? shortest
    } else {
      activationTarget = nil
    }
    let dismissible = sheet.presentation.isDismissible && options.escape != .refuses
    decrementDismisses = decrementTarget == nil && dismissible
    var actions: [Action] = []
    if let tallest = stops.first?.id, tallest != sheet.selectedDetentID {
      actions.append(
        Action(kind: .expand, name: options.strings.string(.actionExpand), targetDetentID: tallest))
    }
    if let shortest = stops.last?.id, shortest != sheet.selectedDetentID {
      actions.append(
        Action(
          kind: .collapse, name: options.strings.string(.actionCollapse),
          targetDetentID: shortest))
    }
    if dismissible {
      actions.append(
        Action(
          kind: .dismiss, name: options.dismissLabel ?? options.strings.string(.dismiss),
          targetDetentID: nil))
    }
    self.actions = actions
  }

  /// The announcement of the detent a sheet moves to after an adjustment: its accessible name
  /// (``CurtainStrings/detentName(_:in:detentNames:)``), which VoiceOver reads
  /// (`UIAccessibility.Notification.announcement`).
  ///
  /// - Parameters:
  ///   - detentID: The detent the sheet moves to.
  ///   - sheet: The sheet's model.
  ///   - options: Where the words come from. Defaults to ``AccessibilityOptions/automatic``.
  /// - Returns: The text to announce.
  package static func announcement(
    forDetent detentID: String, in sheet: SheetModel, options: AccessibilityOptions = .automatic
  ) -> String {
    options.strings.detentName(detentID, in: sheet, detentNames: options.detentNames)
  }
}
