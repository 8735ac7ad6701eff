import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

/// The library's entry points a test or a doc calls: a timeline in, an SVG or a page out.
@Suite struct PreviewAPITests {
  /// Three frames, 0.25 s apart; the presented screen starts a third of a point from the left.
  static let timeline = Timeline(
    actors: [.presenting, .presented], framesPerSecond: 4, duration: 0.5,
    frames: [0.0, 0.25, 0.5].map { time in
      Timeline.Frame(
        time: time,
        states: [
          .presenting: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 1),
          .presented: ViewState(
            frame: CGRect(x: 1.0 / 3.0, y: 844 * (1 - 2 * time), width: 390, height: 844),
            alpha: 1),
        ])
    })
  static let container = CGSize(width: 390, height: 844)

  @Test func aTimelineAloneReadsProgressAsTheTimeElapsed() {
    let input = PreviewInput(timeline: Self.timeline, container: Self.container)
    // 0, 0.25 and 0.5 s of a 0.5 s timeline: 0/0.5, 0.25/0.5, 0.5/0.5.
    #expect(input.frameProgress == [0, 0.5, 1])
    #expect(input.title == "Transition")
    #expect(input.operation == "present")
    #expect(input.summary.isEmpty && input.parameters.isEmpty && input.gesture == nil)
    #expect(input.timing.points.isEmpty)
  }

  @Test func aTimelineWithoutDurationShowsEveryFrameDone() {
    let still = Timeline(
      actors: [.presented], framesPerSecond: 60, duration: 0,
      frames: [Timeline.Frame(time: 0, states: [.presented: ViewState(alpha: 1)])])
    #expect(PreviewInput(timeline: still, container: Self.container).frameProgress == [1])
  }

  @Test func theFilmstripHasOneCellPerFrameWithItsTimeAndProgress() {
    let svg = Filmstrip(timeline: Self.timeline, container: Self.container, title: "sheet").svg
    let reader = FilmstripReader.read(svg)
    #expect(reader.rootName == "svg")
    #expect(reader.cells.count == 3)
    #expect(reader.cells.map(\.time) == [0, 0.25, 0.5])
    #expect(reader.cells.map(\.progress) == [0, 0.5, 1])
    #expect(reader.texts.first == "sheet")
    // The presented screen's top edge: 844 × (1 − 2t) at t = 0, 0.25, 0.5.
    let tops = reader.cells.map { cell in cell.actors.first { $0.name == "presented" }?.y }
    #expect(tops == [844, 422, 0])
  }

  @Test func dataAttributesAreExactUnlessRounded() {
    let exact = Filmstrip(timeline: Self.timeline, container: Self.container).svg
    let rounded = Filmstrip(
      timeline: Self.timeline, container: Self.container,
      options: Filmstrip.Options(dataDecimals: 4)
    ).svg
    // Swift writes 1/3 as 0.3333333333333333 (16 threes); to four places it is 0.3333.
    #expect(exact.contains("data-x=\"0.3333333333333333\""))
    #expect(rounded.contains("data-x=\"0.3333\""))
    #expect(!rounded.contains("0.33333"))
    #expect(Filmstrip.Options(dataDecimals: 9).dataDecimals == 6)
    #expect(Filmstrip.Options(dataDecimals: -1).dataDecimals == 0)
    #expect(Filmstrip.Options.standard.dataDecimals == nil)
  }

  @Test func thePageEmbedsTheTimelineAndNeedsNoNetwork() throws {
    let page = HTMLPlayer(timeline: Self.timeline, container: Self.container).page
    let json = String(decoding: try Self.timeline.jsonData(), as: UTF8.self)
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(
      page.contains(
        "<script type=\"application/json\" id=\"curtain-timeline\">"
          + json + "</script>"))
    #expect(!page.contains("http"))
    #expect(!page.contains("missing from the resource bundle"))
  }

  /// `Sources/CurtainPreview/Resources/<name>`, read from the source tree.
  func resource(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CurtainPreview/Resources/" + name)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    return String(text.dropLast())
  }

  @Test func thePageHoldsItsResourcesVerbatim() throws {
    let page = HTMLPlayer(timeline: Self.timeline, container: Self.container).page
    let style = try resource("player.css")
    let script = try resource("player.js")
    let markup = try resource("player.html")
    #expect(style.contains("#container {") && script.contains("'use strict';"))
    #expect(page.contains("<style>\n" + style + "</style>\n</head>\n"))
    #expect(page.contains("<script>\n" + script + "</script>\n</body>\n</html>\n"))
    #expect(page.contains("</header>\n" + markup + "<table id=\"parameters\">"))
  }

  @Test func theSameTimelineGivesTheSameText() {
    let first = HTMLPlayer(timeline: Self.timeline, container: Self.container)
    let second = HTMLPlayer(timeline: Self.timeline, container: Self.container)
    #expect(first.page == second.page)
    let filmstrip = Filmstrip(timeline: Self.timeline, container: Self.container)
    #expect(filmstrip.svg == filmstrip.svg)
  }
}
