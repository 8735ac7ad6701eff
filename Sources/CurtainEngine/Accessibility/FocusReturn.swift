import Curtain
import Foundation

/// Where VoiceOver's focus goes back once a presentation is dismissed: the element that was
/// focused when it began, only when that element still shows what it showed then.
///
/// Players hold the element weakly, and a weak reference answers for the object, not for what
/// it means: a table cell scrolled away and reused for another row is the same object, in the
/// same window, with another row's words. Focus goes back to the element only when it is still
/// in the window and its accessible content (label, value, identifier, traits) is what was
/// remembered; otherwise it goes to the presenting screen, which VoiceOver starts reading from
/// its first element.
package enum FocusReturn: Hashable, Sendable {
  /// Back to the remembered element.
  case element
  /// To the presenting screen (its first element).
  case screen

  /// What an element says to assistive technologies, compared before and after.
  package struct Content: Hashable, Sendable {
    /// Its accessibility label.
    package var label: String?
    /// Its accessibility value.
    package var value: String?
    /// Its accessibility identifier.
    package var identifier: String?
    /// Its traits' raw bits.
    package var traits: UInt64

    /// Content with these values.
    package init(label: String?, value: String?, identifier: String?, traits: UInt64) {
      self.label = label
      self.value = value
      self.identifier = identifier
      self.traits = traits
    }
  }

  /// The decision.
  ///
  /// - Parameters:
  ///   - remembered: The element's content when the presentation began; `nil` when nothing
  ///     was focused.
  ///   - current: Its content now; `nil` when the element is gone (released).
  ///   - isInWindow: Whether it is still in the window.
  /// - Returns: ``element`` only when the element is in the window and says the same.
  package static func decide(
    remembered: Content?, current: Content?, isInWindow: Bool
  ) -> FocusReturn {
    guard let remembered, let current, isInWindow, remembered == current else { return .screen }
    return .element
  }
}
