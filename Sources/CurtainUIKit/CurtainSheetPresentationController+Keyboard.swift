#if canImport(UIKit)
import Curtain
import UIKit

extension CurtainSheetPresentationController {
  /// The delegate's `presentationControllerShouldDismiss(_:)`, `true` without one.
  func delegateAllowsDismissal() -> Bool {
    #if canImport(ObjectiveC)
    // An optional requirement of an Objective-C protocol.
    return delegate?.presentationControllerShouldDismiss?(self) ?? true
    #else
    return delegate?.presentationControllerShouldDismiss(self) ?? true
    #endif
  }

  /// Tells the delegate that a dismissal the user attempted was refused.
  func reportDismissAttempt() {
    #if canImport(ObjectiveC)
    delegate?.presentationControllerDidAttemptToDismiss?(self)
    #else
    delegate?.presentationControllerDidAttemptToDismiss(self)
    #endif
  }

  /// The selection haptic of a detent change; tvOS has no haptics.
  func playSelectionHaptic() {
    #if !os(tvOS)
    UISelectionFeedbackGenerator().selectionChanged()
    #endif
  }

  /// Follows the keyboard (`KeyboardFollower`: its end frame converted from the screen's
  /// coordinate space into the container's) and tells the session, which lays the sheet out
  /// when it rests.
  func startFollowingKeyboard() {
    keyboard.start(
      container: { [weak self] in self?.containerView },
      onChange: { [weak self] frame, _ in
        guard let self else { return }
        self.perform(self.session?.keyboardChanged(to: frame) ?? [])
      })
  }
}
#endif
