import Foundation

/// The validated parameters handed to an animator's factory: every declared parameter, with the
/// spec's value or the default.
///
/// Read a parameter declared as a ``TypedParameter`` with ``subscript(_:)``, so its name is
/// written once; the accessors by name are for schemas known only at run time:
///
/// ```swift
/// let duration = try parameters[durationParameter]  // a TypedParameter<Double>
/// let curve = try parameters.curve("curve")
/// ```
public struct AnimatorParameters: Hashable, Sendable {
  /// The animator the parameters are for.
  public let animator: AnimatorID
  /// Every parameter by name.
  public let values: [String: ParameterValue]

  /// Creates parameters from values already checked against the schema.
  ///
  /// - Parameters:
  ///   - animator: The animator the parameters are for.
  ///   - values: Every parameter by name.
  public init(animator: AnimatorID, values: [String: ParameterValue]) {
    self.animator = animator
    self.values = values
  }

  /// Returns the value of a parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError/unknownParameter(name:animator:)`` when there is none.
  public func value(_ name: String) throws(RegistryError) -> ParameterValue {
    guard let value = values[name] else {
      throw .unknownParameter(name: name, animator: animator)
    }
    return value
  }

  /// Returns a number parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a number.
  public func number(_ name: String) throws(RegistryError) -> Double {
    guard case .number(let number) = try value(name) else { throw mismatch(name, .number) }
    return number
  }

  /// Returns a Boolean parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a Boolean.
  public func bool(_ name: String) throws(RegistryError) -> Bool {
    guard case .boolean(let flag) = try value(name) else { throw mismatch(name, .boolean) }
    return flag
  }

  /// Returns a direction parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a direction.
  public func direction(_ name: String) throws(RegistryError) -> Direction {
    guard case .direction(let direction) = try value(name) else {
      throw mismatch(name, .direction)
    }
    return direction
  }

  /// Returns a timing-curve parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a curve.
  public func curve(_ name: String) throws(RegistryError) -> TimingCurve {
    guard case .curve(let curve) = try value(name) else { throw mismatch(name, .curve) }
    return curve
  }

  /// Returns a spring parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a spring.
  public func spring(_ name: String) throws(RegistryError) -> Spring {
    guard case .spring(let spring) = try value(name) else { throw mismatch(name, .spring) }
    return spring
  }

  /// Returns a duration parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a duration.
  public func duration(_ name: String) throws(RegistryError) -> AnimationDuration {
    guard case .duration(let duration) = try value(name) else {
      throw mismatch(name, .duration)
    }
    return duration
  }

  /// Returns a rectangle parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a rectangle.
  public func rect(_ name: String) throws(RegistryError) -> CGRect {
    guard case .rect(let rect) = try value(name) else { throw mismatch(name, .rect) }
    return rect
  }

  /// Returns a colour parameter.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``RegistryError`` when there is none or it is not a colour.
  public func color(_ name: String) throws(RegistryError) -> RGBAColor {
    guard case .color(let color) = try value(name) else { throw mismatch(name, .color) }
    return color
  }

  private func mismatch(_ name: String, _ expected: ParameterType) -> RegistryError {
    .wrongParameterType(name: name, expected: expected, got: values[name]?.type ?? expected)
  }
}
