import CurtainAnimators

/// Registry look-ups whose errors become messages a person can act on.
enum RegistryMessages {
  /// The descriptor for `id`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` listing the nearest ids when there is none.
  static func descriptor(
    _ id: String, in registry: AnimatorRegistry
  ) throws(CLIError) -> AnimatorDescriptor {
    do {
      return try registry.requireDescriptor(for: AnimatorID(id))
    } catch {
      throw .failure(message(for: error, in: nil))
    }
  }

  /// Checks `values` against `descriptor` and fills in defaults.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the parameter, its type and range.
  static func resolve(
    _ values: [String: ParameterValue], for descriptor: AnimatorDescriptor
  ) throws(CLIError) -> AnimatorParameters {
    do {
      return try descriptor.resolve(values)
    } catch {
      throw .failure(message(for: error, in: descriptor))
    }
  }

  /// What a parameter takes: `a number in 0.05...5`, `a curve`.
  static func expectation(_ parameter: ParameterSpec) -> String {
    let range = parameter.range.map { " in " + ParameterText.format($0) } ?? ""
    return "a \(parameter.type.rawValue)\(range) (\(ParameterText.example(of: parameter.type)))"
  }

  /// The message for a registry error, with what `descriptor` (when known) declares.
  static func message(for error: RegistryError, in descriptor: AnimatorDescriptor?) -> String {
    switch error {
    case .unknownID(let id, let nearest):
      let list = nearest.map { "'\($0)'" }.joined(separator: ", ")
      return nearest.isEmpty
        ? "no animator has id '\(id)'; see 'curtain list'"
        : "no animator has id '\(id)'; nearest: \(list) (see 'curtain list')"
    case .unknownParameter(let name, let animator):
      let names = descriptor?.parameters.map(\.name) ?? []
      let known =
        names.isEmpty ? "it has no parameters" : "its parameters: " + names.joined(separator: ", ")
      return "animator '\(animator)' has no parameter '\(name)'; \(known)"
    case .wrongParameterType(let name, _, let got):
      if let parameter = descriptor?.parameter(named: name) {
        return "parameter '\(name)' of '\(descriptor?.id.rawValue ?? "")' expects "
          + "\(expectation(parameter)), got a \(got.rawValue)"
      }
      return error.description
    case .parameterOutOfRange(let name, let value, let range):
      let type = descriptor?.parameter(named: name)?.type.rawValue ?? "number"
      let owner = descriptor.map { " of '\($0.id)'" } ?? ""
      return "parameter '\(name)'\(owner) is \(ParameterText.format(value)), outside "
        + "\(ParameterText.format(range)) (a \(type))"
    case .directionNotAllowed(let name, let value, let allowed):
      let owner = descriptor.map { " of '\($0.id)'" } ?? ""
      return "parameter '\(name)'\(owner) is \(value.rawValue), but it takes only "
        + allowed.map(\.rawValue).joined(separator: ", ")
    case .invalidParameterValue(let name, let value, let reason):
      let owner = descriptor.map { " of '\($0.id)'" } ?? ""
      return "parameter '\(name)'\(owner) is '\(value)': \(reason)"
    case .unknownText(let name, let text, _):
      if let parameter = descriptor?.parameter(named: name) {
        return "parameter '\(name)' of '\(descriptor?.id.rawValue ?? "")' expects "
          + "\(expectation(parameter)), got '\(text)'"
      }
      return error.description
    case .unsupportedOperation(let id, let operation):
      let supported = descriptor.map { ListCommand.operations(of: $0).joined(separator: ", ") }
      return "animator '\(id)' does not support \(operation.rawValue)"
        + (supported.map { "; it supports \($0)" } ?? "")
    default:
      return error.description
    }
  }
}
