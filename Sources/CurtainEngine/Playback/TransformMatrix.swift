import Curtain
import Foundation

/// A 4×4 transform matrix laid out as Core Animation's `CATransform3D`: fields `m11` … `m44`,
/// row-vector convention (a point `[x y z 1]` is multiplied on the left, so translation sits in
/// `m41`, `m42`, `m43` and perspective in `m34`).
///
/// The UIKit player copies the sixteen fields into a `CATransform3D` one for one.
///
/// ```swift
/// let matrix = Transform3D(rotationY: .pi / 4, perspective: -1.0 / 500).matrix
/// // layer.transform = CATransform3D(m11: matrix.m11, m12: matrix.m12, …, m44: matrix.m44)
/// ```
package struct TransformMatrix: Hashable, Sendable {
  /// Row 1, column 1.
  package var m11: CGFloat
  /// Row 1, column 2.
  package var m12: CGFloat
  /// Row 1, column 3.
  package var m13: CGFloat
  /// Row 1, column 4.
  package var m14: CGFloat
  /// Row 2, column 1.
  package var m21: CGFloat
  /// Row 2, column 2.
  package var m22: CGFloat
  /// Row 2, column 3.
  package var m23: CGFloat
  /// Row 2, column 4.
  package var m24: CGFloat
  /// Row 3, column 1.
  package var m31: CGFloat
  /// Row 3, column 2.
  package var m32: CGFloat
  /// Row 3, column 3.
  package var m33: CGFloat
  /// Row 3, column 4: the perspective term.
  package var m34: CGFloat
  /// Row 4, column 1: translation along x.
  package var m41: CGFloat
  /// Row 4, column 2: translation along y.
  package var m42: CGFloat
  /// Row 4, column 3: translation along z.
  package var m43: CGFloat
  /// Row 4, column 4.
  package var m44: CGFloat

  /// Creates a matrix from its sixteen fields, row by row.
  ///
  /// - Parameter rows: Four rows of four numbers each; missing entries are taken from the
  ///   identity.
  package init(rows: [[CGFloat]]) {
    func entry(_ row: Int, _ column: Int) -> CGFloat {
      guard row < rows.count, column < rows[row].count else { return row == column ? 1 : 0 }
      return rows[row][column]
    }
    m11 = entry(0, 0)
    m12 = entry(0, 1)
    m13 = entry(0, 2)
    m14 = entry(0, 3)
    m21 = entry(1, 0)
    m22 = entry(1, 1)
    m23 = entry(1, 2)
    m24 = entry(1, 3)
    m31 = entry(2, 0)
    m32 = entry(2, 1)
    m33 = entry(2, 2)
    m34 = entry(2, 3)
    m41 = entry(3, 0)
    m42 = entry(3, 1)
    m43 = entry(3, 2)
    m44 = entry(3, 3)
  }

  /// The identity matrix, `CATransform3DIdentity`.
  package static let identity = TransformMatrix(rows: [])

  /// The rows, top to bottom, each left to right.
  package var rows: [[CGFloat]] {
    [
      [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34],
      [m41, m42, m43, m44],
    ]
  }

  /// Returns `self · other`: in the row-vector convention, `self` applies first, then `other`
  /// (Core Animation's `CATransform3DConcat(self, other)`).
  ///
  /// - Parameter other: The transform to apply after this one.
  /// - Returns: The product.
  package func concatenating(_ other: TransformMatrix) -> TransformMatrix {
    let lhs = rows
    let rhs = other.rows
    var product: [[CGFloat]] = []
    for row in 0..<4 {
      var line: [CGFloat] = []
      for column in 0..<4 {
        var sum: CGFloat = 0
        for index in 0..<4 { sum += lhs[row][index] * rhs[index][column] }
        line.append(sum)
      }
      product.append(line)
    }
    return TransformMatrix(rows: product)
  }

  /// Maps a point as Core Animation does: `[x y z 1] · self`, then divides by `w`.
  ///
  /// - Parameters:
  ///   - x: The x coordinate.
  ///   - y: The y coordinate.
  ///   - z: The z coordinate. Defaults to 0.
  /// - Returns: The projected point `(x, y, z)`; not finite when `w` is 0.
  package func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat)
  {
    let w = x * m14 + y * m24 + z * m34 + m44
    return (
      (x * m11 + y * m21 + z * m31 + m41) / w, (x * m12 + y * m22 + z * m32 + m42) / w,
      (x * m13 + y * m23 + z * m33 + m43) / w
    )
  }
}
