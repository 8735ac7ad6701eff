import Curtain
import CurtainEngine
import Foundation
import Testing

@Suite struct TransformMatrixTests {
  private func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
    abs(lhs - rhs) <= tolerance
  }

  @Test func identityComponentsGiveTheIdentityMatrix() {
    #expect(Transform3D.identity.matrix == .identity)
    #expect(Transform3D.identity.affineMatrix == .identity)
    // CATransform3DIdentity: ones on the diagonal, zeros elsewhere.
    #expect(
      TransformMatrix.identity.rows == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
  }

  @Test func aQuarterTurnAboutZIsClockwiseOnAYDownScreen() {
    let matrix = Transform3D(rotation: .pi / 2).matrix
    // Core Animation's z rotation: m11 = cos, m12 = sin, m21 = −sin, m22 = cos; cos(π/2) = 0,
    // sin(π/2) = 1.
    #expect(isClose(matrix.m11, 0) && isClose(matrix.m12, 1))
    #expect(isClose(matrix.m21, -1) && isClose(matrix.m22, 0))
    // The x axis (pointing right) turns onto the y axis (pointing down): clockwise on screen.
    let point = matrix.apply(x: 1, y: 0)
    #expect(isClose(point.x, 0) && isClose(point.y, 1))
  }

  @Test func scaleAppliesBeforeRotationAndRotationBeforeTranslation() {
    let transform = Transform3D(
      translationX: 10, translationY: 20, scaleX: 2, scaleY: 3, rotation: .pi / 2)
    // (1, 1) scaled by (2, 3) is (2, 3); a clockwise quarter turn maps (x, y) to (−y, x), so
    // (−3, 2); translated by (10, 20) it is (7, 22).
    let point = transform.matrix.apply(x: 1, y: 1)
    #expect(isClose(point.x, 7) && isClose(point.y, 22))
    let affine = try! #require(transform.affineMatrix)
    let mapped = affine.apply(to: CGPoint(x: 1, y: 1))
    #expect(isClose(mapped.x, 7) && isClose(mapped.y, 22))
    // a = sx·cos = 0, b = sx·sin = 2, c = −sy·sin = −3, d = sy·cos = 0.
    #expect(isClose(affine.a, 0) && isClose(affine.b, 2))
    #expect(isClose(affine.c, -3) && isClose(affine.d, 0))
    #expect(affine.tx == 10 && affine.ty == 20)
  }

  @Test func perspectiveAppliesLast() {
    let matrix = Transform3D(translationZ: 100, perspective: -1.0 / 500).matrix
    // T then P: the translation row (0, 0, 100, 1) times P gives m43 = 100 and
    // m44 = 100 × (−1/500) + 1 = 0.8; m34 = −1/500 = −0.002.
    #expect(isClose(matrix.m34, -0.002))
    #expect(isClose(matrix.m43, 100))
    #expect(isClose(matrix.m44, 0.8))
    // (50, 0, 0) moves to (50, 0, 100); w = 1 + 100 × (−1/500) = 0.8; x = 50 / 0.8 = 62.5.
    let point = matrix.apply(x: 50, y: 0)
    #expect(isClose(point.x, 62.5) && isClose(point.y, 0) && isClose(point.z, 125))
  }

  @Test func aFlipAboutYFollowsTheRightHandRule() {
    let matrix = Transform3D(rotationY: .pi / 2, perspective: -1.0 / 500).matrix
    // Right-handed rotation about y: (1, 0, 0) → (cos θ, 0, −sin θ) = (0, 0, −1), so
    // m13 = −sin θ = −1 and m31 = sin θ = 1; with perspective after it, m14 = m13 × m34 =
    // (−1) × (−1/500) = 0.002.
    #expect(isClose(matrix.m13, -1) && isClose(matrix.m31, 1))
    #expect(isClose(matrix.m14, 0.002))
    // (100, 0, 0) → (0, 0, −100) before projection; w = 1 + (−100) × (−1/500) = 1.2.
    let point = matrix.apply(x: 100, y: 0)
    #expect(isClose(point.x, 0) && isClose(point.z, -100 / 1.2))
  }

  @Test func rotationAboutXAppliesBeforeRotationAboutY() {
    let matrix = Transform3D(rotationX: .pi / 2, rotationY: .pi / 2).matrix
    // About x first: (0, 1, 0) → (0, cos θ, sin θ) = (0, 0, 1); then about y: (0, 0, 1) →
    // (sin θ, 0, cos θ) = (1, 0, 0). (The other order would give (0, 0, 1).)
    let point = matrix.apply(x: 0, y: 1)
    #expect(isClose(point.x, 1) && isClose(point.y, 0) && isClose(point.z, 0))
  }

  @Test func aTransformWithA3DPartHasNoAffineForm() {
    #expect(Transform3D(rotationY: 0.1).affineMatrix == nil)
    #expect(Transform3D(translationZ: 1).affineMatrix == nil)
    #expect(Transform3D(perspective: -0.002).affineMatrix == nil)
    #expect(Transform3D(translationX: 5, scaleX: 2).affineMatrix != nil)
  }

  @Test func concatenationAppliesTheLeftOperandFirst() {
    let scale = TransformMatrix(rows: [[2, 0, 0, 0], [0, 2, 0, 0]])
    let shift = TransformMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [5, 0, 0, 1]])
    // Scale then shift: (1, 0) → (2, 0) → (7, 0); shift then scale: (1, 0) → (6, 0) → (12, 0).
    #expect(isClose(scale.concatenating(shift).apply(x: 1, y: 0).x, 7))
    #expect(isClose(shift.concatenating(scale).apply(x: 1, y: 0).x, 12))
  }
}
