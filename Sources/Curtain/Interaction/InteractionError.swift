import Foundation

/// An interaction setting or gesture input that Curtain refuses, with a message that says what
/// to change.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A completion threshold outside `0...1` or not finite.
  case thresholdOutOfRange(Double)
  /// A transition distance that is zero, negative or not finite.
  case distanceOutOfRange(Double)
  /// A completion policy number that is not finite or out of range.
  case policyValueOutOfRange(parameter: String, value: Double, expected: String)
  /// A pan began while another one was still being tracked.
  case gestureAlreadyActive

  /// A sentence that names the value and what it must be.
  public var description: String {
    switch self {
    case .thresholdOutOfRange(let value):
      return "completionThreshold is \(value), but it must be a fraction in 0...1"
    case .distanceOutOfRange(let value):
      return "distance is \(value), but it must be a finite number of points greater than 0"
    case .policyValueOutOfRange(let parameter, let value, let expected):
      return "the completion policy's \(parameter) is \(value), but it must be \(expected)"
    case .gestureAlreadyActive:
      return
        "begin(_:) was called while a pan is being tracked; call end(_:) or cancel() first"
    }
  }
}
