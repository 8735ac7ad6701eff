import Curtain
import Foundation
import Testing

// Several tracks on one actor, setup, clamping, times outside the plan and its duration.
extension TransitionPlanTests {
  // MARK: Several tracks on one actor

  @Test func aLaterTrackContinuesFromWhereTheEarlierOneEnded() throws {
    let f0 = CGRect(x: 0, y: 600, width: 300, height: 300)
    let f1 = CGRect(x: 0, y: 300, width: 300, height: 300)
    let f2 = CGRect(x: 20, y: 100, width: 260, height: 500)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: f0, alpha: 0), to: ViewState(frame: f1, alpha: 1),
        timing: Self.linear(1)),
      // The from state is empty: the frame starts where the first track left it.
      Track(actor: .presented, to: ViewState(frame: f2), timing: Self.linear(1, delay: 1)),
    ])
    #expect(plan.duration == 2)
    // t = 0.5: first track halfway: y 600 − 150, alpha 0.5.
    let early = plan.state(of: .presented, at: 0.5)
    #expect(
      PlanCheck.isClose(try #require(early.frame), CGRect(x: 0, y: 450, width: 300, height: 300)))
    #expect(PlanCheck.isClose(try #require(early.alpha), 0.5))
    // t = 1.5: second track halfway from f1 to f2: x 0 + 10, y 300 − 100, width 300 − 20,
    // height 300 + 100; alpha stays at the first track's end, 1.
    let late = plan.state(of: .presented, at: 1.5)
    #expect(
      PlanCheck.isClose(try #require(late.frame), CGRect(x: 10, y: 200, width: 280, height: 400)))
    #expect(late.alpha == 1)
    #expect(plan.state(of: .presented, at: 1) == ViewState(frame: f1, alpha: 1))
    #expect(plan.state(of: .presented, at: 2) == ViewState(frame: f2, alpha: 1))
  }

  static let overlapCases: [(Double, Double)] = [
    // Track A: alpha 0 → 1 over 0...1; track B: alpha 0.2 → 0.8 over 0.5...1.5 (both linear).
    (0.25, 0.25),  // only A has started: 0.25
    (0.4, 0.4),  // B's delay does not hold its from state over A's animation
    (0.5, 0.2),  // B has started (at its start): the later start wins
    (0.75, 0.35),  // B: 0.2 + 0.6 × 0.25
    (1.25, 0.65),  // B: 0.2 + 0.6 × 0.75 (A has ended, B still wins)
    (1.5, 0.8),
  ]

  @Test(arguments: overlapCases)
  func theLaterStartWinsWhereTracksOverlap(time: Double, alpha: Double) throws {
    let plan = try TransitionPlan(tracks: [
      // Listed later-first, so start order (not list order) must decide.
      Track(
        actor: .presented, from: ViewState(alpha: 0.2), to: ViewState(alpha: 0.8),
        timing: Self.linear(1, delay: 0.5)),
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: Self.linear(1)),
    ])
    let sampled = try #require(plan.state(of: .presented, at: time).alpha)
    #expect(PlanCheck.isClose(sampled, CGFloat(alpha)))
  }

  @Test func aPropertyHoldsItsFirstTracksStartUntilThatTrackStarts() throws {
    let f0 = CGRect(x: 0, y: 0, width: 100, height: 100)
    let f1 = CGRect(x: 100, y: 0, width: 100, height: 100)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: Self.linear(1)),
      Track(
        actor: .presented, from: ViewState(frame: f0), to: ViewState(frame: f1),
        timing: Self.linear(1, delay: 1)),
    ])
    #expect(plan.state(of: .presented, at: 0) == ViewState(frame: f0, alpha: 0))
    #expect(plan.state(of: .presented, at: 0.5).frame == f0)
    #expect(plan.state(of: .presented, at: 1).frame == f0)
    // 1.25 s: a quarter of the frame track: x 0 + 100 × 0.25.
    #expect(plan.state(of: .presented, at: 1.25).frame?.origin.x == 25)
  }

  // MARK: Setup

  @Test func untouchedPropertiesKeepTheirSetupState() throws {
    let dimFrame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let plan = try TransitionPlan(
      setup: [
        .insert(
          .custom("dim"),
          state: ViewState(
            frame: dimFrame, alpha: 0, cornerRadius: 8, backgroundColor: .black, zIndex: -1),
          placement: .back)
      ],
      tracks: [
        // No from state: alpha starts at the setup state's 0.
        Track(actor: .custom("dim"), to: ViewState(alpha: 0.6), timing: Self.linear(1)),
        Track(
          actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
          timing: Self.linear(1)),
      ])
    for time in stride(from: 0.0, through: 1.0, by: 0.125) {
      let dim = plan.state(of: .custom("dim"), at: time)
      // 0 + 0.6 × t
      #expect(PlanCheck.isClose(try #require(dim.alpha), CGFloat(0.6 * time)))
      #expect(dim.frame == dimFrame)
      #expect(dim.cornerRadius == 8)
      #expect(dim.backgroundColor == .black)
      #expect(dim.zIndex == -1)
      #expect(dim.transform == nil)
      // A standard actor without setup has only what its tracks set.
      #expect(plan.state(of: .presented, at: time).setProperties == ["alpha"])
    }
    #expect(plan.temporaryActors == [.custom("dim")])
    #expect(plan.actors == [.custom("dim"), .presented])
  }

  @Test func aSnapshotStartsAsItsSourceWithItsOwnStateOnTop() throws {
    let f0 = CGRect(x: 20, y: 300, width: 350, height: 200)
    let f1 = CGRect(x: 0, y: 0, width: 390, height: 844)
    let plan = try TransitionPlan(
      setup: [
        .snapshot(
          of: .presented, name: "card", state: ViewState(cornerRadius: 12),
          placement: .above(.presented))
      ],
      tracks: [
        Track(
          actor: .presented, from: ViewState(frame: f0, alpha: 0.5, cornerRadius: 0),
          to: ViewState(frame: f1, alpha: 1, cornerRadius: 0), timing: Self.linear(1))
      ])
    let expected = ViewState(frame: f0, alpha: 0.5, cornerRadius: 12)
    // The snapshot has no track of its own, so it stays as it started while the source moves.
    for time in [0, 0.5, 1] {
      #expect(plan.state(of: .snapshot("card"), at: time) == expected)
    }
    #expect(plan.temporaryActors == [.snapshot("card")])
    #expect(plan.actors.contains(.presented))
    #expect(plan.actors.contains(.snapshot("card")))
  }

  @Test func aSnapshotOfADelayedSourceStartsAtTheSourcesHeldState() throws {
    let plan = try TransitionPlan(
      setup: [
        .snapshot(
          of: .from, name: "from", state: ViewState(zIndex: 5), placement: .front)
      ],
      tracks: [
        Track(
          actor: .from, from: ViewState(alpha: 0.75), to: ViewState(alpha: 0),
          timing: Self.linear(1, delay: 0.5)),
        // The snapshot's own track leaves alpha's start unset: it begins at 0.75.
        Track(actor: .snapshot("from"), to: ViewState(alpha: 0.25), timing: Self.linear(1)),
      ])
    #expect(plan.state(of: .snapshot("from"), at: 0) == ViewState(alpha: 0.75, zIndex: 5))
    // 0.75 + (0.25 − 0.75) × 0.5
    let halfway = try #require(plan.state(of: .snapshot("from"), at: 0.5).alpha)
    #expect(PlanCheck.isClose(halfway, 0.5))
  }

  /// Snapshot sources: the source, setup steps before the snapshot, the source's tracks, and
  /// the source's state at time 0 worked out by hand.
  static func snapshotSources() throws -> [(ActorID, [SetupStep], [Track], ViewState)] {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    return [
      // A plain from → to track: it starts at its from state.
      (
        .presented, [],
        [
          try Track(
            actor: .presented, from: ViewState(alpha: 0.5), to: ViewState(alpha: 1),
            timing: linear(1))
        ],
        ViewState(alpha: 0.5)
      ),
      // The start is implied: nothing sets the alpha before the track, so it starts (and
      // stays) at its end value, 0.8.
      (
        .presented, [],
        [try Track(actor: .presented, to: ViewState(alpha: 0.8), timing: linear(1))],
        ViewState(alpha: 0.8)
      ),
      // Alpha from the first track's start (0); the frame from the second track's implied
      // start, which is its end value since nothing earlier sets a frame; the third track
      // continues from there and does not reach time 0.
      (
        .presented, [],
        [
          try Track(
            actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
            timing: linear(0.5)),
          try Track(
            actor: .presented, to: ViewState(frame: frame), timing: linear(0.5, delay: 0.5)),
          try Track(
            actor: .presented, to: ViewState(frame: .zero), timing: linear(0.5, delay: 1)),
        ],
        ViewState(frame: frame, alpha: 0)
      ),
      // An inserted source: its setup state fills what its delayed track leaves unset.
      (
        .custom("s"),
        [.insert(.custom("s"), state: ViewState(alpha: 0.25, cornerRadius: 6), placement: .back)],
        [try Track(actor: .custom("s"), to: ViewState(alpha: 1), timing: linear(1, delay: 0.25))],
        ViewState(alpha: 0.25, cornerRadius: 6)
      ),
    ]
  }

  @Test func aSnapshotStartsAsItsSourcesStateAtTimeZero() throws {
    for (source, setup, tracks, sourceStart) in try Self.snapshotSources() {
      let override = ViewState(cornerRadius: 12, zIndex: 3)
      let plan = try TransitionPlan(
        setup: setup + [.snapshot(of: source, name: "copy", state: override, placement: .front)],
        tracks: tracks)
      #expect(plan.state(of: source, at: 0) == sourceStart, "source \(source): \(tracks)")
      // The snapshot's own state goes on top: corner radius 12 and zIndex 3.
      #expect(
        plan.state(of: .snapshot("copy"), at: 0) == sourceStart.merging(override),
        "source \(source): \(tracks)")
    }
  }

  // MARK: Clamping

  /// A back-out curve: y rises above 1 before settling.
  static func overshoot() throws -> TimingCurve {
    try TimingCurve(
      controlPoint1: CGPoint(x: 0.34, y: 1.56), controlPoint2: CGPoint(x: 0.64, y: 1))
  }

  @Test func anOvershootingCurveClampsOpacitiesButNotGeometry() throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented,
        from: ViewState(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 0,
          transform: Transform3D(scaleX: 0.5, scaleY: 0.5), cornerRadius: 20,
          backgroundColor: .black, shadow: Shadow(opacity: 0, radius: 10), blurFraction: 0),
        to: ViewState(
          frame: CGRect(x: 100, y: 0, width: 100, height: 100), alpha: 1,
          transform: .identity, cornerRadius: 0, backgroundColor: .white,
          shadow: Shadow(opacity: 1, radius: 0), blurFraction: 1),
        timing: AnimationTiming(curve: Self.overshoot(), duration: 1))
    ])
    // At curve parameter s = 0.5:
    // x = 3·0.25·0.5·0.34 + 3·0.5·0.25·0.64 + 0.125 = 0.1275 + 0.24 + 0.125 = 0.4925
    // y = 3·0.25·0.5·1.56 + 3·0.5·0.25·1 + 0.125 = 0.585 + 0.375 + 0.125 = 1.085
    #expect(PlanCheck.isClose(PlanCheck.bezierCoordinate(0.34, 0.64, at: 0.5), 0.4925))
    let state = plan.state(of: .presented, at: 0.4925)
    #expect(state.alpha == 1)  // 1.085 → 1
    #expect(state.blurFraction == 1)  // 1.085 → 1
    #expect(state.shadow?.opacity == 1)  // 1.085 → 1
    #expect(state.shadow?.radius == 0)  // 10 − 10.85 → 0
    #expect(state.cornerRadius == 0)  // 20 − 20 × 1.085 = −1.7 → 0
    #expect(state.backgroundColor == .white)  // 1.085 → 1 per component
    // Geometry overshoots: x 100 × 1.085, scale 0.5 + 0.5 × 1.085.
    #expect(PlanCheck.isClose(try #require(state.frame).origin.x, 108.5, tolerance: 1e-7))
    #expect(PlanCheck.isClose(try #require(state.transform).scaleX, 1.0425, tolerance: 1e-9))
  }

  @Test func anAnticipatingCurveClampsOpacitiesAndRadiusAtZero() throws {
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: 0.5, y: -0.6), controlPoint2: CGPoint(x: 0.5, y: 1))
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented,
        from: ViewState(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 0, cornerRadius: 0,
          shadow: Shadow(opacity: 0), blurFraction: 0),
        to: ViewState(
          frame: CGRect(x: 100, y: 0, width: 100, height: 100), alpha: 1, cornerRadius: 20,
          shadow: Shadow(opacity: 1), blurFraction: 1),
        timing: AnimationTiming(curve: curve, duration: 1))
    ])
    // At s = 0.2: x = 3·0.64·0.2·0.5 + 3·0.8·0.04·0.5 + 0.008 = 0.192 + 0.048 + 0.008 = 0.248
    // y = 3·0.64·0.2·(−0.6) + 3·0.8·0.04·1 + 0.008 = −0.2304 + 0.096 + 0.008 = −0.1264
    let state = plan.state(of: .presented, at: 0.248)
    #expect(state.alpha == 0)
    #expect(state.cornerRadius == 0)  // 20 × −0.1264 → 0
    #expect(state.shadow?.opacity == 0)
    #expect(state.blurFraction == 0)
    // The frame anticipates: 100 × −0.1264.
    #expect(PlanCheck.isClose(try #require(state.frame).origin.x, -12.64, tolerance: 1e-7))
  }

  @Test func alphaStaysInTheUnitRangeThroughoutAnOvershoot() throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 1), to: ViewState(alpha: 0),
        timing: AnimationTiming(curve: Self.overshoot(), duration: 1)),
      Track(
        actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(spring: Spring(duration: 0.5, bounce: 0.6), duration: 1)),
    ])
    var sawOvershoot = false
    for step in 0...200 {
      let time = Double(step) / 200
      for actor in [ActorID.presented, .to] {
        let alpha = try #require(plan.state(of: actor, at: time).alpha)
        #expect((0...1).contains(alpha), "\(actor) at \(time): \(alpha)")
        if alpha == 0 && actor == .presented && time < 1 { sawOvershoot = true }
      }
    }
    // 1 − y(s) < 0 where the curve overshoots, so the clamp must have been hit before the end.
    #expect(sawOvershoot)
  }

  // MARK: Time outside the plan

  static let outsideTimes: [(Double, Bool)] = [
    // (time, samples the end rather than the start)
    (-1, false), (-.infinity, false), (.nan, false), (-0.0, false),
    (1.5 + 1e-9, true), (3, true), (.infinity, true), (.greatestFiniteMagnitude, true),
  ]

  @Test(arguments: outsideTimes)
  func timesOutsideThePlanClampToItsEnds(time: Double, atEnd: Bool) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0.25), to: ViewState(alpha: 0.75),
        timing: AnimationTiming(curve: .easeOut, duration: 1, delay: 0.5))
    ])
    let clamped = atEnd ? plan.duration : 0
    #expect(plan.state(of: .presented, at: time) == plan.state(of: .presented, at: clamped))
    #expect(plan.state(of: .presented, at: time).alpha == (atEnd ? 0.75 : 0.25))
    let frame = plan.sample(at: time)
    #expect(frame.time == clamped)
    #expect(frame == plan.sample(at: clamped))
  }

  // MARK: Duration

  @Test func durationIsTheLatestDelayPlusDuration() throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .presented, to: ViewState(alpha: 1), timing: Self.linear(0.625)),
      // 0.25 + 0.5 = 0.75 > 0.625
      Track(actor: .to, to: ViewState(alpha: 1), timing: Self.linear(0.5, delay: 0.25)),
      Track(actor: .from, to: ViewState(alpha: 1), timing: Self.linear(0.125, delay: 0.125)),
    ])
    #expect(plan.duration == 0.75)
    #expect(try TransitionPlan(tracks: []).duration == 0)
    #expect(TransitionPlan.empty.duration == 0)
    #expect(TransitionPlan.empty.actors.isEmpty)
  }
}
