import Foundation

/// A presentation setting that Curtain refuses, with a message that names the value and says
/// what to change.
///
/// The layout never traps and never returns a frame containing NaN: anything it cannot lay out
/// is one of these errors. A size larger than the container is *not* an error; it is clamped to
/// the margin guards (see the presentation guide).
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A parameter lies outside the values it may take; `expected` says which (for example
  /// `"a percentage in 0...100"`).
  case outOfRange(parameter: String, value: Double, expected: String)
  /// The margin guards on one axis add up to more than the container's length on that axis,
  /// so no frame can fit between them.
  case marginGuardsExceedContainer(edges: String, total: Double, containerLength: Double)

  /// The alpha of a `.dimmed(alpha:)` background is outside `0...1` or not finite.
  ///
  /// ``PresentationUIConfiguration``'s initialisers clamp the alpha instead (Jelly's did not
  /// throw); the case stays for code that matches it.
  case dimmingAlphaOutOfRange(Double)
  /// The corner radius is negative or not finite.
  case invalidCornerRadius(Double)
  /// The shadow holds a number that is not finite, a negative radius, or an opacity outside
  /// `0...1`.
  ///
  /// ``PresentationUIConfiguration``'s initialisers clamp the shadow instead; the case stays for
  /// code that matches it.
  case invalidShadow(Shadow)
  /// A slide's parallax factor is outside `0...1` or not finite.
  case parallaxOutOfRange(Double)

  /// A sentence that names the parameter, its value and what it must be.
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
    case .notFinite(let parameter, let value):
      return "\(parameter) is \(value), but it must be a finite number"
    case .outOfRange(let parameter, let value, let expected):
      return "\(parameter) is \(value), but it must be \(expected)"
    case .marginGuardsExceedContainer(let edges, let total, let containerLength):
      return "\(edges) add up to \(total) points, but the container is only \(containerLength) "
        + "points long on that axis; make the margin guards smaller so the presented view fits"
    }
  }

  /// Throws ``notFinite(parameter:value:)`` or ``outOfRange(parameter:value:expected:)`` unless
  /// `value` is finite and satisfies `isValid`.
  static func check(
    _ value: CGFloat, _ parameter: String, _ expected: String, _ isValid: (CGFloat) -> Bool
  ) throws(PresentationError) {
    guard value.isFinite else { throw .notFinite(parameter: parameter, value: Double(value)) }
    guard isValid(value) else {
      throw .outOfRange(parameter: parameter, value: Double(value), expected: expected)
    }
  }
}
