import Curtain
import Foundation

/// The descriptors of the Flip plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(FlipDescriptors.descriptors)
/// ```
public enum FlipDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `flip`.
  public static let descriptors: [AnimatorDescriptor] = [flip]

  /// `duration`: 0.01...10 s, default 0.5.
  static let duration = TypedParameter.duration(
    "duration", default: .custom(duration: 0.5), range: 0.01...10)
  /// `curve`: default `easeInOut`.
  static let curve = TypedParameter.curve("curve", default: .easeInOut)

  /// `flip`: Presentr's `flipHorizontal`, a 3D turn about the vertical axis.
  ///
  /// Parameters: `duration` (duration, 0.01...10 s, default 0.5) and `curve` (curve, default
  /// `easeInOut`).
  public static let flip = AnimatorDescriptor(
    id: "flip", summary: "The screens flip about the vertical axis, in perspective.",
    operations: [.present, .dismiss, .tab], declaring: [duration, curve]
  ) { parameters in
    try FlipAnimator(duration: parameters[duration].timeInterval, curve: parameters[curve])
  }
}
