import CurtainHeadless
import Foundation
import Testing

@MainActor
@Suite struct HeadlessTransitionTests {
  private let scene: HeadlessScene
  private let root: HeadlessScreen
  private let detail = HeadlessScreen(name: "detail")

  init() throws {
    root = HeadlessScreen(name: "root")
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  // MARK: Sampling on the virtual clock

  @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
  func linearFadeShowsAlphaEqualToElapsedFraction(time: Double) throws {
    let transition = try scene.present(detail, animator: FadeAnimator(curve: .linear, duration: 1))
    try transition.advance(by: time)
    // Linear curve over 1 s: alpha = t / 1 s.
    #expect(Reference.isClose(transition.state(of: .presented)?.alpha, time, tolerance: 1e-12))
    #expect(Reference.isClose(scene.state(of: detail)?.alpha, time, tolerance: 1e-12))
    #expect(transition.state == .running)
  }

  @Test func easeInOutFadeAtAQuarterMatchesTheBisectedBezier() throws {
    let transition = try scene.present(
      detail, animator: FadeAnimator(curve: .easeInOut, duration: 1))
    try transition.advance(by: 0.25)
    let expected = Reference.easeInOut(at: 0.25)
    // The curve is slow at the start: well under a quarter of the way at a quarter of the time.
    #expect(expected > 0.12 && expected < 0.14)
    #expect(Reference.isClose(scene.state(of: detail)?.alpha, expected))
  }

  @Test func easeInOutFadeOfHalfASecondAtAQuarterSecondIsHalfway() throws {
    let transition = try scene.present(
      detail, animator: FadeAnimator(curve: .easeInOut, duration: 0.5))
    try transition.advance(by: 0.25)
    // The curve is symmetric about (0.5, 0.5).
    #expect(Reference.isClose(Reference.easeInOut(at: 0.5), 0.5, tolerance: 1e-12))
    #expect(Reference.isClose(scene.state(of: detail)?.alpha, 0.5))
  }

  @Test func coverMovesThePresentedFrameLinearlyFromBelow() throws {
    let transition = try scene.present(detail, animator: CoverAnimator(duration: 0.5))
    try transition.advance(by: 0.125)
    // From y = 844 to y = 0 over 0.5 s: at a quarter of the time, y = 844 · 3/4 = 633.
    let frame = try #require(scene.state(of: detail)?.frame)
    #expect(Reference.isClose(Double(frame.minY), 633))
    #expect(frame.size == Reference.size)
    #expect(Reference.isClose(scene.state(of: .background)?.alpha, 0.125))
  }

  // MARK: run(fps:)

  nonisolated static let frameCounts: [(duration: Double, fps: Int, frames: Int)] = [
    (1, 60, 61),  // 1 · 60 + 1
    (0.5, 60, 31),  // 0.5 · 60 + 1
    (0.35, 60, 22),  // 0.35 · 60 = 21.000000000000004 in Double: counts as 21, + 1
    (0.25, 30, 9),  // 7.5 frames of time: ⌈7.5⌉ + 1
    (1.0 / 3.0, 1, 2),  // ⌈1/3⌉ + 1
    (0.1, 240, 25),  // 24 + 1
    (0, 60, 1),  // nothing to animate: one frame, at 0 = duration
  ]

  @Test(arguments: frameCounts)
  func runDrawsDurationTimesFpsPlusOneFramesEndingExactlyAtDuration(
    duration: Double, fps: Int, frames: Int
  ) throws {
    let transition = try scene.present(detail, animator: FadeAnimator(duration: duration))
    let timeline = try transition.run(fps: fps)
    #expect(timeline.frames.count == frames)
    #expect(timeline.framesPerSecond == fps)
    #expect(timeline.duration == duration)
    #expect(timeline.frames.first?.time == 0)
    #expect(timeline.frames.last?.time == duration)
    for (index, frame) in timeline.frames.dropLast().enumerated() {
      #expect(frame.time == Double(index) / Double(fps))
    }
    #expect(transition.state == .finished)
  }

  @Test func runFramesHoldLinearAlphasAndThePresentingScreen() throws {
    let timeline = try scene.present(detail, animator: FadeAnimator(duration: 1)).run(fps: 4)
    #expect(timeline.actors == [.presented, .presenting])
    let alphas = timeline.states(of: .presented).map { $0?.alpha.map(Double.init) }
    #expect(alphas == [0, 0.25, 0.5, 0.75, 1])
    for frame in timeline.frames {
      #expect(
        frame[.presenting] == ViewState(frame: Reference.bounds, alpha: 1, transform: .identity))
      #expect(frame[.presented]?.frame == Reference.bounds)
    }
  }

