import Foundation

/// One reading of a pan gesture, as a gesture recognizer reports it on each touch event.
///
/// ```swift
/// let sample = GestureSample(
///   time: 0.016, location: CGPoint(x: 200, y: 420), translation: CGPoint(x: 0, y: 12))
/// ```
///
/// Equality and hashing are written by hand over the geometry's components, because `CGPoint` is
/// `Hashable` on Apple platforms only from iOS 18: `-0.0` equals `0.0` and both hash alike; a NaN
/// anywhere makes the value unequal to every value, itself included (as `Double`'s `==`).
public struct GestureSample: Hashable, Sendable {
  /// When the reading was taken, in seconds on any monotonic clock (as `UIEvent.timestamp`).
  public var time: TimeInterval
  /// Where the touch is, in the container's coordinates (as `location(in:)`).
  public var location: CGPoint
  /// How far the touch has moved since the pan started (as `translation(in:)`), in points.
  public var translation: CGPoint

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: Seconds on a monotonic clock.
  ///   - location: The touch location in the container. Defaults to the origin.
  ///   - translation: The translation since the pan started, in points.
  public init(time: TimeInterval, location: CGPoint = .zero, translation: CGPoint) {
    self.time = time
    self.location = location
    self.translation = translation
  }

  /// Whether every number in the sample is finite.
  public var isFinite: Bool {
    time.isFinite && location.x.isFinite && location.y.isFinite && translation.x.isFinite
      && translation.y.isFinite
  }
}

extension GestureSample {
  /// Whether two samples have equal times, locations and translations (points by their
  /// components: `-0.0` equals `0.0`; NaN equals nothing).
  public static func == (lhs: GestureSample, rhs: GestureSample) -> Bool {
    lhs.time == rhs.time && GeometryHashing.equal(lhs.location, rhs.location)
      && GeometryHashing.equal(lhs.translation, rhs.translation)
  }

  /// Hashes the time and the points' components (`-0.0` as `0.0`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    GeometryHashing.combine(location, into: &hasher)
    GeometryHashing.combine(translation, into: &hasher)
  }
}
