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

  /// `detents`: the sheet's detents, a comma list of `medium`, `large`, a fraction such as
  /// `0.3` or a height such as `300pt`; default `medium,large`.
  static let detents = TypedParameter.text("detents", default: "medium,large")
  /// `selectedDetent`: the id (the detent as written) the sheet presents at; default `""`, the
  /// first detent (`medium` for the default list).
  static let selectedDetent = TypedParameter.text("selectedDetent", default: "")
  /// `largestUndimmedDetent`: the id of the largest detent without a dim; default `""`, none.
  static let largestUndimmedDetent = TypedParameter.text("largestUndimmedDetent", default: "")

  /// `sheet`: the presented view slides up to its detent on a critically damped spring and
  /// back down on dismissal.
  ///
  /// Parameters: `detent` (number, 0...1 of the container's height, default 0.5, capped at the
  /// large detent), `cornerRadius` (number, 0...100 points, default 10), `dismissible` (boolean,
  /// default true), `grabber` (boolean, default false) and `scrollContentHeight` (number,
  /// 0...100,000 points, default 0: no scroll view), and the text parameters `detents` (a comma
  /// list read by ``SheetDetentList``, default `medium,large`), `selectedDetent` (a detent as
  /// written, default the first) and `largestUndimmedDetent` (a detent as written, default
  /// none). The descriptor's ``AnimatorDescriptor/check`` reads the detents and checks the ids
  /// when a spec is resolved, throwing
  /// ``RegistryError/invalidParameterValue(name:value:reason:)``; the animator's
  /// ``SheetAnimator/presentation()`` is the sheet they describe.
  public static let sheet = unchecked.checking(checkDetents)

  /// `sheet` without its check of the detent parameters.
  static let unchecked = AnimatorDescriptor(
    id: "sheet", summary: "A sheet slides up to its detent on a spring, and back down.",
    operations: [.present, .dismiss],
    declaring: [
      detent, cornerRadius, dismissible, grabber, scrollContentHeight, detents, selectedDetent,
      largestUndimmedDetent,
    ]
  ) { parameters in
    var animator = try SheetAnimator(
      detentFraction: CGFloat(parameters[detent]),
      cornerRadius: CGFloat(parameters[cornerRadius]))
    animator.isDismissible = try parameters[dismissible]
    animator.prefersGrabberVisible = try parameters[grabber]
    animator.scrollContentHeight = CGFloat(try parameters[scrollContentHeight])
    animator.detents = try parameters[detents]
    let selected = try parameters[selectedDetent]
    animator.selectedDetentID = selected.isEmpty ? nil : selected
    let undimmed = try parameters[largestUndimmedDetent]
    animator.largestUndimmedDetentID = undimmed.isEmpty ? nil : undimmed
    return animator
  }

  /// Reads `detents` and checks `selectedDetent` and `largestUndimmedDetent` against it.
  @Sendable static func checkDetents(_ parameters: AnimatorParameters) throws {
    let selected = try parameters[selectedDetent]
    let undimmed = try parameters[largestUndimmedDetent]
    _ = try SheetDetentList.presentation(
      detents: try parameters[detents], selectedDetentID: selected.isEmpty ? nil : selected,
      largestUndimmedDetentID: undimmed.isEmpty ? nil : undimmed)
  }
}
