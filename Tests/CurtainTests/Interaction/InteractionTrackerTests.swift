import CurtainEngine
import Foundation
import ReferenceMath
import Testing

@testable import Curtain

@Suite struct InteractionTrackerTests {
  // MARK: - Helpers

  /// SplitMix64, the one in ReferenceMath (independent of the library).
  typealias SeededRandom = SplitMix64

  /// A piecewise constant-speed drag of a `.fromTop` pan sampled at `rate` Hz from t = 0:
  /// the translation is y = ∫ speed dt, worked out segment by segment.
  static func drag(rate: Double, _ segments: [(speed: Double, duration: Double)]) -> [GestureSample]
  {
    let total = segments.reduce(0) { $0 + $1.duration }
    var samples: [GestureSample] = []
    var index = 0.0
    while index / rate <= total + 1e-9 {
      let time = index / rate
      var y = 0.0
      var start = 0.0
      for segment in segments {
        let covered = min(max(time - start, 0), segment.duration)
        y += segment.speed * covered
        start += segment.duration
      }
      samples.append(GestureSample(time: time, translation: CGPoint(x: 0, y: y)))
      index += 1
    }
    return samples
  }

  /// Begins with the first sample, updates with the middle ones, ends with the last.
  static func play(
    _ samples: [GestureSample], policy: CompletionPolicy, distance: Double = 1000
  ) throws -> (InteractionTracker, InteractionTracker.Decision) {
    var tracker = try InteractionTracker(
      pan: .regular(.fromTop), distance: distance,
      configuration: InteractionConfiguration(policy: policy))
    let first = try #require(samples.first)
    #expect(try tracker.begin(first))
    for sample in samples.dropFirst().dropLast() { tracker.update(sample) }
    let ended = tracker.end(samples.last)
    let decision = try #require(ended)
    return (tracker, decision)
  }

  // MARK: - The contract's gestures

  @Test func flickAfterTenPercentFinishesUnderThresholdOrVelocityAndCancelsUnderThreshold() throws {
    // 2,000 pt/s for 0.05 s: 100 of 1,000 points, 10%.
    let flick = Self.drag(rate: 120, [(2000, 0.05)])
    let (tracker, easy) = try Self.play(flick, policy: .thresholdOrVelocity())
    #expect(abs(tracker.progress - 0.1) < 1e-12)
    #expect(abs(easy.velocity - 2000) < 1e-6)
    #expect(easy.outcome == .finish)
    #expect(tracker.state == .ended(easy))
    let (_, jelly) = try Self.play(flick, policy: .threshold)
    #expect(jelly.outcome == .cancel)
  }

  @Test(arguments: [CompletionPolicy.threshold, .thresholdOrVelocity(), .projected()])
  func slowDragToSixtyPercentFinishes(policy: CompletionPolicy) throws {
    // 200 pt/s for 3 s reaches 600 of 1,000 points; then the finger rests 0.2 s.
    let drag = Self.drag(rate: 60, [(200, 3), (0, 0.2)])
    let (tracker, decision) = try Self.play(drag, policy: policy)
    #expect(abs(tracker.progress - 0.6) < 1e-9)
    #expect(abs(decision.velocity) < 1e-6)
    #expect(decision.outcome == .finish)
  }

  @Test(arguments: [CompletionPolicy.threshold, .thresholdOrVelocity(), .projected()])
  func dragToSeventyPercentThenBackToTwentyCancels(policy: CompletionPolicy) throws {
    // +1,000 pt/s for 0.7 s to 700, then −1,000 pt/s for 0.5 s back to 200.
    let drag = Self.drag(rate: 120, [(1000, 0.7), (-1000, 0.5)])
    let (tracker, decision) = try Self.play(drag, policy: policy)
    #expect(abs(tracker.progress - 0.2) < 1e-9)
    #expect(abs(decision.velocity + 1000) < 1e-6)
    #expect(decision.outcome == .cancel)
  }

  @Test(arguments: [CompletionPolicy.thresholdOrVelocity(), .projected()])
  func flickAgainstTheDirectionCancels(policy: CompletionPolicy) throws {
    // To 600 at 300 pt/s, then a flick back at −1,000 pt/s for 0.075 s: released at 525 (52.5%),
    // past the threshold but moving back.
    let drag = Self.drag(rate: 120, [(300, 2), (-1000, 0.075)])
    let (tracker, decision) = try Self.play(drag, policy: policy)
    #expect(abs(tracker.progress - 0.525) < 1e-9)
    #expect(abs(decision.velocity + 1000) < 1e-6)
    #expect(decision.outcome == .cancel)
  }

