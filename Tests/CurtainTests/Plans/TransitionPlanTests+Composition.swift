import Curtain
import Foundation
import Testing

// Frames, reversal, merging and delaying.
extension TransitionPlanTests {
  // MARK: Frames

  /// A plan with setup, several actors, overlapping and delayed tracks, keyframes and springs.
  static func busyPlan() throws -> TransitionPlan {
    try TransitionPlan(
      setup: [
        .insert(
          .custom("dim"), state: ViewState(alpha: 0, backgroundColor: .black), placement: .back),
        .snapshot(of: .from, name: "from", state: ViewState(zIndex: 9), placement: .front),
      ],
      tracks: [
        Track(actor: .custom("dim"), to: ViewState(alpha: 0.5), timing: Self.linear(0.4)),
        keyframeTrack(timing: AnimationTiming(curve: .easeInOut, duration: 0.6, delay: 0.1)),
        Track(
          actor: .presented, from: ViewState(transform: .identity),
          to: ViewState(transform: Transform3D(scaleX: 1.2, scaleY: 1.2)),
          timing: AnimationTiming(spring: Spring(duration: 0.4, bounce: 0.4), delay: 0.2)),
        Track(
          actor: .from, from: ViewState(alpha: 1, zIndex: 0), to: ViewState(alpha: 0, zIndex: 2),
          timing: AnimationTiming(curve: .easeIn, duration: 0.5)),
        Track(
          actor: .snapshot("from"), to: ViewState(frame: CGRect(x: 0, y: 0, width: 1, height: 1)),
          timing: Self.linear(0.3, delay: 0.3)),
      ],
      completionStates: [.presenting: ViewState(isHidden: true)])
  }

  static let sampleTimes: [Double] = [-1, .nan] + (0...40).map { Double($0) / 32 } + [2]

  @Test func sampleGivesEveryActorsState() throws {
    let plan = try Self.busyPlan()
    for time in Self.sampleTimes {
      let frame = plan.sample(at: time)
      #expect(frame.actors == plan.actors)
      #expect(frame.states.count == plan.actors.count)
      for (index, actor) in frame.actors.enumerated() {
        #expect(frame[actor] == plan.state(of: actor, at: time), "\(actor) at \(time)")
        #expect(frame.states[index] == plan.state(of: actor, at: time))
      }
    }
    #expect(plan.actors.contains(.presenting))
    #expect(plan.sample(at: 0)[.container] == nil)
    #expect(plan.state(of: .container, at: 0.3).isEmpty)
  }

  @Test func reusingAFrameGivesTheSameAsAFreshOne() throws {
    let plan = try Self.busyPlan()
    var frame = plan.makeFrame()
    // Forwards, then backwards, so leftovers from a later time would show.
    for time in Self.sampleTimes + Self.sampleTimes.reversed() {
      plan.sample(at: time, into: &frame)
      #expect(frame == plan.sample(at: time), "at \(time)")
    }
  }

  @Test func aFrameMadeByAnotherPlanIsReLaid() throws {
    let plan = try Self.busyPlan()
    let other = try TransitionPlan(tracks: [
      Track(
        actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(2))
    ])
    var frame = other.sample(at: 1)
    plan.sample(at: 0.3, into: &frame)
    #expect(frame == plan.sample(at: 0.3))
    #expect(frame.actors == plan.actors)
    #expect(frame[.to] == nil)
    // And back again.
    other.sample(at: 0.5, into: &frame)
    #expect(frame == other.sample(at: 0.5))
    #expect(frame.actors == [.to])
  }

  // MARK: Reversal

