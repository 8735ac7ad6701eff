import Curtain
import Foundation

/// Increase Contrast for a sheet's own dim, decided once for both players.
///
/// A sheet's dim is drawn by its session (``SheetSession/chrome(top:)``), not by a plan, so
/// `TransitionPlan.increasingDimContrast()` never sees it. The same rule raises it: under
/// Increase Contrast the full dim, black at `SheetPresentation.dimmingAlpha`, rises as
/// `ChromeAppearance.increasedContrastDim(_:)` raises a presentation's, until white content
/// stands 4.5:1 from the screen behind at its lightest (the default 0.3 rises to about 0.535);
/// between the largest undimmed detent and the next one the dim keeps its share of the full
/// dim, so it still fades in with the sheet, and where there is none (at or below the largest
/// undimmed detent) there is still none.
///
/// ```swift
/// let model = try SheetModel(
///   presentation: SheetPresentation(detents: [.medium, .large]),
///   container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47))
/// model.dimmingAlpha(top: 422)                          // 0.3
/// model.dimmingAlpha(top: 422, increasedContrast: true)  // ≈ 0.535
/// ```
extension SheetModel {
  /// A sheet's full dim of `alpha` as it is drawn.
  ///
  /// - Parameters:
  ///   - alpha: `SheetPresentation.dimmingAlpha`.
  ///   - increasedContrast: The system's Increase Contrast setting.
  /// - Returns: `alpha`, raised under Increase Contrast by
  ///   `ChromeAppearance.increasedContrastDim(_:)` (black).
  package static func fullDimmingAlpha(_ alpha: CGFloat, increasedContrast: Bool) -> CGFloat {
    guard increasedContrast else { return alpha }
    let raised = ChromeAppearance.increasedContrastDim(RGBAColor(white: 0, alpha: Double(alpha)))
    return CGFloat(raised.alpha)
  }

  /// The dim's alpha with the top edge at `top` as it is drawn: ``dimmingAlpha(top:)``, under
  /// Increase Contrast scaled by the raised full dim over the sheet's own.
  ///
  /// - Parameters:
  ///   - top: The top edge.
  ///   - increasedContrast: The system's Increase Contrast setting.
  /// - Returns: The alpha.
  package func dimmingAlpha(top: CGFloat, increasedContrast: Bool) -> CGFloat {
    let own = dimmingAlpha(top: top)
    let full = presentation.dimmingAlpha
    guard increasedContrast, full > 0 else { return own }
    return own * Self.fullDimmingAlpha(full, increasedContrast: true) / full
  }
}
