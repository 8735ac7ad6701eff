import CurtainTesting
import Foundation
import Testing

private let recording = ProcessInfo.processInfo.environment["CURTAIN_RECORD_SNAPSHOTS"] == "1"

@MainActor
private func coverVerticalPresentation() throws -> Timeline {
  let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
  return try scene.present(HeadlessScreen(name: "detail"), animator: CoverVerticalAnimation())
    .run(fps: 10)
}

@Suite @MainActor struct GoldenTimelineTests {
  @Test func coverVerticalPresentationMatchesItsGoldenTimeline() throws {
    assertTimeline(try coverVerticalPresentation(), matches: "coverVerticalPresentation")
  }

  @Test(.disabled(if: recording, "compares against a deliberately different timeline"))
  func aDifferentTimelineIsReportedWithItsFirstDifferingLine() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let fade = try scene.present(HeadlessScreen(name: "detail"), animator: CrossDissolveAnimation())
      .run(fps: 10)
    withKnownIssue {
      #expect(!assertTimeline(fade, matches: "coverVerticalPresentation"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("does not match the golden timeline")
        && text.contains("coverVerticalPresentation.txt")
        && text.contains("first difference at line 2:\n- 0.0,presented,")
    }
  }

  @Test(.disabled(if: recording, "would record the missing file"))
  func aMissingReferenceSaysHowToRecordIt() throws {
    let timeline = try coverVerticalPresentation()
    withKnownIssue {
      assertTimeline(timeline, matches: "noSuchReference")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("No golden timeline")
          && $0.rawValue.contains("__Snapshots__/GoldenTimelineTests/noSuchReference.txt")
          && $0.rawValue.contains("CURTAIN_RECORD_SNAPSHOTS=1")
      }
    }
  }

  @Test func snapshotTextRoundsToFourPlaces() {
    let timeline = Timeline(
      actors: [.presented], framesPerSecond: 60, duration: 1 / 3,
      frames: [
        Timeline.Frame(
          time: 1 / 3,
          states: [
            .presented: ViewState(
              frame: CGRect(x: 0.123456, y: -0.00001, width: 390, height: 844.99995), alpha: 1 / 3)
          ])
      ])
    let lines = timeline.snapshotText.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == Timeline.csvColumns.joined(separator: ",")[...])
    // 1/3 → 0.3333; 0.123456 → 0.1235; −0.00001 → −0.0 → 0.0; 844.99995 → 845.0.
    #expect(lines.last?.hasPrefix("0.3333,presented,0.1235,0.0,390.0,845.0,0.3333,") == true)
    #expect(!timeline.snapshotText.contains("\r"))
  }
}

/// The golden filmstrip beside the golden timeline: same folder, same record mode.
@Suite @MainActor struct GoldenFilmstripTests {
  private func coverVerticalInput() throws -> PreviewInput {
    PreviewInput(
      timeline: try coverVerticalPresentation(), container: CGSize(width: 390, height: 844),
      title: "cover-vertical")
  }

  @Test func coverVerticalPresentationMatchesItsGoldenFilmstrip() throws {
    // Lives beside coverVerticalPresentation.txt: __Snapshots__/GoldenTimelineTests/….svg.
    assertFilmstrip(try coverVerticalInput(), matches: "coverVerticalPresentation")
  }

  @Test func theGoldenFilmstripHasOneCellPerFrameAndRoundedData() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/GoldenTimelineTests/coverVerticalPresentation.svg")
    let svg = try String(contentsOf: url, encoding: .utf8)
    // One cell per frame of the timeline (its golden text lists the frames' times).
    let frames = try coverVerticalPresentation().frames.count
    #expect(frames > 2)
    #expect(svg.components(separatedBy: "<g class=\"frame\"").count - 1 == frames)
    // data-time of the second frame: 0.1 to 4 places is "0.1" (the exact Double would be too).
    #expect(svg.contains("data-index=\"1\" data-time=\"0.1\""))
    // No data attribute carries more than 4 decimal places.
    let long = svg.split(separator: "\"").filter { part in
      guard let dot = part.firstIndex(of: "."), Double(part) != nil else { return false }
      return part.distance(from: dot, to: part.endIndex) - 1 > 4
    }
    #expect(long.isEmpty, "numbers with more than 4 decimals: \(long.prefix(3))")
  }

  @Test(.disabled(if: recording, "compares against a deliberately different filmstrip"))
  func aDifferentFilmstripIsReportedWithItsFirstDifferingLine() throws {
    var input = try coverVerticalInput()
    input.title = "not cover-vertical"
    withKnownIssue {
      #expect(!assertFilmstrip(input, matches: "coverVerticalPresentation"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("The filmstrip does not match the golden filmstrip")
        && text.contains("coverVerticalPresentation.svg")
        && text.contains("+ <title>not cover-vertical</title>")
    }
  }

  @Test(.disabled(if: recording, "would record the missing file"))
  func aMissingGoldenFilmstripSaysHowToRecordIt() throws {
    let input = try coverVerticalInput()
    withKnownIssue {
      assertFilmstrip(input, matches: "noSuchReference")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("No golden filmstrip")
          && $0.rawValue.contains("__Snapshots__/GoldenTimelineTests/noSuchReference.svg")
          && $0.rawValue.contains("CURTAIN_RECORD_SNAPSHOTS=1")
      }
    }
  }
}
