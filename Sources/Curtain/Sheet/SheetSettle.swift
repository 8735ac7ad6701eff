import Foundation

/// The settle after a release: a critically damped spring whose natural frequency is chosen
/// per release, so that the first frame after the release moves at the finger's velocity.
///
/// A critically damped spring started at the release velocity `v`, at a displacement `y₀` from
/// its target, accelerates at `−2ωv − ω²y₀` in its first instant. With the fixed
/// `SheetPresentation.settleSpring` (ω = 4π) a typical flick (`y₀ ≈ −0.5 s · v`, the projection
/// landing on the detent) moves about 24 % faster than the finger in its first 60 Hz frame: a
/// visible kick. So ``frequency(displacement:velocity:fastest:)`` picks the ω closest to the
/// fastest spring's for which the mean velocity over the first frame, sampled exactly from the
/// spring's closed form `y(t) = (y₀ + (v + ωy₀)t)e^(−ωt)`, is within ``firstFrameTolerance``
/// of `v` at both 60 and 120 frames per second: the largest such ω below it, or, when the
/// finger is so fast for the distance left that only a stiffer spring keeps up
/// (`−2v / y₀ > ω_fastest`), the smallest such ω above it, at most ``fastestFrequency``. ω never
/// goes below ``slowestFrequency``; only a release that is slow for its distance (the finger
/// almost at rest far from the chosen detent) reaches that floor, and then its first frame may
/// differ from the finger by more. A release moving *away* from its target (a vetoed dismissal
/// springing back, a slow release below the midpoint going back up) keeps the fastest spring:
/// the spring has to turn the sheet around, and its first frame is slower than the finger.
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
  /// The largest natural frequency a settle uses, 120 rad/s (a response of about 0.05 s): a
  /// fast flick released close to its detent.
  public static let fastestFrequency = 120.0

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
  /// - Returns: `fastest` when the release is at rest (|v| < 1 pt/s, nothing to match), moves
  ///   away from the target (`y₀ · v > 0`), or already keeps the first frame within ``firstFrameTolerance``; otherwise, found by
  ///   bisection, the smallest fitting ω in `fastest...fastestFrequency` when `−2v / y₀` is
  ///   above `fastest` (``fastestFrequency`` when none fits), else the largest fitting ω in
  ///   `slowestFrequency...fastest` (``slowestFrequency`` when none fits).
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
    // Moving away from the target (a vetoed dismissal springing back): the spring must turn
    // the sheet around, which no frequency above the floor does without a kick; keep the
    // fastest, which turns it soonest.
    if displacement * velocity > 0 { return top }
    if fits(top) { return top }
    // ω* = −2v / y₀ starts the spring with no acceleration at all; it exists when the sheet
    // moves towards its target. When it is above `top`, only a faster spring keeps up.
    let still = displacement != 0 ? -2 * velocity / displacement : 0
    if still.isFinite, still > top {
      var low = max(top, still / 2)
      var high = min(still, fastestFrequency)
      guard fits(high) else { return high }
      if fits(low) { return low }
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if fits(middle) { high = middle } else { low = middle }
      }
      return high
    }
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
