import Curtain
import Foundation
import Testing

@Suite struct TransitionPlanTests {
  // MARK: Fixtures

  static func linear(
    _ duration: TimeInterval, delay: TimeInterval = 0
  ) throws
    -> AnimationTiming
  {
    try AnimationTiming(curve: .linear, duration: duration, delay: delay)
  }

  /// A state that sets every continuous property to an awkward value, so inexact blending shows.
  static let awkwardFrom = ViewState(
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

  static let awkwardTo = ViewState(
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
  static func keyframeTrack(timing: AnimationTiming) throws -> Track {
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
  static func keyframeValues(at progress: Double) -> (alpha: Double, x: Double) {
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
}
