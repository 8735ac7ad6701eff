import Foundation

/// The tool's one reader and one writer of user paths, and the file-system functions behind
/// them.
///
/// Every path a person gives the tool (a spec, a gesture script, `-o`) is read through
/// ``CommandEnvironment/readInput(_:what:)`` or written through
/// ``CommandEnvironment/writeOutput(_:to:)``. Reading never blocks and never reads without end:
/// only a regular file of at most ``CommandEnvironment/readLimit`` bytes, or standard input for
/// `-` (also capped), is read; a FIFO, a device, a socket or a directory is refused by name
/// before it is opened.
extension CommandEnvironment {
  /// The most the tool reads from one input, a file or standard input: 16 MiB.
  ///
  /// A spec or a gesture script is a few kilobytes; the limit only keeps a wrong path (a disk
  /// image, `/dev/zero` given as standard input) from filling memory.
  package static let readLimit = 16 * 1024 * 1024

  /// ``readLimit`` in words, as messages and the help state it.
  package static let readLimitText = "16 MiB"

  /// Reads the input a person named: standard input for `-`, else the file at `path` (relative
  /// to the current directory).
  ///
  /// - Parameters:
  ///   - path: The path as given, or `-`.
  ///   - what: What the input is, for the message: `"spec"`, `"gesture script"`.
  /// - Returns: At most ``readLimit`` bytes.
  /// - Throws: ``CLIError/failure(_:)``: `cannot read spec 'x.json': it is a FIFO, …`.
  @MainActor
  func readInput(_ path: String, what: String) throws(CLIError) -> Data {
    let name = path == "-" ? "from standard input" : "'\(path)'"
    do {
      let data = try path == "-" ? readStandardInput() : readFile(url(for: path))
      // The file system's reader stops at the limit; an environment of its own may not.
      guard data.count <= Self.readLimit else { throw FileProblem.tooLarge }
      return data
    } catch {
      throw .failure("cannot read \(what) \(name): \(FileProblem.reason(for: error))")
    }
  }

  /// Writes `bytes` where a person asked: standard output for `-`, else the file at `path`
  /// (relative to the current directory), atomically when it is a regular file.
  ///
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - path: The path as given, or `-`.
  /// - Throws: ``CLIError/failure(_:)``: `cannot write 'x.svg': the directory '/x' does not
  ///   exist`, `… exists but cannot be written`, `it is a FIFO with no reader`, ….
  @MainActor
  func writeOutput(_ bytes: Data, to path: String) throws(CLIError) {
    guard path != "-" else { return standardOutput(bytes) }
    let url = url(for: path)
    let directory = url.deletingLastPathComponent()
    guard directoryExists(directory) else {
      throw .failure("cannot write '\(path)': the directory '\(directory.path)' does not exist")
    }
    do {
      try writeFile(bytes, url)
    } catch {
      throw .failure("cannot write '\(path)': \(FileProblem.reason(for: error))")
    }
  }

