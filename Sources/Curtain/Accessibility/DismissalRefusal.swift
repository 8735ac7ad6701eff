import Foundation

/// Why an attempt to dismiss was refused.
public enum DismissalRefusal: String, Hashable, Sendable, CaseIterable {
  /// A tap on the background does nothing, so neither does escape: the app offers its own way
  /// out (a button).
  case backgroundTapDoesNothing
  /// The background passes taps through: the presentation is not modal, and escape is not its
  /// way out.
  case passthroughBackground
  /// The sheet is not dismissible (``SheetPresentation/isDismissible`` is false).
  case notDismissible
  /// The presented controller's `isModalInPresentation` is true.
  case modalInPresentation
  /// The delegate's `presentationControllerShouldDismiss(_:)` (or the sheet's
  /// ``SheetPresentation/shouldDismiss``) returned false.
  case vetoed
  /// ``AccessibilityOptions/escape`` is ``AccessibilityOptions/Escape/refuses``.
  case optedOut
  /// A transition runs; the attempt is ignored, as UIKit ignores touches meanwhile.
  case busy
}
