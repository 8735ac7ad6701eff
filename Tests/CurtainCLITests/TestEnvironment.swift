import CurtainCLI
import Foundation

/// An in-memory ``CommandEnvironment``: captured output, a file table and a fixed set of
/// directories.
@MainActor
final class TestEnvironment {
  /// The current directory, which exists.
  static let directory = "/virtual/work"

  var output = Data()
  var error = Data()
  var files: [String: Data] = [:]
  var directories: Set<String> = ["/virtual", directory]

  var stdout: String { String(decoding: output, as: UTF8.self) }
  var stderr: String { String(decoding: error, as: UTF8.self) }

  var environment: CommandEnvironment {
    CommandEnvironment(
      standardOutput: { [self] in output.append($0) },
      standardError: { [self] in error.append($0) },
      currentDirectory: URL(fileURLWithPath: Self.directory, isDirectory: true),
      readFile: { [self] url in
        guard let data = files[url.path] else { throw CocoaError(.fileReadNoSuchFile) }
        return data
      },
      writeFile: { [self] data, url in files[url.path] = data },
      directoryExists: { [self] url in directories.contains(url.path) })
  }

  /// Adds a file in the current directory.
  func add(_ name: String, _ text: String) {
    files[Self.directory + "/" + name] = Data(text.utf8)
  }

  /// Runs the tool with `arguments`.
  @discardableResult
  func run(_ arguments: String...) -> Int32 {
    CurtainCommand.run(arguments: arguments, environment: environment)
  }
}
