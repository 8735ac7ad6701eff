/// One parameter an animator accepts: its name, type, default value and, for numbers and
/// durations, the allowed range.
///
/// ```swift
/// let duration = try ParameterSpec(
///   name: "duration", type: .number, defaultValue: .number(0.35), range: 0...10)
/// ```
public struct ParameterSpec: Hashable, Sendable {
  /// The parameter's name, the key in a spec's `parameters`.
  public let name: String
  /// The parameter's type.
  public let type: ParameterType
  /// The value used when a spec leaves the parameter out.
  public let defaultValue: ParameterValue
  /// The allowed values of a number, or seconds of a duration; `nil` for any.
  public let range: ClosedRange<Double>?
  /// The directions a direction parameter takes; `nil` for all six.
  public let directions: [Direction]?

  /// Creates a parameter, checking that the default has the right type and lies in the range.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The parameter's type.
  ///   - defaultValue: The value used when a spec leaves the parameter out.
  ///   - range: The allowed values of a number or seconds of a duration; `nil` (the default) for
  ///     any finite value.
  ///   - directions: The directions a direction parameter takes, so that ``validate(_:)``
  ///     (and `curtain validate`) refuses the others; `nil` (the default) for all.
  /// - Throws: ``RegistryError/wrongParameterType(name:expected:got:)``,
  ///   ``RegistryError/parameterOutOfRange(name:value:range:)`` or
  ///   ``RegistryError/directionNotAllowed(name:value:allowed:)`` for a bad default.
  public init(
    name: String, type: ParameterType, defaultValue: ParameterValue,
    range: ClosedRange<Double>? = nil, directions: [Direction]? = nil
  ) throws(RegistryError) {
    self.name = name
    self.type = type
    self.range = range
    self.directions = directions
    self.defaultValue = defaultValue
    _ = try validate(defaultValue)
  }

  /// Creates a parameter without checking its default: ``TypedParameter``'s path, where the type
  /// system fixes the default's type and ``AnimatorDescriptor/checkSchema()`` checks the rest.
  init(
    unchecked name: String, type: ParameterType, defaultValue: ParameterValue,
    range: ClosedRange<Double>?, directions: [Direction]?
  ) {
    self.name = name
    self.type = type
    self.range = range
    self.directions = directions
    self.defaultValue = defaultValue
  }

  /// Checks a value against the parameter, turning a number into a duration where a duration is
  /// expected.
  ///
  /// - Parameter value: The value from a spec.
  /// - Returns: The value, converted if needed.
  /// - Throws: ``RegistryError/wrongParameterType(name:expected:got:)`` for the wrong type;
  ///   ``RegistryError/parameterOutOfRange(name:value:range:)`` for a number or duration outside
  ///   ``range`` or not finite; ``RegistryError/directionNotAllowed(name:value:allowed:)`` for a
  ///   direction outside ``directions``; ``RegistryError/unknownText(name:text:expected:)`` for
  ///   a string that names no value where the type is not ``ParameterType/text``. A text
  ///   parameter takes a direction's or a preset's name back as text (`"medium"`).
  public func validate(_ value: ParameterValue) throws(RegistryError) -> ParameterValue {
    var value = value
    if type == .duration, case .number(let seconds) = value {
      value = .duration(.custom(duration: seconds))
    }
    if type == .text, let text = value.writtenText {
      value = .text(text)
    }
    if case .text(let text) = value, type != .text {
      throw .unknownText(name: name, text: text, expected: type)
    }
    guard value.type == type else {
      throw .wrongParameterType(name: name, expected: type, got: value.type)
    }
    let number: Double
    switch value {
    case .number(let n): number = n
    case .duration(let duration): number = duration.timeInterval
    case .direction(let direction):
      if let directions, !directions.contains(direction) {
        throw .directionNotAllowed(name: name, value: direction, allowed: directions)
      }
      return value
    default: return value
    }
    let largest = Double.greatestFiniteMagnitude
    let allowed = range ?? (type == .duration ? 0...largest : -largest...largest)
    guard number.isFinite, allowed.contains(number) else {
      throw .parameterOutOfRange(name: name, value: number, range: allowed)
    }
    return value
  }
}
