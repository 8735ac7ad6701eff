import Foundation

/// An interaction setting or gesture input that Curtain refuses, with a message that says what
/// to change.
public enum InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A completion threshold outside `0...1` or not finite.
  case thresholdOutOfRange(Double)

  /// A sentence that names the value and what it must be.
  public var description: String {
    switch self {
    case .thresholdOutOfRange(let value):
      return "completionThreshold is \(value), but it must be a fraction in 0...1"
    }
  }
}
