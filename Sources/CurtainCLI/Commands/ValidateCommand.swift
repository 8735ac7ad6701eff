import CurtainAnimators
import Foundation

/// `curtain validate SPEC.json`: decodes a spec and checks it against the registry, reporting
/// every problem it can find with its JSON path.
enum ValidateCommand {
  /// One problem of a spec.
  struct Problem: Hashable {
    /// Where, as a JSON path such as `parameters.duration`.
    var path: String
    /// What is wrong.
    var message: String
  }

  /// Runs `validate` with the arguments after its name.
  @MainActor
  static func run(
    _ arguments: [String], environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) {
    let parsed = try ParsedArguments(arguments, command: "validate", valued: [])
    if parsed.wantsHelp { return environment.print(HelpText.validate) }
    let path = try parsed.onlyPositional("a spec file", command: "validate")
    let file = try SpecFile(path: path, environment: environment)
    let found = problems(in: file.spec, registry: registry)
    guard found.isEmpty else {
      for problem in found {
        environment.printError("\(path): \(problem.path): \(problem.message)")
      }
      let count = found.count == 1 ? "1 problem" : "\(found.count) problems"
      throw .failure("'\(path)' has \(count)")
    }
    var summary = "animator \(file.spec.animator)"
    if let dismiss = file.spec.dismissAnimator { summary += ", dismissed by \(dismiss)" }
    environment.print("ok: \(path == "-" ? "standard input" : path) (\(summary))")
  }

  /// Every problem of `spec` against `registry`: each animator and each parameter checked on
  /// its own, the layout and the interaction settings.
  static func problems(in spec: TransitionSpec, registry: AnimatorRegistry) -> [Problem] {
    var found: [Problem] = []
    found += check(spec.animator, spec.parameters, key: "animator", values: "parameters", registry)
    if let dismiss = spec.dismissAnimator {
      found += check(
        dismiss, spec.dismissParameters, key: "dismissAnimator",
        values: "dismissParameters", registry)
      if let descriptor = registry.descriptor(for: dismiss), !descriptor.supportsDismissal {
        found.append(
          Problem(
            path: "dismissAnimator",
            message: RegistryMessages.message(
              for: .unsupportedOperation(dismiss, operation: .dismiss), in: descriptor)))
      }
    } else if !spec.dismissParameters.isEmpty {
      found.append(
        Problem(
          path: "dismissParameters",
          message: "dismissParameters are given without a dismissAnimator"))
    }
    if let layout = spec.presentation {
      do {
        try layout.validate()
      } catch {
        found.append(Problem(path: "presentation", message: "\(error)"))
      }
    }
    if let interaction = spec.interaction {
      do {
        _ = try interaction.configuration()
      } catch {
        found.append(Problem(path: "interaction", message: "\(error)"))
      }
    }
    if found.isEmpty {
      do {
        try registry.validate(spec)
      } catch {
        found.append(Problem(path: "", message: RegistryMessages.message(for: error, in: nil)))
      }
    }
    return found
  }

  /// The problems of one animator and its parameters.
  private static func check(
    _ id: AnimatorID, _ values: [String: ParameterValue], key: String, values valuesKey: String,
    _ registry: AnimatorRegistry
  ) -> [Problem] {
    guard let descriptor = registry.descriptor(for: id) else {
      return [
        Problem(
          path: key,
          message: RegistryMessages.message(
            for: .unknownID(id, nearest: registry.nearest(to: id)), in: nil))
      ]
    }
    var found: [Problem] = []
    for name in values.keys.sorted() {
      let path = "\(valuesKey).\(name)"
      guard let parameter = descriptor.parameter(named: name), let value = values[name] else {
        found.append(
          Problem(
            path: path,
            message: RegistryMessages.message(
              for: .unknownParameter(name: name, animator: id), in: descriptor)))
        continue
      }
      do {
        _ = try parameter.validate(value)
      } catch {
        found.append(
          Problem(path: path, message: RegistryMessages.message(for: error, in: descriptor)))
      }
    }
    if found.isEmpty {
      // The descriptor's own check of the values together (the sheet's detents and ids).
      do {
        _ = try descriptor.resolve(values)
      } catch {
        var path = valuesKey
        if case .invalidParameterValue(let name, _, _) = error, !name.isEmpty {
          path += ".\(name)"
        }
        found.append(
          Problem(path: path, message: RegistryMessages.message(for: error, in: descriptor)))
      }
    }
    return found
  }
}
