import CurtainEngine
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// A cover that leaves through the bottom edge to the container's height below where it rests
/// (Presentr's covers: the container's height plus its own for a view resting on the bottom
/// edge), linearly over half a second; presented the other way.
private struct LeavingCoverAnimator: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let gone = shown.offsetBy(dx: 0, dy: context.containerBounds.height)
    let (from, to) = context.isPresenting ? (gone, shown) : (shown, gone)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: from), to: ViewState(frame: to),
        timing: AnimationTiming(curve: .linear, duration: 0.5))
    ])
  }
}

/// The headless player measures a pan on the plan it drives, as the UIKit player does (issue
/// 34): a half-height cover resting at y 422 on an 844-point container, 422 points tall, whose
/// dismissal moves it to y 1266, 844 points.
///
/// Worked out by hand: the finger's script is 422 points long (the view's height); the plan
/// moves the view 1266 − 422 = 844 points, more than 422, so progress 1 is 844 points and a
/// drag of t points shows the view at 422 + t (under the finger). The view's top reaches the
/// container's bottom (844) at (844 − 422) ÷ 844 = 0.5 of the way: the standard threshold 0.5
/// counts that way out, 0.5 × 0.5 = 0.25.
@MainActor
@Suite struct PanTravelTests {
  private let scene: HeadlessScene
  private let sheet = HeadlessScreen(name: "sheet")
  private static let half = CGRect(x: 0, y: 422, width: 390, height: 422)

  init() throws {
    scene = try HeadlessScene(size: Reference.size, root: HeadlessScreen(name: "root"))
    try scene.present(sheet, animator: LeavingCoverAnimator(), presentedFrame: Self.half)
      .finish()
  }

  private static func y(_ frame: Timeline.Frame) -> CGFloat? {
    frame[.presented]?.frame?.minY
  }

  @Test func aDragMovesTheHalfCoverPointForPoint() throws {
    let transition = try scene.dismiss(animator: LeavingCoverAnimator(), interactive: true)
    // 211 points over 0.25 s, 31 samples 1/120 s apart, each its own frame.
    let script = GestureScript.drag(.regular(.fromTop), distance: 422, to: 0.5, duration: 0.25)
    let timeline = try transition.drive(
      with: script, configuration: InteractionConfiguration(policy: .threshold))
    for index in 0...30 {
      let finger = 211 * Double(index) / 30
      #expect(Reference.isClose(Self.y(timeline.frames[index]), 422 + finger, tolerance: 1e-9))
      #expect(Reference.isClose(transition.drivenProgress[index], finger / 844, tolerance: 1e-12))
    }
    // 211 ÷ 844, not 211 ÷ 422.
    #expect(Reference.isClose(transition.drivenProgress[30], 0.25, tolerance: 1e-12))
    #expect(transition.decision?.distance == 844)
  }

  @Test func theThresholdCountsTheWayOut() throws {
    // 0.6 × 422 = 253.2 points: progress 253.2 ÷ 844 = 0.3, past 0.25 (not past 0.5).
    let on = try scene.dismiss(animator: LeavingCoverAnimator(), interactive: true)
    try on.drive(
      with: .drag(.regular(.fromTop), distance: 422, to: 0.6, duration: 0.3),
      configuration: InteractionConfiguration(policy: .threshold))
    #expect(Reference.isClose(try #require(on.decision).progress, 0.3, tolerance: 1e-12))
    #expect(on.state == .finished)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aShortDragStillCancels() throws {
    // 0.4 × 422 = 168.8 points: progress 0.2, short of 0.25.
    let back = try scene.dismiss(animator: LeavingCoverAnimator(), interactive: true)
    try back.drive(
      with: .drag(.regular(.fromTop), distance: 422, to: 0.4, duration: 0.3),
      configuration: InteractionConfiguration(policy: .threshold))
    #expect(Reference.isClose(try #require(back.decision).progress, 0.2, tolerance: 1e-12))
    #expect(back.state == .cancelled)
    #expect(scene.presentedScreens == [sheet])
  }

  @Test func draggingNothingThePlanMovesKeepsTheScriptsDistance() throws {
    let transition = try scene.dismiss(animator: LeavingCoverAnimator(), interactive: true)
    transition.draggedActors = []
    let timeline = try transition.drive(
      with: .drag(.regular(.fromTop), distance: 422, to: 0.5, duration: 0.25),
      configuration: InteractionConfiguration(policy: .threshold))
    // 211 ÷ 422 = 0.5: the view at 422 + 0.5 × 844 = 844; and 0.5 is not past the threshold
    // 0.5, uncounted.
    #expect(Reference.isClose(Self.y(timeline.frames[30]), 844, tolerance: 1e-9))
    #expect(transition.decision?.distance == 422)
    #expect(transition.state == .cancelled)
  }

  @Test func aFingerGrabbingTheDismissalMovesItPointForPoint() throws {
    let transition = try scene.dismiss(animator: LeavingCoverAnimator())
    // A quarter of 0.5 s: progress 0.25, the view at 422 + 0.25 × 844 = 633.
    try transition.advance(by: 0.125)
    try transition.grab(
      GestureSample(time: 0, translation: .zero), pan: .regular(.fromTop), distance: 422)
    try transition.moveFinger(GestureSample(time: 0.05, translation: CGPoint(x: 0, y: 84.4)))
    // 84.4 points on: progress 0.25 + 84.4 ÷ 844 = 0.35, the view at 633 + 84.4 = 717.4.
    #expect(Reference.isClose(transition.progress, 0.35, tolerance: 1e-12))
    #expect(
      Reference.isClose(
        transition.state(of: .presented)?.frame?.minY, 717.4, tolerance: 1e-9)
    )
  }
}
