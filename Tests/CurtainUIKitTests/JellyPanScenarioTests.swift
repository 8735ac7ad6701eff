#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Jelly's interactive dismissals of a view smaller than the screen through its front door,
/// `Animator` (issue 34): the edge pan is where the edge is, and the progress is Jelly's, the
/// finger's translation over the presented view's size along the pan
/// (`InteractionController.getProgress` in Jelly 2.3).
@Suite @MainActor struct JellyPanScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// Presents a half-width, half-height cover in the middle of the screen, shown from and
  /// dismissed to the bottom, with a pan in `dragMode`; returns the presented controller.
  private func presentHalfCover(
    dragMode: InteractionConfiguration.DragMode
  ) throws
    -> UIViewController
  {
    let detail = UIViewController()
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      size: PresentationSize(width: .halfscreen, height: .halfscreen), alignment: .center,
      interactionConfiguration: try InteractionConfiguration(
        completionThreshold: 0.5, dragMode: dragMode))
    Animator(presentation: presentation).prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    return detail
  }

  /// The pan recognizer a touch going down at `location` (window coordinates) reaches: that
  /// of the view `hitTest(_:with:)` finds, or of its nearest ancestor with one (UIKit gives a
  /// touch to the recognizers of the hit view and its ancestors).
  private func recognizer(under location: CGPoint) -> UIPanGestureRecognizer? {
    var view = Harness.window.hitTest(location, with: nil)
    while let current = view {
      if let pan = current.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first {
        return pan
      }
      view = current.superview
    }
    return nil
  }

  /// Drags `pan` from `location` down by `distance` points over six frames, holds it still
  /// for the core's 0.1 s velocity window and lifts it at rest.
  private func drag(_ pan: UIPanGestureRecognizer, at location: CGPoint, by distance: CGFloat) {
    let touch = ModelTouch(pan)
    #expect(touch.begin(translation: CGPoint(x: 0, y: 10), at: location))
    touch.slide(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 0, y: distance), frames: 6)
    touch.hold(at: CGPoint(x: 0, y: distance))
    touch.end()
    ScenarioClock.runUntilIdle()
  }

  /// Jelly's edge mode dismisses a view smaller than the screen by a swipe from the screen's
  /// edge outside it: its screen-edge pan is on the dimming view
  /// (`prepareSpecialWorkAroundForDismissGestureRecognizers`).
  ///
  /// The cover leaves downwards, so the swipe comes from the top edge (`Pan.following(.bottom,
  /// dragMode: .edge)` is `.edge(.top)`); it goes down at (195, 5), inside the edge's 13-point
  /// region and above the centred view (checked: its top is lower). Dragged 70 %
  /// of the view's height and released at rest, Jelly's progress is 0.7, past 0.5: dismissed.
  @Test func anEdgeSwipeOutsideAHalfCoverDismissesIt() throws {
    Harness.world()
    let detail = try presentHalfCover(dragMode: .edge)
    let height = detail.view.frame.height
    #expect(detail.view.frame.minY > 13, "the view covers the top edge: \(detail.view.frame)")
    let location = CGPoint(x: 195, y: 5)
    let pan = try #require(recognizer(under: location), "no pan under the top edge")
    drag(pan, at: location, by: (height * 0.7).rounded())
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// A canvas drag released at rest decides with Jelly's progress: the translation over the
  /// view's height, finishing past the 0.5 threshold.
  ///
  /// The centred half cover leaves to below the screen (its top goes to the screen's bottom),
  /// so the transition moves it at least one and a half times its height (exactly that without
  /// safe-area insets, more with them); measured by that travel, a drag of 70 % of the height
  /// is at most 0.7 ÷ 1.5 ≈ 0.47 of the way and would cancel. Jelly's progress is 0.7:
  /// dismissed. A drag of 40 % (0.4) cancels.
  @Test(arguments: [(0.7, true), (0.4, false)])
  func aCanvasDragDecidesWithJellysProgress(reach: Double, dismisses: Bool) throws {
    Harness.world()
    let detail = try presentHalfCover(dragMode: .canvas)
    let frame = detail.view.frame
    let location = CGPoint(x: frame.midX, y: frame.midY)
    let pan = try #require(recognizer(under: location), "no pan on the view")
    drag(pan, at: location, by: (frame.height * CGFloat(reach)).rounded())
    #expect((root.presentedViewController == nil) == dismisses, "reach \(reach)")
    Harness.expectNoFailures()
  }
}
#endif
