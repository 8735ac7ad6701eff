import Foundation

extension AnimationTiming {
  /// The timing of Jelly's cover and slide: a `UIViewPropertyAnimator` over `duration` whose
  /// timing provider is of type `.composed`, with `UICubicTimingParameters` of `curve` and
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` of the preset (`.none` is damping
  /// 1, velocity 0), as Jelly's `CombinedTimingCurveProvider` builds it.
  ///
  /// The one place the core reads `.composed`. Apple documents only that it "starts with the
  /// curve defined by the cubicTimingParameters property and modifies it using the spring
  /// information"; the reading here is the UIKit model's (Tests/UIKitStub, graded M, awaiting a
  /// simulator run): the spring runs on the curve's eased time, and a damping-ratio spring fits
  /// the duration with a unit mass whose envelope e^(−ζω₀t) falls to 1/1000 at the end:
  /// ω₀ = ln 1000 / (ζ·d), k = ω₀², c = 2ζω₀.
  ///
  /// - Parameters:
  ///   - curve: The way's curve.
  ///   - preset: The spring preset.
  ///   - duration: Seconds, 0 or more; 0 gives an immediate curve timing.
  /// - Throws: ``TimingError`` when the duration is negative or not finite, or so long that the
  ///   spring's natural frequency leaves ``Spring/naturalFrequencyRange``.
  package init(
    composing curve: TimingCurve, spring preset: Spring.Preset, duration: TimeInterval
  ) throws(TimingError) {
    let duration = try checkedTime(duration, "duration")
    guard duration > 0 else {
      try self.init(curve: curve, duration: 0)
      return
    }
    let zeta = preset.dampingRatio
    let omega = log(1000) / (zeta * duration)
    let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    self.init(
      kind: .composed(curve, spring, initialVelocity: preset.initialVelocity),
      duration: duration, delay: 0)
  }
}
