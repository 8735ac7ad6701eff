import CurtainEngine
import Foundation

extension HeadlessTransition {
  /// The motion of an interactive transition after release (the core's `InteractiveRelease`,
  /// the rule the UIKit player follows too) and how far it has played.
  struct Release {
    var motion: InteractiveRelease
    var elapsed: TimeInterval = 0

    var target: Double { motion.target }
    var finishes: Bool { motion.finishes }
    var duration: TimeInterval { motion.timing?.endTime ?? 0 }

    func progress(at time: TimeInterval) -> Double { motion.progress(at: time) }
  }

  /// The progress shown, as a fraction of the transition in `0...1`.
  ///
  /// For an interactive transition: the last value given to ``update(progress:)`` (clamped),
  /// then, after release, the releasing motion's progress (clamped, so a spring's overshoot
  /// holds the end); 1 once finished and 0 once cancelled. For other transitions:
  /// ``time`` ÷ ``duration`` (1 for a finished transition of no duration).
  public var progress: Double {
    switch state {
    case .pending, .failed, .cancelled: return 0
    case .finished: return 1
    case .running:
      if linearPlan != nil { return shownProgress }
      return duration > 0 ? min(max(time / duration, 0), 1) : 0
    }
  }

  /// Whether an interactive transition has been released by ``finish(velocity:)`` or
  /// ``cancel(velocity:)`` and is playing its remaining motion.
  public var isReleased: Bool { release != nil }

  /// Scrubs an interactive transition to `progress`, linearly, as
  /// `UIViewPropertyAnimator.scrubsLinearly`.
  ///
  /// The frame shown is the plan with every track's timing replaced by a linear one of the same
  /// delay and duration, sampled at `progress × duration`: each track shows the state its
  /// keyframes reach at the fraction of its own slot that time covers. Progress 0 is exactly
  /// the plan's start and 1 exactly the end of its tracks (before the completion states). A plan
  /// of no duration shows its start until it is released.
  ///
  /// - Parameter progress: The fraction of the transition, finite; values outside `0...1` are
  ///   clamped.
  /// - Throws: ``HeadlessError/invalidProgress(_:)`` for a non-finite progress;
  ///   ``HeadlessError/notInteractive(operation:)`` for a transition requested without
  ///   `interactive: true` and not grabbed (``grab()``);
  ///   ``HeadlessError/alreadyReleased(operation:)`` after a release;
  ///   ``HeadlessError/transitionPending(operation:)`` or
  ///   ``HeadlessError/transitionEnded(operation:state:)`` when it is not running.
  public func update(progress: Double) throws(HeadlessError) {
    guard progress.isFinite else { throw .invalidProgress(progress) }
    try requireFollowingGesture()
    drive(.update(progress: progress))
  }

  /// Releases an interactive transition towards its end, continuing from the progress shown
  /// with the gesture's velocity.
  ///
  /// The remaining motion moves progress from p₀ (the progress shown) to 1 as
  /// p(t) = p₀ + (1 − p₀)·f(t) and starts with p′(0) = `velocity`, so the first frame after
  /// release continues the gesture without a jump in position or speed:
  ///
  /// - When a track of the plan runs on a spring, f is that spring (the first such track's)
  ///   released with UIKit's initial velocity `velocity ÷ (1 − p₀)` (the gesture's velocity
  ///   divided by the remaining distance, as
  ///   `InteractionTracker.Decision.initialVelocity`), lasting until it settles.
  /// - Otherwise f is a cubic curve continuation over `(1 − p₀) × duration`: the Bézier
  ///   (0, 0) (1/3, s/3) (2/3, 1) (1, 1), which is the polynomial
  ///   f(x) = s·x(1 − x)² + 3x²(1 − x) + x³ with initial slope s = `velocity ÷ (1 − p₀)` ×
  ///   the continuation's duration, and comes to rest at the end.
  ///
  /// Nothing moves until the clock does (``advance(by:)``, ``run(fps:)`` or the scene's
  /// ``HeadlessScene/advance(by:)``); at the end of the motion the transition finishes as
  /// ``finish()`` does and ``onCompletion`` runs once with `true`.
  ///
  /// - Parameter velocity: The gesture's velocity in progress per second (points per second
  ///   divided by the distance the transition covers), positive towards the end.
  /// - Throws: ``HeadlessError/invalidVelocity(_:)`` for a non-finite velocity; the errors of
  ///   ``update(progress:)`` for a transition that is not interactive, released or not running.
  public func finish(velocity: Double) throws(HeadlessError) {
    try release(to: 1, velocity: velocity)
  }

