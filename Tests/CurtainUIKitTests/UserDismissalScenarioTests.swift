#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: taps and the escape gesture are synthesized.
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// A presentation-controller delegate that writes down every dismissal callback, in order.
@MainActor
final class DismissalLog: NSObject, UIAdaptivePresentationControllerDelegate {
  var events: [String] = []
  /// What `presentationControllerShouldDismiss(_:)` answers.
  var allows = true
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    events.append("shouldDismiss")
    return allows
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    events.append("didAttemptToDismiss")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }
}

/// A tap on the dim and the escape gesture are the user's dismissals: the delegate is asked
/// (`presentationControllerShouldDismiss`) and told before and after, as UIKit tells it of a
/// swipe (issue 37, item 6; Tests/UIKitStub/SEMANTICS.md §14.4); a dismissal in code tells it
/// nothing.
@Suite @MainActor struct UserDismissalScenarioTests {
  /// The world: a 200 × 200 fade presentation in the middle of a 390 × 844 window; the point
  /// (5, 400) lies on the dim outside it.
  private func present() throws -> (UIViewController, UIViewController, DismissalLog) {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    // An element for VoiceOver inside the presentation (the escape gesture goes to it).
    let content = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    content.isAccessibilityElement = true
    content.accessibilityLabel = "Hello"
    detail.view.addSubview(content)
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)))
    root.present(detail, animator: presentation)
    ScenarioClock.runUntilIdle()
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let log = DismissalLog()
    controller.delegate = log
    return (root, detail, log)
  }

  @Test(arguments: ["tap", "escape"])
  func aDismissalByTheUserTellsTheDelegateBeforeAndAfter(gesture: String) throws {
    let (root, _, log) = try present()
    if gesture == "tap" {
      UIKitModel.tap(at: CGPoint(x: 5, y: 400))
    } else {
      #expect(UIKitModel.performAccessibilityEscape())
    }
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    Harness.expectNoFailures()
  }

  /// A sheet the user drags away or escapes tells the delegate before and after (§14.4).
  ///
  /// Dragged down from `.medium` (top edge at 844 / 2 = 422) by 200 and flicked at 1000 pt/s,
  /// it projects to 622 + 499 = 1121, past the bottom edge: the delegate hears will-dismiss,
  /// then did-dismiss once it is gone.
  /// The escape gesture on a sheet is the user's too. On the old player the delegate heard
  /// neither (its log held only the sheet's `shouldDismiss`).
  @Test(arguments: ["drag", "escape"])
  func aSheetTheUserDismissesTellsTheDelegateBeforeAndAfter(gesture: String) throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let content = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    content.isAccessibilityElement = true
    content.accessibilityLabel = "Hello"
    detail.view.addSubview(content)
    root.present(detail, sheet: try SheetPresentation(detents: [.medium, .large]))
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.presentationController as? CurtainSheetPresentationController)
    let log = DismissalLog()
    controller.delegate = log
    if gesture == "drag" {
      let touch = ModelTouch(try #require(controller.panRecognizer))
      touch.begin()
      touch.move(to: CGPoint(x: 0, y: 200))
      touch.end(velocity: CGPoint(x: 0, y: 1000))
    } else {
      #expect(UIKitModel.performAccessibilityEscape())
    }
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(log.events.filter { $0 != "shouldDismiss" } == ["willDismiss", "didDismiss"])
    // Any question comes before the answer is acted on.
    let asked = log.events.lastIndex(of: "shouldDismiss") ?? -1
    #expect(asked < log.events.firstIndex(of: "willDismiss") ?? -1)
    Harness.expectNoFailures()
  }

  /// A dismissal pan wired by `ModalTransitionDelegate` is the user's interactive dismissal.
  ///
  /// On a `.fullScreen` presentation, dragged across 300 of 390 points (0.77 > 0.5) and released,
  /// it completes: will-dismiss when it begins, did-dismiss when it completed. Released after
  /// 40 points (0.10 < 0.5) and held still (no velocity) it is cancelled: will-dismiss and no did-dismiss, as
  /// UIKit's own swipe (§14.4). On the old player the delegate heard nothing.
  @Test(arguments: [true, false])
  func aWiredDismissalPanTellsTheDelegateBeforeAndAfter(completes: Bool) throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.wire(viewController: detail, with: .edge(.leading)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let log = DismissalLog()
    let presentationController = try #require(detail.presentationController)
    presentationController.delegate = log
    let interaction = try #require(delegate.interaction)
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 5, y: 400)))
    if completes {
      touch.move(to: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 400, y: 0))
      touch.end(velocity: CGPoint(x: 400, y: 0))
    } else {
      // Held still at 40 before the release: no velocity.
      ScenarioClock.advance(by: 0.1)
      touch.move(to: CGPoint(x: 40, y: 0))
      ScenarioClock.advance(by: 0.3)
      touch.move(to: CGPoint(x: 40, y: 0))
      ScenarioClock.advance(by: 0.1)
      touch.end()
    }
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController == nil) == completes)
    #expect(
      log.events
        == (completes
          ? ["shouldDismiss", "willDismiss", "didDismiss"] : ["shouldDismiss", "willDismiss"]))
    withExtendedLifetime(delegate) {}
    Harness.expectNoFailures()
  }

  /// The drag that shrinks a zoomed screen (`wireDragToDismiss`) is the user's dismissal too.
  ///
  /// Dragged 211 pt down (progress 211 ÷ (0.5 × 844) = 0.5) and released at 500 pt/s down
  /// (projected past 0.5), it dismisses: will-dismiss, then did-dismiss. Released without speed
  /// after 60 pt (progress 0.14) it restores, and the delegate hears nothing. On the old player
  /// the delegate heard nothing either way.
  @Test(arguments: [true, false])
  func aDragThatDismissesTellsTheDelegateBeforeAndAfter(dismisses: Bool) throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
    delegate.wireDragToDismiss(viewController: detail)
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let log = DismissalLog()
    let presentationController = try #require(detail.presentationController)
    presentationController.delegate = log
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    if dismisses {
      // Down 161 in 5 frames, then 50 more in 6 frames: 50 · 60 / 6 = 500 pt/s over the
      // core's 0.1 s window (the speed the release is estimated at), projected to
      // 211 + 500 · 0.499 = 460.5, progress 1.09.
      touch.slide(to: CGPoint(x: 0, y: 161), frames: 5)
      let velocity = touch.slide(
        from: CGPoint(x: 0, y: 161), to: CGPoint(x: 0, y: 211), frames: 6)
      #expect(velocity == CGPoint(x: 0, y: 500))
      touch.end(velocity: velocity)
    } else {
      // Held still for the core's 0.1 s window before the lift: no speed.
      touch.move(to: CGPoint(x: 0, y: 60))
      touch.hold(at: CGPoint(x: 0, y: 60))
      touch.end()
    }
    ScenarioClock.runUntilIdle()
    #expect((root.presentedViewController == nil) == dismisses)
    #expect(
      log.events
        == (dismisses ? ["shouldDismiss", "willDismiss", "didDismiss"] : ["shouldDismiss"]))
    withExtendedLifetime(delegate) {}
    Harness.expectNoFailures()
  }

  /// A wired dismissal pan asks the delegate before it dismisses.
  ///
  /// UIKit asks for every user dismissal (§14.5): refused (`presentationControllerShouldDismiss` returns false, or the
  /// presented controller is `isModalInPresentation`), the pan does not begin, the screen stays
  /// and the delegate hears `presentationControllerDidAttemptToDismiss`. The drag is the one
  /// that dismisses above (300 of 390 points, released at 400 pt/s). On the old player the pan
  /// dismissed (`presentedViewController` nil) and the delegate heard `[willDismiss,
  /// didDismiss]`.
  @Test(arguments: ["vetoed", "modal"])
  func aRefusedWiredDismissalPanDoesNotDismiss(refusal: String) throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.wire(viewController: detail, with: .edge(.leading)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let log = DismissalLog()
    log.allows = refusal != "vetoed"
    detail.isModalInPresentation = refusal == "modal"
    try #require(detail.presentationController).delegate = log
    let touch = ModelTouch(try #require(delegate.interaction).recognizer)
    _ = touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 5, y: 400))
    touch.move(to: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 400, y: 0))
    touch.end(velocity: CGPoint(x: 400, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    // isModalInPresentation refuses before the delegate is asked.
    #expect(
      log.events
        == (refusal == "vetoed"
          ? ["shouldDismiss", "didAttemptToDismiss"] : ["didAttemptToDismiss"]))
    withExtendedLifetime(delegate) {}
    Harness.expectNoFailures()
  }

  /// The zoom's shrinking drag asks the delegate too.
  ///
  /// Vetoed (§14.5), it does not begin, the
  /// screen stays where it is (its frame the window's) and the delegate hears the attempt. The
  /// drag is the one that dismisses above (211 pt down, released at 500 pt/s). On the old
  /// player the drag dismissed (`presentedViewController` nil).
  @Test func aVetoedZoomDragDoesNotDismiss() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
    delegate.wireDragToDismiss(viewController: detail)
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let log = DismissalLog()
    log.allows = false
    try #require(detail.presentationController).delegate = log
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    _ = touch.begin(at: CGPoint(x: 195, y: 300))
    touch.move(to: CGPoint(x: 0, y: 211))
    touch.end(velocity: CGPoint(x: 0, y: 500))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(log.events == ["shouldDismiss", "didAttemptToDismiss"])
    withExtendedLifetime(delegate) {}
    Harness.expectNoFailures()
  }

  @Test func aDismissalInCodeTellsTheDelegateNothing() throws {
    let (root, _, log) = try present()
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(log.events == [])
    Harness.expectNoFailures()
  }
}
#endif
