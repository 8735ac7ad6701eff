import Foundation

/// The animatable state of one view; every property is optional and `nil` means "not touched".
///
/// ```swift
/// let hidden = ViewState(alpha: 0, transform: Transform3D.identity.scaled(by: 0.9))
/// let shown = ViewState(alpha: 1, transform: .identity)
/// ```
///
/// Equality and hashing are written by hand over the geometry's components, because `CGRect` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`);
/// rectangles compare as stored, not standardized.
public struct ViewState: Hashable, Sendable, Codable {
  /// The frame in the container's coordinates.
  public var frame: CGRect?
  /// The opacity, `0...1`.
  public var alpha: CGFloat?
  /// The transform, applied about the view's centre.
  public var transform: Transform3D?
  /// The corner radius, in points.
  public var cornerRadius: CGFloat?
  /// Which corners the radius rounds.
  public var corners: RectCorners?
  /// The background colour.
  public var backgroundColor: RGBAColor?
  /// The drop shadow.
  public var shadow: Shadow?
  /// How far a blur effect has come in, `0...1` (0 is no blur).
  public var blurFraction: CGFloat?
  /// Whether the view is hidden.
  public var isHidden: Bool?
  /// The stacking order among the container's subviews; higher is in front.
  public var zIndex: Int?

  /// Creates a state; properties left `nil` are not touched.
  ///
  /// - Parameters:
  ///   - frame: The frame in the container's coordinates.
  ///   - alpha: The opacity.
  ///   - transform: The transform.
  ///   - cornerRadius: The corner radius.
  ///   - corners: Which corners are rounded.
  ///   - backgroundColor: The background colour.
  ///   - shadow: The drop shadow.
  ///   - blurFraction: How far a blur has come in.
  ///   - isHidden: Whether the view is hidden.
  ///   - zIndex: The stacking order.
  public init(
    frame: CGRect? = nil, alpha: CGFloat? = nil, transform: Transform3D? = nil,
    cornerRadius: CGFloat? = nil, corners: RectCorners? = nil, backgroundColor: RGBAColor? = nil,
    shadow: Shadow? = nil, blurFraction: CGFloat? = nil, isHidden: Bool? = nil, zIndex: Int? = nil
  ) {
    self.frame = frame
    self.alpha = alpha
    self.transform = transform
    self.cornerRadius = cornerRadius
    self.corners = corners
    self.backgroundColor = backgroundColor
    self.shadow = shadow
    self.blurFraction = blurFraction
    self.isHidden = isHidden
    self.zIndex = zIndex
  }

  /// Whether no property is set.
  public var isEmpty: Bool { self == ViewState() }

  /// The names of the properties that are set, in declaration order.
  package var setProperties: [String] {
    var names: [String] = []
    if frame != nil { names.append("frame") }
    if alpha != nil { names.append("alpha") }
    if transform != nil { names.append("transform") }
    if cornerRadius != nil { names.append("cornerRadius") }
    if corners != nil { names.append("corners") }
    if backgroundColor != nil { names.append("backgroundColor") }
    if shadow != nil { names.append("shadow") }
    if blurFraction != nil { names.append("blurFraction") }
    if isHidden != nil { names.append("isHidden") }
    if zIndex != nil { names.append("zIndex") }
    return names
  }

  /// Returns this state with every property that `other` sets replaced by `other`'s value.
  ///
  /// - Parameter other: The state whose set properties win.
  /// - Returns: The combined state.
  public func merging(_ other: ViewState) -> ViewState {
    ViewState(
      frame: other.frame ?? frame, alpha: other.alpha ?? alpha,
      transform: other.transform ?? transform, cornerRadius: other.cornerRadius ?? cornerRadius,
      corners: other.corners ?? corners, backgroundColor: other.backgroundColor ?? backgroundColor,
      shadow: other.shadow ?? shadow, blurFraction: other.blurFraction ?? blurFraction,
      isHidden: other.isHidden ?? isHidden, zIndex: other.zIndex ?? zIndex)
  }

  /// Returns this state with every property it leaves unset taken from `fallback`.
  ///
  /// - Parameter fallback: The state that fills the gaps.
  /// - Returns: The filled state.
  public func filling(from fallback: ViewState) -> ViewState {
    fallback.merging(self)
  }

  /// Returns this state restricted to the properties that `mask` sets.
  ///
  /// - Parameter mask: The state whose set properties are kept.
  /// - Returns: The restricted state.
  package func restricted(to mask: ViewState) -> ViewState {
    ViewState(
      frame: mask.frame == nil ? nil : frame, alpha: mask.alpha == nil ? nil : alpha,
      transform: mask.transform == nil ? nil : transform,
      cornerRadius: mask.cornerRadius == nil ? nil : cornerRadius,
      corners: mask.corners == nil ? nil : corners,
      backgroundColor: mask.backgroundColor == nil ? nil : backgroundColor,
      shadow: mask.shadow == nil ? nil : shadow,
      blurFraction: mask.blurFraction == nil ? nil : blurFraction,
      isHidden: mask.isHidden == nil ? nil : isHidden, zIndex: mask.zIndex == nil ? nil : zIndex)
  }

  /// The name of the first property holding a NaN or infinite number, or `nil` if all are
  /// finite.
  public var firstNonFiniteProperty: String? {
    if let frame,
      !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite
        && frame.height.isFinite)
    {
      return "frame"
    }
    if let alpha, !alpha.isFinite { return "alpha" }
    if let transform, !transform.isFinite { return "transform" }
    if let cornerRadius, !cornerRadius.isFinite { return "cornerRadius" }
    if let shadow, !shadow.isFinite { return "shadow" }
    if let blurFraction, !blurFraction.isFinite { return "blurFraction" }
    return nil
  }
}

extension ViewState {
  /// Whether two states set the same properties to equal values; the frame compares by its
  /// components (`-0.0` equals `0.0`; NaN equals nothing).
  public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
    GeometryHashing.equal(lhs.frame, rhs.frame) && lhs.alpha == rhs.alpha
      && lhs.transform == rhs.transform && lhs.cornerRadius == rhs.cornerRadius
      && lhs.corners == rhs.corners && lhs.backgroundColor == rhs.backgroundColor
      && lhs.shadow == rhs.shadow && lhs.blurFraction == rhs.blurFraction
      && lhs.isHidden == rhs.isHidden && lhs.zIndex == rhs.zIndex
  }

  /// Hashes every property, the frame by its components (`-0.0` as `0.0`).
  public func hash(into hasher: inout Hasher) {
    GeometryHashing.combine(frame, into: &hasher)
    hasher.combine(alpha)
    hasher.combine(transform)
    hasher.combine(cornerRadius)
    hasher.combine(corners)
    hasher.combine(backgroundColor)
    hasher.combine(shadow)
    hasher.combine(blurFraction)
    hasher.combine(isHidden)
    hasher.combine(zIndex)
  }
}
