import Curtain
import Foundation

/// Presentr's `flipHorizontal`, as a 3D rotation about the vertical axis with perspective.
///
/// On presentation the presenting view turns away, 0 → π/2, over the first half; at the
/// half-way point, when both views are edge-on, their visibility swaps (the presenting view's
/// alpha goes to 0 and the presented view's to 1); the presented view then turns in,
/// −π/2 → 0, over the second half. The plan is one four-keyframe track per view (keyframes at
/// 0, ½, ½ and 1), all on one curve, so a scrub moves through the flip continuously. Dismissal
/// plays the mirror image: the presented view turns away 0 → −π/2, the presenting view turns
/// back π/2 → 0. Both transforms carry the perspective ``perspective`` (`m34` = −1/500), and
/// each view that ends in sight is left with the identity transform.
///
/// ```swift
/// let animator = try FlipAnimator(duration: 0.5)
/// ```
public struct FlipAnimator: TransitionAnimator, Hashable, Sendable {
  /// The perspective term of both transforms, as `CATransform3D.m34`: −1/500.
  public static let perspective: CGFloat = -1.0 / 500

  /// The flip's duration, in seconds.
  public let duration: TimeInterval
  /// The curve of the whole flip; keyframe times are fractions of its progress.
  public let curve: TimingCurve

  /// Creates the animator.
  ///
  /// - Parameters:
  ///   - duration: The duration, in seconds. Defaults to 0.5.
  ///   - curve: The curve. Defaults to `.easeInOut`.
  /// - Throws: ``TimingError`` for an unusable duration.
  public init(duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut) throws {
    _ = try AnimationTiming(curve: curve, duration: duration)
    self.duration = duration
    self.curve = curve
  }

  /// Plans the flip.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: A plan with one keyframed track for `.presenting` and one for `.presented`.
  /// - Throws: ``TransitionError`` when the timing or plan is invalid.
  public func plan(for context: TransitionContext) throws -> TransitionPlan {
    let timing = try AnimationTiming(curve: curve, duration: duration)
    let quarter = CGFloat.pi / 2
    if context.operation == .tab {
      // The tabs keep their frames; a switch to a higher index turns like a presentation, to a
      // lower one like a dismissal, and the tab that leaves is put back upright once hidden.
      let sign: CGFloat = context.isPresenting ? 1 : -1
      return try TransitionPlan(
        tracks: [
          try Track(
            actor: .from, keyframes: Self.turnAway(to: sign * quarter, frame: nil),
            timing: timing),
          try Track(
            actor: .to, keyframes: Self.turnIn(from: -sign * quarter, frame: nil), timing: timing),
        ],
        completionStates: [
          .to: ViewState(transform: .identity),
          .from: ViewState(alpha: 1, transform: .identity),
        ])
    }
    let frame = context.presentedFrame
    if context.isPresenting {
      return try TransitionPlan(
        tracks: [
          try Track(
            actor: .presenting,
            keyframes: Self.turnAway(to: quarter, frame: nil), timing: timing),
          try Track(
            actor: .presented, keyframes: Self.turnIn(from: -quarter, frame: frame),
            timing: timing),
        ],
        // The presenting view, turned away and hidden, is put back upright (UIKit keeps it
        // under a `.fullScreen` presentation and shows it as it is after a dismissal without
        // animation), as the tab switch does with the tab that leaves.
        completionStates: [
          .presented: ViewState(transform: .identity),
          .presenting: ViewState(alpha: 1, transform: .identity),
        ])
    }
    return try TransitionPlan(
      tracks: [
        try Track(
          actor: .presented, keyframes: Self.turnAway(to: -quarter, frame: frame),
          timing: timing),
        try Track(
          actor: .presenting, keyframes: Self.turnIn(from: quarter, frame: nil), timing: timing),
      ],
      completionStates: [.presenting: ViewState(transform: .identity)])
  }

  /// The keyframes of a view that turns from 0 to `angle` and is hidden from half-way.
  private static func turnAway(to angle: CGFloat, frame: CGRect?) -> [Keyframe] {
    [
      Keyframe(0, state(angle: 0, alpha: 1, frame: frame)),
      Keyframe(0.5, state(angle: angle, alpha: 1, frame: frame)),
      Keyframe(0.5, state(angle: angle, alpha: 0, frame: frame)),
      Keyframe(1, state(angle: angle, alpha: 0, frame: frame)),
    ]
  }

  /// The keyframes of a view hidden at `angle` until half-way that then turns to 0.
  private static func turnIn(from angle: CGFloat, frame: CGRect?) -> [Keyframe] {
    [
      Keyframe(0, state(angle: angle, alpha: 0, frame: frame)),
      Keyframe(0.5, state(angle: angle, alpha: 0, frame: frame)),
      Keyframe(0.5, state(angle: angle, alpha: 1, frame: frame)),
      Keyframe(1, state(angle: 0, alpha: 1, frame: frame)),
    ]
  }

  private static func state(angle: CGFloat, alpha: CGFloat, frame: CGRect?) -> ViewState {
    ViewState(
      frame: frame, alpha: alpha,
      transform: Transform3D(rotationY: angle, perspective: perspective))
  }
}
