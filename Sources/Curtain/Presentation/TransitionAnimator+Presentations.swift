import Foundation

extension TransitionAnimator where Self == CoverPresentation {
  /// Jelly's cover (``CoverPresentation``), reached with a leading dot where an animator is
  /// expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .cover(
  ///   directionShow: .bottom, directionDismiss: .bottom,
  ///   size: PresentationSize(width: .fullscreen, height: .halfscreen))
  /// ```
  ///
  /// - Parameters:
  ///   - directionShow: The side the presented view comes in from.
  ///   - directionDismiss: The side it leaves to.
  ///   - uiConfiguration: How it looks.
  ///   - size: The presented view's size.
  ///   - alignment: Where the presented view sits in the container.
  ///   - marginGuards: The least distance from each edge of the container.
  ///   - timing: How long each way takes and which curve it follows.
  ///   - spring: The spring composed with the curve that moves the presented view; `.none` is
  ///     Jelly's damping-1 spring.
  ///   - interactionConfiguration: How a pan may drive the presentation, if at all.
  /// - Returns: The presentation, as ``CoverPresentation``'s initialiser makes it.
  public static func cover(
    directionShow: Direction, directionDismiss: Direction,
    uiConfiguration: PresentationUIConfiguration = .default,
    size: PresentationSize = PresentationSize(), alignment: PresentationAlignment = .center,
    marginGuards: EdgeInsets = .zero, timing: PresentationTiming = PresentationTiming(),
    spring: Spring.Preset = .none, interactionConfiguration: InteractionConfiguration? = nil
  ) -> CoverPresentation {
    CoverPresentation(
      directionShow: directionShow, directionDismiss: directionDismiss,
      uiConfiguration: uiConfiguration, size: size, alignment: alignment,
      marginGuards: marginGuards, timing: timing, spring: spring,
      interactionConfiguration: interactionConfiguration)
  }
}

extension TransitionAnimator where Self == FadePresentation {
  /// Jelly's fade (``FadePresentation``), reached with a leading dot where an animator is
  /// expected.
  ///
  /// ```swift
  /// let animator: any TransitionAnimator = .fade(
  ///   size: PresentationSize(width: .custom(value: 300), height: .custom(value: 300)))
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: Where the presented view sits in the container.
  ///   - size: The presented view's size.
  ///   - marginGuards: The least distance from each edge of the container.
  ///   - timing: How long each way takes and which curve it follows (linear both ways by
  ///     default).
  ///   - uiConfiguration: How it looks.
  /// - Returns: The presentation, as ``FadePresentation``'s initialiser makes it.
  public static func fade(
    alignment: PresentationAlignment = .center, size: PresentationSize = PresentationSize(),
    marginGuards: EdgeInsets = .zero,
    timing: PresentationTiming = PresentationTiming(
      duration: .normal, presentationCurve: .linear, dismissCurve: .linear),
    uiConfiguration: PresentationUIConfiguration = .default
  ) -> FadePresentation {
    FadePresentation(
      alignment: alignment, size: size, marginGuards: marginGuards, timing: timing,
      uiConfiguration: uiConfiguration)
  }
}
