import Curtain
import CurtainEngine
import Foundation
import Testing

/// Every word Curtain says comes from its string table, in every language it ships.
@Suite struct CurtainStringsTests {
  @Test(arguments: CurtainStrings.localizations)
  func eachLanguageHasEveryKey(localization: String) throws {
    for key in CurtainStrings.Key.allCases {
      let text = try #require(
        CurtainStrings.packaged(key, localization: localization),
        "\(localization).lproj/Curtain.strings has no \"\(key.rawValue)\"")
      #expect(!text.isEmpty)
      // A format keeps its one argument, and a literal percent sign is doubled.
      let arguments = text.components(separatedBy: "%@").count - 1
      #expect(arguments == (key == .detentPercent ? 1 : 0), "\(localization): \(key)")
    }
  }

  @Test func theEnglishTableIsTheBuiltInEnglish() throws {
    for key in CurtainStrings.Key.allCases {
      #expect(CurtainStrings.packaged(key, localization: "en") == key.english)
    }
  }

  @Test func theTranslationsAreTranslated() throws {
    // Hand-checked: the dim's label in each language, Apple's "Close" wording.
    let dismiss = [
      "en": "Dismiss", "es": "Cerrar", "fr": "Fermer", "de": "Schließen", "ja": "閉じる",
      "zh-Hans": "关闭",
    ]
    for (localization, text) in dismiss {
      #expect(CurtainStrings.packaged(.dismiss, localization: localization) == text)
    }
  }

  @Test func anAppTableOverridesAString() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-strings-\(UUID().uuidString)")
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"Dismiss\" = \"Close the card\";\n".utf8)
      .write(to: lproj.appendingPathComponent("AppCurtain.strings"))
    try Data("\"Dismiss\" = \"Close the card\";\n".utf8)
      .write(to: folder.appendingPathComponent("AppCurtain.strings"))
    let strings = CurtainStrings(table: "AppCurtain", overrideBundleURL: folder)
    #expect(strings.string(.dismiss) == "Close the card")
    // A key the app does not override comes from the package.
    #expect(strings.string(.grabberLabel) == CurtainStrings.standard.string(.grabberLabel))
    var options = AccessibilityOptions.automatic
    options.strings = strings
    let ui = PresentationUIConfiguration(backgroundTap: .dismiss)
    let accessibility = PresentationAccessibility(uiConfiguration: ui, options: options)
    #expect(accessibility.dimmingElement?.label == "Close the card")
    #expect(accessibility.dimmingElement?.identifier == "curtain.dismiss")
  }

  /// The lint: no library source spells a user-facing string; each goes through the table.
  @Test func noLibrarySourceSpellsAUserFacingString() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let patterns = [
      #"accessibilityLabel\s*=\s*""#, #"accessibilityHint\s*=\s*""#,
      #"accessibilityValue\s*=\s*""#, #"NSLocalizedString\("#, #"String\(localized:"#,
      #"\.announcement,\s*argument:\s*""#, #"label:\s*"[A-Z]"#, #"accessibilityLabel\("[A-Z]"#,
      #"accessibilityUserInputLabels\s*=\s*\[\s*""#, #"CustomAction\(name:\s*""#,
    ]
    var offenders: [String] = []
    for folder in ["Sources", "Plugins"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        for (number, line) in text.components(separatedBy: "\n").enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          for pattern in patterns where line.range(of: pattern, options: .regularExpression) != nil
          {
            offenders.append("\(url.lastPathComponent):\(number + 1): \(line)")
          }
        }
      }
    }
    #expect(offenders.isEmpty, "user-facing strings outside CurtainStrings: \(offenders)")
    // The lint finds what it looks for.
    #expect(
      #"view.accessibilityLabel = "Dismiss""#.range(of: patterns[0], options: .regularExpression)
        != nil)
  }
}
