import CurtainAnimators
import Foundation

/// `curtain list`: every animator with its summary, in aligned columns or as JSON.
enum ListCommand {
  /// One animator in `--json` output.
  struct Entry: Encodable {
    /// The animator's id.
    var id: String
    /// Its one-line summary.
    var summary: String
    /// The operations it supports, in the order present, dismiss, push, pop, tab.
    var operations: [String]
  }

  /// Runs `list` with the arguments after its name.
  @MainActor
  static func run(
    _ arguments: [String], environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) {
    let parsed = try ParsedArguments(arguments, command: "list", valued: [], flags: ["--json"])
    if parsed.wantsHelp { return environment.print(HelpText.list) }
    if let extra = parsed.positionals.first {
      throw .usage("unexpected argument '\(extra)' for 'list'", command: "list")
    }
    let descriptors = registry.descriptors
    if parsed.has("--json") {
      let entries = descriptors.map {
        Entry(id: $0.id.rawValue, summary: $0.summary, operations: operations(of: $0))
      }
      try environment.print(JSONText.encode(entries))
      return
    }
    let width = descriptors.map(\.id.rawValue.count).max() ?? 0
    for descriptor in descriptors {
      let id = descriptor.id.rawValue
      environment.print(
        id + String(repeating: " ", count: width - id.count + 2) + descriptor.summary)
    }
  }

  /// The operations `descriptor` supports, in a fixed order.
  static func operations(of descriptor: AnimatorDescriptor) -> [String] {
    AnimatorDescriptor.Operation.allCases.filter(descriptor.operations.contains).map(\.rawValue)
  }
}

/// JSON output of the tool: pretty-printed with sorted keys, slashes unescaped.
enum JSONText {
  /// Encodes `value` as text.
  ///
  /// - Throws: ``CLIError/failure(_:)`` when it cannot be encoded.
  static func encode(_ value: some Encodable) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw .failure("cannot write JSON: \(error)")
    }
  }
}
