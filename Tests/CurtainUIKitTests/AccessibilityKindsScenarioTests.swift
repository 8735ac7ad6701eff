#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// The zoom, a plain animator's presentation, for VoiceOver, keyboard and Smart Invert users
/// (the zoom's rows of the tables in Accessibility.md).
@Suite @MainActor struct AccessibilityKindsScenarioTests {
  /// A zoom delegate growing from `card`, attached to `detail`.
  func zoom(
    from card: UIView, presenting detail: UIViewController
  ) throws
    -> ModalTransitionDelegate
  {
    let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
    delegate.sourceViewProvider = { [weak card] in card }
    delegate.attach(to: detail)
    return delegate
  }

  @Test func aVoiceOverUserGetsThroughAZoom() throws {
    let path = AccessibilityScenarioTests()
    let screens = path.screens()
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    screens.root.view.addSubview(card)
    let delegate = try zoom(from: card, presenting: screens.detail)
    // Modal, the scrub dismisses, focus goes back; no "Dismiss" (the zoom has no background
    // tap).
    try path.walkThePath(screens, dimIsElement: false) { screens in
      screens.root.present(screens.detail, animated: true)
    }
    withExtendedLifetime(delegate) {}
  }

  @Test func escapeDismissesAZoomAndAFieldKeepsTheKeyboard() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    root.view.addSubview(card)
    let detail = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    detail.view.addSubview(field)
    let delegate = try zoom(from: card, presenting: detail)
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 1.0 / 60)
    #expect(field.becomeFirstResponder(), "in the window while the zoom runs")
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(UIKitModel.firstResponder === field)
    #expect(UIKitModel.isKeyboardShown)
    #expect(UIKitModel.pressKey(UIKeyCommand.inputEscape))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    withExtendedLifetime(delegate) {}
    Harness.expectNoFailures()
  }

  @Test func theZoomsDimIsNotInverted() throws {
    Harness.world()
    let scene = try ZoomDimScenarioTests.Scene(layout: .popup)
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.advance(by: 0.1)
    let container = try #require(scene.detail.presentationController?.containerView)
    let dim = try #require(
      container.subviews.first { $0.backgroundColor?.modelComponents == [0, 0, 0, 1] })
    // Old code: the plan's view was a plain UIView, inverted (a white haze).
    #expect(!UIKitModel.smartInvertInverts(dim), "while the zoom runs")
    ScenarioClock.runUntilIdle()
    #expect(dim.superview === container, "kept while presented")
    #expect(!UIKitModel.smartInvertInverts(dim))
    #expect(UIKitModel.smartInvertInverts(scene.detail.view), "the content is the app's")
    Harness.expectNoFailures()
  }
}
#endif
