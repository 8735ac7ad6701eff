import Curtain
import Foundation

extension InteractionTracker {
  /// A finger holding a transition that was already running when it touched
  /// (``InteractionTracker/beginGrab(_:ofForwardTransition:hold:)``): the rule both
  /// players follow to map the finger onto the grabbed transition's progress.
  ///
  /// A pan's direction leads towards the operation the pan starts, a dismissal or a pop. So a
  /// grabbed dismissal or pop follows the finger along the pan (sign +1), and a grabbed
  /// presentation, push or tab switch (`TransitionContext.Operation.isForward`) follows it
  /// against the pan (sign −1): the finger pulls it back. One pan distance moves the progress by 1.
  ///
  /// ```swift
  /// var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 844)
  /// try tracker.beginGrab(
  ///   GestureSample(time: 0, translation: .zero), ofForwardTransition: true) { 0.4 }
  /// tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: -84.4)))
  /// tracker.progress  // 0.5: pulled up, the presentation goes on
  /// ```
  package struct Grab: Hashable, Sendable {
    /// The transition's progress when grabbed, in `0...1`.
    package let origin: Double
    /// +1 when the finger moving along the pan moves the transition towards its end, −1 when
    /// it moves it back.
    package let sign: Double

    /// Creates the grab of a transition at `origin`.
    ///
    /// - Parameters:
    ///   - origin: The progress when grabbed; clamped to `0...1` (a non-finite one counts as
    ///     0).
    ///   - forward: Whether the transition's operation is forward (present, push, tab): its
    ///     sign is −1; +1 otherwise.
    package init(origin: Double, forward: Bool) {
      self.origin = origin.isFinite ? min(max(origin, 0), 1) : 0
      self.sign = forward ? -1 : 1
    }
  }
}
