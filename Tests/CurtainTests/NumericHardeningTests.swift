import Foundation
import ReferenceMath
import Testing

@testable import Curtain

/// Issue 14's reproductions in the core.
///
/// Inputs the documentation accepts that used to trap (a Double→Int conversion of an unbounded settling time) or yield NaN (0 × ∞ in the over-damped
/// spring, a curve with a huge control point, a track between huge endpoints). Each now gives a
/// finite value or a typed error naming the parameter, its value and the accepted range.
///
/// Expected numbers come from `TextbookSpring` (Tests/ReferenceMath) or from this mpmath script,
/// whose output is pasted next to each use:
///
/// ```python
/// from mpmath import mp, mpf, sqrt, exp, log, pi
/// mp.dps = 50
/// k, c = mpf(40), mpf(100)                       # m = 1
/// w0 = sqrt(k); z = c / (2 * w0); a = w0 * sqrt(z * z - 1)
/// rp, rm = -z * w0 + a, -z * w0 - a
/// C2 = -rp / (rm - rp); C1 = 1 - C2
/// print(1 - (C1 * exp(rp * 7.2) + C2 * exp(rm * 7.2)))   # 0.944288718751782355…
/// print(log(mpf('0.001') / C1) / rp)                      # 17.2100927223522860…
/// wd = sqrt(300 - 100)                                    # k = 300, c = 20: α = 10
/// print(log(mpf('1e300') / wd / mpf('0.001')) / 10)       # 69.5034124493921823…
/// print(pi / wd)                                          # 0.222144146907918312…
/// print(log(1000) / (mpf('1e-18') / 2))                   # 1.38155105579642741e19
/// ```
@Suite struct NumericHardeningTests {
  // MARK: - Settling times that used to overflow an Int

  @Test func nearlyUndampedSpringHasAFiniteSettlingTime() throws {
    // Trapped before: Int(bound · ω_d / π · 16) with bound ≈ 1.4e19 s.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 1e-18)
    #expect(spring.settlingDuration.isFinite)
    // The envelope e^(−αt) with α = c/2m = 5e-19 reaches 0.001 at ln(1000)/α = 1.38155e19 s
    // (mpmath above); the last crossing lies within a half-period π/10 of it, far below 1e-3
    // relative.
    #expect(abs(spring.settlingDuration / 1.381_551_055_796_427_4e19 - 1) < 1e-3)
  }

  @Test func tinyDampingRatioInUIKitFormHasAFiniteSettlingTime() throws {
    // Trapped before, in the same conversion.
    let spring = try Spring(duration: 0.5, dampingRatio: 1e-300)
    #expect(spring.settlingDuration.isFinite)
    #expect(spring.settlingDuration > 0)
  }

  @Test func hugeInitialVelocitySettlesWhereTheEnvelopeSays() throws {
    // Trapped before: the amplitude √(x₀² + (b/ω_d)²) overflowed to ∞.
    let spring = try Spring(mass: 1, stiffness: 300, damping: 20)
    let timing = try AnimationTiming(spring: spring, initialVelocity: 1e300)
    // x ≈ (v₀/ω_d)·e^(−αt)·sin ω_d t: its envelope reaches 0.001 at 69.50341244939 s (mpmath
    // above), and the last time |x| ≥ 0.001 lies within one half-period (0.2221 s) before it.
    #expect(timing.duration <= 69.503_412_449_392_2 + 1e-6)
    #expect(timing.duration >= 69.503_412_449_392_2 - 0.222_144_146_907_918_3)
  }

  // MARK: - The over-damped spring

  @Test func stronglyOverdampedSpringIsFiniteAndMatchesTheTextbook() throws {
    let spring = try Spring(mass: 1, stiffness: 40, damping: 100)
    // NaN before (0 × ∞): 0.944288718751782355… (mpmath above).
    #expect(abs(spring.value(at: 7.2) - 0.944_288_718_751_782_4) < 1e-12)
    let textbook = TextbookSpring(mass: 1, stiffness: 40, damping: 100)
    for t in stride(from: 0.01, through: 60, by: 0.37) {
      let expected = 1 - textbook.position(at: t, x0: 1, v0: 0)
      #expect(abs(spring.value(at: t) - expected) < 1e-12, "t = \(t)")
      #expect(spring.velocity(at: t).isFinite, "t = \(t)")
    }
    // 17.2100927223522860… s (mpmath above).
    #expect(abs(spring.settlingDuration - 17.210_092_722_352_286) < 1e-6)
  }

