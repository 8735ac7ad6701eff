import CurtainEngine
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

/// Slides the presented screen up from below the container on a spring (present) or back down
/// (dismiss): a spring-driven plan, for the hand-off to a spring.
struct SpringCoverAnimator: TransitionAnimator {
  /// m = 1, k = 200, c = 20: ζ = 20 / (2·√200) ≈ 0.707.
  static let stiffness = 200.0
  static let damping = 20.0

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let hidden = shown.offsetBy(dx: 0, dy: context.containerBounds.height - shown.minY)
    let (from, to) = context.isPresenting ? (hidden, shown) : (shown, hidden)
    let spring = try Spring(mass: 1, stiffness: Self.stiffness, damping: Self.damping)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: from), to: ViewState(frame: to),
        timing: AnimationTiming(spring: spring))
    ])
  }
}

@MainActor
@Suite struct InteractiveTransitionTests {
  private let scene: HeadlessScene
  private let root = HeadlessScreen(name: "root")
  private let detail = HeadlessScreen(name: "detail")

  init() throws {
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// The presented screen's y in a cover present at progress p, written out: it starts one
  /// container height down (844) and ends at 0, linearly in progress.
  private func coverY(atProgress progress: Double) -> Double {
    844 * (1 - progress)
  }

  // MARK: Scrubbing

  @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
  func scrubbingAnEaseInOutFadeIsLinearInProgress(progress: Double) throws {
    let transition = try scene.present(
      detail, animator: FadeAnimator(curve: .easeInOut, duration: 1), interactive: true)
    try transition.update(progress: progress)
    // Scrubbing linearly: alpha goes 0 → 1, so alpha = progress, whatever the curve.
    #expect(Reference.isClose(transition.state(of: .presented)?.alpha, progress, tolerance: 1e-12))
    #expect(transition.progress == progress)
    #expect(transition.state == .running)
  }

  @Test func scrubbingASpringPlanIsLinearInProgress() throws {
    let transition = try scene.present(detail, animator: SpringCoverAnimator(), interactive: true)
    for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
      try transition.update(progress: progress)
      let y = try #require(transition.state(of: .presented)?.frame?.minY)
      #expect(Reference.isClose(Double(y), coverY(atProgress: progress), tolerance: 1e-9))
    }
  }

