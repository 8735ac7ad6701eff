#if canImport(UIKit)
import Testing
import UIKit

/// `UIViewPropertyAnimator`'s state machine end to end (UIKIT-SEMANTICS.md §1), written against
/// UIKit's public API as an app would use it.
///
/// Every animator here is linear, so a fraction of its timeline is the same fraction of its
/// change: after t seconds of a d-second animation of alpha from 1 to 0 the value on screen is
/// 1 − t/d. Tests that need exact times are enabled on the model's virtual clock only (on a
/// simulator the run loop's time is approximate); tests that break a rule on purpose are
/// compiled for the model only: on a device the same call raises an Objective-C exception,
/// which ends the test process.
@Suite @MainActor struct PropertyAnimatorFidelityTests {
  /// How close a value read after a wait must be: a frame (1/60 of a 1 s animation) on the
  /// model, a few frames on a simulator.
  private let tolerance: CGFloat = ScenarioClock.isVirtual ? 0.02 : 0.1

  private func fadingView(in window: UIWindow) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return view
  }

  @Test("[1.1] a new animator is inactive, active once started or paused, inactive when done")
  func theLifecycleRunsInactiveActiveInactive() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(view.alpha == 0)
    let paused = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 1 }
    paused.pauseAnimation()
    #expect(paused.state == .active)
    paused.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  @Test("[1.1] the convenience initializers make animators that are not running")
  func convenienceInitializersReturnAnimatorsThatAreNotRunning() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let curve = UIViewPropertyAnimator(duration: 0.4, curve: .easeIn) { view.alpha = 0.5 }
    let points = UIViewPropertyAnimator(
      duration: 0.5, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
    let spring = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7)
    // H-VPA: "All convenience initializers return an animator which is not running."
    for animator in [curve, points, spring] {
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      #expect(animator.timingParameters != nil)
      #expect(animator.delay == 0)
      // §1.12 D: "Defaults to YES."
      #expect(animator.isInterruptible)
      #expect(animator.isUserInteractionEnabled)
      #expect(animator.scrubsLinearly)
      // H-VPA: "Defaults to NO."
      #expect(!animator.isManualHitTestingEnabled)
      #expect(!animator.pausesOnCompletion)
    }
    #expect([curve.duration, points.duration, spring.duration] == [0.4, 0.5, 0.6])
    Scenario.expectNoFailures()
  }

  @Test("[1.1, 1.14] runningPropertyAnimator starts at once and completes at the end")
  func runningPropertyAnimatorStartsAtOnce() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 },
      completion: { positions.append($0) })
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [.end])
    #expect(view.alpha == 0)
    Scenario.expectNoFailures()
  }

  @Test("[1.2] stopAnimation(true) ends at once without completions, frozen where it was")
  func stoppingWithoutFinishingEndsAtOnce() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.5)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(positions.isEmpty)
    // Linear, stopped after 0.5 of 1 s: 1 − 0.5 = 0.5 stays as the model value.
    #expect(abs(view.alpha - 0.5) < tolerance)
    ScenarioClock.advance(by: 0.6)
    #expect(positions.isEmpty)
    Scenario.expectNoFailures()
  }

  @Test("[1.2, 1.3] stopAnimation(false) freezes and waits; finishAnimation runs the completions")
  func stoppingWithFinishingWaitsForFinishAnimation() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(!animator.isRunning)
    #expect(positions.isEmpty)
    #expect(abs(view.alpha - 0.5) < tolerance)
    ScenarioClock.advance(by: 0.6)
    #expect(positions.isEmpty)  // still waiting for the client (H-VA: "incumbent on the client")
    animator.finishAnimation(at: .end)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(view.alpha == 0)
    Scenario.expectNoFailures()
  }

  @Test("[1.3] finishAnimation(at: .start) puts the frozen values back to where they started")
  func finishingAtTheStartRestoresTheStartValues() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.3)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(positions == [.start])
    #expect(view.alpha == 1)
    #expect(animator.state == .inactive)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: each call below raises NSInternalInconsistencyException on a device.
  @Test("[1.3] finishAnimation(at:) on an active animator, or one whose blocks never ran, fails")
  func finishingAnAnimatorThatIsNotStoppedFails() {
    Scenario.window()
    let view = UIView()
    let active = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    active.startAnimation()
    active.finishAnimation(at: .end)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.3") })
    active.stopAnimation(true)
    // §1.3 O (DEC): asserts on an inactive animator with blocks that never started.
    let unstarted = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
    unstarted.finishAnimation(at: .end)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.3") })
    // §1.3 O: a silent no-op on a pristine animator.
    UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end)
    #expect(Scenario.takeFailures().isEmpty)
  }
  #endif

  @Test("[1.4] stopAnimation on an inactive animator does nothing")
  func stoppingAnInactiveAnimatorDoesNothing() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.stopAnimation(false)
    #expect(animator.state == .inactive)
    // Nothing was invalidated: it still runs its block and its completion.
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [.end])
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: UIKit asserts (DEC, O) on each of these calls.
  @Test("[1.4] stopping a stopped animator, and pausing or stopping a non-interruptible one, fail")
  func stopOnStoppedAndNonInterruptibleCallsFail() {
    Scenario.window()
    let view = UIView()
    let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    stopped.startAnimation()
    stopped.stopAnimation(false)
    stopped.stopAnimation(false)
    #expect(Scenario.takeFailures().contains { $0.contains("already stopped") })
    stopped.finishAnimation(at: .current)
    let rigid = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    rigid.isInterruptible = false
    rigid.startAnimation()
    rigid.pauseAnimation()
    rigid.stopAnimation(true)
    rigid.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    let failures = Scenario.takeFailures()
    #expect(failures.filter { $0.contains("non-interruptible") }.count == 3)
    #expect(rigid.state == .active)
    ScenarioClock.runUntil { rigid.state == .inactive }
    #expect(Scenario.takeFailures().isEmpty)
  }
  #endif

  @Test("[1.5] a stopped animator cannot be started again")
  func aStoppedAnimatorCannotBeRestarted() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.2)
    animator.stopAnimation(false)
    let frozen = view.alpha
    animator.startAnimation()
    #expect(animator.state == .stopped)
    #expect(!animator.isRunning)
    ScenarioClock.advance(by: 0.2)
    #expect(view.alpha == frozen)
    #if CURTAIN_UIKIT_MODEL
    // §1.5 O: DEC returns silently; the model takes the stricter reading and reports it.
    #expect(Scenario.takeFailures().contains { $0.contains("cannot be started") })
    #endif
    animator.finishAnimation(at: .current)
    Scenario.expectNoFailures()
  }

  @Test(
    "[1.6] startAnimation(afterDelay:) sets delay and holds the values still until it passes",
    .enabled(if: ScenarioClock.isVirtual, "exact times need the model's virtual clock"))
  func aDelayedStartWaits() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.delay == 0.5)
    #expect(animator.state == .active)
    ScenarioClock.advance(by: 0.4)
    #expect(animator.fractionComplete == 0)
    // 0.5 s of delay, then 1 s of animation: still running at 1.4 s, done by 1.6 s.
    ScenarioClock.advance(by: 1.0)
    #expect(animator.state == .active)
    ScenarioClock.advance(by: 0.2)
    #expect(animator.state == .inactive)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: NSInvalidArgumentException and an assertion on a device (DEC, O).
  @Test("[1.6] a negative delay, or a delayed start of a paused animator, fails")
  func negativeAndPausedDelayedStartsFail() {
    Scenario.window()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation(afterDelay: -1)
    #expect(Scenario.takeFailures().contains { $0.contains("negative delay") })
    #expect(animator.state == .inactive)
    animator.pauseAnimation()
    animator.startAnimation(afterDelay: 0.2)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.6") })
    animator.stopAnimation(true)
  }
  #endif

  @Test("[1.7] pauseAnimation starts an inactive animator paused and holds a running one")
  func pausingHoldsTheAnimator() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let fresh = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    fresh.pauseAnimation()
    #expect(fresh.state == .active)
    #expect(!fresh.isRunning)
    ScenarioClock.advance(by: 0.3)
    #expect(fresh.fractionComplete == 0)
    fresh.stopAnimation(true)
    let running = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    running.startAnimation()
    ScenarioClock.advance(by: 0.4)
    running.pauseAnimation()
    let held = running.fractionComplete
    // Linear, paused after 0.4 of 1 s.
    #expect(abs(held - 0.4) < tolerance)
    ScenarioClock.advance(by: 0.3)
    #expect(running.fractionComplete == held)
    #expect(running.state == .active)
    running.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  @Test("[1.8] a reversed animator set while paused runs backwards and ends at the start")
  func aReversedAnimatorRunsBackToTheStart() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    // H-VA: "If running is NO… will run in the reversed direction when it is started."
    #expect(animator.isReversed)
    #expect(!animator.isRunning)
    animator.startAnimation()
    // H-VA: "The state of a running animation is always active."
    #expect(animator.isRunning)
    #expect(animator.state == .active)
    ScenarioClock.runUntil { animator.state == .inactive }
    // M: a reversed run that completes naturally reports .start, with the start values.
    #expect(positions == [.start])
    #expect(view.alpha == 1)
    Scenario.expectNoFailures()
  }

  @Test("[1.9] fractionComplete activates an inactive animator, reads 0 inactive, and clamps")
  func fractionCompleteScrubsAPausedAnimator() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    #expect(animator.fractionComplete == 0)
    // AD: "Changing the value… on an inactive animator moves it to the active state".
    animator.fractionComplete = 0.25
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 0.25)
    // §1.9 O (DEC): the setter clamps to [0.00001, 0.99999].
    animator.fractionComplete = 0
    #expect(animator.fractionComplete == 0.000_01)
    animator.fractionComplete = 1
    #expect(animator.fractionComplete == 0.999_99)
    animator.stopAnimation(true)
    // §1.9 O: the getter reads 0 on an inactive animator.
    #expect(animator.fractionComplete == 0)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: "You can update the value of this property only while the animator is paused";
  // the model reports the set on a stopped animator (stricter reading of §1.9).
  @Test("[1.9] setting fractionComplete on a stopped animator fails")
  func settingFractionCompleteOnAStoppedAnimatorFails() {
    Scenario.window()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    animator.stopAnimation(false)
    animator.fractionComplete = 0.5
    #expect(Scenario.takeFailures().contains { $0.contains("§1.9") })
    animator.finishAnimation(at: .end)
  }
  #endif

  @Test(
    "[1.10] continueAnimation's durationFactor is the remaining time in units of the duration",
    .enabled(if: ScenarioClock.isVirtual, "exact times need the model's virtual clock"))
  func continuingUsesTheDurationFactorAsTheRemainingTime() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.fractionComplete = 0.5
    // H-VPA: the factor "is used to specify the remaining time": 2 × 1 s = 2 s from now.
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    #expect(animator.isRunning)
    ScenarioClock.advance(by: 1.9)
    #expect(animator.state == .active)
    ScenarioClock.advance(by: 0.2)
    #expect(animator.state == .inactive)
    // §1.10 O: a factor of 0 keeps the remaining duration, (1 − 0.5) × 1 s = 0.5 s.
    let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    other.fractionComplete = 0.5
    other.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    ScenarioClock.advance(by: 0.4)
    #expect(other.state == .active)
    ScenarioClock.advance(by: 0.2)
    #expect(other.state == .inactive)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: DEC makes this a no-op (O); the model reports it, the stricter reading.
  @Test("[1.10] continueAnimation on an animator that is not paused fails")
  func continuingARunningAnimatorFails() {
    Scenario.window()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    #expect(Scenario.takeFailures().contains { $0.contains("§1.10") })
    ScenarioClock.runUntil { animator.state == .inactive }
  }
  #endif

  @Test("[1.11] pausesOnCompletion keeps the animator active at the end, without completions")
  func pausingOnCompletionKeepsItActive() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    ScenarioClock.runUntil { !animator.isRunning }
    ScenarioClock.advance(by: 0.1)
    #expect(animator.state == .active)
    #expect(positions.isEmpty)
    #expect(animator.fractionComplete == 1)
    // Run it back: reversed from the end it ends at the start once allowed to complete.
    animator.pausesOnCompletion = false
    animator.isReversed = true
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [.start])
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: DEC raises (O).
  @Test("[1.11] setting pausesOnCompletion on a non-interruptible animator fails")
  func pausesOnCompletionOnANonInterruptibleAnimatorFails() {
    Scenario.window()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.isInterruptible = false
    animator.pausesOnCompletion = true
    #expect(Scenario.takeFailures().contains { $0.contains("§1.11") })
    #expect(!animator.pausesOnCompletion)
  }

  // Model only: H-VPA "Raises if set on an active animator"; DEC asserts on scrubsLinearly.
  @Test("[1.12] isInterruptible and isUserInteractionEnabled raise when set on an active animator")
  func flagsSetOnAnActiveAnimatorFail() {
    Scenario.window()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.pauseAnimation()
    animator.isInterruptible = false
    animator.isUserInteractionEnabled = false
    animator.scrubsLinearly = false
    let failures = Scenario.takeFailures()
    #expect(failures.filter { $0.contains("§1.12") }.count == 3)
    #expect(animator.isInterruptible)
    #expect(animator.isUserInteractionEnabled)
    animator.stopAnimation(true)
  }
  #endif

  @Test("[1.12] isInterruptible and isUserInteractionEnabled can be set on an inactive animator")
  func flagsSetOnAnInactiveAnimatorTakeEffect() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    animator.isInterruptible = false
    animator.isUserInteractionEnabled = false
    animator.scrubsLinearly = false
    #expect(!animator.isInterruptible)
    #expect(!animator.isUserInteractionEnabled)
    #expect(!animator.scrubsLinearly)
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    Scenario.expectNoFailures()
  }

  @Test("[1.13] an animator started without blocks waits, and animates a block added then")
  func anAnimatorWithoutBlocksWaitsForOne() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.3)
    // H-VPA: "a transient paused state": still active, nothing finished.
    #expect(animator.state == .active)
    #expect(positions.isEmpty)
    animator.addAnimations { view.alpha = 0 }
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(positions == [.end])
    #expect(view.alpha == 0)
    Scenario.expectNoFailures()
  }

  @Test("[1.13] blocks and completions are spent when the animator ends")
  func blocksAndCompletionsAreInvalidatedAtTheEnd() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var runs = 0
    let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { _ in runs += 1 }
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    view.alpha = 1
    // H-VPA: "Immediately calling startAnimation again … will start the animator in a
    // transient paused state": the old block does not run again, nor the completion.
    animator.startAnimation()
    ScenarioClock.advance(by: 0.3)
    #expect(view.alpha == 1)
    #expect(runs == 1)
    animator.stopAnimation(true)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: the values on screen while an animation runs (`modelPresented…`; a device would
  // read the layer's presentation()), and exact times.
  @Test("[1.13] a block added while running animates over what is left of the duration")
  func aBlockAddedWhileRunningUsesTheRemainingTime() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    ScenarioClock.advance(by: 0.5)
    animator.addAnimations { view.center = CGPoint(x: 150, y: 50) }
    // From x = 50 to 150 over the remaining (1 − 0.5) × 1 s: at 0.75 s half way, x = 100.
    ScenarioClock.advance(by: 0.25)
    #expect(abs(view.modelPresentedCenter.x - 100) < 2)
    ScenarioClock.advance(by: 0.3)
    #expect(animator.state == .inactive)
    Scenario.expectNoFailures()
  }

  @Test("[1.13] addAnimations(_:delayFactor:) starts the block at that fraction of the duration")
  func aDelayFactorStartsTheBlockLater() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    // H-VPA: it commences at 0.5 × 1 s and lasts (1 − 0.5) × 1 s: at 0.25 s untouched, at
    // 0.75 s half way (alpha 0.5).
    ScenarioClock.advance(by: 0.25)
    #expect(abs(view.modelPresentedAlpha - 1) < 0.02)
    ScenarioClock.advance(by: 0.5)
    #expect(abs(view.modelPresentedAlpha - 0.5) < 0.04)
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(view.alpha == 0)
    Scenario.expectNoFailures()
  }

  // Model only: DEC asserts "Attempt to add an animation to an animator … in a stopped state"
  // and while the completions run (O).
  @Test("[1.13] adding animations to a stopped animator or from a completion fails")
  func addingAnimationsWhenStoppedOrCompletingFails() {
    Scenario.window()
    let view = UIView()
    let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    stopped.startAnimation()
    stopped.stopAnimation(false)
    stopped.addAnimations { view.alpha = 1 }
    #expect(Scenario.takeFailures().contains { $0.contains("stopped state") })
    stopped.finishAnimation(at: .end)
    let completing = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 1 }
    completing.addCompletion { _ in completing.addAnimations { view.alpha = 0.5 } }
    completing.startAnimation()
    ScenarioClock.runUntil { completing.state == .inactive }
    #expect(Scenario.takeFailures().contains { $0.contains("§1.13") })
  }
  #endif

  @Test("[1.14] completions run in order with one position, and not after stopAnimation(true)")
  func completionsRunInInsertionOrder() {
    let window = Scenario.window()
    let view = fadingView(in: window)
    var calls: [String] = []
    var runningInside: [Bool] = []
    let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 0 }
    for name in ["a", "b", "c"] {
      animator.addCompletion { position in
        calls.append("\(name)\(position.rawValue)")
        // §1.14 O (fluentui-apple PR #1385): isRunning reads true inside the completions.
        runningInside.append(animator.isRunning)
      }
    }
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    // H-VA raw values: .end = 0, .start = 1, .current = 2.
    #expect(calls == ["a0", "b0", "c0"])
    #expect(runningInside == [true, true, true])
    #expect(!animator.isRunning)
    #expect(
      [UIViewAnimatingPosition.end, .start, .current].map(\.rawValue) == [0, 1, 2])
    let dropped = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 1 }
    dropped.addCompletion { _ in calls.append("dropped") }
    dropped.startAnimation()
    dropped.stopAnimation(true)
    ScenarioClock.advance(by: 0.2)
    #expect(!calls.contains("dropped"))
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: finishAnimation inside a completion raises on a device (O).
  @Test("[1.14] finishAnimation inside a completion fails")
  func finishingInsideACompletionFails() {
    Scenario.window()
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { _ in animator.finishAnimation(at: .end) }
    animator.startAnimation()
    ScenarioClock.runUntil { animator.state == .inactive }
    #expect(Scenario.takeFailures().contains { $0.contains("§1.14") })
  }

  // Model only: releasing these animators raises NSInternalInconsistencyException (O).
  @Test("[1.15] releasing a paused, stopped or paused-on-completion animator fails")
  func releasingAnUnfinishedAnimatorFails() {
    Scenario.window()
    let view = UIView()
    do {
      let paused = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      paused.pauseAnimation()
    }
    #expect(Scenario.takeFailures().contains { $0.contains("§1.15") })
    do {
      let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
      stopped.startAnimation()
      stopped.stopAnimation(false)
    }
    #expect(Scenario.takeFailures().contains { $0.contains("§1.15") })
    weak var weakDone: UIViewPropertyAnimator?
    do {
      let done = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { view.alpha = 0.5 }
      done.pausesOnCompletion = true
      done.startAnimation()
      weakDone = done
    }
    // Running, UIKit keeps it alive; paused at its end, it is released and raises.
    ScenarioClock.runUntil { weakDone == nil }
    #expect(Scenario.takeFailures().contains { $0.contains("§1.15") })
    do {
      let finished = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      finished.startAnimation()
      finished.stopAnimation(true)
    }
    #expect(Scenario.takeFailures().isEmpty)
  }
  #endif
}
#endif
