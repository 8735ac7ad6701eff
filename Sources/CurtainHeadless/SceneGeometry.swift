import Curtain
import CurtainEngine
import Foundation

/// The container of a ``HeadlessScene`` as a value.
///
/// Its size, safe area, layout direction and the keyboard over it. Part of ``SceneModel`` so
/// that a queued resize or keyboard change is seen by the requests queued after it.
struct SceneGeometry {
  var size: CGSize
  var safeAreaInsets: EdgeInsets
  var layoutDirection: LayoutDirection
  /// The keyboard's frame as requested (`nil` when hidden).
  var keyboardFrame: CGRect?
  /// The user's text size: fixed presentation sizes grow with it (`ContentSizeScale`).
  var contentSizeCategory: ContentSizeScale.Category = .large

  var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The core's answers for this container (`PresentationSession`).
  var session: PresentationSession {
    PresentationSession(
      containerBounds: bounds, safeArea: safeAreaInsets, layoutDirection: layoutDirection)
  }
}
