import Curtain
import CurtainTesting
import CurtainZoom
import Foundation
import Testing

@Suite @MainActor struct ZoomAnimatorTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let cell = CGRect(x: 16, y: 240, width: 120, height: 160)

  func context(
    _ operation: TransitionOperation, source: CGRect?, radius: CGFloat = 10
  ) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: bounds,
      matchedPairs: source.map {
        [
          MatchedPair(
            id: "photo", sourceFrame: $0, sourceCornerRadius: radius, destinationFrame: bounds)
        ]
      } ?? [])
  }

  /// The visible rectangle: the frame with the transform applied.
  ///
  /// The zoom never sets a transform (checked), so it is the frame itself.
  func visibleRect(_ state: ViewState) -> CGRect? {
    #expect(state.transform == nil || state.transform == .identity)
    return state.frame
  }

  @Test func keepsTheContract() throws {
    #expect(ZoomDescriptors.descriptors.map(\.id) == ["zoom"])
    #expect(ZoomDescriptors.zoom.operations == [.present, .dismiss])
    AnimatorContract.expectConforms(
      try ZoomDescriptors.zoom.makeAnimator(), operations: [.present, .dismiss])
  }

  @Test func theVisibleRectangleStartsOnTheSourceAndEndsOnTheFinalFrame() throws {
    let plan = try ZoomAnimator().plan(for: context(.present, source: cell))
    #expect(visibleRect(plan.state(of: .presented, at: 0)) == cell)
    #expect(visibleRect(plan.state(of: .presented, at: plan.duration)) == bounds)
    #expect(visibleRect(plan.finalState(of: .presented)) == bounds)
    // Corner radius from the source's (10) to the screen's (0).
    #expect(plan.state(of: .presented, at: 0).cornerRadius == 10)
    #expect(plan.finalState(of: .presented).cornerRadius == 0)
    // In between, the rectangle is strictly larger than the cell and moving.
    let middle = try #require(visibleRect(plan.state(of: .presented, at: plan.duration / 4)))
    #expect(middle.width > cell.width && middle != bounds)
    // The presenting screen dims: black from 0 to 0.2.
    #expect(plan.state(of: .background, at: 0).alpha == 0)
    #expect(plan.finalState(of: .background).alpha == 0.2)
    #expect(plan.state(of: .background, at: 0).backgroundColor == .black)
  }

  @Test func theDismissalShrinksOntoTheCurrentSource() throws {
    // The list scrolled: at dismissal the source is 300 points higher.
    let moved = cell.offsetBy(dx: 0, dy: -300)
    let plan = try ZoomAnimator().plan(for: context(.dismiss, source: moved, radius: 6))
    #expect(visibleRect(plan.state(of: .presented, at: 0)) == bounds)
    #expect(visibleRect(plan.finalState(of: .presented)) == moved)
    #expect(plan.finalState(of: .presented).cornerRadius == 6)
    #expect(plan.finalState(of: .background).alpha == 0)
  }

  @Test func theSourceFrameServesWhenThereIsNoMatchedPair() throws {
    let animator = try ZoomAnimator(sourceCornerRadius: 4)
    let context = try TransitionContext(
      operation: .present, containerBounds: bounds, sourceFrame: cell)
    let plan = try animator.plan(for: context)
    #expect(plan.state(of: .presented, at: 0).frame == cell)
    #expect(plan.state(of: .presented, at: 0).cornerRadius == 4)
  }

  /// Without a source the presentation grows from the presented frame inset by 10 % of its
  /// size on each side: 390·0.1 = 39, 844·0.1 = 84.4, so (39, 84.4, 312, 675.2).
  @Test func withoutASourceThePresentationGrowsFromAnInsetCard() throws {
    let plan = try ZoomAnimator().plan(for: context(.present, source: nil))
    #expect(
      visibleRect(plan.state(of: .presented, at: 0))
        == CGRect(x: 39, y: 84.4, width: 312, height: 675.2))
    #expect(visibleRect(plan.finalState(of: .presented)) == bounds)
  }

  /// Without a source the dismissal is a cross-dissolve on ease-in-out (0.42, 0, 0.58, 1): the
  /// frame stays the screen's, alpha goes 1 → 0; the curve is symmetric about (0.5, 0.5)
  /// (x(½) = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛ = 0.5, y(½) = 3·½·¼ + ⅛ = 0.5), so halfway in time the
  /// alpha is 0.5.
  @Test func withoutASourceTheDismissalIsADissolve() throws {
    let plan = try ZoomAnimator().plan(for: context(.dismiss, source: nil))
    #expect(plan.duration == 0.5)
    for step in 0...10 {
      let time = plan.duration * Double(step) / 10
      #expect(visibleRect(plan.state(of: .presented, at: time)) == bounds)
    }
    #expect(plan.state(of: .presented, at: 0).alpha == 1)
    let half = try #require(plan.state(of: .presented, at: 0.25).alpha)
    #expect(abs(Double(half) - 0.5) < 1e-6)
    #expect(plan.finalState(of: .presented).alpha == 0)
    #expect(plan.finalState(of: .background).alpha == 0)
  }

  @Test func badParametersAreTypedErrorsOrClamped() throws {
    #expect(throws: PresentationError.invalidCornerRadius(-2)) {
      try ZoomAnimator(screenCornerRadius: -2)
    }
    #expect(throws: TimingError.self) { try ZoomAnimator(dampingRatio: 0) }
    #expect(try ZoomAnimator(dimAlpha: 3).dimAlpha == 1)
    #expect(try ZoomAnimator(dimAlpha: .nan).dimAlpha == 0)
  }
}
