import Curtain
import CurtainEngine
import Foundation
import Testing

@Suite struct PlaybackScheduleTests {
  @Test func tracksSharingATimingShareAGroup() throws {
    let fade = try AnimationTiming(curve: .easeInOut, duration: 0.3)
    let late = try AnimationTiming(curve: .easeInOut, duration: 0.3, delay: 0.1)
    let plan = try TransitionPlan(tracks: [
      Track(actor: .presented, to: ViewState(alpha: 1), timing: fade),
      Track(actor: .background, to: ViewState(alpha: 1), timing: late),
      Track(actor: .presenting, to: ViewState(alpha: 0.5), timing: fade),
    ])
    let schedule = PlaybackSchedule(plan: plan)
    #expect(schedule.groups.count == 2)
    #expect(schedule.groups[0].entries.map(\.trackIndex) == [0, 2])
    #expect(schedule.groups[1].entries.map(\.actor) == [.background])
    #expect(schedule.groups[1].delay == 0.1)
    #expect(schedule.groups[0].duration == 0.3)
    // easeInOut is (0.42, 0) (0.58, 1).
    #expect(
      schedule.groups[0].timing
        == .cubic(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)))
    // 0.1 + 0.3.
    #expect(abs(schedule.duration - 0.4) < 1e-12)
  }

  @Test func namedCurvesKeepTheirControlPoints() throws {
    // The control points DESIGN.md lists for each named curve.
    let table: [(TimingCurve, Double, Double, Double, Double)] = [
      (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
      (.default, 0.25, 0.1, 0.25, 1), (.standard, 0.4, 0, 0.2, 1),
    ]
    for (curve, x1, y1, x2, y2) in table {
      let timing = try AnimationTiming(curve: curve, duration: 1)
      #expect(
        TimingParameters(timing.kind)
          == .cubic(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2)))
    }
  }

  @Test func theLinearCurveIsLinear() throws {
    #expect(TimingParameters(try AnimationTiming(curve: .linear, duration: 1).kind) == .linear)
  }

  @Test func springsPassTheirConstantsExactly() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 25)
    let timing = try AnimationTiming(spring: spring, initialVelocity: 0.5, duration: 0.6)
    #expect(
      TimingParameters(timing.kind)
        == .spring(mass: 2, stiffness: 300, damping: 25, initialVelocity: 0.5))
  }

  @Test func keyframesBecomeRelativeSegments() throws {
    let timing = try AnimationTiming(curve: .linear, duration: 1)
    let track = try Track(
      actor: .presented,
      keyframes: [
        Keyframe(0, ViewState(alpha: 0)), Keyframe(0.25, ViewState(alpha: 0.8)),
        Keyframe(1, ViewState(alpha: 1)),
      ], timing: timing)
    let plan = try TransitionPlan(tracks: [track])
    let entry = try #require(PlaybackSchedule(plan: plan).groups.first?.entries.first)
    // Segments (0, 0.25) to 0.8 and (0.25, 1 − 0.25 = 0.75) to 1.
    #expect(entry.segments.map(\.relativeStart) == [0, 0.25])
    #expect(entry.segments.map(\.relativeDuration) == [0.25, 0.75])
    #expect(entry.segments.map(\.state.alpha) == [0.8, 1])
    #expect(entry.from.alpha == 0)
    #expect(entry.needsKeyframes)
  }

  @Test func aTwoKeyframeTrackIsOneWholeSegment() throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .easeOut, duration: 0.3))
    ])
    let entry = try #require(PlaybackSchedule(plan: plan).groups.first?.entries.first)
    #expect(entry.segments.count == 1)
    #expect(!entry.needsKeyframes)
  }

  @Test func theInteractiveFormIsOneLinearGroupOverTheWholePlan() throws {
    let first = try AnimationTiming(curve: .easeIn, duration: 0.2)
    let second = try AnimationTiming(
      spring: Spring(mass: 1, stiffness: 100, damping: 20), duration: 0.3, delay: 0.2)
    let plan = try TransitionPlan(tracks: [
      Track(actor: .presented, to: ViewState(alpha: 1), timing: first),
      Track(
        actor: .background,
        keyframes: [
          Keyframe(0, ViewState(alpha: 0)), Keyframe(0.5, ViewState(alpha: 0.2)),
          Keyframe(1, ViewState(alpha: 1)),
        ], timing: second),
    ])
    let schedule = PlaybackSchedule(interactive: plan)
    #expect(schedule.groups.count == 1)
    let group = schedule.groups[0]
    #expect(group.timing == .linear)
    #expect(group.delay == 0)
    // The plan lasts 0.2 + 0.3 = 0.5 s.
    #expect(abs(group.duration - 0.5) < 1e-12)
    // The first track spans 0…0.2 of 0.5 s: start 0, length 0.4.
    let a = group.entries[0].segments[0]
    #expect(a.relativeStart == 0 && abs(a.relativeDuration - 0.4) < 1e-12)
    // The second starts at 0.2 / 0.5 = 0.4 and lasts 0.3 / 0.5 = 0.6; its keyframe at 0.5
    // splits that into 0.4…0.7 and 0.7…1.0.
    let b = group.entries[1].segments
    #expect(abs(b[0].relativeStart - 0.4) < 1e-12 && abs(b[0].relativeDuration - 0.3) < 1e-12)
    #expect(abs(b[1].relativeStart - 0.7) < 1e-12 && abs(b[1].relativeDuration - 0.3) < 1e-12)
  }

  @Test func fractionAndTimeMapLinearlyAndClamp() {
    // 0.15 s of 0.6 s is a quarter.
    #expect(PlaybackSchedule.fraction(at: 0.15, duration: 0.6) == 0.25)
    #expect(PlaybackSchedule.fraction(at: -1, duration: 0.6) == 0)
    #expect(PlaybackSchedule.fraction(at: 2, duration: 0.6) == 1)
    #expect(PlaybackSchedule.fraction(at: 0.1, duration: 0) == 1)
    #expect(PlaybackSchedule.fraction(at: 0, duration: 0) == 0)
    // A quarter of 0.6 s is 0.15 s.
    #expect(PlaybackSchedule.time(atFraction: 0.25, duration: 0.6) == 0.15)
    #expect(PlaybackSchedule.time(atFraction: 3, duration: 0.6) == 0.6)
    #expect(PlaybackSchedule.time(atFraction: .nan, duration: 0.6) == 0)
  }

  @Test func anEmptyPlanHasNoGroups() {
    #expect(PlaybackSchedule(plan: .empty).groups.isEmpty)
    #expect(PlaybackSchedule(plan: .empty).duration == 0)
  }
}
