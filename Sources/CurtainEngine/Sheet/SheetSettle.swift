import Curtain
import Foundation

/// The settle after a release: a critically damped *third-order* motion (a triple pole at −ω)
/// that starts at the finger's position with the finger's velocity and no acceleration, and
/// reaches the detent within ``settleTolerance`` by ``settleTime`` whatever the release.
///
/// With `y` the top edge minus the target, `y₀` its value and `v` the finger's velocity at the
/// release, the motion is
///
/// `y(t) = (y₀ + (v + ωy₀)t + (ωv + ω²y₀/2)t²)·e^(−ωt)`,
///
/// the solution of `(d/dt + ω)³ y = 0` with `y(0) = y₀`, `y′(0) = v`, `y″(0) = 0`. Its velocity
/// is `y′(t) = (v(1 + ωt) − ω(ωv + ω²y₀/2)t²)·e^(−ωt)`.
///
/// Why not a spring: a spring (`y″ = −ky − cy′`, which is all `UISpringTimingParameters` can
/// express) starts with acceleration `−ky₀ − cv`. Zero (or a small) initial acceleration forces
/// `c/k ≈ |y₀| / |v|`, and then the slower of its two decay rates is at most `2|v| / |y₀|`: a
/// slow release far from its detent has a long tail (about 1.45 s with the former rule), and a
/// stiffer spring instead kicks the sheet ahead of the finger in the first frame. The triple
/// pole keeps the start exact (velocity `v`, acceleration 0) for any ω, so ω is free to set
/// the tail.
///
/// ω is chosen per release (``init(displacement:velocity:)``): the smallest ω for which
/// `|y(t)| ≤ settleTolerance` from ``settleTime`` on (a smaller ω also keeps the first frame
/// nearer the finger: that error grows as ω³), and at least `−2v / y₀` when the sheet moves
/// towards its target, which is what keeps it from overshooting — up to
/// ``noOvershootFrequencyLimit``. A release so fast for the distance left that it would need
/// more (a flick released a few points from the last detent) overshoots, by at most
/// ``overshootPerVelocity`` × |v|.
///
/// ```swift
/// // A flick at −1,000 pt/s from 400 to large (57): y₀ = 343.
/// let settle = SheetSettle(displacement: 343, velocity: -1000)
/// settle?.offset(at: 0)  // 343
/// settle?.velocity(at: 0)  // −1,000
/// settle?.duration  // < 0.7
/// ```
package struct SheetSettle: Hashable, Sendable {
  /// How close to the target the settle is from ``settleTime`` on: 0.5 points.
  package static let settleTolerance = 0.5
  /// When the settle is within ``settleTolerance`` of its target: 0.55 s after the release.
  package static let settleTime = 0.55
  /// How close to the target the settle ends (it then jumps onto it): 0.1 points, a third of
  /// a pixel on a 3× screen.
  package static let endTolerance = 0.1
  /// The largest ω used to keep a fast release from overshooting: 120 rad/s.
  package static let noOvershootFrequencyLimit = 120.0
  /// The overshoot of a release that needs more than ``noOvershootFrequencyLimit``, per point
  /// per second of release velocity: 0.0070 s.
  ///
  /// The largest overshoot of the triple pole at
  /// ω is that of `y₀ → 0`, `v·t(1 + ωt)e^(−ωt)`, at `ωt = (1 + √5) / 2`:
  /// `0.8399 |v| / ω`, and 0.8399 / 120 < 0.0070.
  package static let overshootPerVelocity = 0.0070

  /// The top edge minus the target at the release, `y₀`, in points.
  package let displacement: Double
  /// The release velocity `v`, points per second, positive downward.
  package let velocity: Double
  /// The natural frequency ω, rad/s.
  package let frequency: Double
  /// When the settle ends: the time from which `|y(t)| ≤ endTolerance`, in seconds.
  package let duration: TimeInterval

  /// The settle from `displacement` at `velocity`; `nil` when there is nothing to animate
  /// (`y₀` is 0, or the motion never leaves ``endTolerance`` of the target), or when a value is not finite or 10¹² or more (the sheet then jumps to its
  /// target).
  ///
  /// - Parameters:
  ///   - displacement: `y₀`, the top edge at release minus the target, in points.
  ///   - velocity: `v`, the release velocity, points per second.
  package init?(displacement: Double, velocity: Double) {
    guard displacement.isFinite, velocity.isFinite, displacement != 0,
      abs(displacement) < 1e12, abs(velocity) < 1e12
    else { return nil }
    let towards = displacement * velocity < 0
    let still = towards ? min(-2 * velocity / displacement, Self.noOvershootFrequencyLimit) : 0
    var low = max(still, 1)
    func settles(_ omega: Double) -> Bool {
      Self.lastTime(
        beyond: Self.settleTolerance, displacement: displacement, velocity: velocity,
        frequency: omega) <= Self.settleTime
    }
    if !settles(low) {
      // The time to settle falls as ω grows; double until it fits (a few steps: ω ≈ 20 rad/s
      // for a phone's height), then bisect.
      var high = low * 2
      var steps = 0
      while !settles(high), steps < 60 {
        low = high
        high *= 2
        steps += 1
      }
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if settles(middle) { high = middle } else { low = middle }
      }
      low = high
    }
    let end = Self.lastTime(
      beyond: Self.endTolerance, displacement: displacement, velocity: velocity, frequency: low)
    guard low.isFinite, end.isFinite, end > 0 else { return nil }
    self.displacement = displacement
    self.velocity = velocity
    self.frequency = low
    self.duration = end
  }

  /// `y(t)`, the top edge minus the target `time` seconds after the release; 0 from
  /// ``duration`` on.
  ///
  /// - Parameter time: Seconds since the release; negative times give `y₀`.
  /// - Returns: Points.
  package func offset(at time: TimeInterval) -> Double {
    guard time > 0 else { return displacement }
    guard time < duration else { return 0 }
    return Self.offset(displacement, velocity, frequency, time)
  }

  /// `y′(t)`, the velocity `time` seconds after the release; 0 from ``duration`` on.
  ///
  /// - Parameter time: Seconds since the release; negative times give `v`.
  /// - Returns: Points per second.
  package func velocity(at time: TimeInterval) -> Double {
    guard time > 0 else { return velocity }
    guard time < duration else { return 0 }
    return Self.derivative(displacement, velocity, frequency, time)
  }

  /// How far the settle goes past its target, in points (0 when it does not).
  package var overshoot: Double {
    guard let peak = Self.extremum(displacement, velocity, frequency) else { return 0 }
    let value = Self.offset(displacement, velocity, frequency, peak)
    return value * displacement < 0 ? abs(value) : 0
  }

  // MARK: - The closed form

  static func offset(_ y0: Double, _ v: Double, _ omega: Double, _ t: Double) -> Double {
    let c = omega * v + omega * omega * y0 / 2
    return (y0 + (v + omega * y0) * t + c * t * t) * exp(-omega * t)
  }

  static func derivative(_ y0: Double, _ v: Double, _ omega: Double, _ t: Double) -> Double {
    let c = omega * v + omega * omega * y0 / 2
    return (v * (1 + omega * t) - omega * c * t * t) * exp(-omega * t)
  }

  /// The one time after 0 where `y′` changes sign, if any.
  ///
  /// It is the positive root of `ωC t² − vω t − v = 0` (`C = ωv + ω²y₀/2`); past it `|y|`
  /// falls for ever.
  static func extremum(_ y0: Double, _ v: Double, _ omega: Double) -> Double? {
    let a = omega * (omega * v + omega * omega * y0 / 2)
    let b = -v * omega
    let c = -v
    guard a != 0 else { return nil }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return nil }
    let root = discriminant.squareRoot()
    let roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)].filter { $0 > 0 && $0.isFinite }
    return roots.max()
  }

  /// The last time `|y(t)|` is above `tolerance`: 0 when it never is; found by bisection on
  /// the stretch past the extremum, where `|y|` only falls.
  static func lastTime(
    beyond tolerance: Double, displacement y0: Double, velocity v: Double, frequency omega: Double
  ) -> Double {
    let start = extremum(y0, v, omega) ?? 0
    guard abs(offset(y0, v, omega, start)) > tolerance else { return start }
    var low = start
    var high = start + 1 / omega
    var steps = 0
    while abs(offset(y0, v, omega, high)) > tolerance, steps < 200 {
      low = high
      high = start + (high - start) * 2
      steps += 1
    }
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if abs(offset(y0, v, omega, middle)) > tolerance { low = middle } else { high = middle }
    }
    return high
  }
}
