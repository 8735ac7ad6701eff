import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a filmstrip back with `XMLParser`: its root, titles, frame cells and actors.
final class FilmstripReader: NSObject, XMLParserDelegate {
  /// One drawn actor, as its data attributes describe it.
  struct Actor {
    var name: String
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?
    var alpha: Double?
    var transform: String?
  }

  /// One frame cell.
  struct Cell {
    var time: Double?
    var progress: Double?
    var actors: [Actor] = []
  }

  var root: [String: String] = [:]
  var rootName = ""
  var cells: [Cell] = []
  var texts: [String] = []
  private var text: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if rootName.isEmpty {
      rootName = elementName
      root = attributeDict
    }
    if elementName == "title" || elementName == "text" { text = "" }
    guard elementName == "g" else { return }
    switch attributeDict["class"] {
    case "frame":
      cells.append(
        Cell(
          time: attributeDict["data-time"].flatMap(Double.init),
          progress: attributeDict["data-progress"].flatMap(Double.init)))
    case "actor":
      let actor = Actor(
        name: attributeDict["data-actor"] ?? "",
        x: attributeDict["data-x"].flatMap(Double.init),
        y: attributeDict["data-y"].flatMap(Double.init),
        width: attributeDict["data-width"].flatMap(Double.init),
        height: attributeDict["data-height"].flatMap(Double.init),
        alpha: attributeDict["data-alpha"].flatMap(Double.init),
        transform: attributeDict["transform"])
      if !cells.isEmpty { cells[cells.count - 1].actors.append(actor) }
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "title" || elementName == "text", let text {
      texts.append(text)
      self.text = nil
    }
  }

  /// Parses `svg`, expecting it to be well-formed XML.
  ///
  /// - Parameter svg: The document.
  /// - Returns: What it holds.
  static func read(_ svg: String) -> FilmstripReader {
    let reader = FilmstripReader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    #expect(parsed, "not well-formed: \(String(describing: parser.parserError))")
    return reader
  }
}

extension RenderTests {
  @Suite @MainActor struct SVGFilmstripTests {
    @Test func theDocumentParsesWithOneCellPerFrame() throws {
      let input = try RenderFixtures.input("app-store")
      let svg = Filmstrip(input).svg
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "))
      let reader = FilmstripReader.read(svg)
      #expect(reader.rootName == "svg")
      #expect(reader.root["xmlns"] == "http://www.w3.org/2000/svg")
      let width = try #require(reader.root["width"].flatMap(Double.init))
      let height = try #require(reader.root["height"].flatMap(Double.init))
      #expect(
        reader.root["viewBox"] == "0 0 \(reader.root["width"] ?? "") \(reader.root["height"] ?? "")"
      )
      #expect(width > 0 && height > 0)
      #expect(reader.cells.count == input.timeline.frames.count)
      #expect(reader.texts.contains("t = 0.000 s"))
      #expect(reader.texts.contains("t = 0.850 s"))
      #expect(reader.texts.contains("p = 1.00"))
      // Nothing outside the document: no links, images or scripts.
      #expect(!svg.contains("href"))
      #expect(!svg.contains("<image"))
      #expect(!svg.contains("<script"))
    }

    @Test(arguments: [("app-store", "present"), ("slide-navigation", "push"), ("flip", "present")])
    func firstAndLastCellsCarryTheTimelinesGeometry(id: String, operation: String) throws {
      let input = try RenderFixtures.input(AnimatorID(id), operation: operation)
      let reader = FilmstripReader.read(Filmstrip(input).svg)
      try #require(reader.cells.count == input.timeline.frames.count)
      for index in [0, input.timeline.frames.count - 1] {
        let frame = input.timeline.frames[index]
        let cell = reader.cells[index]
        #expect(cell.time == frame.time)
        #expect(cell.progress == input.frameProgress[index])
        let expected = frame.states.filter { $0.key != .container && $0.value.isHidden != true }
        #expect(Set(cell.actors.map(\.name)) == Set(expected.keys.map(\.description)))
        for (actor, state) in expected {
          let drawn = try #require(cell.actors.first { $0.name == actor.description })
          let rect = try #require(state.frame)
          #expect(drawn.x == Double(rect.minX), "\(id) frame \(index) \(actor)")
          #expect(drawn.y == Double(rect.minY), "\(id) frame \(index) \(actor)")
          #expect(drawn.width == Double(rect.width), "\(id) frame \(index) \(actor)")
          #expect(drawn.height == Double(rect.height), "\(id) frame \(index) \(actor)")
          #expect(drawn.alpha == Double(state.alpha ?? 1), "\(id) frame \(index) \(actor)")
        }
      }
    }