  /// Releases an interactive transition back to its start, continuing from the progress shown
  /// with the gesture's velocity.
  ///
  /// The same motion as ``finish(velocity:)`` towards progress 0: p(t) = p₀ − p₀·f(t) with
  /// p′(0) = `velocity` (UIKit's initial velocity `velocity ÷ (0 − p₀)`). At its end every actor
  /// takes the plan's cancelled state exactly, the scene's model stays as it was and
  /// ``onCompletion`` runs once with `false`.
  ///
  /// - Parameter velocity: The gesture's velocity in progress per second, positive towards the
  ///   end (a cancel usually has a negative one).
  /// - Throws: ``HeadlessError/invalidVelocity(_:)`` for a non-finite velocity; the errors of
  ///   ``update(progress:)`` for a transition that is not interactive, released or not running.
  public func cancel(velocity: Double) throws(HeadlessError) {
    try release(to: 0, velocity: velocity)
  }

  /// Plays a whole ``GestureScript`` on an interactive transition through an
  /// `InteractionTracker`, then its release to the end, and returns every frame.
  ///
  /// The tracker is measured on the transition's plan first, by the rule the UIKit player
  /// follows (the core's `InteractionTracker.measure(on:moving:extent:leaving:)`): the script's
  /// distance is the dragged view's size along the pan (the view that plays
  /// ``draggedActors``), and progress 1 takes the points the plan moves that view along the
  /// pan when that is more, so that the view stays under the finger; the completion threshold
  /// counts the way out of the container. A half-height cover that leaves from y 422 to y 1266
  /// of an 844-point container under a script of distance 422 moves 844 points from progress 0
  /// to 1, and a 211-point drag is progress 0.25, half of its way out: under the standard
  /// threshold it finishes when released past 0.5 × 0.5. Where the plan moves the view no
  /// further than its size (a full-screen cover), the script's distance is progress 1.
  ///
  /// Each sample goes to the tracker (the first ones to `InteractionTracker.begin(_:)` until
  /// the pan begins, the rest to `InteractionTracker.update(_:)`) and the transition is
  /// scrubbed to the tracker's progress, one frame per accepted sample at its time since the
  /// first. At the last sample the tracker decides; the transition is released with
  /// ``finish(velocity:)`` or ``cancel(velocity:)`` at the tracker's velocity ÷ its measured
  /// distance, and the release is drawn at `fps` until it ends. Samples the tracker ignores
  /// (non-finite, going back in time) draw no frame. A pan that never begins (it starts the
  /// wrong way) cancels the transition at once, as UIKit does when the gesture fails.
  ///
  /// ```swift
  /// let transition = try scene.dismiss(animator: CoverAnimator(), interactive: true)
  /// let timeline = try transition.drive(
  ///   with: .flick(.regular(.fromTop), distance: 844, to: 0.1),
  ///   configuration: InteractionConfiguration(policy: .thresholdOrVelocity()))
  /// transition.state  // .finished
  /// ```
  ///
  /// - Parameters:
  ///   - script: The gesture.
  ///   - configuration: The threshold and completion policy. Defaults to
  ///     ``InteractionConfiguration/standard``.
  ///   - fps: Frames per second of the release, `1...240`. Defaults to 60.
  /// - Returns: The gesture's frames, then the release's; the transition has ended.
  /// - Throws: ``HeadlessError/interaction(_:)`` for a script distance that is zero, negative
  ///   or not finite; ``HeadlessError/invalidFramesPerSecond(_:)``; the errors of
  ///   ``update(progress:)`` for a transition that is not interactive, released or not running.
  ///   Once the gesture has begun, ``HeadlessError/invalidSampleTime(_:)`` for a sample whose
  ///   time since the first is not finite, ``HeadlessError/invalidVelocity(_:)`` for a release
  ///   velocity that is not finite, and ``HeadlessError/tooManyFrames(duration:fps:limit:)``
  ///   for a release too long to draw: the transition is then cancelled (``onCompletion`` runs
  ///   once with `false`) before the error is thrown, so it never stays half-driven.
  @discardableResult
  public func drive(
    with script: GestureScript, configuration: InteractionConfiguration = .standard,
    fps: Int = 60
  ) throws(HeadlessError) -> Timeline {
    guard (1...240).contains(fps) else { throw .invalidFramesPerSecond(fps) }
    try requireFollowingGesture()
    var tracker: InteractionTracker
    do {
      tracker = try InteractionTracker(
        pan: script.pan, distance: script.distance, configuration: configuration,
        layoutDirection: context?.layoutDirection ?? .leftToRight)
    } catch {
      throw .interaction(error)
    }
    measure(&tracker, grabbing: false)
    do {
      return try follow(script, with: &tracker, fps: fps)
    } catch {
      // Never left half-driven: whatever went wrong, the transition ends, cancelled, and
      // onCompletion runs once with false.
      if state == .running { drive(.cancel) }
      throw error
    }
  }

