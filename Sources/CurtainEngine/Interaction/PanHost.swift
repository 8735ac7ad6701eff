import Curtain
import Foundation

/// Which view receives the touches of a pan that dismisses a presented view: the rule both
/// players follow to place its recognizer.
package enum PanHost: Hashable, Sendable {
  /// The dragged (presented) view itself.
  case draggedView
  /// The presentation's container, behind and around the dragged view: a screen-edge pan of a
  /// view that does not reach across the screen along the pan, whose edge lies outside it.
  case container

  /// Where the recognizer of `pan` goes when it drags a view resting at `frame` in a container
  /// of `bounds`.
  ///
  /// Jelly's edge mode (`InteractionController.prepareSpecialWorkAroundForDismissGestureRecognizers`)
  /// puts its screen-edge pan on the dimming view when the presented view is smaller than the
  /// screen along the dismissal's axis, so that a swipe from the screen's edge outside the view
  /// dismisses; a touch there lands on the background, which the container holds. A regular
  /// pan, and an edge pan of a view as large as the container along the pan (within half a
  /// point), stay on the view.
  ///
  /// ```swift
  /// // A half-height cover dragged from the top edge of an 844-point screen.
  /// PanHost(for: .edge(.top), dragging: CGRect(x: 0, y: 211, width: 390, height: 422),
  ///         in: CGRect(x: 0, y: 0, width: 390, height: 844))   // .container
  /// ```
  ///
  /// - Parameters:
  ///   - pan: The pan.
  ///   - frame: The dragged view's frame at rest, in the container's coordinates.
  ///   - bounds: The container's bounds.
  package init(for pan: Pan, dragging frame: CGRect, in bounds: CGRect) {
    guard case .edge = pan else {
      self = .draggedView
      return
    }
    let vertical = pan.axis() == .vertical
    let size = Double(vertical ? frame.height : frame.width)
    let screen = Double(vertical ? bounds.height : bounds.width)
    self = size + 0.5 < screen ? .container : .draggedView
  }
}
