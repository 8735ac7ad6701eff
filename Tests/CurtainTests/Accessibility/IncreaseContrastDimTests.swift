import Curtain
import CurtainEngine
import Foundation
import Testing

/// Increase Contrast raises a dim until white content stands 4.5:1 from the screen behind at
/// its lightest (white), by WCAG 2's formula, computed here on its own.
@Suite struct IncreaseContrastDimTests {
  /// WCAG 2 relative luminance of a gamma-encoded sRGB grey.
  static func luminance(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2 contrast ratio between white and white under a black dim of `alpha`: white under
  /// the dim shows the encoded grey `1 − alpha` (source-over in encoded values).
  static func ratioOverWhite(_ alpha: Double) -> Double {
    (1 + 0.05) / (luminance(1 - alpha) + 0.05)
  }

  /// By hand: the luminance under the dim may be at most `1.05 / 4.5 − 0.05 = 0.18333`; its
  /// encoded grey is `1.055 · 0.18333^(1 / 2.4) − 0.055 = 0.46532`, so the dim is `1 − 0.46532`.
  static let raisedBlack = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)

  @Test func theHandDerivedDimGivesFourAndAHalfToOne() {
    #expect(abs(Self.raisedBlack - 0.534_68) < 1e-5)
    #expect(abs(Self.ratioOverWhite(Self.raisedBlack) - 4.5) < 1e-9)
    // The default dim, 0.5, gives white 3.98:1: above 1.4.11's 3:1, below 4.5:1.
    #expect(abs(Self.ratioOverWhite(0.5) - 3.98) < 0.01)
  }

  @Test func aLighterBlackDimRisesAndADarkerOneStays() {
    for alpha in [0.01, 0.3, 0.5] {
      let raised = ChromeAppearance.increasedContrastDim(RGBAColor(white: 0, alpha: alpha))
      #expect(abs(raised.alpha - Self.raisedBlack) < 1e-9, "\(alpha)")
      #expect(raised.red == 0 && raised.green == 0 && raised.blue == 0)
    }
    // No dim stays none.
    let none = RGBAColor(white: 0, alpha: 0)
    #expect(ChromeAppearance.increasedContrastDim(none) == none)
    // Presentr's 0.7 leaves white at 8.5:1 already.
    #expect(Self.ratioOverWhite(0.7) > 8)
    let dark = RGBAColor(white: 0, alpha: 0.7)
    #expect(ChromeAppearance.increasedContrastDim(dark) == dark)
  }

  @Test func aColourTooLightToReachTheRatioKeepsItsAlpha() {
    // Opaque grey 0.6 has luminance 0.318 > 0.1833: no alpha reaches 4.5:1.
    #expect(Self.luminance(0.6) > 1.05 / 4.5 - 0.05)
    let light = RGBAColor(white: 0.6, alpha: 0.4)
    #expect(ChromeAppearance.increasedContrastDim(light) == light)
  }

  @Test func aColouredDimRisesByItsOwnLuminance() {
    // A navy dim (0, 0, 0.5): over white each channel shows 1 − a·(1 − c).
    let navy = ChromeAppearance.increasedContrastDim(
      RGBAColor(red: 0, green: 0, blue: 0.5, alpha: 0.3))
    let a = navy.alpha
    let y =
      0.2126 * Self.luminance(1 - a) + 0.7152 * Self.luminance(1 - a) + 0.0722
      * Self.luminance(1 - a * 0.5)
    #expect(abs((1.05) / (y + 0.05) - 4.5) < 1e-6)
    #expect(a > Self.raisedBlack, "blue lets more light through than black")
  }

  @Test func theDecisionRaisesTheStyleNotTheBlur() throws {
    let dim = PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 0.5))
    let raised = PresentationAccessibility(uiConfiguration: dim, increaseContrast: true)
    guard case .dimmed(let alpha) = raised.backgroundStyle else {
      Issue.record("a dim stays a dim")
      return
    }
    #expect(abs(Double(alpha) - Self.raisedBlack) < 1e-9)
    #expect(raised.increasesDimContrast)
    #expect(raised.substitutedDimAlpha == nil, "Reduce Transparency replaced nothing")
    let plain = PresentationAccessibility(uiConfiguration: dim)
    #expect(plain.backgroundStyle == .dimmed(alpha: 0.5))
    #expect(!plain.increasesDimContrast)
    let blur = PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark))
    #expect(
      PresentationAccessibility(uiConfiguration: blur, increaseContrast: true).backgroundStyle
        == .blurred(style: .dark))
  }

  @MainActor @Test func thePlansDimIsRaisedWithItsTiming() throws {
    let context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      presentedFrame: CGRect(x: 0, y: 422, width: 390, height: 422))
    let plan = try FadePresentation().plan(for: context)
    let raised = plan.increasingDimContrast()
    #expect(raised.duration == plan.duration)
    var colours: [RGBAColor] = []
    for step in raised.setup {
      if case .insert(.background, let state, _) = step, let colour = state.backgroundColor {
        colours.append(colour)
      }
    }
    for track in raised.tracks where track.actor == .background {
      colours += track.keyframes.compactMap(\.state.backgroundColor)
    }
    #expect(!colours.isEmpty, "the plan draws a dim")
    for colour in colours { #expect(abs(colour.alpha - Self.raisedBlack) < 1e-9) }
    // The fade (the view's alpha) and the presented view are the plan's own.
    #expect(
      raised.tracks.filter { $0.actor != .background }
        == plan.tracks.filter { $0.actor != .background })
    #expect(
      raised.tracks.filter { $0.actor == .background }.map { $0.keyframes.map(\.state.alpha) }
        == plan.tracks.filter { $0.actor == .background }.map { $0.keyframes.map(\.state.alpha) })
  }
}
