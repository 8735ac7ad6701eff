import Curtain
import Foundation

/// The descriptors of the App Store plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(AppStoreDescriptors.all())
/// ```
public enum AppStoreDescriptors {
  /// Every descriptor of the plug-in: `app-store`.
  ///
  /// - Returns: The descriptors, in that order.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try appStore()]
  }

  /// `app-store`: the App Store card expansion.
  ///
  /// Parameters: `cornerRadius` (number, points, 0...1000, default 20), `duration` (duration,
  /// 0.01...10 s, default 0.85) and `dampingRatio` (number, 0.01...1, default 0.8).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func appStore() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "app-store",
      summary: "The App Store card: expands from the source frame on a spring over a blur.",
      operations: [.present, .dismiss],
      parameters: [
        try ParameterSpec(
          name: "cornerRadius", type: .number, defaultValue: .number(20), range: 0...1000),
        try ParameterSpec(
          name: "duration", type: .duration, defaultValue: .duration(.custom(duration: 0.85)),
          range: 0.01...10),
        try ParameterSpec(
          name: "dampingRatio", type: .number, defaultValue: .number(0.8), range: 0.01...1),
      ]
    ) { parameters in
      try AppStoreAnimator(
        cornerRadius: CGFloat(parameters.number("cornerRadius")),
        duration: parameters.duration("duration").timeInterval,
        dampingRatio: parameters.number("dampingRatio"))
    }
  }
}
