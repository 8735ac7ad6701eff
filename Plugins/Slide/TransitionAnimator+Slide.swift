import Curtain
import Foundation

extension TransitionAnimator where Self == SlideAnimator {
  /// Jelly's slide (``SlideAnimator`` over a ``SlidePresentation``), reached with a leading dot
  /// where an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .slide(direction: .left, parallax: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - timing: How long each way takes and which curve it follows.
  ///   - uiConfiguration: How the presentation looks.
  ///   - direction: The side the presented view comes in from.
  ///   - size: The presented view's size along the direction of the slide.
  ///   - spring: The spring composed with the curve that moves the views; `.none` is Jelly's
  ///     damping-1 spring.
  ///   - parallax: How far the presenting view moves, as a fraction of the presented view's way.
  ///   - interactionConfiguration: How a pan may drive the presentation, if at all.
  /// - Returns: The animator; a parallax outside `0...1` is clamped, as ``SlidePresentation``'s
  ///   initialiser clamps it.
  public static func slide(
    timing: PresentationTiming = PresentationTiming(
      duration: .normal, presentationCurve: .easeInOut, dismissCurve: .easeInOut),
    uiConfiguration: PresentationUIConfiguration = .default, direction: Direction = .bottom,
    size: PresentationSize.Dimension = .fullscreen, spring: Spring.Preset = .none,
    parallax: CGFloat = 1, interactionConfiguration: InteractionConfiguration? = nil
  ) -> SlideAnimator {
    SlideAnimator(
      SlidePresentation(
        timing: timing, uiConfiguration: uiConfiguration, direction: direction, size: size,
        spring: spring, parallax: parallax, interactionConfiguration: interactionConfiguration))
  }
}

extension TransitionAnimator where Self == SlideNavigationAnimator {
  /// The navigation slide with parallax (``SlideNavigationAnimator``), reached with a leading
  /// dot where an animator is expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = try .slideNavigation(parallax: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - parallax: How far the screen underneath moves, as a fraction of the container's width.
  ///   - duration: The duration, in seconds.
  ///   - curve: The curve it follows.
  /// - Returns: The animator.
  /// - Throws: What ``SlideNavigationAnimator/init(parallax:duration:curve:)`` throws for a
  ///   value out of range.
  public static func slideNavigation(
    parallax: CGFloat = 0.3, duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut
  ) throws -> SlideNavigationAnimator {
    try SlideNavigationAnimator(parallax: parallax, duration: duration, curve: curve)
  }
}
