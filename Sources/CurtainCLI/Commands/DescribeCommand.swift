import CurtainAnimators
import Foundation

/// `curtain describe ID`: an animator's summary, operations and parameters.
enum DescribeCommand {
  /// The `--json` form of a description.
  struct Description: Encodable {
    /// One parameter.
    struct Parameter: Encodable {
      /// Its name.
      var name: String
      /// Its type's name, such as `number`.
      var type: String
      /// Its default, in the JSON form a spec uses.
      var `default`: ParameterValue
      /// Its allowed range, if it has one.
      var range: [Double]?
    }

    /// The animator's id.
    var id: String
    /// Its summary.
    var summary: String
    /// Its operations.
    var operations: [String]
    /// Its parameters, in declaration order.
    var parameters: [Parameter]
  }

  /// Runs `describe` with the arguments after its name.
  @MainActor
  static func run(
    _ arguments: [String], environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) {
    let parsed = try ParsedArguments(
      arguments, command: "describe", valued: [], flags: ["--json"])
    if parsed.wantsHelp { return environment.print(HelpText.describe) }
    let id = try parsed.onlyPositional("an animator id", command: "describe")
    let descriptor = try RegistryMessages.descriptor(id, in: registry)
    if parsed.has("--json") {
      let description = Description(
        id: descriptor.id.rawValue, summary: descriptor.summary,
        operations: ListCommand.operations(of: descriptor),
        parameters: descriptor.parameters.map {
          Description.Parameter(
            name: $0.name, type: $0.type.rawValue, default: $0.defaultValue,
            range: $0.range.map { [$0.lowerBound, $0.upperBound] })
        })
      try environment.print(JSONText.encode(description))
      return
    }
    var lines = [
      "\(descriptor.id): \(descriptor.summary)",
      "operations: " + ListCommand.operations(of: descriptor).joined(separator: ", "),
    ]
    if descriptor.parameters.isEmpty {
      lines.append("parameters: none")
    } else {
      lines.append("parameters:")
      let rows = descriptor.parameters.map { parameter in
        [
          parameter.name, parameter.type.rawValue,
          "default " + ParameterText.describe(parameter.defaultValue),
          parameter.range.map { "range " + ParameterText.format($0) } ?? "",
        ]
      }
      lines += Columns.align(rows).map { "  " + $0 }
    }
    environment.print(lines.joined(separator: "\n"))
  }
}

/// Text laid out in columns.
enum Columns {
  /// Pads every cell but the last of each row to its column's widest cell plus two spaces;
  /// trailing spaces are dropped.
  static func align(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        let isLast = column == row.count - 1
        line +=
          isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
