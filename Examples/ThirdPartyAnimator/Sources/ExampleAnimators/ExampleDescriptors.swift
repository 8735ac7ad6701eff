import Curtain
import CurtainAnimators
import Foundation

/// The example animators' descriptors (step 3 of the guide).
///
/// Their ids are reverse-DNS, so they never collide with a built-in, and each parameter has a
/// schema.
public enum ExampleDescriptors: AnimatorPlugin {
  /// `duration` of `com.example.expand-from-center`: seconds, default 0.4, 0.05…5.
  static let expandDuration = TypedParameter.number("duration", default: 0.4, range: 0.05...5)
  /// `startSide` of `com.example.expand-from-center`: points, default 10, 0…200.
  static let startSide = TypedParameter.number("startSide", default: 10, range: 0...200)
  /// `duration` of `com.example.sheet-rise`: seconds, default 0.6, 0.05…5.
  static let sheetDuration = TypedParameter.number("duration", default: 0.6, range: 0.05...5)
  /// `topInset` of `com.example.sheet-rise`: points, default 60, 0…400.
  static let topInset = TypedParameter.number("topInset", default: 60, range: 0...400)
  /// `cornerRadius` of `com.example.sheet-rise`: points, default 16, 0…100.
  static let cornerRadius = TypedParameter.number("cornerRadius", default: 16, range: 0...100)

  /// `com.example.expand-from-center`: ``ExpandFromCenterAnimation``.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…5) and `startSide` (number,
  /// points, default 10, 0…200).
  public static let expandFromCenter = AnimatorDescriptor(
    id: "com.example.expand-from-center",
    summary: "The presented view grows from the centre of its frame.",
    operations: [.present, .dismiss], declaring: [expandDuration, startSide]
  ) { parameters in
    ExpandFromCenterAnimation(
      startSide: CGFloat(try parameters[startSide]),
      options: .normal(duration: try parameters[expandDuration]))
  }

  /// `com.example.sheet-rise`: ``SheetRiseAnimator``.
  ///
  /// Parameters: `duration` (number, seconds, default 0.6, 0.05…5), `topInset` (number, points,
  /// default 60, 0…400) and `cornerRadius` (number, points, default 16, 0…100).
  public static let sheetRise = AnimatorDescriptor(
    id: "com.example.sheet-rise",
    summary: "The presented view rises into a sheet with rounded top corners.",
    operations: [.present, .dismiss], declaring: [sheetDuration, topInset, cornerRadius]
  ) { parameters in
    SheetRiseAnimator(
      duration: try parameters[sheetDuration],
      topInset: CGFloat(try parameters[topInset]),
      cornerRadius: CGFloat(try parameters[cornerRadius]))
  }

  /// Both example animators (step 3 of the guide).
  public static let descriptors = [expandFromCenter, sheetRise]

  /// Registers both next to the built-ins (step 4 of the guide).
  ///
  /// The result is a new registry; the shared `AnimatorRegistry.builtIn` is unchanged.
  ///
  /// - Returns: Every built-in animator and both examples.
  /// - Throws: `RegistryError.duplicateID(_:)` if an id is already taken; the error of
  ///   `AnimatorDescriptor.checkSchema()` if a schema is inconsistent.
  public static func registry() throws(RegistryError) -> AnimatorRegistry {
    var registry = AnimatorRegistry.builtIn
    for descriptor in descriptors {
      registry = try registry.adding(descriptor)
    }
    return registry
  }

  /// Selects an animator by name from a JSON spec, as a designer would edit it (step 5).
  ///
  /// - Parameters:
  ///   - json: A `TransitionSpec` as JSON.
  ///   - operation: The operation to animate.
  ///   - registry: Where the ids are looked up.
  /// - Returns: The animator the spec names for the operation.
  /// - Throws: `RegistryError` for malformed JSON (with its path), an unknown id (with the
  ///   nearest ids), a bad parameter or an unsupported operation.
  @MainActor
  public static func animator(
    fromJSON json: Data, for operation: TransitionContext.Operation, in registry: AnimatorRegistry
  ) throws -> any TransitionAnimator {
    try registry.makeAnimator(for: TransitionSpec.decode(from: json), operation: operation)
  }
}
