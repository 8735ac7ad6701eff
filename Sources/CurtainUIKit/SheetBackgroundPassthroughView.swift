#if canImport(UIKit)
import UIKit

/// The clear view behind a sheet's dim that lets a touch beside the sheet reach the views
/// behind it where the core says they are interactive (`SheetModel.backgroundIsInteractive(top:)`:
/// with a largest undimmed detent, where there is no dim).
///
/// UIKit's container view keeps a touch no subview takes, and a dim at alpha 0 takes none
/// (`hitTest(_:with:)` "ignores views … that have an alpha level less than 0.01", AD): without
/// this view the touch would stop at the container. Elsewhere it takes nothing, so the
/// container keeps the touch as it did.
final class SheetBackgroundPassthroughView: UIView {
  /// The view whose hierarchy receives the touches (the presenting controller's view).
  weak var target: UIView?
  /// Whether touches pass now (the sheet's top edge is read when a touch arrives).
  var passesTouches: @MainActor () -> Bool = { false }

  /// The target's hit view where touches pass, else `nil`.
  ///
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - event: The event.
  /// - Returns: The view that receives the touch, or `nil`.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard passesTouches(), let target else { return nil }
    return forwardedHit(point, with: event, to: target)
  }
}
#endif
