import Curtain
import Foundation

/// The cover animators: the whole cover family.
///
/// Presentr's vertical, from-top and horizontal covers, the cover from a corner, and Jelly's
/// cover. The presented view slides in from an
/// edge or grows from a corner, over a presenting view that stays still.
///
/// Register them next to your own animators:
///
/// ```swift
/// let registry = try AnimatorRegistry(CoverVerticalDescriptors.descriptors)
/// let animator = try registry.makeAnimator(
///   for: TransitionSpec(animator: "cover-vertical"), operation: .present)
/// ```
public enum CoverVerticalDescriptors: AnimatorPlugin {
  /// The default duration of the Presentr-style covers, in seconds (Presentr's 0.4 s).
  public static let defaultDuration: Double = 0.4

  /// The durations a cover accepts, in seconds.
  public static let durationRange: ClosedRange<Double> = 0.05...10

  /// Every cover animator: `cover-vertical`, `cover-vertical-from-top`, `cover-horizontal`,
  /// `cover-from-corner` and `cover`, in that order.
  public static let descriptors: [AnimatorDescriptor] = [
    coverVertical, coverVerticalFromTop, coverHorizontal, coverFromCorner, cover,
  ]

  /// `duration` of the Presentr-style covers: seconds, default 0.4, 0.05…10.
  static let duration = TypedParameter.number(
    "duration", default: defaultDuration, range: durationRange)
  /// `damping` of the Presentr-style covers: default 1, 0.05…1; below 1 the movement is a
  /// spring with that damping ratio.
  static let damping = TypedParameter.number("damping", default: 1, range: 0.05...1)
  /// `direction` of `cover-horizontal`.
  static let side = TypedParameter.direction(
    "direction", default: .right, allowed: [.left, .right, .leading, .trailing])
  /// `vertical` of `cover-from-corner`.
  static let vertical = TypedParameter.direction(
    "vertical", default: .top, allowed: [.top, .bottom])
  /// `horizontal` of `cover-from-corner`.
  static let horizontal = TypedParameter.direction(
    "horizontal", default: .left, allowed: [.left, .right, .leading, .trailing])
  /// `duration` of Jelly's cover: seconds, default 0.35, 0.05…10.
  static let jellyDuration = TypedParameter.number(
    "duration", default: 0.35, range: durationRange)
  /// `curve` of Jelly's cover.
  static let curve = TypedParameter.curve("curve", default: .easeInOut)
  /// `composeSpring` of `cover`: `true` (Jelly's curve composed with a damping-1 spring) or
  /// `false` (the curve alone).
  static let composeSpring = TypedParameter<Bool>("composeSpring", default: true)
  /// `showDirection` of Jelly's cover.
  static let showDirection = TypedParameter.direction("showDirection", default: .bottom)
  /// `dismissDirection` of Jelly's cover.
  static let dismissDirection = TypedParameter.direction("dismissDirection", default: .bottom)

  /// `cover-vertical`: Presentr's `coverVertical`; the presented view rises from below the
  /// container.
  ///
  /// Parameters: `duration` (number, seconds, default 0.4, 0.05…10) and `damping` (number,
  /// default 1, 0.05…1; below 1 the movement is a spring with that damping ratio).
  public static let coverVertical = AnimatorDescriptor(
    id: "cover-vertical", summary: "The presented view rises from the bottom edge.",
    operations: [.present, .dismiss], declaring: [duration, damping]
  ) { parameters in
    CoverVerticalAnimation(options: try options(from: parameters))
  }

  /// `cover-vertical-from-top`: Presentr's `coverVerticalFromTop`; the presented view drops in
  /// from above the container.
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical``.
  public static let coverVerticalFromTop = AnimatorDescriptor(
    id: "cover-vertical-from-top", summary: "The presented view drops in from the top edge.",
    operations: [.present, .dismiss], declaring: [duration, damping]
  ) { parameters in
    CoverVerticalFromTopAnimation(options: try options(from: parameters))
  }

  /// `cover-horizontal`: Presentr's `coverHorizontalFromLeft` and `coverHorizontalFromRight`;
  /// the presented view slides in from a side.
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical``, and `direction`
  /// (direction, default `right`): `left` or `right` (`leading` and `trailing` are read as
  /// left-to-right).
  public static let coverHorizontal = AnimatorDescriptor(
    id: "cover-horizontal", summary: "The presented view slides in from the left or right.",
    operations: [.present, .dismiss], declaring: [duration, damping, side]
  ) { parameters in
    let direction = try parameters[side]
    let fromRight: Bool
    switch direction {
    case .right, .trailing: fromRight = true
    case .left, .leading: fromRight = false
    case .top, .bottom:
      throw RegistryError.directionNotAllowed(
        name: side.name, value: direction, allowed: side.spec.directions ?? [])
    }
    return CoverHorizontalAnimation(fromRight: fromRight, options: try options(from: parameters))
  }

  /// `cover-from-corner`: the presented view grows from a corner of the container to its
  /// final frame (the Presentr `transform` example).
  ///
  /// Parameters: `duration` and `damping`, as for ``coverVertical``; `vertical` (direction,
  /// default `top`: `top` or `bottom`) and `horizontal` (direction, default `left`: `left` or
  /// `right`) together name the corner.
  public static let coverFromCorner = AnimatorDescriptor(
    id: "cover-from-corner", summary: "The presented view grows from a corner.",
    operations: [.present, .dismiss], declaring: [duration, damping, vertical, horizontal]
  ) { parameters in
    let corner = try CoverFromCornerAnimation.Corner(
      vertical: try parameters[vertical], horizontal: try parameters[horizontal])
    return CoverFromCornerAnimation(corner: corner, options: try options(from: parameters))
  }

  /// `cover`: Jelly's `CoverPresentation`; the presented view enters from one edge and leaves
  /// through another.
  ///
  /// Parameters: `duration` (number, seconds, default 0.35, 0.05…10), `curve` (curve, default
  /// `easeInOut`), `showDirection` (direction, default `bottom`), `dismissDirection`
  /// (direction, default `bottom`) and `composeSpring` (boolean, default `true`: the curve
  /// composed with a damping-1 spring, as Jelly's cover moves; `false`: the curve alone).
  public static let cover = AnimatorDescriptor(
    id: "cover", summary: "Jelly's cover: separate directions for showing and dismissing.",
    operations: [.present, .dismiss],
    declaring: [jellyDuration, curve, showDirection, dismissDirection, composeSpring]
  ) { parameters in
    let timingCurve = try parameters[curve]
    var timing = PresentationTiming(
      duration: .custom(duration: try parameters[jellyDuration]),
      presentationCurve: timingCurve, dismissCurve: timingCurve)
    timing.composesSpring = try parameters[composeSpring]
    return CoverPresentation(
      directionShow: try parameters[showDirection],
      directionDismiss: try parameters[dismissDirection], timing: timing)
  }

  /// Presentr's options for a duration and a damping ratio: ease-in-out when the damping is 1,
  /// a spring otherwise.
  static func options(
    from parameters: AnimatorParameters
  ) throws(RegistryError)
    -> AnimationOptions
  {
    let seconds = try parameters[duration]
    let ratio = try parameters[damping]
    guard ratio < 1 else { return .normal(duration: seconds) }
    return .spring(duration: seconds, delay: 0, damping: CGFloat(ratio), velocity: 0)
  }
}
