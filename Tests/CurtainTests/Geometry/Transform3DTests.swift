import Curtain
import Foundation
import Testing

@Suite struct Transform3DTests {
  @Test func rotationIsInterpolatedAsAnAngleNotAsAMatrix() {
    let start = Transform3D.identity
    let end = Transform3D(rotation: 2 * .pi)
    // A whole turn has the same matrix as the identity, so a matrix lerp would stay at 0; the
    // component blend is 0 + 2π × 0.5 = π, half a turn.
    let midway = start.interpolated(to: end, fraction: 0.5)
    #expect(midway.rotation == .pi)
    // 2π × 0.25 = π/2.
    #expect(start.interpolated(to: end, fraction: 0.25).rotation == .pi / 2)
  }

  @Test func everyComponentBlendsOnItsOwn() {
    let start = Transform3D(
      translationX: 0, translationY: 10, translationZ: -20, scaleX: 1, scaleY: 2, rotation: 0,
      rotationX: .pi, rotationY: 0, perspective: 0)
    let end = Transform3D(
      translationX: 100, translationY: -30, translationZ: 20, scaleX: 0.5, scaleY: 1,
      rotation: .pi, rotationX: 0, rotationY: -.pi, perspective: -1.0 / 500)
    let quarter = start.interpolated(to: end, fraction: 0.25)
    // Each component: from + (to − from) × 0.25.
    let expected = Transform3D(
      translationX: 25,  // 0 + 100 × 0.25
      translationY: 0,  // 10 − 40 × 0.25
      translationZ: -10,  // −20 + 40 × 0.25
      scaleX: 0.875,  // 1 − 0.5 × 0.25
      scaleY: 1.75,  // 2 − 1 × 0.25
      rotation: .pi / 4,  // π × 0.25
      rotationX: 0.75 * .pi,  // π − π × 0.25
      rotationY: -.pi / 4,  // −π × 0.25
      perspective: -0.0005)  // −(1/500) × 0.25 = −1/2000
    #expect(PlanCheck.isClose(quarter, expected))
  }

  @Test func scaleShrinksEvenly() {
    let shrunk = Transform3D.identity.interpolated(
      to: Transform3D(scaleX: 0.5, scaleY: 0.5), fraction: 0.5)
    // 1 − 0.5 × 0.5 on both axes.
    #expect(shrunk.scaleX == 0.75)
    #expect(shrunk.scaleY == 0.75)
  }

  @Test func interpolationIsExactAtBothEnds() {
    let start = Transform3D(
      translationX: 1e16, translationY: 0.1, translationZ: 3, scaleX: 0.3, scaleY: 1.7,
      rotation: 0.1, rotationX: 0.2, rotationY: 0.3, perspective: -0.002)
    let end = Transform3D(
      translationX: 1, translationY: 0.7, translationZ: -3, scaleX: 0.9, scaleY: 0.1,
      rotation: 2 * .pi, rotationX: -0.7, rotationY: 1e-17, perspective: 0)
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func interpolationExtrapolatesOutsideTheUnitRange() {
    let start = Transform3D(translationX: 0, scaleX: 1)
    let end = Transform3D(translationX: 100, scaleX: 0.5)
    let past = start.interpolated(to: end, fraction: 1.5)
    // 100 × 1.5 and 1 − 0.5 × 1.5
    #expect(past.translationX == 150)
    #expect(past.scaleX == 0.25)
    let before = start.interpolated(to: end, fraction: -0.5)
    // 100 × −0.5 and 1 + 0.5 × 0.5
    #expect(before.translationX == -50)
    #expect(before.scaleX == 1.25)
  }

  @Test func identityLeavesEveryComponentNeutral() {
    let identity = Transform3D.identity
    #expect(identity.isIdentity)
    #expect(!identity.is3D)
    #expect(identity.translationX == 0 && identity.translationY == 0 && identity.translationZ == 0)
    #expect(identity.scaleX == 1 && identity.scaleY == 1)
    #expect(identity.rotation == 0 && identity.rotationX == 0 && identity.rotationY == 0)
    #expect(identity.perspective == 0)
    #expect(Transform3D() == .identity)
  }

  static let threeDimensional: [Transform3D] = [
    Transform3D(translationZ: 1), Transform3D(rotationX: 0.1), Transform3D(rotationY: 0.1),
    Transform3D(perspective: -1.0 / 500),
  ]

  @Test(arguments: threeDimensional)
  func depthComponentsMakeTheTransform3D(transform: Transform3D) {
    #expect(transform.is3D)
    #expect(!transform.isIdentity)
  }

  static let flat: [Transform3D] = [
    Transform3D(translationX: 5), Transform3D(translationY: 5), Transform3D(scaleX: 2),
    Transform3D(scaleY: 2), Transform3D(rotation: 1),
  ]

  @Test(arguments: flat)
  func planeComponentsKeepTheTransformAffine(transform: Transform3D) {
    #expect(!transform.is3D)
    #expect(!transform.isIdentity)
  }

  @Test func editingHelpersAddToTheComponents() {
    let base = Transform3D(translationX: 1, translationY: 2, scaleX: 2, scaleY: 3, rotation: 0.5)
    let moved = base.translated(x: 10, y: -4)
    // 1 + 10, 2 − 4
    #expect(moved.translationX == 11 && moved.translationY == -2)
    let scaled = base.scaled(by: 0.5)
    // 2 × 0.5, 3 × 0.5
    #expect(scaled.scaleX == 1 && scaled.scaleY == 1.5)
    let rotated = base.rotated(by: 0.25)
    // 0.5 + 0.25
    #expect(rotated.rotation == 0.75)
    #expect(Transform3D.identity.scaled(by: 0.9) == Transform3D(scaleX: 0.9, scaleY: 0.9))
  }

  static let nonFiniteNumbers: [CGFloat] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFiniteNumbers)
  func anyNonFiniteComponentMakesTheTransformNonFinite(number: CGFloat) {
    #expect(Transform3D.identity.isFinite)
    let components: [WritableKeyPath<Transform3D, CGFloat>] = [
      \.translationX, \.translationY, \.translationZ, \.scaleX, \.scaleY, \.rotation,
      \.rotationX, \.rotationY, \.perspective,
    ]
    for component in components {
      var transform = Transform3D.identity
      transform[keyPath: component] = number
      #expect(!transform.isFinite, "\(component) = \(number)")
    }
  }

  @Test func codableRoundTripKeepsEveryComponent() throws {
    let transform = Transform3D(
      translationX: 1, translationY: -2, translationZ: 3, scaleX: 0.5, scaleY: 1.5,
      rotation: 0.25, rotationX: -0.5, rotationY: 0.75, perspective: -0.002)
    let data = try JSONEncoder().encode(transform)
    #expect(try JSONDecoder().decode(Transform3D.self, from: data) == transform)
  }
}
