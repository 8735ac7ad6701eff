import Curtain
import CurtainSheet
import CurtainTesting
import Foundation
import Testing

@Suite @MainActor struct SheetAnimatorTests {
  func animator() throws -> any TransitionAnimator {
    let descriptor = try #require(SheetDescriptors.descriptors.first)
    return try descriptor.makeAnimator()
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    #expect(SheetDescriptors.descriptors.map(\.id) == ["sheet"])
    AnimatorContract.expectConforms(try animator(), operations: [.present, .dismiss])
    #expect(AnimatorContract.check(try SheetAnimator(detentFraction: 1)).isEmpty)
  }

  @Test func presentSlidesUpToTheDetentAndDismissReverses() throws {
    let context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let plan = try animator().plan(for: context)
    // medium: 422 high, resting at y 844 − 422 = 422; it starts one height lower, at 844.
    #expect(
      plan.state(of: .presented, at: 0).frame == CGRect(x: 0, y: 844, width: 390, height: 422))
    #expect(plan.finalState(of: .presented).frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(plan.finalState(of: .presented).cornerRadius == 10)
    // large caps the fraction: 844 − 47 − 10 = 787 high, at y 57.
    let large = try SheetAnimator(detentFraction: 1).plan(for: context)
    #expect(large.finalState(of: .presented).frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    var back = context
    back.operation = .dismiss
    let dismissal = try animator().plan(for: back)
    #expect(dismissal.state(of: .presented, at: 0).frame?.minY == 422)
    #expect(dismissal.finalState(of: .presented).frame?.minY == 844)
    #expect(throws: SheetError.self) { _ = try SheetAnimator(detentFraction: 2) }
  }
}