  /// The body of ``drive(with:configuration:fps:)``, once the tracker exists.
  private func follow(
    _ script: GestureScript, with tracker: inout InteractionTracker, fps: Int
  ) throws(HeadlessError) -> Timeline {
    var frames: [Timeline.Frame] = []
    var shown: [Double] = []
    defer { lastDriveProgress = shown }
    var origin: TimeInterval?
    for sample in script.samples {
      let ignored = tracker.ignoredSampleCount
      if tracker.isTracking {
        tracker.update(sample)
      } else {
        do {
          guard try tracker.begin(sample) else { continue }
        } catch {
          throw .interaction(error)
        }
      }
      guard tracker.ignoredSampleCount == ignored else { continue }
      let start = origin ?? sample.time
      origin = start
      guard (sample.time - start).isFinite else { throw .invalidSampleTime(sample.time) }
      drive(.update(progress: tracker.progress))
      frames.append(Timeline.Frame(time: sample.time - start, states: currentFrame().states))
      shown.append(shownProgress)
    }
    guard let decision = tracker.end() else {
      frames.append(Timeline.Frame(time: 0, states: currentFrame().states))
      shown.append(shownProgress)
      cancel()
      return Timeline(actors: actors, framesPerSecond: fps, duration: 0, frames: frames)
    }
    lastDecision = decision
    let velocity = decision.velocity / decision.distance
    guard velocity.isFinite else { throw .invalidVelocity(velocity) }
    if decision.finishes {
      try finish(velocity: velocity)
    } else {
      try cancel(velocity: velocity)
    }
    let releaseTime = frames.last?.time ?? 0
    var end = releaseTime
    if state == .running {
      let gestureFrames = frames.count
      end = try appendReleaseFrames(
        fps: fps, offset: releaseTime, to: &frames, progress: &shown)
      if frames.count > gestureFrames + 1, frames[gestureFrames].time == releaseTime {
        frames.remove(at: gestureFrames)
        shown.remove(at: gestureFrames)
      }
    }
    return Timeline(actors: actors, framesPerSecond: fps, duration: end, frames: frames)
  }

  /// The tracker's decision at the release of the last gesture played by
  /// ``drive(with:configuration:fps:)``; `nil` before one was released.
  package var decision: InteractionTracker.Decision? { lastDecision }

  /// The progress shown at each frame of the last driven timeline, one value per frame.
  ///
  /// The timeline is the one ``drive(with:configuration:fps:)`` returned: the finger's
  /// progress while it follows the gesture, then the release's (clamped to `0...1`). Empty
  /// before a drive.
  public var drivenProgress: [Double] { lastDriveProgress }

