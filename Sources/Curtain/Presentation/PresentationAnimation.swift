import Foundation

/// How a presented view comes on screen or leaves it.
///
/// A ``Presentation`` names one for presenting (``Presentation/presentingAnimation``) and one
/// for dismissing (``Presentation/dismissingAnimation``); they need not be the same.
///
/// ```swift
/// let comeIn: PresentationAnimation = .cover(.bottom)
/// let goAway: PresentationAnimation = .fade
/// let drawer: PresentationAnimation = .slide(.leading, parallax: 0.3)
/// ```
public enum PresentationAnimation: Hashable, Sendable {
  /// The presented view moves between its frame and just off screen on the given side; the
  /// presenting view stays still.
  case cover(Direction)
  /// The presented view stays at its frame and its alpha goes between 0 and 1.
  case fade
  /// The presented view moves between its frame and just off screen on the given side, and the
  /// presenting view moves away from that side by `parallax` times the presented view's size
  /// along the movement (Jelly's slide; `1` pushes it by the full size, `0` leaves it still).
  case slide(Direction, parallax: CGFloat)

  /// The presented view's state off stage: where a presentation starts and a dismissal ends.
  ///
  /// - Parameters:
  ///   - frame: The presented view's on-screen frame.
  ///   - context: The transition; gives the container and the layout direction.
  /// - Returns: The off-stage state.
  func hiddenState(for frame: CGRect, in context: TransitionContext) -> ViewState {
    switch self {
    case .cover(let direction), .slide(let direction, _):
      return ViewState(
        frame: direction.offscreenFrame(
          for: frame, in: context.containerBounds, layoutDirection: context.layoutDirection))
    case .fade:
      return ViewState(frame: frame, alpha: 0)
    }
  }

  /// The presented view's state on stage.
  ///
  /// - Parameter frame: The presented view's on-screen frame.
  /// - Returns: The on-stage state.
  func shownState(for frame: CGRect) -> ViewState {
    switch self {
    case .cover, .slide: return ViewState(frame: frame)
    case .fade: return ViewState(frame: frame, alpha: 1)
    }
  }

  /// How far the presenting view is moved while the presented view is on screen at `frame`, or
  /// `nil` when this animation leaves it still.
  ///
  /// - Parameters:
  ///   - frame: The presented view's on-screen frame.
  ///   - layoutDirection: Resolves `leading` and `trailing`.
  /// - Returns: The displacement of the presenting view.
  func presentingDisplacement(
    for frame: CGRect, layoutDirection: LayoutDirection
  ) -> CGPoint? {
    guard case .slide(let direction, let parallax) = self else { return nil }
    switch direction.resolved(for: layoutDirection) {
    case .top: return CGPoint(x: 0, y: frame.height * parallax)
    case .bottom: return CGPoint(x: 0, y: -frame.height * parallax)
    case .left: return CGPoint(x: frame.width * parallax, y: 0)
    default: return CGPoint(x: -frame.width * parallax, y: 0)
    }
  }

  /// Checks the animation's numbers.
  ///
  /// - Throws: ``PresentationError/parallaxOutOfRange(_:)`` for a slide whose
  ///   parallax is outside `0...1` or not finite.
  func validate() throws(PresentationError) {
    if case .slide(_, let parallax) = self, !(parallax.isFinite && (0...1).contains(parallax)) {
      throw .parallaxOutOfRange(Double(parallax))
    }
  }
}
