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
  package var readFile: @MainActor (URL) throws -> Data
  /// Writes a whole file atomically: either the complete file appears or nothing does.
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
  ///   - readFile: Reads a whole file. Defaults to ``read(_:)``.
  ///   - writeFile: Writes a whole file atomically. Defaults to ``write(_:to:)``.
  ///   - directoryExists: Whether a directory exists. Defaults to asking the file system.
  ///   - readStandardInput: Reads all of standard input, for a spec given as `-`. Defaults to
  ///     reading the process's standard input.
  package init(
    standardOutput: @escaping @MainActor (Data) -> Void,
    standardError: @escaping @MainActor (Data) -> Void,
    currentDirectory: URL,
    readFile: @escaping @MainActor (URL) throws -> Data = CommandEnvironment.read,
    writeFile: @escaping @MainActor (Data, URL) throws -> Void = CommandEnvironment.write,
    directoryExists: @escaping @MainActor (URL) -> Bool = CommandEnvironment.isDirectory,
    readStandardInput: @escaping @MainActor () throws -> Data = {
      try FileHandle.standardInput.readToEnd() ?? Data()
    }
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
  package static func write(_ data: Data, to url: URL) throws {
    var link = stat()
    if lstat(url.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      // Write through the link (its target, resolved link by link), never over it.
      let target = try linkTarget(of: url)
      var directory: ObjCBool = false
      let folder = target.deletingLastPathComponent().path
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &directory),
        directory.boolValue
      else {
        throw FileProblem.danglingLink(link: url.path, target: target.path)
      }
      return try write(data, to: target)
    }
    var info = stat()
    if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
    } else {
      try data.write(to: url.resolvingSymlinksInPath(), options: .atomic)
    }
  }

  /// Reads a whole file, refusing a directory with a clear reason; FIFOs, character devices
  /// (`/dev/null`, `/dev/stdin`) and regular files are read to their end.
  ///
  /// - Parameter url: The file.
  /// - Returns: Its bytes.
  /// - Throws: A `FileProblem` (no such file, a directory, permission denied) or the file
  ///   handle's error.
  package static func read(_ url: URL) throws -> Data {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      throw errno == EACCES ? FileProblem.permissionDenied : FileProblem.noSuchFile
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw FileProblem.isDirectory }
    guard access(url.path, R_OK) == 0 else { throw FileProblem.permissionDenied }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }

  /// The file a symbolic link finally points at, following up to 32 links.
  static func linkTarget(of url: URL) throws -> URL {
    var current = url
    for _ in 0..<32 {
      var info = stat()
      guard lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      current =
        URL(
          fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent()
        ).standardizedFileURL
    }
    throw FileProblem.tooManyLinks(link: url.path)
  }

  /// Returns whether a directory exists at `url` in the file system.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: `true` when something exists there and is a directory.
  package static func isDirectory(_ url: URL) -> Bool {
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

/// Why a file could not be read or written, in words for the tool's messages.
enum FileProblem: Error, CustomStringConvertible {
  case noSuchFile
  case permissionDenied
  case isDirectory
  case danglingLink(link: String, target: String)
  case tooManyLinks(link: String)

  var description: String {
    switch self {
    case .noSuchFile: return "no such file"
    case .permissionDenied: return "permission denied"
    case .isDirectory:
      return "it is a directory; give the path of a spec file (JSON), or - for standard input"
    case .danglingLink(let link, let target):
      return "it is a symbolic link to '\(target)', whose directory does not exist; create "
        + "that directory, or remove the link '\(link)'"
    case .tooManyLinks(let link):
      return "'\(link)' goes through more than 32 symbolic links"
    }
  }
}
