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
    PresentationAccessibility(
      sheet: model, options: options, increaseContrast: session.increasesDimContrast)
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

extension HeadlessSheet {
  /// Performs the grabber's custom action `kind`, as Switch Control, Voice Control or
  /// VoiceOver's actions rotor does on the UIKit player's grabber
  /// (`SheetGrabberAccessibility.actions`).
  ///
  /// Expand and collapse are the user's move to the action's detent
  /// (`SheetSession.adjust(toDetent:)`, reported as a drag's release is), after which the sheet
  /// rests on it (its settle is the UIKit player's animation); dismiss is an escape: it returns
  /// whether ``escapeDecision(options:)`` dismisses, and the sheet's presenter dismisses it.
  ///
  /// - Parameters:
  ///   - kind: The action.
  ///   - options: Opt-outs. Defaults to `AccessibilityOptions.automatic`.
  /// - Returns: What the action's handler returns: whether it succeeded; `false` when the
  ///   grabber offers no such action now (expand at the tallest detent, dismiss on a sheet
  ///   that may not be dismissed, no visible grabber).
  @discardableResult
  package mutating func performGrabberAction(
    _ kind: SheetGrabberAccessibility.Action.Kind, options: AccessibilityOptions = .automatic
  ) -> Bool {
    guard
      let action = accessibility(options: options).grabber?.actions.first(where: {
        $0.kind == kind
      })
    else { return false }
    guard let target = action.targetDetentID else {
      return escapeDecision(options: options) == .dismiss
    }
    guard !perform({ $0.adjust(toDetent: target) }).isEmpty else { return false }
    _ = perform { $0.settleEnded() }
    return true
  }
}

extension HeadlessSheet {
  /// The grabber's target, where it takes touches and its accessibility frame, in the
  /// container's coordinates with the sheet at rest (`SheetGrabberAccessibility.targetFrame(sheetWidth:)`
  /// moved to the sheet's frame, as the UIKit player's grabber reports it); `nil` without a
  /// visible grabber.
  package var grabberTargetFrame: CGRect? {
    guard model.presentation.prefersGrabberVisible else { return nil }
    let sheet = restingFrame
    return SheetGrabberAccessibility.targetFrame(sheetWidth: sheet.width)
      .offsetBy(dx: sheet.minX, dy: sheet.minY)
  }

  /// Activates the grabber, as a tap on its target or an assistive technology's activation
  /// does on the UIKit player's: the user's move to
  /// `SheetGrabberAccessibility.activationTarget` (reported as a drag's release is), after
  /// which the sheet rests there.
  ///
  /// - Parameter options: Opt-outs. Defaults to `AccessibilityOptions.automatic`.
  /// - Returns: Whether the sheet moves (`false` with one detent or no visible grabber).
  @discardableResult
  package mutating func activateGrabber(options: AccessibilityOptions = .automatic) -> Bool {
    guard let target = accessibility(options: options).grabber?.activationTarget,
      !perform({ $0.adjust(toDetent: target) }).isEmpty
    else { return false }
    _ = perform { $0.settleEnded() }
    return true
  }
}
