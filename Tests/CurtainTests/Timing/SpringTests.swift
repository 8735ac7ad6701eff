import Foundation
import ReferenceMath
import Testing

@testable import Curtain

@Suite struct SpringTests {
  // MARK: - Motion against a numerical integration

  /// Springs in every regime: ζ = c / (2√(k·m)) worked out by hand in each comment.
  static let regimes: [Oscillator] = [
    // √(100·1) = 10, ζ = 6 / 20 = 0.3.
    Oscillator(mass: 1, stiffness: 100, damping: 6),
    // √(200·2) = 20, ζ = 12 / 40 = 0.3.
    Oscillator(mass: 2, stiffness: 200, damping: 12),
    // √(400·1) = 20, ζ = 2 / 40 = 0.05: a long wobble.
    Oscillator(mass: 1, stiffness: 400, damping: 2),
    // √(100·1) = 10, ζ = 20 / 20 = 1 exactly: critical.
    Oscillator(mass: 1, stiffness: 100, damping: 20),
    // √(25·4) = 10, ζ = 20 / 20 = 1 exactly, with a mass other than 1.
    Oscillator(mass: 4, stiffness: 25, damping: 20),
    // √(100·1) = 10, ζ = 50 / 20 = 2.5: over-damped.
    Oscillator(mass: 1, stiffness: 100, damping: 50),
    // √(200·0.5) = 10, ζ = 50 / 20 = 2.5.
    Oscillator(mass: 0.5, stiffness: 200, damping: 50),
    // No damping at all: ζ = 0.
    Oscillator(mass: 1, stiffness: 100, damping: 0),
  ]

  @Test(arguments: regimes, [0.0, 4.0, -1.5])
  func valueAndVelocityMatchRungeKuttaIntegration(
    oscillator: Oscillator, initialVelocity: Double
  ) throws {
    let spring = try Spring(
      mass: oscillator.mass, stiffness: oscillator.stiffness, damping: oscillator.damping)
    // Progress p = 1 − x with x₀ = 1 and v₀ = −initialVelocity (so p′(0) = initialVelocity).
    let sampleSteps = [1_000, 5_000, 10_000, 20_000, 35_000, 50_000, 80_000, 120_000, 200_000]
    let states = oscillator.rungeKutta(x0: 1, v0: -initialVelocity, sampleSteps: sampleSteps)
    var worst = 0.0
    for (steps, state) in zip(sampleSteps, states) {
      let time = Double(steps) * Oscillator.step
      let valueError = abs(spring.value(at: time, initialVelocity: initialVelocity) - (1 - state.x))
      let velocityError = abs(
        spring.velocity(at: time, initialVelocity: initialVelocity) - (-state.v))
      #expect(valueError <= 1e-6, "value at t = \(time)")
      #expect(velocityError <= 1e-6, "velocity at t = \(time)")
      worst = max(worst, valueError, velocityError)
    }
    print(
      "Spring \(oscillator.testDescription) v = \(initialVelocity) vs RK4: worst error \(worst)")
  }

  @Test(arguments: regimes, [0.0, 4.0])
  func textbookClosedFormMatchesRungeKutta(oscillator: Oscillator, initialVelocity: Double) {
    // A check on the checker: the closed forms used for the settling tests below.
    let sampleSteps = [1_000, 10_000, 35_000, 80_000, 200_000]
    let states = oscillator.rungeKutta(x0: 1, v0: -initialVelocity, sampleSteps: sampleSteps)
    for (steps, state) in zip(sampleSteps, states) {
      let time = Double(steps) * Oscillator.step
      let closed = oscillator.position(at: time, x0: 1, v0: -initialVelocity)
      #expect(abs(closed - state.x) <= 1e-9, "t = \(time)")
    }
  }

