import Curtain
import CurtainEngine
import Foundation

// A finger grabbing a running transition (issue 38): the gesture-level grab, on the core's
// `InteractionTracker` in its grab mode, as CurtainUIKit's `PanInteraction` feeds it touches.
extension HeadlessTransition {
  /// A finger touches the transition while it plays on its own timing (or settles after a
  /// release) and holds it where it is, as a pan with `grabsRunningTransitions` does in UIKit.
  ///
  /// The finger's samples go to the core's `InteractionTracker` in grab mode, the rule both
  /// players share: a pan's direction leads towards a dismissal or a pop, so it pushes a
  /// grabbed dismissal or pop on and pulls a grabbed presentation, push or tab switch back, one
  /// measured distance per progress 1 (see `distance`). Move the finger with ``moveFinger(_:)`` and lift it with
  /// ``liftFinger(_:lifted:)``; the tracker then decides with the transition's progress and the
  /// finger's velocity, estimated from the samples.
  ///
  /// ```swift
  /// let transition = try scene.present(detail, animator: CoverAnimator())
  /// try transition.advance(by: 0.2)
  /// let pan = Pan.regular(.fromTop)
  /// try transition.grab(GestureSample(time: 0, translation: .zero), pan: pan, distance: 844)
  /// try transition.moveFinger(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: -84)))
  /// try transition.liftFinger(GestureSample(time: 0.12, translation: CGPoint(x: 0, y: -90)))
  /// try transition.advance(by: 1)  // the release plays
  /// ```
  ///
  /// - Parameters:
  ///   - sample: The finger's first sample; later samples' times count from the same origin.
  ///   - pan: The pan the finger follows (a vertical pan for a modal transition, an edge pan
  ///     for a pop).
  ///   - distance: The dragged view's size along the pan (the view that plays
  ///     ``draggedActors``), as the UIKit player takes its pan's view: the container's height
  ///     for a vertical pan on a full-screen view, its width for a horizontal one. The points
  ///     that move the progress by 1 are the points the plan moves that view along the pan when
  ///     that is more, so that the view stays under the finger, and the completion threshold
  ///     counts the way out of the container (the core's
  ///     `InteractionTracker.measure(on:moving:extent:leaving:)`, the rule the UIKit player
  ///     follows too).
  ///   - configuration: The threshold and completion policy. Defaults to
  ///     `InteractionConfiguration.standard`.
  /// - Throws: ``HeadlessError/interaction(_:)`` for a distance that is zero, negative or not
  ///   finite, or while a finger already holds it; ``HeadlessError/invalidSampleTime(_:)`` for
  ///   a sample with a non-finite number; the errors of ``grab()``;
  ///   ``HeadlessError/alreadyReleased(operation:)`` or ``HeadlessError/notInteractive(operation:)``
  ///   when it is neither playing nor settling (it cannot be held).
  public func grab(
    _ sample: GestureSample, pan: Pan, distance: Double,
    configuration: InteractionConfiguration = .standard
  ) throws(HeadlessError) {
    if finger?.isTracking == true { throw .interaction(.gestureAlreadyActive) }
    var tracker: InteractionTracker
    do {
      tracker = try InteractionTracker(
        pan: pan, distance: distance, configuration: configuration,
        layoutDirection: context?.layoutDirection ?? .leftToRight)
    } catch {
      throw .interaction(error)
    }
    guard sample.isFinite else { throw .invalidSampleTime(sample.time) }
    try grab()
    try requireFollowingGesture()
    measure(&tracker, grabbing: true)
    let origin = progress
    let forward = context?.operation.isForward ?? true
    let began = (try? tracker.beginGrab(sample, ofForwardTransition: forward) { origin }) == true
    guard began else { throw .invalidSampleTime(sample.time) }
    finger = tracker
  }

  /// The grabbing finger moves: the transition follows the tracker's progress.
  ///
  /// A sample with a non-finite number, or earlier than the previous one, is ignored (the
  /// tracker counts it), as the UIKit player's tracker ignores it.
  ///
  /// - Parameter sample: The finger's sample, its time from the grab's origin.
  /// - Throws: ``HeadlessError/notInteractive(operation:)`` when no finger holds the
  ///   transition; the errors of ``update(progress:)``.
  public func moveFinger(_ sample: GestureSample) throws(HeadlessError) {
    guard var tracker = finger, tracker.isTracking else {
      throw .notInteractive(operation: summary)
    }
    tracker.update(sample)
    finger = tracker
    try update(progress: tracker.progress)
  }

  /// The grabbing finger lifts (or the system cancels the touch, `lifted: false`): the
  /// tracker's decision releases the transition, carrying the finger's velocity on.
  ///
  /// Lifted, `sample` is treated as a last ``moveFinger(_:)`` and the configuration's policy
  /// decides from the progress and the velocity towards the transition's end (the release
  /// starts from the progress shown, the lift's sample moving nothing). Cancelled, the
  /// policy decides from the progress alone, at velocity 0.
  ///
  /// - Parameters:
  ///   - sample: Where and when the finger lifts, if the touch reports it. Defaults to none.
  ///   - lifted: `false` for a touch the system cancelled. Defaults to `true`.
  /// - Returns: Whether the transition finishes (`false`: it goes back to its start).
  /// - Throws: ``HeadlessError/notInteractive(operation:)`` when no finger holds the
  ///   transition; the errors of ``finish(velocity:)`` and ``cancel(velocity:)``.
  @discardableResult
  public func liftFinger(
    _ sample: GestureSample? = nil, lifted: Bool = true
  ) throws(HeadlessError) -> Bool {
    guard var tracker = finger, tracker.isTracking else {
      throw .notInteractive(operation: summary)
    }
    let decision = lifted ? tracker.end(sample) : tracker.cancel()
    finger = nil
    guard let decision else { throw .notInteractive(operation: summary) }
    // As in UIKit, the lift's sample feeds the decision only: the release starts from the
    // progress shown.
    lastDecision = decision
    let velocity = decision.distance > 0 ? decision.velocity / decision.distance : 0
    if decision.finishes {
      try finish(velocity: velocity)
    } else {
      try cancel(velocity: velocity)
    }
    return decision.finishes
  }
}
