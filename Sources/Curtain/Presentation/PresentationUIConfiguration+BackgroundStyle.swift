import Foundation

extension PresentationUIConfiguration {
  /// What covers the screen behind a presented view.
  ///
  /// Unlike Jelly, whose dimming view is black at `alpha` AND fades its own alpha to `alpha`
  /// (so the screen ends up dimmed by alpha²), Curtain's dimming view is black at `alpha` and its
  /// view alpha goes from 0 to 1: the effective dim is exactly `alpha`.
  ///
  /// ```swift
  /// let dim: PresentationUIConfiguration.BackgroundStyle = .dimmed(alpha: 0.5)
  /// let blur: PresentationUIConfiguration.BackgroundStyle = .blurred(style: .dark)
  /// ```
  public enum BackgroundStyle: Hashable, Sendable {
    /// A black view whose colour has the given alpha, `0...1`; it fades in from transparent.
    case dimmed(alpha: CGFloat)
    /// A blur effect of the given style; its blur fraction goes from 0 to 1.
    case blurred(style: BlurStyle)
    /// Nothing: the presenting view stays as it is.
    case none

    /// Jelly's spelling of ``blurred(style:)``.
    ///
    /// - Parameter effectStyle: The blur style.
    /// - Returns: `.blurred(style: effectStyle)`.
    public static func blurred(effectStyle: BlurStyle) -> BackgroundStyle {
      .blurred(style: effectStyle)
    }
  }
}