  @Test func valueStartsAtZeroWithTheInitialVelocity() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 6)
    #expect(spring.value(at: 0) == 0)
    #expect(spring.value(at: -1, initialVelocity: 3) == 0)
    #expect(spring.velocity(at: 0, initialVelocity: 3) == 3)
    #expect(spring.velocity(at: 0) == 0)
    // Taylor: p(0) = 0, p′(0) = v, p″(0) = −x″(0) = (k·x₀ + c·v₀)/m with x₀ = 1, v₀ = −v, so
    // p(t) ≈ v·t + (k − c·v)/(2m)·t²; at t = 1e-7 the next term is below 1e-18, and rounding
    // 1 − x leaves about 1e-16.
    let t = 1e-7
    let expected = 3 * t + (100 - 6 * 3) / 2 * t * t
    #expect(abs(spring.value(at: t, initialVelocity: 3) - expected) <= 1e-15)
  }

  /// Damping coefficients c = 20·(1 + ε) for k = 100, m = 1: ζ = 1 + ε.
  @Test(arguments: [1e-9, -1e-9, 1e-12, -1e-12, 1e-15, -1e-15], [0.0, 4.0, -1.5])
  func nearlyCriticalSpringMatchesTheCriticalClosedForm(
    offset: Double, initialVelocity: Double
  ) throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20 * (1 + offset))
    #expect(abs(spring.dampingRatio - 1) <= 2 * abs(offset) + 1e-15)
    // Critical (ω₀ = 10): x = e^(−ω₀t)·[x₀ + (v₀ + ω₀x₀)·t],
    // x′ = e^(−ω₀t)·[(v₀ + ω₀x₀) − ω₀·(x₀ + (v₀ + ω₀x₀)·t)].
    // A change of c by 2e-8 moves x by less than 1e-8 (the sensitivity ∂x/∂c is bounded by
    // ∫ t·e^(−10t)·|x′| dt ≤ 0.1), so 1e-8 is a fair bound besides the required 1e-6.
    let omega = 10.0
    let x0 = 1.0
    let v0 = -initialVelocity
    for time in [0.001, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2, 2, 5] {
      let decay = exp(-omega * time)
      let x = decay * (x0 + (v0 + omega * x0) * time)
      let v = decay * ((v0 + omega * x0) - omega * (x0 + (v0 + omega * x0) * time))
      let valueError = abs(spring.value(at: time, initialVelocity: initialVelocity) - (1 - x))
      let velocityError = abs(spring.velocity(at: time, initialVelocity: initialVelocity) + v)
      #expect(valueError <= 1e-6 && valueError <= 1e-8, "value at t = \(time): \(valueError)")
      #expect(
        velocityError <= 1e-6 && velocityError <= 1e-8, "velocity at t = \(time): \(velocityError)")
    }
  }

  // MARK: - Published figures and the three initialisers

  @Test func uikitDurationFormMatchesThePublishedFigure() throws {
    // UIKit's Spring(duration: 3, dampingRatio: 0.25): k ≈ 54.83, c ≈ 3.70.
    let spring = try Spring(duration: 3, dampingRatio: 0.25)
    #expect(abs(spring.stiffness - 54.83) <= 0.01)
    #expect(abs(spring.damping - 3.70) <= 0.01)
    #expect(spring.mass == 1)
    // With v₀ = 0 the envelope equation ζ/√(1 − ζ²)·e^(−ζω₀d) = 0.001 solves in closed form:
    // ω₀ = −ln(0.001·√(1 − ζ²)/ζ) / (ζ·d).
    let zeta = 0.25
    let omega = -log(0.001 * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * 3)
    #expect(abs(spring.stiffness - omega * omega) <= 1e-9 * omega * omega)
    #expect(abs(spring.damping - 2 * zeta * omega) <= 1e-9 * omega)
  }

  @Test func swiftUIDurationAndBounceMatchThePublishedFigure() throws {
    // SwiftUI's Spring(duration: 0.5, bounce: 0.3) has k ≈ 157.9 and c ≈ 17.6.
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) <= 0.1)
    #expect(abs(spring.damping - 17.6) <= 0.1)
    // Exactly: duration is the response, ζ = 1 − 0.3, k = (2π/0.5)², c = 4π·0.7/0.5.
    let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
    let damping = 4 * Double.pi * 0.7 / 0.5
    #expect(abs(spring.stiffness - stiffness) <= 1e-12 * stiffness)
    #expect(abs(spring.damping - damping) <= 1e-12 * damping)
    #expect(spring.mass == 1)
  }

  /// (duration, bounce, ζ): ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below 0.
  @Test(arguments: [
    (0.5, 0.0, 1.0), (0.5, 0.3, 0.7), (1.2, 0.9, 0.1), (0.25, 0.15, 0.85), (0.4, -0.5, 2.0),
    (0.4, -0.2, 1.25),
  ])
  func bounceSetsTheDampingRatio(duration: Double, bounce: Double, ratio: Double) throws {
    let spring = try Spring(duration: duration, bounce: bounce)
    #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
    #expect(abs(spring.response - duration) <= 1e-12 * duration)
  }

  /// (ζ, response, mass).
  @Test(arguments: [(0.5, 0.4, 1.0), (1, 0.3, 2), (1.8, 1.2, 0.5), (0.05, 2, 3), (0.825, 0.55, 1)])
  func responseFormFollowsItsFormulas(ratio: Double, response: Double, mass: Double) throws {
    let spring = try Spring(dampingRatio: ratio, response: response, mass: mass)
    // k = m·(2π/response)², c = 4π·m·ζ/response.
    let stiffness = mass * (2 * Double.pi / response) * (2 * Double.pi / response)
    let damping = 4 * Double.pi * mass * ratio / response
    #expect(spring.mass == mass)
    #expect(abs(spring.stiffness - stiffness) <= 1e-12 * stiffness)
    #expect(abs(spring.damping - damping) <= 1e-12 * damping)
    #expect(abs(spring.dampingRatio - ratio) <= 1e-12 * ratio)
    #expect(abs(spring.response - response) <= 1e-12 * response)
  }

  /// (m, k, c, ζ = c / (2√(k·m)) by hand).
  @Test(arguments: [
    (1.0, 100.0, 6.0, 0.3), (1, 100, 20, 1), (0.5, 200, 50, 2.5), (2, 8, 2, 0.25), (1, 100, 0, 0),
    (9, 4, 3, 0.25),
  ])
  func dampingRatioIsDampingOverTwiceTheRootOfStiffnessTimesMass(
    mass: Double, stiffness: Double, damping: Double, ratio: Double
  ) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    #expect(abs(spring.dampingRatio - ratio) <= 1e-15)
    #expect(spring.mass == mass && spring.stiffness == stiffness && spring.damping == damping)
  }

  // MARK: - UIKit's duration form: the envelope equation

  static let durationForms: [DurationForm] = [
    DurationForm(duration: 3, dampingRatio: 0.25, initialVelocity: 0),
    DurationForm(duration: 0.35, dampingRatio: 0.7, initialVelocity: 1),
    DurationForm(duration: 0.5, dampingRatio: 0.5, initialVelocity: 3),
    DurationForm(duration: 0.2, dampingRatio: 0.2, initialVelocity: 4),
    DurationForm(duration: 0.5, dampingRatio: 0.3, initialVelocity: 10),
    DurationForm(duration: 1, dampingRatio: 0.9, initialVelocity: -2),
    DurationForm(duration: 2, dampingRatio: 0.05, initialVelocity: 0),
    DurationForm(duration: 0.35, dampingRatio: 1, initialVelocity: 0),
    DurationForm(duration: 0.35, dampingRatio: 1, initialVelocity: 5),
    DurationForm(duration: 0.35, dampingRatio: 1.5, initialVelocity: 0),
    DurationForm(duration: 0.6, dampingRatio: 3, initialVelocity: 2),
    DurationForm(duration: 0.001, dampingRatio: 0.5, initialVelocity: 0),
    DurationForm(duration: 0.005, dampingRatio: 1, initialVelocity: 1),
    DurationForm(duration: 25, dampingRatio: 0.5, initialVelocity: 0),
    DurationForm(duration: 12, dampingRatio: 1, initialVelocity: 0),
  ]

  @Test(arguments: durationForms)
  func durationFormPutsTheEnvelopeAtOneThousandthAtTheDuration(_ form: DurationForm) throws {
    let spring = try Spring(
      duration: form.duration, dampingRatio: form.dampingRatio,
      initialVelocity: form.initialVelocity)
    // UIKit clamps the duration to 0.01...10 s and treats ζ above 1 as 1; m = 1, k = ω₀², c = 2ζω₀.
    let d = min(max(form.duration, 0.01), 10)
    let zeta = min(form.dampingRatio, 1)
    let v0 = -form.initialVelocity
    #expect(spring.mass == 1)
    let omega = spring.stiffness.squareRoot()
    #expect(abs(spring.damping - 2 * zeta * omega) <= 1e-12 * omega)
    #expect(abs(spring.dampingRatio - zeta) <= 1e-12)
    func envelope(_ omega: Double) -> Double {
      if zeta < 1 {
        // (ζω₀ − v₀)/ω_d · e^(−ζω₀d), ω_d = ω₀√(1 − ζ²).
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return (zeta * omega - v0) / omegaD * exp(-zeta * omega * d)
      }
      // (1 + (ω₀ − v₀)·d)·e^(−ω₀d).
      return (1 + (omega - v0) * d) * exp(-omega * d)
    }
    #expect(abs(envelope(omega) - 0.001) <= 1e-9 * 0.001, "envelope \(envelope(omega))")
    // It is the crossing where the envelope falls through 0.001 (a stiffer spring is inside it
    // at d, a softer one outside), not a spurious root where it rises.
    #expect(envelope(omega * 1.001) < 0.001)
    #expect(envelope(omega * 0.999) > 0.001)
  }

  @Test func durationFormClampsTheDuration() throws {
    #expect(
      try Spring(duration: 0.001, dampingRatio: 0.5) == Spring(duration: 0.01, dampingRatio: 0.5))
    #expect(try Spring(duration: 25, dampingRatio: 0.5) == Spring(duration: 10, dampingRatio: 0.5))
    #expect(try Spring(duration: 0.4, dampingRatio: 2) == Spring(duration: 0.4, dampingRatio: 1))
  }

  // MARK: - Settling

  /// Springs whose settling time is checked, with the initial velocities to check it at.
  static let settlingCases: [Oscillator] = [
    // ζ = 0.3 and ζ = 0.05.
    Oscillator(mass: 1, stiffness: 100, damping: 6),
    Oscillator(mass: 1, stiffness: 400, damping: 2),
    // SwiftUI's Spring(duration: 0.5, bounce: 0.3): k = (2π/0.5)² = 16π², c = 4π·0.7/0.5 = 5.6π.
    Oscillator(mass: 1, stiffness: 157.913_670_417_429_7, damping: 17.592_918_860_102_84),
    // Critical, ζ = 1 exactly.
    Oscillator(mass: 1, stiffness: 100, damping: 20),
    Oscillator(mass: 4, stiffness: 25, damping: 20),
    // ζ = 2.5.
    Oscillator(mass: 1, stiffness: 100, damping: 50),
    Oscillator(mass: 0.5, stiffness: 200, damping: 50),
    // About UIKit's Spring(duration: 3, dampingRatio: 0.25): ζ = 3.7/(2√54.83) ≈ 0.25.
    Oscillator(mass: 1, stiffness: 54.83, damping: 3.7),
  ]

  @Test(arguments: settlingCases, [0.0, 1.0, 4.0, -2.0, 25.0])
  func settlingDurationIsTheLastTimeTheSpringIsAThousandthAway(
    oscillator: Oscillator, initialVelocity: Double
  ) throws {
    let spring = try Spring(
      mass: oscillator.mass, stiffness: oscillator.stiffness, damping: oscillator.damping)
    let settling = spring.settlingDuration(initialVelocity: initialVelocity)
    if initialVelocity == 0 { #expect(settling == spring.settlingDuration) }
    try #require(settling.isFinite && settling > 0)
    let x0 = 1.0
    let v0 = -initialVelocity
    // Just before: still more than 0.001 away (the crossing is transversal, |x′| ≫ 1e-9 there,
    // while the two closed forms agree to about 1e-15).
    let before = settling - 1e-9 * max(settling, 1)
    #expect(abs(oscillator.position(at: before, x0: x0, v0: v0)) > 0.001, "just before")
    // After: within 0.001 at every sampled time, sampled 400 times per oscillation period or per
    // slowest time constant, until the envelope of |x| is far below 0.001.
    let horizon = oscillator.quietTime(x0: x0, v0: v0)
    let spacing = oscillator.sampleSpacing
    var time = settling + spacing / 1_000
    var worst = 0.0
    while time <= max(horizon, 2 * settling) {
      worst = max(worst, abs(oscillator.position(at: time, x0: x0, v0: v0)))
      time += spacing
    }
    #expect(worst <= 0.001, "largest |1 − value| after settling: \(worst)")
  }

  @Test func springWithoutDampingNeverSettles() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.settlingDuration == .infinity)
    #expect(spring.settlingDuration(initialVelocity: 2) == .infinity)
    #expect(spring.dampingRatio == 0)
  }

  // MARK: - Jelly presets

  @Test(arguments: [
    (Spring.Preset.none, 1.0, 0.0), (.tight, 0.7, 1), (.medium, 0.5, 3), (.loose, 0.2, 4),
  ])
  func jellyPresetsHaveTheirPublishedValues(
    preset: Spring.Preset, ratio: Double, velocity: Double
  ) throws {
    #expect(preset.dampingRatio == ratio)
    #expect(preset.initialVelocity == velocity)
    let spring = try preset.spring(duration: 0.35)
    #expect(
      spring
        == (try Spring(duration: 0.35, dampingRatio: ratio, initialVelocity: velocity)))
    #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
  }

  @Test func thereAreFourJellyPresets() {
    #expect(Spring.Preset.allCases == [.none, .tight, .medium, .loose])
  }

  // MARK: - Bad input

  static let badSprings: [BadSpring] = [
    BadSpring("mass 0", "mass") { try Spring(mass: 0, stiffness: 100, damping: 10) },
    BadSpring("mass −1", "mass") { try Spring(mass: -1, stiffness: 100, damping: 10) },
    BadSpring("mass NaN", "mass") { try Spring(mass: .nan, stiffness: 100, damping: 10) },
    BadSpring("mass ∞", "mass") { try Spring(mass: .infinity, stiffness: 100, damping: 10) },
    BadSpring("stiffness 0", "stiffness") { try Spring(mass: 1, stiffness: 0, damping: 10) },
    BadSpring("stiffness −5", "stiffness") { try Spring(mass: 1, stiffness: -5, damping: 10) },
    BadSpring("stiffness NaN", "stiffness") { try Spring(stiffness: .nan, damping: 10) },
    BadSpring("stiffness −∞", "stiffness") { try Spring(stiffness: -.infinity, damping: 10) },
    BadSpring("damping −0.1", "damping") { try Spring(stiffness: 100, damping: -0.1) },
    BadSpring("damping NaN", "damping") { try Spring(stiffness: 100, damping: .nan) },
    BadSpring("damping ∞", "damping") { try Spring(stiffness: 100, damping: .infinity) },
    BadSpring("ratio 0", "dampingRatio") { try Spring(dampingRatio: 0, response: 0.5) },
    BadSpring("ratio −0.5", "dampingRatio") { try Spring(dampingRatio: -0.5, response: 0.5) },
    BadSpring("ratio NaN", "dampingRatio") { try Spring(dampingRatio: .nan, response: 0.5) },
    BadSpring("response 0", "response") { try Spring(dampingRatio: 0.5, response: 0) },
    BadSpring("response −1", "response") { try Spring(dampingRatio: 0.5, response: -1) },
    BadSpring("response ∞", "response") { try Spring(dampingRatio: 0.5, response: .infinity) },
    BadSpring("response-form mass 0", "mass") {
      try Spring(dampingRatio: 0.5, response: 0.5, mass: 0)
    },
    BadSpring("bounce −1", "bounce") { try Spring(duration: 0.5, bounce: -1) },
    BadSpring("bounce 1", "bounce") { try Spring(duration: 0.5, bounce: 1) },
    BadSpring("bounce 1.5", "bounce") { try Spring(duration: 0.5, bounce: 1.5) },
    BadSpring("bounce NaN", "bounce") { try Spring(duration: 0.5, bounce: .nan) },
    BadSpring("bounce-form duration 0", "duration") { try Spring(duration: 0, bounce: 0.2) },
    BadSpring("bounce-form duration NaN", "duration") { try Spring(duration: .nan, bounce: 0.2) },
    BadSpring("UIKit ratio 0", "dampingRatio") { try Spring(duration: 0.5, dampingRatio: 0) },
    BadSpring("UIKit ratio −1", "dampingRatio") { try Spring(duration: 0.5, dampingRatio: -1) },
    BadSpring("UIKit ratio ∞", "dampingRatio") {
      try Spring(duration: 0.5, dampingRatio: .infinity)
    },
    BadSpring("UIKit duration 0", "duration") { try Spring(duration: 0, dampingRatio: 0.5) },
    BadSpring("UIKit duration −1", "duration") { try Spring(duration: -1, dampingRatio: 0.5) },
    BadSpring("UIKit duration NaN", "duration") { try Spring(duration: .nan, dampingRatio: 0.5) },
    BadSpring("UIKit velocity NaN", "initialVelocity") {
      try Spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: .nan)
    },
    BadSpring("preset duration −1", "duration") { try Spring.Preset.tight.spring(duration: -1) },
  ]

  @Test(arguments: badSprings)
  func badParameterIsRefusedByName(_ bad: BadSpring) {
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

  // MARK: - Codable

  @Test(arguments: [(2.0, 300.0, 12.5), (1, 157.9, 17.6), (0.5, 1, 0)])
  func springSurvivesAJSONRoundTrip(mass: Double, stiffness: Double, damping: Double) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    let data = try JSONEncoder().encode(spring)
    let decoded = try JSONDecoder().decode(Spring.self, from: data)
    #expect(decoded == spring)
    #expect(decoded.mass == mass && decoded.stiffness == stiffness && decoded.damping == damping)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
    #expect(object == ["mass": mass, "stiffness": stiffness, "damping": damping])
  }

  @Test func decodingWithoutAMassUsesOne() throws {
    let json = Data(#"{"stiffness": 300, "damping": 20}"#.utf8)
    let spring = try JSONDecoder().decode(Spring.self, from: json)
    #expect(spring.mass == 1 && spring.stiffness == 300 && spring.damping == 20)
  }

  @Test func decodingNamesTheBadValue() throws {
    let json = Data(#"{"mass": 1, "stiffness": -300, "damping": 20}"#.utf8)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Spring.self, from: json)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("stiffness"), "\(context.debugDescription)")
  }
}

// MARK: - Helpers

extension SpringTests {
  /// m·x″ + c·x′ + k·x = 0, integrated numerically and in the textbook closed forms.
  struct Oscillator: Sendable, CustomTestStringConvertible {
    var mass: Double
    var stiffness: Double
    var damping: Double

    /// The Runge–Kutta step, in seconds.
    static let step = 1e-5

    var testDescription: String { "m \(mass), k \(stiffness), c \(damping)" }

    var omega0: Double { (stiffness / mass).squareRoot() }
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Classic fourth-order Runge–Kutta (``RungeKuttaSpring`` in ReferenceMath) with step
    /// ``step``; returns the state after each of `sampleSteps` (ascending) steps.
    func rungeKutta(x0: Double, v0: Double, sampleSteps: [Int]) -> [(x: Double, v: Double)] {
      RungeKuttaSpring(mass: mass, stiffness: stiffness, damping: damping)
        .states(x0: x0, v0: v0, step: Self.step, sampleSteps: sampleSteps)
    }

    /// The textbook closed form (``TextbookSpring``).
    func position(at t: Double, x0: Double, v0: Double) -> Double {
      TextbookSpring(mass: mass, stiffness: stiffness, damping: damping)
        .position(at: t, x0: x0, v0: v0)
    }

    /// The slowest decay rate of the solution: ζω₀ below critical damping, −r₊ above.
    var slowestRate: Double {
      zeta <= 1 ? zeta * omega0 : omega0 * (zeta - (zeta * zeta - 1).squareRoot())
    }

    /// A spacing of 1/400 of the oscillation period (or of the slowest time constant).
    var sampleSpacing: Double {
      if zeta < 1 {
        return 2 * Double.pi / (omega0 * (1 - zeta * zeta).squareRoot()) / 400
      }
      return 1 / slowestRate / 400
    }

    /// A time by which |x| is far below 0.001: where a generous amplitude
    /// 10·(|x₀| + |v₀|/ω₀ + (|v₀| + ω₀|x₀|)·t) under e^(−rate·t) falls below 1e-5.
    func quietTime(x0: Double, v0: Double) -> Double {
      let rate = slowestRate
      var t = 1 / rate
      func bound(_ t: Double) -> Double {
        10 * (abs(x0) + abs(v0) / omega0 + (abs(v0) + omega0 * abs(x0)) * t) * exp(-rate * t)
      }
      while bound(t) > 1e-5 { t *= 1.25 }
      return t
    }
  }

  /// The arguments of UIKit's duration form.
  struct DurationForm: Sendable, CustomTestStringConvertible {
    var duration: Double
    var dampingRatio: Double
    var initialVelocity: Double

    var testDescription: String {
      "d \(duration), ζ \(dampingRatio), velocity \(initialVelocity)"
    }
  }

  /// A spring initialiser call that must fail, and the parameter its error must name.
  typealias BadSpring = BadInput<Spring>
}
