import Curtain
import Foundation

/// The descriptors of the Slide plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(SlideDescriptors.descriptors)
/// ```
public enum SlideDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `slide` and `slide-navigation`, in that order.
  public static let descriptors: [AnimatorDescriptor] = [slide, slideNavigation]

  /// `direction` of `slide`: default `bottom`.
  static let direction = TypedParameter.direction("direction", default: .bottom)
  /// `parallax` of `slide`: 0...1, default 1.
  static let slideParallax = TypedParameter.number("parallax", default: 1, range: 0...1)
  /// `parallax` of `slide-navigation`: 0...1, default 0.3.
  static let navigationParallax = TypedParameter.number("parallax", default: 0.3, range: 0...1)
  /// `composeSpring` of `slide`: `true` (the curve composed with a damping-1 spring, as Jelly's
  /// slide moves) or `false` (the curve alone).
  static let composeSpring = TypedParameter<Bool>("composeSpring", default: true)
  /// `duration` of both: 0.01...10 s, default 0.35.
  static let duration = TypedParameter.duration(
    "duration", default: .custom(duration: 0.35), range: 0.01...10)

  /// `slide`: Jelly's `SlidePresentation`; the presented view slides in from an edge while the
  /// presenting view moves the other way by a fraction of the presented view's size.
  ///
  /// Parameters: `direction` (direction, default `bottom`), `parallax` (number, 0...1,
  /// default 1), `duration` (duration, 0.01...10 s, default 0.35) and `composeSpring` (boolean,
  /// default `true`: the ease-in-out curve composed with a damping-1 spring, as Jelly's slide
  /// moves; `false`: the curve alone).
  public static let slide = AnimatorDescriptor(
    id: "slide", summary: "Both views slide: the presented one in, the presenting one aside.",
    operations: [.present, .dismiss, .tab],
    declaring: [direction, slideParallax, duration, composeSpring]
  ) { parameters in
    var timing = PresentationTiming(
      duration: try parameters[duration], presentationCurve: .easeInOut,
      dismissCurve: .easeInOut)
    timing.composesSpring = try parameters[composeSpring]
    return SlideAnimator(
      SlidePresentation(
        timing: timing, direction: try parameters[direction],
        parallax: CGFloat(try parameters[slideParallax])))
  }

  /// `slide-navigation`: a push that slides the new screen in from the trailing edge while the
  /// old one moves a fraction of the width the other way (EasyTransitions' `ShowAnimator`);
  /// the pop mirrors it.
  ///
  /// Parameters: `parallax` (number, 0...1, default 0.3) and `duration` (duration, 0.01...10 s,
  /// default 0.35).
  public static let slideNavigation = AnimatorDescriptor(
    id: "slide-navigation",
    summary: "A push slides in from the trailing edge with 30% parallax; a pop mirrors it.",
    operations: [.push, .pop, .tab], declaring: [navigationParallax, duration]
  ) { parameters in
    try SlideNavigationAnimator(
      parallax: CGFloat(parameters[navigationParallax]),
      duration: parameters[duration].timeInterval)
  }
}
