import Curtain
import Foundation

extension Transform3D {
  /// The transform as a Core Animation matrix (``TransformMatrix``, `CATransform3D`'s layout).
  ///
  /// A point goes through the components in this order: scale, rotation about x, rotation about
  /// y, rotation about z, translation, and perspective last. In Core Animation's row-vector
  /// convention the matrix is the product `S · Rx · Ry · Rz · T · P`, where
  /// - `S` scales by (scaleX, scaleY, 1);
  /// - `Rx`, `Ry`, `Rz` are `CATransform3DMakeRotation(angle, 1, 0, 0)` (and `0, 1, 0`,
  ///   `0, 0, 1`): for z, `m11 = cos`, `m12 = sin`, `m21 = −sin`, `m22 = cos`, so a positive angle
  ///   turns clockwise on a y-down screen;
  /// - `T` is `CATransform3DMakeTranslation(translationX, translationY, translationZ)`;
  /// - `P` is the identity with `m34 = perspective`.
  ///
  /// This is the matrix `CATransform3DIdentity` with `m34` set, then `CATransform3DTranslate`,
  /// `CATransform3DRotate` (z, then y, then x) and `CATransform3DScale` builds.
  package var matrix: TransformMatrix {
    let scale = TransformMatrix(rows: [[scaleX, 0, 0, 0], [0, scaleY, 0, 0]])
    let (sinX, cosX) = (sin(rotationX), cos(rotationX))
    let aboutX = TransformMatrix(rows: [[1, 0, 0, 0], [0, cosX, sinX, 0], [0, -sinX, cosX, 0]])
    let (sinY, cosY) = (sin(rotationY), cos(rotationY))
    let aboutY = TransformMatrix(rows: [[cosY, 0, -sinY, 0], [0, 1, 0, 0], [sinY, 0, cosY, 0]])
    let (sinZ, cosZ) = (sin(rotation), cos(rotation))
    let aboutZ = TransformMatrix(rows: [[cosZ, sinZ, 0, 0], [-sinZ, cosZ, 0, 0]])
    let translation = TransformMatrix(rows: [
      [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [translationX, translationY, translationZ, 1],
    ])
    let perspective = TransformMatrix(rows: [
      [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, self.perspective],
    ])
    return scale.concatenating(aboutX).concatenating(aboutY).concatenating(aboutZ)
      .concatenating(translation).concatenating(perspective)
  }

  /// The transform as a 2D affine matrix (`CGAffineTransform`'s layout), or `nil` when it has a
  /// 3D part (`is3D`) and needs `layer.transform` instead.
  ///
  /// The same order as ``matrix``: scale, rotation, translation, so
  /// `a = scaleX·cos θ`, `b = scaleX·sin θ`, `c = −scaleY·sin θ`, `d = scaleY·cos θ`,
  /// `tx = translationX`, `ty = translationY`.
  package var affineMatrix: AffineMatrix? {
    guard !is3D else { return nil }
    let (sine, cosine) = (sin(rotation), cos(rotation))
    return AffineMatrix(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
      tx: translationX, ty: translationY)
  }
}
