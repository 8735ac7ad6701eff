/// Something a sheet reports as it is dragged and released.
///
/// A release that lands on a different detent reports `detent` and exactly one `haptic`; a
/// vetoed dismissal reports `dismissAttempt` (UIKit's
/// `presentationControllerDidAttemptToDismiss(_:)`); a dismissal reports `dismissed`.
///
/// Every event is reported at the release (`SheetSession.release(isCovered:)` returns them as
/// `report` effects, in this order: `dismissAttempt`, then `detent` and its `haptic`, or
/// `dismissed`), not when the settle ends: UIKit sends
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when the selected detent
/// changes, which a user's release does at once; the sheet then animates to it. Both players
/// report what the session returns, when it returns it.
public enum SheetEvent: Hashable, Sendable {
  /// The sheet settles on a different detent, named by its id.
  case detent(String)
  /// A selection haptic: one per detent change.
  case haptic
  /// The user tried to dismiss a sheet that may not be dismissed.
  case dismissAttempt
  /// The sheet is dismissed.
  case dismissed

  /// The event's kind as the timeline's JSON will name it: `detent`, `haptic`,
  /// `dismissAttempt` or `dismissed`.
  public var kind: String {
    switch self {
    case .detent: return "detent"
    case .haptic: return "haptic"
    case .dismissAttempt: return "dismissAttempt"
    case .dismissed: return "dismissed"
    }
  }

  /// The detent's id for a `detent` event; `nil` for the others.
  public var value: String? {
    if case .detent(let id) = self { return id }
    return nil
  }
}
