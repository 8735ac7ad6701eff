import Curtain
import Foundation

/// A navigation slide: on a push the new screen comes in from the trailing edge while the old
/// one moves ``parallax`` of the container's width towards the leading edge; a pop mirrors it.
///
/// "Trailing" follows ``TransitionContext/layoutDirection``: the right edge left to right, the
/// left edge right to left.
///
/// ```swift
/// let animator = try SlideNavigationAnimator(parallax: 0.3)
/// ```
public struct SlideNavigationAnimator: TransitionAnimator, Hashable, Sendable {
  /// How far the covered screen moves, as a fraction of the container's width.
  public let parallax: CGFloat
  /// The slide's duration, in seconds.
  public let duration: TimeInterval
  /// The slide's curve.
  public let curve: TimingCurve

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - parallax: The covered screen's movement, as a fraction of the width in `0...1`.
  ///     Defaults to 0.3 (EasyTransitions' `ShowAnimator`).
  ///   - duration: The duration, in seconds. Defaults to 0.35.
  ///   - curve: The curve. Defaults to `.easeInOut`.
  /// - Throws: ``PresentationError/parallaxOutOfRange(_:)`` for a parallax outside `0...1`, or
  ///   ``TimingError`` for an unusable duration.
  public init(
    parallax: CGFloat = 0.3, duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut
  ) throws {
    guard parallax.isFinite, (0...1).contains(parallax) else {
      throw PresentationError.parallaxOutOfRange(Double(parallax))
    }
    _ = try AnimationTiming(curve: curve, duration: duration)
    self.parallax = parallax
    self.duration = duration
    self.curve = curve
  }

  /// Plans a push or a pop.
  ///
  /// - Parameter context: The transition's context; its operation should be `.push` or
  ///   `.pop` (a presentation is planned as a push, a dismissal as a pop).
  /// - Returns: A plan that moves `.to` and `.from` horizontally.
  /// - Throws: ``TransitionError`` when the timing or plan is invalid.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let timing = try AnimationTiming(curve: curve, duration: duration)
    let slide = NavigationSlide(
      parallax: parallax, width: context.containerBounds.width,
      layoutDirection: context.layoutDirection)
    let isPush = context.isPresenting
    let from = context.initialFrame(for: .from)
    let to = context.finalFrame(for: .to)
    let arriving = try Track(
      actor: .to, from: ViewState(frame: slide.arrivingStart(from: to, isPush: isPush)),
      to: ViewState(frame: to), timing: timing)
    let leaving = try Track(
      actor: .from, from: ViewState(frame: from),
      to: ViewState(frame: slide.leavingEnd(from: from, isPush: isPush)), timing: timing)
    // The screen on top is listed first: the arriving one on a push, the leaving one on a pop.
    return try TransitionPlan(tracks: isPush ? [arriving, leaving] : [leaving, arriving])
  }
}
