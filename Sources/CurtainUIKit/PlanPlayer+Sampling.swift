#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// What the player shows frame by frame on its frame clock: a re-target's blend, a scrub that
// keeps a re-target's fading difference, and what UIView animations cannot animate.
extension PlanPlayer {
  /// A motion shown frame by frame, every property of every actor, instead of by animators.
  enum Sampling {
    /// A re-target's blend, on the plan's time (`RetargetBlend`).
    case blend(RetargetBlend)
    /// A scrubbed plan with what a grab kept of a re-target still fading out (`ScrubOffset`),
    /// by progress.
    case scrub(TransitionPlan, ScrubOffset)
  }

  /// Goes on with a re-target's plan (a changed destination mid-flight).
  ///
  /// Stops the animators where they show and, from now on, shows the core's blend
  /// (`RetargetBlend`: position and velocity continuous at the re-target, exactly the new plan
  /// at its end) frame by frame on the frame clock, every property each frame. As in the
  /// headless player, a temporary view the new plan inserts appears and one it does not insert
  /// leaves. When the new plan's time has run out, ``onAnimationsEnded`` hears that the
  /// animations ended at the end.
  ///
  /// - Parameter blend: The blend the driver returned; its plan is the new plan.
  package func retarget(_ blend: RetargetBlend) {
    guard !hasEnded else { return }
    let elapsed = blend.start
    clock?.stop()
    clock = nil
    release = nil
    hasStarted = true
    for animator in animators where animator.state == .active { animator.stopAnimation(true) }
    // The headless player's rule: a temporary actor the new plan does not insert leaves, one
    // it inserts appears.
    let inserted = Set(blend.plan.setup.map(\.actor))
    for actor in temporary where !inserted.contains(actor) {
      views[actor]?.removeFromSuperview()
      views[actor] = nil
    }
    temporary.removeAll { !inserted.contains($0) }
    for step in blend.plan.setup where views[step.actor] == nil { insert(step) }
    shownPlan = blend.plan
    sampling = .blend(blend)
    showSampled(at: elapsed)
    clockStamp = CACurrentMediaTime()
    clockElapsed = elapsed
    clock = FrameClock { [weak self] timestamp in self?.tick(timestamp) }
  }

  /// How long the plan has played on its own timing, in seconds (the frame clock's time).
  package var playedTime: TimeInterval {
    guard clock != nil else { return max(clockElapsed, 0) }
    if case .blend = sampling {
      return max(clockElapsed + max(CACurrentMediaTime() - clockStamp, 0), 0)
    }
    let running = mainAnimator?.isRunning ?? false
    return max(clockElapsed + (running ? max(CACurrentMediaTime() - clockStamp, 0) : 0), 0)
  }

  /// Shows the sampled motion: a blend at plan time `time`, a scrub at ``sampledProgress``.
  func showSampled(at time: TimeInterval = 0) {
    let states: [ActorID: ViewState]
    switch sampling {
    case .blend(let blend):
      states = Dictionary(
        uniqueKeysWithValues: blend.plan.actors.map { ($0, blend.state(of: $0, at: time)) })
    case .scrub(let plan, let offset):
      let at = sampledProgress * plan.duration
      states = Dictionary(
        uniqueKeysWithValues: plan.actors.map { actor in
          (actor, offset.adjusted(plan.state(of: actor, at: at), of: actor, at: sampledProgress))
        })
    case nil:
      return
    }
    for (actor, state) in states {
      if let outside = outsideAnimators[actor], outside.state == .active {
        outside.fractionComplete = min(max(state.alpha ?? 0, 0), 1)
      }
      guard let view = views[actor] else { continue }
      var shown = state
      // Visibility follows the plan's sampling rule at the end only (as while animating).
      shown.isHidden = nil
      view.apply(shown)
    }
    applyStacking(states, order: shownPlan.actors)
  }

  /// Starts the frame clock: each frame shows what UIView animations cannot animate at the
  /// time the animators show (since the start while the plan plays on its own, along the
  /// release while it settles).
  func runClock() {
    clock?.stop()
    clockStamp = CACurrentMediaTime()
    clockElapsed = 0
    clock = FrameClock { [weak self] timestamp in self?.tick(timestamp) }
  }

  private func tick(_ timestamp: TimeInterval) {
    guard !hasEnded else { return }
    let step = max(timestamp - clockStamp, 0)
    clockStamp = timestamp
    switch sampling {
    case .blend(let blend):
      clockElapsed += step
      guard clockElapsed < blend.plan.duration else {
        showSampled(at: blend.plan.duration)
        stopSampledClock()
        animationsEnded(atEnd: true)
        return
      }
      showSampled(at: clockElapsed)
      return
    case .scrub:
      guard let release else { return }
      clockElapsed += step
      guard let timing = release.timing, clockElapsed < timing.endTime else {
        sampledProgress = release.target
        showSampled()
        stopSampledClock()
        animationsEnded(atEnd: release.finishes)
        return
      }
      sampledProgress = min(max(release.progress(at: clockElapsed), 0), 1)
      showSampled()
      return
    case nil:
      break
    }
    if let main = mainAnimator, main.isRunning {
      clockElapsed += main.isReversed && release == nil ? -step : step
    }
    let elapsed = max(clockElapsed, 0)
    if let release {
      let progress = min(max(release.progress(at: elapsed), 0), 1)
      showUnanimated(shownPlan, at: progress * shownPlan.duration)
    } else {
      showUnanimated(shownPlan, at: elapsed)
    }
  }

  private func stopSampledClock() {
    clock?.stop()
    clock = nil
  }
}
#endif
