import Foundation

/// An entry of Deliberate.json or Known.json: a difference by library, configuration and
/// property (`*` matches any run of characters in the last two).
struct ListEntry: Decodable {
  let library: String
  let configuration: String
  let property: String
  /// Why the difference is deliberate (Deliberate.json), or what is still to fix (Known.json).
  let reason: String
  /// Deliberate.json: the name of the row of the library's migration guide's "What behaves
  /// differently" table that states the difference and its reason (`jelly-safe-area`).
  let name: String?

  func matches(_ disagreement: Disagreement) -> Bool {
    library == disagreement.library
      && Self.wildcard(configuration, disagreement.configuration)
      && Self.wildcard(property, disagreement.property)
  }

  var description: String { "\(library) | \(configuration) | \(property)" }

  /// Whether `text` matches `pattern`, where `*` matches any run of characters.
  static func wildcard(_ pattern: String, _ text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return pattern == text }
    var rest = Substring(text)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return rest.hasSuffix(part)
      } else if !part.isEmpty {
        guard let range = rest.range(of: part) else { return false }
        rest = rest[range.upperBound...]
      }
    }
    return true
  }

  /// The entries of a JSON file (an array of entries), or the error that stops the run.
  static func load(_ path: String) throws -> [ListEntry] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode([ListEntry].self, from: data)
  }

  /// What is wrong with each deliberate entry: it must name a row of the "What behaves
  /// differently" table of its library's migration guide
  /// (`MigratingFrom<Library>.md` in `guides`), a line that starts with "| `name` |".
  static func untiedDeliberate(_ entries: [ListEntry], guides: String) -> [String] {
    var problems: [String] = []
    var tables: [String: [String]] = [:]
    for entry in entries {
      guard let name = entry.name, !name.isEmpty else {
        problems.append("deliberate entry without a name: \(entry.description)")
        continue
      }
      let rows =
        tables[entry.library]
        ?? {
          let path = guides + "/MigratingFrom\(entry.library).md"
          let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
          // The rows of the table after the "What behaves differently" heading.
          let parts = text.components(separatedBy: "### What behaves differently")
          let section = parts.count > 1 ? parts[1].components(separatedBy: "\n### ")[0] : ""
          let found = section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `") }
          tables[entry.library] = found
          return found
        }()
      if !rows.contains(where: { $0.hasPrefix("| `\(name)` |") }) {
        problems.append(
          "deliberate entry '\(name)' (\(entry.description)) is not a row of the \"What behaves "
            + "differently\" table of MigratingFrom\(entry.library).md")
      }
    }
    return problems
  }
}
