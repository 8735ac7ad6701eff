import Foundation

/// A damped spring: m·x″ + c·x′ + k·x = 0, as `UISpringTimingParameters(mass:stiffness:damping:
/// initialVelocity:)` and SwiftUI's `Spring`.
///
/// ``value(at:initialVelocity:)`` gives the progress of an animation driven by the spring: 0 at
/// the start, settling at 1, overshooting when the spring is under-damped. It is the exact closed
/// form in each regime (under-damped, critically damped, over-damped), written so that it stays
/// accurate next to critical damping.
///
/// ```swift
/// let bouncy = try Spring(duration: 0.5, bounce: 0.3)           // SwiftUI's form
/// let uikit = try Spring(duration: 0.35, dampingRatio: 0.7)      // UIView.animate(…usingSpringWithDamping:)
/// let exact = try Spring(mass: 1, stiffness: 300, damping: 25)   // Core Animation's form
/// bouncy.value(at: 0.1)
/// ```
public struct Spring: Sendable {
  /// The mass attached to the spring; greater than 0.
  public let mass: Double
  /// The spring constant k; greater than 0.
  public let stiffness: Double
  /// The damping coefficient c; 0 or more.
  public let damping: Double
  /// The damping ratio ζ = c / (2√(k·m)): below 1 bounces, 1 is critical, above 1 creeps.
  public let dampingRatio: Double
  /// The time, in seconds, after which a spring started at rest stays within 0.001 of its
  /// target (`settleThreshold`); infinite when the spring has no damping (a decay rate ζω₀
  /// of 0, which a subnormal damping rounds to), and otherwise finite: at most about 4.5e307 s,
  /// a quarter of the largest double.
  ///
  /// Computed on demand (it scans the motion for its last crossing of the threshold), so that
  /// springs built for a duration, which never read it, do not pay for it.
  public var settlingDuration: TimeInterval {
    motion.settlingTime(x0: 1, v0: 0, threshold: Self.settleThreshold)
  }
  let motion: SpringMotion

  /// How close to its target a spring must stay to count as settled: 0.001 of the distance.
  package static let settleThreshold = 0.001

  /// The natural frequencies ω₀ = √(k/m) a spring may have, in radians per second: 1e-7...1e7.
  ///
  /// That is periods from about 0.6 µs to 20 years. Inside it, and with ζ at most
  /// ``maximumDampingRatio``, every value, velocity and settling time is finite.
  public static let naturalFrequencyRange: ClosedRange<Double> = 1e-7...1e7

  /// The largest damping ratio ζ a spring may have: 1e6.
  ///
  /// A spring that damped creeps to its
  /// target about 2ζ/ω₀ times slower than its period; beyond it ζ² would approach overflow.
  public static let maximumDampingRatio = 1e6

  /// The responses (undamped periods) and SwiftUI durations a spring may have, in seconds:
  /// 1e-6...1e6, which keeps ω₀ = 2π/response inside ``naturalFrequencyRange``.
  public static let responseRange: ClosedRange<Double> = 1e-6...1e6

