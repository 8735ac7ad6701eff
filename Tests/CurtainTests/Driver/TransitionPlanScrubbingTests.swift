import Curtain
import CurtainEngine
import Foundation
import Testing

/// The one linearization (`linearized()`) and the plan a finger scrubs after grabbing a playing
/// transition (`grabbed(at:)`).
@Suite struct TransitionPlanScrubbingTests {
  private static let rect0 = CGRect(x: 0, y: 844, width: 390, height: 844)
  private static let rect1 = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// A rise on `timing` with a fade on a later, shorter slot.
  private func plan(_ timing: AnimationTiming) throws -> TransitionPlan {
    try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: Self.rect0), to: ViewState(frame: Self.rect1),
        timing: timing),
      Track(
        actor: .background, from: ViewState(alpha: 0), to: ViewState(alpha: 0.4),
        timing: AnimationTiming(curve: .easeIn, duration: 0.2, delay: 0.1)),
    ])
  }

  @Test func theLinearTwinKeepsSlotsAndDropsCurves() throws {
    let plan = try plan(AnimationTiming(curve: .easeInOut, duration: 0.5))
    let linear = plan.linearized()
    #expect(linear.duration == plan.duration)
    // At 0.2 s the fade's slot (0.1 … 0.3 s) is half played: 0.4 × 0.5 = 0.2.
    #expect(abs((linear.state(of: .background, at: 0.2).alpha ?? .nan) - 0.2) < 1e-12)
    // The rise is 0.2 ÷ 0.5 = 40 % of the way: y = 844 × 0.6 = 506.4.
    #expect(abs((linear.state(of: .presented, at: 0.2).frame?.minY ?? .nan) - 506.4) < 1e-9)
    for track in linear.tracks {
      guard case .curve(let curve) = track.timing.kind else {
        Issue.record("a spring survived")
        continue
      }
      #expect(curve == .linear)
    }
  }

  /// The grab state, the start and the end are exact for curves, springs (with overshoot) and
  /// keyframed tracks, at 40 grab times.
  @Test(arguments: [0, 1, 2])
  func theGrabbedPlanShowsTheGrabStateAndKeepsBothEnds(kind: Int) throws {
    let timing: AnimationTiming
    switch kind {
    case 0: timing = try AnimationTiming(curve: .easeInOut, duration: 0.5)
    case 1: timing = try AnimationTiming(spring: Spring(dampingRatio: 0.3, response: 0.4))
    default: timing = try AnimationTiming(curve: .easeOut, duration: 0.6, delay: 0.05)
    }
    let plan = try plan(timing)
    var overshot = false
    for step in 0...40 {
      let time = plan.duration * Double(step) / 40
      let grabbed = plan.grabbed(at: time)
      #expect(abs(grabbed.progress - time / plan.duration) < 1e-12)
      for actor in [ActorID.presented, .background] {
        let before = plan.state(of: actor, at: time)
        let after = grabbed.plan.state(of: actor, at: grabbed.progress * grabbed.plan.duration)
        #expect(abs((after.frame?.minY ?? 0) - (before.frame?.minY ?? 0)) < 1e-6, "\(time)")
        #expect(abs((after.alpha ?? 0) - (before.alpha ?? 0)) < 1e-9, "\(time)")
        #expect(grabbed.plan.state(of: actor, at: 0) == plan.state(of: actor, at: 0))
        #expect(grabbed.plan.finalState(of: actor) == plan.finalState(of: actor))
      }
      if (plan.state(of: .presented, at: time).frame?.minY ?? 0) < 0 { overshot = true }
    }
    // The weak spring overshoots the top: the grab keeps that too.
    if kind == 1 { #expect(overshot) }
  }

  @Test func afterTheGrabTheMotionIsLinearToTheEnd() throws {
    let plan = try plan(AnimationTiming(curve: .easeIn, duration: 1))
    let grabbed = plan.grabbed(at: 0.5)
    // y at the grab, from the plan's own sampling; then half-way from the grab to the end
    // (progress 0.75) the rise is half-way from that y to 0.
    let y0 = try #require(plan.state(of: .presented, at: 0.5).frame?.minY)
    let y = try #require(grabbed.plan.state(of: .presented, at: 0.75).frame?.minY)
    #expect(abs(y - y0 / 2) < 1e-9)
    // And half-way back to the start (progress 0.25): half-way between 844 and y0.
    let back = try #require(grabbed.plan.state(of: .presented, at: 0.25).frame?.minY)
    #expect(abs(back - (844 + y0) / 2) < 1e-9)
  }

  @Test func aKeyframedTrackKeepsItsKeyframesAroundTheGrab() throws {
    let keyframes = [
      Keyframe(0, ViewState(alpha: 0)), Keyframe(0.5, ViewState(alpha: 1)),
      Keyframe(1, ViewState(alpha: 0.5)),
    ]
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, keyframes: keyframes,
        timing: AnimationTiming(curve: .linear, duration: 1))
    ])
    // Linear: the grab changes nothing but adds a keyframe where the state already is.
    let grabbed = plan.grabbed(at: 0.25)
    for step in 0...20 {
      let time = Double(step) / 20
      let expected = plan.state(of: .presented, at: time).alpha ?? .nan
      #expect(abs((grabbed.plan.state(of: .presented, at: time).alpha ?? .nan) - expected) < 1e-9)
    }
  }

  @Test func degenerateGrabsAreClamped() throws {
    let plan = try plan(AnimationTiming(curve: .easeIn, duration: 1))
    #expect(plan.grabbed(at: -1).progress == 0)
    #expect(plan.grabbed(at: 5).progress == 1)
    #expect(plan.grabbed(at: .nan).progress == 0)
    #expect(TransitionPlan.empty.grabbed(at: 0.3).progress == 0)
  }

  /// A release's spring past either end: the rise spans the whole plan (0 … 0.5 s, two
  /// keyframes) and follows the progress, y = 844 + (0 − 844)·p; the fade (0.1 … 0.3 s) holds
  /// the state it has at the nearer end, as a UIKit keyframe clamps to its window.
  @Test func aReleaseOvershootMovesOnlyTheTracksThatSpanTheWholePlan() throws {
    let linear = try plan(AnimationTiming(curve: .easeInOut, duration: 0.5)).linearized()
    for (progress, y, alpha) in [(1.1, -84.4, 0.4), (-0.2, 1012.8, 0.0)] {
      let clamped = min(max(progress, 0), 1) * linear.duration
      for (actor, expectedY, expectedAlpha) in [
        (ActorID.presented, Optional(y), Double?.none), (.background, nil, Optional(alpha)),
      ] {
        let state = linear.overshooting(
          linear.state(of: actor, at: clamped), of: actor, atProgress: progress)
        if let expectedY { #expect(abs((state.frame?.minY ?? .nan) - expectedY) < 1e-9) }
        if let expectedAlpha { #expect(abs((state.alpha ?? .nan) - expectedAlpha) < 1e-12) }
      }
    }
    // Within 0…1 the state is the one given.
    let inside = linear.state(of: .presented, at: 0.2)
    #expect(linear.overshooting(inside, of: .presented, atProgress: 0.4) == inside)
  }
}
