#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import CurtainZoom
import Foundation
import Testing
import UIKit

/// Increase Contrast raises a presentation's dim, as the core decides
/// (`ChromeAppearance.increasedContrastDim(_:)`), while it animates and live while presented.
@Suite @MainActor struct IncreaseContrastDimScenarioTests {
  /// By hand (IncreaseContrastDimTests): white under a black dim of this alpha has luminance
  /// `1.05 / 4.5 − 0.05`, a WCAG contrast ratio of 4.5:1 with white.
  static let raisedBlack = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)

  /// The alpha of the colour of the presentation's background view.
  func dimAlpha(_ detail: UIViewController) throws -> Double {
    let controller = try #require(
      detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    let components = try #require(background.backgroundColor?.modelComponents)
    #expect(components[0] == 0 && components[1] == 0 && components[2] == 0, "black")
    return Double(components[3])
  }

  /// Expects the dim's alpha to be `expected`, naming the value found.
  func expectDim(
    _ detail: UIViewController, _ expected: Double, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let alpha = try dimAlpha(detail)
    #expect(abs(alpha - expected) < 1e-6, "\(comment): \(alpha)", sourceLocation: sourceLocation)
  }

  @Test func theDimIsRaisedWhileItFadesInAndFollowsTheSettingLive() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    UIKitModel.increaseContrast = true
    defer { UIKitModel.increaseContrast = false }
    root.present(
      detail,
      animator: FadePresentation(
        size: PresentationSize(width: .custom(value: 300), height: .custom(value: 400))))
    ScenarioClock.advance(by: 0.1)
    #expect(UIKitModel.world.transitionsInFlight.count == 1)
    // Old code: 0.5, the default dim (3.98:1 over white).
    try expectDim(detail, Self.raisedBlack, "while fading in")
    ScenarioClock.runUntilIdle()
    try expectDim(detail, Self.raisedBlack, "presented")
    UIKitModel.increaseContrast = false
    // The next frame: UIKit may post the change a turn later (SEMANTICS.md note 21.6).
    ScenarioClock.advance(by: ScenarioClock.frame)
    try expectDim(detail, 0.5, "the app's dim again, live")
    UIKitModel.increaseContrast = true
    ScenarioClock.advance(by: ScenarioClock.frame)
    try expectDim(detail, Self.raisedBlack, "raised again, live")
    // The dismissal fades the raised dim out.
    detail.dismiss(animated: true)
    ScenarioClock.advance(by: 0.1)
    try expectDim(detail, Self.raisedBlack, "while fading out")
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test func aDarkerDimStaysAsTheAppWroteIt() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    UIKitModel.increaseContrast = true
    defer { UIKitModel.increaseContrast = false }
    root.present(
      detail,
      animator: FadePresentation(
        size: PresentationSize(width: .custom(value: 300), height: .custom(value: 400)),
        uiConfiguration: PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 0.7))))
    ScenarioClock.runUntilIdle()
    try expectDim(detail, 0.7, "Presentr's dim, 8.5:1 over white already")
    Harness.expectNoFailures()
  }

  /// The zoom draws its own dim, a black view faded to its `dimAlpha` (0.2 by default): under
  /// Increase Contrast the view fades to the raised alpha instead, and the kept dim stays there.
  @Test func theZoomsOwnDimIsRaised() throws {
    Harness.world()
    UIKitModel.increaseContrast = true
    defer { UIKitModel.increaseContrast = false }
    let scene = try ZoomDimScenarioTests.Scene(layout: .popup)
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let container = try #require(scene.detail.presentationController?.containerView)
    let dims = container.subviews.filter {
      $0.backgroundColor?.modelComponents == [0, 0, 0, 1] && $0.frame == container.bounds
    }
    let dim = try #require(dims.first)
    // Old code: 0.2, the zoom's default (white under it at 1.6:1).
    #expect(abs(Double(dim.alpha) - Self.raisedBlack) < 1e-6, "\(dim.alpha)")
    Harness.expectNoFailures()
  }
}
#endif
