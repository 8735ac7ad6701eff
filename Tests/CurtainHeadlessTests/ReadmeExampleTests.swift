import CurtainCoverVertical
import CurtainHeadless
import Foundation
import Testing

/// The README's example, as written there, so that the README stays true.
@Suite @MainActor struct ReadmeExampleTests {
  @Test func readmeExampleRunsAndCoversTheWholeTransition() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    let timeline = try scene.present(detail, animator: CoverVerticalAnimation()).run(fps: 60)
    // Presentr's default 0.4 s at 60 frames per second: frames at 0, 1/60, …, 24/60.
    #expect(timeline.frames.count == 25)
    #expect(timeline.csv.hasPrefix(Timeline.csvColumns.joined(separator: ",")))
    #expect(scene.state(of: detail)?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
