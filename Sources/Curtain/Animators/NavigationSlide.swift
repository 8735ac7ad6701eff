import Foundation

/// The navigation slide's rule, in one place: on a push the arriving screen comes in from the
/// trailing edge while the leaving one moves ``parallax`` of a width towards the leading edge; a
/// pop mirrors it.
///
/// The Slide plug-in's `SlideNavigationAnimator` plans with it, and CurtainUIKit's `ShowAnimator`
/// (EasyTransitions' spelling, which cannot import a plug-in) lays out and animates its screens
/// with it, so the two cannot drift apart.
package struct NavigationSlide: Hashable, Sendable {
  /// How far the covered screen moves, as a fraction of ``width``.
  package var parallax: CGFloat
  /// The length a screen travels to leave or arrive: the container's (or the screen's) width.
  package var width: CGFloat
  /// `+1` when the trailing edge is on the right (left to right), `−1` when it is on the left.
  package var trailingSign: CGFloat

  /// Creates the rule.
  ///
  /// - Parameters:
  ///   - parallax: The covered screen's movement, as a fraction of `width`.
  ///   - width: The length a screen travels.
  ///   - layoutDirection: Which edge is trailing. Defaults to left to right.
  package init(
    parallax: CGFloat, width: CGFloat, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.parallax = parallax
    self.width = width
    self.trailingSign = layoutDirection == .leftToRight ? 1 : -1
  }

  /// Where the arriving screen starts, given its resting frame: off the trailing edge on a push,
  /// ``parallax`` of a width towards the leading edge on a pop.
  ///
  /// - Parameters:
  ///   - rest: The arriving screen's resting frame.
  ///   - isPush: Whether this is a push (or a presentation) rather than a pop.
  /// - Returns: Its frame when the slide starts.
  package func arrivingStart(from rest: CGRect, isPush: Bool) -> CGRect {
    rest.offsetBy(dx: isPush ? trailingSign * width : -trailingSign * parallax * width, dy: 0)
  }

  /// Where the leaving screen ends, given its resting frame: ``parallax`` of a width towards the
  /// leading edge on a push, off the trailing edge on a pop.
  ///
  /// - Parameters:
  ///   - rest: The leaving screen's resting frame.
  ///   - isPush: Whether this is a push (or a presentation) rather than a pop.
  /// - Returns: Its frame when the slide ends.
  package func leavingEnd(from rest: CGRect, isPush: Bool) -> CGRect {
    rest.offsetBy(dx: isPush ? -trailingSign * parallax * width : trailingSign * width, dy: 0)
  }
}
