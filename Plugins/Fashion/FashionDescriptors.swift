import Curtain
import Foundation

/// The fashion animator: the AZTransitions example.
///
/// ```swift
/// let registry = try AnimatorRegistry(FashionDescriptors.descriptors)
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "fashion"), operation: .present)
/// ```
public enum FashionDescriptors: AnimatorPlugin {
  /// Every fashion animator: `fashion`.
  public static let descriptors: [AnimatorDescriptor] = [fashion]

  /// `duration`: seconds, default 0.5, 0.05…10.
  static let duration = TypedParameter.number(
    "duration", default: FashionTransition.defaultDuration, range: 0.05...10)
  /// `curve`: default `easeInOut`.
  static let curve = TypedParameter.curve("curve", default: .easeInOut)
  /// `scale`: the presented view's starting scale, default 0.9, 0.1…1.
  static let scale = TypedParameter.number(
    "scale", default: FashionTransition.defaultScale, range: 0.1...1)

  /// `fashion`: the presented view fades in and grows from a smaller scale while the presenting
  /// view fades out; dismissal plays it backwards.
  ///
  /// Parameters: `duration` (number, seconds, default 0.5, 0.05…10), `curve` (curve, default
  /// `easeInOut`) and `scale` (number, the presented view's starting scale, default 0.9,
  /// 0.1…1).
  public static let fashion = AnimatorDescriptor(
    id: "fashion", summary: "The presented view fades and scales in; the presenting view fades.",
    operations: [.present, .dismiss], declaring: [duration, curve, scale]
  ) { parameters in
    FashionTransition(
      duration: try parameters[duration], curve: try parameters[curve],
      scale: CGFloat(try parameters[scale]))
  }
}
