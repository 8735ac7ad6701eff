import Curtain
import Foundation

/// The dissolve animators: the presented view fades in over the presenting view.
///
/// ```swift
/// let registry = try AnimatorRegistry(CrossDissolveDescriptors.descriptors)
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "cross-dissolve"), operation: .present)
/// ```
public enum CrossDissolveDescriptors: AnimatorPlugin {
  /// The durations a dissolve accepts, in seconds.
  public static let durationRange: ClosedRange<Double> = 0.05...10

  /// Every dissolve animator: `cross-dissolve` and `fade`, in that order.
  public static let descriptors: [AnimatorDescriptor] = [crossDissolve, fade]

  /// `duration` of `cross-dissolve`: seconds, default 0.4 (Presentr's).
  static let dissolveDuration = TypedParameter.number(
    "duration", default: 0.4, range: durationRange)
  /// `duration` of `fade`: seconds, default 0.35 (Jelly's).
  static let fadeDuration = TypedParameter.number("duration", default: 0.35, range: durationRange)
  /// `curve` of `fade`, used both ways.
  static let fadeCurve = TypedParameter.curve("curve", default: .linear)

  /// `cross-dissolve`: Presentr's `crossDissolve`; the presented view's alpha goes from 0 to 1
  /// with an ease-in-out curve, and back on dismissal.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…10).
  public static let crossDissolve = AnimatorDescriptor(
    id: "cross-dissolve", summary: "The presented view dissolves in (Presentr).",
    operations: [.present, .dismiss, .tab], declaring: [dissolveDuration]
  ) { parameters in
    CrossDissolveAnimation(options: .normal(duration: try parameters[dissolveDuration]))
  }

  /// `fade`: Jelly's `FadePresentation`; the presented view fades in at its laid-out frame.
  ///
  /// Parameters: `duration` (number, seconds, default 0.35, 0.05…10) and `curve` (curve,
  /// default `linear`, used both ways).
  public static let fade = AnimatorDescriptor(
    id: "fade", summary: "The presented view fades in (Jelly).",
    operations: [.present, .dismiss], declaring: [fadeDuration, fadeCurve]
  ) { parameters in
    let curve = try parameters[fadeCurve]
    return FadePresentation(
      timing: PresentationTiming(
        duration: .custom(duration: try parameters[fadeDuration]),
        presentationCurve: curve, dismissCurve: curve))
  }
}
