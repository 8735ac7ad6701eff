import Curtain
import CurtainHeadless
import Foundation
import Testing

/// Slides the presented screen up from below the container on an ease-in-out curve, and back
/// down below it when dismissing.
private struct Slide: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let hidden = shown.offsetBy(dx: 0, dy: context.containerBounds.height - shown.minY)
    let (from, to) = context.isPresenting ? (hidden, shown) : (shown, hidden)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: from), to: ViewState(frame: to),
        timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
    ])
  }
}

/// A re-target to a new context changes the scene's layout, so later operations plan from it
/// (issue 18 item 4, headless).
@MainActor
@Suite struct RetargetLayoutTests {
  /// A dismissal after a rotated re-target starts from the rotated frame.
  ///
  /// A portrait presentation (390 × 844, the screen in its lower part) re-targeted a fifth of
  /// the way in to a landscape container: 844 × 390 with the screen at (0, 90, 844, 300).
  /// Once finished the scene is 844 × 390 and the screen rests there; the dismissal then plans
  /// from those frames: its context has the rotated container and the rotated presented frame,
  /// it starts on (0, 90, 844, 300) and ends below the rotated container, at y = 390 (the
  /// container's height; 844 if it planned from the old container), and the presenting screen
  /// goes back to the whole rotated container.
  @Test func aDismissalAfterARotatedRetargetStartsFromTheRotatedFrame() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    let portrait = CGRect(x: 0, y: 344, width: 390, height: 500)
    let presenting = try scene.present(detail, animator: Slide(), presentedFrame: portrait)
    try presenting.advance(by: 0.1)
    let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
    let landscape = CGRect(x: 0, y: 90, width: 844, height: 300)
    try presenting.retarget(
      to: TransitionContext(
        operation: .present, containerBounds: rotated, presentedFrame: landscape))
    #expect(scene.size == rotated.size)
    _ = try presenting.run()
    #expect(presenting.state == .finished)
    #expect(scene.state(of: detail)?.frame == landscape)
    // The root filled the old container, so it fills the rotated one.
    #expect(scene.state(of: scene.navigationStack[0])?.frame == rotated)

    let dismissal = try scene.dismiss(animator: Slide())
    let context = try #require(dismissal.context)
    #expect(context.containerBounds == rotated)
    #expect(context.presentedFrame == landscape)
    #expect(context.initialFrames[.presented] == landscape)
    #expect(context.finalFrames[.presenting] == rotated)
    let timeline = try dismissal.run()
    #expect(timeline.frames.first?[.presented]?.frame == landscape)
    #expect(
      timeline.frames.last?[.presented]?.frame == CGRect(x: 0, y: 390, width: 844, height: 300))
    #expect(scene.presentedScreens.isEmpty)
  }

  /// Re-targeted into a full-screen landscape frame, the presentation covers the rotated
  /// container, so the screen below leaves the window once it finishes; a tap at (800, 350),
  /// outside the old 390-point-wide frame, lands on the presented screen.
  @Test func aRetargetedPresentationCoversTheRotatedContainer() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    let presenting = try scene.present(detail, animator: Slide())
    try presenting.advance(by: 0.25)
    let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
    try presenting.retarget(
      to: TransitionContext(operation: .present, containerBounds: rotated, presentedFrame: rotated))
    try presenting.finish()
    #expect(scene.visibleScreens.map(\.name) == ["detail"])
    guard case .received(let screen) = try scene.tap(at: CGPoint(x: 800, y: 350)) else {
      Issue.record("the tap did not reach the presented screen")
      return
    }
    #expect(screen === detail)
  }

  /// A dismissal re-targeted to a rotated container leaves the scene rotated.
  ///
  /// The scene is 844 × 390 once it finishes, and the root, which filled the old container, fills the rotated one. A presentation after
  /// it plans in the rotated container: its context's bounds are (0, 0, 844, 390).
  @Test func aRetargetedDismissalLeavesTheSceneRotated() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    try scene.present(detail, animator: Slide()).finish()
    let dismissal = try scene.dismiss(animator: Slide())
    try dismissal.advance(by: 0.2)
    let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
    try dismissal.retarget(
      to: TransitionContext(operation: .dismiss, containerBounds: rotated, presentedFrame: rotated))
    _ = try dismissal.run()
    #expect(dismissal.state == .finished)
    #expect(scene.size == rotated.size)
    #expect(scene.state(of: scene.navigationStack[0])?.frame == rotated)
    let again = try scene.present(HeadlessScreen(name: "again"), animator: Slide())
    #expect(again.context?.containerBounds == rotated)
    #expect(again.context?.presentedFrame == rotated)
  }
}
