import Curtain
import CurtainEngine
import Foundation
import ReferenceMath
import Testing

@Suite struct PlaybackScheduleBakingTests {
  /// An AZTransitions-style chain: the presented view fades in with ease-in over 0.3 s, then
  /// (from its completion) half out with ease-out over 0.2 s; the presenting view slides at
  /// the same time on its own timing.
  func chain() throws -> TransitionPlan {
    let fadeIn = try AnimationTiming(curve: .easeIn, duration: 0.3)
    let fadeHalf = try AnimationTiming(curve: .easeOut, duration: 0.2, delay: 0.3)
    let slide = try AnimationTiming(curve: .linear, duration: 0.5)
    return try TransitionPlan(tracks: [
      Track(actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: fadeIn),
      Track(
        actor: .presented, from: ViewState(alpha: 1), to: ViewState(alpha: 0.5), timing: fadeHalf),
      Track(
        actor: .presenting, from: ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        to: ViewState(frame: CGRect(x: -30, y: 0, width: 100, height: 100)), timing: slide),
    ])
  }

  @Test func aChainOnOneActorIsContended() throws {
    #expect(PlaybackSchedule.contendedActors(in: try chain()) == [.presented])
  }

  @Test func theChainIsBakedIntoOneLinearKeyframeGroup() throws {
    let schedule = PlaybackSchedule(plan: try chain())
    // The presenting view keeps its own animator; the presented one is in no timing group.
    let timed = Array(schedule.groups.dropLast())
    #expect(timed.count == 1)
    #expect(timed[0].entries.map(\.actor) == [.presenting])
    let baked = try #require(schedule.groups.last)
    #expect(baked.timing == .linear)
    #expect(baked.delay == 0)
    #expect(abs(baked.duration - 0.5) < 1e-12)
    let entry = try #require(baked.entries.first)
    #expect(baked.entries.count == 1 && entry.actor == .presented && entry.trackIndex == 0)
    #expect(entry.from.alpha == 0)
    // 0.5 s at 60 keyframes per second.
    #expect(entry.segments.count == 30)
    let easeIn = BernsteinCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    let easeOut = BernsteinCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    for (step, segment) in entry.segments.enumerated() {
      #expect(abs(segment.relativeStart - Double(step) / 30) < 1e-12)
      #expect(abs(segment.relativeDuration - 1.0 / 30) < 1e-12)
      // The alpha the chain has at the segment's end, computed from the curves directly.
      let time = Double(step + 1) / 30 * 0.5
      let expected =
        time <= 0.3
        ? easeIn.progress(at: time / 0.3)
        : 1 - 0.5 * easeOut.progress(at: (time - 0.3) / 0.2)
      let alpha = try #require(segment.state.alpha)
      #expect(abs(Double(alpha) - expected) < 1e-6, "at \(time) s")
    }
    #expect(entry.segments.last?.state.alpha == 0.5)
  }

  @Test func tracksOnDifferentPropertiesAreNotBaked() throws {
    let fade = try AnimationTiming(curve: .easeIn, duration: 0.3)
    let move = try AnimationTiming(curve: .easeOut, duration: 0.2, delay: 0.3)
    let plan = try TransitionPlan(tracks: [
      Track(actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: fade),
      Track(
        actor: .presented, from: ViewState(frame: .zero),
        to: ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), timing: move),
    ])
    #expect(PlaybackSchedule.contendedActors(in: plan).isEmpty)
    let schedule = PlaybackSchedule(plan: plan)
    #expect(schedule.groups.count == 2)
    #expect(schedule.groups.allSatisfy { $0.timing != .linear })
  }

  @Test func theInteractiveFormIsUnchanged() throws {
    // While a finger scrubs, every track already sits in one linear group.
    let schedule = PlaybackSchedule(interactive: try chain())
    #expect(schedule.groups.count == 1)
    #expect(schedule.groups[0].entries.count == 3)
  }
}
