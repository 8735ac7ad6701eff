import Curtain
import Foundation

/// When the dimming view is the "Dismiss" element, and where an activation taps it.
///
/// ``PresentationAccessibility/DimmingElement`` says what the dim is while dismissal is
/// possible; two facts change with time and are decided here for both players:
/// - the element is exposed only while a tap would dismiss: a presented controller that is
///   `isModalInPresentation` refuses every dismissal the user makes, so the element would offer
///   an action that does nothing;
/// - its activation point (where VoiceOver's double-tap, Switch Control and UI tests tap) lies on
///   the dim, not under the presented view at the dim's centre: the middle of the largest part of
///   the dim the presented view leaves uncovered.
package enum DimmingElementPlacement {
  /// Whether the dim is an element now.
  ///
  /// - Parameters:
  ///   - element: The presentation's dimming element; `nil` without a background view.
  ///   - isModalInPresentation: The presented controller's `isModalInPresentation`.
  /// - Returns: Whether assistive technologies see it.
  package static func isExposed(
    _ element: PresentationAccessibility.DimmingElement?, isModalInPresentation: Bool
  ) -> Bool {
    guard let element, element.isAccessibilityElement else { return false }
    return !isModalInPresentation
  }

  /// The point to activate the dim at: the centre of the largest of the four bands of `dim`
  /// around `presented` (above, below, before, after; each as tall or wide as the dim), the
  /// dim's centre when the presented view does not overlap it, `nil` when it covers the dim.
  ///
  /// - Parameters:
  ///   - dim: The dim's tappable frame (the context's frame for a dim over a context).
  ///   - presented: The presented view's frame, in the same coordinates.
  /// - Returns: The point, in the same coordinates.
  package static func activationPoint(dim: CGRect, presented: CGRect) -> CGPoint? {
    guard dim.width > 0, dim.height > 0 else { return nil }
    let covered = dim.intersection(presented)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else {
      return CGPoint(x: dim.midX, y: dim.midY)
    }
    let bands = [
      CGRect(x: dim.minX, y: dim.minY, width: dim.width, height: covered.minY - dim.minY),
      CGRect(x: dim.minX, y: covered.maxY, width: dim.width, height: dim.maxY - covered.maxY),
      CGRect(x: dim.minX, y: dim.minY, width: covered.minX - dim.minX, height: dim.height),
      CGRect(x: covered.maxX, y: dim.minY, width: dim.maxX - covered.maxX, height: dim.height),
    ]
    // The first of equal bands wins (above before below, before before after).
    var best: CGRect?
    for band in bands where band.width > 0 && band.height > 0 {
      if let current = best, current.width * current.height >= band.width * band.height {
        continue
      }
      best = band
    }
    return best.map { CGPoint(x: $0.midX, y: $0.midY) }
  }
}
