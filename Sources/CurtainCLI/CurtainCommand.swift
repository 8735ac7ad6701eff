import CurtainAnimators
import CurtainHeadless
import Foundation

/// The `curtain` tool: list, describe, validate and render transitions.
///
/// Everything the tool does goes through ``run(arguments:environment:)``, which takes its output
/// streams and file system from a ``CommandEnvironment`` so that tests can run it in memory;
/// the `curtain` executable calls ``main(arguments:)``, which uses the real process's.
///
/// ```swift
/// let status = CurtainCommand.main(arguments: ["render", "fade", "--format", "json"])
/// ```
///
/// Exit statuses: 0 on success, 1 on a failure (``CLIError/failure(_:)``), 2 on a usage error
/// (``CLIError/usage(_:command:)``).
package enum CurtainCommand {
  /// The subcommands, in the order the help lists them.
  static let subcommands = ["list", "describe", "validate", "render", "help"]

  /// Runs the tool in the running process: standard output and error, the working directory
  /// and the real file system.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: The exit status: 0 on success, 1 on a failure, 2 on a usage error.
  @MainActor
  package static func main(arguments: [String]) -> Int32 {
    run(arguments: arguments, environment: .process)
  }

  /// Runs the tool in `environment`.
  ///
  /// Output goes to the environment's standard output; an error is printed on its standard
  /// error as one `curtain: error: …` line (and, for usage errors, a line saying which help to
  /// read).
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name, such as `["describe", "fade"]`.
  ///   - environment: The streams, directory and file system to use.
  /// - Returns: The exit status: 0 on success, 1 on a failure, 2 on a usage error.
  @MainActor
  @discardableResult
  package static func run(arguments: [String], environment: CommandEnvironment) -> Int32 {
    do {
      try execute(arguments, environment: environment)
      return 0
    } catch {
      environment.printError(error.description)
      return error.exitStatus
    }
  }

  /// Runs one command line, throwing what goes wrong.
  @MainActor
  static func execute(_ arguments: [String], environment: CommandEnvironment) throws(CLIError) {
    guard let first = arguments.first else {
      environment.print(HelpText.tool)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      environment.print(HelpText.tool)
    case "help":
      guard let topic = rest.first else {
        environment.print(HelpText.tool)
        return
      }
      guard rest.count == 1, let text = HelpText.forCommand(topic) else {
        throw .usage("no help for '\(rest.joined(separator: " "))'", command: nil)
      }
      environment.print(text)
    case "list":
      try ListCommand.run(rest, environment: environment, registry: AnimatorRegistry.builtIn)
    case "describe":
      try DescribeCommand.run(rest, environment: environment, registry: AnimatorRegistry.builtIn)
    case "validate":
      try ValidateCommand.run(rest, environment: environment, registry: AnimatorRegistry.builtIn)
    case "render":
      try RenderCommand.run(rest, environment: environment, registry: AnimatorRegistry.builtIn)
    default:
      if first.hasPrefix("-") {
        throw .usage("unknown option '\(first)'", command: nil)
      }
      let known = subcommands.joined(separator: ", ")
      throw .usage("unknown subcommand '\(first)'; use one of \(known)", command: nil)
    }
  }
}
