import Foundation

extension PresentationUIConfiguration {
  /// What a tap on the background (outside the presented view) does.
  public enum BackgroundTap: String, Hashable, Sendable, Codable, CaseIterable {
    /// Dismisses the presented view, as Jelly's `isTapBackgroundToDismissEnabled: true`.
    case dismiss
    /// Nothing: the background swallows the tap, as Jelly's
    /// `isTapBackgroundToDismissEnabled: false`.
    case none
    /// The tap goes through to the screen below, as if there were no background.
    case passthrough
  }
}