  @Test func runFromMidwayStartsAtTheCurrentTime() throws {
    let transition = try scene.present(detail, animator: FadeAnimator(duration: 1))
    try transition.advance(by: 0.5)
    let timeline = try transition.run(fps: 10)
    // (1 − 0.5) · 10 = 5 frames before the end, then the end.
    let expectedTimes: [Double] = (0..<5).map { 0.5 + Double($0) / 10 } + [1]
    #expect(timeline.frames.map(\.time) == expectedTimes)
    let alphas = timeline.states(of: .presented).compactMap { $0?.alpha.map(Double.init) }
    #expect(zip(alphas, [0.5, 0.6, 0.7, 0.8, 0.9, 1]).allSatisfy { Reference.isClose($0, $1) })
  }

  @Test(arguments: [0, -1, 241, 1000, Int.min])
  func runRefusesFrameRatesOutsideOneTo240(fps: Int) throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    #expect(throws: HeadlessError.invalidFramesPerSecond(fps)) { try transition.run(fps: fps) }
    #expect(transition.state == .running)
    #expect(transition.time == 0)
  }

  // 0.5 s at 1 fps: ⌈0.5⌉ + 1 = 2 frames; at 240 fps: 120 + 1.
  @Test(arguments: [(1, 2), (240, 121)])
  func runAcceptsTheEndsOfTheRange(fps: Int, frames: Int) throws {
    let timeline = try scene.present(detail, animator: FadeAnimator(duration: 0.5)).run(fps: fps)
    #expect(timeline.frames.count == frames)
    #expect(timeline.frames.last?.time == 0.5)
  }

  @Test func runRefusesATimelineOfAMillionFramesOrMore() throws {
    // 1e300 s would overflow a frame count; 4200 s at 240 fps is 1,008,000 frames.
    for duration in [1e300, 4200] {
      let scene = try HeadlessScene(size: Reference.size)
      let transition = try scene.present(detail, animator: FadeAnimator(duration: duration))
      #expect(
        throws: HeadlessError.tooManyFrames(duration: duration, fps: 240, limit: 1_000_000)
      ) { try transition.run(fps: 240) }
      #expect(transition.state == .running)
      try transition.finish()
      #expect(scene.presentedScreens == [detail])
    }
  }

  @Test func runAfterTheEndThrows() throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    try transition.finish()
    #expect(throws: HeadlessError.transitionEnded(operation: "present 'detail'", state: .finished))
    {
      try transition.run()
    }
  }

  // MARK: advance(by:)

  @Test(arguments: [-0.1, -Double.infinity, Double.infinity, Double.nan])
  func advanceRefusesNegativeAndNonFiniteSteps(step: Double) throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    #expect {
      try transition.advance(by: step)
    } throws: { error in
      guard case .invalidTimeStep(let value) = error as? HeadlessError else { return false }
      return value.bitPattern == step.bitPattern
    }
    #expect(transition.time == 0)
  }

  @Test func sixtyStepsOfASixtiethFinishAOneSecondTransition() throws {
    let transition = try scene.present(detail, animator: FadeAnimator(duration: 1))
    for _ in 0..<59 { try transition.advance(by: 1.0 / 60.0) }
    #expect(transition.state == .running)
    try transition.advance(by: 1.0 / 60.0)
    #expect(transition.state == .finished)
    #expect(transition.time == 1)
  }

  @Test func aTransitionOfNoDurationWaitsToBeDriven() throws {
    let transition = try scene.present(detail, animator: FadeAnimator(duration: 0))
    #expect(transition.state == .running)
    #expect(scene.presentedScreens.isEmpty)
    try transition.advance(by: 0)
    #expect(transition.state == .finished)
    #expect(scene.presentedScreens == [detail])
  }

  @Test func advancingAnEndedTransitionDoesNothing() throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    transition.cancel()
    try transition.advance(by: 0.5)
    #expect(transition.state == .cancelled)
    #expect(transition.time == 0)
  }

  // MARK: Completion

  @Test func completionRunsExactlyOnceAfterTheLastFrame() throws {
    let transition = try scene.present(detail, animator: FadeAnimator(duration: 1))
    let log = EventLog()
    let scene = scene
    let detail = detail
    transition.onCompletion = { [unowned transition] finished in
      // By now the last frame is drawn and the final state applied.
      log.events.append(
        "completion \(finished) at \(transition.time), alpha "
          + "\(scene.state(of: detail)?.alpha ?? -1), presented \(scene.presentedScreens.count)")
    }
    try transition.advance(by: 0.5)
    #expect(log.events.isEmpty)
    try transition.advance(by: 0.499)
    #expect(log.events.isEmpty)
    _ = try transition.run(fps: 60)
    #expect(log.events == ["completion true at 1.0, alpha 1.0, presented 1"])
    try transition.advance(by: 1)
    try transition.finish()
    transition.cancel()
    #expect(log.events.count == 1)
    #expect(transition.state == .finished)
    #expect(transition.onCompletion == nil)
  }

  @Test(arguments: ["finish", "cancel", "advance", "run"])
  func completionRunsOnceWhicheverWayTheTransitionEnds(way: String) throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    var calls: [Bool] = []
    transition.onCompletion = { calls.append($0) }
    switch way {
    case "finish": try transition.finish()
    case "cancel": transition.cancel()
    case "advance": try transition.advance(by: 5)
    default: _ = try transition.run(fps: 30)
    }
    try transition.finish()
    transition.cancel()
    try transition.advance(by: 1)
    #expect(calls == [way != "cancel"])
  }

  // MARK: End states

  @Test func aFinishedTransitionLeavesEveryActorInItsFinalState() throws {
    let animator = ElaborateAnimator()
    let transition = try scene.present(detail, animator: animator)
    _ = try transition.run(fps: 60)
    let plan = try #require(transition.plan)
    // By hand: the presented view ends at its frame, opaque, untransformed, with the completion
    // state's corner radius 0 over the initial 20.
    let presented = ViewState(
      frame: Reference.bounds, alpha: 1, transform: .identity, cornerRadius: 0)
    // The presenting view ends scaled to 0.9, its alpha put back to 1 by the completion state.
    let presenting = ViewState(
      frame: Reference.bounds, alpha: 1, transform: Transform3D.identity.scaled(by: 0.9))
    #expect(scene.state(of: detail) == presented)
    #expect(scene.state(of: root) == presenting)
    #expect(transition.state(of: .presented) == presented)
    #expect(transition.state(of: .presenting) == presenting)
    // The contract in the plan's own terms: every property the plan sets is its final state.
    for actor in [ActorID.presented, .presenting] {
      let final = plan.finalState(of: actor)
      #expect(transition.state(of: actor)?.restricted(to: final) == final)
    }
    #expect(transition.state(of: .snapshot("card")) == nil)
    #expect(scene.state(of: .snapshot("card")) == nil)
  }

  @Test func cancelRestoresTheCancelledStateExactly() throws {
    let before = scene.state(of: root)
    let transition = try scene.present(detail, animator: ElaborateAnimator())
    try transition.advance(by: 0.2)
    #expect(scene.state(of: root) != before)
    var calls: [Bool] = []
    transition.onCompletion = { calls.append($0) }
    transition.cancel()
    let plan = try #require(transition.plan)
    #expect(calls == [false])
    #expect(transition.state == .cancelled)
    #expect(transition.time == 0)
    // The presenting view's start state is where it was before: nothing moved.
    #expect(scene.state(of: root) == before)
    // The presented view is at its start (alpha 0 and radius 20 from the initial states), with
    // the cancellation state's isHidden on top; then it leaves the scene.
    #expect(
      transition.state(of: .presented)
        == ViewState(
          frame: Reference.bounds, alpha: 0, transform: .identity, cornerRadius: 20,
          isHidden: true))
    for actor in [ActorID.presented, .presenting] {
      let cancelled = plan.cancelledState(of: actor)
      #expect(transition.state(of: actor)?.restricted(to: cancelled) == cancelled)
    }
    #expect(scene.state(of: detail) == nil)
    #expect(scene.presentedScreens.isEmpty)
    #expect(scene.visibleScreens == [root])
    #expect(scene.transientActors.isEmpty)
  }

  @Test func cancellingAPendingTransitionTakesItOutOfTheQueue() throws {
    let running = try scene.present(detail, animator: FadeAnimator())
    let pending = try scene.push(HeadlessScreen(name: "next"), animator: SlideAnimator())
    var calls: [Bool] = []
    pending.onCompletion = { calls.append($0) }
    pending.cancel()
    #expect(pending.state == .cancelled)
    #expect(pending.plan == nil)
    #expect(calls == [false])
    #expect(scene.pendingTransitions.isEmpty)
    try running.finish()
    #expect(scene.isIdle)
    #expect(scene.navigationStack == [root])
  }

  // MARK: Pending transitions

  @Test func drivingAPendingTransitionThrows() throws {
    _ = try scene.present(detail, animator: FadeAnimator())
    let pending = try scene.dismiss(animator: FadeAnimator())
    #expect(pending.state == .pending)
    #expect(pending.context == nil)
    #expect(pending.duration == 0)
    #expect(throws: HeadlessError.transitionPending(operation: "dismiss")) {
      try pending.advance(by: 0.1)
    }
    #expect(throws: HeadlessError.transitionPending(operation: "dismiss")) {
      try pending.run(fps: 60)
    }
    #expect(throws: HeadlessError.transitionPending(operation: "dismiss")) {
      try pending.finish()
    }
  }

  @Test func screensAreNamedByEveryActorTheyPlay() throws {
    let transition = try scene.present(detail, animator: FadeAnimator())
    #expect(transition.screen(for: .presented) === detail)
    #expect(transition.screen(for: .to) === detail)
    #expect(transition.screen(for: .presenting) === root)
    #expect(transition.screen(for: .from) === root)
    #expect(transition.screen(for: .background) == nil)
    #expect(transition.state(of: .to) == transition.state(of: .presented))
  }
}
