import Foundation

/// A view transform described by its components rather than by a matrix.
///
/// Curtain interpolates transforms component by component (translation, scale, rotations,
/// perspective), never by blending matrices, so a rotation from 0 to 2π spins a whole turn and a
/// scale from 1 to 0.5 shrinks evenly. The components apply in this order: perspective, then
/// translation, then rotation about z, then rotations about y and x (flips), then scale.
///
/// ```swift
/// let flipped = Transform3D(rotationY: .pi, perspective: -1.0 / 500)
/// let shrunk = Transform3D.identity.scaled(by: 0.9)
/// ```
public struct Transform3D: Hashable, Sendable, Codable {
  /// Translation along x, in points.
  public var translationX: CGFloat
  /// Translation along y, in points.
  public var translationY: CGFloat
  /// Translation along z, in points (visible only with perspective).
  public var translationZ: CGFloat
  /// Scale along x; 1 leaves the width unchanged.
  public var scaleX: CGFloat
  /// Scale along y; 1 leaves the height unchanged.
  public var scaleY: CGFloat
  /// Rotation about the z axis, in radians, clockwise on screen.
  public var rotation: CGFloat
  /// Rotation about the x axis, in radians (a vertical flip).
  public var rotationX: CGFloat
  /// Rotation about the y axis, in radians (a horizontal flip).
  public var rotationY: CGFloat
  /// The perspective term, as `CATransform3D.m34`: 0 for none, `-1 / eyeDistance` otherwise.
  public var perspective: CGFloat

  /// Creates a transform from its components; every omitted component leaves the view as is.
  ///
  /// - Parameters:
  ///   - translationX: Translation along x, in points.
  ///   - translationY: Translation along y, in points.
  ///   - translationZ: Translation along z, in points.
  ///   - scaleX: Scale along x.
  ///   - scaleY: Scale along y.
  ///   - rotation: Rotation about z, in radians.
  ///   - rotationX: Rotation about x, in radians.
  ///   - rotationY: Rotation about y, in radians.
  ///   - perspective: The `m34` perspective term.
  public init(
    translationX: CGFloat = 0, translationY: CGFloat = 0, translationZ: CGFloat = 0,
    scaleX: CGFloat = 1, scaleY: CGFloat = 1, rotation: CGFloat = 0,
    rotationX: CGFloat = 0, rotationY: CGFloat = 0, perspective: CGFloat = 0
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.translationZ = translationZ
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.perspective = perspective
  }

  /// The transform that leaves a view unchanged.
  public static let identity = Transform3D()

  /// Whether every component leaves the view unchanged.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform needs a 3D layer transform (rotation about x or y, z translation, or
  /// perspective) rather than an affine one.
  package var is3D: Bool {
    rotationX != 0 || rotationY != 0 || translationZ != 0 || perspective != 0
  }

  /// Whether every component is a finite number.
  public var isFinite: Bool {
    translationX.isFinite && translationY.isFinite && translationZ.isFinite && scaleX.isFinite
      && scaleY.isFinite && rotation.isFinite && rotationX.isFinite && rotationY.isFinite
      && perspective.isFinite
  }

  /// Returns this transform with its translation moved by the given amounts.
  ///
  /// - Parameters:
  ///   - x: Points added to the x translation.
  ///   - y: Points added to the y translation.
  /// - Returns: The moved transform.
  public func translated(x: CGFloat, y: CGFloat) -> Transform3D {
    var copy = self
    copy.translationX += x
    copy.translationY += y
    return copy
  }

  /// Returns this transform with both scales multiplied by `factor`.
  ///
  /// - Parameter factor: The uniform scale factor.
  /// - Returns: The scaled transform.
  public func scaled(by factor: CGFloat) -> Transform3D {
    var copy = self
    copy.scaleX *= factor
    copy.scaleY *= factor
    return copy
  }

  /// Returns this transform rotated further about z by `angle` radians.
  ///
  /// - Parameter angle: The added rotation, in radians.
  /// - Returns: The rotated transform.
  public func rotated(by angle: CGFloat) -> Transform3D {
    var copy = self
    copy.rotation += angle
    return copy
  }
}
