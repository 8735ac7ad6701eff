import Curtain
import Foundation

/// A pure state machine that turns pan samples into the progress of an interactive transition
/// and, at release, into a decision to finish or cancel with the timing that carries the
/// release velocity on.
///
/// Feed it what the gesture recognizer reports: ``begin(_:)`` when the pan starts,
/// ``update(_:)`` as it moves, ``end(_:)`` when the finger lifts, ``cancel()`` when the system
/// interrupts the gesture.
///
/// ```swift
/// var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 600)
/// try tracker.begin(GestureSample(time: 0, translation: .zero))
/// tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 120)))
/// tracker.progress                                   // 0.2
/// if let decision = tracker.end(GestureSample(time: 0.11, translation: CGPoint(x: 0, y: 140))) {
///   let timing = try decision.remainingTiming(spring: Spring(duration: 0.4, bounce: 0))
/// }
/// ```
///
/// - Progress is the translation along the pan's direction divided by ``distance``, clamped to
///   `0...1`: monotonic in the translation.
/// - The velocity is a Theil–Sen estimate (the median of the slopes between pairs of samples at
///   least max(1, n/2 − 1) apart) over the samples of the last 100 ms, at most eight of them, so
///   a single jittery sample does not move it once five samples are in the window.
/// - A pan that starts against its direction or mostly across its axis does not begin, nor does
///   one that the `beginWhen` predicate refuses; ``begin(_:)`` returns `false` and the state is unchanged.
/// - Samples with a non-finite number, or earlier than the previous sample, are ignored and
///   counted in ``ignoredSampleCount``. A sample at the same time as the previous one replaces it.
package struct InteractionTracker: Sendable {
  /// Where the tracker is in a gesture's life.
  package enum State: Hashable, Sendable {
    /// No pan has begun.
    case idle
    /// A pan is moving the transition.
    case tracking
    /// The pan was released and the transition finishes or cancels as decided.
    case ended(Decision)
    /// The gesture was interrupted; the transition goes back to its start.
    case cancelled
  }

  /// The pan this tracker follows.
  package let pan: Pan
  /// The distance, in points, a pan covers from progress 0 to progress 1 (set again by
  /// ``measure(distance:)`` once the transition is known).
  package private(set) var distance: Double
  /// The completion threshold and policy.
  package let configuration: InteractionConfiguration
  /// Resolves leading and trailing edge pans.
  package let layoutDirection: LayoutDirection
  /// The physical direction of the pan, resolved once.
  package let direction: PanDirection
  private let beginWhen: (@Sendable (GestureSample) -> Bool)?

  /// Where the tracker is in a gesture's life.
  package private(set) var state: State = .idle
  /// The translation along the pan's direction, in points, unclamped; 0 before a pan begins.
  package private(set) var displacement = 0.0
  /// The estimated speed along the pan's direction, in points per second, positive forwards.
  package private(set) var velocity = 0.0
  /// How many samples were ignored for a non-finite number or for going back in time.
  package private(set) var ignoredSampleCount = 0
  /// The last sample accepted.
  package private(set) var lastSample: GestureSample?
  /// The grab this tracker follows (``beginGrab(_:ofForwardTransition:hold:)``), `nil`
  /// for a pan that starts its transition.
  package private(set) var grab: Grab?
  /// The progress at which the dragged view has left the screen (``measure(exit:)``); 1
  /// until measured.
  package private(set) var exit = 1.0
  /// The translation along the pan's direction at a grab's first sample; 0 otherwise.
  private var baseline = 0.0
  private var estimator = VelocityEstimator()

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - pan: The pan to follow.
  ///   - distance: How many points the pan covers from progress 0 to 1: the height of a sheet
  ///     dismissed downwards, the container width for a pop. Greater than 0 and finite.
  ///   - configuration: The threshold and completion policy. Defaults to
  ///     ``InteractionConfiguration/standard``.
  ///   - layoutDirection: Resolves leading and trailing edge pans. Defaults to left-to-right.
  ///   - beginWhen: Decides from the first sample whether a pan may begin, for example only
  ///     when a scroll view is at its top edge. `nil` (the default) lets every pan begin.
  /// - Throws: ``InteractionError/distanceOutOfRange(_:)`` for a distance that is zero,
  ///   negative or not finite.
  package init(
    pan: Pan, distance: Double, configuration: InteractionConfiguration = .standard,
    layoutDirection: LayoutDirection = .leftToRight,
    beginWhen: (@Sendable (GestureSample) -> Bool)? = nil
  ) throws(InteractionError) {
    guard distance.isFinite, distance > 0 else { throw .distanceOutOfRange(distance) }
    self.pan = pan
    self.distance = distance
    self.configuration = configuration
    self.layoutDirection = layoutDirection
    self.direction = pan.direction(for: layoutDirection)
    self.beginWhen = beginWhen
  }

  /// Sets the points a pan covers from progress 0 to 1, measured once the transition it drives
  /// is known (``distance(moving:in:along:extent:)``); ``progress`` and the release's decision
  /// use it from now on, for the translation already tracked too.
  ///
  /// - Parameter distance: Greater than 0 and finite.
  /// - Throws: ``InteractionError/distanceOutOfRange(_:)`` for a distance that is zero,
  ///   negative or not finite; the distance is then unchanged.
  package mutating func measure(distance: Double) throws(InteractionError) {
    guard distance.isFinite, distance > 0 else { throw .distanceOutOfRange(distance) }
    self.distance = distance
  }

  /// Sets the progress at which the dragged view has left the screen.
  ///
  /// Measured by `TransitionPlan.exitProgress(of:along:leaving:)`. The completion threshold
  /// counts the way out of the screen: a release decides at ``InteractionConfiguration``'s
  /// threshold × `exit`. A transition that moves the view beyond the screen's edge (Presentr's covers leave
  /// to the container's height plus the view's) completes when released past half the way
  /// out, not past half its overshooting travel.
  ///
  /// - Parameter exit: In `0...1`; 1 (the default before it is set) keeps the threshold as it
  ///   is. A value outside, or not finite, is ignored.
  package mutating func measure(exit: Double) {
    guard exit.isFinite, exit > 0, exit <= 1 else { return }
    self.exit = exit
  }

  /// The progress of the transition: ``displacement`` ÷ ``distance``, clamped to `0...1`; for
  /// a grab, the grab's origin plus its sign × ``displacement`` ÷ ``distance``, clamped.
  package var progress: Double {
    guard let grab else { return min(max(displacement / distance, 0), 1) }
    return min(max(grab.origin + grab.sign * displacement / distance, 0), 1)
  }

  /// The estimated speed towards the transition's end, in points per second: ``velocity``, or
  /// for a grab its sign × ``velocity``.
  package var velocityTowardsEnd: Double { (grab?.sign ?? 1) * velocity }

  /// Whether a pan is being tracked.
  package var isTracking: Bool { state == .tracking }

  /// Starts tracking a pan, unless it goes the wrong way or the `beginWhen` predicate refuses it.
  ///
  /// A pan begins when its translation does not point against the pan's direction and is not
  /// mostly across its axis (a zero translation begins), and the `beginWhen` predicate accepts the sample.
  /// A new pan may begin after a previous one ended or was cancelled.
  ///
  /// - Parameter sample: The first sample of the pan.
  /// - Returns: `true` when tracking began; `false` when the pan was refused or the sample was
  ///   ignored, leaving the state unchanged.
  /// - Throws: ``InteractionError/gestureAlreadyActive`` while another pan is being tracked.
  @discardableResult
  package mutating func begin(_ sample: GestureSample) throws(InteractionError) -> Bool {
    guard state != .tracking else { throw .gestureAlreadyActive }
    guard sample.isFinite else {
      ignoredSampleCount += 1
      return false
    }
    let along = direction.displacement(of: sample.translation)
    guard along >= 0, direction.crossDisplacement(of: sample.translation) <= along else {
      return false
    }
    if let beginWhen, !beginWhen(sample) { return false }
    state = .tracking
    estimator.reset()
    grab = nil
    baseline = 0
    accept(sample, along: along)
    return true
  }

  /// Starts tracking a finger that grabs a transition already running (playing on its own
  /// timing, or settling after a release): once the grab is admitted, `hold` stops the
  /// transition where it is and returns its progress, the grab's origin; from there on
  /// ``progress`` is that origin plus ``Grab/sign`` × the translation along the pan since
  /// `sample` ÷ ``distance``.
  ///
  /// A grab holds the transition whichever way the finger moves first, so no direction is
  /// refused; the `beginWhen` predicate is still asked with `sample`, before `hold` is called.
  ///
  /// - Parameters:
  ///   - sample: The finger's first sample, where it grabs.
  ///   - forward: Whether the grabbed transition's operation is forward (a presentation, a
  ///     push, a tab switch: `TransitionContext.Operation.isForward`); see
  ///     ``Grab/init(origin:forward:)``.
  ///   - hold: Holds the transition and returns its progress, or `nil` when it cannot be held
  ///     (the grab does not begin). Called once, only when the grab is admitted.
  /// - Returns: `true` when tracking began; `false` when the sample is not finite (counted as
  ///   ignored), `beginWhen` refused, or `hold` returned `nil` or a non-finite progress.
  /// - Throws: ``InteractionError/gestureAlreadyActive`` while another pan is being tracked.
  @discardableResult
  package mutating func beginGrab(
    _ sample: GestureSample, ofForwardTransition forward: Bool, hold: () -> Double?
  ) throws(InteractionError) -> Bool {
    guard state != .tracking else { throw .gestureAlreadyActive }
    guard sample.isFinite else {
      ignoredSampleCount += 1
      return false
    }
    if let beginWhen, !beginWhen(sample) { return false }
    guard let origin = hold(), origin.isFinite else { return false }
    state = .tracking
    estimator.reset()
    grab = Grab(origin: origin, forward: forward)
    baseline = direction.displacement(of: sample.translation)
    accept(sample, along: baseline)
    return true
  }

  /// Moves the transition with a new sample.
  ///
  /// Does nothing unless a pan is being tracked. A sample with a non-finite number or earlier
  /// than the previous one is ignored and counted.
  ///
  /// - Parameter sample: The latest sample.
  package mutating func update(_ sample: GestureSample) {
    guard state == .tracking else { return }
    guard sample.isFinite, sample.time >= (estimator.lastTime ?? -.infinity) else {
      ignoredSampleCount += 1
      return
    }
    accept(sample, along: direction.displacement(of: sample.translation))
  }

  /// Ends the pan at release and decides whether the transition finishes or cancels.
  ///
  /// - Parameter sample: The release sample, if the recognizer reports one; it is treated as a
  ///   last ``update(_:)``. Defaults to none.
  /// - Returns: The decision, also stored in ``state``; `nil` when no pan was being tracked.
  @discardableResult
  package mutating func end(_ sample: GestureSample? = nil) -> Decision? {
    guard state == .tracking else { return nil }
    if let sample { update(sample) }
    let progress = self.progress
    let velocity = velocityTowardsEnd
    let finishes = configuration.policy.finishes(
      progress: progress, velocity: velocity, distance: distance,
      threshold: configuration.completionThreshold * exit)
    let decision = Decision(
      outcome: finishes ? .finish : .cancel, progress: progress, velocity: velocity,
      distance: distance)
    state = .ended(decision)
    return decision
  }

  /// Abandons the pan, as when the system cancels the gesture: the transition goes back.
  ///
  /// A grabbed transition was not started by this finger: the system's cancel lets go of it
  /// with no velocity, and the policy decides from its progress alone.
  ///
  /// - Returns: A cancel decision that carries the current velocity back to progress 0 (for a
  ///   grab, the policy's decision at velocity 0); `nil` when no pan was being tracked.
  @discardableResult
  package mutating func cancel() -> Decision? {
    guard state == .tracking else { return nil }
    state = .cancelled
    guard grab != nil else {
      return Decision(outcome: .cancel, progress: progress, velocity: velocity, distance: distance)
    }
    let finishes = configuration.policy.finishes(
      progress: progress, velocity: 0, distance: distance,
      threshold: configuration.completionThreshold * exit)
    return Decision(
      outcome: finishes ? .finish : .cancel, progress: progress, velocity: 0, distance: distance)
  }

  private mutating func accept(_ sample: GestureSample, along: Double) {
    lastSample = sample
    displacement = along - baseline
    estimator.add(time: sample.time, position: along)
    velocity = estimator.velocity()
  }
}
