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
public struct CommandEnvironment {
  /// Writes bytes to standard output.
  public var standardOutput: @MainActor (Data) -> Void
  /// Writes bytes to standard error.
  public var standardError: @MainActor (Data) -> Void
  /// The directory relative paths are resolved against.
  public var currentDirectory: URL
  /// Reads a whole file.
  public var readFile: @MainActor (URL) throws -> Data
  /// Writes a whole file atomically: either the complete file appears or nothing does.
  public var writeFile: @MainActor (Data, URL) throws -> Void
  /// Whether a directory exists at a URL.
  public var directoryExists: @MainActor (URL) -> Bool

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - standardOutput: Writes bytes to standard output.
  ///   - standardError: Writes bytes to standard error.
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - readFile: Reads a whole file. Defaults to reading the file system.
  ///   - writeFile: Writes a whole file atomically. Defaults to ``write(_:to:)``.
  ///   - directoryExists: Whether a directory exists. Defaults to asking the file system.
  public init(
    standardOutput: @escaping @MainActor (Data) -> Void,
    standardError: @escaping @MainActor (Data) -> Void,
    currentDirectory: URL,
    readFile: @escaping @MainActor (URL) throws -> Data = { try Data(contentsOf: $0) },
    writeFile: @escaping @MainActor (Data, URL) throws -> Void = CommandEnvironment.write,
    directoryExists: @escaping @MainActor (URL) -> Bool = CommandEnvironment.isDirectory
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.currentDirectory = currentDirectory
    self.readFile = readFile
    self.writeFile = writeFile
    self.directoryExists = directoryExists
  }

  /// The running process's environment: its standard streams, its working directory and the
  /// real file system.
  public static var process: CommandEnvironment {
    CommandEnvironment(
      standardOutput: { FileHandle.standardOutput.write($0) },
      standardError: { FileHandle.standardError.write($0) },
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
  }

  /// Writes `data` to the file system, atomically when it is a regular file.
  ///
  /// A regular file is written to a temporary file renamed into place, so a failed write
  /// leaves nothing behind; a symbolic link to one is followed, not replaced. A device such as
  /// `/dev/null` or `/dev/stdout`, which a rename would replace, is written directly.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: A file URL.
  /// - Throws: The file system's error; an atomic write that fails leaves nothing behind.
  public static func write(_ data: Data, to url: URL) throws {
    var info = stat()
    if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
    } else {
      try data.write(to: url.resolvingSymlinksInPath(), options: .atomic)
    }
  }

  /// Returns whether a directory exists at `url` in the file system.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: `true` when something exists there and is a directory.
  public static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
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
