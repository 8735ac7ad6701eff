import Foundation

/// An entry of Deliberate.json or Known.json: a difference by library, configuration and
/// property (`*` matches any run of characters in the last two).
struct ListEntry: Decodable {
  let library: String
  let configuration: String
  let property: String
  /// Why the difference is deliberate (Deliberate.json), or what is still to fix (Known.json).
  let reason: String

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
}