  /// Checks `reversed.state(of: a, at: t) == state(of: a, at: duration − t)` within 1e-9.
  func expectMirrored(
    _ plan: TransitionPlan, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reversed = plan.reversed()
    #expect(reversed.duration == plan.duration, sourceLocation: sourceLocation)
    let steps = 193
    for actor in plan.actors {
      var failures: [String] = []
      for step in 0...steps {
        let time = plan.duration * Double(step) / Double(steps)
        let forwards = plan.state(of: actor, at: plan.duration - time)
        let backwards = reversed.state(of: actor, at: time)
        if let property = PlanCheck.mismatch(between: backwards, and: forwards, tolerance: 1e-9) {
          failures.append("\(property) at \(time): \(backwards) vs \(forwards)")
        }
      }
      // One issue per actor, naming the first failing time.
      #expect(
        failures.isEmpty,
        "\(actor): \(failures.count) of \(steps + 1) times differ; first \(failures.first ?? "")",
        sourceLocation: sourceLocation)
    }
  }

  @Test func reversedMirrorsTimeForSingleTracks() throws {
    try expectMirrored(
      TransitionPlan(tracks: [
        Track(
          actor: .presented,
          from: ViewState(
            frame: CGRect(x: 0, y: 844, width: 390, height: 600), alpha: 0,
            transform: Transform3D(scaleX: 0.9, scaleY: 0.9, rotation: 0.3), cornerRadius: 0,
            backgroundColor: .white, shadow: Shadow(opacity: 0), blurFraction: 1, isHidden: true),
          to: ViewState(
            frame: CGRect(x: 0, y: 244, width: 390, height: 600), alpha: 1,
            transform: .identity, cornerRadius: 16, backgroundColor: .black,
            shadow: Shadow(opacity: 0.3, radius: 8), blurFraction: 0, isHidden: false),
          timing: AnimationTiming(curve: .easeOut, duration: 0.5, delay: 0.2)),
        Track(
          actor: .presenting, from: ViewState(alpha: 1), to: ViewState(alpha: 0.4),
          timing: AnimationTiming(curve: .default, duration: 0.4)),
      ]))
  }

  @Test func reversedMirrorsTimeForKeyframesAndDelays() throws {
    try expectMirrored(
      TransitionPlan(
        setup: [.insert(.custom("dim"), state: ViewState(alpha: 0), placement: .back)],
        tracks: [
          Self.keyframeTrack(timing: AnimationTiming(curve: .easeInOut, duration: 0.6, delay: 0.3)),
          Track(
            actor: .custom("dim"), from: ViewState(alpha: 0), to: ViewState(alpha: 0.5),
            timing: AnimationTiming(curve: .easeIn, duration: 0.25, delay: 0.1)),
          Track(
            actor: .from,
            keyframes: [
              Keyframe(0, ViewState(alpha: 1, cornerRadius: 0)),
              Keyframe(0.4, ViewState(alpha: 0.2, cornerRadius: 10)),
              Keyframe(0.7, ViewState(alpha: 0.6, cornerRadius: 4)),
              Keyframe(1, ViewState(alpha: 0, cornerRadius: 30)),
            ],
            timing: AnimationTiming(curve: .standard, duration: 1)),
        ]))
  }

  @Test func reversedMirrorsTimeForTracksInSequence() throws {
    let f0 = CGRect(x: 0, y: 600, width: 300, height: 300)
    let f1 = CGRect(x: 0, y: 300, width: 300, height: 300)
    let f2 = CGRect(x: 20, y: 100, width: 260, height: 500)
    try expectMirrored(
      TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(frame: f0, alpha: 0),
          to: ViewState(frame: f1, alpha: 1), timing: AnimationTiming(curve: .easeIn, duration: 0.5)
        ),
        Track(
          actor: .presented, from: ViewState(frame: f1), to: ViewState(frame: f2),
          timing: AnimationTiming(curve: .easeOut, duration: 0.5, delay: 0.5)),
      ]))
  }

  @Test func reversedMirrorsTimeWhenALaterTrackLeavesItsStartUnset() throws {
    let f0 = CGRect(x: 0, y: 600, width: 300, height: 300)
    let f1 = CGRect(x: 0, y: 300, width: 300, height: 300)
    let f2 = CGRect(x: 20, y: 100, width: 260, height: 500)
    try expectMirrored(
      TransitionPlan(
        setup: [.insert(.custom("dim"), state: ViewState(alpha: 0), placement: .back)],
        tracks: [
          Track(
            actor: .presented, from: ViewState(frame: f0, alpha: 0),
            to: ViewState(frame: f1, alpha: 1),
            timing: AnimationTiming(curve: .easeIn, duration: 0.5)),
          // Starts wherever the first track ended.
          Track(
            actor: .presented, to: ViewState(frame: f2, alpha: 0.5),
            timing: AnimationTiming(curve: .easeOut, duration: 0.5, delay: 0.5)),
          // Starts at the setup state.
          Track(
            actor: .custom("dim"), to: ViewState(alpha: 0.4),
            timing: AnimationTiming(curve: .easeInOut, duration: 0.75, delay: 0.125)),
        ]))
  }

  @Test func reversedMirrorsTimeWhenAMiddleKeyframeLeavesAPropertyUnset() throws {
    try expectMirrored(
      TransitionPlan(tracks: [
        Track(
          actor: .presented,
          keyframes: [
            Keyframe(0, ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0)),
            Keyframe(0.5, ViewState(frame: CGRect(x: 50, y: 0, width: 10, height: 10))),
            Keyframe(1, ViewState(frame: CGRect(x: 60, y: 0, width: 10, height: 10), alpha: 1)),
          ],
          timing: AnimationTiming(curve: .easeInOut, duration: 1))
      ]))
  }

  @Test func reversedSwapsCompletionAndCancellationAndKeepsTheSetup() throws {
    let setup: [SetupStep] = [
      .insert(.custom("dim"), state: ViewState(alpha: 0), placement: .below(.presented))
    ]
    let plan = try TransitionPlan(
      setup: setup,
      tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
          timing: Self.linear(1))
      ],
      completionStates: [.presenting: ViewState(isHidden: true)],
      cancellationStates: [.presented: ViewState(isHidden: true)])
    let reversed = plan.reversed()
    #expect(reversed.setup == setup)
    #expect(reversed.completionStates == [.presented: ViewState(isHidden: true)])
    #expect(reversed.cancellationStates == [.presenting: ViewState(isHidden: true)])
    // Finishing the mirror returns to where the plan started, and the other way round.
    #expect(reversed.finalState(of: .presented) == ViewState(alpha: 0, isHidden: true))
    #expect(reversed.cancelledState(of: .presented) == ViewState(alpha: 1))
    #expect(reversed.cancelledState(of: .presenting) == ViewState(isHidden: true))
  }

  @Test func reversedTwiceSamplesLikeTheOriginal() throws {
    let plan = try Self.busyPlan()
    let twice = plan.reversed().reversed()
    for time in Self.sampleTimes {
      for actor in plan.actors {
        let mismatch = PlanCheck.mismatch(
          between: twice.state(of: actor, at: time), and: plan.state(of: actor, at: time),
          tolerance: 1e-9)
        #expect(mismatch == nil, "\(actor) at \(time)")
      }
    }
  }

  // MARK: Merging and delaying

  @Test func mergedKeepsBothPlansAndTakesTheLongerDuration() throws {
    let first = try TransitionPlan(
      tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
          timing: Self.linear(0.5))
      ],
      completionStates: [.presented: ViewState(alpha: 1, zIndex: 1)],
      cancellationStates: [.presented: ViewState(isHidden: true)])
    let second = try TransitionPlan(
      setup: [.insert(.custom("badge"), state: ViewState(alpha: 0), placement: .front)],
      tracks: [
        Track(
          actor: .custom("badge"), to: ViewState(alpha: 1), timing: Self.linear(0.75, delay: 0.25))
      ],
      completionStates: [.presented: ViewState(alpha: 0.5), .to: ViewState(zIndex: 3)])
    let merged = try first.merged(with: second)
    #expect(merged.tracks == first.tracks + second.tracks)
    #expect(merged.setup == first.setup + second.setup)
    // max(0.5, 0.25 + 0.75)
    #expect(merged.duration == 1)
    // Where both give a completion state for one actor, the other plan's set properties win.
    #expect(
      merged.completionStates == [
        .presented: ViewState(alpha: 0.5, zIndex: 1), .to: ViewState(zIndex: 3),
      ])
    #expect(merged.cancellationStates == [.presented: ViewState(isHidden: true)])
    for time in stride(from: 0.0, through: 1.0, by: 0.0625) {
      #expect(merged.state(of: .presented, at: time) == first.state(of: .presented, at: time))
      #expect(
        merged.state(of: .custom("badge"), at: time) == second.state(of: .custom("badge"), at: time)
      )
    }
  }

  @Test func mergingTwoPlansThatInsertTheSameActorIsRefused() throws {
    let dim = SetupStep.insert(.custom("dim"), state: ViewState(alpha: 0), placement: .back)
    let first = try TransitionPlan(setup: [dim], tracks: [])
    let second = try TransitionPlan(setup: [dim], tracks: [])
    #expect(throws: PlanError.duplicateInsertion(actor: .custom("dim"))) {
      try first.merged(with: second)
    }
    let snapshot = try TransitionPlan(
      setup: [.snapshot(of: .from, name: "x", state: ViewState(), placement: .front)], tracks: [])
    let custom = try TransitionPlan(
      setup: [.insert(.snapshot("x"), state: ViewState(), placement: .back)], tracks: [])
    #expect(throws: PlanError.duplicateInsertion(actor: .snapshot("x"))) {
      try snapshot.merged(with: custom)
    }
  }

  @Test func delayedShiftsEveryTrack() throws {
    let plan = try TransitionPlan(tracks: [
      Self.keyframeTrack(timing: AnimationTiming(curve: .easeInOut, duration: 0.5, delay: 0.25)),
      Track(actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(1)),
    ])
    let later = plan.delayed(by: 0.5)
    // 0.5 + max(0.25 + 0.5, 1)
    #expect(later.duration == 1.5)
    for time in stride(from: 0.0, through: 0.5, by: 0.125) {
      // Before the offset every actor holds its start.
      #expect(later.state(of: .presented, at: time) == plan.state(of: .presented, at: 0))
      #expect(later.state(of: .to, at: time) == plan.state(of: .to, at: 0))
    }
    for step in 0...32 {
      let time = Double(step) / 32
      for actor in plan.actors {
        let mismatch = PlanCheck.mismatch(
          between: later.state(of: actor, at: time + 0.5), and: plan.state(of: actor, at: time),
          tolerance: 1e-9)
        #expect(mismatch == nil, "\(actor) at \(time)")
      }
    }
  }

  @Test func delayingByANegativeOffsetStopsAtZero() throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, to: ViewState(alpha: 1), timing: Self.linear(0.5, delay: 0.25)),
      Track(actor: .from, to: ViewState(alpha: 0), timing: Self.linear(0.5, delay: 0.5)),
    ])
    let earlier = plan.delayed(by: -0.375)
    // 0.25 − 0.375 < 0 → 0; 0.5 − 0.375 = 0.125
    #expect(earlier.tracks.map(\.timing.delay) == [0, 0.125])
    #expect(earlier.duration == 0.625)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func delayingByANonFiniteOffsetChangesNothing(offset: Double) throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, to: ViewState(alpha: 1), timing: Self.linear(0.5, delay: 0.25))
    ])
    #expect(plan.delayed(by: offset) == plan)
    #expect(plan.delayed(by: offset).duration == 0.75)
  }
}
