import Curtain
import CurtainEngine
import Foundation
import Testing

@Suite struct PresentationAccessibilityTests {
  typealias Tap = PresentationUIConfiguration.BackgroundTap

  /// Each background tap, the decisions derived by hand from the rules: `.dismiss` modal,
  /// escape dismisses, the dim a "Dismiss" button; `.none` modal, escape refuses, the dim no
  /// element; `.passthrough` not modal, escape refuses, the dim no element.
  static let taps:
    [(Tap, PresentationAccessibility.Modality, PresentationAccessibility.Escape, Bool)] =
      [
        (.dismiss, .modal, .dismisses, true),
        (.none, .modal, .refuses(.backgroundTapDoesNothing), false),
        (.passthrough, .nonModal(.passthroughBackground), .refuses(.passthroughBackground), false),
      ]

  @Test(arguments: taps)
  func theBackgroundTapDecidesModalityEscapeAndTheDimmingElement(
    tap: Tap, modality: PresentationAccessibility.Modality,
    escape: PresentationAccessibility.Escape, isElement: Bool
  ) throws {
    let ui = PresentationUIConfiguration(
      backgroundStyle: .dimmed(alpha: 0.4), backgroundTap: tap)
    let accessibility = PresentationAccessibility(uiConfiguration: ui)
    #expect(accessibility.kind == .presentation)
    #expect(accessibility.modality == modality)
    #expect(accessibility.isModal == (modality == .modal))
    #expect(accessibility.escape == escape)
    let element = try #require(accessibility.dimmingElement)
    #expect(element.isAccessibilityElement == isElement)
    #expect(element.label == "Dismiss")
    #expect(element.traits == (isElement ? .button : []))
    #expect(accessibility.grabber == nil)
  }

  @Test func noBackgroundHasNoDimmingElement() throws {
    let ui = PresentationUIConfiguration(backgroundStyle: .none)
    #expect(PresentationAccessibility(uiConfiguration: ui).dimmingElement == nil)
  }

  @Test func aContextWhoseOutsidePassesTouchesIsNotModal() throws {
    let accessibility = PresentationAccessibility(
      uiConfiguration: .default, outsideContextTap: .passthrough)
    #expect(accessibility.modality == .nonModal(.passthroughOutsideContext))
    // Its escape is still the background tap's: dismiss.
    #expect(accessibility.escape == .dismisses)
    let swallowed = PresentationAccessibility(
      uiConfiguration: .default, outsideContextTap: Tap.none)
    #expect(swallowed.isModal)
  }

  @Test func aPlainAnimatorsPresentationIsAModalThatEscapeDismisses() {
    let accessibility = PresentationAccessibility(plainWith: .automatic)
    #expect(accessibility.kind == .plain)
    #expect(accessibility.isModal)
    #expect(accessibility.escape == .dismisses)
    #expect(accessibility.dimmingElement == nil)
    #expect(accessibility.backgroundStyle == .none)
  }

  @Test func reduceTransparencyTurnsABlurIntoTheDimOfEqualContrast() throws {
    let ui = PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark))
    let normal = PresentationAccessibility(uiConfiguration: ui)
    #expect(normal.backgroundStyle == .blurred(style: .dark))
    #expect(normal.substitutedDimAlpha == nil)
    let reduced = PresentationAccessibility(uiConfiguration: ui, reduceTransparency: true)
    // 0.5694: see ReduceTransparencyTests (the dark tint over middle grey, by hand).
    let alpha = try #require(reduced.substitutedDimAlpha)
    #expect(abs(Double(alpha) - 0.5694) < 1e-9)
    #expect(reduced.backgroundStyle == .dimmed(alpha: alpha))
    // A dim stays a dim: nothing is substituted.
    let dimmed = PresentationAccessibility(uiConfiguration: .default, reduceTransparency: true)
    #expect(dimmed.substitutedDimAlpha == nil)
  }

  @Test func optionsOverrideEachRule() throws {
    let ui = PresentationUIConfiguration(
      backgroundStyle: .blurred(style: .light), backgroundTap: .none)
    let options = AccessibilityOptions(
      modality: .nonModal, escape: .dismisses, dismissLabel: "Close", substitutesBlur: false)
    let accessibility = PresentationAccessibility(
      uiConfiguration: ui, reduceTransparency: true, options: options)
    #expect(accessibility.modality == .nonModal(.optedOut))
    #expect(accessibility.escape == .dismisses)
    #expect(accessibility.dimmingElement?.label == "Close")
    #expect(accessibility.backgroundStyle == .blurred(style: .light))
    let refusing = PresentationAccessibility(
      uiConfiguration: .default, options: AccessibilityOptions(modality: .modal, escape: .refuses))
    #expect(refusing.escape == .refuses(.optedOut))
    #expect(refusing.isModal)
    let passthrough = PresentationUIConfiguration(backgroundTap: .passthrough)
    let forced = PresentationAccessibility(
      uiConfiguration: passthrough, options: AccessibilityOptions(modality: .modal))
    #expect(forced.isModal)
  }
}
