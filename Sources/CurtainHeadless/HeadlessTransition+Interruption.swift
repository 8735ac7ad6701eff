import CurtainEngine
import Foundation

// Interruption and re-targeting (issue 18): a transition playing on its own timing can be
// grabbed at any moment, and its destination can change mid-flight. Both are decisions of the
// core's transition driver, shared with the UIKit player.
extension HeadlessTransition {
  /// Grabs the transition where it is now, as a finger touching it would: from here on it
  /// follows ``update(progress:)`` and is released with ``finish(velocity:)`` or
  /// ``cancel(velocity:)``, or a whole gesture with ``drive(with:configuration:fps:)``.
  ///
  /// Nothing jumps. A transition playing on its own timing is grabbed at its current time t:
  /// it is scrubbed from then on on the plan's grabbed twin (every timing linear, each track in
  /// flight re-timed so that progress t ÷ ``duration`` shows exactly what the plan shows at t,
  /// its curve's or spring's eased value included), so the ``progress`` becomes t ÷ ``duration``
  /// and every actor keeps its state. Progress 0 is still the start and 1 the end, so a cancel
  /// restores the start. A released transition that is still settling is grabbed at the
  /// progress its release has reached (a regrab). A release then carries the finger's velocity
  /// as for a transition that started under the finger.
  ///
  /// ```swift
  /// let transition = try scene.present(detail, animator: CoverAnimator())
  /// try transition.advance(by: 0.1)
  /// try transition.grab()                 // no jump
  /// try transition.update(progress: 0.2)  // the finger drags it back
  /// try transition.cancel(velocity: -1)
  /// ```
  ///
  /// Grabbing a transition a finger already holds does nothing.
  ///
  /// - Throws: ``HeadlessError/transitionPending(operation:)`` while it waits for earlier
  ///   transitions; ``HeadlessError/transitionEnded(operation:state:)`` once it has ended.
  public func grab() throws(HeadlessError) {
    try requireRunning()
    switch driver?.phase {
    case .animating: drive(.grab(at: time))
    case .settling: drive(.grab(at: release?.elapsed ?? 0))
    default: return
    }
  }

  /// Turns a released transition around while it settles: it goes on from the progress shown,
  /// at the speed it has, towards the other end (a finishing release now cancels, and the
  /// other way round).
  ///
  /// The new motion is the release rule of ``finish(velocity:)`` and ``cancel(velocity:)``,
  /// started from the current progress with the current progress velocity (a central
  /// difference of the release over ±0.1 ms), so there is no jump in position or speed.
  ///
  /// - Throws: ``HeadlessError/transitionPending(operation:)``,
  ///   ``HeadlessError/transitionEnded(operation:state:)``, or
  ///   ``HeadlessError/notReleased(operation:)`` unless its release is settling.
  public func reverse() throws(HeadlessError) {
    try requireRunning()
    guard case .settling = driver?.phase, let release else {
      throw .notReleased(operation: summary)
    }
    drive(.reverse(at: release.elapsed))
  }

  /// Changes the transition's destination mid-flight: from the current time on it plays `plan`
  /// (the animator's plan for the changed context), with position and velocity continuous.
  ///
  /// The difference between what was shown and `plan` at the current time fades out over the
  /// rest of `plan` (the core's rule, `RetargetBlend`: a cubic that matches value and velocity
  /// at the re-target and vanishes with its slope at `plan`'s end), so every actor goes on from
  /// where it is at the speed it had and ends exactly on `plan`'s end; ``duration`` becomes
  /// `plan`'s. `plan` should move the same actors (a plan for a new context does); a temporary
  /// actor it does not insert leaves, and one it inserts appears. The scene's own layout does
  /// not change (the plan alone carries no layout): use ``retarget(to:)-(TransitionContext)``
  /// for a change that later operations must plan from.
  ///
  /// - Parameter plan: The new plan; its duration should exceed the current time (otherwise the
  ///   transition ends at the next step, on `plan`'s end).
  /// - Throws: ``HeadlessError/transitionPending(operation:)``,
  ///   ``HeadlessError/transitionEnded(operation:state:)``, or
  ///   ``HeadlessError/notPlaying(operation:)`` while its release settles. Under a finger the
  ///   finger scrubs `plan`'s linear twin from the same progress, what was shown kept as an
  ///   offset that fades with the finger's distance from there (the core driver's rule).
  public func retarget(to plan: TransitionPlan) throws(HeadlessError) {
    try requireRunning()
    // The driver decides whether the phase takes a re-target; a refusal changes nothing.
    if drive(.retarget(plan, at: time)) != nil { throw .notPlaying(operation: summary) }
  }

