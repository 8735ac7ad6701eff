import Foundation

/// How long a transition takes, with Jelly's named presets.
///
/// ```swift
/// let timing = try AnimationTiming(curve: .easeInOut, duration: AnimationDuration.normal.timeInterval)
/// ```
public enum AnimationDuration: Hashable, Sendable {
  /// 2.0 seconds.
  case ultraSlow
  /// 1.0 second.
  case slow
  /// 0.5 seconds.
  case medium
  /// 0.35 seconds.
  case normal
  /// 0.2 seconds.
  case fast
  /// 0.1 seconds.
  case reallyFast
  /// Any other length, in seconds.
  case custom(duration: TimeInterval)

  /// The length in seconds.
  ///
  /// A `custom` value is returned as given; ``validated()`` checks it.
  public var timeInterval: TimeInterval {
    switch self {
    case .ultraSlow: return 2.0
    case .slow: return 1.0
    case .medium: return 0.5
    case .normal: return 0.35
    case .fast: return 0.2
    case .reallyFast: return 0.1
    case .custom(let duration): return duration
    }
  }

  /// The length in seconds, checked to be finite and not negative.
  ///
  /// - Returns: The length in seconds.
  /// - Throws: ``TimingError`` when a custom duration is negative, NaN or infinite.
  public func validated() throws(TimingError) -> TimeInterval {
    try checkedTime(timeInterval, "duration")
  }
}
