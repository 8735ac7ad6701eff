import Curtain
import Foundation

/// The container a modal presentation lives in, and the answers both players take from it
/// where they once decided on their own (issue 38): where a plain animator rests the presented
/// view, and where a layout puts it inside a context (a part of the container).
///
/// `CurtainPresentationController` and `ModalTransitionDelegate` in CurtainUIKit, and
/// `HeadlessScene` in CurtainHeadless, make a session of the container as it is now (after a
/// rotation, the new one) and perform its answers, as `SheetSession` is for sheets.
///
/// ```swift
/// let session = PresentationSession(
///   containerBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
///   safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
/// let area = try session.layoutArea(context: nil)  // the container and its safe area
/// ```
package struct PresentationSession: Sendable {
  /// The container's bounds.
  package var containerBounds: CGRect
  /// The container's safe-area insets.
  package var safeArea: EdgeInsets
  /// The container's layout direction.
  package var layoutDirection: LayoutDirection

  /// A session of a container.
  ///
  /// - Parameters:
  ///   - containerBounds: The container's bounds.
  ///   - safeArea: The container's safe-area insets. Defaults to none.
  ///   - layoutDirection: The container's layout direction. Defaults to left to right.
  package init(
    containerBounds: CGRect, safeArea: EdgeInsets = .zero,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.containerBounds = containerBounds
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
  }

  // MARK: - A plain animator's resting frame

  /// Where a plain animator's presentation (one without a `PresentationLayout`) rests the
  /// presented view in this container: the `.presented` frame its presentation plan ends on,
  /// planned here with `presentedFrame` as the context's presented frame; `presentedFrame`
  /// itself when the animator cannot plan here or its plan gives the view no frame.
  ///
  /// Both players ask it when the container changes (a rotation, Split View, a keyboard) and
  /// put the view there, so that a sheet-like animator's view lands where that animator would
  /// have put it in the new container, not where the old container put it, nor on the whole
  /// container.
  ///
  /// - Parameters:
  ///   - animator: The animator that presented the view.
  ///   - presentedFrame: The presented frame in this container: its bounds for a presentation
  ///     that covers the container (all of CurtainUIKit's).
  /// - Returns: The frame the view rests at.
  @MainActor
  package func restingFrame(
    ofPlain animator: any TransitionAnimator, presentedFrame: CGRect
  ) -> CGRect {
    guard
      let context = try? TransitionContext(
        operation: .present, containerBounds: containerBounds, safeAreaInsets: safeArea,
        finalFrames: [.presented: presentedFrame], presentedFrame: presentedFrame,
        layoutDirection: layoutDirection),
      let plan = try? animator.motionPlan(for: context),
      let frame = plan.finalState(of: .presented).frame, frame.isFiniteRect
    else { return presentedFrame }
    return frame
  }
}