  @Test(arguments: [
    (PanDirection.fromTop, CGPoint(x: 0, y: -10)),
    (PanDirection.fromTop, CGPoint(x: 20, y: 5)),
    (PanDirection.fromBottom, CGPoint(x: 0, y: 8)),
    (PanDirection.fromLeft, CGPoint(x: -4, y: 0)),
    (PanDirection.fromRight, CGPoint(x: -3, y: 9)),
  ])
  func panThatStartsTheWrongWayDoesNotBegin(direction: PanDirection, translation: CGPoint) throws {
    var tracker = try InteractionTracker(pan: .regular(direction), distance: 500)
    #expect(try tracker.begin(GestureSample(time: 0, translation: translation)) == false)
    #expect(tracker.state == .idle)
    #expect(tracker.isTracking == false)
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 300, y: 300)))
    #expect(tracker.progress == 0)
    #expect(tracker.end() == nil)
  }

  @Test func beginWhenDecidesWhetherAPanMayStart() throws {
    // A scroll view that lets the pan dismiss only when the touch starts in its top 100 points.
    let atTop: @Sendable (GestureSample) -> Bool = { $0.location.y < 100 }
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 500, beginWhen: atTop)
    let low = GestureSample(time: 0, location: CGPoint(x: 10, y: 300), translation: .zero)
    #expect(try tracker.begin(low) == false)
    #expect(tracker.state == .idle)
    let high = GestureSample(time: 0, location: CGPoint(x: 10, y: 40), translation: .zero)
    #expect(try tracker.begin(high))
    #expect(tracker.state == .tracking)
  }

  @Test func edgePanFromTheLeadingEdgeFollowsTheLayoutDirection() throws {
    var tracker = try InteractionTracker(
      pan: .edge(.leading), distance: 400, layoutDirection: .rightToLeft)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: -100, y: 3)))
    // Right to left: the leading edge is the right one, so moving left (−x) is progress.
    #expect(tracker.progress == 0.25)
    #expect(abs(tracker.velocity - 1000) < 1e-9)
  }

  // MARK: - Progress

  @Test(arguments: [
    // (translation y, progress) over a distance of 400 points, by hand.
    (-50.0, 0.0), (0.0, 0.0), (100.0, 0.25), (399.0, 0.9975), (400.0, 1.0), (1e9, 1.0),
  ])
  func progressIsTranslationOverDistanceClamped(y: Double, expected: Double) throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 400)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: y)))
    #expect(tracker.progress == expected)
    #expect(tracker.displacement == y)
  }

  @Test func progressIsMonotonicInTranslation() throws {
    var random = SeededRandom(state: 11)
    for _ in 0..<50 {
      var tracker = try InteractionTracker(
        pan: .regular(.fromBottom), distance: random.uniform(10...900))
      try tracker.begin(GestureSample(time: 0, translation: .zero))
      var readings: [(translation: Double, progress: Double)] = []
      for step in 1...40 {
        let y = random.uniform(-1500...1500)
        tracker.update(GestureSample(time: Double(step) / 60, translation: CGPoint(x: 0, y: y)))
        readings.append((-y, tracker.progress))
        #expect((0...1).contains(tracker.progress))
      }
      readings.sort { $0.translation < $1.translation }
      for (a, b) in zip(readings, readings.dropFirst()) { #expect(a.progress <= b.progress) }
    }
  }

  // MARK: - Velocity

  @Test(arguments: [-800.0, 150.0, 1234.5, 3000.0], [60.0, 120.0, 240.0])
  func velocityEqualsTheSlopeOfAConstantSpeedDrag(speed: Double, rate: Double) throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 1000)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    for step in 1...30 {
      let time = 0.25 + Double(step) / rate
      tracker.update(GestureSample(time: time, translation: CGPoint(x: 0, y: speed * time)))
      #expect(abs(tracker.velocity - speed) <= 1e-9 * abs(speed))
    }
  }

  @Test(arguments: [0, 1, 2, 5], [60.0, 120.0])
  func oneJitterySampleDoesNotMoveTheVelocity(samplesBeforeRelease: Int, rate: Double) throws {
    var samples = Self.drag(rate: rate, [(1000, 0.3)])
    let index = samples.count - 1 - samplesBeforeRelease
    samples[index].translation.y += 40
    let (tracker, decision) = try Self.play(samples, policy: .threshold)
    #expect(abs(decision.velocity - 1000) < 1e-6)
    // For contrast, a least-squares line through the same window is pulled far off.
    let window = samples.filter { $0.time >= samples[samples.count - 1].time - 0.1 }.suffix(8)
    let meanT = window.reduce(0) { $0 + $1.time } / Double(window.count)
    let meanY = window.reduce(0) { $0 + Double($1.translation.y) } / Double(window.count)
    let num = window.reduce(0) { $0 + ($1.time - meanT) * (Double($1.translation.y) - meanY) }
    let den = window.reduce(0) { $0 + ($1.time - meanT) * ($1.time - meanT) }
    #expect(abs(num / den - 1000) > 20)
    #expect(tracker.ignoredSampleCount == 0)
  }

  @Test func aMoveAfterAPauseStillHasASpeed() throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 1000)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.5, translation: CGPoint(x: 0, y: 30)))
    // Only the newest sample lies in the 100 ms window: the last two give 30 / 0.5 = 60 pt/s.
    #expect(abs(tracker.velocity - 60) < 1e-9)
  }

  // MARK: - The hand-off

  static let springs: [Spring] = {
    var springs: [Spring] = []
    for (ratio, response) in [(1.0, 0.4), (0.6, 0.5), (2.0, 0.3)] {
      if let spring = try? Spring(dampingRatio: ratio, response: response) {
        springs.append(spring)
      }
    }
    return springs
  }()

  /// (segments, exact release speed in pt/s, outcome) with the default policy.
  typealias Release = (
    segments: [(speed: Double, duration: Double)], speed: Double,
    outcome: InteractionTracker.Decision.Outcome
  )
  static let releases: [Release] = [
    ([(500, 1.2)], 500, .finish),
    ([(2000, 0.05)], 2000, .finish),
    ([(1000, 0.7), (-1000, 0.5)], -1000, .cancel),
    ([(300, 2), (-1000, 0.075)], -1000, .cancel),
  ]

  @Test(arguments: 0..<4, 0..<3)
  func continuedProgressStartsWithTheGesturePositionAndSlope(release: Int, springIndex: Int) throws
  {
    let (segments, speed, outcome) = Self.releases[release]
    let distance = 1000.0
    let (tracker, decision) = try Self.play(
      Self.drag(rate: 120, segments), policy: .thresholdOrVelocity(), distance: distance)
    #expect(decision.outcome == outcome)
    let spring = Self.springs[springIndex]
    for timing in [
      try decision.remainingTiming(spring: spring),
      try decision.remainingTiming(duration: 0.5, dampingRatio: 0.8),
    ] {
      let p = { (time: Double) in decision.progress(at: time, timing: timing) }
      // No jump: the continued progress starts where the finger let go.
      #expect(p(0) == tracker.progress)
      // No stall: a second-order one-sided difference, (−3p(0) + 4p(h) − p(2h)) / 2h.
      let h = 1e-6
      let slope = (-3 * p(0) + 4 * p(h) - p(2 * h)) / (2 * h)
      let expected = speed / distance
      #expect(abs(slope - expected) <= 1e-4 * abs(expected), "slope \(slope) vs \(expected)")
      // And it ends at the target.
      #expect(p(timing.endTime) == (outcome == .finish ? 1 : 0))
    }
  }

  @Test func releaseAtTheTargetCarriesNoVelocity() throws {
    // Dragged past the end: nothing left to travel, so no initial velocity to divide by 0.
    let (_, decision) = try Self.play(Self.drag(rate: 120, [(2000, 0.6)]), policy: .threshold)
    #expect(decision.outcome == .finish)
    #expect(decision.remainingDistance == 0)
    #expect(decision.initialVelocity == 0)
  }

  // MARK: - Bad input

  @Test func nonFiniteAndBackwardSamplesAreIgnoredAndCounted() throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 1000)
    #expect(try tracker.begin(GestureSample(time: .nan, translation: .zero)) == false)
    #expect(tracker.ignoredSampleCount == 1)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 100)))
    tracker.update(GestureSample(time: 0.2, translation: CGPoint(x: 0, y: CGFloat.nan)))
    tracker.update(GestureSample(time: 0.2, translation: CGPoint(x: CGFloat.infinity, y: 120)))
    tracker.update(
      GestureSample(time: 0.2, location: CGPoint(x: 0, y: -CGFloat.infinity), translation: .zero))
    tracker.update(GestureSample(time: 0.05, translation: CGPoint(x: 0, y: 900)))
    tracker.update(GestureSample(time: .infinity, translation: CGPoint(x: 0, y: 900)))
    #expect(tracker.ignoredSampleCount == 6)
    #expect(tracker.progress == 0.1)
    #expect(abs(tracker.velocity - 1000) < 1e-9)
    #expect(tracker.lastSample?.time == 0.1)
  }

  @Test(arguments: [0.0, -10.0, Double.nan, Double.infinity])
  func zeroNegativeOrNonFiniteDistanceIsATypedError(distance: Double) {
    let error = #expect(throws: InteractionError.self) {
      _ = try InteractionTracker(pan: .regular(.fromTop), distance: distance)
    }
    guard case .distanceOutOfRange = error else {
      Issue.record("expected distanceOutOfRange, got \(String(describing: error))")
      return
    }
  }

  @Test func secondBeginWhileTrackingIsATypedErrorAndKeepsTheFirstPan() throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 1000)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 300)))
    #expect(throws: InteractionError.gestureAlreadyActive) {
      try tracker.begin(GestureSample(time: 0.2, translation: .zero))
    }
    #expect(tracker.state == .tracking)
    #expect(tracker.progress == 0.3)
  }

  @Test func cancelGoesBackWithTheVelocityAndANewPanMayBeginAfterwards() throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 1000)
    try tracker.begin(GestureSample(time: 0, translation: .zero))
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 80)))
    let cancelled = tracker.cancel()
    let decision = try #require(cancelled)
    #expect(decision.outcome == .cancel)
    #expect(abs(decision.velocity - 800) < 1e-9)
    #expect(tracker.state == .cancelled)
    #expect(tracker.cancel() == nil)
    #expect(tracker.end() == nil)
    #expect(try tracker.begin(GestureSample(time: 1, translation: .zero)))
    #expect(tracker.progress == 0)
    #expect(tracker.velocity == 0)
  }

  // MARK: - Random gestures

  @Test func thousandRandomGestureScriptsKeepEveryInvariant() throws {
    var random = SeededRandom(state: 2024)
    let pans: [Pan] = [
      .regular(.fromTop), .regular(.fromBottom), .regular(.fromLeft), .regular(.fromRight),
      .edge(.top), .edge(.bottom), .edge(.left), .edge(.right), .edge(.leading), .edge(.trailing),
    ]
    var outcomes = [0, 0]
    for script in 0..<1000 {
      let pan = pans[random.int(0...(pans.count - 1))]
      let layout: LayoutDirection = random.unit() < 0.5 ? .leftToRight : .rightToLeft
      let distance = random.uniform(50...1000)
      let threshold = random.uniform(0...1)
      let policy: CompletionPolicy
      switch random.int(0...2) {
      case 0: policy = .threshold
      case 1:
        let fast = random.uniform(0...500)
        policy = .thresholdOrVelocity(velocity: fast, cancelVelocity: -random.uniform(0...50))
      default: policy = .projected(decelerationRate: random.uniform(0.9...0.999))
      }
      var tracker = try InteractionTracker(
        pan: pan, distance: distance,
        configuration: InteractionConfiguration(completionThreshold: threshold, policy: policy),
        layoutDirection: layout)
      // Independent axis and sign, from the pan's meaning.
      let physical: Direction
      switch pan {
      case .regular(.fromTop): physical = .top
      case .regular(.fromBottom): physical = .bottom
      case .regular(.fromLeft): physical = .left
      case .regular(.fromRight): physical = .right
      case .edge(let edge):
        switch (edge, layout) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): physical = .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): physical = .right
        default: physical = edge
        }
      }
      let vertical = physical == .top || physical == .bottom
      let sign: Double = (physical == .top || physical == .left) ? 1 : -1
      func translation(forward: Double, cross: Double) -> CGPoint {
        vertical ? CGPoint(x: cross, y: sign * forward) : CGPoint(x: sign * forward, y: cross)
      }

      let start = random.uniform(0...1000)
      let beginForward = random.uniform(0...10)
      let began = try tracker.begin(
        GestureSample(
          time: start,
          translation: translation(
            forward: beginForward, cross: random.uniform(-1...1) * beginForward)))
      #expect(began, "script \(script)")
      var forward = beginForward
      var accepted = beginForward
      var acceptedTime = start
      var time = start
      var ignored = 0
      let frame = random.unit() < 0.5 ? 1.0 / 60 : 1.0 / 120
      let sampleCount = random.int(1...120)
      var speed = random.uniform(-3000...3000)
      for _ in 0..<sampleCount {
        if random.unit() < 0.1 { speed = random.uniform(-3000...3000) }  // reversals
        time += frame + random.uniform(-0.001...0.001)
        forward += speed * frame
        var sampleForward = forward
        if random.unit() < 0.05 { sampleForward += random.uniform(-60...60) }  // a jittery sample
        var sample = GestureSample(
          time: time, location: CGPoint(x: random.uniform(0...400), y: random.uniform(0...800)),
          translation: translation(forward: sampleForward, cross: random.uniform(-20...20)))
        if random.unit() < 0.04 {
          if random.unit() < 0.5 {
            sample.time = acceptedTime - random.uniform(0.001...1)
          } else {
            sample.translation.x = [CGFloat.nan, .infinity, -.infinity][random.int(0...2)]
          }
          ignored += 1
        } else {
          accepted = sampleForward
          acceptedTime = time
        }
        tracker.update(sample)
        #expect(tracker.state == .tracking)
        #expect(tracker.ignoredSampleCount == ignored)
        #expect((0...1).contains(tracker.progress))
        #expect(abs(tracker.displacement - accepted) <= 1e-9 * max(1, abs(accepted)))
        #expect(tracker.progress == min(max(tracker.displacement / distance, 0), 1))
        #expect(tracker.velocity.isFinite)
        if random.unit() < 0.02 {
          #expect(throws: InteractionError.gestureAlreadyActive) {
            try tracker.begin(GestureSample(time: time, translation: .zero))
          }
        }
      }
      let releaseProgress = tracker.progress
      let decision: InteractionTracker.Decision
      if random.unit() < 0.8 {
        let ended = tracker.end()
        decision = try #require(ended)
        // The policy, written out again.
        let v = decision.velocity
        let finishes: Bool
        switch policy {
        case .threshold: finishes = releaseProgress > threshold
        case .thresholdOrVelocity(let fast, let back):
          finishes = (releaseProgress > threshold || v > fast) && v > back
        case .projected(let rate):
          finishes = releaseProgress + v / 1000 * rate / (1 - rate) / distance > threshold
        }
        #expect(decision.finishes == finishes, "script \(script)")
        #expect(tracker.state == .ended(decision))
      } else {
        let cancelled = tracker.cancel()
        decision = try #require(cancelled)
        #expect(decision.outcome == .cancel)
        #expect(tracker.state == .cancelled)
      }
      outcomes[decision.finishes ? 1 : 0] += 1
      #expect(decision.progress == releaseProgress)
      let remaining = ((decision.finishes ? 1 : 0) - releaseProgress) * distance
      if abs(remaining) >= 0.5 {
        #expect(
          abs(decision.initialVelocity * remaining - decision.velocity)
            <= 1e-9 * max(1, abs(decision.velocity)))
      } else {
        #expect(decision.initialVelocity == 0)
      }
      let timing = try decision.remainingTiming(spring: Spring(dampingRatio: 0.9, response: 0.4))
      #expect(timing.duration.isFinite)
      #expect(decision.progress(at: 0, timing: timing) == releaseProgress)
      #expect(decision.progress(at: timing.endTime, timing: timing) == decision.targetProgress)
      // Nothing is stuck: samples after release change nothing, and a new pan can begin.
      let after = tracker.state
      tracker.update(GestureSample(time: time + 1, translation: .zero))
      #expect(tracker.state == after)
      #expect(try tracker.begin(GestureSample(time: time + 1, translation: .zero)))
      #expect(tracker.progress == 0)
    }
    // Both outcomes were exercised plenty.
    #expect(outcomes[0] > 100 && outcomes[1] > 100, "\(outcomes)")
  }
}
