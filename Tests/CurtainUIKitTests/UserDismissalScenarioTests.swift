#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: taps and the escape gesture are synthesized.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// A presentation-controller delegate that writes down every dismissal callback, in order.
@MainActor
final class DismissalLog: NSObject, UIAdaptivePresentationControllerDelegate {
  var events: [String] = []
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    events.append("shouldDismiss")
    return true
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
