import Curtain
import Foundation

/// The descriptors of the Flip plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(FlipDescriptors.all())
/// ```
public enum FlipDescriptors {
  /// Every descriptor of the plug-in: `flip`.
  ///
  /// - Returns: The descriptors, in that order.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try flip()]
  }

  /// `flip`: Presentr's `flipHorizontal`, a 3D turn about the vertical axis.
  ///
  /// Parameters: `duration` (duration, 0.01...10 s, default 0.5) and `curve` (curve, default
  /// `easeInOut`).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func flip() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "flip", summary: "The screens flip about the vertical axis, in perspective.",
      operations: [.present, .dismiss, .tab],
      parameters: [
        try ParameterSpec(
          name: "duration", type: .duration, defaultValue: .duration(.custom(duration: 0.5)),
          range: 0.01...10),
        try ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.easeInOut)),
      ]
    ) { parameters in
      try FlipAnimator(
        duration: parameters.duration("duration").timeInterval,
        curve: parameters.curve("curve"))
    }
  }
}
