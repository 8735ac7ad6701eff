import Foundation

/// A value that can be blended with another value of its type.
///
/// Every animatable property of a ``ViewState`` conforms. Interpolation is component-wise and
/// linear in `fraction`; fractions outside `0...1` extrapolate, which is how a spring's overshoot
/// reaches a view.
///
/// ```swift
/// let midway = CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: 20), fraction: 0.5)
/// // (5, 10)
/// ```
public protocol Interpolatable: Sendable {
  /// Returns the value `fraction` of the way from `self` to `other`.
  ///
  /// - Parameters:
  ///   - other: The value at fraction 1.
  ///   - fraction: How far to go: 0 gives `self`, 1 gives `other`, other values extrapolate.
  /// - Returns: The blended value.
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// `from + (to − from)·fraction`, exact at both ends (fraction 0 gives `from`, 1 gives `to`),
/// and finite for finite inputs: when the span or the result overflows, the form
/// `from·(1 − fraction) + to·fraction` is used, and a result still beyond the doubles is clamped
/// to ±`greatestFiniteMagnitude` (its sign that of the span times the fraction).
@inline(__always)
func lerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
  if fraction == 1 { return to }
  let result = from + (to - from) * fraction
  if result.isFinite || !from.isFinite || !to.isFinite || !fraction.isFinite { return result }
  return hugeLerp(from, to, fraction)
}

/// ``lerp(_:_:_:)`` for endpoints whose span or result overflows.
func hugeLerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
  if fraction == 0 { return from }
  let weighted = from * (1 - fraction) + to * fraction
  if weighted.isFinite { return weighted }
  let positive = (to >= from) == (fraction > 0)
  return positive ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}

@inline(__always)
func lerp(_ from: CGFloat, _ to: CGFloat, _ fraction: Double) -> CGFloat {
  CGFloat(lerp(Double(from), Double(to), fraction))
}

extension Double: Interpolatable {
  /// Returns the value `fraction` of the way from `self` to `other`.
  public func interpolated(to other: Double, fraction: Double) -> Double {
    lerp(self, other, fraction)
  }
}

extension CGFloat: Interpolatable {
  /// Returns the value `fraction` of the way from `self` to `other`.
  public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
    lerp(self, other, fraction)
  }
}

extension CGPoint: Interpolatable {
  /// Returns the point `fraction` of the way from `self` to `other`, per coordinate.
  public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(x: lerp(x, other.x, fraction), y: lerp(y, other.y, fraction))
  }
}

extension CGSize: Interpolatable {
  /// Returns the size `fraction` of the way from `self` to `other`, per dimension.
  public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: lerp(width, other.width, fraction), height: lerp(height, other.height, fraction))
  }
}

extension CGRect: Interpolatable {
  /// Returns the rectangle `fraction` of the way from `self` to `other`.
  ///
  /// Origin and size are blended separately, so a frame animation moves and resizes at once,
  /// as `UIView` frame animations do.
  public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}