  /// Changes the transition's destination mid-flight by asking its animator to plan again for
  /// `context` (a rotated container, a new presented or source frame), then re-targets to that
  /// plan as ``retarget(to:)-(TransitionPlan)`` does.
  ///
  /// The scene takes `context`'s layout, so later operations plan from it: the container's size
  /// and safe area change at once (``HeadlessScene/size``), a presentation's screen rests at
  /// `context`'s presented frame once finished (its dismissal starts there, in the new
  /// container), the other presentations are laid out again in the new container, and the
  /// presenting screen takes `context`'s final frame of `.presenting` (else the new container,
  /// when it filled the old one) when the transition ends, unless the plan moves it (nothing
  /// the plan does not move jumps mid-flight). Screens out of the window keep their frames
  /// until a resize. To carry the running context into a new container as the UIKit player
  /// does on a rotation, build `context` with
  /// ``TransitionContext/retargeted(to:safeAreaInsets:presentedFrame:)`` (the core's rule for
  /// where a re-planned actor starts).
  ///
  /// ```swift
  /// let transition = try scene.present(detail, animator: CoverAnimator())
  /// try transition.advance(by: 0.15)
  /// if let old = transition.context {
  ///   let moved = try TransitionContext(
  ///     operation: old.operation, containerBounds: old.containerBounds,
  ///     presentedFrame: CGRect(x: 0, y: 300, width: 390, height: 544))
  ///   try transition.retarget(to: moved)
  /// }
  /// ```
  ///
  /// - Parameter context: The new context.
  /// - Throws: The errors of ``retarget(to:)-(TransitionPlan)``;
  ///   ``HeadlessError/animatorFailed(animator:underlying:)`` when the animator cannot plan
  ///   for `context` (the transition goes on unchanged).
  public func retarget(to context: TransitionContext) throws(HeadlessError) {
    guard let animator = plannedAnimator(), state == .running else {
      try retarget(to: plan ?? .empty)
      return
    }
    var next: TransitionPlan
    do {
      next = try animator.motionPlan(for: context)
      if let scene { next = scene.accessiblePlan(next, for: request) }
    } catch {
      throw .animatorFailed(animator: String(describing: type(of: animator)), underlying: error)
    }
    try retarget(to: next)
    replaceContext(context)
  }

  /// Sets the context a re-target planned for, and the layout the scene takes: the scene's
  /// model once finished (container, presented frame) and the presenting screen's frame once
  /// ended (the context's final frame of `.presenting`, else the new container when it filled
  /// the old one; set when the transition ends, so that nothing jumps mid-flight, unless the
  /// plan gives it a frame of its own) are the context's.
  func replaceContext(_ context: TransitionContext) {
    let old = self.context
    self.context = context
    var presented: HeadlessScreen?
    if case .dismiss = request {} else { presented = screen(for: .presented) }
    change?.model.retarget(to: context, presented: presented)
    // The core's rule for where the presenting view rests once a re-targeted transition ends.
    if bindingIndex[.presenting] != nil, let old,
      let frame = context.presentingRestingFrame(retargetedFrom: old)
    {
      retargetedPresentingFrame = frame
    }
    scene?.transitionRetargeted(self, to: context, presented: presented)
  }
}
