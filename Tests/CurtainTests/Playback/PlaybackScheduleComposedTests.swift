import Curtain
import CurtainEngine
import Foundation
import ReferenceMath
import Testing

/// A cover's or a slide's composed timing is baked into linear keyframes sampled from the core's
/// curve (note 21.20 of Tests/UIKitStub/SEMANTICS.md): no player hands UIKit a `.composed`
/// curve, whose composition Apple documents only in outline.
@Suite struct PlaybackScheduleComposedTests {
  /// Jelly's full-screen cover on an iPhone 13 (390 × 844): the presented view rises 844 pt.
  static let below = CGRect(x: 0, y: 844, width: 390, height: 844)
  static let shown = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// A cover's plan: the presented view rises on `timing`; the presenting view dims on a plain
  /// ease-in-out curve of the same length, which keeps its own cubic animator.
  func cover(_ timing: AnimationTiming) throws -> TransitionPlan {
    try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: Self.below), to: ViewState(frame: Self.shown),
        timing: timing),
      Track(
        actor: .presenting, from: ViewState(alpha: 1), to: ViewState(alpha: 0.5),
        timing: AnimationTiming(curve: .easeInOut, duration: timing.duration)),
    ])
  }

  /// The composed group of `schedule` (the presented view's), and its one entry.
  func composedEntry(
    _ schedule: PlaybackSchedule
  ) throws -> (PlaybackSchedule.Group, PlaybackSchedule.Entry) {
    let group = try #require(
      schedule.groups.first { $0.entries.contains { $0.actor == .presented } })
    let entry = try #require(group.entries.first)
    #expect(group.entries.count == 1)
    return (group, entry)
  }

  /// Jelly's default cover (0.5 s, linear, the `.medium` preset: ζ 0.5, velocity 3): 0.5 s ×
  /// 1,200 = 600 keyframes, each 1/600 of a linear group, each holding y = 844 × (1 − p(t)) at
  /// its end t = (i + 1)/600 × 0.5 s, p the composed progress computed from the textbook spring
  /// (m 1, ω₀ = ln 1000 / (0.5 × 0.5) ≈ 27.63 /s, k = ω₀², c = 2 × 0.5 × ω₀) on the curve's
  /// eased time (`PresentationCheck.composedProgress`).
  @Test func aComposedTrackBecomesLinearKeyframesOfTheCoresCurve() throws {
    let timing = try AnimationTiming(composing: .linear, spring: .medium, duration: 0.5)
    let schedule = PlaybackSchedule(plan: try cover(timing))
    #expect(schedule.groups.count == 2)
    let (group, entry) = try composedEntry(schedule)
    #expect(group.timing == .linear)
    #expect(group.duration == 0.5 && group.delay == 0)
    #expect(entry.trackIndex == 0 && entry.needsKeyframes)
    #expect(entry.from.frame == Self.below)
    #expect(entry.segments.count == 600)
    let linear = BernsteinCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    for (step, segment) in entry.segments.enumerated() {
      #expect(abs(segment.relativeStart - Double(step) / 600) < 1e-12)
      #expect(abs(segment.relativeDuration - 1.0 / 600) < 1e-12)
      let time = Double(step + 1) / 600 * 0.5
      let progress = PresentationCheck.composedProgress(
        curve: linear, dampingRatio: 0.5, velocity: 3, duration: 0.5, at: time)
      let y = try #require(segment.state.frame).minY
      #expect(abs(Double(y) - 844 * (1 - progress)) < 1e-6, "at \(time) s")
      // Only the track's own property: the presenting view's alpha is not this entry's.
      #expect(segment.state.alpha == nil)
    }
    #expect(entry.segments.last?.state.frame == Self.shown)
    // The dim keeps its own ease-in-out animator, unbaked.
    let dim = try #require(
      schedule.groups.first { $0.entries.contains { $0.actor == .presenting } })
    #expect(
      dim.timing
        == .cubic(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)))
    #expect(dim.entries.first?.segments.count == 1)
  }

  /// A delayed composed timing of 0.35 s on ease-out (the tight preset: ζ 0.7, velocity 1):
  /// 0.35 × 1,200 = 420 keyframes (python: `math.ceil(0.35 * 1200.0)` is 420), the group
  /// starting after the delay, each keyframe the curve at its end, 0.1 s + (i + 1)/420 × 0.35 s.
  @Test func aDelayedComposedTimingKeepsItsDelay() throws {
    let timing = try AnimationTiming(composing: .easeOut, spring: .tight, duration: 0.35)
      .delayed(by: 0.1)
    let schedule = PlaybackSchedule(plan: try cover(timing))
    let (group, entry) = try composedEntry(schedule)
    #expect(group.timing == .linear)
    #expect(abs(group.delay - 0.1) < 1e-12 && abs(group.duration - 0.35) < 1e-12)
    #expect(entry.segments.count == 420)
    let easeOut = BernsteinCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    for (step, segment) in entry.segments.enumerated() {
      let local = Double(step + 1) / 420 * 0.35
      let progress = PresentationCheck.composedProgress(
        curve: easeOut, dampingRatio: 0.7, velocity: 1, duration: 0.35, at: local)
      let y = try #require(segment.state.frame).minY
      #expect(abs(Double(y) - 844 * (1 - progress)) < 1e-6, "at \(local) s after the delay")
    }
  }

  /// The keyframes' chords stay within 0.2 pt of the core's curve.
  ///
  /// Jelly's default cover (844 pt over 0.5 s) with each preset of damping ratio 0.5 or more,
  /// on each of Jelly's curves: between two keyframes the linear animator draws the chord, the
  /// headless player the curve. Checked at 16 points inside each keyframe but the last (in the last the core's curve
  /// itself jumps to the end, by the envelope's prefactor: (1 + ω₀d)e^(−ω₀d) ≈ 0.0079 of the way
  /// at ζ = 1, §20.9).
  ///
  /// Independent computation (python, the same spring and Bézier by bisection, 64 points a
  /// keyframe), worst chord error in points, linear / ease-in / ease-out / ease-in-out:
  /// none 0.0138 / 0.0029 / 0.0400 / 0.0054, tight 0.0262 / 0.0053 / 0.0743 / 0.0103, medium
  /// 0.0492 / 0.0116 / 0.1380 / 0.0236 — all under 0.2. The error grows about as the square of
  /// the time between keyframes: at 60 per second (the first try) it is 15.0 pt for the medium
  /// preset on the linear curve. The loose preset (ζ 0.2) is left out: 0.34 pt linear, 0.97 pt
  /// ease-out; so are shorter durations (the medium preset over 0.2 s: 0.32 pt linear).
  @Test(arguments: [Spring.Preset.none, .tight, .medium])
  func theChordsStayWithinAFifthOfAPoint(preset: Spring.Preset) throws {
    let curves: [(TimingCurve, BernsteinCurve)] = [
      (.linear, BernsteinCurve(x1: 0, y1: 0, x2: 1, y2: 1)),
      (.easeIn, BernsteinCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)),
      (.easeOut, BernsteinCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)),
      (.easeInOut, BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
    ]
    for (curve, reference) in curves {
      let timing = try AnimationTiming(composing: curve, spring: preset, duration: 0.5)
      let (_, entry) = try composedEntry(PlaybackSchedule(plan: try cover(timing)))
      // 0.5 s × 1,200: 600 keyframes, 599 chords checked.
      #expect(entry.segments.count == 600)
      var worst = 0.0
      var start = Double(try #require(entry.from.frame).minY)
      for segment in entry.segments.dropLast() {
        let end = Double(try #require(segment.state.frame).minY)
        for point in 1..<16 {
          let fraction = Double(point) / 16
          let time = (segment.relativeStart + fraction * segment.relativeDuration) * 0.5
          let curveY =
            844
            * (1
              - PresentationCheck.composedProgress(
                curve: reference, dampingRatio: preset.dampingRatio,
                velocity: preset.initialVelocity, duration: 0.5, at: time))
          worst = max(worst, abs(start + fraction * (end - start) - curveY))
        }
        start = end
      }
      #expect(worst < 0.2, "\(preset) on \(curve): \(worst) pt")
    }
  }

  /// A composed timing has no UIKit parameters of its own: its animator is linear.
  @Test func aComposedTimingsParametersAreLinear() throws {
    let timing = try AnimationTiming(composing: .easeIn, spring: .loose, duration: 0.5)
    #expect(TimingParameters(timing.kind) == .linear)
  }
}
