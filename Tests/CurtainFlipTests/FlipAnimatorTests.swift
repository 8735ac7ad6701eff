import Curtain
import CurtainFlip
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct FlipAnimatorTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// CSS/UIKit ease-in-out, evaluated independently of Curtain.
  let easeInOut = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  func animator() throws -> any TransitionAnimator {
    let descriptor = try #require(FlipDescriptors.descriptors.first)
    return try descriptor.makeAnimator()
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    #expect(FlipDescriptors.descriptors.map(\.id) == ["flip"])
    AnimatorContract.expectConforms(try animator(), operations: [.present, .dismiss])
  }

  @Test func presentationTurnsAwayThenIn() throws {
    let plan = try animator().plan(
      for: TransitionContext(operation: .present, containerBounds: container))
    let quarter = Double.pi / 2
    // Keyframes at progress 0, ½, ½, 1: the first half maps progress p to angle (p / ½) · π/2.
    let early = easeInOut.progress(at: 0.25)
    let presenting = try #require(plan.state(of: .presenting, at: 0.125).transform)
    #expect(abs(Double(presenting.rotationY) - early / 0.5 * quarter) < 1e-6)
    #expect(presenting.perspective == -1.0 / 500)
    #expect(plan.state(of: .presenting, at: 0.125).alpha == 1)
    #expect(plan.state(of: .presented, at: 0.125).alpha == 0)
    // The second half maps p to −π/2 · (1 − (p − ½) / ½).
    let late = easeInOut.progress(at: 0.75)
    let presented = try #require(plan.state(of: .presented, at: 0.375).transform)
    #expect(abs(Double(presented.rotationY) + quarter * (1 - (late - 0.5) / 0.5)) < 1e-6)
    #expect(plan.state(of: .presented, at: 0.375).alpha == 1)
    #expect(plan.state(of: .presenting, at: 0.375).alpha == 0)
    #expect(plan.state(of: .presented, at: 0).transform?.rotationY == -CGFloat.pi / 2)
    #expect(plan.finalState(of: .presented).transform == .identity)
  }

  @Test func dismissalMirrorsThePresentation() throws {
    let plan = try animator().plan(
      for: TransitionContext(operation: .dismiss, containerBounds: container))
    let early = easeInOut.progress(at: 0.25)
    let presented = try #require(plan.state(of: .presented, at: 0.125).transform)
    #expect(abs(Double(presented.rotationY) + early / 0.5 * Double.pi / 2) < 1e-6)
    #expect(plan.state(of: .presenting, at: 0).transform?.rotationY == CGFloat.pi / 2)
    #expect(plan.finalState(of: .presenting).transform == .identity)
    #expect(plan.finalState(of: .presented).alpha == 0)
  }
}
