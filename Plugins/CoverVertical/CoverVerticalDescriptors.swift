import Curtain
import Foundation

/// The cover animators: the presented view slides in from an edge or grows from a corner, over
/// a presenting view that stays still.
///
/// Register them next to your own animators:
///
/// ```swift
/// let registry = try AnimatorRegistry(CoverVerticalDescriptors.all())
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "cover-vertical"), operation: .present)
/// ```
public enum CoverVerticalDescriptors {
  /// The default duration of the Presentr-style covers, in seconds (Presentr's 0.4 s).
  public static let defaultDuration: Double = 0.4

  /// The durations a cover accepts, in seconds.
  public static let durationRange: ClosedRange<Double> = 0.05...10

  /// Every cover animator: `cover-vertical`, `cover-vertical-from-top`, `cover-horizontal`,
  /// `cover-from-corner` and `cover`.
  ///
  /// - Returns: The descriptors, in that order.
  /// - Throws: ``RegistryError`` if a schema is inconsistent; the built-in schemas never are.
  public static func all() throws(RegistryError) -> [AnimatorDescriptor] {
    [
      try coverVertical(), try coverVerticalFromTop(), try coverHorizontal(),
      try coverFromCorner(), try cover(),
    ]
  }

  /// `cover-vertical`: Presentr's `coverVertical`; the presented view rises from below the
  /// container.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…10) and `damping` (number,
  /// default 1, 0.05…1; below 1 the movement is a spring with that damping ratio).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func coverVertical() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "cover-vertical", summary: "The presented view rises from the bottom edge.",
      operations: [.present, .dismiss], parameters: try presentrParameters()
    ) { parameters in
      CoverVerticalAnimation(options: try options(from: parameters))
    }
  }

  /// `cover-vertical-from-top`: Presentr's `coverVerticalFromTop`; the presented view drops in
  /// from above the container.
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical()``.
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func coverVerticalFromTop() throws(RegistryError) -> AnimatorDescriptor {
    try AnimatorDescriptor(
      id: "cover-vertical-from-top", summary: "The presented view drops in from the top edge.",
      operations: [.present, .dismiss], parameters: try presentrParameters()
    ) { parameters in
      CoverVerticalFromTopAnimation(options: try options(from: parameters))
    }
  }

  /// `cover-horizontal`: Presentr's `coverHorizontalFromLeft` and `coverHorizontalFromRight`;
  /// the presented view slides in from a side.
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical()``, and `direction`
  /// (direction, default `right`): `left` or `right` (`leading` and `trailing` are read as
  /// left-to-right).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func coverHorizontal() throws(RegistryError) -> AnimatorDescriptor {
    let direction = try ParameterSpec(
      name: "direction", type: .direction, defaultValue: .direction(.right),
      directions: [.left, .right, .leading, .trailing])
    return try AnimatorDescriptor(
      id: "cover-horizontal", summary: "The presented view slides in from the left or right.",
      operations: [.present, .dismiss], parameters: try presentrParameters() + [direction]
    ) { parameters in
      let fromRight: Bool
      switch try parameters.direction("direction") {
      case .right, .trailing: fromRight = true
      case .left, .leading: fromRight = false
      case .top, .bottom:
        throw RegistryError.directionNotAllowed(
          name: "direction", value: try parameters.direction("direction"),
          allowed: [.left, .right, .leading, .trailing])
      }
      return CoverHorizontalAnimation(
        fromRight: fromRight, options: try options(from: parameters))
    }
  }

  /// `cover-from-corner`: the presented view grows from a corner of the container to its
  /// final frame (the Presentr `transform` example).
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical()``; `vertical` (direction,
  /// default `top`: `top` or `bottom`) and `horizontal` (direction, default `left`: `left` or
  /// `right`) together name the corner.
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func coverFromCorner() throws(RegistryError) -> AnimatorDescriptor {
    let vertical = try ParameterSpec(
      name: "vertical", type: .direction, defaultValue: .direction(.top),
      directions: [.top, .bottom])
    let horizontal = try ParameterSpec(
      name: "horizontal", type: .direction, defaultValue: .direction(.left),
      directions: [.left, .right, .leading, .trailing])
    return try AnimatorDescriptor(
      id: "cover-from-corner", summary: "The presented view grows from a corner.",
      operations: [.present, .dismiss],
      parameters: try presentrParameters() + [vertical, horizontal]
    ) { parameters in
      let corner = try CoverFromCornerAnimation.Corner(
        vertical: try parameters.direction("vertical"),
        horizontal: try parameters.direction("horizontal"))
      return CoverFromCornerAnimation(corner: corner, options: try options(from: parameters))
    }
  }

  /// `cover`: Jelly's `CoverPresentation`; the presented view enters from one edge and leaves
  /// through another.
  ///
  /// Parameters: `duration` (number, seconds, default 0.35, 0.05…10), `curve` (curve, default
  /// `easeInOut`), `showDirection` (direction, default `bottom`) and `dismissDirection`
  /// (direction, default `bottom`).
  ///
  /// - Returns: The descriptor.
  /// - Throws: ``RegistryError`` if the schema is inconsistent.
  public static func cover() throws(RegistryError) -> AnimatorDescriptor {
    let parameters = [
      try ParameterSpec(
        name: "duration", type: .number, defaultValue: .number(0.35), range: durationRange),
      try ParameterSpec(name: "curve", type: .curve, defaultValue: .curve(.easeInOut)),
      try ParameterSpec(
        name: "showDirection", type: .direction, defaultValue: .direction(.bottom)),
      try ParameterSpec(
        name: "dismissDirection", type: .direction, defaultValue: .direction(.bottom)),
    ]
    return try AnimatorDescriptor(
      id: "cover", summary: "Jelly's cover: separate directions for showing and dismissing.",
      operations: [.present, .dismiss], parameters: parameters
    ) { parameters in
      let curve = try parameters.curve("curve")
      return CoverPresentation(
        directionShow: try parameters.direction("showDirection"),
        directionDismiss: try parameters.direction("dismissDirection"),
        timing: PresentationTiming(
          duration: .custom(duration: try parameters.number("duration")),
          presentationCurve: curve, dismissCurve: curve))
    }
  }

  /// The `duration` and `damping` parameters shared by the Presentr-style covers.
  static func presentrParameters() throws(RegistryError) -> [ParameterSpec] {
    [
      try ParameterSpec(
        name: "duration", type: .number, defaultValue: .number(defaultDuration),
        range: durationRange),
      try ParameterSpec(name: "damping", type: .number, defaultValue: .number(1), range: 0.05...1),
    ]
  }

  /// Presentr's options for a duration and a damping ratio: ease-in-out when the damping is 1,
  /// a spring otherwise.
  static func options(
    from parameters: AnimatorParameters
  ) throws(RegistryError)
    -> AnimationOptions
  {
    let duration = try parameters.number("duration")
    let damping = try parameters.number("damping")
    guard damping < 1 else { return .normal(duration: duration) }
    return .spring(duration: duration, delay: 0, damping: CGFloat(damping), velocity: 0)
  }
}
