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
  /// - Throws: ``CLIError/failure(_:)`` when the file cannot be read or is not a spec (the
  ///   message gives the JSON path of the problem).
  @MainActor
  init(path: String, environment: CommandEnvironment) throws(CLIError) {
    self.path = path
    let data: Data
    let name = Self.displayName(path)
    do {
      data =
        try path == "-"
        ? environment.readStandardInput()
        : environment.readFile(
          environment.url(for: path))
    } catch {
      throw .failure("cannot read spec \(name): \(Self.reason(error))")
    }
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

  /// A short reason for a file error.
  static func reason(_ error: any Error) -> String {
    if let problem = error as? FileProblem { return problem.description }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      default: break
      }
    }
    if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      posix.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(clamping: posix.code)))
    }
    return nsError.localizedDescription
  }
}
