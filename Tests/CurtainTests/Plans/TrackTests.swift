import Curtain
import Foundation
import Testing

@Suite struct TrackTests {
  private static let actor = ActorID.custom("k")

  /// Builds a track through `keyframes` and returns the error it throws, or `nil`.
  private func error(building keyframes: [Keyframe]) throws -> PlanError? {
    let timing = try AnimationTiming(curve: .linear, duration: 1)
    do {
      _ = try Track(actor: Self.actor, keyframes: keyframes, timing: timing)
      return nil
    } catch {
      return error
    }
  }

  @Test func fromAndToAreTheFirstAndLastKeyframes() throws {
    let timing = try AnimationTiming(curve: .easeIn, duration: 0.5, delay: 0.25)
    let track = try Track(
      actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: timing)
    #expect(track.actor == .presented)
    #expect(track.from == ViewState(alpha: 0))
    #expect(track.to == ViewState(alpha: 1))
    #expect(
      track.keyframes == [Keyframe(0, ViewState(alpha: 0)), Keyframe(1, ViewState(alpha: 1))])
    #expect(track.timing == timing)

    let through = try Track(
      actor: .to,
      keyframes: [
        Keyframe(0, ViewState(alpha: 0)), Keyframe(0.5, ViewState(alpha: 0.8)),
        Keyframe(1, ViewState(alpha: 1)),
      ], timing: timing)
    #expect(through.from == ViewState(alpha: 0))
    #expect(through.to == ViewState(alpha: 1))
  }

  @Test func fromDefaultsToAnEmptyState() throws {
    let track = try Track(
      actor: .presented, to: ViewState(alpha: 1), timing: AnimationTiming(duration: 1))
    #expect(track.from.isEmpty)
  }

  static let tooFew: [[Keyframe]] = [[], [Keyframe(0, ViewState(alpha: 1))]]

  @Test(arguments: tooFew)
  func fewerThanTwoKeyframesAreRefused(keyframes: [Keyframe]) throws {
    let error = try #require(try error(building: keyframes))
    guard case .invalidKeyframes(let actor, let reason) = error else {
      Issue.record("expected invalidKeyframes, got \(error)")
      return
    }
    #expect(actor == Self.actor)
    #expect(reason.contains("2"))
  }

  static let badTimes: [[Keyframe]] = [
    // Out of order.
    [
      Keyframe(0, ViewState()), Keyframe(0.6, ViewState()), Keyframe(0.4, ViewState()),
      Keyframe(1, ViewState()),
    ],
    // Outside 0...1.
    [Keyframe(0, ViewState()), Keyframe(1.5, ViewState())],
    [Keyframe(-0.1, ViewState()), Keyframe(1, ViewState())],
    [Keyframe(0, ViewState()), Keyframe(.nan, ViewState()), Keyframe(1, ViewState())],
    [Keyframe(0, ViewState()), Keyframe(.infinity, ViewState())],
    // The first not at 0, the last not at 1.
    [Keyframe(0.2, ViewState()), Keyframe(1, ViewState())],
    [Keyframe(0, ViewState()), Keyframe(0.8, ViewState())],
    [Keyframe(0.5, ViewState()), Keyframe(0.5, ViewState())],
  ]

  @Test(arguments: badTimes)
  func keyframesOutOfOrderOrOutsideTheUnitRangeAreRefused(keyframes: [Keyframe]) throws {
    let error = try #require(try error(building: keyframes))
    guard case .invalidKeyframes(let actor, _) = error else {
      Issue.record("expected invalidKeyframes, got \(error)")
      return
    }
    #expect(actor == Self.actor)
    #expect(error.description.contains("custom:k"))
  }

  @Test func keyframesAtTheSameTimeAreAllowed() throws {
    let keyframes = [
      Keyframe(0, ViewState(alpha: 0)), Keyframe(0.5, ViewState(alpha: 0.5)),
      Keyframe(0.5, ViewState(alpha: 1)), Keyframe(1, ViewState(alpha: 1)),
    ]
    #expect(try error(building: keyframes) == nil)
  }

  static let nonFiniteStates: [(ViewState, String)] = [
    (ViewState(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), "frame"),
    (ViewState(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)), "frame"),
    (ViewState(alpha: .nan), "alpha"),
    (ViewState(alpha: -.infinity), "alpha"),
    (ViewState(transform: Transform3D(translationX: .infinity)), "transform"),
    (ViewState(transform: Transform3D(scaleY: .nan)), "transform"),
    (ViewState(cornerRadius: .nan), "cornerRadius"),
    (ViewState(shadow: Shadow(opacity: .nan)), "shadow"),
    (ViewState(blurFraction: .infinity), "blurFraction"),
  ]

  @Test(arguments: nonFiniteStates)
  func nonFiniteNumbersInAToStateAreRefusedByName(state: ViewState, property: String) throws {
    let timing = try AnimationTiming(duration: 1)
    do {
      _ = try Track(actor: .presented, from: ViewState(alpha: 0), to: state, timing: timing)
      Issue.record("a track to \(state) was accepted")
    } catch {
      guard case .nonFiniteValue(let actor, let named, _) = error else {
        Issue.record("expected nonFiniteValue, got \(error)")
        return
      }
      #expect(actor == .presented)
      #expect(named == property)
      #expect(error.description.contains("presented"))
      #expect(error.description.contains(property))
    }
  }

  @Test(arguments: nonFiniteStates)
  func nonFiniteNumbersInAMiddleKeyframeAreRefusedByName(
    state: ViewState, property: String
  ) throws {
    let keyframes = [Keyframe(0, ViewState()), Keyframe(0.5, state), Keyframe(1, ViewState())]
    let error = try #require(try error(building: keyframes))
    guard case .nonFiniteValue(let actor, let named, _) = error else {
      Issue.record("expected nonFiniteValue, got \(error)")
      return
    }
    #expect(actor == Self.actor)
    #expect(named == property)
  }

  @Test func reversedMirrorsKeyframesAndTheTimeSlot() throws {
    let timing = try AnimationTiming(curve: .easeIn, duration: 1, delay: 0.5)
    let a = ViewState(alpha: 0)
    let b = ViewState(alpha: 0.9)
    let c = ViewState(alpha: 1)
    let track = try Track(
      actor: .presented, keyframes: [Keyframe(0, a), Keyframe(0.25, b), Keyframe(1, c)],
      timing: timing)
    let reversed = track.reversed(within: 2)
    #expect(reversed.actor == .presented)
    // Order reversed, each time t becomes 1 − t: 1 → 0, 0.25 → 0.75, 0 → 1.
    #expect(reversed.keyframes == [Keyframe(0, c), Keyframe(0.75, b), Keyframe(1, a)])
    // The slot 0.5...1.5 inside 0...2 mirrors to (2 − 1.5)...(2 − 0.5) = 0.5...1.5.
    #expect(reversed.timing.delay == 0.5)
    #expect(reversed.timing.duration == 1)

    let late = track.reversed(within: 3)
    // 0.5...1.5 inside 0...3 mirrors to 1.5...2.5.
    #expect(late.timing.delay == 1.5)
    #expect(late.timing.endTime == 2.5)
  }

  @Test func reversedKeepsASpringTiming() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.2)
    let timing = try AnimationTiming(spring: spring, duration: 0.5, delay: 0.25)
    let track = try Track(
      actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: timing)
    let reversed = track.reversed(within: 1)
    #expect(reversed.timing.kind == timing.kind)
    // 0.25...0.75 inside 0...1 mirrors to 0.25...0.75.
    #expect(reversed.timing.delay == 0.25)
    #expect(reversed.from == ViewState(alpha: 1))
    #expect(reversed.to == ViewState(alpha: 0))
  }
}
