import Foundation

/// A drop shadow, as the `shadow…` properties of a `CALayer`.
///
/// Equality and hashing are written by hand over the geometry's components, because `CGSize` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`).
public struct Shadow: Hashable, Sendable, Codable {
  /// The shadow's colour.
  public var color: RGBAColor
  /// The shadow's opacity, `0...1`, as `CALayer.shadowOpacity`.
  public var opacity: Double
  /// The blur radius, in points.
  public var radius: CGFloat
  /// The shadow's offset from the view, in points.
  public var offset: CGSize

  /// Creates a shadow.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - opacity: The shadow's opacity, `0...1`.
  ///   - radius: The blur radius, in points.
  ///   - offset: The offset from the view, in points.
  public init(
    color: RGBAColor = .black, opacity: Double = 0, radius: CGFloat = 3,
    offset: CGSize = CGSize(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }

  /// An invisible shadow: Core Animation's defaults with zero opacity.
  ///
  /// (Not named `none`, which would be confused with `Optional.none` in a ``ViewState``.)
  public static let invisible = Shadow()

  /// Whether every number in the shadow is finite.
  public var isFinite: Bool {
    opacity.isFinite && radius.isFinite && offset.width.isFinite && offset.height.isFinite
  }
}

extension Shadow {
  /// Whether two shadows have equal colours, opacities, radii and offsets (the offset by its
  /// components: `-0.0` equals `0.0`; NaN equals nothing).
  public static func == (lhs: Shadow, rhs: Shadow) -> Bool {
    lhs.color == rhs.color && lhs.opacity == rhs.opacity && lhs.radius == rhs.radius
      && GeometryHashing.equal(lhs.offset, rhs.offset)
  }

  /// Hashes the colour, opacity, radius and the offset's components (`-0.0` as `0.0`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
    hasher.combine(opacity)
    hasher.combine(radius)
    GeometryHashing.combine(offset, into: &hasher)
  }
}
