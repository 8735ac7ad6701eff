#if canImport(UIKit)
import Foundation

/// The repository's files, for the tests that check facts about the code rather than run it
/// (§11, rule coverage); found from this file's path (on a simulator, the Mac's checkout).
enum SourceTree {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The iOS SDK's UIKit headers, when extracted on this machine (`~/.cache/curtain`).
  static let uikitHeaders = URL(fileURLWithPath: NSHomeDirectory())
    .appendingPathComponent(".cache/curtain/iPhoneOS16.5.sdk/System/Library/Frameworks")
    .appendingPathComponent("UIKit.framework/Headers")

  /// Whether the SDK's headers are here.
  static let hasUIKitHeaders = FileManager.default.fileExists(atPath: uikitHeaders.path)

  /// The text of a UIKit header of the SDK.
  static func uikitHeader(_ name: String) throws -> String {
    try String(contentsOf: uikitHeaders.appendingPathComponent(name), encoding: .utf8)
  }

  /// Every `.swift` file under `folders` (relative to the root), by path relative to the root.
  static func swiftFiles(under folders: [String]) -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let relative = String(url.path.dropFirst(root.path.count + 1))
        files.append((relative, text))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// `text` without its comment lines (`//`, `///`), so prose naming an API is not a use.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
  }

  /// The lines of the library's code (Sources, Plugins) that match `pattern`, as `path: line`.
  static func libraryLines(matching pattern: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    var hits: [String] = []
    for (path, text) in swiftFiles(under: ["Sources", "Plugins"]) {
      for line in code(text).split(separator: "\n") {
        let string = String(line)
        let range = NSRange(string.startIndex..., in: string)
        if regex.firstMatch(in: string, range: range) != nil { hits.append("\(path): \(string)") }
      }
    }
    return hits
  }
}
#endif
