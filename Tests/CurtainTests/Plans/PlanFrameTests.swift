import Curtain
import Foundation
import Testing

@Suite struct PlanFrameTests {
  private static func plan() throws -> TransitionPlan {
    try TransitionPlan(
      setup: [.insert(.custom("dim"), state: ViewState(alpha: 0), placement: .back)],
      tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0.25), to: ViewState(alpha: 1),
          timing: AnimationTiming(curve: .linear, duration: 1, delay: 0.5)),
        Track(
          actor: .custom("dim"), to: ViewState(alpha: 0.5),
          timing: AnimationTiming(curve: .linear, duration: 1)),
      ])
  }

  @Test func aNewFrameHoldsTheStatesBeforeAnyTrackRuns() throws {
    let plan = try Self.plan()
    let frame = plan.makeFrame()
    #expect(frame.time == 0)
    #expect(frame.actors == [.custom("dim"), .presented])
    #expect(frame[.custom("dim")] == ViewState(alpha: 0))
    #expect(frame[.presented] == ViewState(alpha: 0.25))
    #expect(frame == plan.sample(at: 0))
  }

  @Test func subscriptGivesNilForAnActorThePlanDoesNotMention() throws {
    let frame = try Self.plan().sample(at: 0.5)
    #expect(frame[.presenting] == nil)
    #expect(frame[.snapshot("dim")] == nil)
  }

  @Test func framesAtDifferentTimesDiffer() throws {
    let plan = try Self.plan()
    // At 0.25 s the dim is at 0.5 × 0.25 = 0.125, at 0.75 s at 0.375.
    #expect(plan.sample(at: 0.25) != plan.sample(at: 0.75))
    #expect(plan.sample(at: 0.25) == plan.sample(at: 0.25))
    // At 1.5 and beyond, the time clamps to the end and the frames agree.
    #expect(plan.sample(at: 1.5) == plan.sample(at: 7))
  }
}
