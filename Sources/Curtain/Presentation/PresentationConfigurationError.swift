import Foundation

/// A presentation setting that Curtain refuses, with a message that names the value and what it
/// must be.
///
/// ```swift
/// do {
///   _ = try PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 1.5))
/// } catch {
///   print(error)  // "the dimming alpha is 1.5, but it must be a fraction in 0...1"
/// }
/// ```
public enum PresentationConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The alpha of a `.dimmed(alpha:)` background is outside `0...1` or not finite.
  case dimmingAlphaOutOfRange(Double)
  /// The corner radius is negative or not finite.
  case invalidCornerRadius(Double)
  /// The shadow holds a number that is not finite, a negative radius, or an opacity outside
  /// `0...1`.
  case invalidShadow(Shadow)
  /// A slide's parallax factor is outside `0...1` or not finite.
  case parallaxOutOfRange(Double)

  /// A sentence that names the value and what it must be.
  public var description: String {
    switch self {
    case .dimmingAlphaOutOfRange(let alpha):
      return "the dimming alpha is \(alpha), but it must be a fraction in 0...1"
    case .invalidCornerRadius(let radius):
      return "the corner radius is \(radius), but it must be a finite number of points >= 0"
    case .invalidShadow(let shadow):
      return "the shadow (opacity \(shadow.opacity), radius \(shadow.radius), offset "
        + "\(shadow.offset.width)×\(shadow.offset.height)) must have finite numbers, an opacity "
        + "in 0...1 and a radius >= 0"
    case .parallaxOutOfRange(let parallax):
      return "the slide's parallax is \(parallax), but it must be a fraction in 0...1 "
        + "(0 leaves the presenting view still, 1 pushes it by the presented view's full size)"
    }
  }
}
