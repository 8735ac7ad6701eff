import Curtain
import CurtainHeadless
import Foundation
import Testing

/// `HeadlessScene.reduceMotion`: the scene tells every transition it starts, and plays the
/// animator's reduced plan (opacity only), as a device does with Reduce Motion on.
@Suite @MainActor struct SceneReduceMotionTests {
  /// Jelly's cover from the bottom (a core animator): on 390 × 844 the presented screen slides
  /// up from y = 844 to its resting frame, so without reduced motion its frame changes.
  private func cover() -> CoverPresentation {
    CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)
  }

  /// The distinct frames and transforms each actor takes over the timeline.
  private func geometry(_ timeline: Timeline) -> [ActorID: Int] {
    var seen: [ActorID: [ViewState]] = [:]
    for frame in timeline.frames {
      for (actor, state) in frame.states {
        let geometry = ViewState(frame: state.frame, transform: state.transform)
        if !(seen[actor] ?? []).contains(geometry) { seen[actor, default: []].append(geometry) }
      }
    }
    return seen.mapValues(\.count)
  }

  @Test func withoutReducedMotionTheCoverMovesThePresentedScreen() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let timeline = try scene.present(HeadlessScreen(name: "detail"), animator: cover()).run(fps: 30)
    #expect((geometry(timeline)[.presented] ?? 0) > 1)
  }

  @Test func withReducedMotionNoScreenMovesAndTheScreenFadesIn() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    scene.reduceMotion = true
    let detail = HeadlessScreen(name: "detail")
    let timeline = try scene.present(detail, animator: cover()).run(fps: 30)
    for (actor, count) in geometry(timeline) {
      #expect(count == 1, "\(actor) keeps one frame and transform throughout")
    }
    // The arriving screen holds its resting frame and fades in instead (TransitionPlan's
    // reducingMotion rule): alpha 0 at the start, 1 at the end.
    let first = try #require(timeline.frames.first?[.presented])
    let last = try #require(timeline.frames.last?[.presented])
    #expect(first.frame == last.frame)
    #expect(first.alpha == 0)
    #expect(last.alpha == 1)
    // The same duration as the unreduced cover.
    let plain = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let unreduced = try plain.present(HeadlessScreen(name: "detail"), animator: cover())
      .run(fps: 30)
    #expect(timeline.duration == unreduced.duration)
  }
}
