import Foundation

/// A change to a presentation that is already on screen, as Jelly's live updates
/// (`updateAlignment`, `updateSize`, `updateWidth`, `updateHeight`, `updateMarginGuards`,
/// `updateCorners`).
///
/// ``HeadlessScene/update(_:duration:)`` applies one to the top presentation as a transition of
/// its own. Unlike Jelly, ``height(_:)`` changes the height (Jelly wrote the new height into the
/// width).
///
/// ```swift
/// try scene.update(.height(.custom(value: 500)), duration: 0.3).run()
/// ```
public enum PresentationUpdate: Hashable, Sendable {
  /// A new alignment.
  case alignment(PresentationAlignment)
  /// A new width and height.
  case size(PresentationSize)
  /// A new width; the height stays.
  case width(PresentationSize.Dimension)
  /// A new height; the width stays.
  case height(PresentationSize.Dimension)
  /// New margin guards.
  case marginGuards(EdgeInsets)
  /// A new corner radius, in points, and the corners it rounds.
  case corners(radius: CGFloat, corners: RectCorners)

  /// The update in words, for messages.
  var summary: String {
    switch self {
    case .alignment: return "update the alignment"
    case .size: return "update the size"
    case .width: return "update the width"
    case .height: return "update the height"
    case .marginGuards: return "update the margin guards"
    case .corners: return "update the corners"
    }
  }
}