  /// Creates a spring from its physical constants.
  ///
  /// - Parameters:
  ///   - mass: The mass, greater than 0. Defaults to 1.
  ///   - stiffness: The spring constant, greater than 0, with √(stiffness/mass) in
  ///     ``naturalFrequencyRange``.
  ///   - damping: The damping coefficient, 0 or more, with a damping ratio of at most
  ///     ``maximumDampingRatio``.
  /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(TimingError) {
    let mass = try checked(mass, "mass", "> 0") { $0 > 0 }
    let stiffness = try checked(stiffness, "stiffness", "> 0") { $0 > 0 }
    let damping = try checked(damping, "damping", ">= 0") { $0 >= 0 }
    let omega0 = stiffness.squareRoot() / mass.squareRoot()
    guard Self.naturalFrequencyRange.contains(omega0) else {
      throw .outOfRange(
        parameter: "stiffness", value: stiffness,
        expected: "such that √(stiffness/mass) lies in 1e-07...1e+07 per second "
          + "(mass is \(mass))")
    }
    let ratio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
    guard ratio <= Self.maximumDampingRatio else {
      throw .outOfRange(
        parameter: "damping", value: damping,
        expected: "at most 1e6 × 2√(stiffness·mass) (a damping ratio of at most 1e6)")
    }
    self.init(validatedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// Creates a spring from a damping ratio and a response, as SwiftUI's
  /// `interactiveSpring(response:dampingFraction:)`.
  ///
  /// k = m·(2π / response)², c = 4π·m·ζ / response.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, greater than 0 and at most ``maximumDampingRatio``.
  ///   - response: The period of the undamped spring, in seconds; in ``responseRange``.
  ///   - mass: The mass, greater than 0. Defaults to 1.
  /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
  public init(dampingRatio: Double, response: Double, mass: Double = 1) throws(TimingError) {
    let ratio = try checked(dampingRatio, "dampingRatio", "> 0 and at most 1e6") {
      $0 > 0 && $0 <= Self.maximumDampingRatio
    }
    let response = try checked(response, "response", "in 1e-06...1e+06 seconds") {
      Self.responseRange.contains($0)
    }
    let mass = try checked(mass, "mass", "> 0") { $0 > 0 }
    let omega = 2 * Double.pi / response
    let stiffness = mass * omega * omega
    let damping = 4 * Double.pi * mass * ratio / response
    guard stiffness.isNormal, damping.isFinite else {
      throw .outOfRange(
        parameter: "mass", value: mass,
        expected: "such that mass·(2π/response)² is a finite number above 0")
    }
    self.init(validatedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// Creates a spring in SwiftUI's form, `Spring(duration:bounce:)`.
  ///
  /// The duration is the response; a bounce b ≥ 0 gives ζ = 1 − b, a negative bounce gives the
  /// over-damped ζ = 1 / (1 + b).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (response), in seconds; in ``responseRange``.
  ///   - bounce: How bouncy the spring is, from −0.999999 (ζ = 1e6) up to but excluding 1.
  ///     Defaults to 0.
  /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) throws(TimingError) {
    // Checked here so that the error names this initialiser's parameter, not "response".
    let duration = try checked(duration, "duration", "in 1e-06...1e+06 seconds") {
      Self.responseRange.contains($0)
    }
    // A bounce of −0.999999 is a damping ratio of 1/(1 + b) = 1e6 (maximumDampingRatio).
    let bounce = try checked(bounce, "bounce", "in -0.999999...1 (1 excluded)") {
      $0 >= -0.999_999 && $0 < 1
    }
    try self.init(dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), response: duration)
  }

  /// Creates the spring that UIKit's duration-based spring API animates with, as in
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` with a property animator's duration.
  ///
  /// The mass is 1; the natural frequency ω₀ is chosen so that the decay envelope reaches 0.001
  /// at `duration` (for ζ < 1: (ζω₀ − v₀)/ω_d · e^(−ζω₀·d) = 0.001; for ζ = 1:
  /// (1 + (ω₀ − v₀)·d)·e^(−ω₀·d) = 0.001, with v₀ = −initialVelocity); then k = ω₀², c = 2ζω₀.
  /// As UIKit does, the duration is clamped to `0.01...10` seconds and a damping ratio above 1 is
  /// treated as 1.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration, in seconds; greater than 0.
  ///   - dampingRatio: ζ, greater than 0; values above 1 count as 1.
  ///   - initialVelocity: The starting speed in distances per second (1 covers the whole
  ///     distance in one second). Defaults to 0.
  /// - Throws: ``TimingError`` naming the first value that is not finite or out of range.
  public init(
    duration: TimeInterval, dampingRatio: Double, initialVelocity: Double = 0
  ) throws(TimingError) {
    let duration = try checked(duration, "duration", "> 0 seconds") { $0 > 0 }
    let ratio = try checked(dampingRatio, "dampingRatio", "> 0") { $0 > 0 }
    let velocity = try checked(initialVelocity, "initialVelocity", "finite") { _ in true }
    let d = min(max(duration, 0.01), 10)
    let zeta = min(ratio, 1)
    let omega = Self.naturalFrequency(duration: d, dampingRatio: zeta, v0: -velocity)
    self.init(validatedMass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  package init(validatedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    let motion = SpringMotion(mass: mass, stiffness: stiffness, damping: damping)
    self.motion = motion
    dampingRatio = motion.dampingRatio
  }

  /// The undamped period 2π/ω₀, in seconds: SwiftUI's `response`.
  public var response: TimeInterval { 2 * Double.pi / motion.omega0 }

  /// Returns the progress at `time` seconds after the start: 0 at the start, tending to 1.
  ///
  /// - Parameters:
  ///   - time: Seconds since the spring was released; negative times give 0.
  ///   - initialVelocity: The starting speed in distances per second (UIKit's convention: 1
  ///     covers the whole distance in one second).
  /// - Returns: The progress; above 1 while an under-damped spring overshoots. Finite for any
  ///   finite time and velocity: a value beyond the doubles (an initial velocity near the
  ///   largest double) is clamped to ±`greatestFiniteMagnitude`.
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time > 0 else { return 0 }
    return 1 - motion.position(at: time, x0: 1, v0: -initialVelocity)
  }

  /// Returns the speed of the progress at `time` seconds after the start, in distances per
  /// second: the derivative of ``value(at:initialVelocity:)``.
  ///
  /// - Parameters:
  ///   - time: Seconds since the spring was released; negative times give `initialVelocity`.
  ///   - initialVelocity: The starting speed in distances per second.
  /// - Returns: The speed, positive towards the target.
  package func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time > 0 else { return initialVelocity }
    return -motion.velocity(at: time, x0: 1, v0: -initialVelocity)
  }

  /// Returns how long a spring started with `initialVelocity` takes to stay within 0.001 of its
  /// target.
  ///
  /// - Parameter initialVelocity: The starting speed in distances per second.
  /// - Returns: The settling time in seconds; infinite when the spring has no damping.
  package func settlingDuration(initialVelocity: Double) -> TimeInterval {
    motion.settlingTime(x0: 1, v0: -initialVelocity, threshold: Self.settleThreshold)
  }

  /// Solves UIKit's envelope equation for ω₀ by a bracketed Newton iteration on its logarithm.
  static func naturalFrequency(duration d: Double, dampingRatio zeta: Double, v0: Double) -> Double
  {
    let target = log(Spring.settleThreshold)
    // h(ω) = ln(envelope(ω)) − ln(0.001), decreasing for large ω.
    func h(_ omega: Double) -> (value: Double, slope: Double) {
      if zeta < 1 {
        let a = zeta * omega - v0
        let s = (1 - zeta * zeta).squareRoot()
        guard a > 0 else { return (.infinity, 0) }
        return (log(a / (omega * s)) - zeta * omega * d - target, zeta / a - 1 / omega - zeta * d)
      }
      let a = 1 + (omega - v0) * d
      guard a > 0 else { return (.infinity, 0) }
      return (log(a) - omega * d - target, d / a - d)
    }
    var low = 1e-9
    var high = 5 / d
    while h(high).value > 0 && high < 1e12 {
      low = high
      high *= 2
    }
    var omega = 5 / d
    if !(omega > low && omega < high) { omega = (low + high) / 2 }
    for _ in 0..<200 {
      let (value, slope) = h(omega)
      if abs(value) < 1e-14 { break }
      if value > 0 { low = omega } else { high = omega }
      var next = omega - value / slope
      if !(next > low && next < high) { next = (low + high) / 2 }
      let converged = abs(next - omega) <= 1e-15 * omega
      omega = next
      if converged { break }
    }
    return omega
  }

  /// Jelly's spring presets: a damping ratio and an initial velocity for UIKit's duration form.
  ///
  /// ```swift
  /// let timing = try AnimationTiming(spring: .tight, duration: .normal)
  /// ```
  public enum Preset: String, Hashable, Sendable, Codable, CaseIterable {
    /// No bounce: damping ratio 1.0, initial velocity 0.
    case none
    /// A small bounce: damping ratio 0.7, initial velocity 1.
    case tight
    /// A clear bounce: damping ratio 0.5, initial velocity 3.
    case medium
    /// A loose wobble: damping ratio 0.2, initial velocity 4.
    case loose

    /// The damping ratio ζ.
    public var dampingRatio: Double {
      switch self {
      case .none: return 1.0
      case .tight: return 0.7
      case .medium: return 0.5
      case .loose: return 0.2
      }
    }

    /// The initial velocity, in distances per second.
    public var initialVelocity: Double {
      switch self {
      case .none: return 0
      case .tight: return 1
      case .medium: return 3
      case .loose: return 4
      }
    }

    /// Returns the spring UIKit would animate this preset with over `duration`.
    ///
    /// - Parameter duration: The animation's duration, in seconds.
    /// - Returns: The spring from ``Spring/init(duration:dampingRatio:initialVelocity:)``.
    /// - Throws: ``TimingError`` when the duration is not finite or not positive.
    public func spring(duration: TimeInterval) throws(TimingError) -> Spring {
      try Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }
  }
}

extension Spring: Hashable {
  /// Two springs are equal when their mass, stiffness and damping are.
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes the mass, stiffness and damping.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}

extension Spring: Codable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Decodes `{"mass": …, "stiffness": …, "damping": …}`, validating it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the bad value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
    let stiffness = try container.decode(Double.self, forKey: .stiffness)
    let damping = try container.decode(Double.self, forKey: .damping)
    do {
      try self.init(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the spring as `{"mass": …, "stiffness": …, "damping": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mass, forKey: .mass)
    try container.encode(stiffness, forKey: .stiffness)
    try container.encode(damping, forKey: .damping)
  }
}
