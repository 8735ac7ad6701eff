import CurtainEngine
import Foundation

/// The system's swipe-back animation, which ``HeadlessScene`` keeps for interactive pops: the
/// screen on top slides off towards the trailing edge while the screen below comes back from a
/// third of the width towards the leading edge.
///
/// In a push it plays the other way round. Its timing is the default curve over ``duration``;
/// scrubbed by an edge pan it moves linearly with the finger.
///
/// ```swift
/// scene.edgePopAnimator = EdgePopAnimator(duration: 0.5)
/// ```
public struct EdgePopAnimator: TransitionAnimator {
  /// How long the animation lasts when it plays on its own, in seconds.
  public var duration: TimeInterval

  /// Creates the animation.
  ///
  /// - Parameter duration: Seconds, finite and 0 or more. Defaults to 0.35.
  public init(duration: TimeInterval = 0.35) {
    self.duration = duration
  }

  /// Returns the slide for `context`.
  ///
  /// - Parameter context: The operation and container.
  /// - Returns: Tracks moving `from` and `to` across the container.
  /// - Throws: ``TimingError`` for a negative or non-finite ``duration``.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let bounds = context.containerBounds
    let trailing: CGFloat = context.layoutDirection == .rightToLeft ? -1 : 1
    let width = bounds.width * trailing
    let forward = context.isPresenting
    let toStart = bounds.offsetBy(dx: forward ? width : -width / 3, dy: 0)
    let fromEnd = bounds.offsetBy(dx: forward ? -width / 3 : width, dy: 0)
    let timing = try AnimationTiming(curve: .default, duration: duration)
    return try TransitionPlan(tracks: [
      Track(
        actor: .to, from: ViewState(frame: toStart), to: ViewState(frame: bounds), timing: timing),
      Track(
        actor: .from, from: ViewState(frame: bounds), to: ViewState(frame: fromEnd), timing: timing),
    ])
  }
}
