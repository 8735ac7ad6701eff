import Foundation

/// A Swift type that a registry parameter can hold: `Double` (a number), `Bool`, ``Direction``,
/// ``TimingCurve``, ``Spring``, ``AnimationDuration``, `CGRect`, ``RGBAColor`` and `String`
/// (text).
public protocol ParameterValueConvertible: Sendable {
  /// The parameter type that holds values of this type.
  static var parameterType: ParameterType { get }
  /// The value as a ``ParameterValue``.
  var parameterValue: ParameterValue { get }
  /// The Swift value of a ``ParameterValue`` of ``parameterType``, or `nil` for another type.
  ///
  /// - Parameter parameterValue: A parameter value.
  init?(parameterValue: ParameterValue)
}

/// A parameter a descriptor declares in code: anything that supplies its ``ParameterSpec``.
///
/// ``TypedParameter`` is the one conforming type; a descriptor made with
/// ``AnimatorDescriptor/init(id:summary:operations:declaring:factory:)`` takes a list of them of
/// mixed value types.
public protocol ParameterDeclaration {
  /// The schema entry: name, type, default and range.
  var spec: ParameterSpec { get }
}

/// A registry parameter declared with its Swift type: its ``ParameterSpec`` and a typed key
/// into ``AnimatorParameters`` in one value, so a factory cannot read it as another type.
///
/// Declare each parameter once, list its ``spec`` in the descriptor and read it with
/// ``AnimatorParameters/subscript(_:)``; reading a duration as a number does not compile.
///
/// Declaring one does not throw: the default's type is fixed by `Value`, and what the type
/// cannot show (a default outside its range) is reported by
/// ``AnimatorDescriptor/checkSchema()``.
///
/// ```swift
/// let duration = TypedParameter.duration("duration", default: .normal, range: 0.05...5)
/// let inset = TypedParameter.number("topInset", default: 60, range: 0...400)
/// let descriptor = AnimatorDescriptor(
///   id: "com.example.sheet-rise", summary: "A sheet rises.", operations: [.present, .dismiss],
///   declaring: [duration, inset]
/// ) { parameters in
///   SheetRiseAnimator(
///     duration: try parameters[duration].timeInterval, topInset: CGFloat(try parameters[inset]))
/// }
/// ```
public struct TypedParameter<Value: ParameterValueConvertible>: ParameterDeclaration, Hashable,
  Sendable
{
  /// The schema entry: name, type, default and range.
  public let spec: ParameterSpec

  /// The parameter's name.
  public var name: String { spec.name }

  /// Declares a parameter of `Value`'s type.
  ///
  /// - Parameters:
  ///   - name: The parameter's name in specs and JSON.
  ///   - defaultValue: The value used when a spec leaves it out.
  ///   - range: For numbers and durations (in seconds), the allowed values.
  ///   - directions: For directions, the ones allowed; `nil` (the default) for all.
  public init(
    _ name: String, default defaultValue: Value, range: ClosedRange<Double>? = nil,
    directions: [Direction]? = nil
  ) {
    spec = ParameterSpec(
      unchecked: name, type: Value.parameterType, defaultValue: defaultValue.parameterValue,
      range: range, directions: directions)
  }
}

extension TypedParameter where Value == Double {
  /// Declares a number parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - defaultValue: Its default.
  ///   - range: The allowed values, if limited.
  /// - Returns: The parameter.
  public static func number(
    _ name: String, default defaultValue: Double, range: ClosedRange<Double>? = nil
  ) -> TypedParameter<Double> {
    TypedParameter(name, default: defaultValue, range: range)
  }
}

extension TypedParameter where Value == AnimationDuration {
  /// Declares a duration parameter (a preset such as `"normal"`, `"0.4s"` or seconds in JSON).
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - defaultValue: Its default.
  ///   - range: The allowed seconds, if limited.
  /// - Returns: The parameter.
  public static func duration(
    _ name: String, default defaultValue: AnimationDuration, range: ClosedRange<Double>? = nil
  ) -> TypedParameter<AnimationDuration> {
    TypedParameter(name, default: defaultValue, range: range)
  }
}

extension TypedParameter where Value == TimingCurve {
  /// Declares a timing-curve parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - defaultValue: Its default.
  /// - Returns: The parameter.
  public static func curve(
    _ name: String, default defaultValue: TimingCurve
  ) -> TypedParameter<TimingCurve> {
    TypedParameter(name, default: defaultValue)
  }
}

