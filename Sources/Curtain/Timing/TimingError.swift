import Foundation

/// A timing value that Curtain refuses, with a message that names the value and what it must be.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum TimingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A parameter lies outside the values it may take; `expected` says which (for example
  /// `"0...1"` or `"> 0"`).
  case outOfRange(parameter: String, value: Double, expected: String)
  /// A spring has no damping, so it would oscillate forever and no animation could end.
  case springNeverSettles(parameter: String)

  /// A sentence that names the parameter, its value and what it must be.
  public var description: String {
    switch self {
    case .notFinite(let parameter, let value):
      return "\(parameter) is \(value), but it must be a finite number"
    case .outOfRange(let parameter, let value, let expected):
      return "\(parameter) is \(value), but it must be \(expected)"
    case .springNeverSettles(let parameter):
      return "\(parameter) describes a spring with no damping, which never comes to rest; "
        + "give it a damping above 0"
    }
  }
}

/// Checks that `value` is finite and satisfies `isValid`, or throws a ``TimingError``.
func checked(
  _ value: Double, _ parameter: String, _ expected: String, _ isValid: (Double) -> Bool
) throws(TimingError) -> Double {
  guard value.isFinite else { throw .notFinite(parameter: parameter, value: value) }
  guard isValid(value) else {
    throw .outOfRange(parameter: parameter, value: value, expected: expected)
  }
  return value
}

/// Checks that a duration or delay is finite and not negative.
func checkedTime(_ value: Double, _ parameter: String) throws(TimingError) -> Double {
  try checked(value, parameter, ">= 0 seconds") { $0 >= 0 }
}
