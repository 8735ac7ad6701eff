import Foundation

/// The settle after a release: a critically damped spring whose natural frequency is chosen
/// per release, so that the first frame after the release moves at the finger's velocity.
///
/// A critically damped spring started at the release velocity `v`, at a displacement `y₀` from
/// its target, accelerates at `−2ωv − ω²y₀` in its first instant. With the fixed
/// `SheetPresentation.settleSpring` (ω = 4π) a typical flick (`y₀ ≈ −0.5 s · v`, the projection
/// landing on the detent) moves about 24 % faster than the finger in its first 60 Hz frame: a
/// visible kick. So ``frequency(displacement:velocity:fastest:)`` picks the largest ω, up to
/// the fastest spring's, for which the mean velocity over the first frame, sampled exactly
/// from the spring's closed form `y(t) = (y₀ + (v + ωy₀)t)e^(−ωt)`, is within
/// ``firstFrameTolerance`` of `v` at both 60 and 120 frames per second. ω never goes below
/// ``slowestFrequency``; only a release that is slow for its distance (the finger almost at
/// rest far from the chosen detent) reaches that floor, and then its first frame may differ
/// from the finger by more.
///
/// ```swift
/// // A flick at −1,000 pt/s from 400 to large (57): y₀ = 343.
/// let omega = SheetSettle.frequency(displacement: 343, velocity: -1000, fastest: 4 * .pi)
/// let spring = SheetSettle.spring(frequency: omega)  // mass 1, stiffness ω², damping 2ω
/// ```
public enum SheetSettle {
  /// The largest relative difference between the first frame's mean velocity and the release
  /// velocity that the chosen ω allows: 0.04 (the issue asks for 5 %; 1 % is the margin).
  public static let firstFrameTolerance = 0.04
  /// The frame rates the first frame is checked at: 60 and 120.
  public static let checkedFrameRates: [Double] = [60, 120]
  /// The smallest natural frequency a settle uses, 4 rad/s (a response of 2π / 4 ≈ 1.57 s).
  public static let slowestFrequency = 4.0

  /// The relative difference between the mean velocity of the first `1 / fps` seconds of a
  /// critically damped spring of natural frequency `omega` and its initial velocity.
  ///
  /// - Parameters:
  ///   - omega: The natural frequency, rad/s.
  ///   - displacement: `y₀`, the start minus the target, in points.
  ///   - velocity: `v`, points per second; not 0.
  ///   - fps: The frame rate.
  /// - Returns: `(y(1/fps) − y₀) · fps / v − 1`.
  public static func firstFrameError(
    omega: Double, displacement: Double, velocity: Double, fps: Double
  ) -> Double {
    let dt = 1 / fps
    let y = (displacement + (velocity + omega * displacement) * dt) * exp(-omega * dt)
    return (y - displacement) / dt / velocity - 1
  }

  /// The natural frequency of the settle from `displacement` at `velocity`.
  ///
  /// - Parameters:
  ///   - displacement: The start minus the target, in points.
  ///   - velocity: The release velocity, points per second.
  ///   - fastest: The largest frequency, rad/s (the fastest spring's; 4π for
  ///     `SheetPresentation.settleSpring`). A value that is not finite or below
  ///     ``slowestFrequency`` counts as ``slowestFrequency``.
  /// - Returns: `fastest` when the release is at rest (|v| < 1 pt/s, nothing to match) or when
  ///   it already keeps the first frame within ``firstFrameTolerance``; otherwise the largest
  ///   ω in `slowestFrequency...fastest` that does, found by bisection; ``slowestFrequency``
  ///   when none does.
  public static func frequency(displacement: Double, velocity: Double, fastest: Double) -> Double {
    let top = fastest.isFinite ? max(fastest, slowestFrequency) : slowestFrequency
    guard displacement.isFinite, velocity.isFinite, abs(velocity) >= 1 else { return top }
    func fits(_ omega: Double) -> Bool {
      checkedFrameRates.allSatisfy { fps in
        abs(
          firstFrameError(
            omega: omega, displacement: displacement, velocity: velocity, fps: fps))
          <= firstFrameTolerance
      }
    }
    if fits(top) { return top }
    guard fits(slowestFrequency) else { return slowestFrequency }
    var low = slowestFrequency
    var high = top
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The critically damped spring of natural frequency `omega`: mass 1, stiffness ω²,
  /// damping 2ω.
  ///
  /// - Parameter frequency: ω in rad/s; a value that is not finite or below
  ///   ``slowestFrequency`` counts as ``slowestFrequency``.
  /// - Returns: The spring.
  public static func spring(frequency: Double) -> Spring {
    let omega = frequency.isFinite ? max(frequency, slowestFrequency) : slowestFrequency
    return Spring(validatedMass: 1, stiffness: omega * omega, damping: 2 * omega)
  }

  /// The natural frequency of a spring, `√(stiffness / mass)`.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: ω in rad/s.
  public static func naturalFrequency(of spring: Spring) -> Double {
    (spring.stiffness / spring.mass).squareRoot()
  }
}
