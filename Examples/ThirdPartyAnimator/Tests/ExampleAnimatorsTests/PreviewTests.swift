import CurtainPreview
import CurtainTesting
import ExampleAnimators
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Step 7: draw the animator with `CurtainPreview`, as an SVG filmstrip and an HTML page, and
/// check both: the filmstrip is well-formed XML with one frame cell per timeline frame, holding
/// the sheet where the timeline has it, and the page embeds the timeline and needs no network.
@Suite @MainActor struct PreviewTests {
  let size = CGSize(width: 390, height: 844)

  /// The sheet rising, at 10 frames per second.
  func sheetRise() throws -> Timeline {
    let scene = try HeadlessScene(size: size)
    return try scene.present(HeadlessScreen(name: "sheet"), animator: SheetRiseAnimator())
      .run(fps: 10)
  }

  @Test func theFilmstripHasOneCellPerFrameWithTheSheetWhereTheTimelineHasIt() throws {
    let timeline = try sheetRise()
    let svg = Filmstrip(timeline: timeline, container: size, title: "com.example.sheet-rise").svg
    let cells = try FrameCells.read(svg)
    #expect(timeline.frames.count > 2)
    #expect(cells.count == timeline.frames.count)
    for (cell, frame) in zip(cells, timeline.frames) {
      #expect(cell.time == frame.time)
      #expect(cell.sheetY == frame[.presented]?.frame.map { Double($0.minY) })
    }
    // The sheet is 844 − 60 = 784 points tall: it starts at 60 + 784 + 60 = 904, below the
    // screen, and rests 60 points from the top.
    #expect(cells.first?.sheetY == 904)
    #expect(cells.last?.sheetY == 60)
  }

  @Test func thePageEmbedsTheTimelineAndNeedsNoNetwork() throws {
    let timeline = try sheetRise()
    let page = HTMLPlayer(timeline: timeline, container: size, title: "com.example.sheet-rise")
      .page
    let json = String(decoding: try timeline.jsonData(), as: UTF8.self)
    let opening = "<script type=\"application/json\" id=\"curtain-timeline\">"
    #expect(page.contains(opening + json + "</script>"))
    #expect(!page.contains("http"))
    #expect(page.contains("<title>com.example.sheet-rise · Curtain</title>"))
    // The player's script and style came from CurtainPreview's resources.
    #expect(page.contains("'use strict';") && page.contains("#container {"))
  }
}

/// The frame cells of a filmstrip, read with `XMLParser`: each cell's time and the presented
/// sheet's top edge.
final class FrameCells: NSObject, XMLParserDelegate {
  /// One `<g class="frame">`.
  struct Cell {
    var time: Double?
    var sheetY: Double?
  }

  private var cells: [Cell] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard elementName == "g" else { return }
    if attributeDict["class"] == "frame" {
      cells.append(Cell(time: attributeDict["data-time"].flatMap(Double.init)))
    } else if attributeDict["class"] == "actor", attributeDict["data-actor"] == "presented",
      !cells.isEmpty
    {
      cells[cells.count - 1].sheetY = attributeDict["data-y"].flatMap(Double.init)
    }
  }

  /// The cells of `svg`, failing when it is not well-formed XML.
  static func read(_ svg: String) throws -> [Cell] {
    let reader = FrameCells()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    try #require(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    return reader.cells
  }
}