  /// Reads a whole regular file of at most ``readLimit`` bytes, refusing anything else by name
  /// before opening it, so that a read never blocks (a FIFO with no writer) or runs without end
  /// (`/dev/zero`).
  ///
  /// The file is opened non-blocking and checked again once open, in case it was swapped for a
  /// FIFO after it was first looked at.
  ///
  /// - Parameter url: The file.
  /// - Returns: Its bytes.
  /// - Throws: A `FileProblem`: no such file, permission denied, a directory, not a regular
  ///   file (a FIFO, a character or block device, a socket), larger than ``readLimit``.
  package static func read(_ url: URL) throws -> Data {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      throw FileProblem.from(errno: errno) ?? FileProblem.noSuchFile
    }
    try checkReadable(info)
    guard access(url.path, R_OK) == 0 else { throw FileProblem.permissionDenied }
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw FileProblem.from(errno: errno) ?? lastSystemError()
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw lastSystemError() }
    try checkReadable(info)
    return try readToEnd(descriptor)
  }

  /// Reads all of the process's standard input, at most ``readLimit`` bytes.
  ///
  /// - Returns: Its bytes.
  /// - Throws: ``FileProblem/tooLarge`` past the limit (a regular file is refused unread), or
  ///   the system's error.
  package static func readProcessStandardInput() throws -> Data {
    var info = stat()
    if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size > off_t(readLimit)
    {
      throw FileProblem.tooLarge
    }
    return try readToEnd(STDIN_FILENO)
  }

  /// Refuses a directory, anything that is not a regular file, and a regular file larger than
  /// ``readLimit``.
  private static func checkReadable(_ info: stat) throws {
    if info.st_mode & S_IFMT == S_IFDIR { throw FileProblem.isDirectory }
    if let kind = FileProblem.kind(ofMode: info.st_mode) {
      throw FileProblem.notRegularFile(kind: kind)
    }
    if info.st_size > off_t(readLimit) { throw FileProblem.tooLarge }
  }

  /// Reads `descriptor` to its end, refusing more than ``readLimit`` bytes.
  private static func readToEnd(_ descriptor: Int32) throws -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      // One byte past the limit tells a full input from an oversized one.
      let wanted = min(buffer.count, readLimit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw lastSystemError()
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > readLimit { throw FileProblem.tooLarge }
    }
  }

  /// Writes `data` to the file system, atomically when it is a regular file.
  ///
  /// A regular file is written to a temporary file renamed into place, so a failed write
  /// leaves nothing behind; a symbolic link to one is followed, not replaced. A device such as
  /// `/dev/null` or `/dev/stdout`, which a rename would replace, is written directly; a FIFO is
  /// opened non-blocking, so one with no reader is refused rather than waited on; a directory
  /// is refused.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: A file URL.
  /// - Throws: A `FileProblem` (a directory, a FIFO with no reader, a folder that exists but
  ///   cannot be written, a dangling link) or the file system's error; an atomic write that
  ///   fails leaves nothing behind.
  package static func write(_ data: Data, to url: URL) throws {
    var link = stat()
    if lstat(url.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      // Write through the link (its target, resolved link by link), never over it.
      let target = try linkTarget(of: url)
      let folder = target.deletingLastPathComponent()
      guard isDirectory(folder) else {
        throw FileProblem.danglingLink(link: url.path, target: target.path)
      }
      return try write(data, to: target)
    }
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else {
      return try writeAtomically(data, to: url)
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw FileProblem.outputIsDirectory }
    let descriptor = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // A FIFO (or socket) that no process reads: open(2) refuses it with ENXIO.
      if errno == ENXIO { throw FileProblem.fifoWithoutReader }
      throw FileProblem.from(errno: errno) ?? lastSystemError()
    }
    defer { close(descriptor) }
    // Opened: a reader is there, so the writes may wait for it.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    try data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = systemWrite(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          throw lastSystemError()
        }
        offset += count
      }
    }
  }

  /// Writes a regular file through a temporary file renamed into place; a folder that exists
  /// but in which no file can be made is named as such.
  private static func writeAtomically(_ data: Data, to url: URL) throws {
    do {
      try data.write(to: url.resolvingSymlinksInPath(), options: .atomic)
    } catch {
      let folder = url.deletingLastPathComponent()
      guard isDirectory(folder), let code = FileProblem.posixCode(of: error) else {
        throw error
      }
      switch code {
      case ENOENT:
        // The folder is there (a virtual file system such as /proc), yet making a file in it
        // says there is no such file.
        throw FileProblem.directoryNotWritable(
          directory: folder.path, reason: "the file system refuses to create files in it")
      case EACCES, EPERM:
        throw FileProblem.directoryNotWritable(directory: folder.path, reason: "permission denied")
      case EROFS:
        throw FileProblem.directoryNotWritable(
          directory: folder.path, reason: "it is on a read-only file system")
      default:
        throw error
      }
    }
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

/// `read(2)`, by a name the extension's `read(_:)` does not hide.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
)
  -> Int
{
  read(descriptor, buffer, count)
}

/// `write(2)`, by a name the extension's `write(_:to:)` does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

/// The error of the last failed system call, from `errno`.
private func lastSystemError() -> POSIXError {
  POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
}
