import CurtainHeadless
import Foundation
import Testing

/// Issue 14's reproductions in the headless player: gesture helpers with absurd lengths,
/// intervals and distances (trapped in a Double→Int conversion or exhausted memory), a release
/// at an enormous velocity (trapped in the spring's settling time), an over-damped spring
/// played in a scene (NaN frames), and `drive` with absurd times or velocities (infinite frame
/// times, or a transition left running and never completed).
@MainActor
@Suite struct NumericHardeningHeadlessTests {
  private let scene: HeadlessScene
  private let detail = HeadlessScreen(name: "detail")

  init() throws {
    scene = try HeadlessScene(size: Reference.size)
  }

  /// Checks the bounds every script must keep: at most two moves' worth of samples, finite
  /// non-decreasing times.
  private func expectBounded(_ script: GestureScript, _ label: String) {
    #expect(script.samples.count <= 2 * GestureScript.maximumSamplesPerMove + 1, "\(label)")
    let finite = script.samples.allSatisfy { $0.isFinite }
    #expect(finite, "\(label)")
    let times = script.samples.map(\.time)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(label)")
  }

  // MARK: - Gesture helpers

  @Test func aDragOfAHundredQuintillionSecondsHasBoundedSamples() {
    // Trapped before: Int(1e20 × 120).
    let script = GestureScript.drag(.regular(.fromBottom), distance: 844, to: 0.6, duration: 1e20)
    expectBounded(script, "drag 1e20 s")
    // The clamp widens the interval; the drag still ends at its time and place.
    #expect(script.samples.last?.time == 1e20)
    #expect(script.samples.last?.translation.y == -0.6 * 844)
  }

  @Test func aFlickAcrossTheLargestDistanceHasBoundedSamples() {
    // Trapped before: 1e308 / 2000 s at 120 Hz.
    let script = GestureScript.flick(.regular(.fromBottom), distance: 1e308, to: 1)
    expectBounded(script, "flick 1e308")
  }

  @Test(arguments: [1e-300, 1e-12, 0, -1, .nan, .infinity])
  func tinyOrInvalidSampleIntervalsAreBounded(interval: Double) {
    // 1e-300 trapped; 1e-12 asked for 5.5 GB.
    let script = GestureScript.drag(
      .regular(.fromBottom), distance: 844, to: 0.6, duration: 0.5, sampleInterval: interval)
    expectBounded(script, "interval \(interval)")
    #expect(script.samples.last?.time == 0.5)
  }

  // MARK: - Releases

  @Test func releasingASpringPlanAtAnEnormousVelocityFinishesWithFiniteFrames() throws {
    // Trapped before in the settling time of the releasing spring.
    let transition = try scene.present(detail, animator: SpringCoverAnimator(), interactive: true)
    var completions: [Bool] = []
    transition.onCompletion = { completions.append($0) }
    try transition.update(progress: 0.5)
    try transition.finish(velocity: 1e155)
    let timeline = try transition.run()
    #expect(transition.state == .finished)
    #expect(completions == [true])
    #expect(timeline.duration.isFinite)
    for frame in timeline.frames {
      #expect(frame.time.isFinite)
      #expect(frame.states.values.allSatisfy { $0.frame.map(Self.isFinite) ?? true })
    }
    _ = try timeline.jsonData()
  }

  @Test func anOverdampedSpringPlaysWithFiniteFrames() throws {
    // ζ = 100 / (2√40) ≈ 7.9: 1,961 of 2,392 frames were NaN and jsonData() threw.
    let spring = try Spring(mass: 1, stiffness: 40, damping: 100)
    let transition = try scene.present(
      detail, animator: SpringAnimator(spring: spring))
    let timeline = try transition.run()
    #expect(timeline.frames.count > 100)
    for frame in timeline.frames {
      let alpha = try #require(frame.states[.presented]?.alpha)
      #expect(alpha.isFinite && alpha >= 0 && alpha <= 1)
    }
    _ = try timeline.jsonData()
  }

  // MARK: - drive with absurd input

  @Test func drivingWithTimesSpanningTheDoublesIsATypedErrorAndCancels() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    var completions: [Bool] = []
    transition.onCompletion = { completions.append($0) }
    let script = GestureScript(
      pan: .regular(.fromBottom), distance: 844,
      samples: [
        GestureSample(time: -1.7e308, translation: .zero),
        GestureSample(time: 1.7e308, translation: CGPoint(x: 0, y: -400)),
      ])
    #expect(throws: HeadlessError.self) { try transition.drive(with: script) }
    #expect(transition.state == .cancelled)
    #expect(completions == [false])
  }

  @Test func drivingToAnInfiniteVelocityIsATypedErrorAndCancels() throws {
    // Left the transition running at progress 1, never released, onCompletion never called.
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    var completions: [Bool] = []
    transition.onCompletion = { completions.append($0) }
    let script = GestureScript(
      pan: .regular(.fromBottom), distance: 844,
      samples: [
        GestureSample(time: 0, translation: .zero),
        GestureSample(time: 1e-9, translation: CGPoint(x: 0, y: -1e300)),
      ])
    do {
      try transition.drive(with: script)
      // A finite release is fine too, as long as it ended.
    } catch {
      #expect(error == .invalidVelocity(-.infinity) || error.description.contains("velocity"))
    }
    #expect(transition.isEnded)
    #expect(completions.count == 1)
    #expect(scene.state(of: detail) == nil || transition.state == .finished)
  }

  private static func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }
}

/// Fades the presented screen in on `spring`, lasting until it settles.
struct SpringAnimator: TransitionAnimator {
  var spring: Spring

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let (from, to): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
        timing: AnimationTiming(spring: spring))
    ])
  }
}
