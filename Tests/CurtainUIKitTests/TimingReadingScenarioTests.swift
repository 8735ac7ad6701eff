#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: values on screen mid-animation, under the alternative readings of the model's
// timing notes (Tests/UIKitStub/SEMANTICS.md §21).
import Curtain
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// The player's timing does not depend on a reading of UIKit we only observed or guessed.
@Suite @MainActor struct TimingReadingScenarioTests {
  /// Jelly's `updateCorners(radius:corners:duration:)` rounds the presented view on the core's
  /// live-update curve (ease-in-out, as Jelly's `UIView.animate(withDuration:)`), under both
  /// readings of how UIKit runs block animations (note 21.21 O, alternative
  /// `blockAnimationsStartNextTurn`): it runs a property animator, not a block animation.
  @Test(arguments: [
    UIKitModelReadings.documented, UIKitModelReadings([.blockAnimationsStartNextTurn]),
  ])
  func aJellyCornerUpdateFollowsTheLiveUpdateCurve(readings: UIKitModelReadings) throws {
    Harness.world()
    UIKitModel.world.readings = readings
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .fullscreen, height: .halfscreen))
    let animator = Animator(presentation: presentation)
    animator.prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let view = try #require(controller.presentedView)
    let start = view.layer.cornerRadius
    animator.updateCorners(radius: 40, corners: .all, duration: .medium)
    ScenarioClock.advance(by: 0.25)
    // Half-way in time on ease-in-out, (0.42, 0) (0.58, 1), which is symmetric about
    // (0.5, 0.5): half-way from the start radius to 40. The curve's slope there is
    // y′/x′ = 1.5 / 0.87 ≈ 1.72 per unit of time, over 0.5 s: at most (40 − start) × 3.45 pt/s,
    // so a frame (1/60 s) off is within 2.5 pt for a start of 0.
    let expected = start + (40 - start) * 0.5
    let shown = view.modelPresentedCornerRadius
    #expect(abs(shown - expected) <= 2.5, "half-way radius \(shown)")
    ScenarioClock.runUntilIdle()
    #expect(view.layer.cornerRadius == 40)
    #expect(view.layer.maskedCorners.rawValue == RectCorners.all.rawValue)
    withExtendedLifetime(animator) {}
    Harness.expectNoFailures()
  }
}
#endif
