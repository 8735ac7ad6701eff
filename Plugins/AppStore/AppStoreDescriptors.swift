import Curtain
import Foundation

/// The descriptors of the App Store plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(AppStoreDescriptors.descriptors)
/// ```
public enum AppStoreDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `app-store`.
  public static let descriptors: [AnimatorDescriptor] = [appStore]

  /// `cornerRadius`: points, 0...1000, default 20.
  static let cornerRadius = TypedParameter.number("cornerRadius", default: 20, range: 0...1000)
  /// `duration`: 0.01...10 s, default 0.85.
  static let duration = TypedParameter.duration(
    "duration", default: .custom(duration: 0.85), range: 0.01...10)
  /// `dampingRatio`: 0.01...1, default 0.8.
  static let dampingRatio = TypedParameter.number("dampingRatio", default: 0.8, range: 0.01...1)

  /// `app-store`: the App Store card expansion.
  ///
  /// Parameters: `cornerRadius` (number, points, 0...1000, default 20), `duration` (duration,
  /// 0.01...10 s, default 0.85) and `dampingRatio` (number, 0.01...1, default 0.8).
  public static let appStore = AnimatorDescriptor(
    id: "app-store",
    summary: "The App Store card: expands from the source frame on a spring over a blur.",
    operations: [.present, .dismiss], declaring: [cornerRadius, duration, dampingRatio]
  ) { parameters in
    try AppStoreAnimator(
      cornerRadius: CGFloat(parameters[cornerRadius]),
      duration: parameters[duration].timeInterval,
      dampingRatio: parameters[dampingRatio])
  }
}
