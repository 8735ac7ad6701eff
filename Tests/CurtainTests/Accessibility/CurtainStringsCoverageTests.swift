import Curtain
import CurtainEngine
import Foundation
import Testing

/// Every string a user can hear goes through the string table (issue 37, "Done when").
///
/// An app table maps every key to a marker (`⟦key⟧`); then every label, hint, value, input
/// label, custom action name and announcement the core decides for the dim and the grabber is
/// made of markers only. A string spelled in code, or taken from a detent's id, would not be.
@Suite struct CurtainStringsCoverageTests {
  /// A string source whose every key reads `⟦key⟧` (the percent format keeps its argument:
  /// `⟦Detent.percent %@⟧`), in a temporary bundle; and the bundle's folder, to delete.
  static func markerStrings() throws -> (CurtainStrings, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-markers-\(UUID().uuidString)")
    let lines = CurtainStrings.Key.allCases.map { key -> String in
      let marker = key == .detentPercent ? "⟦\(key.rawValue) %@⟧" : "⟦\(key.rawValue)⟧"
      return "\"\(key.rawValue)\" = \"\(marker)\";"
    }
    let table = Data(lines.joined(separator: "\n").utf8)
    // The table at the bundle's root and in its development language's folder, so that the
    // lookup finds it whatever language Foundation picks for the bundle.
    for directory in [folder, folder.appendingPathComponent("en.lproj")] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try table.write(to: directory.appendingPathComponent("Markers.strings"))
    }
    return (CurtainStrings(table: "Markers", overrideBundleURL: folder), folder)
  }

  /// Whether `text` is one marker (for a percent name: the marker with its number).
  static func isMarker(_ text: String) -> Bool {
    text.range(of: #"^⟦[A-Za-z. ]+( [0-9]+)?⟧$"#, options: .regularExpression) != nil
  }

  @Test func everyStringTheDimSaysComesFromTheTable() throws {
    let (strings, folder) = try Self.markerStrings()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = AccessibilityOptions.automatic
    options.strings = strings
    let accessibility = PresentationAccessibility(
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .dismiss), options: options)
    let dim = try #require(accessibility.dimmingElement)
    #expect(dim.label == "⟦Dismiss⟧")
    #expect(dim.hint == "⟦Dismiss.hint⟧")
    #expect(dim.inputLabels == ["⟦Dismiss⟧", "⟦Dismiss.inputLabel⟧"])
    for text in [dim.label, dim.hint] + dim.inputLabels {
      #expect(Self.isMarker(text), "\(text)")
    }
  }

  @Test func everyStringTheGrabberSaysComesFromTheTable() throws {
    let (strings, folder) = try Self.markerStrings()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = AccessibilityOptions.automatic
    options.strings = strings
    let container = try SheetContainer(
      size: CGSize(width: 390, height: 844), topInset: 47, preferredContentHeight: 300)
    let detents: [SheetDetent] = [
      .medium, .large, .fitting, try .fraction(0.3), try .height(211),
    ]
    var heard: [String] = []
    for detent in detents {
      let sheet = try SheetModel(
        presentation: SheetPresentation(
          detents: detents, selectedDetentID: detent.id, prefersGrabberVisible: true),
        container: container)
      let grabber = SheetGrabberAccessibility(sheet: sheet, options: options)
      heard += [grabber.label, grabber.hint, grabber.value] + grabber.inputLabels
      heard += grabber.actions.map(\.name)
      heard.append(
        SheetGrabberAccessibility.announcement(forDetent: detent.id, in: sheet, options: options))
    }
    #expect(heard.contains("⟦Detent.medium⟧"))
    #expect(heard.contains("⟦Detent.large⟧"))
    #expect(heard.contains("⟦Detent.fitting⟧"))
    // 0.3 of the container is 30 %; 211 pt of 844 is 25 %: the number is the only part that
    // is not the table's.
    #expect(heard.contains("⟦Detent.percent 30⟧"))
    #expect(heard.contains("⟦Detent.percent 25⟧"))
    for key in [CurtainStrings.Key.actionExpand, .actionCollapse, .dismiss, .grabberInputLabel] {
      #expect(heard.contains("⟦\(key.rawValue)⟧"), "\(key)")
    }
    for text in heard { #expect(Self.isMarker(text), "\(text)") }
  }
}
