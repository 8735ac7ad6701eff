import Curtain
import CurtainEngine
import Foundation
import ReferenceMath
import Testing

@Suite struct InteractiveReleaseTests {
  private func curvePlan() throws -> TransitionPlan {
    try TransitionPlan(tracks: [
      Track(
        actor: .presented, to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .easeOut, duration: 0.5))
    ])
  }

  @Test func aFinishingReleaseMatchesTheFingerSpeed() throws {
    let release = InteractiveRelease(plan: try curvePlan(), from: 0.4, to: 1, velocity: 1.5)
    // Span 0.6; 1.5 / 0.6 = 2.5 spans per second; the remaining 0.6 of 0.5 s is 0.3 s, so the
    // starting slope in curve units is 2.5 × 0.3 = 0.75 and the first control point is
    // (1/3, 0.75 / 3 = 0.25).
    let timing = try #require(release.timing)
    #expect(abs(timing.duration - 0.3) < 1e-12)
    guard case .cubic(let c1, let c2) = try #require(release.timingParameters) else {
      Issue.record("expected a cubic")
      return
    }
    #expect(abs(c1.x - 1.0 / 3) < 1e-12 && abs(c1.y - 0.25) < 1e-12)
    #expect(abs(c2.x - 2.0 / 3) < 1e-12 && c2.y == 1)
    // 0.3 s over the original 0.5 s.
    #expect(abs(release.durationFactor(planDuration: 0.5) - 0.6) < 1e-12)
    #expect(release.finishes && !release.isReversed)
    #expect(release.progress(at: 0) == 0.4)
    #expect(release.progress(at: 10) == 1)
  }

  @Test func aCancellingReleaseRunsBackwards() throws {
    let release = InteractiveRelease(plan: try curvePlan(), from: 0.4, to: 0, velocity: -0.8)
    // Span −0.4; −0.8 / −0.4 = 2; 0.4 × 0.5 s = 0.2 s; slope 2 × 0.2 = 0.4; y1 = 0.4 / 3.
    guard case .cubic(let c1, _) = try #require(release.timingParameters) else {
      Issue.record("expected a cubic")
      return
    }
    #expect(abs(c1.y - 0.4 / 3) < 1e-12)
    #expect(abs(release.durationFactor(planDuration: 0.5) - 0.4) < 1e-12)
    #expect(release.isReversed && !release.finishes)
  }

  @Test func aSpringPlanReleasesOnItsSpringWithTheVelocity() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, to: ViewState(alpha: 1),
        timing: AnimationTiming(spring: spring, duration: 0.5))
    ])
    let release = InteractiveRelease(plan: plan, from: 0.5, to: 1, velocity: 1)
    // 1 / 0.5 = 2 distances per second.
    #expect(
      release.timingParameters
        == .spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2))
    // The release lasts until the spring settles: check that against the textbook closed form
    // (ζ = 20 / (2√100) = 1, critically damped; x₀ = 1, v₀ = −2).
    let duration = try #require(release.timing).duration
    let reference = TextbookSpring(mass: 1, stiffness: 100, damping: 20)
    #expect(abs(reference.position(at: duration, x0: 1, v0: -2)) <= 0.001 + 1e-9)
    #expect(abs(reference.position(at: duration * 0.9, x0: 1, v0: -2)) > 0.001)
    #expect(abs(release.durationFactor(planDuration: 0.5) - duration / 0.5) < 1e-12)
  }

  @Test func aDecisionReleasesWithItsVelocityPerDistance() throws {
    let decision = InteractionTracker.Decision(
      outcome: .finish, progress: 0.4, velocity: 300, distance: 200)
    // 300 pt/s over 200 pt is 1.5 progress per second: the same as the first test.
    let fromDecision = InteractiveRelease(plan: try curvePlan(), decision: decision)
    let direct = InteractiveRelease(plan: try curvePlan(), from: 0.4, to: 1, velocity: 1.5)
    #expect(fromDecision == direct)
  }

  @Test func nothingLeftMeansNoTiming() throws {
    let release = InteractiveRelease(plan: try curvePlan(), from: 1, to: 1, velocity: 3)
    #expect(release.timing == nil)
    #expect(release.durationFactor(planDuration: 0.5) == 0)
    #expect(release.progress(at: 0.1) == 1)
    let empty = InteractiveRelease(plan: .empty, from: 0.3, to: 1, velocity: .nan)
    #expect(empty.timing == nil)
  }
}