  // MARK: - Internals

  /// Checks that the transition is running: neither waiting for earlier transitions nor ended.
  func requireRunning() throws(HeadlessError) {
    switch state {
    case .pending: throw .transitionPending(operation: summary)
    case .finished, .cancelled, .failed:
      throw .transitionEnded(operation: summary, state: state)
    case .running: break
    }
  }

  /// Checks that the transition is interactive, running and not released.
  func requireFollowingGesture() throws(HeadlessError) {
    try requireRunning()
    switch driver?.phase {
    case .interactive: return
    case .settling: throw .alreadyReleased(operation: summary)
    default: throw .notInteractive(operation: summary)
    }
  }

  /// Shows `progress` on the linear twin of the plan: clamped into `0...1`, but for the tracks
  /// that span the whole plan, which follow a release's spring past either end as UIKit draws
  /// it (`TransitionPlan.overshooting(_:of:atProgress:)`).
  func draw(progress: Double) {
    let clamped = min(max(progress, 0), 1)
    shownProgress = clamped
    guard let linearPlan else { return }
    draw(linearPlan, at: clamped * linearPlan.duration, overshoot: progress)
  }

  private func release(to target: Double, velocity: Double) throws(HeadlessError) {
    guard velocity.isFinite else { throw .invalidVelocity(velocity) }
    try requireFollowingGesture()
    drive(.release(finishing: target == 1, velocity: velocity))
  }

  /// Moves the released motion's clock; returns the time left over past its end when the
  /// transition ended by this step, `nil` otherwise (always `nil` before release).
  func stepRelease(by interval: TimeInterval) -> TimeInterval? {
    guard var motion = release else { return nil }
    let remaining = motion.duration - motion.elapsed
    guard interval >= remaining - 1e-9 else {
      motion.elapsed += interval
      release = motion
      draw(progress: motion.progress(at: motion.elapsed))
      return nil
    }
    motion.elapsed = motion.duration
    release = motion
    draw(progress: motion.target)
    drive(.settleEnded)
    return max(0, interval - remaining)
  }

  /// Plays the released motion to its end at `fps`, frame times counted from `offset` plus the
  /// time since release.
  func runRelease(fps: Int, startingAt offset: TimeInterval) throws(HeadlessError) -> Timeline {
    var frames: [Timeline.Frame] = []
    var shown: [Double] = []
    let end = try appendReleaseFrames(fps: fps, offset: offset, to: &frames, progress: &shown)
    return Timeline(actors: actors, framesPerSecond: fps, duration: end, frames: frames)
  }

  /// Draws the released motion from its current time to its end at `fps` and completes the
  /// transition.
  ///
  /// Returns the time of the last frame; `progress` gets the progress shown at each frame.
  func appendReleaseFrames(
    fps: Int, offset: TimeInterval, to frames: inout [Timeline.Frame],
    progress: inout [Double]
  ) throws(HeadlessError) -> TimeInterval {
    guard let motion = release else { throw .notReleased(operation: summary) }
    let rate = Double(fps)
    let product = (motion.duration - motion.elapsed) * rate
    guard product < Double(Self.maximumFrameCount) else {
      throw .tooManyFrames(
        duration: motion.duration - motion.elapsed, fps: fps, limit: Self.maximumFrameCount)
    }
    let beforeEnd = Int(clamping: (product - 1e-9).rounded(.up), to: 0...Self.maximumFrameCount)
    let start = motion.elapsed
    for index in 0..<beforeEnd {
      let elapsed = start + Double(index) / rate
      draw(progress: motion.progress(at: elapsed))
      frames.append(Timeline.Frame(time: offset + elapsed, states: currentFrame().states))
      progress.append(shownProgress)
    }
    draw(progress: motion.target)
    frames.append(Timeline.Frame(time: offset + motion.duration, states: currentFrame().states))
    progress.append(shownProgress)
    release?.elapsed = motion.duration
    drive(.settleEnded)
    return offset + motion.duration
  }
}
