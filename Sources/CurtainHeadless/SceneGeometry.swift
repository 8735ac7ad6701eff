import Foundation

/// The container of a ``HeadlessScene`` as a value.
///
/// Its size, safe area, layout direction and the keyboard over it. Part of ``SceneModel`` so
/// that a queued resize or keyboard change is seen by the requests queued after it.
struct SceneGeometry {
  var size: CGSize
  var safeAreaInsets: EdgeInsets
  var layoutDirection: LayoutDirection
  /// The keyboard's frame as requested (`nil` when hidden); see ``coveredKeyboardFrame``.
  var keyboardFrame: CGRect?

  var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The part of the keyboard inside the container, or `nil` when the keyboard is hidden or
  /// covers none of it.
  var coveredKeyboardFrame: CGRect? {
    guard let keyboardFrame else { return nil }
    let covered = keyboardFrame.intersection(bounds)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return nil }
    return covered
  }
}
