/// A subcommand's arguments split into positionals and options, before they are interpreted.
///
/// Options take the forms `--name value`, `--name=value` and `-o value`; a value is taken as
/// it is even when it starts with `-` (so `--container -3x4` reaches the container check).
/// `--` ends the options; `-` alone is a positional.
struct ParsedArguments: Hashable {
  /// One option as given.
  struct Option: Hashable {
    /// The option's canonical name, such as `--output` for `-o`.
    var name: String
    /// Its value, or `nil` for a flag.
    var value: String?
  }

  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The options, in order.
  var options: [Option] = []

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { options.contains { $0.name == "--help" } }

  /// Splits `arguments` for `command`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - command: The subcommand, for error hints.
  ///   - valued: The options that take a value (canonical names).
  ///   - flags: The options that take none (canonical names); `--help` is always one.
  ///   - aliases: Short forms and their canonical names, such as `-o` for `--output`.
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown option, a missing value or a value
  ///   given to a flag.
  init(
    _ arguments: [String], command: String, valued: Set<String>, flags: Set<String> = [],
    aliases: [String: String] = [:]
  ) throws(CLIError) {
    let flags = flags.union(["--help"])
    let aliases = aliases.merging(["-h": "--help"]) { first, _ in first }
    var index = arguments.startIndex
    var optionsEnded = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      name = aliases[name] ?? name
      if flags.contains(name) {
        guard inline == nil else {
          throw .usage("option '\(name)' takes no value", command: command)
        }
        options.append(Option(name: name, value: nil))
      } else if valued.contains(name) {
        if let inline {
          options.append(Option(name: name, value: inline))
        } else if index < arguments.endIndex {
          options.append(Option(name: name, value: arguments[index]))
          index += 1
        } else {
          throw .usage("option '\(name)' needs a value", command: command)
        }
      } else {
        throw .usage("unknown option '\(argument)' for '\(command)'", command: command)
      }
    }
  }

  /// The value of an option that may be given at most once.
  ///
  /// - Parameters:
  ///   - name: The option's canonical name.
  ///   - command: The subcommand, for error hints.
  /// - Returns: The value, or `nil` when the option is absent.
  /// - Throws: ``CLIError/usage(_:command:)`` when it is given more than once.
  func single(_ name: String, command: String) throws(CLIError) -> String? {
    let values = options.filter { $0.name == name }.compactMap(\.value)
    guard values.count <= 1 else {
      throw .usage("option '\(name)' is given \(values.count) times", command: command)
    }
    return values.first
  }

  /// The values of an option that may repeat, in order.
  ///
  /// - Parameter name: The option's canonical name.
  /// - Returns: The values.
  func all(_ name: String) -> [String] {
    options.filter { $0.name == name }.compactMap(\.value)
  }

  /// Whether a flag was given.
  ///
  /// - Parameter name: The flag's canonical name.
  /// - Returns: `true` when it appears.
  func has(_ name: String) -> Bool {
    options.contains { $0.name == name }
  }

  /// The only positional argument.
  ///
  /// - Parameters:
  ///   - what: What it is, for the error, such as `an animator id`.
  ///   - command: The subcommand, for error hints.
  /// - Returns: The argument.
  /// - Throws: ``CLIError/usage(_:command:)`` when there is none or more than one.
  func onlyPositional(_ what: String, command: String) throws(CLIError) -> String {
    guard let first = positionals.first else {
      throw .usage("'\(command)' needs \(what)", command: command)
    }
    guard positionals.count == 1 else {
      let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
      throw .usage("unexpected argument \(extra) for '\(command)'", command: command)
    }
    return first
  }
}
