import CurtainEngine
import Foundation

extension HeadlessScene {
  /// The response of the restore after a drag that does not dismiss: a critically damped
  /// spring (UIKit's duration form, damping ratio 1) of 0.4 s, so the screen settles without
  /// bouncing; released with the finger's velocity, it runs for the spring's settling time for
  /// that velocity (the core's drag-to-dismiss session decides it for both players).
  public static let dragRestoreDuration: TimeInterval = DragDismissSession.restoreResponse

  /// Dismisses the top presented screen by a finger that touches it at `touchDown` and drags it
  /// along `script`, as iOS 18's zoom: the screen shrinks following the finger, the touched
  /// point staying under it, and on release it either flies back onto its source or restores.
  ///
  /// The core's drag-to-dismiss session (the one the UIKit player's `ShrinkingDragInteraction`
  /// feeds too) decides every frame, the release and its timing; the scene draws its effects.
  /// While the finger moves, the scene is idle and only the screen's frame changes: at each
  /// sample the frame is the animator's ``DragDismissing/dismissalDrag`` (or a default
  /// ``ShrinkingDrag``) applied to the screen's resting frame, `touchDown` and the sample's
  /// translation since the first sample (the finger is at `touchDown` + translation). At the
  /// last sample the drag decides with the release velocity
  /// (`ShrinkingDrag.releaseVelocity(of:)`) and the projected progress
  /// (`ShrinkingDrag.dismisses(translation:velocity:in:)`):
  ///
  /// - **Dismiss**: the scene requests a dismissal with `animator`
  ///   (``dismiss(animator:interactive:)``, not interactive: the finger has lifted), whose
  ///   context has the shrunken frame as its presented frame and the source asked again
  ///   (``present(_:animator:presentedFrame:interactive:matchedSource:)``), and plays it with
  ///   the finger's velocity carried along the flight: every track of the plan starts at the
  ///   progress velocity (V · d) ÷ |d|² (1 covering the track's distance), d going from the
  ///   released frame's centre to the source's: a spring track as its initial velocity (its
  ///   duration the spring's settling time for it), a curve track as the curve's initial slope
  ///   (its first control point (x₁, v·D·x₁)). The zoom flies the screen from there onto the
  ///   source, continuing the finger's motion along d; a finger moving away from the source
  ///   gives a negative velocity, so the screen first carries on away, slows and comes back
  ///   onto the source, as UIKit's spring does. The cross-dissolve when the source is gone
  ///   starts from rest.
  /// - **Restore**: the screen springs back to its resting frame on a ``dragRestoreDuration``
  ///   critically damped spring released with the finger's velocity towards the resting frame
  ///   ((V · d) ÷ |d|², d from the released frame's centre to the resting one's); the scene is
  ///   unchanged.
  ///
  /// The timeline holds one frame per sample (times since the first sample), then the
  /// dismissal's or the restore's frames at `fps`, their times following on from the release.
  /// The drag's and the restore's frames hold `.presented`, `.presenting` and, when the animator
  /// gives one (``DragDismissing/dismissalBackground``), a `.background` over the container
  /// (the zoom's dimming at `dimAlpha`, where its dismissal's plan starts it); the dismissal's
  /// frames hold the plan's actors.
  ///
  /// ```swift
  /// let drag = GestureScript.drag(.regular(.fromTop), distance: 844, to: 0.4, duration: 0.3)
  /// let timeline = try scene.dismissByDragging(
  ///   drag, touchDown: CGPoint(x: 195, y: 300), animator: ZoomAnimator())
  /// scene.presentedScreens  // [] when the release dismissed
  /// ```
  ///
  /// - Parameters:
  ///   - script: The finger's samples; their translations are the finger's travel (the first
  ///     sample's translation is the touch-down). The script's pan and distance are not used:
  ///     the drag reads the translations in both axes. An empty script moves nothing and the
  ///     restore plays in place.
  ///   - touchDown: Where the finger touches the screen, in the container's coordinates; inside
  ///     the top presented screen's frame.
  ///   - animator: The animator of the dismissal if the release dismisses.
  ///   - fps: Frames per second of the dismissal or the restore, `1...240`. Defaults to 60.
  /// - Returns: The drag's frames, then the dismissal's or the restore's.
  /// - Throws: ``HeadlessError/invalidFramesPerSecond(_:)``;
  ///   ``HeadlessError/busy(requested:running:)`` while a transition runs or waits;
  ///   ``HeadlessError/nothingToDismiss``; ``HeadlessError/invalidTapPoint(x:y:)`` for a
  ///   touch-down that is not finite or not on the screen; ``HeadlessError/invalidSampleTime(_:)``
  ///   for a sample with a number that is not finite or a time before the previous one; the
  ///   errors of ``dismiss(animator:interactive:)`` and ``HeadlessTransition/run(fps:)``. On any
  ///   error the screen is back at its resting frame and the scene unchanged.
  @discardableResult
  public func dismissByDragging(
    _ script: GestureScript, touchDown: CGPoint, animator: some TransitionAnimator,
    fps: Int = 60
  ) throws(HeadlessError) -> Timeline {
    guard (1...240).contains(fps) else { throw .invalidFramesPerSecond(fps) }
    if let waitingFor = currentTransition ?? pendingTransitions.first {
      throw .busy(requested: "drag to dismiss", running: "the \(waitingFor.summary) transition")
    }
    guard let top = model.presentations.last else { throw .nothingToDismiss }
    let screen = top.screen
    let key = ObjectIdentifier(screen)
    let resting = screenStates[key] ?? restingState(frame: top.frame)
    let restingFrame = resting.frame ?? top.frame
    guard touchDown.x.isFinite, touchDown.y.isFinite, restingFrame.contains(touchDown) else {
      throw .invalidTapPoint(x: Double(touchDown.x), y: Double(touchDown.y))
    }
    var previous = -Double.infinity
    for sample in script.samples {
      guard sample.isFinite, sample.time >= previous else {
        throw .invalidSampleTime(sample.time)
      }
      previous = sample.time
    }
    var session = DragDismissSession(dismissing: animator)
    var background: ViewState?
    let presenting = model.presentations.dropLast().last?.screen ?? model.stack.top
    var frames: [Timeline.Frame] = []
    func record(_ time: TimeInterval) {
      var states: [ActorID: ViewState] = [.presented: screenStates[key] ?? resting]
      states[.presenting] = screenStates[ObjectIdentifier(presenting)]
      if let background { states[.background] = background }
      frames.append(Timeline.Frame(time: time, states: states))
    }
    // The session decides every frame, the release and its timing; the scene only draws.
    var effects: [DragDismissSession.Effect] = []
    do {
      effects = try session.handle(
        .began(touchDown: touchDown, restingFrame: restingFrame, container: bounds))
      background = session.pose?.dim
      let first = script.samples.first
      for sample in script.samples {
        guard let first else { break }
        let translation = CGPoint(
          x: sample.translation.x - first.translation.x,
          y: sample.translation.y - first.translation.y)
        for case .show(let pose) in try session.handle(
          .moved(translation: translation, time: sample.time - first.time))
        {
          screenStates[key] = resting.merging(pose.screenState)
        }
        record(sample.time - first.time)
      }
      effects = try session.handle(script.samples.isEmpty ? .cancelled : .ended(velocity: nil))
    } catch {
      screenStates[key] = resting
      throw .invalidSampleTime(script.samples.last?.time ?? 0)
    }
    let releaseTime = frames.last?.time ?? 0
    var flight: HeadlessTransition?
    do {
      for effect in effects {
        switch effect {
        case .handOff(let pose):
          screenStates[key] = resting.merging(pose.screenState)
        case .startDismissal(let velocity):
          let transition = try dismiss(
            animator: DragFlightAnimator(base: animator, finger: velocity), interactive: false)
          flight = transition
          let tail = try transition.run(fps: fps)
          var actors = tail.actors
          let listed: [ActorID] =
            (background == nil ? [] : [.background]) + [.presented, .presenting]
          for actor in listed where !actors.contains(actor) {
            actors.append(actor)
          }
          frames += tail.frames.map { frame in
            Timeline.Frame(time: releaseTime + frame.time, states: frame.states)
          }
          return Timeline(
            actors: actors, framesPerSecond: fps, duration: releaseTime + tail.duration,
            frames: frames)
        case .restore(let pose, let timing):
          let end = try restore(
            screen, from: pose, to: resting, timing: timing, fps: fps, startingAt: releaseTime,
            record: record)
          _ = try? session.handle(.restoreEnded)
          return Timeline(
            actors: (background == nil ? [] : [.background]) + [.presented, .presenting],
            framesPerSecond: fps, duration: end, frames: frames)
        case .show, .rest:
          break
        }
      }
      screenStates[key] = resting
      return Timeline(
        actors: (background == nil ? [] : [.background]) + [.presented, .presenting],
        framesPerSecond: fps, duration: releaseTime, frames: frames)
    } catch {
      // Never left half-dismissed: a flight that started and could not be drawn is cancelled,
      // then the screen goes back to its resting frame.
      flight?.cancel()
      if model.presentations.last?.screen === screen, isIdle { screenStates[key] = resting }
      throw error
    }
  }

  /// Plays the session's restore: `screen` from `pose` back to `resting` on `timing`,
  /// recording a frame at each tick from `start` and the last one at exactly `resting`; returns
  /// its time.
  private func restore(
    _ screen: HeadlessScreen, from pose: DragDismissSession.Pose, to resting: ViewState,
    timing: AnimationTiming, fps: Int, startingAt start: TimeInterval,
    record: (TimeInterval) -> Void
  ) throws(HeadlessError) -> TimeInterval {
    let key = ObjectIdentifier(screen)
    let plan: TransitionPlan
    do {
      plan = try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: pose.screenState,
          to: ViewState(frame: pose.restingFrame), timing: timing)
      ])
    } catch {
      throw .animatorFailed(animator: "HeadlessScene", underlying: error)
    }
    let rate = Double(fps)
    let count = Int(clamping: (plan.duration * rate - 1e-9).rounded(.up), to: 1...100_000)
    for index in 1..<count {
      screenStates[key] = resting.merging(plan.state(of: .presented, at: Double(index) / rate))
      record(start + Double(index) / rate)
    }
    screenStates[key] = resting
    record(start + plan.duration)
    return start + plan.duration
  }
}
