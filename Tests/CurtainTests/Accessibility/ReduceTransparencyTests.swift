import Curtain
import Foundation
import Testing

@Suite struct ReduceTransparencyTests {
  /// sRGB relative luminance (IEC 61966-2-1), written out here independently of the library.
  static func luminance(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// The WCAG contrast ratio of two luminances.
  static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The dim of equal contrast found by bisection (a different route from the library's closed
  /// form): the `d` in 0...1 whose dim `(1 − d)·v` has the blur's contrast ratio with `v`.
  static func bisectedDim(white w: Double, alpha a: Double, over v: Double) -> Double {
    let target = ratio(luminance(v), luminance(a * w + (1 - a) * v))
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      // The ratio grows with d (the dim darkens).
      if ratio(luminance(v), luminance((1 - mid) * v)) < target { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// Reference values over middle grey (v = 0.5), from the Python script
  /// `b = a*w + (1-a)*v; r = ratio(Y(v), Y(b)); d = 1 - E((Y(v)+0.05)/r - 0.05)/v` with the sRGB
  /// transfer functions: light 0.262176, extra light 0.580674, dark 0.5694.
  static let references: [(PresentationUIConfiguration.BlurStyle, Double)] = [
    (.light, 0.262176), (.extraLight, 0.580674), (.dark, 0.5694),
    (.regular, 0.262176), (.prominent, 0.580674),
  ]

  @Test(arguments: references)
  func aBlurBecomesTheDimOfEqualContrastOverMiddleGrey(
    style: PresentationUIConfiguration.BlurStyle, expected: Double
  ) {
    let alpha = Double(style.equalContrastDimAlpha())
    #expect(abs(alpha - expected) < 1e-6, "\(style): \(alpha)")
    let (w, a) = style.tint
    #expect(abs(alpha - Self.bisectedDim(white: w, alpha: a, over: 0.5)) < 1e-9)
  }

  @Test func theTintsAreAppleImageEffectsSamplesValues() {
    // UIImage+ImageEffects (WWDC 2013): light white 1.0 alpha 0.3, extra light 0.97 / 0.82,
    // dark 0.11 / 0.73.
    #expect(PresentationUIConfiguration.BlurStyle.light.tint == (1.0, 0.3))
    #expect(PresentationUIConfiguration.BlurStyle.extraLight.tint == (0.97, 0.82))
    #expect(PresentationUIConfiguration.BlurStyle.dark.tint == (0.11, 0.73))
  }

  @Test func aDarkeningBlurGetsTheDimOfTheSameLuminance() {
    // Dark over v = 0.5 shows 0.73·0.11 + 0.27·0.5 = 0.2153; the dim that shows the same is
    // (1 − d)·0.5 = 0.2153, d = 0.5694, by hand.
    let alpha = PresentationUIConfiguration.BlurStyle.dark.equalContrastDimAlpha()
    #expect(abs(Double(alpha) - 0.5694) < 1e-9)
  }

  @Test func aLightBlurOverWhiteChangesNothingSoTheDimIsZero() {
    // Light over white shows 0.3·1 + 0.7·1 = 1: contrast ratio 1, so no dim.
    let alpha = PresentationUIConfiguration.BlurStyle.light.equalContrastDimAlpha(over: 1)
    #expect(abs(alpha) < 1e-12)
  }

  @Test func aRatioNoDimCanReachIsClampedToFullBlack() {
    // Extra light over grey 0.2 brightens by a ratio of 8.52 (reference script); black over
    // 0.2 reaches at most (0.0331 + 0.05) / 0.05 = 1.66, so the dim is clamped to 1.
    let alpha = PresentationUIConfiguration.BlurStyle.extraLight.equalContrastDimAlpha(over: 0.2)
    #expect(alpha == 1)
  }

  @Test func aNonFiniteContentGreyFallsBackToMiddleGrey() {
    let style = PresentationUIConfiguration.BlurStyle.dark
    #expect(style.equalContrastDimAlpha(over: .nan) == style.equalContrastDimAlpha())
  }

  @Test func theBackgroundStyleSubstitutesOnlyABlur() {
    #expect(
      PresentationUIConfiguration.BackgroundStyle.dimmed(alpha: 0.4).reducingTransparency
        == .dimmed(alpha: 0.4))
    #expect(PresentationUIConfiguration.BackgroundStyle.none.reducingTransparency == .none)
    #expect(
      PresentationUIConfiguration.BackgroundStyle.blurred(style: .dark).reducingTransparency
        == .dimmed(alpha: PresentationUIConfiguration.BlurStyle.dark.equalContrastDimAlpha()))
  }

  @MainActor @Test func theBlurredPlanBecomesADimWithTheSameTiming() throws {
    let presentation = FadePresentation(
      uiConfiguration: PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark)))
    let context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      presentedFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let plan = try presentation.plan(for: context)
    let reduced = plan.reducingTransparency(dimAlpha: 0.5)
    #expect(reduced.duration == plan.duration)
    for time in [0, plan.duration / 3, plan.duration / 2, plan.duration] {
      let blur = try #require(plan.state(of: .background, at: time).blurFraction)
      let dim = reduced.state(of: .background, at: time)
      #expect(dim.blurFraction == nil)
      // The dim's view alpha follows the blur fraction exactly, over black at 0.5.
      #expect(dim.alpha == blur, "t = \(time)")
      #expect(dim.backgroundColor == RGBAColor(white: 0, alpha: 0.5))
    }
    #expect(
      reduced.state(of: .presented, at: plan.duration / 2)
        == plan.state(
          of: .presented, at: plan.duration / 2))
  }

  @MainActor @Test func aPlanWithoutABlurIsUnchanged() throws {
    let presentation = FadePresentation()
    let context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      presentedFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let plan = try presentation.plan(for: context)
    #expect(plan.reducingTransparency(dimAlpha: 0.5) == plan)
  }
}
