import Curtain
import Foundation

/// Curtain's one rule for a background that outlives its presentation, performed by both
/// players: the headless scene keeps the plan's last `.background` state, the UIKit bridge
/// leaves the plan's temporary `.background` view in the container.
///
/// A presentation keeps its background once it has finished when its screen drags to dismiss
/// (a drag-to-dismiss is wired on it, or its animator adopts ``DragDismissing`` with a
/// ``DragDismissing/dismissalBackground``, the zoom's dim) and the presented frame does not
/// cover the container: over the whole container it would not be seen. It keeps it too when
/// its animator dims as a presentation controller does (``KeepsBackground``: EasyTransitions'
/// `PresentationControllerAnimator`, whose dim stays behind the modal view until the
/// dismissal, and its App Store card, whose blur stays behind the card). The dismissal then
/// fades it out.
package enum KeptBackground {
  /// Whether a finished transition keeps its background.
  ///
  /// - Parameters:
  ///   - operation: The transition's operation; only `.present` keeps one.
  ///   - dragsToDismiss: Whether the presented screen drags to dismiss (see above).
  ///   - keepsBackground: Whether the animator keeps its dim (``keepsBackground(_:)``).
  ///   - presentedFrame: Where the presented screen rests, in the container.
  ///   - containerBounds: The container's bounds.
  /// - Returns: Whether the `.background` stays after the presentation.
  package static func isKept(
    operation: TransitionContext.Operation, dragsToDismiss: Bool, keepsBackground: Bool = false,
    presentedFrame: CGRect, containerBounds: CGRect
  ) -> Bool {
    guard operation == .present else { return false }
    return keepsBackground || (dragsToDismiss && !covers(presentedFrame, containerBounds))
  }

  /// Whether `animator` dims as a presentation controller does: it adopts ``KeepsBackground``.
  ///
  /// - Parameter animator: The animator that planned the presentation.
  /// - Returns: Whether its dim stays after the presentation.
  @MainActor
  package static func keepsBackground(_ animator: (any TransitionAnimator)?) -> Bool {
    animator is any KeepsBackground
  }

  /// Whether `animator` makes its screen drag to dismiss: it adopts ``DragDismissing`` with a
  /// ``DragDismissing/dismissalBackground``.
  ///
  /// - Parameter animator: The animator that planned the presentation.
  /// - Returns: Whether it gives a dismissal background.
  @MainActor
  package static func dragsToDismiss(_ animator: (any TransitionAnimator)?) -> Bool {
    (animator as? any DragDismissing)?.dismissalBackground != nil
  }

  /// Whether `frame` covers the whole of `bounds`.
  ///
  /// - Parameters:
  ///   - frame: A frame in the container.
  ///   - bounds: The container's bounds.
  /// - Returns: Whether nothing of `bounds` lies outside `frame`.
  package static func covers(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    frame.minX <= bounds.minX && frame.minY <= bounds.minY && frame.maxX >= bounds.maxX
      && frame.maxY >= bounds.maxY
  }
}

/// An animator whose plan's ``ActorID/background`` stays in the container after the
/// presentation, as a presentation controller's dim does, until the dismissal fades it out
/// (``KeptBackground``).
package protocol KeepsBackground: TransitionAnimator {}
