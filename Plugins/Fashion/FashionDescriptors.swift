import Curtain
import Foundation

/// The fashion animator: the AZTransitions example.
///
/// ```swift
/// let registry = try AnimatorRegistry(FashionDescriptors.all())
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "fashion"), operation: .present)
/// ```
public enum FashionDescriptors {
  /// Every fashion animator: `fashion`.
  ///
  /// - Returns: The descriptors.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try fashion()]
  }

  /// `fashion`: the presented view fades in and grows from a smaller scale while the presenting
  /// view fades out; dismissal plays it backwards.
  ///
  /// Parameters: `duration` (number, seconds, default 0.5, 0.05…10), `curve` (curve, default
  /// `easeInOut`) and `scale` (number, the presented view's starting scale, default 0.9,
  /// 0.1…1).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func fashion() throws(RegistryError) -> AnimatorDescriptor {
    let parameters = [
      try ParameterSpec(
        name: "duration", type: .number, defaultValue: .number(FashionTransition.defaultDuration),
        range: 0.05...10),
      try ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.easeInOut)),
      try ParameterSpec(
        name: "scale", type: .number, defaultValue: .number(FashionTransition.defaultScale),
        range: 0.1...1),
    ]
    return try AnimatorDescriptor(
      id: "fashion", summary: "The presented view fades and scales in; the presenting view fades.",
      operations: [.present, .dismiss], parameters: parameters
    ) { parameters in
      FashionTransition(
        duration: try parameters.number("duration"), curve: try parameters.curve("curve"),
        scale: CGFloat(try parameters.number("scale")))
    }
  }
}
