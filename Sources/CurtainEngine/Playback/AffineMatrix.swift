import Curtain
import Foundation

/// A 2D affine transform laid out as `CGAffineTransform`: `x′ = a·x + c·y + tx`,
/// `y′ = b·x + d·y + ty`.
///
/// ```swift
/// if let affine = Transform3D(translationX: 10, rotation: .pi / 2).affineMatrix {
///   // view.transform = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d,
///   //                                    tx: affine.tx, ty: affine.ty)
/// }
/// ```
package struct AffineMatrix: Hashable, Sendable {
  /// How x feeds x′.
  package var a: CGFloat
  /// How x feeds y′.
  package var b: CGFloat
  /// How y feeds x′.
  package var c: CGFloat
  /// How y feeds y′.
  package var d: CGFloat
  /// Translation along x.
  package var tx: CGFloat
  /// Translation along y.
  package var ty: CGFloat

  /// Creates a transform from its six fields, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
  ///
  /// - Parameters:
  ///   - a: How x feeds x′.
  ///   - b: How x feeds y′.
  ///   - c: How y feeds x′.
  ///   - d: How y feeds y′.
  ///   - tx: Translation along x.
  ///   - ty: Translation along y.
  package init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, `CGAffineTransform.identity`.
  package static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Maps a point: `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// - Parameter point: The point to map.
  /// - Returns: The mapped point.
  package func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
