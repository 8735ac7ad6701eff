import Foundation
import ReferenceMath
import Testing

@testable import Curtain

@Suite struct AnimationTimingTests {
  // MARK: - Curve timings

  /// Delay 0.25 s and duration 0.5 s: both exact in binary, so the end is exactly 0.75 s.
  static let delay = 0.25
  static let duration = 0.5

  @Test(arguments: [
    TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default, .standard,
    TimingCurve(validated: 0.68, -0.55, 0.265, 1.55),
  ])
  func curveTimingHoldsZeroUntilTheDelayAndOneFromTheEnd(curve: TimingCurve) throws {
    let timing = try AnimationTiming(curve: curve, duration: Self.duration, delay: Self.delay)
    for time in [-10, -0.1, 0, 0.1, 0.249_999, Self.delay] {
      #expect(timing.progress(at: time) == 0, "t = \(time)")
    }
    for time in [Self.delay + Self.duration, 0.750_001, 1, 100, .infinity] {
      #expect(timing.progress(at: time) == 1, "t = \(time)")
    }
    #expect(timing.endTime == 0.75)
  }

  @Test(arguments: [
    (0.0, 0.0, 1.0, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.25, 0.1, 0.25, 1),
    (0.4, 0, 0.2, 1), (0.34, 1.56, 0.64, 1), (0.68, -0.55, 0.265, 1.55),
  ])
  func curveTimingFollowsItsCurveAtTheLocalFraction(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws {
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    let timing = try AnimationTiming(curve: curve, duration: Self.duration, delay: Self.delay)
    let reference = BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    for index in 1..<500 {
      let time = Self.delay + Self.duration * Double(index) / 500
      // The local fraction is (t − delay) / duration.
      let expected = reference.progress(at: (time - Self.delay) / Self.duration)
      #expect(abs(timing.progress(at: time) - expected) <= 1e-9, "t = \(time)")
    }
  }

  @Test func zeroDurationJumpsToOneRightAfterTheDelay() throws {
    let timing = try AnimationTiming(curve: .easeInOut, duration: 0, delay: 0.5)
    #expect(timing.progress(at: 0.5) == 0)
    #expect(timing.progress(at: 0.500_000_1) == 1)
  }

  @Test func defaultCurveIsCoreAnimationsDefault() throws {
    let timing = try AnimationTiming(duration: 0.3)
    #expect(timing.kind == .curve(.default))
    #expect(timing.delay == 0)
    #expect(timing.duration == 0.3)
  }

  // MARK: - Spring timings

  /// (m, k, c, initial velocity): under-damped, critical and over-damped.
  @Test(arguments: [
    (1.0, 100.0, 6.0, 0.0), (1, 100, 6, 3), (1, 100, 20, 0), (1, 100, 20, -2), (1, 100, 50, 4),
  ])
  func springTimingFollowsTheSpringAtTheLocalTime(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
  ) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    let timing = try AnimationTiming(
      spring: spring, initialVelocity: initialVelocity, duration: 1.5, delay: 0.2)
    let motion = TextbookSpring(mass: mass, stiffness: stiffness, damping: damping)
    #expect(timing.progress(at: 0.2) == 0)
    #expect(timing.progress(at: 0.1) == 0)
    #expect(timing.progress(at: 1.7) == 1)
    #expect(timing.progress(at: 3) == 1)
    for index in 1..<300 {
      let local = 1.5 * Double(index) / 300
      // Progress 1 − x with x₀ = 1 and v₀ = −initialVelocity, at the time since the delay.
      let expected = 1 - motion.position(at: local, x0: 1, v0: -initialVelocity)
      let time = 0.2 + local
      let error = abs(timing.progress(at: time) - expected)
      // 0.2 + local − 0.2 may differ from local by an ulp of 2 (4e-16 s), times |p′| ≤ 10.
      #expect(error <= 1e-12, "t = \(time)")
    }
  }

