import Foundation

extension PresentationUIConfiguration {
  /// The look of a blurred background, after `UIBlurEffect.Style`.
  ///
  /// The plan animates only how far the blur has come in (``ViewState/blurFraction``); a player
  /// reads the style from the presentation's ``PresentationUIConfiguration/backgroundStyle``.
  public enum BlurStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIBlurEffect.Style.light`.
    case light
    /// `UIBlurEffect.Style.dark`.
    case dark
    /// `UIBlurEffect.Style.extraLight`.
    case extraLight
    /// `UIBlurEffect.Style.regular`.
    case regular
    /// `UIBlurEffect.Style.prominent`.
    case prominent
  }
}
