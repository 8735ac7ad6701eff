#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// A pan that drives a dismissal moves the view with the finger, point for point: its progress
/// per point is 1 ÷ the distance the transition moves the view (the core's
/// `InteractionTracker.distance(moving:in:along:extent:)`), not the view's own height.
@Suite @MainActor struct PresentrSwipeScenarioTests {
  /// Presentr's `dismissOnSwipe` moves the view down by the finger's distance.
  ///
  /// The layout's default cover (`.coverVertical`) leaves to y = container height + view
  /// height, as Presentr's `CoverVerticalAnimation`. On the 390 × 844 window the bottom half
  /// rests at y 422 (centre 633) and leaves to y 1266, 844 pt away, twice its height; the full
  /// screen rests at y 0 (centre 422) and leaves to y 1688, 1688 pt away. After the finger has
  /// moved `drag` points down from where the pan began, the centre has moved `drag` points down
  /// too.
  @Test(arguments: [
    (PresentationLayout.bottomHalf, 633.0, 60.0), (.bottomHalf, 633.0, 150.0),
    (.fullScreen, 422.0, 60.0), (.fullScreen, 422.0, 300.0),
  ])
  func theSwipeMovesTheViewWithTheFinger(
    layout: PresentationLayout, restingCentre: Double, drag: Double
  ) throws {
    let (_, detail, touch) = try presentSwipeable(layout)
    #expect(abs(detail.view.modelPresentedCenter.y - restingCentre) < 1e-6)
    #expect(touch.begin(translation: .zero, velocity: CGPoint(x: 0, y: 100)))
    touch.move(to: CGPoint(x: 0, y: drag / 2))
    touch.move(to: CGPoint(x: 0, y: drag))
    let centre = Double(detail.view.modelPresentedCenter.y)
    #expect(abs(centre - (restingCentre + drag)) < 1e-6, "centre \(centre)")
    touch.end()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  /// Released at rest, the swipe completes past the threshold of the way out of the screen,
  /// not of the cover's travel.
  ///
  /// The bottom half (y 422 to 844 on screen, 422 pt) leaves the screen at progress
  /// 422 ÷ 844 = 0.5 of its travel, so the 0.5 threshold is 0.5 × 0.5 = 0.25 of the travel,
  /// 211 pt: 70 % of the way out (295.4 pt, progress 0.35) dismisses, 150 pt (0.18) does not.
  /// Counting the travel alone, 0.35 would have cancelled.
  @Test(arguments: [(295.4, true), (150.0, false)])
  func aReleaseAtRestCountsTheWayOutOfTheScreen(drag: Double, dismisses: Bool) throws {
    let (root, _, touch) = try presentSwipeable(.bottomHalf)
    #expect(touch.begin(translation: .zero, velocity: CGPoint(x: 0, y: 100)))
    touch.move(to: CGPoint(x: 0, y: drag / 2))
    touch.move(to: CGPoint(x: 0, y: drag))
    // Held still for the core's 0.1 s velocity window, then lifted at rest.
    touch.hold(at: CGPoint(x: 0, y: drag))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController == nil) == dismisses)
    Harness.expectNoFailures()
  }
  /// A swipe against the cover's direction moves the view with the finger, not against it.
  ///
  /// The alert's cover leaves downwards; its `.top` swipe moves the finger up. The dismissal
  /// follows the swipe (the core's `SwipeDismissal`): after the finger has moved 60 pt up, the
  /// view's centre is 60 pt above where it rested (a dismissal leaving downwards would have it
  /// 60 pt below).
  @Test func anUpwardSwipeMovesTheAlertUpWithTheFinger() throws {
    let (_, detail, touch) = try presentSwipeable(.alert, direction: .top)
    let resting = Double(detail.view.modelPresentedCenter.y)
    #expect(touch.begin(translation: .zero, velocity: CGPoint(x: 0, y: -100)))
    touch.move(to: CGPoint(x: 0, y: -30))
    touch.move(to: CGPoint(x: 0, y: -60))
    let centre = Double(detail.view.modelPresentedCenter.y)
    #expect(abs(centre - (resting - 60)) < 1e-6, "centre \(centre), resting \(resting)")
    touch.end()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  /// Released at rest, the upward swipe counts the way out of the top edge: the alert
  /// (270 × 180, centred on the 844-point screen, its top near y 332) leaves the screen after
  /// 332 + 180 = 512 pt up, so the 0.5 threshold is 256 pt; 70 % of the way out (358.4 pt)
  /// dismisses, 150 pt does not.
  @Test(arguments: [(358.4, true), (150.0, false)])
  func anUpwardReleaseCountsTheWayOutOfTheTop(drag: Double, dismisses: Bool) throws {
    let (root, detail, touch) = try presentSwipeable(.alert, direction: .top)
    let resting = Double(detail.view.modelPresentedCenter.y)
    #expect(touch.begin(translation: .zero, velocity: CGPoint(x: 0, y: -100)))
    touch.move(to: CGPoint(x: 0, y: -drag / 2))
    touch.move(to: CGPoint(x: 0, y: -drag))
    touch.hold(at: CGPoint(x: 0, y: -drag))
    touch.end()
    // The release goes on the way the finger went: up, off the top edge; or back down.
    ScenarioClock.advance(by: 0.1)
    let centre = Double(detail.view.modelPresentedCenter.y)
    if dismisses {
      #expect(centre < resting - drag, "centre \(centre), resting \(resting)")
    } else {
      #expect(centre > resting - drag, "centre \(centre)")
    }
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController == nil) == dismisses)
    Harness.expectNoFailures()
  }

  /// A button's dismissal keeps the library's animation: the alert's cover leaves downwards.
  @Test func aButtonDismissalStillLeavesDownwards() throws {
    let (root, detail, _) = try presentSwipeable(.alert, direction: .top)
    let resting = Double(detail.view.modelPresentedCenter.y)
    detail.dismiss(animated: true)
    ScenarioClock.advance(by: 0.1)
    let centre = Double(detail.view.modelPresentedCenter.y)
    #expect(centre > resting, "centre \(centre), resting \(resting)")
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// A Presentr presentation with `dismissOnSwipe` (its swipe `direction`, if given), landed:
  /// the root, the presented controller and a model touch on its swipe.
  private func presentSwipeable(
    _ type: PresentationLayout, direction: DismissSwipeDirection? = nil
  ) throws -> (root: UIViewController, detail: UIViewController, touch: ModelTouch) {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let presenter = Presentr(presentationType: type)
    presenter.registry = AnimatorRegistry.builtIn
    presenter.dismissOnSwipe = true
    if let direction { presenter.dismissOnSwipeDirection = direction }
    root.customPresentViewController(presenter, viewController: detail, animated: true)
    ScenarioClock.runUntilIdle()
    let delegate = try #require(detail.transitioningDelegate as? ModalTransitionDelegate)
    return (root, detail, ModelTouch(try #require(delegate.interaction?.recognizer)))
  }
}
#endif
