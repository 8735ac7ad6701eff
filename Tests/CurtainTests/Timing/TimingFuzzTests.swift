import Foundation
import ReferenceMath
import Testing

@testable import Curtain

/// Property-based fuzzing of every timing entry point with valid and invalid values: springs in
/// all four forms, curves and timings.
///
/// Invariants: nothing traps; a refused value is a ``TimingError`` whose message names the
/// parameter and says what it must be; every accepted value gives finite values, velocities and
/// progress at every finite time (a settling time is infinite only for a spring with no
/// damping).
@Suite struct TimingFuzzTests {
  /// Checks the numbers an accepted spring gives.
  static func check(_ spring: Spring, _ test: Fuzz.Case, _ random: inout SplitMix64) -> String? {
    let settles = spring.settlingDuration
    // Infinite only without damping: a decay rate ζω₀ of 0 (also when a subnormal damping
    // rounds it to 0).
    if !(settles >= 0) || (settles.isInfinite && spring.motion.alpha != 0) {
      return "settlingDuration \(settles) for \(spring)"
    }
    for _ in 0..<test.size {
      let time = test.number(&random, typical: 0...5, invalid: false)
      let velocity = test.number(&random, typical: -20...20, invalid: false)
      let value = spring.value(at: time, initialVelocity: velocity)
      let speed = spring.velocity(at: time, initialVelocity: velocity)
      if !value.isFinite || !speed.isFinite {
        return "value \(value), velocity \(speed) at t = \(time), v₀ = \(velocity) for \(spring)"
      }
      let settling = spring.settlingDuration(initialVelocity: velocity)
      if !(settling >= 0) || (settling.isInfinite && spring.motion.alpha != 0) {
        return "settlingDuration(initialVelocity: \(velocity)) = \(settling) for \(spring)"
      }
    }
    return nil
  }

  /// Checks that a refusal names one of `parameters`.
  static func check(_ error: TimingError, names parameters: [String]) -> String? {
    let text = error.description
    guard parameters.contains(where: { text.hasPrefix($0) }), text.contains("must") else {
      return "the error '\(text)' does not name one of \(parameters) and what it must be"
    }
    return nil
  }

  /// Checks an accepted timing's progress at random times.
  static func check(
    _ timing: AnimationTiming, _ test: Fuzz.Case, _ random: inout SplitMix64
  ) -> String? {
    if !timing.duration.isFinite || !timing.delay.isFinite { return "timing \(timing)" }
    for _ in 0..<test.size {
      let time = test.number(&random, typical: -1...5, invalid: false)
      let progress = timing.progress(at: time)
      if !progress.isFinite { return "progress \(progress) at \(time) for \(timing)" }
    }
    return nil
  }

  static func property(_ test: Fuzz.Case) -> String? {
    var random = test.generator
    func value(_ typical: ClosedRange<Double>) -> Double {
      test.number(&random, typical: typical)
    }
    do {
      switch random.int(0...6) {
      case 0:
        let (m, k, c) = (value(0.1...5), value(1...1_000), value(0...60))
        do {
          return check(try Spring(mass: m, stiffness: k, damping: c), test, &random)
        } catch {
          return check(error, names: ["mass", "stiffness", "damping"])
        }
      case 1:
        let (ratio, response, mass) = (value(0.05...3), value(0.05...2), value(0.1...5))
        do {
          let spring = try Spring(dampingRatio: ratio, response: response, mass: mass)
          return check(spring, test, &random)
        } catch {
          return check(error, names: ["dampingRatio", "response", "mass"])
        }
      case 2:
        let (duration, bounce) = (value(0.05...2), value(-0.99...0.99))
        do {
          return check(try Spring(duration: duration, bounce: bounce), test, &random)
        } catch {
          return check(error, names: ["duration", "bounce"])
        }
      case 3:
        let (duration, ratio, velocity) = (value(0.05...2), value(0.05...1.5), value(-10...10))
        do {
          let spring = try Spring(
            duration: duration, dampingRatio: ratio, initialVelocity: velocity)
          return check(spring, test, &random)
        } catch {
          return check(error, names: ["duration", "dampingRatio", "initialVelocity"])
        }
      case 4:
        let points = [value(0...1), value(-2...3), value(0...1), value(-2...3)]
        let curve: TimingCurve
        do {
          curve = try TimingCurve(
            controlPoint1: CGPoint(x: points[0], y: points[1]),
            controlPoint2: CGPoint(x: points[2], y: points[3]))
        } catch {
          return check(error, names: ["controlPoint1", "controlPoint2"])
        }
        for _ in 0..<test.size {
          let fraction = test.number(&random, typical: 0...1, invalid: false)
          let progress = curve.progress(at: fraction)
          if !progress.isFinite { return "progress \(progress) at \(fraction) of \(curve)" }
        }
        let (duration, delay) = (value(0...2), value(0...1))
        do {
          let timing = try AnimationTiming(curve: curve, duration: duration, delay: delay)
          return check(timing, test, &random)
        } catch {
          return check(error, names: ["duration", "delay"])
        }
      case 5:
        let spring = try Spring(
          mass: 1, stiffness: random.uniform(in: 10...1_000), damping: random.uniform(in: 1...80))
        let velocity = value(-20...20)
        let duration: Double? = random.chance(0.5) ? nil : value(0...2)
        do {
          let timing = try AnimationTiming(
            spring: spring, initialVelocity: velocity, duration: duration, delay: value(0...1))
          return check(timing, test, &random)
        } catch {
          return check(error, names: ["initialVelocity", "duration", "delay", "spring"])
        }
      default:
        let preset = random.pick(Spring.Preset.allCases)
        let duration = AnimationDuration.custom(duration: value(0.05...2))
        do {
          return check(try AnimationTiming(spring: preset, duration: duration), test, &random)
        } catch {
          return check(error, names: ["duration"])
        }
      }
    } catch {
      return "unexpected error \(error)"
    }
  }

  @Test func timingEntryPointsAreTotal() {
    let failures = Fuzz.run("timing", cases: 2_000, seed: 0x7131_0001, size: 12, Self.property)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
