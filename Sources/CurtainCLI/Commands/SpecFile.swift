import CurtainAnimators
import Foundation

/// A transition spec read from a file.
struct SpecFile {
  /// The path as given.
  var path: String
  /// The decoded spec.
  var spec: TransitionSpec

  /// Reads and decodes the spec at `path`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` when the file cannot be read (the tool's one reader,
  ///   ``CommandEnvironment/readInput(_:what:)``, names why) or is not a spec (the message gives
  ///   the JSON path of the problem).
  @MainActor
  init(path: String, environment: CommandEnvironment) throws(CLIError) {
    self.path = path
    let name = Self.displayName(path)
    let data = try environment.readInput(path, what: "spec")
    guard data.contains(where: { !Self.isJSONSpace($0) }) else {
      throw .failure(
        "spec \(name) is empty; a spec is a JSON object such as {\"animator\": \"fade\"}")
    }
    do {
      spec = try TransitionSpec.decode(from: data)
    } catch {
      guard case .malformed(let at, let reason) = error else {
        throw .failure("\(Self.subject(path)) is not a valid spec: \(error)")
      }
      let place = at.isEmpty ? "the top level" : at
      throw .failure("\(Self.subject(path)) is not a valid spec: at \(place): \(reason)")
    }
  }

  /// The spec's name in messages: `standard input` for `-`, else the path in quotes.
  static func displayName(_ path: String) -> String {
    path == "-" ? "from standard input" : "'\(path)'"
  }

  /// The spec as the subject of a sentence: `standard input` for `-`, else the path in quotes.
  static func subject(_ path: String) -> String {
    path == "-" ? "standard input" : "'\(path)'"
  }

  /// Whether `byte` is JSON white space.
  static func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
