import Foundation

/// Why a file could not be read or written, in words for the tool's messages.
///
/// The tool's one reader (``CommandEnvironment/readInput(_:what:)``) and one writer
/// (``CommandEnvironment/writeOutput(_:to:)``) put every file error into one of these words (or
/// into the file system's own words, through ``reason(for:)``).
enum FileProblem: Error, CustomStringConvertible {
  case noSuchFile
  case permissionDenied
  /// A directory given where a file is read.
  case isDirectory
  /// A directory given where a file is written.
  case outputIsDirectory
  /// Something other than a regular file or a directory given where a file is read: `kind` is
  /// `"a FIFO"`, `"a character device"`, `"a block device"` or `"a socket"`.
  case notRegularFile(kind: String)
  /// A file or standard input holding more than ``CommandEnvironment/readLimit`` bytes.
  case tooLarge
  /// A FIFO given where a file is written, which no process has open for reading.
  case fifoWithoutReader
  /// The folder of a file to write exists, but the file system refused to create a file in it.
  case directoryNotWritable(directory: String, reason: String)
  case danglingLink(link: String, target: String)
  case tooManyLinks(link: String)

  /// What a person can give instead of something the tool does not read.
  static let whatToGive =
    "give a regular file of at most \(CommandEnvironment.readLimitText), or - to read standard "
    + "input"

  var description: String {
    switch self {
    case .noSuchFile: return "no such file"
    case .permissionDenied: return "permission denied"
    case .isDirectory:
      return "it is a directory; give the path of a file (JSON), or - to read standard input"
    case .outputIsDirectory:
      return "it is a directory; give the path of a file to write, or - for standard output"
    case .notRegularFile(let kind):
      return "it is \(kind), not a regular file; \(Self.whatToGive)"
    case .tooLarge:
      return "it is larger than the \(CommandEnvironment.readLimitText) limit on what the tool "
        + "reads (a spec or a gesture script is a few kilobytes)"
    case .fifoWithoutReader:
      return "it is a FIFO with no reader; start the reading process first, or give a regular "
        + "file or - for standard output"
    case .directoryNotWritable(let directory, let reason):
      return "the directory '\(directory)' exists but cannot be written (\(reason))"
    case .danglingLink(let link, let target):
      return "it is a symbolic link to '\(target)', whose directory does not exist; create "
        + "that directory, or remove the link '\(link)'"
    case .tooManyLinks(let link):
      return "'\(link)' goes through more than 32 symbolic links"
    }
  }

  /// The kind of a file that is neither regular nor a directory, as a noun phrase, or `nil`
  /// for a regular file or a directory.
  ///
  /// - Parameter mode: A `stat` mode.
  /// - Returns: `"a FIFO"`, `"a character device"`, `"a block device"`, `"a socket"`, or `nil`.
  static func kind(ofMode mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG, S_IFDIR: return nil
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a file"
    }
  }

  /// A `FileProblem` for a failed system call's `errno`, or `nil` for an error that has no
  /// word of its own here.
  static func from(errno code: Int32) -> FileProblem? {
    switch code {
    case ENOENT, ENOTDIR: return .noSuchFile
    case EACCES, EPERM: return .permissionDenied
    case EISDIR: return .isDirectory
    default: return nil
    }
  }

  /// A short reason for any file error: a `FileProblem`'s words, the usual Cocoa file errors
  /// in the same words, else the system's description.
  ///
  /// - Parameter error: The error a read or write threw.
  /// - Returns: A reason such as `no such file`, to follow `cannot read spec 'x': `.
  static func reason(for error: any Error) -> String {
    if let problem = error as? FileProblem { return problem.description }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      default: break
      }
    }
    if let code = posixCode(of: error) {
      return String(cString: strerror(code))
    }
    return nsError.localizedDescription
  }

  /// The POSIX error code of `error` or of the error under it, if any.
  ///
  /// Foundation on Linux keeps the underlying error as a Swift error, which `as? NSError`
  /// does not find; it is cast to `any Error` first.
  static func posixCode(of error: any Error) -> Int32? {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return Int32(clamping: nsError.code) }
    guard let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error else {
      return nil
    }
    let posix = underlying as NSError
    return posix.domain == NSPOSIXErrorDomain ? Int32(clamping: posix.code) : nil
  }
}
