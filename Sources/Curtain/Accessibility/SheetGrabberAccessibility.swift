import Foundation

/// A sheet's grabber as an accessibility element: adjustable, moving the sheet one detent up
/// (increment) or down (decrement), as UIKit's sheet grabber does, with the detent as its value.
///
/// ```swift
/// let model = try SheetModel(
///   presentation: SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// let grabber = SheetGrabberAccessibility(sheet: model)
/// grabber.value            // "medium"
/// grabber.incrementTarget  // "large"
/// grabber.decrementTarget  // nil: medium is the lowest detent
/// ```
public struct SheetGrabberAccessibility: Hashable, Sendable {
  /// The element's label, "Sheet Grabber" (localizable through the app's `Curtain` table).
  public let label: String
  /// The element's value: the selected detent's id.
  public let value: String
  /// Its traits: ``AccessibilityElementTraits/adjustable``.
  public let traits: AccessibilityElementTraits
  /// The detent an increment moves to: the next taller one, `nil` at the tallest.
  public let incrementTarget: String?
  /// The detent a decrement moves to: the next shorter one, `nil` at the shortest.
  public let decrementTarget: String?

  /// The grabber of a sheet resting on its selected detent.
  ///
  /// - Parameter sheet: The sheet's model.
  public init(sheet: SheetModel) {
    // Stops are highest first (tallest sheet first).
    let stops = sheet.stops
    let index = stops.firstIndex { $0.id == sheet.selectedDetentID }
    label = NSLocalizedString(
      "Sheet Grabber", tableName: "Curtain", bundle: .main, value: "Sheet Grabber",
      comment: "The accessibility label of a sheet's grabber")
    value = sheet.selectedDetentID
    traits = .adjustable
    if let index {
      incrementTarget = index > 0 ? stops[index - 1].id : nil
      decrementTarget = index + 1 < stops.count ? stops[index + 1].id : nil
    } else {
      incrementTarget = nil
      decrementTarget = nil
    }
  }

  /// The announcement once the sheet has settled on a detent after an adjustment: the
  /// detent's id, which VoiceOver reads (`UIAccessibility.Notification.announcement`).
  ///
  /// - Parameter detentID: The detent the sheet settled on.
  /// - Returns: The text to announce.
  public static func announcement(forDetent detentID: String) -> String { detentID }
}
