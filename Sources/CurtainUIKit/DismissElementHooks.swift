#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// What a presentation's background does as the "Dismiss" element, set by its presentation
/// controller: the views that can be that background (``DimmingView``, ``BlurView``,
/// ``ContextBackgroundView``) forward their accessibility overrides here.
///
/// - A double-tap (`accessibilityActivate()`) is a tap on the background.
/// - The escape gesture with VoiceOver on the element (`accessibilityPerformEscape()`): the
///   dim lies outside the host around the presented view, so the scrub would walk from the dim
///   up through the container and never reach the presentation.
/// - Whether it is an element (`isAccessibilityElement`) and where an activation taps
///   (`accessibilityActivationPoint`) are asked each time, because they depend on
///   `isModalInPresentation` and on the presented view's frame
///   (the core's `DimmingElementPlacement`).
@MainActor
final class DismissElementHooks {
  /// A double-tap: the background tap's attempt; returns whether it was handled.
  var activate: (@MainActor () -> Bool)?
  /// The escape gesture: returns whether the presentation is being dismissed.
  var escape: (@MainActor () -> Bool)?
  /// Whether the background is an element now; `nil` leaves the view's own value.
  var isExposed: (@MainActor () -> Bool)?
  /// Where an activation taps, in screen coordinates; `nil` (or a `nil` answer) is the
  /// default, the centre of the view's frame.
  var activationPoint: (@MainActor () -> CGPoint?)?
}

extension AccessibilityPerformer {
  /// Makes `hooks` perform the presentation's decisions about its background element.
  ///
  /// - Parameters:
  ///   - hooks: The background's hooks.
  ///   - dim: The part of the background that is drawn and tapped, usually the background
  ///     itself (a context's chrome for a background over a context).
  ///   - presentedView: The presented view, which the activation point avoids.
  ///   - accessibility: The presentation's decisions, read when asked (`nil`: gone).
  ///   - isModalInPresentation: The presented controller's `isModalInPresentation`, read when
  ///     asked.
  ///   - attempt: The dismissal attempts (background tap, escape).
  static func perform(
    on hooks: DismissElementHooks, dim: UIView, presentedView: @escaping @MainActor () -> UIView?,
    accessibility: @escaping @MainActor () -> PresentationAccessibility?,
    isModalInPresentation: @escaping @MainActor () -> Bool,
    attempt: @escaping @MainActor (DismissalAttempt) -> DismissalAttempt.Decision
  ) {
    hooks.activate = { attempt(.backgroundTap) != .passThrough }
    hooks.escape = { attempt(.escape) == .dismiss }
    hooks.isExposed = {
      DimmingElementPlacement.isExposed(
        accessibility()?.dimmingElement, isModalInPresentation: isModalInPresentation())
    }
    hooks.activationPoint = { [weak dim] in
      guard let dim, let presented = presentedView() else { return nil }
      return DimmingElementPlacement.activationPoint(
        dim: dim.convert(dim.bounds, to: nil),
        presented: presented.convert(presented.bounds, to: nil))
    }
  }
}
#endif
