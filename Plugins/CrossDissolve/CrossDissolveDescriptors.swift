import Curtain
import Foundation

/// The dissolve animators: the presented view fades in over the presenting view.
///
/// ```swift
/// let registry = try AnimatorRegistry(CrossDissolveDescriptors.all())
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "cross-dissolve"), operation: .present)
/// ```
public enum CrossDissolveDescriptors {
  /// The durations a dissolve accepts, in seconds.
  public static let durationRange: ClosedRange<Double> = 0.05...10

  /// Every dissolve animator: `cross-dissolve` and `fade`.
  ///
  /// - Returns: The descriptors, in that order.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try crossDissolve(), try fade()]
  }

  /// `cross-dissolve`: Presentr's `crossDissolve`; the presented view's alpha goes from 0 to 1
  /// with an ease-in-out curve, and back on dismissal.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…10).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func crossDissolve() throws(RegistryError) -> AnimatorDescriptor {
    let duration = try ParameterSpec(
      name: "duration", type: .number, defaultValue: .number(0.4), range: durationRange)
    return try AnimatorDescriptor(
      id: "cross-dissolve", summary: "The presented view dissolves in (Presentr).",
      operations: [.present, .dismiss, .tab], parameters: [duration]
    ) { parameters in
      CrossDissolveAnimation(options: .normal(duration: try parameters.number("duration")))
    }
  }

  /// `fade`: Jelly's `FadePresentation`; the presented view fades in at its laid-out frame.
  ///
  /// Parameters: `duration` (number, seconds, default 0.35, 0.05…10) and `curve` (curve,
  /// default `linear`, used both ways).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func fade() throws(RegistryError) -> AnimatorDescriptor {
    let parameters = [
      try ParameterSpec(
        name: "duration", type: .number, defaultValue: .number(0.35), range: durationRange),
      try ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.linear)),
    ]
    return try AnimatorDescriptor(
      id: "fade", summary: "The presented view fades in (Jelly).",
      operations: [.present, .dismiss], parameters: parameters
    ) { parameters in
      let curve = try parameters.curve("curve")
      return FadePresentation(
        timing: PresentationTiming(
          duration: .custom(duration: try parameters.number("duration")),
          presentationCurve: curve, dismissCurve: curve))
    }
  }
}
