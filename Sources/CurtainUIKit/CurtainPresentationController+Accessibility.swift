#if canImport(UIKit)
import Curtain
import UIKit

// The user's dismissals as UIKit reports them, and the system settings a presentation follows
// while it is presented.
extension CurtainPresentationController {
  /// Dismisses as UIKit does for a dismissal the user makes: `presentationControllerWillDismiss`
  /// first, `presentationControllerDidDismiss` once the dismissal completed.
  func dismissForUser() {
    #if canImport(ObjectiveC)
    delegate?.presentationControllerWillDismiss?(self)
    #else
    delegate?.presentationControllerWillDismiss(self)
    #endif
    // The completion holds this controller: UIKit lets go of it as the dismissal ends.
    presentedViewController.dismiss(animated: true) { [self] in
      #if canImport(ObjectiveC)
      self.delegate?.presentationControllerDidDismiss?(self)
      #else
      self.delegate?.presentationControllerDidDismiss(self)
      #endif
    }
  }

  /// The delegate's `presentationControllerShouldDismiss(_:)`, `true` without one.
  func delegateAllowsDismissal() -> Bool {
    guard presentrAllowsDismissal() else { return false }
    #if canImport(ObjectiveC)
    return delegate?.presentationControllerShouldDismiss?(self) ?? true
    #else
    return delegate?.presentationControllerShouldDismiss(self) ?? true
    #endif
  }

  /// Whether the presented controller, if it adopts ``PresentrDelegate``, lets the user dismiss
  /// it now (the keyboard showing when it covers part of the container).
  func presentrAllowsDismissal() -> Bool {
    guard let delegate = presentedViewController as? PresentrDelegate else { return true }
    return delegate.presentrShouldDismiss(keyboardShowing: keyboardFrame != nil)
  }

  /// Tells the delegate that a dismissal the user attempted was refused.
  func reportDismissAttempt() {
    #if canImport(ObjectiveC)
    delegate?.presentationControllerDidAttemptToDismiss?(self)
    #else
    delegate?.presentationControllerDidAttemptToDismiss(self)
    #endif
  }

  /// Starts following Reduce Transparency
  /// (`UIAccessibility.reduceTransparencyStatusDidChangeNotification`), Increase Contrast
  /// (`UIAccessibility.darkerSystemColorsStatusDidChangeNotification`) and the text size
  /// (`UIContentSizeCategory.didChangeNotification`).
  func startFollowingSettings() {
    settings.start([
      UIAccessibility.reduceTransparencyStatusDidChangeNotification,
      UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
      UIContentSizeCategory.didChangeNotification,
    ]) { [weak self] in
      self?.followReduceTransparency()
      // A new text size resizes a presentation sized to content.
      self?.containerView?.setNeedsLayout()
      self?.containerView?.layoutIfNeeded()
    }
  }

  func stopFollowingSettings() { settings.stop() }

  /// Takes the decisions again with the current Reduce Transparency and Increase Contrast
  /// settings.
  ///
  /// When the background changed (a blur becomes the dim of equal contrast, or back; a dim is
  /// raised for Increase Contrast, or lowered again), the new
  /// background takes the old one's place, fully shown. Waits while a transition runs (the end
  /// of a presentation asks again).
  func followReduceTransparency() {
    guard let current = presentedAccessibility, !isTransitioning, let containerView else {
      return
    }
    presentedAccessibility = nil
    let fresh = accessibility
    presentedAccessibility = fresh
    guard fresh.backgroundStyle != current.backgroundStyle, let old = backgroundView,
      let background = makeBackground(in: containerView, accessibility: fresh)
    else { return }
    performer.configure(dimmingView: background, with: fresh)
    (background as? BlurView)?.fraction = 1
    (background as? ContextBackgroundView)?.blurFraction = 1
    containerView.insertSubview(background, aboveSubview: old)
    old.removeFromSuperview()
    backgroundView = background
  }
}

extension ContentSizeScale.Category {
  /// The core's category for UIKit's; an unknown one (`.unspecified`) is the default, large.
  init(_ category: UIContentSizeCategory) {
    let table: [UIContentSizeCategory: ContentSizeScale.Category] = [
      .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
      .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
      .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
      .accessibilityLarge: .accessibilityLarge, .accessibilityExtraLarge: .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]
    self = table[category] ?? .large
  }
}
#endif
