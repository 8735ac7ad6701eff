import Curtain
import Foundation

/// What assistive technologies are told once a transition ends.
///
/// After a presentation or dismissal completes, a screen-changed notification moves VoiceOver
/// to the new content: the presented view after a presentation, the element that was focused
/// when the presentation began (the button that presented it) after a dismissal, or the
/// presenting screen when there was none. A cancelled transition announces nothing: the screen
/// did not change.
///
/// ```swift
/// TransitionAnnouncement.after(.present, completed: true)
/// // .screenChanged(focus: .presentedContent)
/// TransitionAnnouncement.after(.dismiss, completed: false)  // .none
/// ```
package enum TransitionAnnouncement: Hashable, Sendable {
  /// Nothing is posted.
  case none
  /// A screen-changed notification (`UIAccessibility.Notification.screenChanged`) moving focus
  /// to this target.
  case screenChanged(focus: FocusTarget)

  /// Where VoiceOver's focus goes.
  package enum FocusTarget: Hashable, Sendable {
    /// The presented view (its first element).
    case presentedContent
    /// The element focused when the presentation began, or the presenting screen's first
    /// element without one.
    case presentingElement
    /// The arriving screen of a push, pop or tab switch (its first element).
    case arrivingContent
  }

  /// The announcement after a transition.
  ///
  /// - Parameters:
  ///   - operation: What the transition did.
  ///   - completed: Whether it completed (`false`: cancelled).
  ///   - options: The presentation's options; ``AccessibilityOptions/announcesScreenChanges``
  ///     `false` announces nothing. Defaults to ``AccessibilityOptions/automatic``.
  /// - Returns: The announcement.
  package static func after(
    _ operation: TransitionOperation, completed: Bool,
    options: AccessibilityOptions = .automatic
  ) -> TransitionAnnouncement {
    guard completed, options.announcesScreenChanges else { return .none }
    switch operation {
    case .present: return .screenChanged(focus: .presentedContent)
    case .dismiss: return .screenChanged(focus: .presentingElement)
    case .push, .pop, .tab: return .screenChanged(focus: .arrivingContent)
    }
  }
}
