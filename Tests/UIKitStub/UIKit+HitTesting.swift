// Hit-testing and taps: which view a touch lands on (`hitTest(_:with:)`), and a tap delivered
// there (model only: `UIKitModel.tap(at:)`). Transforms are not modelled: points convert by the
// frames' origins and the bounds' origins, as `convert(_:from:)` does in the model.

// Mirrors: documentation/uikit/uievent
/// An event (the model's taps carry none).
@MainActor
@available(iOS 2.0, tvOS 9.0, *)
open class UIEvent: NSObject {}

extension UIKitModel {
  /// A tap at `point` in the window's coordinates (model only).
  ///
  /// The window's `hitTest` finds the view, and the first enabled tap recognizer on it or an
  /// ancestor that takes touches (`allowedTouchTypes` not empty: a recognizer for presses
  /// only takes none, UIKit+Presses.swift; M, SEMANTICS.md note 21.2, alternative
  /// `emptyTouchTypesTakeTouches`), innermost first, ends
  /// (discrete gestures go from possible to ended, §9.1) and sends its actions. Returns the view
  /// hit, `nil` when nothing took the touch.
  @discardableResult
  public static func tap(at point: CGPoint) -> UIView? {
    let window = world.window
    guard let hit = window.hitTest(point, with: nil) else { return nil }
    var view: UIView? = hit
    while let current = view {
      for recognizer in current.store.gestureRecognizers
      where recognizer is UITapGestureRecognizer && recognizer.isEnabled
        && (!recognizer.allowedTouchTypes.isEmpty
          || world.readings.uses(.emptyTouchTypesTakeTouches))
      {
        if let delegate = recognizer.store.delegate,
          !delegate.gestureRecognizerShouldBegin(recognizer)
        {
          continue
        }
        recognizer.store.state = .ended
        recognizer.store.history.append(.ended)
        for action in recognizer.store.actions { action(recognizer) }
        recognizer.store.state = .possible
        advance(by: 1.0 / 60)
        return hit
      }
      view = current.superview
    }
    advance(by: 1.0 / 60)
    return hit
  }
}
