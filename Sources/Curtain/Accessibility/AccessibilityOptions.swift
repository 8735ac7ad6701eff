import Foundation

/// How a presentation opts out of, or adjusts, Curtain's accessible defaults.
///
/// The defaults (``automatic``) follow the presentation's configuration: see
/// `PresentationAccessibility` for each rule. Every field here overrides one rule.
///
/// ```swift
/// var options = AccessibilityOptions.automatic
/// options.escape = .refuses          // the app handles escape itself
/// options.dismissLabel = "Close"     // instead of the localized "Dismiss"
/// ```
public struct AccessibilityOptions: Hashable, Sendable {
  /// Whether the presented view is modal for assistive technologies.
  public enum Modality: Hashable, Sendable {
    /// Modal unless the background is deliberately interactive (the default).
    case automatic
    /// Always modal.
    case modal
    /// Never modal: VoiceOver may read the screen behind.
    case nonModal
  }

  /// What the escape gesture (the two-finger scrub, a keyboard's Escape) does.
  public enum Escape: Hashable, Sendable {
    /// Dismisses a dismissible presentation, refuses otherwise (the default).
    case automatic
    /// Dismisses, even when a tap on the background does not (still subject to the vetoes).
    case dismisses
    /// Refuses and reports the attempt, whatever the configuration.
    case refuses
  }

  /// Whether the presented view is modal for assistive technologies.
  public var modality: Modality
  /// What the escape gesture does.
  public var escape: Escape
  /// Whether a completed presentation or dismissal posts a screen-changed notification.
  public var announcesScreenChanges: Bool
  /// The dimming view's accessibility label; `nil` is `PresentationAccessibility.localizedDismissLabel`.
  public var dismissLabel: String?
  /// Whether a blurred background becomes a dim of equal contrast under Reduce Transparency.
  public var substitutesBlur: Bool
  /// Where Curtain's words come from (``CurtainStrings/standard``: the app's `Curtain` table,
  /// then the package's, in the user's language).
  public var strings: CurtainStrings = .standard
  /// The names VoiceOver says for the sheet's detents, by detent id, instead of Curtain's
  /// (`CurtainStrings.detentName(_:in:detentNames:)`); empty by default.
  public var detentNames: [String: String] = [:]

  /// Creates options.
  ///
  /// - Parameters:
  ///   - modality: Defaults to ``Modality/automatic``.
  ///   - escape: Defaults to ``Escape/automatic``.
  ///   - announcesScreenChanges: Defaults to `true`.
  ///   - dismissLabel: Defaults to `nil` (the localized "Dismiss").
  ///   - substitutesBlur: Defaults to `true`.
  public init(
    modality: Modality = .automatic, escape: Escape = .automatic,
    announcesScreenChanges: Bool = true, dismissLabel: String? = nil, substitutesBlur: Bool = true
  ) {
    self.modality = modality
    self.escape = escape
    self.announcesScreenChanges = announcesScreenChanges
    self.dismissLabel = dismissLabel
    self.substitutesBlur = substitutesBlur
  }

  /// Curtain's accessible defaults.
  public static let automatic = AccessibilityOptions()
}
