#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// Presentr's chrome goes through the plan (issue 34, the finding after the reference
/// differential): whichever transition type animates the presented view, Presentr 1.9 fades its
/// chrome view (black, `backgroundOpacity` 0.7) in alongside the presentation and out alongside
/// the dismissal, and rounds the alert's and the popup's corners with radius 4
/// (`PresentrController.setupCornerRadius`, `PresentationType.shouldRoundCorners`).
///
/// The transition here is Presentr's cross-dissolve of 0.3 s (`.normal(duration:)`, UIKit's
/// ease-in-out), so its plan has no background of its own; ease-in-out is symmetric, so at
/// 0.15 s the fade has reached half: the dim's view alpha is 0.5, its opacity 0.5 × 0.7 = 0.35.
@Suite @MainActor struct PresentrParityScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  private func present(_ layout: PresentationLayout) throws -> (UIViewController, UIView) {
    Harness.world()
    let presenter = Presentr(presentationType: layout)
    presenter.transitionType = .custom(fade())
    let detail = UIViewController()
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    return (detail, background)
  }

  /// On the old code the dim stood at view alpha 1 (opacity 0.7) from the first frame and until
  /// the dismissal had ended.
  @Test func theDimFadesInAndOutAlongsideAnyTransitionType() throws {
    let (detail, background) = try present(.alert)
    #expect(abs(background.modelPresentedAlpha) < 1e-9, "clear at the start")
    ScenarioClock.advance(by: 0.15)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    let colour = try #require(background.backgroundColor)
    #expect(abs(colour.modelComponents[3] - 0.7) < 1e-9, "Presentr's backgroundOpacity")
    ScenarioClock.runUntilIdle()
    #expect(background.alpha == 1)
    detail.dismiss(animated: true)
    ScenarioClock.advance(by: 0.15)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  /// On the old code the alert's radius was 0 on every frame.
  @Test(arguments: [
    (PresentationLayout.alert, 4.0), (.popup, 4.0), (.bottomHalf, 0.0), (.fullScreen, 0.0),
  ])
  func theAlertAndThePopupAreRounded(layout: PresentationLayout, radius: Double) throws {
    let (detail, _) = try present(layout)
    ScenarioClock.advance(by: 0.05)
    #expect(Double(detail.view.modelPresentedCornerRadius) == radius, "while it presents")
    ScenarioClock.runUntilIdle()
    #expect(Double(detail.view.layer.cornerRadius) == radius, "at rest")
    Harness.expectNoFailures()
  }

  /// With no transition type set, the top half comes down from the top, as Presentr's
  /// `PresentationType.defaultTransitionType()`; on the old code it came up from the bottom
  /// (`.coverVertical` for every layout): on its first frame its top was below the container's
  /// top (y > 0), where it must be above it (y < 0, off screen above).
  @Test func theTopHalfComesDownFromTheTopByDefault() throws {
    Harness.world()
    let presenter = Presentr(presentationType: .topHalf)
    presenter.registry = AnimatorRegistry.builtIn
    let detail = UIViewController()
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    ScenarioClock.advance(by: 0.05)
    let center = detail.view.modelPresentedCenter
    let size = detail.view.modelPresentedSize
    let early = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    #expect(early.maxY < 844 / 2, "above its resting place, coming down: \(early)")
    #expect(early.minY < 0, "partly above the screen: \(early)")
    ScenarioClock.runUntilIdle()
    #expect((0..<100).contains(detail.view.frame.minY), "at rest against the top")
    Harness.expectNoFailures()
  }
}
#endif
