import Curtain
import CurtainHeadless
import Foundation
import Testing

/// Moves the presented screen up from below to its presented frame on ease-in-out.
private struct EasedRise: TransitionAnimator {
  var duration: TimeInterval = 0.5

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let hidden = shown.offsetBy(dx: 0, dy: context.containerBounds.height - shown.minY)
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: hidden), to: ViewState(frame: shown),
        timing: AnimationTiming(curve: .easeInOut, duration: duration))
    ])
  }
}

/// Grabbing a playing transition and re-targeting one mid-flight (issue 18 item 4), headless.
@MainActor
@Suite struct InterruptionTests {
  private func y(_ transition: HeadlessTransition) -> Double {
    Double(transition.state(of: .presented)?.frame?.minY ?? .nan)
  }

  @Test func aGrabHoldsTheFrameAndACancelRestoresTheStart() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: EasedRise())
    try transition.advance(by: 0.2)
    // Ease-in-out at 0.2 ÷ 0.5 = 0.4 of its time: y = 844 × (1 − e(0.4)).
    let expected = 844 * (1 - Reference.easeInOut(at: 0.4))
    #expect(Reference.isClose(y(transition), expected, tolerance: 1e-6))
    try transition.grab()
    #expect(Reference.isClose(y(transition), expected, tolerance: 1e-6))
    #expect(Reference.isClose(transition.progress, 0.4))
    // The finger drags it half-way back to the start: half-way between y and 844.
    try transition.update(progress: 0.2)
    #expect(Reference.isClose(y(transition), (expected + 844) / 2, tolerance: 1e-6))
    // It no longer plays on its own.
    try transition.advance(by: 1)
    #expect(transition.state == .running)
    var outcomes: [Bool] = []
    transition.onCompletion = { outcomes.append($0) }
    try transition.cancel(velocity: -0.5)
    _ = try transition.run()
    #expect(outcomes == [false])
    #expect(transition.state == .cancelled)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aRegrabWhileTheReleaseSettlesHoldsItsProgress() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(duration: 1), interactive: true)
    try transition.update(progress: 0.5)
    try transition.finish(velocity: 0.9)
    try transition.advance(by: 0.1)
    // The release is the cubic continuation over 0.5 s with slope 0.9 (TransitionDriverTests):
    // progress 0.6096 after 0.1 s.
    #expect(Reference.isClose(transition.progress, 0.6096, tolerance: 1e-6))
    let before = y(transition)
    try transition.grab()
    #expect(!transition.isReleased)
    #expect(Reference.isClose(transition.progress, 0.6096, tolerance: 1e-6))
    #expect(Reference.isClose(y(transition), before, tolerance: 1e-9))
    try transition.finish(velocity: 1)
    _ = try transition.run()
    #expect(transition.state == .finished)
  }

  @Test func grabsThatDoNothingOrCannotBe() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(), interactive: true)
    try transition.update(progress: 0.3)
    try transition.grab()  // already under the finger: nothing changes
    #expect(Reference.isClose(transition.progress, 0.3))
    let queued = try scene.push(HeadlessScreen(name: "next"), animator: EasedRise())
    #expect(throws: HeadlessError.transitionPending(operation: queued.summary)) {
      try queued.grab()
    }
    transition.cancel()
    try queued.finish()
    let playing = try scene.present(HeadlessScreen(name: "other"), animator: EasedRise())
    // Not grabbed: a gesture cannot drive it, and the message says how.
    #expect(throws: HeadlessError.notInteractive(operation: playing.summary)) {
      try playing.update(progress: 0.5)
    }
    #expect(HeadlessError.notInteractive(operation: "x").description.contains("grab()"))
    try playing.finish()
    #expect(throws: HeadlessError.transitionEnded(operation: playing.summary, state: .finished)) {
      try playing.grab()
    }
  }

  /// A new presented frame mid-flight: continuous position and velocity, and the end on the new
  /// frame.
  ///
  /// Before: the old plan's own state (the eased rise to y = 0) at 0.2 s; its velocity by a
  /// backward difference over 1e-5 s. After: the frame shown once re-targeted, and its velocity
  /// by a forward difference over 1e-5 s of the transition itself. Allowed: 1e-6 pt in position,
  /// 1 % of the speed (plus 0.5 pt/s) in velocity.
  @Test func aRetargetKeepsPositionAndVelocityAndEndsOnTheNewFrame() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: EasedRise())
    try transition.advance(by: 0.2)
    let old = try #require(transition.plan)
    let epsilon = 1e-5
    let y0 = Double(old.state(of: .presented, at: 0.2).frame?.minY ?? .nan)
    let v0 =
      (y0 - Double(old.state(of: .presented, at: 0.2 - epsilon).frame?.minY ?? .nan))
      / epsilon
    let moved = CGRect(x: 0, y: 300, width: 390, height: 544)
    let context = try TransitionContext(
      operation: .present, containerBounds: Reference.bounds, presentedFrame: moved)
    try transition.retarget(to: context)
    #expect(Reference.isClose(y(transition), y0, tolerance: 1e-6))
    try transition.advance(by: epsilon)
    let v1 = (y(transition) - y0) / epsilon
    #expect(abs(v1 - v0) <= 0.01 * abs(v0) + 0.5, "velocity \(v1) after, \(v0) before")
    #expect(transition.context?.presentedFrame == moved)
    _ = try transition.run()
    #expect(transition.state(of: .presented)?.frame == moved)
  }

  /// Issue 26: a re-target under a finger goes on with the new plan's linear twin.
  ///
  /// It starts from the same progress, what was shown kept as a fading offset. The old plan rises from y = 844 to
  /// the presented frame's minY; the new one (a presented frame moved 100 pt up) from 844 to
  /// minY − 100. Held at 0.5, the frame does not move at the re-target; at progress 0 it is the
  /// new plan's start (y = 844, the offset's weight is 0 there) and at progress 1 the new end.
  @Test func aRetargetUnderAFingerScrubsTheNewPlanWithoutAJump() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(), interactive: true)
    let old = try #require(transition.context)
    try transition.update(progress: 0.5)
    let before = try #require(transition.state(of: .presented)?.frame)
    let shown = old.presentedFrame
    let moved = shown.offsetBy(dx: 0, dy: -100)
    try transition.retarget(
      to: TransitionContext(
        operation: old.operation, containerBounds: old.containerBounds, presentedFrame: moved))
    let after = try #require(transition.state(of: .presented)?.frame)
    #expect(abs(after.minY - before.minY) <= 1e-9 && abs(after.minX - before.minX) <= 1e-9)
    try transition.update(progress: 0)
    let start = try #require(transition.state(of: .presented)?.frame)
    #expect(abs(start.minY - old.containerBounds.height) <= 1e-9, "start \(start)")
    try transition.update(progress: 1)
    let end = try #require(transition.state(of: .presented)?.frame)
    #expect(abs(end.minY - moved.minY) <= 1e-9, "end \(end)")
  }

  @Test func aRetargetIsRefusedWhileItsReleaseSettles() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(), interactive: true)
    try transition.update(progress: 0.5)
    try transition.finish(velocity: 0)
    let plan = try #require(transition.plan)
    #expect(throws: HeadlessError.notPlaying(operation: transition.summary)) {
      try transition.retarget(to: plan)
    }
  }

  /// A driven gesture goes through the driver too: its release starts from the progress the
  /// finger left (0.2 here: dragged to 0.6, back to 0.2, released moving back, so it cancels),
  /// and comes down from there to 0 without a jump.
  @Test func aDrivenGestureReleasesFromWhereTheFingerLeftIt() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(), interactive: true)
    try transition.drive(
      with: .dragThenReverse(
        .regular(.fromBottom), distance: 844, to: 0.6, backTo: 0.2, duration: 0.3,
        returnDuration: 0.3))
    #expect(transition.state == .cancelled)
    let shown = transition.drivenProgress
    let peak = try #require(shown.indices.max { shown[$0] < shown[$1] })
    #expect(Reference.isClose(shown[peak], 0.6, tolerance: 0.02))
    let released = try #require(shown.indices.first { $0 > peak && shown[$0] < 0.2 - 1e-9 })
    #expect(Reference.isClose(shown[released - 1], 0.2, tolerance: 0.02))
    // Each release frame is within a frame's worth of motion of the one before, down to 0.
    for index in released..<shown.count {
      #expect(shown[index] <= shown[index - 1] + 1e-9)
      #expect(shown[index - 1] - shown[index] < 0.2)
    }
    #expect(shown.last == 0)
  }

  /// Reversal: a finishing release turned around at 0.1 s goes back to the start from the
  /// progress it had (0.6096, see the regrab test) at the speed it had (1.248 progress per
  /// second: the derivative of the cubic continuation, TransitionDriverTests), and cancels.
  @Test func aReversedReleaseTurnsAroundWithoutAJumpAndCancels() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(
      HeadlessScreen(name: "detail"), animator: EasedRise(duration: 1), interactive: true)
    #expect(throws: HeadlessError.notReleased(operation: transition.summary)) {
      try transition.reverse()
    }
    try transition.update(progress: 0.5)
    try transition.finish(velocity: 0.9)
    try transition.advance(by: 0.1)
    try transition.reverse()
    #expect(Reference.isClose(transition.progress, 0.6096, tolerance: 1e-6))
    let step = 1e-5
    try transition.advance(by: step)
    let speed = (transition.progress - 0.6096) / step
    #expect(abs(speed - 1.248) < 0.01, "\(speed)")
    var outcomes: [Bool] = []
    transition.onCompletion = { outcomes.append($0) }
    _ = try transition.run()
    #expect(outcomes == [false])
    #expect(scene.presentedScreens.isEmpty)
  }

  /// A grab while a re-target still fades out does not jump either, and the finger can still
  /// take it to the new plan's exact start (progress 0: y = 844, the rise's hidden frame) and
  /// end (progress 1: the new frame's y = 300).
  @Test func aGrabDuringARetargetDoesNotJump() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: EasedRise())
    try transition.advance(by: 0.2)
    let moved = CGRect(x: 0, y: 300, width: 390, height: 544)
    try transition.retarget(
      to: TransitionContext(
        operation: .present, containerBounds: Reference.bounds, presentedFrame: moved))
    try transition.advance(by: 0.05)
    let before = y(transition)
    try transition.grab()
    #expect(abs(y(transition) - before) <= 1e-6, "\(before) then \(y(transition))")
    try transition.update(progress: 0)
    #expect(Reference.isClose(y(transition), 844, tolerance: 1e-9))
    try transition.update(progress: 1)
    #expect(Reference.isClose(y(transition), 300, tolerance: 1e-9))
    try transition.finish(velocity: 0)
    #expect(transition.state == .finished)
    #expect(transition.state(of: .presented)?.frame == moved)
  }
}
