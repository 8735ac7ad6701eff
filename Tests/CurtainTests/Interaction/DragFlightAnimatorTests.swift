import Curtain
import CurtainEngine
import Foundation
import Testing

/// The flight after a drag released to dismiss starts every track at the finger's velocity.
@Suite struct DragFlightAnimatorTests {
  /// Released at (195, 602.5) (the centre of the frame a 211 pt drag gives), flying onto a card
  /// centred at (280, 760): d = (85, 157.5), |d|² = 7,225 + 24,806.25 = 32,031.25; at
  /// V = (0, 600), v = 600 × 157.5 ÷ 32,031.25 = 2.950 27 distances per second, and a finger
  /// moving the other way gives −v.
  @Test func theVelocityIsTheFingersProjectedOnTheFlight() {
    let released = CGRect(x: 48.75, y: 286, width: 292.5, height: 633)
    let card = CGRect(x: 200, y: 700, width: 160, height: 120)
    let v = DragFlightAnimator.progressVelocity(
      from: released, to: card, finger: CGPoint(x: 0, y: 600))
    #expect(abs(v - 600 * 157.5 / 32_031.25) <= 1e-12)
    let back = DragFlightAnimator.progressVelocity(
      from: released, to: card, finger: CGPoint(x: 0, y: -600))
    #expect(abs(back + 600 * 157.5 / 32_031.25) <= 1e-12)
    #expect(DragFlightAnimator.progressVelocity(from: released, to: nil, finger: .zero) == 0)
    #expect(
      DragFlightAnimator.progressVelocity(
        from: released, to: released, finger: CGPoint(x: 0, y: 600)) == 0)
  }

  /// A curve track leaves 0 at the velocity: its progress over the first 10 µs, divided by
  /// 10 µs, is v (a numerical derivative, independent of the control-point formula), for
  /// curves that start sloped, flat with their first control point on the start (ease-out),
  /// and straight; the end stays at 1 at the same duration.
  @Test(arguments: [
    (TimingCurve.easeInOut, 2.95), (.easeOut, 2.95), (.linear, -1.5), (.default, 8.0),
  ])
  func aCurveStartsAtTheVelocity(curve: TimingCurve, velocity: Double) throws {
    let timing = try AnimationTiming(curve: curve, duration: 0.3)
    let flown = try #require(DragFlightAnimator.timing(timing, startingAt: velocity))
    #expect(flown.duration == 0.3 && flown.delay == 0)
    let epsilon = 1e-5
    let slope = flown.progress(at: epsilon) / epsilon
    #expect(abs(slope - velocity) <= 1e-3 * abs(velocity) + 1e-3, "\(slope) for \(velocity)")
    #expect(abs(flown.progress(at: 0.3) - 1) <= 1e-9)
    // Without the velocity the curve would start elsewhere (the test can tell them apart).
    let before = timing.progress(at: epsilon) / epsilon
    #expect(abs(before - velocity) > 0.1)
  }

  /// A spring track is released with the velocity, over its settling time for it; a zero
  /// velocity leaves every timing as it is.
  @Test func aSpringIsReleasedWithTheVelocity() throws {
    let spring = try Spring(duration: 0.5, dampingRatio: 0.9)
    let timing = try AnimationTiming(spring: spring)
    let flown = try #require(DragFlightAnimator.timing(timing, startingAt: 2))
    #expect(flown.kind == .spring(spring, initialVelocity: 2))
    #expect(flown.duration == spring.settlingDuration(initialVelocity: 2))
    #expect(DragFlightAnimator.timing(timing, startingAt: 0) == nil)
  }
}
