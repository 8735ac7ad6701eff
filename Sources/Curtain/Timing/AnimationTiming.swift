import Foundation

/// When a track runs and how it moves: a timing curve or a spring, with a duration and a delay.
///
/// ```swift
/// let fade = try AnimationTiming(curve: .easeInOut, duration: 0.35)
/// let bounce = try AnimationTiming(spring: Spring(duration: 0.5, bounce: 0.3))
/// let jelly = try AnimationTiming(spring: .tight, duration: .normal, delay: 0.1)
/// fade.progress(at: 0.1)
/// ```
public struct AnimationTiming: Hashable, Sendable {
  /// How progress moves between the start and the end of the animation.
  public enum Kind: Hashable, Sendable {
    /// A cubic Bézier curve over the duration.
    case curve(TimingCurve)
    /// A spring released with an initial velocity (distances per second); its progress is cut to
    /// exactly 1 at the end of the duration.
    case spring(Spring, initialVelocity: Double)
    /// UIKit's `.composed` timing curve type, as Jelly's cover and slide animate: the spring
    /// runs on the curve's eased time, so the progress at a fraction `f` of the duration `d` is
    /// the spring's value at `curve.progress(at: f) × d`, cut to exactly 1 at the end.
    case composed(TimingCurve, Spring, initialVelocity: Double)
  }

  /// The curve or spring.
  public let kind: Kind
  /// How long the animation runs once it has started, in seconds.
  public let duration: TimeInterval
  /// How long the animation waits before it starts, in seconds.
  public let delay: TimeInterval

  /// Creates a curve-driven timing.
  ///
  /// - Parameters:
  ///   - curve: The timing curve. Defaults to Core Animation's default curve.
  ///   - duration: Seconds, 0 or more.
  ///   - delay: Seconds before the start, 0 or more. Defaults to 0.
  /// - Throws: ``TimingError`` when the duration or delay is negative or not finite.
  public init(
    curve: TimingCurve = .default, duration: TimeInterval, delay: TimeInterval = 0
  ) throws(TimingError) {
    self.kind = .curve(curve)
    self.duration = try checkedTime(duration, "duration")
    self.delay = try checkedTime(delay, "delay")
  }

  /// Creates a spring-driven timing.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The starting speed in distances per second. Defaults to 0.
  ///   - duration: Seconds; `nil` (the default) uses the spring's settling duration for this
  ///     velocity, as Core Animation does for `UISpringTimingParameters(mass:stiffness:damping:
  ///     initialVelocity:)`.
  ///   - delay: Seconds before the start, 0 or more. Defaults to 0.
  /// - Throws: ``TimingError`` when a value is not finite or negative, or the spring has no
  ///   damping and no duration is given.
  public init(
    spring: Spring, initialVelocity: Double = 0, duration: TimeInterval? = nil,
    delay: TimeInterval = 0
  ) throws(TimingError) {
    let velocity = try checked(initialVelocity, "initialVelocity", "finite") { _ in true }
    self.kind = .spring(spring, initialVelocity: velocity)
    if let duration {
      self.duration = try checkedTime(duration, "duration")
    } else {
      let settling = spring.settlingDuration(initialVelocity: velocity)
      guard settling.isFinite else { throw .springNeverSettles(parameter: "spring") }
      self.duration = settling
    }
    self.delay = try checkedTime(delay, "delay")
  }

  /// Creates the timing of UIKit's duration-based spring animation, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration, in seconds; greater than 0.
  ///   - dampingRatio: ζ, greater than 0; values above 1 count as 1.
  ///   - initialVelocity: The starting speed in distances per second. Defaults to 0.
  ///   - delay: Seconds before the start, 0 or more. Defaults to 0.
  /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
  public init(
    duration: TimeInterval, dampingRatio: Double, initialVelocity: Double = 0,
    delay: TimeInterval = 0
  ) throws(TimingError) {
    let spring = try Spring(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    try self.init(
      spring: spring, initialVelocity: initialVelocity, duration: duration, delay: delay)
  }

  /// Creates the timing of one of Jelly's spring presets over a Jelly duration.
  ///
  /// - Parameters:
  ///   - preset: The preset's damping ratio and initial velocity.
  ///   - duration: The duration preset.
  ///   - delay: Seconds before the start, 0 or more. Defaults to 0.
  /// - Throws: ``TimingError`` when the duration or delay is not finite or negative.
  public init(
    spring preset: Spring.Preset, duration: AnimationDuration, delay: TimeInterval = 0
  ) throws(TimingError) {
    try self.init(
      duration: duration.validated(), dampingRatio: preset.dampingRatio,
      initialVelocity: preset.initialVelocity, delay: delay)
  }

  package init(kind: Kind, duration: TimeInterval, delay: TimeInterval) {
    self.kind = kind
    self.duration = duration
    self.delay = delay
  }

  /// When the animation ends: `delay + duration`.
  package var endTime: TimeInterval { delay + duration }

  /// Returns the progress at `time` seconds after the transition began (the delay included).
  ///
  /// 0 until the delay has passed (and at the very moment it does), 1 from the end on; a spring
  /// may overshoot in between.
  ///
  /// - Parameter time: Seconds since the transition began.
  /// - Returns: The fraction of the way from the start state to the end state.
  public func progress(at time: TimeInterval) -> Double {
    let local = time - delay
    guard local > 0 else { return 0 }
    guard local < duration else { return 1 }
    switch kind {
    case .curve(let curve):
      return curve.progress(at: local / duration)
    case .spring(let spring, let initialVelocity):
      return spring.value(at: local, initialVelocity: initialVelocity)
    case .composed(let curve, let spring, let initialVelocity):
      return spring.value(
        at: curve.progress(at: local / duration) * duration, initialVelocity: initialVelocity)
    }
  }

  /// The timing that plays this one backwards within a transition of length `total`.
  ///
  /// The slot is mirrored (it starts at `total − endTime`) and a curve is reversed, so sampling
  /// the result at `t` gives `1 − progress(at: total − t)`. A spring (alone or composed) cannot run backwards as a
  /// spring: it keeps its forward motion and settles into the state it started from, which is
  /// how UIKit dismisses with a spring.
  ///
  /// - Parameter total: The length of the whole transition; at least the timing's end
  ///   (`delay + duration`).
  /// - Returns: The mirrored timing.
  public func reversed(within total: TimeInterval) -> AnimationTiming {
    let mirroredDelay = max(total - endTime, 0)
    switch kind {
    case .curve(let curve):
      return AnimationTiming(
        kind: .curve(curve.reversed()), duration: duration, delay: mirroredDelay)
    case .spring, .composed:
      return AnimationTiming(kind: kind, duration: duration, delay: mirroredDelay)
    }
  }

  /// Returns this timing started `offset` seconds later.
  ///
  /// - Parameter offset: Seconds added to the delay; the delay never goes below 0.
  /// - Returns: The shifted timing.
  public func delayed(by offset: TimeInterval) -> AnimationTiming {
    AnimationTiming(kind: kind, duration: duration, delay: max(delay + offset, 0))
  }
}
