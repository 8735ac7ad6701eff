import Curtain
import Foundation

/// Where the keyboard's focus goes in a presentation, for Full Keyboard Access and a hardware
/// keyboard's Tab (the focus system): the decisions both players perform.
///
/// - **Appearing** (``appearing``): when the presentation appears, focus goes first to the
///   content's first responder when it can be focused (a text field the presented screen focused
///   in `viewWillAppear` keeps its keyboard: focus moving elsewhere would end its editing), then
///   to the content's own preference (the presented controller's preferred focus environments).
///   Curtain's chrome (the dim, the grabber, the host around the content) is never a target:
///   it is reached only as an assistive technology's element, never by Tab.
/// - **Contained** (``isContained``): a modal presentation keeps focus inside it while it is up
///   (the screen behind and its dim are outside the focus scope); a non-modal one leaves the
///   screen behind reachable where the system allows it.
/// - **Restored** (``restoresAfterDismissal``): after the dismissal, focus goes back to the item
///   that had it when the presentation began (the system's `restoresFocusAfterTransition`,
///   which the players never turn off).
/// - **First responder**: the players never take the first responder from the content for
///   focus' sake (``takesFirstResponder`` is false).
///
/// ```swift
/// let focus = KeyboardFocus(isModal: true)
/// focus.appearing            // [.firstResponder, .content]
/// focus.isContained          // true
/// focus.restoresAfterDismissal // true
/// ```
package struct KeyboardFocus: Hashable, Sendable {
  /// A place focus may go when the presentation appears.
  package enum Target: String, Hashable, Sendable, CaseIterable {
    /// The content's first responder, when it is focusable (a text field).
    case firstResponder
    /// The presented content's own preferred focus environments.
    case content
  }

  /// Where focus goes when the presentation appears, by priority (the chrome never).
  package let appearing: [Target]
  /// Whether focus stays inside the presentation while it is up.
  package let isContained: Bool
  /// Whether focus goes back to where it was after the dismissal.
  package let restoresAfterDismissal: Bool
  /// Whether a player makes its own view the first responder in place of the content's: never.
  package let takesFirstResponder: Bool

  /// The decisions for a presentation that is modal or not.
  ///
  /// - Parameter isModal: Whether the presentation is modal (``PresentationAccessibility/isModal``).
  package init(isModal: Bool) {
    appearing = [.firstResponder, .content]
    isContained = isModal
    restoresAfterDismissal = true
    takesFirstResponder = false
  }
}

extension PresentationAccessibility {
  /// The keyboard's focus in this presentation (``KeyboardFocus``).
  package var keyboardFocus: KeyboardFocus { KeyboardFocus(isModal: isModal) }
}
