#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches.
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// Issue 18 item 2 on the UIKit player: the zoom's interactive dismissal.
///
/// A pan anywhere on the
/// presented screen shrinks it under the finger (``ShrinkingDragInteraction``, the zoom's
/// ``DragDismissing/dismissalDrag``), and a release that dismisses flies it from there onto
/// the source, asked again.
///
/// The world: a 390 × 844 window whose container fills it (container = window coordinates);
/// the presented screen rests on (0, 0, 390, 844). The card is 160 × 120 at (20, 300) in the
/// root view, and moves to (200, 500) between the presentation and the drag (a list scrolled).
@Suite @MainActor struct ZoomDragScenarioTests {
  @MainActor final class ContextLog {
    var contexts: [TransitionContext] = []
  }

  /// The zoom, recording the contexts it plans for, with the zoom's drag.
  struct RecordingZoom: DragDismissing {
    let base: ZoomAnimator
    let log: ContextLog
    var reducedMotionSupport: ReducedMotionSupport { base.reducedMotionSupport }
    var dismissalDrag: ShrinkingDrag { base.dismissalDrag }
    var dismissalBackground: ViewState? { base.dismissalBackground }
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      log.contexts.append(context)
      return try base.plan(for: context)
    }
  }

  /// The finger touches (195, 300) and moves down 211 pt.
  ///
  /// By hand, with ShrinkingDrag's
  /// defaults (minimum scale 0.5, shrink distance 0.5 × height): progress = 211 ÷ (0.5 × 844)
  /// = 0.5, scale = 1 − (1 − 0.5) × 0.5 = 0.75, so the frame is
  /// x = 195 − 0.75 × 195 = 48.75, y = 300 + 211 − 0.75 × 300 = 286, 292.5 × 633. The touched
  /// point (half-way across, 300/844 down) is then at (48.75 + 146.25, 286 + 225) =
  /// (195, 511), under the finger. Released at 500 pt/s down (projected 211 + 500 × 0.499 pt,
  /// progress > 0.5), it dismisses: the dismissal is planned from that frame onto the card's new
  /// place, and ends dismissed. Released without speed after 60 pt (progress 0.14), it
  /// restores the resting frame.
  @Test(arguments: [true, false])
  func aDragShrinksTheScreenUnderTheFingerAndDismissesOrRestores(dismisses: Bool) throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    root.view.addSubview(card)
    let log = ContextLog()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(
      animator: RecordingZoom(base: try ZoomAnimator(duration: 0.3), log: log))
    var asked = 0
    delegate.sourceViewProvider = { [weak card] in
      asked += 1
      return card
    }
    delegate.wireDragToDismiss(viewController: detail)
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let askedAtPresentation = asked
    card.frame = CGRect(x: 200, y: 500, width: 160, height: 120)

    let interaction = try #require(delegate.dragInteraction)
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    if dismisses {
      // Down 161 in 5 frames, then 50 more in 6 frames: 500 pt/s over the core's 0.1 s window.
      touch.slide(to: CGPoint(x: 0, y: 161), frames: 5)
      let velocity = touch.slide(
        from: CGPoint(x: 0, y: 161), to: CGPoint(x: 0, y: 211), frames: 6)
      #expect(velocity == CGPoint(x: 0, y: 500))
      let frame = detail.view.frame
      let expected = CGRect(x: 48.75, y: 286, width: 292.5, height: 633)
      for (shown, wanted) in [
        (frame.minX, expected.minX), (frame.minY, expected.minY),
        (frame.width, expected.width), (frame.height, expected.height),
      ] {
        #expect(abs(shown - wanted) <= 1e-9, "\(frame) for \(expected)")
      }
      let touched = CGPoint(
        x: frame.minX + 0.5 * frame.width, y: frame.minY + 300.0 / 844 * frame.height)
      #expect(abs(touched.x - 195) <= 0.5 && abs(touched.y - 511) <= 0.5, "\(touched)")
      touch.end(velocity: velocity)
      ScenarioClock.runUntilIdle()
      #expect(root.presentedViewController == nil)
      #expect(asked > askedAtPresentation, "the source was not asked again")
      let dismissal = try #require(log.contexts.last)
      #expect(dismissal.operation == .dismiss)
      #expect(dismissal.presentedFrame == expected)
      #expect(dismissal.matchedSourceFrame == CGRect(x: 200, y: 500, width: 160, height: 120))
    } else {
      touch.move(to: CGPoint(x: 0, y: 60))
      #expect(detail.view.frame.width < 390)
      // Held still for the core's 0.1 s window, then lifted at rest: 60 pt alone restore.
      touch.hold(at: CGPoint(x: 0, y: 60))
      touch.end()
      ScenarioClock.runUntilIdle()
      #expect(root.presentedViewController === detail)
      #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    Harness.expectNoFailures()
  }
}
#endif
