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

  /// Jelly's full-screen cover and slide from the bottom, with the medium spring (ζ 0.5,
  /// velocity 3) composed with the linear curve over 0.5 s, move the presented view alike frame
  /// for frame under both readings of how UIKit composes a curve with a spring (note 21.20 M,
  /// alternative `composedRunsCubicOnly`: the cubic curve alone): the player plays the core's
  /// composed curve as linear keyframes and hands UIKit no `.composed` provider.
  ///
  /// Under either reading the view overshoots its end, as the core's curve does: the spring
  /// (ω₀ = ln 1000 / (0.5 × 0.5) ≈ 27.63 /s, x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − 3)/ω_d ·
  /// sin ω_d t), ω_d = ω₀√0.75) peaks at t ≈ 0.127 s at 1.16407, 138.5 pt above the end on an
  /// 844-pt screen (python, a 1 ms grid); the frames at 7/60 and 8/60 s show −132.1 and
  /// −136.6 pt, so whichever frame the transition starts on, one frame reads more than 130 pt
  /// past the end. The cubic curve alone (linear) never passes it.
  @Test(arguments: [false, true])
  func aCoverAndASlideMoveAlikeUnderEitherComposedReading(slide: Bool) throws {
    let documented = try presentedTops(slide: slide, readings: .documented)
    let cubicOnly = try presentedTops(
      slide: slide, readings: UIKitModelReadings([.composedRunsCubicOnly]))
    #expect(documented == cubicOnly)
    let deepest = try #require(documented.min())
    #expect(deepest < -130, "the deepest frame is at \(deepest)")
    #expect(deepest > -139, "the deepest frame is at \(deepest)")
  }

  /// The presented view's top on screen (its centre and transform, as drawn) at each of the
  /// first 36 frames of a presentation, then the presentation played out.
  private func presentedTops(slide: Bool, readings: UIKitModelReadings) throws -> [CGFloat] {
    Harness.world()
    UIKitModel.world.readings = readings
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let timing = PresentationTiming(
      duration: .medium, presentationCurve: .linear, dismissCurve: .linear)
    let presentation: any Presentation =
      slide
      ? SlidePresentation(timing: timing, direction: .bottom, spring: .medium, parallax: 0)
      : CoverPresentation(
        directionShow: .bottom, directionDismiss: .bottom, timing: timing, spring: .medium)
    let animator = Animator(presentation: presentation)
    animator.prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let view = try #require(controller.presentedView)
    var tops: [CGFloat] = []
    for _ in 0..<36 {
      ScenarioClock.advance(by: 1.0 / 60)
      tops.append(
        view.modelPresentedCenter.y + view.modelPresentedTransform.ty
          - view.modelPresentedSize.height / 2)
    }
    ScenarioClock.runUntilIdle()
    #expect(view.frame.minY == 0)
    withExtendedLifetime(animator) {}
    Harness.expectNoFailures()
    return tops
  }
}
#endif
