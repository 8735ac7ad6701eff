import Foundation

/// Everything the `curtain` tool touches outside itself: its output streams, its current
/// directory and the file system.
///
/// ``process`` is the real one; tests build their own to capture output and keep files in
/// memory:
///
/// ```swift
/// var output = Data()
/// let environment = CommandEnvironment(
///   standardOutput: { output.append($0) }, standardError: { _ in },
///   currentDirectory: URL(fileURLWithPath: "/tmp"))
/// CurtainCommand.run(arguments: ["list"], environment: environment)
/// ```
package struct CommandEnvironment {
  /// Writes bytes to standard output.
  package var standardOutput: @MainActor (Data) -> Void
  /// Writes bytes to standard error.
  package var standardError: @MainActor (Data) -> Void
  /// The directory relative paths are resolved against.
  package var currentDirectory: URL
  /// Reads a whole file.
  ///
  /// The tool calls it only through ``readInput(_:what:)``.
  package var readFile: @MainActor (URL) throws -> Data
  /// Writes a whole file atomically: either the complete file appears or nothing does.
  ///
  /// The tool calls it only through ``writeOutput(_:to:)``.
  package var writeFile: @MainActor (Data, URL) throws -> Void
  /// Whether a directory exists at a URL.
  package var directoryExists: @MainActor (URL) -> Bool
  /// Reads all of standard input: the spec when its path is `-`.
  package var readStandardInput: @MainActor () throws -> Data

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - standardOutput: Writes bytes to standard output.
  ///   - standardError: Writes bytes to standard error.
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - readFile: Reads a whole file. Defaults to ``read(_:)``, which refuses anything but a
  ///     regular file of at most ``readLimit`` bytes.
  ///   - writeFile: Writes a whole file atomically. Defaults to ``write(_:to:)``.
  ///   - directoryExists: Whether a directory exists. Defaults to asking the file system.
  ///   - readStandardInput: Reads all of standard input, for a spec given as `-`. Defaults to
  ///     ``readProcessStandardInput()``, which reads at most ``readLimit`` bytes.
  package init(
    standardOutput: @escaping @MainActor (Data) -> Void,
    standardError: @escaping @MainActor (Data) -> Void,
    currentDirectory: URL,
    readFile: @escaping @MainActor (URL) throws -> Data = CommandEnvironment.read,
    writeFile: @escaping @MainActor (Data, URL) throws -> Void = CommandEnvironment.write,
    directoryExists: @escaping @MainActor (URL) -> Bool = CommandEnvironment.isDirectory,
    readStandardInput: @escaping @MainActor () throws -> Data =
      CommandEnvironment.readProcessStandardInput
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.currentDirectory = currentDirectory
    self.readFile = readFile
    self.writeFile = writeFile
    self.directoryExists = directoryExists
    self.readStandardInput = readStandardInput
  }

  /// The running process's environment: its standard streams, its working directory and the
  /// real file system.
  package static var process: CommandEnvironment {
    CommandEnvironment(
      standardOutput: { FileHandle.standardOutput.write($0) },
      standardError: { FileHandle.standardError.write($0) },
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
  }
}

extension CommandEnvironment {
  /// Writes `text` and a newline to standard output.
  @MainActor
  func print(_ text: String) {
    standardOutput(Data((text + "\n").utf8))
  }

  /// Writes `text` and a newline to standard error.
  @MainActor
  func printError(_ text: String) {
    standardError(Data((text + "\n").utf8))
  }

  /// `path` resolved against the current directory (absolute paths stay as they are).
  func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }
}
