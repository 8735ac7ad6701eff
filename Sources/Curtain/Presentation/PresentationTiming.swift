import Foundation

/// How long a presentation takes and which curve it follows each way.
///
/// The dismissal really uses ``dismissCurve`` in every presentation (Jelly's slide used the
/// presentation curve for both ways).
///
/// ```swift
/// let timing = PresentationTiming(
///   duration: .medium, presentationCurve: .easeOut, dismissCurve: .easeIn)
/// let dismissal = try timing.animationTiming(isPresenting: false)  // .easeIn over 0.5 s
/// ```
public struct PresentationTiming: Hashable, Sendable {
  /// How long the presentation and the dismissal each take.
  public var duration: AnimationDuration
  /// The curve of the presentation.
  public var presentationCurve: TimingCurve
  /// The curve of the dismissal.
  public var dismissCurve: TimingCurve
  /// Whether a cover or a slide composes its curve with the presentation's spring.
  ///
  /// `true` (the default) is Jelly's `CombinedTimingCurveProvider`; `false` moves on the curve
  /// alone. The registry's `cover` and `slide` set it from their `composeSpring`
  /// parameter; a fade always follows its curve alone.
  package var composesSpring = true

  /// Creates a timing.
  ///
  /// A custom duration is checked when a plan is made: a negative or non-finite one makes
  /// `plan(for:)` throw ``TransitionError/invalidTiming(_:)``.
  ///
  /// - Parameters:
  ///   - duration: The length of each transition. Defaults to `.medium` (0.5 s), Jelly's.
  ///   - presentationCurve: The presentation's curve. Defaults to `.linear`, Jelly's.
  ///   - dismissCurve: The dismissal's curve. Defaults to `.linear`, Jelly's.
  public init(
    duration: AnimationDuration = .medium, presentationCurve: TimingCurve = .linear,
    dismissCurve: TimingCurve = .linear
  ) {
    self.duration = duration
    self.presentationCurve = presentationCurve
    self.dismissCurve = dismissCurve
  }

  /// UIKit's modal timing, which the registry's and the plug-ins' presentations keep: 0.35 s
  /// (`.normal`), ease-in-out both ways.
  package static let modal = PresentationTiming(
    duration: .normal, presentationCurve: .easeInOut, dismissCurve: .easeInOut)

  /// The curve for one way: ``presentationCurve`` when presenting, ``dismissCurve`` otherwise.
  ///
  /// - Parameter isPresenting: Whether the transition presents.
  /// - Returns: The curve to use.
  package func curve(isPresenting: Bool) -> TimingCurve {
    isPresenting ? presentationCurve : dismissCurve
  }

  /// The curve-driven timing of one way, over ``duration`` with no delay.
  ///
  /// - Parameter isPresenting: Whether the transition presents.
  /// - Returns: The timing.
  /// - Throws: ``TimingError`` when a custom duration is negative or not finite.
  package func animationTiming(isPresenting: Bool) throws(TimingError) -> AnimationTiming {
    try AnimationTiming(curve: curve(isPresenting: isPresenting), duration: duration.validated())
  }
}
