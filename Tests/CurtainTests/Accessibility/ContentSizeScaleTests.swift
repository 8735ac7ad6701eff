import CurtainEngine
import Foundation
import Testing

@testable import Curtain

/// Dynamic Type for presentations sized to content, and the grabber's contrast.
@Suite struct ContentSizeScaleTests {
  @Test func theFactorIsTheBodySizeOverSeventeenNeverBelowOne() {
    #expect(ContentSizeScale.factor(of: .large) == 1)
    #expect(ContentSizeScale.factor(of: .extraSmall) == 1)
    #expect(ContentSizeScale.factor(of: .extraLarge) == 19.0 / 17)
    #expect(ContentSizeScale.factor(of: .accessibilityExtraExtraExtraLarge) == 53.0 / 17)
  }

  @Test func fixedLengthsGrowAndThePreferredSizeWins() {
    let alert = PresentationLayout.alert.adapted(to: .accessibilityLarge)
    #expect(alert.size.width == .custom(value: 270 * 33 / 17))
    #expect(alert.size.height == .custom(value: 180 * 33 / 17))
    let measured = PresentationLayout.alert.adapted(
      to: .accessibilityLarge, preferredContentSize: CGSize(width: 0, height: 420))
    #expect(measured.size.width == .custom(value: 270 * 33 / 17), "no preferred width")
    #expect(measured.size.height == .custom(value: 420))
    #expect(PresentationLayout.popup.adapted(to: .accessibilityLarge) == .popup)
  }

  @Test func theGrabberUnderIncreaseContrastIsAsFarFromWhiteAsFromBlack() {
    let grey = ChromeAppearance.grabberColor(increasedContrast: true)
    #expect(grey.alpha == 1)
    // WCAG relative luminance of the grey, by the sRGB formula.
    let v = grey.red
    let luminance = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    let onWhite = 1.05 / (luminance + 0.05)
    let onBlack = (luminance + 0.05) / 0.05
    #expect(abs(onWhite - onBlack) < 1e-9)
    #expect(abs(onWhite - (1.05 / 0.05).squareRoot()) < 1e-9)  // 4.58:1
    #expect(
      ChromeAppearance.grabberColor(increasedContrast: false)
        == RGBAColor(white: 0.5, alpha: 0.5))
  }
}
