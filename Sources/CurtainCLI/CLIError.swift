/// An error of the `curtain` tool: a usage error (exit status 2) or a failure (exit status 1),
/// each with a message a person can act on.
///
/// ```swift
/// let error = CLIError.usage("unknown option '--fsp'", command: "render")
/// error.exitStatus  // 2
/// error.hint        // "see 'curtain render --help'"
/// ```
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
package enum CLIError: Error, Hashable, Sendable {
  /// The command line is wrong: an unknown subcommand or option, a missing or malformed
  /// argument. `command` names the subcommand whose help explains the right form, if any.
  case usage(String, command: String?)
  /// The command line is right but the work failed: an unknown animator, a bad spec or
  /// parameter, an unsupported operation, a file that cannot be read or written.
  case failure(String)

  /// The process exit status: 2 for a usage error, 1 for a failure.
  package var exitStatus: Int32 {
    switch self {
    case .usage: return 2
    case .failure: return 1
    }
  }

  /// The one-line message, without the `curtain: error:` prefix.
  package var message: String {
    switch self {
    case .usage(let message, _): return message
    case .failure(let message): return message
    }
  }

  /// Where to look for help, for usage errors: `see 'curtain render --help'`.
  package var hint: String? {
    guard case .usage(_, let command) = self else { return nil }
    return command.map { "see 'curtain \($0) --help'" } ?? "see 'curtain --help'"
  }
}

extension CLIError: CustomStringConvertible {
  /// The message as printed on standard error: `curtain: error: …`, then the hint if any.
  package var description: String {
    let line = "curtain: error: \(message)"
    return hint.map { "\(line)\n\($0)" } ?? line
  }
}
