import Foundation
import Testing

@testable import Curtain

@Suite struct CompletionPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var policy: CompletionPolicy
    var progress: Double
    var velocity: Double
    var finishes: Bool
    var note: String
    var testDescription: String { note }
  }

  /// Distance 1,000 points and threshold 0.5 throughout; each expectation worked out by hand.
  static let cases: [Case] = [
    Case(policy: .threshold, progress: 0.6, velocity: 0, finishes: true, note: "0.6 > 0.5"),
    Case(policy: .threshold, progress: 0.5, velocity: 0, finishes: false, note: "0.5 is not > 0.5"),
    Case(
      policy: .threshold, progress: 0.1, velocity: 2000, finishes: false,
      note: "Jelly ignores a flick"),
    Case(
      policy: .thresholdOrVelocity(), progress: 0.1, velocity: 2000, finishes: true,
      note: "2000 > 100 and > -5"),
    Case(
      policy: .thresholdOrVelocity(), progress: 0.1, velocity: 100, finishes: false,
      note: "100 is not > 100"),
    Case(
      policy: .thresholdOrVelocity(), progress: 0.6, velocity: -4, finishes: true,
      note: "-4 > -5"),
    Case(
      policy: .thresholdOrVelocity(), progress: 0.6, velocity: -5, finishes: false,
      note: "-5 is not > -5"),
    Case(
      policy: .thresholdOrVelocity(), progress: 0.9, velocity: -2000, finishes: false,
      note: "a flick back cancels even at 90%"),
    Case(
      policy: .thresholdOrVelocity(velocity: 500, cancelVelocity: -50), progress: 0.2,
      velocity: 400, finishes: false, note: "400 is not > 500"),
    Case(
      policy: .thresholdOrVelocity(velocity: 500, cancelVelocity: -50), progress: 0.6,
      velocity: -40, finishes: true, note: "-40 > -50"),
    // Projection: (v / 1000)·r / (1 − r). r = 0.998: 0.998 / 0.002 = 499.
    Case(
      policy: .projected(), progress: 0.3, velocity: 500, finishes: true,
      note: "0.3 + 0.5·499/1000 = 0.5495"),
    Case(
      policy: .projected(), progress: 0.3, velocity: 300, finishes: false,
      note: "0.3 + 0.3·499/1000 = 0.4497"),
    Case(
      policy: .projected(), progress: 0.7, velocity: -500, finishes: false,
      note: "0.7 - 0.2495 = 0.4505"),
    // r = 0.99: 0.99 / 0.01 = 99.
    Case(
      policy: .projected(decelerationRate: CompletionPolicy.fastDecelerationRate), progress: 0.3,
      velocity: 2000, finishes: false, note: "0.3 + 2·99/1000 = 0.498"),
    Case(
      policy: .projected(decelerationRate: CompletionPolicy.fastDecelerationRate), progress: 0.3,
      velocity: 2100, finishes: true, note: "0.3 + 2.1·99/1000 = 0.5079"),
  ]

  @Test(arguments: cases)
  func policyDecidesAsWorkedOutByHand(_ item: Case) {
    let finishes = item.policy.finishes(
      progress: item.progress, velocity: item.velocity, distance: 1000, threshold: 0.5)
    #expect(finishes == item.finishes, "\(item.note)")
  }

  @Test func projectedDistanceIsTheGeometricSeriesOfMillisecondSteps() {
    // Sum over n ≥ 1 of (v/1000)·rⁿ, added up step by step.
    let velocity = 1234.0
    let rate = 0.998
    var sum = 0.0
    var step = velocity / 1000
    for _ in 0..<40_000 {
      step *= rate
      sum += step
    }
    let formula = CompletionPolicy.projectedDistance(velocity: velocity, decelerationRate: rate)
    #expect(abs(formula - sum) < 1e-9)
  }

  @Test func policyIsPartOfTheConfigurationAndDefaultsToThresholdOrVelocity() throws {
    #expect(
      try InteractionConfiguration().policy
        == .thresholdOrVelocity(velocity: 100, cancelVelocity: -5))
    #expect(InteractionConfiguration.standard == (try InteractionConfiguration()))
    let jelly = try InteractionConfiguration(completionThreshold: 0.3, policy: .threshold)
    #expect(jelly.policy == .threshold)
    #expect(jelly.completionThreshold == 0.3)
  }

  @Test(arguments: [
    (CompletionPolicy.projected(decelerationRate: 1), "decelerationRate"),
    (CompletionPolicy.projected(decelerationRate: -0.1), "decelerationRate"),
    (CompletionPolicy.projected(decelerationRate: .nan), "decelerationRate"),
    (CompletionPolicy.thresholdOrVelocity(velocity: .infinity, cancelVelocity: -5), "velocity"),
    (CompletionPolicy.thresholdOrVelocity(velocity: 100, cancelVelocity: 200), "cancelVelocity"),
    (CompletionPolicy.thresholdOrVelocity(velocity: 100, cancelVelocity: .nan), "cancelVelocity"),
  ])
  func badPolicyNumbersAreTypedErrors(policy: CompletionPolicy, parameter: String) {
    let error = #expect(throws: InteractionError.self) {
      _ = try InteractionConfiguration(policy: policy)
    }
    guard case .policyValueOutOfRange(let name, _, _) = error else {
      Issue.record("expected policyValueOutOfRange, got \(String(describing: error))")
      return
    }
    #expect(name == parameter)
    #expect("\(error.map { "\($0)" } ?? "")".contains(parameter))
  }

  @Test(arguments: [-0.01, 1.01, Double.nan, Double.infinity])
  func thresholdOutsideTheUnitRangeIsATypedError(threshold: Double) {
    let error = #expect(throws: InteractionError.self) {
      _ = try InteractionConfiguration(completionThreshold: threshold, policy: .projected())
    }
    guard case .thresholdOutOfRange = error else {
      Issue.record("expected thresholdOutOfRange, got \(String(describing: error))")
      return
    }
  }
}
