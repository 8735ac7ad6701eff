import Curtain
import Foundation
import Testing

@Suite struct TransitionPlanTests {
  // MARK: Fixtures

  private static func linear(
    _ duration: TimeInterval, delay: TimeInterval = 0
  ) throws
    -> AnimationTiming
  {
    try AnimationTiming(curve: .linear, duration: duration, delay: delay)
  }

  /// A state that sets every continuous property to an awkward value, so inexact blending shows.
  private static let awkwardFrom = ViewState(
    frame: CGRect(x: 0.1, y: 1e16, width: 123.456, height: 0.3), alpha: 0.1,
    transform: Transform3D(
      translationX: 0.1, translationY: -7.3, translationZ: 1e-17, scaleX: 0.3, scaleY: 1.7,
      rotation: 0.1, rotationX: 0.2, rotationY: 0.3, perspective: -0.002),
    cornerRadius: 0.7, corners: .top,
    backgroundColor: RGBAColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.9),
    shadow: Shadow(
      color: RGBAColor(white: 0.1), opacity: 0.1, radius: 0.3,
      offset: CGSize(width: 0.1, height: -0.7)),
    blurFraction: 0.3, isHidden: true, zIndex: 1)

  private static let awkwardTo = ViewState(
    frame: CGRect(x: 0.7, y: 1, width: 987.654, height: 0.1), alpha: 0.7,
    transform: Transform3D(
      translationX: 0.7, translationY: 3.3, translationZ: -0.1, scaleX: 0.9, scaleY: 0.1,
      rotation: 2 * .pi, rotationX: -0.7, rotationY: 0.1, perspective: 0),
    cornerRadius: 0.1, corners: .bottom,
    backgroundColor: RGBAColor(red: 0.7, green: 0.1, blue: 0.35, alpha: 0.2),
    shadow: Shadow(
      color: RGBAColor(white: 0.7, alpha: 0.3), opacity: 0.7, radius: 9.1,
      offset: CGSize(width: 1e16, height: 0.1)),
    blurFraction: 0.9, isHidden: false, zIndex: 7)

  static func timings() throws -> [AnimationTiming] {
    [
      try AnimationTiming(curve: .linear, duration: 1),
      try AnimationTiming(curve: .easeInOut, duration: 0.35),
      try AnimationTiming(curve: .default, duration: 0.3, delay: 0.2),
      try AnimationTiming(
        curve: TimingCurve(
          controlPoint1: CGPoint(x: 0.34, y: 1.56), controlPoint2: CGPoint(x: 0.64, y: 1)),
        duration: 0.7),
      try AnimationTiming(spring: Spring(duration: 0.5, bounce: 0.3)),
      try AnimationTiming(duration: 0.6, dampingRatio: 0.5, initialVelocity: 2, delay: 0.1),
    ]
  }

  // MARK: Ends

  @Test(arguments: try timings())
  func samplingAtZeroAndAtTheEndHitsTheStatesExactly(timing: AnimationTiming) throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .presented, from: Self.awkwardFrom, to: Self.awkwardTo, timing: timing)
    ])
    #expect(plan.state(of: .presented, at: 0) == Self.awkwardFrom)
    #expect(plan.state(of: .presented, at: plan.duration) == Self.awkwardTo)
    #expect(plan.sample(at: 0)[.presented] == Self.awkwardFrom)
    #expect(plan.sample(at: plan.duration)[.presented] == Self.awkwardTo)
  }

  // MARK: Curves

  static let linearTimes: [Double] = [0.25, 0.5, 0.75, 0.1, 0.9]

  @Test(arguments: linearTimes)
  func linearCurveMovesInProportionToTime(time: Double) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented,
        from: ViewState(frame: CGRect(x: 0, y: 400, width: 320, height: 200), alpha: 0),
        to: ViewState(frame: CGRect(x: 0, y: 0, width: 320, height: 600), alpha: 1),
        timing: Self.linear(1))
    ])
    let state = plan.state(of: .presented, at: time)
    // Under a linear curve over 1 s, progress = time: alpha 0 + 1 × t, y 400 − 400 t,
    // height 200 + 400 t. At t = 0.25: alpha 0.25, y 300, height 300.
    #expect(PlanCheck.isClose(try #require(state.alpha), CGFloat(time)))
    let frame = try #require(state.frame)
    #expect(
      PlanCheck.isClose(
        frame, CGRect(x: 0, y: 400 - 400 * time, width: 320, height: 200 + 400 * time)))
  }

  static let easeTimes: [Double] = [0.2, 0.5, 1.0, 1.6, 1.9]

  @Test(arguments: easeTimes)
  func easeInOutFollowsAnIndependentBezierBisection(time: Double) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, cornerRadius: 0),
        to: ViewState(alpha: 1, cornerRadius: 300),
        timing: AnimationTiming(curve: .easeInOut, duration: 2))
    ])
    // easeInOut is (0.42, 0), (0.58, 1); the elapsed fraction is time / 2 s.
    let progress = PlanCheck.bezierProgress(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: time / 2)
    let state = plan.state(of: .presented, at: time)
    #expect(PlanCheck.isClose(try #require(state.alpha), CGFloat(progress), tolerance: 1e-9))
    #expect(
      PlanCheck.isClose(
        try #require(state.cornerRadius), CGFloat(300 * progress), tolerance: 300 * 1e-9))
  }

  @Test func easeInOutAtAQuarterOfTheDurationIsWellBelowAQuarter() throws {
    // By bisection of x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.25, y(s) = 3(1−s)s² + s³
    // is about 0.1291: an ease-in-out curve lags a linear one early on.
    let expected = PlanCheck.bezierProgress(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: 0.25)
    #expect(abs(expected - 0.1291) < 1e-3)
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .easeInOut, duration: 1))
    ])
    let alpha = try #require(plan.state(of: .presented, at: 0.25).alpha)
    #expect(PlanCheck.isClose(alpha, CGFloat(expected), tolerance: 1e-9))
  }

  // MARK: Delays

  static let delayCases: [(Double, Double)] = [
    // (time, alpha) for alpha 0.2 → 1 over 1 s after a 0.5 s delay, linear.
    (-1, 0.2), (0, 0.2), (0.25, 0.2),
    (0.5, 0.2),  // at the delay: still the from state
    (1.0, 0.6),  // 0.2 + 0.8 × (1.0 − 0.5) / 1
    (1.25, 0.8),  // 0.2 + 0.8 × 0.75
    (1.5, 1),  // the end
    (9, 1),
  ]

  @Test(arguments: delayCases)
  func aDelayHoldsTheFromStateUntilTheTrackStarts(time: Double, alpha: Double) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0.2), to: ViewState(alpha: 1),
        timing: Self.linear(1, delay: 0.5))
    ])
    let sampled = try #require(plan.state(of: .presented, at: time).alpha)
    #expect(PlanCheck.isClose(sampled, CGFloat(alpha)))
    if time <= 0.5 {
      #expect(sampled == 0.2)
    }
  }

  // MARK: Keyframes

  /// Keyframes (0: alpha 0, x 0), (0.25: alpha 1, x 100), (1: alpha 0.5, x 400).
  private static func keyframeTrack(timing: AnimationTiming) throws -> Track {
    func state(_ alpha: CGFloat, _ x: CGFloat) -> ViewState {
      ViewState(frame: CGRect(x: x, y: 0, width: 10, height: 10), alpha: alpha)
    }
    return try Track(
      actor: .presented,
      keyframes: [
        Keyframe(0, state(0, 0)), Keyframe(0.25, state(1, 100)), Keyframe(1, state(0.5, 400)),
      ],
      timing: timing)
  }

  /// The keyframe track's (alpha, x) at `progress`, piecewise linear, worked out by hand.
  private static func keyframeValues(at progress: Double) -> (alpha: Double, x: Double) {
    if progress <= 0.25 {
      // 0 → 1 and 0 → 100 over 0...0.25
      let fraction = progress / 0.25
      return (fraction, 100 * fraction)
    }
    // 1 → 0.5 and 100 → 400 over 0.25...1
    let fraction = (progress - 0.25) / 0.75
    return (1 - 0.5 * fraction, 100 + 300 * fraction)
  }

  static let keyframeCases: [(Double, Double, Double)] = [
    // (time, alpha, x) under a linear curve over 1 s, where progress = time.
    (0, 0, 0),
    (0.125, 0.5, 50),  // halfway through the first segment
    (0.25, 1, 100),  // on the middle keyframe
    (0.625, 0.75, 250),  // (0.625 − 0.25) / 0.75 = 0.5 of the second: 1 − 0.25, 100 + 150
    (0.85, 0.6, 340),  // (0.85 − 0.25) / 0.75 = 0.8: 1 − 0.4, 100 + 240
    (1, 0.5, 400),
  ]

  @Test(arguments: keyframeCases)
  func keyframesArePiecewiseLinearInProgress(time: Double, alpha: Double, x: Double) throws {
    let plan = try TransitionPlan(tracks: [Self.keyframeTrack(timing: Self.linear(1))])
    let state = plan.state(of: .presented, at: time)
    #expect(PlanCheck.isClose(try #require(state.alpha), CGFloat(alpha)))
    #expect(PlanCheck.isClose(try #require(state.frame).origin.x, CGFloat(x)))
  }

  @Test(arguments: [0.1, 0.3, 0.45, 0.7, 0.95])
  func keyframesFollowTheCurvesProgressNotTheClock(time: Double) throws {
    let plan = try TransitionPlan(tracks: [
      Self.keyframeTrack(timing: AnimationTiming(curve: .easeInOut, duration: 1))
    ])
    let progress = PlanCheck.bezierProgress(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: time)
    let expected = Self.keyframeValues(at: progress)
    let state = plan.state(of: .presented, at: time)
    // The slope is at most 4 per unit of progress (alpha over the first segment), 400 for x.
    #expect(
      PlanCheck.isClose(try #require(state.alpha), CGFloat(expected.alpha), tolerance: 4e-9))
    #expect(
      PlanCheck.isClose(
        try #require(state.frame).origin.x, CGFloat(expected.x), tolerance: 4e-7))
  }

  @Test func delayedKeyframesHoldTheirFirstState() throws {
    let plan = try TransitionPlan(tracks: [Self.keyframeTrack(timing: Self.linear(1, delay: 1))])
    #expect(plan.state(of: .presented, at: 0.5).alpha == 0)
    #expect(plan.state(of: .presented, at: 1).alpha == 0)
    // 1.125 s is 0.125 into the track: halfway through the first segment.
    #expect(PlanCheck.isClose(try #require(plan.state(of: .presented, at: 1.125).alpha), 0.5))
  }

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
  private static func snapshotSources() throws -> [(ActorID, [SetupStep], [Track], ViewState)] {
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
  private static func overshoot() throws -> TimingCurve {
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

  // MARK: Frames

  /// A plan with setup, several actors, overlapping and delayed tracks, keyframes and springs.
  private static func busyPlan() throws -> TransitionPlan {
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

  private static let sampleTimes: [Double] = [-1, .nan] + (0...40).map { Double($0) / 32 } + [2]

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
  private func expectMirrored(
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

  // MARK: Final and cancelled states

  @Test func finalAndCancelledStatesPutTheirStatesOnTopOfTheEnds() throws {
    let plan = try TransitionPlan(
      tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0, zIndex: 1),
          to: ViewState(alpha: 1, zIndex: 2),
          timing: Self.linear(0.5, delay: 0.25))
      ],
      completionStates: [
        .presented: ViewState(cornerRadius: 0, zIndex: 0), .presenting: ViewState(isHidden: true),
      ],
      cancellationStates: [.presented: ViewState(isHidden: true)])
    #expect(plan.finalState(of: .presented) == ViewState(alpha: 1, cornerRadius: 0, zIndex: 0))
    #expect(plan.cancelledState(of: .presented) == ViewState(alpha: 0, isHidden: true, zIndex: 1))
    // An actor that only a completion state mentions.
    #expect(plan.finalState(of: .presenting) == ViewState(isHidden: true))
    #expect(plan.cancelledState(of: .presenting).isEmpty)
    #expect(plan.finalState(of: .container).isEmpty)
  }

  @Test func aZeroDurationTrackFinishesInItsToState() throws {
    let instant = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: 0), to: ViewState(alpha: 1, zIndex: 4),
        timing: Self.linear(0))
    ])
    #expect(instant.duration == 0)
    #expect(instant.finalState(of: .presented) == ViewState(alpha: 1, zIndex: 4))
    #expect(instant.cancelledState(of: .presented) == ViewState(alpha: 0, zIndex: 0))

    // An instant step at the very end of a longer plan.
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(1)),
      Track(
        actor: .presented, from: ViewState(isHidden: true), to: ViewState(isHidden: false),
        timing: Self.linear(0, delay: 1)),
    ])
    #expect(plan.finalState(of: .presented) == ViewState(isHidden: false))
    #expect(plan.finalState(of: .to) == ViewState(alpha: 1))
  }

  @Test func aZeroDurationTrackInsideAPlanHasJumpedOnceItsMomentHasPassed() throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(1)),
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: 0), to: ViewState(alpha: 1, zIndex: 2),
        timing: Self.linear(0, delay: 0.5)),
    ])
    #expect(plan.state(of: .presented, at: 0.25) == ViewState(alpha: 0, zIndex: 0))
    #expect(plan.state(of: .presented, at: 0.75) == ViewState(alpha: 1, zIndex: 2))
  }

  // MARK: Discrete properties

  /// zIndex values at the edges of `Int`, where a detour through `Double` (53-bit mantissa)
  /// would round or trap: 2⁵³ + 1 is the smallest integer a Double cannot hold.
  static let extremeZIndices: [Int] = [(1 << 53) + 1, -(1 << 53) - 1, .max, .min + 1, -1, 0]

  @Test(arguments: extremeZIndices)
  func anyZIndexSurvivesSamplingUnchanged(zIndex: Int) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: zIndex),
        to: ViewState(alpha: 1, zIndex: zIndex - 1), timing: Self.linear(1))
    ])
    #expect(plan.state(of: .presented, at: 0).zIndex == zIndex)
    #expect(plan.state(of: .presented, at: 0.5).zIndex == zIndex - 1)
    #expect(plan.sample(at: 1)[.presented]?.zIndex == zIndex - 1)
    #expect(plan.finalState(of: .presented).zIndex == zIndex - 1)
  }

  static let cornerTimes: [(Double, RectCorners, Int)] = [
    // corners .all → .top and zIndex 0 → 5 over 0.5...1.5.
    (0, .all, 0), (0.25, .all, 0),
    (0.5, .all, 0),  // at the delay: the from state
    (0.5 + 1e-9, .top, 5),  // running: already the end value
    (1, .top, 5), (1.5, .top, 5),
  ]

  @Test(arguments: cornerTimes)
  func cornersAndZIndexSwitchAsSoonAsTheTrackRuns(
    time: Double, corners: RectCorners, zIndex: Int
  ) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(corners: .all, zIndex: 0),
        to: ViewState(corners: .top, zIndex: 5),
        timing: AnimationTiming(curve: .easeIn, duration: 1, delay: 0.5))
    ])
    let state = plan.state(of: .presented, at: time)
    #expect(state.corners == corners)
    #expect(state.zIndex == zIndex)
  }

  static let hiddenCases: [(Bool, Bool, Bool, Bool, Bool)] = [
    // (from, to, at the start, while running, at the end)
    (true, false, true, false, false),  // appearing: visible while running
    (false, true, false, false, true),  // disappearing: visible until the end
    (true, true, true, true, true),  // hidden throughout
    (false, false, false, false, false),
  ]

  @Test(arguments: hiddenCases)
  func aViewIsVisibleWhileRunningIfEitherEndIsVisible(
    from: Bool, to: Bool, start: Bool, running: Bool, end: Bool
  ) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, isHidden: from),
        to: ViewState(alpha: 1, isHidden: to), timing: Self.linear(1, delay: 0.5))
    ])
    #expect(plan.state(of: .presented, at: 0).isHidden == start)
    #expect(plan.state(of: .presented, at: 0.5).isHidden == start)
    for time in [0.5 + 1e-9, 0.75, 1, 1.25, 1.5 - 1e-9] {
      #expect(plan.state(of: .presented, at: time).isHidden == running, "at \(time)")
    }
    #expect(plan.state(of: .presented, at: 1.5).isHidden == end)
  }

  @Test func discreteValuesWithoutAStartBeginAtTheSetupState() throws {
    let plan = try TransitionPlan(
      setup: [
        .insert(.custom("c"), state: ViewState(corners: .bottom, isHidden: true), placement: .front)
      ],
      tracks: [
        Track(
          actor: .custom("c"), to: ViewState(corners: .all, isHidden: false),
          timing: Self.linear(1))
      ])
    #expect(plan.state(of: .custom("c"), at: 0) == ViewState(corners: .bottom, isHidden: true))
    #expect(plan.state(of: .custom("c"), at: 0.5) == ViewState(corners: .all, isHidden: false))
    #expect(plan.state(of: .custom("c"), at: 1) == ViewState(corners: .all, isHidden: false))
  }

  // MARK: Bad input

  static let standardActors: [ActorID] = [.presented, .presenting, .from, .to, .container]

  @Test(arguments: standardActors)
  func insertingAStandardActorIsRefused(actor: ActorID) {
    #expect(throws: PlanError.insertsStandardActor(actor: actor)) {
      try TransitionPlan(
        setup: [.insert(actor, state: ViewState(alpha: 0), placement: .back)], tracks: [])
    }
  }

  @Test func theBackgroundCanBeInsertedAsATemporaryActor() throws {
    let plan = try TransitionPlan(
      setup: [.insert(.background, state: ViewState(alpha: 0), placement: .back)], tracks: [])
    #expect(plan.temporaryActors == [.background])
    #expect(plan.state(of: .background, at: 0) == ViewState(alpha: 0))
  }

  @Test func insertingTheSameTemporaryActorTwiceIsRefused() {
    #expect(throws: PlanError.duplicateInsertion(actor: .custom("dim"))) {
      try TransitionPlan(
        setup: [
          .insert(.custom("dim"), state: ViewState(), placement: .back),
          .insert(.custom("dim"), state: ViewState(alpha: 1), placement: .front),
        ], tracks: [])
    }
    #expect(throws: PlanError.duplicateInsertion(actor: .snapshot("card"))) {
      try TransitionPlan(
        setup: [
          .snapshot(of: .presented, name: "card", state: ViewState(), placement: .front),
          .insert(.snapshot("card"), state: ViewState(), placement: .back),
        ], tracks: [])
    }
  }

  @Test func nonFiniteSetupAndEndStatesAreRefusedByName() {
    #expect(
      throws: PlanError.nonFiniteValue(actor: .custom("dim"), property: "alpha", place: "setup")
    ) {
      try TransitionPlan(
        setup: [.insert(.custom("dim"), state: ViewState(alpha: .nan), placement: .back)],
        tracks: [])
    }
    let badFrame = ViewState(frame: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
    let endStates: [([ActorID: ViewState], [ActorID: ViewState])] = [
      ([.to: badFrame], [:]), ([:], [.to: badFrame]),
    ]
    for (completion, cancellation) in endStates {
      do {
        _ = try TransitionPlan(
          tracks: [], completionStates: completion, cancellationStates: cancellation)
        Issue.record("a non-finite end state was accepted")
      } catch {
        guard case .nonFiniteValue(let actor, let property, _) = error else {
          Issue.record("expected nonFiniteValue, got \(error)")
          continue
        }
        #expect(actor == .to)
        #expect(property == "frame")
      }
    }
  }

  @Test func temporaryActorsMayBeSnapshotsOrCustomViews() throws {
    let plan = try TransitionPlan(
      setup: [
        .insert(.custom("a"), state: ViewState(), placement: .back),
        .insert(.snapshot("b"), state: ViewState(), placement: .front),
        .snapshot(of: .to, name: "c", state: ViewState(), placement: .below(.custom("a"))),
      ],
      tracks: [])
    #expect(plan.temporaryActors == [.custom("a"), .snapshot("b"), .snapshot("c")])
  }
}
