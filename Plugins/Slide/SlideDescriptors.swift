import Curtain
import Foundation

/// The descriptors of the Slide plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(SlideDescriptors.all())
/// ```
public enum SlideDescriptors {
  /// Every descriptor of the plug-in: `slide` and `slide-navigation`.
  ///
  /// - Returns: The descriptors, in that order.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [try slide(), try slideNavigation()]
  }

  /// `slide`: Jelly's `SlidePresentation`; the presented view slides in from an edge while the
  /// presenting view moves the other way by a fraction of the presented view's size.
  ///
  /// Parameters: `direction` (direction, default `bottom`), `parallax` (number, 0...1,
  /// default 1) and `duration` (duration, 0.01...10 s, default 0.35).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func slide() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "slide", summary: "Both views slide: the presented one in, the presenting one aside.",
      operations: [.present, .dismiss, .tab],
      parameters: [
        try ParameterSpec(name: "direction", type: .direction, defaultValue: .direction(.bottom)),
        try ParameterSpec(name: "parallax", type: .number, defaultValue: .number(1), range: 0...1),
        try ParameterSpec(
          name: "duration", type: .duration, defaultValue: .duration(.custom(duration: 0.35)),
          range: 0.01...10),
      ]
    ) { parameters in
      SlideAnimator(
        try SlidePresentation(
          timing: PresentationTiming(duration: parameters.duration("duration")),
          direction: parameters.direction("direction"),
          parallax: CGFloat(parameters.number("parallax"))))
    }
  }

  /// `slide-navigation`: a push that slides the new screen in from the trailing edge while the
  /// old one moves a fraction of the width the other way (EasyTransitions' `ShowAnimator`);
  /// the pop mirrors it.
  ///
  /// Parameters: `parallax` (number, 0...1, default 0.3) and `duration` (duration, 0.01...10 s,
  /// default 0.35).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func slideNavigation() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "slide-navigation",
      summary: "A push slides in from the trailing edge with 30% parallax; a pop mirrors it.",
      operations: [.push, .pop, .tab],
      parameters: [
        try ParameterSpec(
          name: "parallax", type: .number, defaultValue: .number(0.3), range: 0...1),
        try ParameterSpec(
          name: "duration", type: .duration, defaultValue: .duration(.custom(duration: 0.35)),
          range: 0.01...10),
      ]
    ) { parameters in
      try SlideNavigationAnimator(
        parallax: CGFloat(parameters.number("parallax")),
        duration: parameters.duration("duration").timeInterval)
    }
  }
}