    @Test func actorsStackByRoleAndZIndex() throws {
      let appStore = FilmstripReader.read(
        Filmstrip(try RenderFixtures.input("app-store")).svg)
      #expect(
        appStore.cells.first?.actors.map(\.name) == ["presenting", "background", "presented"])
      let push = FilmstripReader.read(
        Filmstrip(try RenderFixtures.input("slide-navigation", operation: "push")).svg)
      #expect(push.cells.first?.actors.map(\.name) == ["from", "to"])
      let raised = RenderFixtures.handMade([
        .presented: ViewState(alpha: 1), .presenting: ViewState(alpha: 1, zIndex: 5),
      ])
      let reader = FilmstripReader.read(Filmstrip(raised).svg)
      #expect(reader.cells.first?.actors.map(\.name) == ["presented", "presenting"])
    }

    @Test func hiddenActorsAreNotDrawnAndUnsetFramesFillTheContainer() throws {
      let input = RenderFixtures.handMade([
        .presenting: ViewState(isHidden: true), .presented: ViewState(alpha: 0.25),
      ])
      let cell = try #require(FilmstripReader.read(Filmstrip(input).svg).cells.first)
      #expect(cell.actors.map(\.name) == ["presented"])
      #expect(cell.actors.first?.width == 390 && cell.actors.first?.height == 844)
      #expect(cell.actors.first?.alpha == 0.25)
    }

    @Test func transformsAreDrawnAboutTheCentre() throws {
      let frame = CGRect(x: 10, y: 20, width: 100, height: 200)
      // Centre (60, 120); rotation about y by π/3 narrows to cos(π/3) = 0.5 of the width, times
      // the scale 0.5: 0.25. Rotation about z by π/2 is 90°.
      let transform = Transform3D(
        translationX: 5, scaleX: 0.5, scaleY: 0.5, rotation: .pi / 2, rotationY: .pi / 3)
      let input = RenderFixtures.handMade([
        .presented: ViewState(frame: frame, alpha: 1, transform: transform)
      ])
      let cell = try #require(FilmstripReader.read(Filmstrip(input).svg).cells.first)
      #expect(
        cell.actors.first?.transform
          == "translate(65 120) rotate(90) scale(0.25 0.5) translate(-60 -120)")
      let moved = RenderFixtures.handMade([
        .presented: ViewState(frame: frame, transform: Transform3D(translationY: -12.5))
      ])
      let movedCell = try #require(FilmstripReader.read(Filmstrip(moved).svg).cells.first)
      #expect(movedCell.actors.first?.transform == "translate(0 -12.5)")
    }

    @Test func textIsEscapedAndStillParses() throws {
      let title = "Cards <&> \"quoted\" 'single'"
      let input = RenderFixtures.handMade(
        [.presented: ViewState(alpha: 1), .snapshot("a<b&\"c\""): ViewState(alpha: 1)],
        title: title, summary: "Summary with </svg> & <script>",
        parameters: [.init(name: "label", value: "<b>&amp;</b>")])
      let svg = Filmstrip(input).svg
      #expect(!svg.contains("<script"))
      let reader = FilmstripReader.read(svg)
      #expect(reader.texts.first == title)
      #expect(reader.texts.contains { $0.contains("label = <b>&amp;</b>") })
      #expect(reader.cells.first?.actors.contains { $0.name == "snapshot:a<b&\"c\"" } == true)
    }

    @Test func drawingNumbersHaveAtMostTwoDecimals() throws {
      let svg = Filmstrip(try RenderFixtures.input("app-store")).svg
      // Path data, positions and sizes of shapes: every number rounded to two decimals.
      var checked = 0
      for attribute in [" d=\"", " x=\"", " y=\"", " width=\"", " height=\""] {
        for piece in svg.components(separatedBy: attribute).dropFirst() {
          let value = piece.prefix { $0 != "\"" }
          let numbers = value.split { !($0.isNumber || $0 == "." || $0 == "-") }
          for number in numbers {
            let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 2, "\(attribute)\(value)")
            checked += 1
          }
        }
      }
      #expect(checked > 1000)
    }

    @Test func renderingTheSameInputTwiceGivesTheSameText() throws {
      let input = try RenderFixtures.input("app-store")
      #expect(Filmstrip(input).svg == Filmstrip(input).svg)
    }
  }
}
