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
    do {
      data = try environment.readFile(environment.url(for: path))
    } catch {
      throw .failure("cannot read spec '\(path)': \(Self.reason(error))")
    }
    do {
      spec = try TransitionSpec.decode(from: data)
    } catch {
      guard case .malformed(let at, let reason) = error else {
        throw .failure("'\(path)' is not a valid spec: \(error)")
      }
      let place = at.isEmpty ? "the top level" : at
      throw .failure("'\(path)' is not a valid spec: at \(place): \(reason)")
    }
  }

  /// A short reason for a file error.
  static func reason(_ error: any Error) -> String {
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
