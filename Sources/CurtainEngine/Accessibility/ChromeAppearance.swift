import Curtain
import Foundation

/// How Curtain's chrome looks for users of Smart Invert and Increase Contrast, decided once
/// for both players.
///
/// - **Smart Invert** inverts colours except where a view asks it not to
///   (`accessibilityIgnoresInvertColors`): a black dim inverted is a white haze that lights the
///   screen it should darken, and an inverted blur tints the wrong way, so backgrounds
///   (dims and blurs) ignore it (``backgroundIgnoresInvertColors``).
/// - **Increase Contrast** (`UIAccessibility.isDarkerSystemColorsEnabled`): the sheet's grabber,
///   by default a mid grey at half opacity (contrast about 1.8:1 on white), becomes the opaque
///   grey of the highest contrast against both a white and a black sheet, about 4.6:1 on each
///   (``grabberColor(increasedContrast:)``), above the 3:1 WCAG 2.1 asks of the parts of a
///   control (success criterion 1.4.11).
package enum ChromeAppearance {
  /// Whether a presentation's dim or blur, and a sheet's dim, ignore Smart Invert: `true`.
  package static let backgroundIgnoresInvertColors = true

  /// The grey whose relative luminance `L` is equally far, by WCAG contrast ratio, from white
  /// and black: `(1 + 0.05) / (L + 0.05) = (L + 0.05) / (0 + 0.05)`, so
  /// `L = √(1.05 · 0.05) − 0.05 ≈ 0.1791`, encoded ≈ 0.4603.
  package static var equalContrastGrey: Double {
    PresentationUIConfiguration.BlurStyle.encoded((1.05 * 0.05).squareRoot() - 0.05)
  }

  /// The grabber's colour.
  ///
  /// - Parameter increasedContrast: The system's Increase Contrast setting.
  /// - Returns: A mid grey (0.5) at half opacity; with increased contrast the opaque
  ///   ``equalContrastGrey``.
  package static func grabberColor(increasedContrast: Bool) -> RGBAColor {
    increasedContrast
      ? RGBAColor(white: equalContrastGrey, alpha: 1) : RGBAColor(white: 0.5, alpha: 0.5)
  }
}
