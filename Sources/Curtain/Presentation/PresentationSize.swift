import Foundation

/// The width and height of a presented view, each described relative to its container, as
/// Jelly's `PresentationSize`.
///
/// ```swift
/// // A card 90% of the safe width and 300 points tall.
/// let size = PresentationSize(width: .fluid(percentage: 0.9), height: .custom(value: 300))
/// ```
///
/// A size is only a description; ``PresentationLayout/frame(in:safeArea:layoutDirection:)``
/// turns it into points. The presentation guide gives the rules.
public struct PresentationSize: Hashable, Sendable, Codable {
  /// How long a presented view is along one axis.
  ///
  /// Every dimension is measured against the *base span* of its axis: the whole container for
  /// ``fullscreen`` (and for layouts that ignore the safe area), the container less the safe
  /// area otherwise. The result never exceeds the span left inside the margin guards.
  public enum Dimension: Hashable, Sendable, Codable {
    /// The whole container along this axis, safe area included (less any margin guards).
    case fullscreen
    /// Half of the base span: the same as `fluid(percentage: 0.5)`.
    case halfscreen
    /// A fixed length in points, at least 0; clamped to the space inside the margin guards.
    case custom(value: CGFloat)
    /// A fraction, `0...1`, of the base span: `0.2` is 20 %, as Presentr's
    /// `ModalSize.fluid(percentage:)`.
    case fluid(percentage: CGFloat)
    /// The presented view's preferred length in points (its fitting size), at least 0; clamped
    /// to the space inside the margin guards.
    case intrinsic(preferred: CGFloat)
  }

  /// The presented view's width.
  public var width: Dimension
  /// The presented view's height.
  public var height: Dimension

  /// Creates a size from a width and a height.
  ///
  /// - Parameters:
  ///   - width: The presented view's width. Defaults to ``Dimension/fullscreen``.
  ///   - height: The presented view's height. Defaults to ``Dimension/fullscreen``.
  public init(width: Dimension = .fullscreen, height: Dimension = .fullscreen) {
    self.width = width
    self.height = height
  }

  /// The whole container in both directions.
  public static let fullscreen = PresentationSize(width: .fullscreen, height: .fullscreen)

  /// Half of the container's safe width and half of its safe height.
  public static let halfscreen = PresentationSize(width: .halfscreen, height: .halfscreen)

  /// Checks that both dimensions are finite, that lengths are not negative and that
  /// percentages lie in `0...100`.
  ///
  /// - Throws: ``PresentationError`` naming the first dimension that is wrong.
  public func validate() throws(PresentationError) {
    try width.validate(as: "size.width")
    try height.validate(as: "size.height")
  }
}

extension PresentationSize.Dimension {
  /// Throws when this dimension cannot be laid out; `name` prefixes the parameter in the error.
  func validate(as name: String) throws(PresentationError) {
    switch self {
    case .fullscreen, .halfscreen:
      return
    case .custom(let value):
      try PresentationError.check(value, "\(name).custom(value:)", "a length >= 0") { $0 >= 0 }
    case .intrinsic(let preferred):
      try PresentationError.check(preferred, "\(name).intrinsic(preferred:)", "a length >= 0") {
        $0 >= 0
      }
    case .fluid(let percentage):
      try PresentationError.check(
        percentage, "\(name).fluid(percentage:)", "a fraction in 0...1 (0.2 is 20 %)"
      ) { (0...1).contains($0) }
    }
  }

  /// The length this dimension asks for on an axis whose base span is `base` points long.
  func desiredLength(base: CGFloat) -> CGFloat {
    switch self {
    case .fullscreen: return base
    case .halfscreen: return base / 2
    case .fluid(let percentage): return base * percentage
    case .custom(let value): return value
    case .intrinsic(let preferred): return preferred
    }
  }
}

extension PresentationSize.Dimension {
  /// Presentr's `ModalSize.full`: ``fullscreen``.
  public static var full: Self { .fullscreen }
  /// Presentr's `ModalSize.half`: ``halfscreen``.
  public static var half: Self { .halfscreen }

  /// Presentr's `ModalSize.custom(size:)`: a fixed length in points, ``custom(value:)``.
  ///
  /// - Parameter size: The length in points, at least 0.
  /// - Returns: `.custom(value: size)`.
  public static func custom(size: Float) -> Self { .custom(value: CGFloat(size)) }
}