  @Test(arguments: [(1.0, 100.0, 6.0, 0.0), (1, 100, 20, 2), (1, 100, 50, 0), (2, 50, 3, -1)])
  func springTimingWithoutADurationRunsUntilTheSpringSettles(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
  ) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    let timing = try AnimationTiming(spring: spring, initialVelocity: initialVelocity)
    #expect(timing.duration == spring.settlingDuration(initialVelocity: initialVelocity))
    // At that time the spring is 0.001 from its target (the settling threshold), by the
    // independent closed form.
    let motion = TextbookSpring(mass: mass, stiffness: stiffness, damping: damping)
    let offset = motion.position(at: timing.duration, x0: 1, v0: -initialVelocity)
    #expect(abs(abs(offset) - 0.001) <= 1e-12, "offset \(offset)")
    #expect(timing.progress(at: timing.duration) == 1)
  }

  @Test func uikitSpringTimingKeepsItsDuration() throws {
    let timing = try AnimationTiming(
      duration: 0.5, dampingRatio: 0.6, initialVelocity: 2, delay: 0.1)
    #expect(timing.duration == 0.5)
    #expect(timing.delay == 0.1)
    let spring = try Spring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 2)
    #expect(timing.kind == .spring(spring, initialVelocity: 2))
  }

  @Test(
    arguments: Spring.Preset.allCases,
    [AnimationDuration.ultraSlow, .slow, .medium, .normal, .fast, .reallyFast])
  func jellyPresetTimingUsesThePresetOverTheDuration(
    preset: Spring.Preset, duration: AnimationDuration
  ) throws {
    let timing = try AnimationTiming(spring: preset, duration: duration, delay: 0.05)
    #expect(timing.duration == duration.timeInterval)
    #expect(timing.delay == 0.05)
    guard case .spring(let spring, let velocity) = timing.kind else {
      Issue.record("expected a spring, got \(timing.kind)")
      return
    }
    #expect(velocity == preset.initialVelocity)
    #expect(abs(spring.dampingRatio - preset.dampingRatio) <= 1e-12)
    #expect(spring == (try preset.spring(duration: duration.timeInterval)))
  }

  @Test func undampedSpringPlaysForAGivenDuration() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    let timing = try AnimationTiming(spring: spring, duration: 2)
    // Undamped, ω₀ = 10: x = cos(10t), progress 1 − cos(10t).
    for index in 1..<200 {
      let time = Double(index) / 100
      #expect(abs(timing.progress(at: time) - (1 - cos(10 * time))) <= 1e-12, "t = \(time)")
    }
    #expect(timing.progress(at: 2) == 1)
  }

  @Test func springWithoutDampingAndWithoutADurationNeverSettles() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    let error = #expect(throws: TimingError.self) { try AnimationTiming(spring: spring) }
    #expect(error == .springNeverSettles(parameter: "spring"))
    #expect(throws: TimingError.springNeverSettles(parameter: "spring")) {
      try AnimationTiming(spring: spring, initialVelocity: 3, delay: 0.1)
    }
  }

  // MARK: - Reversal

  @Test(arguments: [
    TimingCurve.easeIn, .easeOut, .easeInOut, .default, .standard,
    TimingCurve(validated: 0.68, -0.55, 0.265, 1.55), TimingCurve(validated: 0.34, 1.56, 0.64, 1),
  ])
  func reversedCurveTimingPlaysTheSlotBackwards(curve: TimingCurve) throws {
    // Slot 0.125...0.625 inside a transition of 1 s; mirrored, it runs 0.375...0.875.
    let timing = try AnimationTiming(curve: curve, duration: 0.5, delay: 0.125)
    let reversed = timing.reversed(within: 1)
    #expect(reversed.delay == 0.375)
    #expect(reversed.duration == 0.5)
    let reference = BernsteinCurve(
      x1: Double(curve.controlPoint1.x), y1: Double(curve.controlPoint1.y),
      x2: Double(curve.controlPoint2.x), y2: Double(curve.controlPoint2.y))
    for index in 0...400 {
      let time = Double(index) / 400
      // Played backwards: 1 − progress(at: total − t), where the forward progress is the curve at
      // the local fraction, 0 before the slot and 1 after it.
      let forwardLocal = (1 - time - 0.125) / 0.5
      let forward =
        forwardLocal <= 0 ? 0 : forwardLocal >= 1 ? 1 : reference.progress(at: forwardLocal)
      #expect(abs(reversed.progress(at: time) - (1 - forward)) <= 1e-9, "t = \(time)")
      #expect(
        abs(reversed.progress(at: time) - (1 - timing.progress(at: 1 - time))) <= 1e-9,
        "t = \(time)")
    }
  }

  @Test func reversedSpringTimingKeepsItsForwardMotionInTheMirroredSlot() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    let timing = try AnimationTiming(spring: spring, initialVelocity: 1, duration: 0.5, delay: 0.1)
    let reversed = timing.reversed(within: 1)
    #expect(reversed.kind == timing.kind)
    #expect(reversed.duration == 0.5)
    #expect(abs(reversed.delay - 0.4) <= 1e-15)
    // Same motion, started 0.4 s in.
    #expect(abs(reversed.progress(at: 0.65) - timing.progress(at: 0.35)) <= 1e-12)
  }

  @Test func reversedWithinATotalShorterThanTheTimingStartsAtOnce() throws {
    let timing = try AnimationTiming(curve: .easeIn, duration: 0.5, delay: 0.25)
    let reversed = timing.reversed(within: 0.5)
    #expect(reversed.delay == 0)
    #expect(reversed.duration == 0.5)
  }

  @Test func delayedTimingStartsLaterButNeverBeforeZero() throws {
    let timing = try AnimationTiming(curve: .easeIn, duration: 0.5, delay: 0.25)
    #expect(timing.delayed(by: 0.5).delay == 0.75)
    #expect(timing.delayed(by: -1).delay == 0)
    #expect(timing.delayed(by: 0.5).duration == 0.5)
  }

  // MARK: - Bad input

  static let badTimings: [BadTiming] = [
    BadTiming("curve duration −1", "duration") { try AnimationTiming(duration: -1) },
    BadTiming("curve duration NaN", "duration") { try AnimationTiming(duration: .nan) },
    BadTiming("curve duration ∞", "duration") { try AnimationTiming(duration: .infinity) },
    BadTiming("curve delay −0.5", "delay") { try AnimationTiming(duration: 1, delay: -0.5) },
    BadTiming("curve delay NaN", "delay") { try AnimationTiming(duration: 1, delay: .nan) },
    BadTiming("curve delay −∞", "delay") { try AnimationTiming(duration: 1, delay: -.infinity) },
    BadTiming("curve delay ∞", "delay") { try AnimationTiming(duration: 1, delay: .infinity) },
    BadTiming("spring duration −1", "duration") {
      try AnimationTiming(spring: Spring(stiffness: 100, damping: 20), duration: -1)
    },
    BadTiming("spring duration ∞", "duration") {
      try AnimationTiming(spring: Spring(stiffness: 100, damping: 20), duration: .infinity)
    },
    BadTiming("spring delay −1", "delay") {
      try AnimationTiming(spring: Spring(stiffness: 100, damping: 20), delay: -1)
    },
    BadTiming("spring delay NaN", "delay") {
      try AnimationTiming(spring: Spring(stiffness: 100, damping: 20), duration: 1, delay: .nan)
    },
    BadTiming("spring velocity NaN", "initialVelocity") {
      try AnimationTiming(spring: Spring(stiffness: 100, damping: 20), initialVelocity: .nan)
    },
    BadTiming("UIKit duration −0.3", "duration") {
      try AnimationTiming(duration: -0.3, dampingRatio: 0.5)
    },
    BadTiming("UIKit duration NaN", "duration") {
      try AnimationTiming(duration: .nan, dampingRatio: 0.5)
    },
    BadTiming("UIKit delay −1", "delay") {
      try AnimationTiming(duration: 0.3, dampingRatio: 0.5, delay: -1)
    },
    BadTiming("preset duration −1", "duration") {
      try AnimationTiming(spring: .tight, duration: .custom(duration: -1))
    },
    BadTiming("preset duration ∞", "duration") {
      try AnimationTiming(spring: .tight, duration: .custom(duration: .infinity))
    },
    BadTiming("preset delay ∞", "delay") {
      try AnimationTiming(spring: .medium, duration: .normal, delay: .infinity)
    },
  ]

  @Test(arguments: badTimings)
  func badDurationOrDelayIsRefusedByName(_ bad: BadTiming) {
    let error = #expect(throws: TimingError.self) { try bad.make() }
    let description = error?.description ?? ""
    #expect(description.hasPrefix(bad.parameter + " "), "\(description)")
    switch error {
    case .notFinite(let parameter, _)?, .outOfRange(let parameter, _, _)?:
      #expect(parameter == bad.parameter)
    default:
      Issue.record("unexpected error \(String(describing: error))")
    }
  }
}

// MARK: - Helpers

extension AnimationTimingTests {
  /// A timing initialiser call that must fail, and the parameter its error must name.
  typealias BadTiming = BadInput<AnimationTiming>
}
