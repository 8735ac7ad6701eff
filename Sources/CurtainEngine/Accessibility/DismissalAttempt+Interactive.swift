import Curtain
import Foundation

extension DismissalAttempt {
  /// Decides a user's interactive dismissal: a pan or a drag that dismisses the presented
  /// controller as it begins (a wired dismissal pan, the drag that shrinks a zoomed screen).
  ///
  /// It is the part of every attempt's rule that UIKit applies to any dismissal the user makes,
  /// in the same order: `isModalInPresentation` first ("prevents the interactive dismissal of
  /// the view controller while it is onscreen"), then the delegate's
  /// `presentationControllerShouldDismiss(_:)`, asked only when nothing else refuses. A tap or
  /// the escape gesture add the presentation's own rule before it
  /// (``decide(accessibility:isModalInPresentation:delegateAllows:)``).
  ///
  /// - Parameters:
  ///   - isModalInPresentation: The presented controller's `isModalInPresentation`.
  ///   - delegateAllows: The delegate's `presentationControllerShouldDismiss(_:)`; asked at most
  ///     once.
  /// - Returns: ``Decision/dismiss`` or ``Decision/refuse(_:)``.
  package static func decideInteractive(
    isModalInPresentation: Bool, delegateAllows: () -> Bool
  ) -> Decision {
    if isModalInPresentation { return .refuse(.modalInPresentation) }
    if !delegateAllows() { return .refuse(.vetoed) }
    return .dismiss
  }
}
