#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

#if canImport(os)
import os
#endif

// Driving: every event goes to the core's driver, and every effect it returns is performed
// here, on the player and on UIKit's transition context.
extension TransitionBridge {
  /// Feeds `event` to the core's driver and does what it decides; an event the driver refuses
  /// (it does not fit the transition's phase) changes nothing.
  ///
  /// - Returns: Whether the driver took the event.
  @discardableResult
  func drive(_ event: TransitionDriver.Event) -> Bool {
    guard var driver else { return false }
    guard let effects = try? driver.apply(event) else { return false }
    self.driver = driver
    for effect in effects { perform(effect, offset: driver.scrubOffset) }
    return true
  }

  private func perform(_ effect: TransitionDriver.Effect, offset: ScrubOffset?) {
    guard let player else { return }
    switch effect {
    case .play:
      player.start()
    case .scrub(let plan, let progress):
      if player.isScrubbing, plan == player.shownPlan {
        // Started under a finger, or regrabbed while its release settles.
        player.hold()
      } else {
        // Grabbed while playing on its own timing, or re-targeted under a finger: one linear
        // animator takes over (or, with an offset to keep, the scrub is shown frame by frame).
        player.rescrub(plan, at: progress, offset: offset)
      }
      if progress > 0 {
        player.fractionComplete = CGFloat(progress)
        transitionContext?.updateInteractiveTransition(CGFloat(progress))
      }
    case .seek(let progress):
      player.fractionComplete = CGFloat(progress)
      transitionContext?.updateInteractiveTransition(CGFloat(progress))
    case .settle(let release):
      if release.finishes {
        transitionContext?.finishInteractiveTransition()
      } else {
        transitionContext?.cancelInteractiveTransition()
      }
      player.finish(with: release)
    case .retarget(let blend):
      if onKeptBackground != nil { player.keepsOnFinish = keepsBackground ? [.background] : [] }
      player.retarget(blend)
    case .jump(let finished):
      if driver?.scrubPlan != nil {
        // A finger drove the transition: UIKit must hear it finish or cancel.
        if finished {
          transitionContext?.finishInteractiveTransition()
        } else {
          transitionContext?.cancelInteractiveTransition()
        }
      }
      if let plan = driver?.plan { end(player, finished: finished, on: plan) }
    case .complete(let finished):
      if let plan = driver?.plan { end(player, finished: finished, on: plan) }
      complete(finished)
    }
  }

  /// Ends `player` on `plan`; after a re-target, a presenting view the plan leaves alone then
  /// rests on the core's frame for it (as the headless player's does).
  private func end(_ player: PlanPlayer, finished: Bool, on plan: TransitionPlan) {
    player.end(finished: finished, on: plan)
    // The presenting screen's actors (`.presenting` with `.from` or `.to`) play one view.
    let actors =
      ScreenRoles.roles(for: operation).first { $0.actors.contains(.presenting) }?.actors
      ?? [.presenting]
    if let frame = retargetedPresentingFrame, plan.leavesFrame(of: actors) {
      player.views[.presenting]?.frame = frame
    }
  }

  /// Every animator ended on its own, at the end or back at the start: the driver says how the
  /// transition ends.
  func animationsEnded(atEnd: Bool) {
    if driver?.phase == .idle {
      // UIKit drove the animator it was vended itself (a percent-driven interaction scrubs and
      // settles `interruptibleAnimator(using:)` without calling `animateTransition`): the plan
      // was playing all along. The start's effect is performed (the player does not start
      // animators that have already run), then the end the animators reached.
      drive(.start(interactive: false))
    }
    switch driver?.phase {
    case .animating: drive(.animationEnded(finished: atEnd))
    case .settling: drive(.settleEnded)
    default: break
    }
  }

  /// Calls `completeTransition(_:)`, once: a kept background goes to its receiver, a view this
  /// bridge brought in leaves again when cancelled, and the vended animator's completions run.
  func complete(_ finished: Bool) {
    guard !completed, let transitionContext else { return }
    completed = true
    let didComplete = finished && !transitionContext.transitionWasCancelled
    if let background = player?.kept[.background] {
      if didComplete, let onKeptBackground {
        // It follows the container's size (a rotation while presented).
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        onKeptBackground(background)
      } else {
        background.removeFromSuperview()
      }
    }
    // Cancelled: the view this bridge brought into the container leaves it again, whichever
    // the direction (a cancelled pop or dismissal too).
    if !didComplete, let insertedView { insertedView.removeFromSuperview() }
    vended?.runCompletions(at: didComplete ? .end : .start)
    transitionContext.completeTransition(didComplete)
  }

  /// Tells the app that planning failed: ``lastError``, a log line, ``onFailure``.
  func report(_ error: TransitionError) {
    lastError = error
    Self.log(error, operation: operation)
    onFailure?(error)
  }

  /// Logs a failure that leaves a transition unanimated: one line with `os.Logger` (subsystem
  /// `Curtain`, category `transition`) where the `os` module exists; nothing elsewhere.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - operation: The transition's operation.
  static func log(_ error: TransitionError, operation: TransitionContext.Operation) {
    #if canImport(os)
    let name = String(describing: operation)
    Logger(subsystem: "Curtain", category: "transition").error(
      "\(name, privacy: .public) not animated: \(error.description, privacy: .public)")
    #endif
  }

  /// After a completed push, pop or tab switch, moves VoiceOver to the arriving screen.
  ///
  /// As the headless player announces it (the core's `TransitionAnnouncement`); a
  /// presentation's announcements are its presentation controller's.
  func announceArrival(completed: Bool) {
    guard operation == .push || operation == .pop || operation == .tab,
      let transitionContext
    else { return }
    let arriving =
      transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view
    AccessibilityPerformer.post(
      .after(operation, completed: completed), presented: nil, returning: nil,
      arriving: arriving)
  }

  /// Forgets the last transition, so that the bridge can play another one.
  func reset() {
    // The player finished them with the transition; a plan never played ends them at its end.
    outsideRunner?.finishAll(at: .end)
    outsideRunner = nil
    player = nil
    driver = nil
    context = nil
    planError = nil
    transitionContext = nil
    completed = false
    pendingRelease = nil
    retargetedPresentingFrame = nil
    insertedView = nil
    vended = nil
  }

  /// A bridge reused for a new transition (a different context) starts from a clean state.
  func resetIfNewTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    if let current = self.transitionContext, current !== transitionContext { reset() }
  }
}
#endif
