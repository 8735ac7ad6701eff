/// What a registry knows about one animator: its id, a summary, the operations it supports, its
/// parameters and a factory that builds it.
///
/// ```swift
/// let fade = try AnimatorDescriptor(
///   id: "fade", summary: "Cross-fades the presented view.",
///   operations: [.present, .dismiss],
///   parameters: [
///     ParameterSpec(name: "duration", type: .number, defaultValue: .number(0.35), range: 0...10)
///   ]
/// ) { parameters in
///   FadeAnimator(duration: try parameters.number("duration"))
/// }
/// ```
public struct AnimatorDescriptor: Sendable {
  /// A kind of transition an animator can plan: ``TransitionOperation``, Curtain's one
  /// vocabulary.
  public typealias Operation = TransitionOperation

  /// Builds an animator from validated parameters.
  public typealias Factory =
    @MainActor @Sendable (AnimatorParameters) throws -> any TransitionAnimator

  /// The animator's id.
  public let id: AnimatorID
  /// One line that says what the animator does.
  public let summary: String
  /// The operations the animator supports.
  public let operations: Set<Operation>
  /// The parameters, in declaration order.
  public let parameters: [ParameterSpec]
  /// Builds the animator.
  public let factory: Factory

  /// Creates a descriptor, checking that parameter names are unique.
  ///
  /// - Parameters:
  ///   - id: The animator's id.
  ///   - summary: One line that says what the animator does.
  ///   - operations: The operations the animator supports. Defaults to every operation.
  ///   - parameters: The parameters. Defaults to none.
  ///   - factory: Builds the animator from validated parameters.
  /// - Throws: ``RegistryError/duplicateParameter(name:animator:)`` when two parameters share a
  ///   name.
  public init(
    id: AnimatorID, summary: String, operations: Set<Operation> = Set(Operation.allCases),
    parameters: [ParameterSpec] = [], factory: @escaping Factory
  ) throws(RegistryError) {
    var seen: Set<String> = []
    for parameter in parameters where !seen.insert(parameter.name).inserted {
      throw .duplicateParameter(name: parameter.name, animator: id)
    }
    self.id = id
    self.summary = summary
    self.operations = operations
    self.parameters = parameters
    self.factory = factory
  }

  /// Whether the animator supports dismissing: a dismissal or a pop.
  public var supportsDismissal: Bool {
    operations.contains(.dismiss) || operations.contains(.pop)
  }

  /// Returns the parameter with a name.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: The parameter, or `nil` when the animator declares none by that name.
  public func parameter(named name: String) -> ParameterSpec? {
    parameters.first { $0.name == name }
  }

  /// Checks values from a spec against the schema and fills in defaults.
  ///
  /// - Parameter values: The spec's parameters by name.
  /// - Returns: Every declared parameter with its value.
  /// - Throws: ``RegistryError/unknownParameter(name:animator:)`` for an undeclared name,
  ///   ``RegistryError/wrongParameterType(name:expected:got:)`` or
  ///   ``RegistryError/parameterOutOfRange(name:value:range:)`` for a bad value.
  public func resolve(
    _ values: [String: ParameterValue]
  ) throws(RegistryError)
    -> AnimatorParameters
  {
    for name in values.keys.sorted() where parameter(named: name) == nil {
      throw .unknownParameter(name: name, animator: id)
    }
    var resolved: [String: ParameterValue] = [:]
    for parameter in parameters {
      resolved[parameter.name] = try parameter.validate(
        values[parameter.name] ?? parameter.defaultValue)
    }
    return AnimatorParameters(animator: id, values: resolved)
  }

  /// Makes this descriptor's animator from spec values: ``resolve(_:)`` then the factory.
  ///
  /// - Parameter values: The parameters by name; missing ones take their defaults. Defaults to
  ///   none.
  /// - Returns: The animator.
  /// - Throws: ``RegistryError`` for a bad parameter; otherwise whatever the factory throws.
  @MainActor
  public func makeAnimator(
    _ values: [String: ParameterValue] = [:]
  ) throws -> any TransitionAnimator {
    try factory(resolve(values))
  }
}
