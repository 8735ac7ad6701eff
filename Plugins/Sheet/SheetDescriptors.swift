import Curtain
import Foundation

/// The descriptors of the Sheet plug-in.
///
/// ```swift
/// let registry = try AnimatorRegistry(SheetDescriptors.descriptors)
/// ```
public enum SheetDescriptors: AnimatorPlugin {
  /// Every descriptor of the plug-in: `sheet`.
  public static let descriptors: [AnimatorDescriptor] = [sheet]

  /// `detent`: the detent's height as a fraction of the container's height, 0...1, default 0.5.
  static let detent = TypedParameter.number("detent", default: 0.5, range: 0...1)
  /// `cornerRadius`: points, 0...100, default 10.
  static let cornerRadius = TypedParameter.number("cornerRadius", default: 10, range: 0...100)
  /// `dismissible`: whether a drag may dismiss the sheet, default true.
  static let dismissible = TypedParameter<Bool>("dismissible", default: true)
  /// `grabber`: whether the sheet shows a grabber, default false.
  static let grabber = TypedParameter<Bool>("grabber", default: false)
  /// `scrollContentHeight`: the scroll content's height in points, 0 for none, 0...100,000.
  static let scrollContentHeight = TypedParameter.number(
    "scrollContentHeight", default: 0, range: 0...100_000)

  /// `sheet`: the presented view slides up to its detent on a critically damped spring and
  /// back down on dismissal.
  ///
  /// Parameters: `detent` (number, 0...1 of the container's height, default 0.5, capped at the
  /// large detent), `cornerRadius` (number, 0...100 points, default 10), `dismissible` (boolean,
  /// default true), `grabber` (boolean, default false) and `scrollContentHeight` (number,
  /// 0...100,000 points, default 0: no scroll view). The `curtain` tool also reads the text
  /// parameters `detents`, `selectedDetent` and `largestUndimmedDetent` (see
  /// ``SheetDetentList``).
  public static let sheet = AnimatorDescriptor(
    id: "sheet", summary: "A sheet slides up to its detent on a spring, and back down.",
    operations: [.present, .dismiss],
    declaring: [detent, cornerRadius, dismissible, grabber, scrollContentHeight]
  ) { parameters in
    var animator = try SheetAnimator(
      detentFraction: CGFloat(parameters[detent]),
      cornerRadius: CGFloat(parameters[cornerRadius]))
    animator.isDismissible = try parameters[dismissible]
    animator.prefersGrabberVisible = try parameters[grabber]
    animator.scrollContentHeight = CGFloat(try parameters[scrollContentHeight])
    return animator
  }
}
