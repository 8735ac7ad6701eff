import Curtain
import CurtainEngine
import Foundation
import Testing

/// The core's transition driver: every legal transition, the one completion, regrab, reversal
/// and refused events.
@Suite struct TransitionDriverTests {
  /// A one-second plan: the presented screen fades in on a linear curve.
  private func fadePlan(duration: TimeInterval = 1) throws -> TransitionPlan {
    try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 1),
        timing: AnimationTiming(curve: .linear, duration: duration))
    ])
  }

  private func started(interactive: Bool) throws -> TransitionDriver {
    var driver = TransitionDriver(plan: try fadePlan())
    _ = try driver.apply(.start(interactive: interactive))
    return driver
  }

  @Test func aPlayedTransitionCompletesFinishedWhenItsAnimationEnds() throws {
    var driver = TransitionDriver(plan: try fadePlan())
    #expect(driver.phase == .idle)
    #expect(try driver.apply(.start(interactive: false)) == [.play])
    #expect(driver.phase == .animating)
    #expect(driver.isRunning && driver.canGrab && !driver.isInteractive)
    #expect(try driver.apply(.animationEnded(finished: true)) == [.complete(finished: true)])
    #expect(driver.phase == .ended(finished: true))
    #expect(!driver.isRunning)
  }

  @Test func anAnimationRunBackToItsStartCompletesCancelled() throws {
    var driver = try started(interactive: false)
    #expect(try driver.apply(.animationEnded(finished: false)) == [.complete(finished: false)])
  }

  @Test func anInteractiveStartScrubsTheLinearTwinFromZero() throws {
    let plan = try fadePlan()
    var driver = TransitionDriver(plan: plan)
    let effects = try driver.apply(.start(interactive: true))
    #expect(effects == [.scrub(plan.linearized(), progress: 0)])
    #expect(driver.phase == .interactive(progress: 0))
    #expect(driver.scrubPlan == plan.linearized())
  }

  @Test(arguments: [(0.25, 0.25), (1.5, 1.0), (-0.5, 0.0), (1.0, 1.0)])
  func updatesSeekToTheClampedProgress(progress: Double, shown: Double) throws {
    var driver = try started(interactive: true)
    #expect(try driver.apply(.update(progress: progress)) == [.seek(progress: shown)])
    #expect(driver.phase == .interactive(progress: shown))
  }

  @Test func aReleaseSettlesWithTheFingersVelocityThenCompletesOnce() throws {
    let plan = try fadePlan()
    var driver = TransitionDriver(plan: plan)
    _ = try driver.apply(.start(interactive: true))
    _ = try driver.apply(.update(progress: 0.4))
    let effects = try driver.apply(.release(finishing: true, velocity: 1.5))
    let expected = InteractiveRelease(plan: plan, from: 0.4, to: 1, velocity: 1.5)
    #expect(effects == [.settle(expected)])
    #expect(driver.phase == .settling(expected))
    #expect(try driver.apply(.settleEnded) == [.complete(finished: true)])
  }

  @Test func aCancellingReleaseCompletesCancelled() throws {
    var driver = try started(interactive: true)
    _ = try driver.apply(.update(progress: 0.3))
    let effects = try driver.apply(.release(finishing: false, velocity: -0.2))
    guard case .settle(let release) = effects.first else {
      Issue.record("expected a settle, got \(effects)")
      return
    }
    #expect(!release.finishes && release.start == 0.3 && release.target == 0)
    #expect(try driver.apply(.settleEnded) == [.complete(finished: false)])
  }

  @Test func aReleaseAtItsTargetEndsAtOnce() throws {
    var driver = try started(interactive: true)
    _ = try driver.apply(.update(progress: 1))
    // Nothing is left to animate from 1 to 1: the driver jumps and completes.
    #expect(
      try driver.apply(.release(finishing: true, velocity: 3))
        == [.jump(finished: true), .complete(finished: true)])
  }

  @Test(arguments: [false, true])
  func finishAndCancelEndEveryRunningPhaseAtOnce(finish: Bool) throws {
    let event: TransitionDriver.Event = finish ? .finish : .cancel
    let expected: [TransitionDriver.Effect] = [
      .jump(finished: finish), .complete(finished: finish),
    ]
    var animating = try started(interactive: false)
    #expect(try animating.apply(event) == expected)
    var interactive = try started(interactive: true)
    #expect(try interactive.apply(event) == expected)
    var settling = try started(interactive: true)
    _ = try settling.apply(.update(progress: 0.5))
    _ = try settling.apply(.release(finishing: true, velocity: 0))
    #expect(try settling.apply(event) == expected)
  }

  /// Every sequence of up to four events from every start: `complete` comes at most once, and
  /// when it comes it is the last effect of its call and nothing follows it.
  @Test func completionIsReturnedExactlyOnceWhateverTheEvents() throws {
    let events: [TransitionDriver.Event] = [
      .update(progress: 0.5), .release(finishing: true, velocity: 1),
      .release(finishing: false, velocity: -1), .grab(at: 0.3), .reverse(at: 0.05),
      .animationEnded(finished: true), .settleEnded, .finish, .cancel,
    ]
    // Every sequence of exactly four events (each shorter one is a prefix of some of them).
    var sequences: [[TransitionDriver.Event]] = [[]]
    for _ in 0..<4 {
      sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } }
    }
    let starts = [try started(interactive: false), try started(interactive: true)]
    for start in starts {
      for sequence in sequences {
        var driver = start
        var completions = 0
        for event in sequence {
          guard let effects = try? driver.apply(event) else { continue }
          let here = effects.filter {
            if case .complete = $0 { return true }
            return false
          }
          completions += here.count
          if !here.isEmpty, case .complete = effects.last {
          } else if !here.isEmpty {
            Issue.record("complete is not last in \(effects)")
          }
        }
        #expect(completions <= 1, "\(sequence)")
        if completions == 1 { #expect(!driver.isRunning, "\(sequence)") }
      }
    }
  }

  @Test func everyEventAfterTheEndIsRefused() throws {
    var driver = try started(interactive: false)
    _ = try driver.apply(.finish)
    let events: [TransitionDriver.Event] = [
      .start(interactive: true), .update(progress: 0.5), .release(finishing: true, velocity: 0),
      .grab(at: 0), .reverse(at: 0), .animationEnded(finished: true), .settleEnded, .finish,
      .cancel,
    ]
    for event in events {
      #expect(throws: TransitionDriver.Refusal.ended) { try driver.apply(event) }
    }
    #expect(driver.phase == .ended(finished: true))
  }

  @Test func eventsThatDoNotFitThePhaseAreRefusedAndChangeNothing() throws {
    var idle = TransitionDriver(plan: try fadePlan())
    #expect(throws: TransitionDriver.Refusal.notStarted) { try idle.apply(.update(progress: 0)) }
    #expect(throws: TransitionDriver.Refusal.notStarted) { try idle.apply(.grab(at: 0)) }
    #expect(throws: TransitionDriver.Refusal.notStarted) { try idle.apply(.finish) }
    #expect(throws: TransitionDriver.Refusal.notStarted) { try idle.apply(.settleEnded) }
    #expect(idle.phase == .idle)

    var animating = try started(interactive: false)
    #expect(throws: TransitionDriver.Refusal.alreadyStarted) {
      try animating.apply(.start(interactive: false))
    }
    #expect(throws: TransitionDriver.Refusal.notInteractive) {
      try animating.apply(.update(progress: 0.2))
    }
    #expect(throws: TransitionDriver.Refusal.notInteractive) {
      try animating.apply(.release(finishing: true, velocity: 0))
    }
    #expect(throws: TransitionDriver.Refusal.notApplicable(.settleEnded, phase: .animating)) {
      try animating.apply(.settleEnded)
    }
    #expect(throws: TransitionDriver.Refusal.notApplicable(.reverse(at: 0), phase: .animating)) {
      try animating.apply(.reverse(at: 0))
    }
    #expect(animating.phase == .animating)

    var interactive = try started(interactive: true)
    // NaN equals nothing, itself included: match the case.
    do {
      _ = try interactive.apply(.update(progress: .nan))
      Issue.record("a NaN progress was accepted")
    } catch {
      guard case .nonFinite(.update) = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
    #expect(
      throws: TransitionDriver.Refusal.nonFinite(.release(finishing: true, velocity: .infinity))
    ) { try interactive.apply(.release(finishing: true, velocity: .infinity)) }
    #expect(
      throws: TransitionDriver.Refusal.notApplicable(
        .grab(at: 0), phase: .interactive(progress: 0))
    ) { try interactive.apply(.grab(at: 0)) }
    #expect(
      throws: TransitionDriver.Refusal.notApplicable(
        .animationEnded(finished: true), phase: .interactive(progress: 0))
    ) { try interactive.apply(.animationEnded(finished: true)) }
    #expect(interactive.phase == .interactive(progress: 0))

    _ = try interactive.apply(.update(progress: 0.5))
    _ = try interactive.apply(.release(finishing: true, velocity: 0))
    #expect(throws: TransitionDriver.Refusal.alreadyReleased) {
      try interactive.apply(.update(progress: 0.1))
    }
    #expect(throws: TransitionDriver.Refusal.alreadyReleased) {
      try interactive.apply(.release(finishing: false, velocity: 0))
    }
  }

  @Test func aGrabWhilePlayingScrubsTheGrabbedPlanFromTheTimeShown() throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 844)),
        to: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
        timing: AnimationTiming(curve: .easeInOut, duration: 0.5))
    ])
    var driver = TransitionDriver(plan: plan)
    _ = try driver.apply(.start(interactive: false))
    let effects = try driver.apply(.grab(at: 0.2))
    let grabbed = plan.grabbed(at: 0.2)
    // 0.2 s of 0.5 s.
    #expect(effects == [.scrub(grabbed.plan, progress: 0.4)])
    #expect(driver.phase == .interactive(progress: 0.4))
    // The grabbed plan shows, at the grab's progress, what the plan showed at the grab time.
    let shown = grabbed.plan.state(of: .presented, at: 0.4 * 0.5).frame
    let before = plan.state(of: .presented, at: 0.2).frame
    #expect(abs((shown?.minY ?? .nan) - (before?.minY ?? .nan)) < 1e-9)
  }

  @Test func aRegrabWhileSettlingHoldsTheReleasesProgress() throws {
    let plan = try fadePlan()
    var driver = TransitionDriver(plan: plan)
    _ = try driver.apply(.start(interactive: true))
    _ = try driver.apply(.update(progress: 0.5))
    _ = try driver.apply(.release(finishing: true, velocity: 0.9))
    // The release is the cubic continuation over (1 − 0.5) × 1 s = 0.5 s with slope
    // s = 0.9 ÷ 0.5 × 0.5 = 0.9; its control points have x = 1/3 and 2/3, so x(t) = t and
    // f(x) = s·x(1 − x)² + 3x²(1 − x) + x³. At 0.1 s, x = 0.2:
    // f = 0.9·0.2·0.64 + 3·0.04·0.8 + 0.008 = 0.1152 + 0.096 + 0.008 = 0.2192;
    // progress = 0.5 + 0.5 × 0.2192 = 0.6096.
    let effects = try driver.apply(.grab(at: 0.1))
    guard case .scrub(let scrubbed, let progress) = effects.first else {
      Issue.record("expected a scrub, got \(effects)")
      return
    }
    #expect(abs(progress - 0.6096) < 1e-6)
    #expect(scrubbed == plan.linearized())
    #expect(driver.isInteractive)
    // The finger can release it again.
    #expect(try driver.apply(.release(finishing: false, velocity: 0)).count == 1)
  }

  @Test func aReversalTurnsTheSettleAroundWithoutAJumpInProgressOrSpeed() throws {
    let plan = try fadePlan()
    var driver = TransitionDriver(plan: plan)
    _ = try driver.apply(.start(interactive: true))
    _ = try driver.apply(.update(progress: 0.5))
    _ = try driver.apply(.release(finishing: true, velocity: 0.9))
    guard case .settling(let first) = driver.phase else {
      Issue.record("not settling")
      return
    }
    let effects = try driver.apply(.reverse(at: 0.1))
    guard case .settle(let second) = effects.first else {
      Issue.record("expected a settle, got \(effects)")
      return
    }
    #expect(!second.finishes)
    // Same progress: 0.6096 (see the regrab test).
    #expect(abs(second.start - 0.6096) < 1e-6)
    // Same speed: f′(x) = s(1 − x)² − 2sx(1 − x) + 6x(1 − x) − 3x² + 3x² at x = 0.2:
    // 0.9·0.64 − 2·0.9·0.2·0.8 + 6·0.2·0.8 = 0.576 − 0.288 + 0.96 = 1.248 per unit x;
    // dp/dt = 0.5 × 1.248 ÷ 0.5 s = 1.248 progress per second.
    #expect(abs(first.velocity(at: 0.1) - 1.248) < 1e-3)
    #expect(abs(second.velocity(at: 0) - 1.248) < 1e-2)
    // Reversing again goes back towards the end.
    #expect(try driver.apply(.reverse(at: 0)).count == 1)
    #expect(try driver.apply(.settleEnded) == [.complete(finished: true)])
  }
}
