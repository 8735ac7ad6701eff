import CurtainPreview
import Foundation
import Testing

@testable import CurtainCLI

@Suite @MainActor struct PreviewInputRecordingTests {
  @Test func timingLabelsAreShortEnoughToRead() throws {
    #expect(PreviewInput.short(111.96868226299817) == "112")
    #expect(PreviewInput.short(16.930440826903336) == "16.93")
    #expect(PreviewInput.short(0.000123456) == "0.0001235")
    #expect(PreviewInput.short(1) == "1")
    #expect(PreviewInput.short(-2.5) == "-2.5")
    #expect(PreviewInput.short(0) == "0")
  }

  /// The progress the HTML page shows for each frame.
  private func frameProgress(_ arguments: String...) throws -> [Double] {
    let test = TestEnvironment()
    let status = CurtainCommand.run(
      arguments: arguments + ["--format", "html", "-o", "-"], environment: test.environment)
    #expect(status == 0, "\(test.stderr)")
    let page = test.stdout
    let open = #"<script type="application/json" id="curtain-meta">"#
    let start = try #require(page.range(of: open)?.upperBound)
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)?.lowerBound)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as? [String: Any])
    return try #require(json["frameProgress"] as? [Double])
  }

  @Test func gestureFramesShowThePlayersOwnProgress() throws {
    // A flip's screens turn about y without moving, so progress read from their geometry would
    // stay at 0 through the first half. The player's own progress rises while the finger drags
    // out (to 60 %), falls while it returns (to 20 %), and the cancelled release ends at 0.
    let progress = try frameProgress("render", "flip", "--gesture", "drag-reverse")
    let peak = try #require(progress.max())
    #expect(abs(peak - 0.6) < 0.02)
    #expect(progress.last == 0)
    let peakIndex = try #require(progress.firstIndex(of: peak))
    #expect(progress[..<peakIndex].allSatisfy { $0 <= peak })
    #expect(progress.contains { $0 > 0.1 && $0 < 0.3 })
  }

  @Test func clockFramesFollowTheTiming() throws {
    // Without a gesture the progress is the timing's: 0 at the start, 1 at the end.
    let progress = try frameProgress("render", "fade")
    #expect(progress.first == 0)
    #expect(progress.last == 1)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
