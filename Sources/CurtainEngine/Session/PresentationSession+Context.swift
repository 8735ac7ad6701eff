import Curtain
import Foundation

// Layout in a context: a part of the container (Presentr's `viewControllerForContext`, UIKit's
// `.currentContext`), one rule for both players, with one failure.
extension PresentationSession {
  /// The part of the container a presentation is laid out in, and the part of the container's
  /// safe area that reaches into it, as insets of that part.
  ///
  /// Without a context it is the whole container with its safe area. With one it is the part
  /// of `context` inside the container; each inset is the container's own less the distance
  /// from the container's edge to the context's edge, and at least 0.
  ///
  /// ```swift
  /// let session = PresentationSession(
  ///   containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
  ///   safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  /// let area = try session.layoutArea(context: CGRect(x: 0, y: 20, width: 390, height: 400))
  /// // area.frame (0, 20, 390, 400), area.safeArea.top 27, area.safeArea.bottom 0
  /// ```
  ///
  /// - Parameter context: The context's frame in the container's coordinates; `nil` for the
  ///   whole container.
  /// - Returns: The frame to lay out in and its safe area.
  /// - Throws: `PresentationError.notFinite(parameter:value:)` for a context with a number that
  ///   is not finite, `PresentationError.outOfRange(parameter:value:expected:)` for one that
  ///   covers nothing of the container; each message says what to change.
  package func layoutArea(
    context: CGRect?
  ) throws(PresentationError) -> (frame: CGRect, safeArea: EdgeInsets) {
    guard let context else { return (containerBounds, safeArea) }
    let values = [context.minX, context.minY, context.width, context.height]
    if let bad = values.first(where: { !$0.isFinite }) {
      throw .notFinite(parameter: "the context's frame", value: Double(bad))
    }
    let inside = context.intersection(containerBounds)
    guard !inside.isNull, inside.width > 0, inside.height > 0 else {
      let area = inside.isNull ? 0 : Double(inside.width * inside.height)
      throw .outOfRange(
        parameter:
          "the area the context \(Self.describe(context)) shares with the container "
          + Self.describe(containerBounds),
        value: area,
        expected:
          "greater than 0: give a context view that is inside the presenting window and not "
          + "empty, or no context")
    }
    let outer = containerBounds
    let insets = EdgeInsets(
      top: max(0, safeArea.top - (inside.minY - outer.minY)),
      left: max(0, safeArea.left - (inside.minX - outer.minX)),
      bottom: max(0, safeArea.bottom - (outer.maxY - inside.maxY)),
      right: max(0, safeArea.right - (outer.maxX - inside.maxX)))
    return (inside, insets)
  }

  /// The frame `layout` gives the presented view in a context of this container (the whole
  /// container for `nil`): `layout`'s `PresentationLayout.frame(in:safeArea:layoutDirection:)`
  /// in ``layoutArea(context:)``.
  ///
  /// - Parameters:
  ///   - layout: The presentation's layout.
  ///   - context: The context's frame in the container's coordinates, or `nil`.
  /// - Returns: The presented view's frame, in the container's coordinates.
  /// - Throws: The errors of ``layoutArea(context:)`` and of the layout.
  package func frame(
    of layout: PresentationLayout, inContext context: CGRect?
  ) throws(PresentationError) -> CGRect {
    let area = try layoutArea(context: context)
    return try layout.frame(
      in: area.frame, safeArea: area.safeArea, layoutDirection: layoutDirection)
  }

  private static func describe(_ rect: CGRect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
  }
}