  @Test(arguments: [-0.89, -0.5, -0.99, -0.999])
  func overdampedSwiftUISpringsAreFiniteAtEveryTime(bounce: Double) throws {
    let spring = try Spring(duration: 0.75, bounce: bounce)
    #expect(spring.settlingDuration.isFinite)
    let textbook = TextbookSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    for t in [0.001, 0.5, 3, 10, 100, 1_000, 1e6] {
      let value = spring.value(at: t)
      #expect(value.isFinite, "bounce \(bounce), t = \(t)")
      #expect(abs(value - (1 - textbook.position(at: t, x0: 1, v0: 0))) < 1e-9)
    }
  }

  // MARK: - Values the boundary now refuses

  @Test func springResponsesOutsideTheirRangeAreRefused() {
    #expect(throws: TimingError.self) { try Spring(duration: 1e-300) }
    #expect(throws: TimingError.self) { try Spring(dampingRatio: 1, response: 1e300) }
    #expect(throws: TimingError.self) { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) }
    #expect(throws: TimingError.self) { try Spring(mass: 1, stiffness: 100, damping: 1e300) }
    do {
      _ = try Spring(duration: 1e-300)
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains("duration"))
      #expect(error.description.contains("1e-300"))
      #expect(error.description.contains("1e-06"))
    }
  }

  @Test func curveControlPointsBeyondAMillionAreRefused() {
    #expect(throws: TimingError.self) {
      try TimingCurve(
        controlPoint1: CGPoint(x: 0.2, y: 1e308), controlPoint2: CGPoint(x: 0.5, y: -1e308))
    }
    do {
      _ = try TimingCurve(
        controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.5, y: -2e6))
      Issue.record("accepted")
    } catch {
      #expect(
        error
          == .outOfRange(parameter: "controlPoint2.y", value: -2e6, expected: "in -1e6...1e6"))
    }
    // The edge of the range is accepted and finite everywhere.
    let edge = try? TimingCurve(
      controlPoint1: CGPoint(x: 0.2, y: 1e6), controlPoint2: CGPoint(x: 0.5, y: -1e6))
    for x in stride(from: 0.0, through: 1, by: 0.01) {
      #expect(edge?.progress(at: x).isFinite == true)
    }
  }

  // MARK: - Interpolation between huge endpoints

  @Test func trackBetweenHugeEndpointsIsFinite() throws {
    let track = try Track(
      actor: .presented,
      from: ViewState(frame: CGRect(x: -1e308, y: 0, width: 1, height: 1)),
      to: ViewState(frame: CGRect(x: 1e308, y: 0, width: 1, height: 1)),
      timing: AnimationTiming(curve: .linear, duration: 1))
    let plan = try TransitionPlan(tracks: [track])
    // Exact at both ends; halfway, −1e308·½ + 1e308·½ = 0.
    #expect(plan.state(of: .presented, at: 0).frame?.origin.x == -1e308)
    #expect(plan.state(of: .presented, at: 1).frame?.origin.x == 1e308)
    #expect(plan.state(of: .presented, at: 0.5).frame?.origin.x == 0)
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(plan.state(of: .presented, at: t).frame?.origin.x.isFinite == true, "t = \(t)")
    }
  }

  @Test func theCheckedConversionNeverTraps() {
    // By hand: NaN and values below the range give its lower bound, values above its upper
    // bound, others their integer part (truncation, as Int(_:) does).
    #expect(Int(clamping: .nan, to: 1...10) == 1)
    #expect(Int(clamping: -.infinity, to: 1...10) == 1)
    #expect(Int(clamping: .infinity, to: 1...10) == 10)
    #expect(Int(clamping: 1e300, to: 0...Int.max) == Int.max)
    #expect(Int(clamping: -1e300, to: Int.min...0) == Int.min)
    #expect(Int(clamping: 3.7, to: 0...10) == 3)
    #expect(Int(clamping: -3.7, to: -10...10) == -3)
    #expect(Int(clamping: 9.99, to: 0...10) == 9)
  }

  @Test func interpolationOvershootingPastTheLargestDoubleIsClamped() {
    // 1e308 + (1e308 − 0)·2 overflows; the documented clamp keeps the largest finite value.
    #expect(lerp(0.0, 1e308, 3) == .greatestFiniteMagnitude)
    #expect(lerp(0.0, 1e308, -3) == -.greatestFiniteMagnitude)
    #expect(lerp(1e308, -1e308, 0.25) == 1e308 * 0.75 + -1e308 * 0.25)
    // Ordinary values keep the former formula bit for bit: 1 + (3 − 1)·0.3.
    #expect(lerp(1.0, 3.0, 0.3) == 1 + 2 * 0.3)
  }
}
