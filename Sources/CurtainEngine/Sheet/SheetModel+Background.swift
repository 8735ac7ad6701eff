import Curtain
import Foundation

extension SheetModel {
  /// Whether what is behind the sheet receives touches with the sheet's top edge at `top`:
  /// only with a largest undimmed detent, and only where there is no dim (at or below that
  /// detent, ``dimmingAlpha(top:)`` is 0).
  ///
  /// As `UISheetPresentationController` does: with `largestUndimmedDetentIdentifier` "the
  /// system adds a noninteractive dimming view underneath the sheet" only at the larger
  /// detents, and "without a dimming view, the undimmed area around the sheet responds to user
  /// interaction, allowing for a nonmodal experience" (AD, D). Without an undimmed detent the
  /// area around the sheet never responds, even while the dim fades in.
  ///
  /// - Parameter top: The sheet's top edge.
  /// - Returns: Whether a touch beside the sheet reaches the views behind it.
  package func backgroundIsInteractive(top: CGFloat) -> Bool {
    guard let id = presentation.largestUndimmedDetentID, stop(id) != nil else { return false }
    return dimmingAlpha(top: top) == 0
  }
}
