import Curtain
import Foundation

/// A user's attempt to dismiss a presentation, and the one rule that decides it.
///
/// A tap on the background and the escape gesture go through the same decision, so they
/// honour the same vetoes: the presentation's own rule (``PresentationAccessibility/escape``
/// for escape, the background tap for a tap), UIKit's `isModalInPresentation`, and the
/// delegate's `presentationControllerShouldDismiss(_:)`.
///
/// ```swift
/// let decision = DismissalAttempt.escape.decide(
///   accessibility: accessibility, isModalInPresentation: false, delegateAllows: { true })
/// // .dismiss when the presentation is dismissible
/// ```
package enum DismissalAttempt: String, Hashable, Sendable, CaseIterable {
  /// A tap on the background, outside the presented view.
  case backgroundTap
  /// The accessibility escape gesture (`accessibilityPerformEscape()`) or a hardware
  /// keyboard's Escape key.
  case escape

  /// What an attempt does.
  package enum Decision: Hashable, Sendable {
    /// Dismiss, with the presentation's own dismissal animator.
    case dismiss
    /// Do not dismiss; the attempt is reported (UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)`) for these reasons.
    case refuse(DismissalRefusal)
    /// The tap goes through to the screen below (a passthrough background).
    case passThrough
    /// The background swallows the tap, and nothing is reported (a background tap of `.none`).
    case swallow
  }

  /// Decides the attempt.
  ///
  /// The order: the presentation's rule first (a background tap of `.none` swallows,
  /// `.passthrough` passes through; escape refuses per ``PresentationAccessibility/escape``),
  /// then `isModalInPresentation`, then the delegate's veto, asked only when everything else
  /// allows the dismissal (as UIKit asks it).
  ///
  /// - Parameters:
  ///   - accessibility: The presentation's accessibility decisions.
  ///   - isModalInPresentation: The presented controller's `isModalInPresentation`.
  ///   - delegateAllows: The delegate's `presentationControllerShouldDismiss(_:)`; asked at most
  ///     once.
  /// - Returns: The decision.
  package func decide(
    accessibility: PresentationAccessibility, isModalInPresentation: Bool,
    delegateAllows: () -> Bool
  ) -> Decision {
    switch self {
    case .backgroundTap:
      switch accessibility.backgroundTap {
      case .none: return .swallow
      case .passthrough: return .passThrough
      case .dismiss: break
      }
    case .escape:
      if case .refuses(let reason) = accessibility.escape { return .refuse(reason) }
    }
    return Self.decideInteractive(
      isModalInPresentation: isModalInPresentation, delegateAllows: delegateAllows)
  }
}
