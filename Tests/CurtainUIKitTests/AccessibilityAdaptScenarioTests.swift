#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// Issue 37, "adapts to the user": Smart Invert leaves the dims alone and Increase Contrast
/// raises the grabber's contrast, followed live.
@Suite @MainActor struct AccessibilityAdaptScenarioTests {
  /// WCAG 2 relative luminance of an sRGB grey, gamma-encoded `v` in 0…1.
  static func luminance(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2 contrast ratio of two luminances.
  static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The grey a colour of grey `white` and `alpha` shows over a grey `background`
  /// (source-over in encoded values, as Core Animation blends).
  static func over(_ components: [CGFloat], _ background: Double) -> Double {
    let alpha = Double(components[3])
    return alpha * Double(components[0]) + (1 - alpha) * background
  }

  @Test func smartInvertLeavesTheDimsAlone() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    root.present(
      detail,
      animator: FadePresentation(
        size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200))))
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.presentationController as? CurtainPresentationController)
    let dim = try #require(controller.backgroundView)
    // Old code: true, the black dim inverted to white.
    #expect(!UIKitModel.smartInvertInverts(dim))
    #expect(UIKitModel.smartInvertInverts(detail.view), "the app's content is the app's call")
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()

    let sheetContent = UIViewController()
    root.present(sheetContent, sheet: try SheetPresentation(detents: [.medium, .large]))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(
      sheetContent.presentationController as? CurtainSheetPresentationController)
    #expect(!UIKitModel.smartInvertInverts(try #require(sheet.dimmingView)))
    Harness.expectNoFailures()
  }

  @Test func increaseContrastRaisesTheGrabberAboveThreeToOneLive() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(detail.presentationController as? CurtainSheetPresentationController)
    let grabber = try #require(sheet.grabberView)
    let white = Self.luminance(1)
    let black = Self.luminance(0)
    func contrasts() throws -> (onWhite: Double, onBlack: Double) {
      let components = try #require(grabber.backgroundColor?.modelComponents)
      return (
        Self.ratio(Self.luminance(Self.over(components, 1)), white),
        Self.ratio(Self.luminance(Self.over(components, 0)), black)
      )
    }
    // The default: grey 0.5 at half opacity is 0.75 on white, about 1.8:1.
    #expect(try contrasts().onWhite < 2)
    UIKitModel.increaseContrast = true
    // The next frame: UIKit may post the change a turn later (SEMANTICS.md note 21.6).
    ScenarioClock.advance(by: ScenarioClock.frame)
    // Old code: unchanged, 1.8:1 on white. WCAG 1.4.11 asks 3:1 of a control's parts; the
    // grey equally far from white and black gives √(1.05 / 0.05) = 4.58:1 on both.
    let raised = try contrasts()
    #expect(raised.onWhite >= 3 && raised.onBlack >= 3)
    #expect(abs(raised.onWhite - (1.05 / 0.05).squareRoot()) < 0.01)
    #expect(abs(raised.onBlack - (1.05 / 0.05).squareRoot()) < 0.01)
    UIKitModel.increaseContrast = false
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(try contrasts().onWhite < 2)
    Harness.expectNoFailures()
  }

  // MARK: - Dynamic Type

  @Test func anAlertGrowsWithTheTextSizeAndFollowsThePreferredContentSize() throws {
    Harness.world(size: CGSize(width: 1024, height: 1366))
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    root.present(
      detail,
      animator: FadePresentation(
        size: PresentationSize(width: .custom(value: 270), height: .custom(value: 180))))
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.size == CGSize(width: 270, height: 180))
    UIKitModel.contentSizeCategory = .accessibilityExtraLarge
    // The next frame: UIKit may post the change a turn later (SEMANTICS.md note 21.6).
    ScenarioClock.advance(by: ScenarioClock.frame)
    // Body text 40 pt at this size against 17 pt by default: 270 · 40 / 17 = 635.29…,
    // 180 · 40 / 17 = 423.53…; old code: still 270 × 180.
    let size = detail.view.frame.size
    #expect(abs(size.width - 270 * 40 / 17) < 1e-9)
    #expect(abs(size.height - 180 * 40 / 17) < 1e-9)
    // The content measures itself: its preferred size is used as it is.
    detail.preferredContentSize = CGSize(width: 300, height: 500)
    // The presentation controller asked for a layout pass; the run loop's pass lays it out.
    ScenarioClock.runUntilIdle()
    detail.presentationController?.containerView?.layoutIfNeeded()
    // Old code: the layout's 270 × 180 (preferredContentSize was never read).
    #expect(detail.view.frame.size == CGSize(width: 300, height: 500))
    // Centred in the safe area (top 47, bottom 34): x (1024 − 300) / 2 = 362,
    // y 47 + (1366 − 47 − 34 − 500) / 2 = 439.5.
    #expect(detail.view.frame.origin == CGPoint(x: 362, y: 439.5))
    UIKitModel.contentSizeCategory = .large
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }
}
#endif
