import Curtain
import CurtainEngine
import Foundation

extension HeadlessSheet {
  /// The sheet's accessibility decisions as it rests now (the UIKit player performs the same):
  /// modal above its largest undimmed detent, escape dismissing a dismissible sheet, the
  /// grabber adjustable between detents.
  ///
  /// - Parameter options: Opt-outs. Defaults to `AccessibilityOptions.automatic`.
  /// - Returns: The decisions.
  package func accessibility(
    options: AccessibilityOptions = .automatic
  ) -> PresentationAccessibility {
    PresentationAccessibility(sheet: model, options: options)
  }

  /// What the escape gesture would do to the sheet now: `DismissalAttempt.escape`
  /// with the sheet's `SheetPresentation.shouldDismiss` as the veto (asked once).
  ///
  /// - Parameter options: Opt-outs. Defaults to `AccessibilityOptions.automatic`.
  /// - Returns: The decision.
  package func escapeDecision(
    options: AccessibilityOptions = .automatic
  ) -> DismissalAttempt.Decision {
    DismissalAttempt.escape.decide(
      accessibility: accessibility(options: options), isModalInPresentation: false,
      delegateAllows: { model.presentation.shouldDismiss?() ?? true })
  }
}
