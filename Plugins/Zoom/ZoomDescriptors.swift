import Curtain
import Foundation

/// The descriptors of the Zoom plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(ZoomDescriptors.descriptors)
/// ```
public enum ZoomDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `zoom`.
  public static let descriptors: [AnimatorDescriptor] = [zoom]

  /// `duration`: 0.01...10 s, default 0.5.
  static let duration = TypedParameter.duration(
    "duration", default: .custom(duration: 0.5), range: 0.01...10)
  /// `dampingRatio`: 0.01...1, default 0.9.
  static let dampingRatio = TypedParameter.number("dampingRatio", default: 0.9, range: 0.01...1)
  /// `sourceCornerRadius`: points, 0...1000, default 12.
  static let sourceCornerRadius = TypedParameter.number(
    "sourceCornerRadius", default: 12, range: 0...1000)
  /// `screenCornerRadius`: points, 0...1000, default 0.
  static let screenCornerRadius = TypedParameter.number(
    "screenCornerRadius", default: 0, range: 0...1000)
  /// `dimAlpha`: 0...1, default 0.2.
  static let dimAlpha = TypedParameter.number("dimAlpha", default: 0.2, range: 0...1)
  /// `minimumScale`: the interactive dismissal's smallest scale, 0.05...1, default 0.5.
  static let minimumScale = TypedParameter.number("minimumScale", default: 0.5, range: 0.05...1)

  /// `zoom`: iOS 18's zoom transition.
  ///
  /// Parameters: `duration` (duration, 0.01...10 s, default 0.5), `dampingRatio` (number,
  /// 0.01...1, default 0.9), `sourceCornerRadius` and `screenCornerRadius` (numbers, points,
  /// defaults 12 and 0), `dimAlpha` (number, 0...1, default 0.2) and `minimumScale` (number,
  /// 0.05...1, default 0.5: the interactive dismissal's smallest scale).
  public static let zoom = AnimatorDescriptor(
    id: "zoom",
    summary: "iOS 18's zoom: the screen grows out of the source view on a spring.",
    operations: [.present, .dismiss],
    declaring: [
      duration, dampingRatio, sourceCornerRadius, screenCornerRadius, dimAlpha, minimumScale,
    ]
  ) { parameters in
    try ZoomAnimator(
      duration: parameters[duration].timeInterval, dampingRatio: parameters[dampingRatio],
      sourceCornerRadius: CGFloat(parameters[sourceCornerRadius]),
      screenCornerRadius: CGFloat(parameters[screenCornerRadius]),
      dimAlpha: CGFloat(parameters[dimAlpha]),
      dismissalDrag: ShrinkingDrag(minimumScale: CGFloat(parameters[minimumScale])))
  }
}
