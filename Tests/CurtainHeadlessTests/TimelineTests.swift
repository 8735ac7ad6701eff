import CurtainHeadless
import Foundation
import Testing

@MainActor
@Suite struct TimelineTests {
  /// A timeline with every kind of property: screens, a snapshot, completion states.
  private func elaborateTimeline() throws -> Timeline {
    let scene = try HeadlessScene(size: Reference.size)
    return try scene.present(HeadlessScreen(name: "detail"), animator: ElaborateAnimator())
      .run(fps: 60)
  }

  /// A hand-made timeline whose states set every property to an awkward number.
  private static let awkward: Timeline = {
    let everything = ViewState(
      frame: CGRect(x: 0.1, y: 1e-7, width: 1.0 / 3.0, height: 844), alpha: 0.30000000000000004,
      transform: Transform3D(
        translationX: -0.0, translationY: 1e300, translationZ: .leastNonzeroMagnitude, scaleX: 0.9,
        scaleY: 1.1,
        rotation: .pi, rotationX: -.pi / 7, rotationY: 0.5, perspective: -1.0 / 500),
      cornerRadius: 12.5, corners: [.topLeft, .bottomRight],
      backgroundColor: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4),
      shadow: Shadow(
        color: RGBAColor(white: 0.25, alpha: 0.75), opacity: 0.3, radius: 8,
        offset: CGSize(width: 1.5, height: -2)),
      blurFraction: 0.7, isHidden: false, zIndex: -3)
    let actors: [ActorID] = [.presented, .custom("badge, \"new\""), .background]
    return Timeline(
      actors: actors, framesPerSecond: 2, duration: 0.5,
      frames: [
        Timeline.Frame(
          time: 0, states: [.presented: everything, .custom("badge, \"new\""): ViewState(alpha: 1)]),
        Timeline.Frame(
          time: 0.5, states: [.presented: ViewState(), .background: ViewState(isHidden: true)]),
      ])
  }()

  // MARK: JSON

  @Test func jsonRoundTripsToAnEqualTimeline() throws {
    for timeline in [try elaborateTimeline(), Self.awkward] {
      let decoded = try Timeline(jsonData: timeline.jsonData())
      #expect(decoded == timeline)
      let viaDecoder = try JSONDecoder().decode(Timeline.self, from: timeline.jsonData())
      #expect(viaDecoder == timeline)
    }
  }

  @Test func jsonIsStableAndFollowsTheDocumentedSchema() throws {
    let timeline = try elaborateTimeline()
    let data = try timeline.jsonData()
    #expect(try timeline.jsonData() == data)
    let text = String(decoding: data, as: UTF8.self)
    // Keys in sorted order at the top level.
    let positions = ["\"actors\"", "\"duration\"", "\"frames\"", "\"framesPerSecond\""].map {
      text.range(of: $0)?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    // Read back with plain JSONSerialization, as a tool in another language would.
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["actors"] as? [String] == timeline.actors.map(\.description))
    #expect(object["framesPerSecond"] as? Int == 60)
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.count == timeline.frames.count)
    let first = try #require(frames.first?["states"] as? [String: [String: Any]])
    #expect(Set(first.keys) == ["presented", "presenting", "snapshot:card"])
    let frame = try #require(first["presented"]?["frame"] as? [[Double]])
    #expect(frame == [[0, 0], [390, 844]])
    #expect(first["presented"]?["alpha"] as? Double == 0)
    #expect(first["presented"]?["cornerRadius"] as? Double == 20)
  }

  @Test func decodingRefusesAnUnknownActorName() {
    let json =
      #"{"actors":[],"duration":0,"framesPerSecond":60,"frames":[{"time":0,"states":{"curtain":{}}}]}"#
    #expect(throws: DecodingError.self) { _ = try Timeline(jsonData: Data(json.utf8)) }
  }

  // MARK: CSV

  /// Splits RFC 4180 text into rows of cells.
  ///
  /// Quoted cells may hold commas, doubled quotes and line breaks. Written here so the test does
  /// not trust the exporter's own format.
  private static func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var cell = ""
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if quoted {
        if scalar == "\"" {
          if scalars.first == "\"" {
            cell.unicodeScalars.append("\"")
            scalars.removeFirst()
          } else {
            quoted = false
          }
        } else {
          cell.unicodeScalars.append(scalar)
        }
      } else if scalar == "\"" {
        quoted = true
      } else if scalar == "," {
        row.append(cell)
        cell = ""
      } else if scalar == "\r", scalars.first == "\n" {
        scalars.removeFirst()
        row.append(cell)
        rows.append(row)
        row = []
        cell = ""
      } else {
        cell.unicodeScalars.append(scalar)
      }
    }
    return rows
  }

  @Test func csvHasTheDocumentedHeaderAndOneRowPerFrameAndActor() throws {
    let timeline = try elaborateTimeline()
    let rows = Self.parseCSV(timeline.csv)
    #expect(rows.first == Timeline.csvColumns)
    #expect(Timeline.csvColumns.count == 33)
    #expect(rows.count == 1 + timeline.frames.count * timeline.actors.count)
    #expect(rows.dropFirst().allSatisfy { $0.count == 33 })
    let column = Dictionary(uniqueKeysWithValues: Timeline.csvColumns.enumerated().map { ($1, $0) })
    for (index, row) in rows.dropFirst().enumerated() {
      let frame = timeline.frames[index / timeline.actors.count]
      let actor = timeline.actors[index % timeline.actors.count]
      #expect(row[0] == "\(frame.time)")
      #expect(ActorID(row[1]) == actor)
      let state = try #require(frame[actor])
      // Numbers read back to exactly the frame's values.
      func number(_ name: String) -> Double? {
        let text = column[name].map { row[$0] } ?? ""
        return text.isEmpty ? nil : Double(text)
      }
      #expect(number("time") == frame.time)
      #expect(number("alpha") == state.alpha.map(Double.init))
      #expect(number("frame.y") == state.frame.map { Double($0.minY) })
      #expect(number("transform.scaleX") == state.transform.map { Double($0.scaleX) })
      #expect(number("cornerRadius") == state.cornerRadius.map(Double.init))
    }
  }

  @Test func csvWritesEveryPropertyAndNumbersRoundTrip() throws {
    let rows = Self.parseCSV(Self.awkward.csv)
    // Frame 0 holds two actors, frame 1 two: four rows after the header.
    #expect(rows.count == 5)
    let row = rows[1]
    #expect(row[0] == "0.0")
    #expect(row[1] == "presented")
    let expected: [Double?] = [
      0.1, 1e-7, 1.0 / 3.0, 844, 0.30000000000000004, -0.0, 1e300, .leastNonzeroMagnitude, 0.9, 1.1,
      .pi,
      -.pi / 7, 0.5, -1.0 / 500, 12.5,
    ]
    #expect(row[2...16].map { Double($0) } == expected)
    #expect(row[17] == "9")  // top left 1 + bottom right 8
    #expect(
      row[18...29].map { Double($0) } == [
        0.1, 0.2, 0.3, 0.4, 0.25, 0.25, 0.25, 0.75, 0.3, 8, 1.5, -2,
      ])
    #expect(row[30...32] == ["0.7", "false", "-3"])
    // The actor name with a comma and quotes survives quoting.
    #expect(rows[2][1] == "custom:badge, \"new\"")
    #expect(rows[2][6] == "1.0")
    #expect(rows[2][2...5].allSatisfy { $0.isEmpty })
    // Frame 1: an empty state is all empty cells; the missing custom actor has no row.
    #expect(rows[3][1] == "presented")
    #expect(rows[3][2...].allSatisfy { $0.isEmpty })
    #expect(rows[4][1] == "background")
    #expect(rows[4][31] == "true")
  }

  @Test func csvEndsEveryLineWithCRLF() {
    let csv = Self.awkward.csv
    #expect(csv.hasSuffix("\r\n"))
    let lines = csv.unicodeScalars.filter { $0 == "\n" }.count
    #expect(lines == 5)
  }
}
