import Curtain
import CurtainAnimators
import Foundation

/// The example animators' descriptors (step 3 of the guide).
///
/// Their ids are reverse-DNS, so they never collide with a built-in, and each parameter has a
/// schema.
public enum ExampleDescriptors {
  /// `com.example.expand-from-center`: ``ExpandFromCenterAnimation``.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…5) and `startSide` (number,
  /// points, default 10, 0…200).
  ///
  /// - Returns: The descriptor.
  /// - Throws: `RegistryError` if the schema is inconsistent.
  public static func expandFromCenter() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: AnimatorID(validating: "com.example.expand-from-center"),
      summary: "The presented view grows from the centre of its frame.",
      operations: [.present, .dismiss],
      parameters: [
        ParameterSpec(name: "duration", type: .number, defaultValue: .number(0.4), range: 0.05...5),
        ParameterSpec(name: "startSide", type: .number, defaultValue: .number(10), range: 0...200),
      ]
    ) { parameters in
      ExpandFromCenterAnimation(
        startSide: CGFloat(try parameters.number("startSide")),
        options: .normal(duration: try parameters.number("duration")))
    }
  }

  /// `com.example.sheet-rise`: ``SheetRiseAnimator``.
  ///
  /// Parameters: `duration` (number, seconds, default 0.6, 0.05…5), `topInset` (number, points,
  /// default 60, 0…400) and `cornerRadius` (number, points, default 16, 0…100).
  ///
  /// - Returns: The descriptor.
  /// - Throws: `RegistryError` if the schema is inconsistent.
  public static func sheetRise() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: AnimatorID(validating: "com.example.sheet-rise"),
      summary: "The presented view rises into a sheet with rounded top corners.",
      operations: [.present, .dismiss],
      parameters: [
        ParameterSpec(name: "duration", type: .number, defaultValue: .number(0.6), range: 0.05...5),
        ParameterSpec(name: "topInset", type: .number, defaultValue: .number(60), range: 0...400),
        ParameterSpec(
          name: "cornerRadius", type: .number, defaultValue: .number(16), range: 0...100),
      ]
    ) { parameters in
      SheetRiseAnimator(
        duration: try parameters.number("duration"),
        topInset: CGFloat(try parameters.number("topInset")),
        cornerRadius: CGFloat(try parameters.number("cornerRadius")))
    }
  }

  /// Both example animators.
  ///
  /// - Returns: The descriptors.
  /// - Throws: `RegistryError` if a schema is inconsistent.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try expandFromCenter(), try sheetRise()]
  }

  /// Registers both next to the built-ins (step 4 of the guide).
  ///
  /// The result is a new registry; the shared `AnimatorRegistry.builtIn` is unchanged.
  ///
  /// - Returns: Every built-in animator and both examples.
  /// - Throws: `RegistryError.duplicateID(_:)` if an id is already taken.
  public static func registry() throws(RegistryError) -> AnimatorRegistry {
    var registry = AnimatorRegistry.builtIn
    for descriptor in try all() {
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
