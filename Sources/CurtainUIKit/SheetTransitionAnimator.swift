#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// The presentation and dismissal of a ``CurtainSheetPresentationController``'s sheet: the
/// sheet rises from below the container's bottom edge to its detent on
/// `SheetPresentation.settleSpring`, and the dim fades in to its strength at that detent; the
/// dismissal is the reverse from wherever the sheet is.
///
/// The sheet is the context's presented frame (the presentation controller's frame at the
/// selected detent, or the sheet's current frame when dismissing). A dismissal whose sheet is
/// already below the bottom edge (a drag settled it there) lasts 0.05 s on a linear curve:
/// nothing is left to move.
struct SheetTransitionAnimator: TransitionAnimator {
  /// The sheet.
  let sheet: SheetPresentation

  /// Plans the rise or the fall.
  ///
  /// - Parameter context: The transition's context.
  /// - Returns: The plan: `.presented` between its frame and the same frame below the bottom
  ///   edge, and an inserted black `.background` between alpha 0 and the dim at the detent.
  /// - Throws: `TransitionError` when the plan is invalid.
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let bounds = context.containerBounds
    let frame = context.presentedFrame
    // The rise and fall are the core's (`SheetRise`), shared with the Sheet plug-in.
    return try SheetRise.plan(
      presenting: context.isPresenting, frame: frame, bounds: bounds,
      cornerRadius: sheet.cornerRadius, spring: SheetPresentation.settleSpring,
      dimmingAlpha: dimmingAlpha(in: context, top: frame.minY - bounds.minY))
  }

  /// The dim with the sheet's top edge at `top`: `SheetModel.dimmingAlpha(top:increasedContrast:)`
  /// in the context's container under the Increase Contrast setting, or the full dim when the detents cannot be resolved there (a
  /// `.fitting` detent, whose content height the context does not carry).
  private func dimmingAlpha(in context: TransitionContext, top: CGFloat) -> CGFloat {
    let bounds = context.containerBounds
    let increaseContrast = UIAccessibility.isDarkerSystemColorsEnabled
    guard
      let container = try? SheetContainer(
        size: bounds.size, topInset: max(context.safeAreaInsets.top, 0)),
      let model = try? SheetModel(presentation: sheet, container: container)
    else {
      return SheetModel.fullDimmingAlpha(sheet.dimmingAlpha, increasedContrast: increaseContrast)
    }
    return model.dimmingAlpha(top: top, increasedContrast: increaseContrast)
  }
}
#endif