  @Test(arguments: [-0.5, -1e-9, 1.000001, 7.0])
  func progressOutsideTheUnitIntervalIsClamped(progress: Double) throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    try transition.update(progress: progress)
    let expected = progress < 0 ? 0.0 : 1.0
    #expect(transition.progress == expected)
    let y = try #require(transition.state(of: .presented)?.frame?.minY)
    #expect(Double(y) == coverY(atProgress: expected))
  }

  @Test func theClockStandsStillUntilRelease() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    try transition.update(progress: 0.3)
    try transition.advance(by: 5)
    try scene.advance(by: 5)
    #expect(transition.state == .running)
    #expect(transition.progress == 0.3)
    #expect(!transition.isReleased)
  }

  // MARK: Release

  @Test(arguments: [true, false])
  func aReleasedTransitionEndsInTheSameStatesAsAJump(finishes: Bool) throws {
    let jumpScene = try HeadlessScene(size: Reference.size, root: HeadlessScreen(name: "root"))
    let jumpDetail = HeadlessScreen(name: "detail")
    let jump = try jumpScene.present(jumpDetail, animator: ElaborateAnimator())
    if finishes { try jump.finish() } else { jump.cancel() }

    let transition = try scene.present(detail, animator: ElaborateAnimator(), interactive: true)
    let actors = transition.actors
    try transition.update(progress: 0.37)
    if finishes {
      try transition.finish(velocity: 0.8)
    } else {
      try transition.cancel(velocity: -0.8)
    }
    try scene.advance(by: 10)
    #expect(transition.state == (finishes ? .finished : .cancelled))
    #expect(transition.actors == jump.actors)
    for actor in actors {
      #expect(transition.state(of: actor) == jump.state(of: actor), "\(actor)")
    }
    #expect(scene.state(of: root) == jumpScene.state(of: jumpScene.navigationStack[0]))
    #expect(scene.presentedScreens.count == (finishes ? 1 : 0))
    #expect(scene.transientActors.isEmpty)
    #expect(scene.isIdle)
  }

  @Test func aCancelledDismissRestoresEveryScreenExactly() throws {
    try scene.present(detail, animator: CoverAnimator()).finish()
    let rootBefore = scene.state(of: root)
    let detailBefore = scene.state(of: detail)
    let transition = try scene.dismiss(animator: SpringCoverAnimator(), interactive: true)
    try transition.update(progress: 0.8)
    try transition.cancel(velocity: -3)
    try scene.advance(by: 10)
    #expect(transition.state == .cancelled)
    #expect(scene.state(of: root) == rootBefore)
    #expect(scene.state(of: detail) == detailBefore)
    #expect(scene.presentedScreens == [detail])
  }

  @Test func completionRunsExactlyOnce() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    var calls: [Bool] = []
    transition.onCompletion = { calls.append($0) }
    try transition.update(progress: 0.6)
    try transition.finish(velocity: 1)
    try transition.advance(by: 0.05)
    #expect(calls.isEmpty)
    _ = try transition.run(fps: 60)
    transition.cancel()
    transition.cancel()
    try scene.advance(by: 1)
    #expect(calls == [true])
    #expect(throws: HeadlessError.transitionEnded(operation: "present 'detail'", state: .finished))
    {
      try transition.finish(velocity: 1)
    }
  }

  @Test func releasingAtTheTargetEndsAtOnce() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    try transition.update(progress: 1)
    try transition.finish(velocity: 0)
    #expect(transition.state == .finished)
    let cancelled = try scene.dismiss(animator: CoverAnimator(), interactive: true)
    try cancelled.cancel(velocity: 0)
    #expect(cancelled.state == .cancelled)
    #expect(scene.presentedScreens == [detail])
  }

  // MARK: Hand-off

  /// Feeds a constant-speed drag to 40% into a tracker while scrubbing, then releases with the
  /// tracker's velocity; returns the transition and the gesture's speed in progress per second.
  private func dragAndFinish(
    animator: some TransitionAnimator
  ) throws -> (HeadlessTransition, Double) {
    let transition = try scene.present(detail, animator: animator, interactive: true)
    // 40% of 844 pt in 0.25 s: 337.6 pt / 0.25 s = 1,350.4 pt/s, 1.6 progress per second.
    let script = GestureScript.drag(.regular(.fromBottom), distance: 844, to: 0.4, duration: 0.25)
    var tracker = try InteractionTracker(pan: script.pan, distance: 844)
    for (index, sample) in script.samples.enumerated() {
      if index == 0 { try tracker.begin(sample) } else { tracker.update(sample) }
      try transition.update(progress: tracker.progress)
    }
    let released = tracker.end()
    let decision = try #require(released)
    try transition.finish(velocity: decision.velocity / 844)
    return (transition, 0.4 / 0.25)
  }

  @Test func theFirstFrameAfterReleaseContinuesASpringWithoutAJump() throws {
    let (transition, speed) = try dragAndFinish(animator: SpringCoverAnimator())
    #expect(Reference.isClose(transition.progress, 0.4, tolerance: 1e-12))
    let y0 = try #require(transition.state(of: .presented)?.frame?.minY)
    #expect(Reference.isClose(Double(y0), coverY(atProgress: 0.4), tolerance: 1e-9))

    // The remaining 60% on the textbook spring: f(t) = 1 − x(t), x(0) = 1, x′(0) = −v₀ with
    // v₀ = speed ÷ 0.6 (UIKit: velocity ÷ remaining distance).
    let spring = TextbookSpring(
      mass: 1, stiffness: SpringCoverAnimator.stiffness, damping: SpringCoverAnimator.damping)
    let v0 = speed / 0.6
    func expected(_ t: Double) -> Double {
      0.4 + 0.6 * (1 - spring.position(at: t, x0: 1, v0: -v0))
    }
    let h = 1e-5
    try transition.advance(by: h)
    #expect(Reference.isClose(transition.progress, expected(h), tolerance: 1e-9))
    let derivative = (transition.progress - 0.4) / h
    #expect(abs(derivative - speed) < 1e-2)
    try transition.advance(by: 0.1 - h)
    #expect(Reference.isClose(transition.progress, min(expected(0.1), 1), tolerance: 1e-6))
  }

  @Test func theFirstFrameAfterReleaseContinuesACurveWithoutAJump() throws {
    let (transition, speed) = try dragAndFinish(
      animator: FadeAnimator(curve: .easeInOut, duration: 1))
    #expect(Reference.isClose(transition.state(of: .presented)?.alpha, 0.4, tolerance: 1e-12))
    // Curve continuation over 0.6 × 1 s with initial slope s = (speed ÷ 0.6) × 0.6 = speed:
    // f(x) = s·x(1 − x)² + 3x²(1 − x) + x³, from the Bézier (1/3, s/3) (2/3, 1).
    let curve = BernsteinCurve(x1: 1.0 / 3, y1: speed / 3, x2: 2.0 / 3, y2: 1)
    func expected(_ t: Double) -> Double { 0.4 + 0.6 * curve.progress(at: t / 0.6) }
    let h = 1e-6
    try transition.advance(by: h)
    #expect(Reference.isClose(transition.progress, expected(h), tolerance: 1e-9))
    #expect(abs((transition.progress - 0.4) / h - speed) < 1e-3)
    try transition.advance(by: 0.3 - h)
    let x = 0.5
    let polynomial = speed * x * (1 - x) * (1 - x) + 3 * x * x * (1 - x) + x * x * x
    #expect(Reference.isClose(transition.progress, 0.4 + 0.6 * polynomial, tolerance: 1e-6))
    try transition.advance(by: 0.3)
    #expect(transition.state == .finished)
  }

  // MARK: Bad input

  @Test func scrubbingANonInteractiveTransitionIsRefused() throws {
    let transition = try scene.present(detail, animator: CoverAnimator())
    let error = HeadlessError.notInteractive(operation: "present 'detail'")
    #expect(throws: error) { try transition.update(progress: 0.5) }
    #expect(throws: error) { try transition.finish(velocity: 0) }
    #expect(throws: error) { try transition.cancel(velocity: 0) }
    #expect(throws: error) {
      try transition.drive(with: .drag(.regular(.fromBottom), distance: 844, to: 1, duration: 0.2))
    }
    _ = try transition.run()
    #expect(transition.state == .finished)
  }

  @Test func badProgressAndVelocityAreRefusedAndChangeNothing() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    try transition.update(progress: 0.25)
    #expect(throws: HeadlessError.invalidProgress(.infinity)) {
      try transition.update(progress: .infinity)
    }
    #expect(throws: HeadlessError.self) { try transition.update(progress: .nan) }
    #expect(throws: HeadlessError.invalidVelocity(-.infinity)) {
      try transition.finish(velocity: -.infinity)
    }
    #expect(throws: HeadlessError.self) { try transition.cancel(velocity: .nan) }
    #expect(transition.progress == 0.25)
    #expect(!transition.isReleased)
  }

  @Test func aReleasedTransitionRefusesMoreGestureInput() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    #expect(throws: HeadlessError.notReleased(operation: "present 'detail'")) {
      try transition.run()
    }
    try transition.update(progress: 0.5)
    try transition.cancel(velocity: -1)
    let error = HeadlessError.alreadyReleased(operation: "present 'detail'")
    #expect(throws: error) { try transition.update(progress: 0.6) }
    #expect(throws: error) { try transition.finish(velocity: 1) }
    let timeline = try transition.run(fps: 60)
    #expect(transition.state == .cancelled)
    #expect(timeline.frames.first?.time == 0)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aPendingInteractiveTransitionCannotBeScrubbed() throws {
    let first = try scene.present(detail, animator: CoverAnimator(), interactive: true)
    let second = try scene.dismiss(animator: CoverAnimator(), interactive: true)
    #expect(throws: HeadlessError.transitionPending(operation: "dismiss")) {
      try second.update(progress: 0.5)
    }
    try first.update(progress: 0.9)
    try first.finish(velocity: 0.5)
    try scene.advance(by: 10)
    #expect(first.state == .finished)
    #expect(second.state == .running)
    try second.update(progress: 0.5)
    try second.finish(velocity: 0)
    try scene.advance(by: 10)
    #expect(scene.isIdle)
    #expect(scene.presentedScreens.isEmpty)
  }
}
