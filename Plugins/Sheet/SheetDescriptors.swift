import Curtain
import Foundation

/// The descriptors of the Sheet plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(SheetDescriptors.descriptors)
/// ```
public enum SheetDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `sheet`.
  public static let descriptors: [AnimatorDescriptor] = [sheet]

  /// `detent`: the detent's height as a fraction of the container's height, 0...1, default 0.5.
  static let detent = TypedParameter.number("detent", default: 0.5, range: 0...1)
  /// `cornerRadius`: points, 0...100, default 10.
  static let cornerRadius = TypedParameter.number("cornerRadius", default: 10, range: 0...100)

  /// `sheet`: the presented view slides up to its detent on a critically damped spring and
  /// back down on dismissal.
  ///
  /// Parameters: `detent` (number, 0...1 of the container's height, default 0.5, capped at the
  /// large detent) and `cornerRadius` (number, 0...100 points, default 10).
  public static let sheet = AnimatorDescriptor(
    id: "sheet", summary: "A sheet slides up to its detent on a spring, and back down.",
    operations: [.present, .dismiss], declaring: [detent, cornerRadius]
  ) { parameters in
    try SheetAnimator(
      detentFraction: CGFloat(parameters[detent]),
      cornerRadius: CGFloat(parameters[cornerRadius]))
  }
}
