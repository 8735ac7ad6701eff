/// What a registry knows about one animator: its id, a summary, the operations it supports, its
/// parameters and a factory that builds it.
///
/// Schemas written in code declare typed parameters and do not throw
/// (``init(id:summary:operations:declaring:factory:)``); schemas read from data at run time use
/// ``ParameterSpec`` values and the throwing ``init(id:summary:operations:parameters:factory:)``.
///
/// ```swift
/// let duration = TypedParameter.number("duration", default: 0.35, range: 0.05...10)
/// let fade = AnimatorDescriptor(
///   id: "fade", summary: "Cross-fades the presented view.",
///   operations: [.present, .dismiss], declaring: [duration]
/// ) { parameters in
///   FadeAnimator(duration: try parameters[duration])
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

  /// Checks resolved parameters together, after each has been checked against its
  /// ``ParameterSpec``: the validation hook of parameters whose values only the animator can
  /// read, such as a ``ParameterType/text`` list, or that depend on each other.
  ///
  /// It throws a ``RegistryError``, usually ``RegistryError/invalidParameterValue(name:value:reason:)``;
  /// ``resolve(_:)`` reports any other error as that case with an empty name. (The closure type
  /// is untyped `throws`: a stored closure of typed `throws(RegistryError)` miscompiles with the
  /// Swift 6.3 toolchain on Linux — copying the descriptor crashed.)
  public typealias Check = @Sendable (AnimatorParameters) throws -> Void

  /// The descriptor's own check of resolved parameters; `nil` for none.
  ///
  /// ``resolve(_:)`` runs it, so ``AnimatorRegistry/validate(_:)`` and `curtain validate` do
  /// too. Set it with ``checking(_:)``.
  public private(set) var check: Check?

  /// The descriptor with a check of its resolved parameters, so a spec whose text the factory
  /// could not read is refused when it is validated, not only when the animator is made.
  ///
  /// ```swift
  /// let names = TypedParameter.text("names", default: "a,b")
  /// let lister = AnimatorDescriptor(
  ///   id: "com.example.lister", summary: "Lists names.", declaring: [names]
  /// ) { parameters in ListerAnimator(names: try parameters[names]) }
  /// .checking { parameters in
  ///   let text = try parameters[names]
  ///   if text.split(separator: ",").contains(where: \.isEmpty) || text.isEmpty {
  ///     throw .invalidParameterValue(
  ///       name: "names", value: text, reason: "write a comma list of names, such as a,b")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter check: Throws ``RegistryError/invalidParameterValue(name:value:reason:)`` (or
  ///   another ``RegistryError``) for values the animator cannot use.
  /// - Returns: The descriptor with the check.
  public func checking(_ check: @escaping Check) -> AnimatorDescriptor {
    var checked = self
    checked.check = check
    return checked
  }

  /// Creates a descriptor from a schema known only at run time, checking it with
  /// ``checkSchema()``.
  ///
  /// - Parameters:
  ///   - id: The animator's id.
  ///   - summary: One line that says what the animator does.
  ///   - operations: The operations the animator supports. Defaults to every operation.
  ///   - parameters: The parameters. Defaults to none.
  ///   - factory: Builds the animator from validated parameters.
  /// - Throws: ``RegistryError/duplicateParameter(name:animator:)`` when two parameters share a
  ///   name; a ``RegistryError`` naming the parameter when a default does not fit it.
  public init(
    id: AnimatorID, summary: String, operations: Set<Operation> = Set(Operation.allCases),
    parameters: [ParameterSpec] = [], factory: @escaping Factory
  ) throws(RegistryError) {
    self.id = id
    self.summary = summary
    self.operations = operations
    self.parameters = parameters
    self.factory = factory
    try checkSchema()
  }

  /// Creates a descriptor from typed parameters, without throwing: the form for schemas written
  /// in code.
  ///
  /// Each ``TypedParameter`` fixes its default's type, so a default of the wrong type does not
  /// compile. What the types cannot show (an id literal of the wrong form, a default outside its
  /// range, two parameters with one name) is reported by ``checkSchema()``, which ``AnimatorRegistry/init(_:)`` and the
  /// `AnimatorContract` checker of `CurtainTesting` run; until fixed, a spec that relies on such
  /// a default gets a ``RegistryError`` from ``resolve(_:)``, never a trap.
  ///
  /// ```swift
  /// let duration = TypedParameter.number("duration", default: 0.35, range: 0.05...10)
  /// let fade = AnimatorDescriptor(
  ///   id: "com.example.fade", summary: "Cross-fades the presented view.",
  ///   operations: [.present, .dismiss], declaring: [duration]
  /// ) { parameters in
  ///   FadeAnimator(duration: try parameters[duration])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The animator's id.
  ///   - summary: One line that says what the animator does.
  ///   - operations: The operations the animator supports. Defaults to every operation.
  ///   - parameters: The typed parameters, in declaration order.
  ///   - factory: Builds the animator from validated parameters; read them with
  ///     ``AnimatorParameters/subscript(_:)`` and the same typed parameters.
  public init(
    id: AnimatorID, summary: String, operations: Set<Operation> = Set(Operation.allCases),
    declaring parameters: [any ParameterDeclaration], factory: @escaping Factory
  ) {
    self.id = id
    self.summary = summary
    self.operations = operations
    self.parameters = parameters.map(\.spec)
    self.factory = factory
  }

  /// Checks the descriptor: its id is kebab-case or reverse-DNS, parameter names are unique, and
  /// every default has its parameter's type and lies in its range and allowed directions.
  ///
  /// - Throws: ``RegistryError/invalidID(_:)`` for an id of another form (a string literal is not
  ///   checked when written); ``RegistryError/duplicateParameter(name:animator:)`` for a repeated
  ///   name;
  ///   ``RegistryError/wrongParameterType(name:expected:got:)``,
  ///   ``RegistryError/parameterOutOfRange(name:value:range:)`` or
  ///   ``RegistryError/directionNotAllowed(name:value:allowed:)`` for a bad default.
  public func checkSchema() throws(RegistryError) {
    _ = try AnimatorID(validating: id.rawValue)
    var seen: Set<String> = []
    for parameter in parameters {
      guard seen.insert(parameter.name).inserted else {
        throw .duplicateParameter(name: parameter.name, animator: id)
      }
      _ = try parameter.validate(parameter.defaultValue)
    }
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
  ///   ``RegistryError/parameterOutOfRange(name:value:range:)`` for a bad value; whatever
  ///   ``check`` throws.
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
    let parameters = AnimatorParameters(animator: id, values: resolved)
    do {
      try check?(parameters)
    } catch let error as RegistryError {
      throw error
    } catch {
      throw .invalidParameterValue(name: "", value: "", reason: "\(error)")
    }
    return parameters
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
