import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// The headless player plays the core's swipe dismissal as the UIKit player does: a dismissal a
/// swipe starts never moves the screen against the finger.
///
/// A half screen (390 × 422 at y 422 on the 390 × 844 container) dismissed by `CoverAnimator`
/// leaves downwards to y 844 (one container height below its rest minus its top: 422 pt), its
/// dim fading linearly from 0.5 to 0. Swiped up, it leaves upwards the same 422 pt instead, to
/// y 0: at progress p its y is 422 − 422·p, so 316.5 at 0.25, and the dim is 0.5 − 0.5·p,
/// 0.375 at 0.25, as the dismissal had it.
@MainActor
@Suite struct SwipeDismissalHeadlessTests {
  private let scene: HeadlessScene
  private let root = HeadlessScreen(name: "root")
  private let sheet = HeadlessScreen(name: "sheet")
  private static let half = CGRect(x: 0, y: 422, width: 390, height: 422)

  init() throws {
    scene = try HeadlessScene(size: Reference.size, root: root)
    _ = try scene.present(sheet, animator: CoverAnimator(), presentedFrame: Self.half)
      .run(fps: 60)
  }

  @Test func anUpwardSwipeMovesTheScreenUp() throws {
    let transition = try scene.dismiss(animator: CoverAnimator(), swiping: .regular(.fromBottom))
    try transition.update(progress: 0.25)
    #expect(Reference.isClose(transition.state(of: .presented)?.frame?.minY, 316.5))
    #expect(Reference.isClose(transition.state(of: .background)?.alpha, 0.375))
    try transition.finish(velocity: 0)
    try scene.advance(by: 2)
    #expect(transition.state == .finished)
    #expect(scene.visibleScreens == [root])
  }

  /// A swipe with the cover's direction plays the dismissal as planned: y 422 + 422·0.25.
  @Test func aDownwardSwipeKeepsTheDismissal() throws {
    let transition = try scene.dismiss(animator: CoverAnimator(), swiping: .regular(.fromTop))
    try transition.update(progress: 0.25)
    #expect(Reference.isClose(transition.state(of: .presented)?.frame?.minY, 527.5))
  }

  /// A dismissal no swipe starts keeps the library's animation, downwards.
  @Test func anInteractiveDismissalWithoutASwipeKeepsItsDirection() throws {
    let transition = try scene.dismiss(animator: CoverAnimator(), interactive: true)
    try transition.update(progress: 0.25)
    #expect(Reference.isClose(transition.state(of: .presented)?.frame?.minY, 527.5))
  }
}
