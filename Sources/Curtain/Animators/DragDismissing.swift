import Foundation

/// An animator whose dismissal a finger can drag from anywhere on the presented screen, the
/// screen shrinking under the finger (``ShrinkingDrag``), as iOS 18's zoom transition.
///
/// The players find the drag through this capability: the headless scene's
/// `dismissByDragging(_:touchDown:animator:fps:)` and the `curtain` tool's `--gesture` on a
/// dismissal use ``dismissalDrag`` for the drag, then ask the animator for an ordinary dismissal
/// (from the shrunken frame onto the source, asked again) when the release dismisses.
///
/// ```swift
/// struct ShrinkAway: DragDismissing {
///   var dismissalDrag: ShrinkingDrag { ShrinkingDrag(minimumScale: 0.6) }
///   func plan(for context: TransitionContext) throws -> TransitionPlan { .empty }
/// }
/// ```
public protocol DragDismissing: TransitionAnimator {
  /// How the presented screen follows a finger that drags it to dismiss.
  var dismissalDrag: ShrinkingDrag { get }

  /// The background shown behind the screen while the finger drags it (the players give it the
  /// container's bounds), as the dismissal's plan starts it, so that the flight after the
  /// release goes on without a jump; `nil` (the default) for none.
  var dismissalBackground: ViewState? { get }
}

extension DragDismissing {
  /// No background behind the dragged screen.
  public var dismissalBackground: ViewState? { nil }
}
