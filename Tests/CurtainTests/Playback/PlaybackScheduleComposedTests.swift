import Curtain
import CurtainEngine
import Foundation
import Testing

/// A composed timing (Jelly's cover and slide) is played from the core's curve, not handed to
/// UIKit as a `.composed` provider, whose composition Apple does not document (SEMANTICS.md
/// note 21.20).
@Suite struct PlaybackScheduleComposedTests {
  /// A sheet rising 844 pt on Jelly's linear curve composed with `Spring.Preset.none` over
  /// 0.5 s, and a dim on a plain linear curve.
  func cover() throws -> TransitionPlan {
    let composed = try AnimationTiming(composing: .linear, spring: .none, duration: 0.5)
    let linear = try AnimationTiming(curve: .linear, duration: 0.5)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 844)),
        to: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), timing: composed),
      Track(actor: .background, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: linear),
    ])
  }

  @Test func noGroupCarriesAComposedTiming() throws {
    let schedule = PlaybackSchedule(plan: try cover())
    for group in schedule.groups {
      if case .composed = group.timing { Issue.record("a group hands UIKit a composed curve") }
    }
    #expect(PlaybackSchedule.composedActors(in: try cover()) == [.presented])
    // The dim keeps its own linear animator.
    #expect(schedule.groups.contains { $0.entries.map(\.actor) == [.background] })
  }

  @Test func theComposedTrackIsBakedFromTheClosedForm() throws {
    let schedule = PlaybackSchedule(plan: try cover())
    let baked = try #require(schedule.groups.first { $0.entries.map(\.actor) == [.presented] })
    #expect(baked.timing == .linear)
    #expect(baked.delay == 0 && abs(baked.duration - 0.5) < 1e-12)
    let entry = try #require(baked.entries.first)
    #expect(entry.segments.count == 30)
    // The core's reading (AnimationTiming+Composed): the spring on the linear curve's time, a
    // unit-mass critically damped spring (ζ = 1) whose envelope e^(−ωt) falls to 1/1000 at
    // d = 0.5 s: ω = ln 1000 / 0.5, x(t) = 1 − (1 + ωt)e^(−ωt); the sheet is at 844 (1 − x).
    let omega = log(1000) / 0.5
    for (step, segment) in entry.segments.enumerated() {
      let time = Double(step + 1) / 30 * 0.5
      let progress = step == 29 ? 1 : 1 - (1 + omega * time) * exp(-omega * time)
      let y = try #require(segment.state.frame?.minY)
      #expect(abs(Double(y) - 844 * (1 - progress)) < 1e-6, "at \(time) s")
      #expect(abs(segment.relativeStart - Double(step) / 30) < 1e-12)
    }
  }

  @Test func aBakedGroupHasOneKeyframePerFrame() {
    // (31 / 60) × 60 is 31.000000000000004 in doubles: still 31 keyframes, each on a frame
    // (the ceiling gave 32, off the frames of a 60 Hz clock).
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 31.0 / 60) == 31)
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 0.35) == 21)
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 0.5) == 30)
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 0.51) == 31)
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 0.001) == 1)
    #expect(PlaybackSchedule.bakedKeyframeCount(length: 0) == 1)
  }
}