extension TypedParameter where Value == Direction {
  /// Declares a direction parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - defaultValue: Its default.
  ///   - directions: The directions it takes; `nil` (the default) for all.
  /// - Returns: The parameter.
  public static func direction(
    _ name: String, default defaultValue: Direction, allowed directions: [Direction]? = nil
  ) -> TypedParameter<Direction> {
    TypedParameter(name, default: defaultValue, directions: directions)
  }
}

extension TypedParameter where Value == String {
  /// Declares a text parameter, which the factory parses itself (throw
  /// ``RegistryError/invalidParameterValue(name:value:reason:)`` for text it cannot read).
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - defaultValue: Its default.
  /// - Returns: The parameter.
  public static func text(
    _ name: String, default defaultValue: String
  ) -> TypedParameter<String> {
    TypedParameter(name, default: defaultValue)
  }
}

extension AnimatorParameters {
  /// The value of a typed parameter, as its Swift type.
  ///
  /// - Parameter parameter: The parameter, as declared for the descriptor.
  /// - Returns: Its value: the spec's, or the default.
  /// - Throws: ``RegistryError/unknownParameter(name:animator:)`` when the descriptor does not
  ///   declare it.
  public subscript<Value>(
    _ parameter: TypedParameter<Value>
  ) -> Value {
    get throws(RegistryError) {
      let value = try value(parameter.name)
      guard let typed = Value(parameterValue: value) else {
        throw .wrongParameterType(
          name: parameter.name, expected: Value.parameterType, got: value.type)
      }
      return typed
    }
  }
}

extension Double: ParameterValueConvertible {
  /// ``ParameterType/number``.
  public static var parameterType: ParameterType { .number }
  /// `.number(self)`.
  public var parameterValue: ParameterValue { .number(self) }
  /// The number of a `.number` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .number(let number) = parameterValue else { return nil }
    self = number
  }
}

extension Bool: ParameterValueConvertible {
  /// ``ParameterType/boolean``.
  public static var parameterType: ParameterType { .boolean }
  /// `.boolean(self)`.
  public var parameterValue: ParameterValue { .boolean(self) }
  /// The flag of a `.boolean` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .boolean(let flag) = parameterValue else { return nil }
    self = flag
  }
}

extension Direction: ParameterValueConvertible {
  /// ``ParameterType/direction``.
  public static var parameterType: ParameterType { .direction }
  /// `.direction(self)`.
  public var parameterValue: ParameterValue { .direction(self) }
  /// The direction of a `.direction` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .direction(let direction) = parameterValue else { return nil }
    self = direction
  }
}

extension TimingCurve: ParameterValueConvertible {
  /// ``ParameterType/curve``.
  public static var parameterType: ParameterType { .curve }
  /// `.curve(self)`.
  public var parameterValue: ParameterValue { .curve(self) }
  /// The curve of a `.curve` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .curve(let curve) = parameterValue else { return nil }
    self = curve
  }
}

extension Spring: ParameterValueConvertible {
  /// ``ParameterType/spring``.
  public static var parameterType: ParameterType { .spring }
  /// `.spring(self)`.
  public var parameterValue: ParameterValue { .spring(self) }
  /// The spring of a `.spring` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .spring(let spring) = parameterValue else { return nil }
    self = spring
  }
}

extension AnimationDuration: ParameterValueConvertible {
  /// ``ParameterType/duration``.
  public static var parameterType: ParameterType { .duration }
  /// `.duration(self)`.
  public var parameterValue: ParameterValue { .duration(self) }
  /// The duration of a `.duration` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .duration(let duration) = parameterValue else { return nil }
    self = duration
  }
}

extension CGRect: ParameterValueConvertible {
  /// ``ParameterType/rect``.
  public static var parameterType: ParameterType { .rect }
  /// `.rect(self)`.
  public var parameterValue: ParameterValue { .rect(self) }
  /// The rectangle of a `.rect` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .rect(let rect) = parameterValue else { return nil }
    self = rect
  }
}

extension RGBAColor: ParameterValueConvertible {
  /// ``ParameterType/color``.
  public static var parameterType: ParameterType { .color }
  /// `.color(self)`.
  public var parameterValue: ParameterValue { .color(self) }
  /// The colour of a `.color` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .color(let color) = parameterValue else { return nil }
    self = color
  }
}

extension String: ParameterValueConvertible {
  /// ``ParameterType/text``.
  public static var parameterType: ParameterType { .text }
  /// `.text(self)`.
  public var parameterValue: ParameterValue { .text(self) }
  /// The text of a `.text` value.
  ///
  /// - Parameter parameterValue: A parameter value.
  public init?(parameterValue: ParameterValue) {
    guard case .text(let text) = parameterValue else { return nil }
    self = text
  }
}
