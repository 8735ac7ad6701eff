#if canImport(UIKit)
import UIKit

extension UIView {
  /// The view of `target`'s hierarchy that a touch at `point` (in this view's coordinates)
  /// lands on: the one hit-test forwarding of the backgrounds that let touches through
  /// (``SheetBackgroundPassthroughView`` and ``ContextBackgroundView``).
  ///
  /// The point is converted into `target`'s coordinates and `target` hit-tests it
  /// (`hitTest(_:with:)`, AD/uiview/hittest(_:with:)); a target outside a window takes no touch.
  ///
  /// - Parameters:
  ///   - point: The point, in this view's coordinates.
  ///   - event: The event.
  ///   - target: The view whose hierarchy receives the touch.
  /// - Returns: The target's hit view, or `nil`.
  func forwardedHit(_ point: CGPoint, with event: UIEvent?, to target: UIView) -> UIView? {
    guard target.window != nil else { return nil }
    let local = target.convert(CGRect(origin: point, size: .zero), from: self).origin
    return target.hitTest(local, with: event)
  }
}
#endif
