#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Testing
import UIKit

/// A view the keyboard can focus (a custom control).
final class FocusableTestView: UIView {
  override var canBecomeFocused: Bool { true }
}

/// A controller that prefers one of its views for focus.
final class PreferringController: UIViewController {
  weak var preferred: UIView?
  override var preferredFocusEnvironments: [any UIFocusEnvironment] {
    preferred.map { [$0] } ?? []
  }
}

/// The focus system's rules (§22.2–§22.7).
///
/// Model only: Tab is a synthesized key press.
@Suite @MainActor struct FocusFidelityTests {
  private func reading(_ alternative: UIKitModelReadings.Alternative, _ on: Bool) {
    UIKitModel.world.readings = on ? UIKitModelReadings([alternative]) : .documented
  }

  /// Two focusable views at the top of `controller`'s view, `a` above `b`.
  private func twoItems(in controller: UIViewController) -> (UIView, UIView) {
    let a = FocusableTestView(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let b = FocusableTestView(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
    controller.view.addSubview(a)
    controller.view.addSubview(b)
    return (a, b)
  }

  @Test("[22.2] only a view that can become focused, visible, interactive and in a window is")
  func onlyAnEligibleViewIsFocusable() {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let (a, b) = twoItems(in: root)
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
    root.view.addSubview(plain)
    root.view.addSubview(field)
    #expect(!plain.canBecomeFocused)
    #expect(a.canBecomeFocused && field.canBecomeFocused)
    #expect(UIKitModel.focusableItems == [a, b, field])
    a.isHidden = true
    b.alpha = 0
    field.isUserInteractionEnabled = false
    #expect(UIKitModel.focusableItems.isEmpty)
    a.isHidden = false
    b.alpha = 1
    root.view.isUserInteractionEnabled = false
    #expect(UIKitModel.focusableItems.isEmpty, "a non-interactive superview")
    root.view.isUserInteractionEnabled = true
    b.removeFromSuperview()
    #expect(UIKitModel.focusableItems == [a])
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  @Test("[22.3] a focus update searches the preferred environments in order, self when empty")
  func aFocusUpdateSearchesThePreferredEnvironments() {
    let root = PreferringController()
    let window = Scenario.window(root: root)
    let (a, b) = twoItems(in: root)
    // Nothing preferred: the controller's root view, searched through its subviews in order.
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === a)
    // Preferring `b`: an update to the controller reaches it.
    root.preferred = b
    root.setNeedsFocusUpdate()
    root.updateFocusIfNeeded()
    #expect(UIKitModel.focusedItem === b)
    #expect(b.isFocused && !a.isFocused)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  @Test("[22.4] setNeedsFocusUpdate acts only where the focus is, on the next turn or at once")
  func setNeedsFocusUpdateActsWhereTheFocusIs() {
    let root = PreferringController()
    let window = Scenario.window(root: root)
    let (a, b) = twoItems(in: root)
    let aside = FocusableTestView(frame: CGRect(x: 200, y: 100, width: 100, height: 44))
    root.view.addSubview(aside)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === a)
    // `b` does not contain the focused item: no effect.
    b.setNeedsFocusUpdate()
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(UIKitModel.focusedItem === a)
    // The controller does: reset to its preferred item on the next turn.
    root.preferred = aside
    root.setNeedsFocusUpdate()
    #expect(UIKitModel.focusedItem === a, "not yet")
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(UIKitModel.focusedItem === aside)
    // `updateFocusIfNeeded()` performs it at once.
    root.preferred = b
    root.setNeedsFocusUpdate()
    root.updateFocusIfNeeded()
    #expect(UIKitModel.focusedItem === b)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  /// A presented controller's items are all Tab reaches while it is presented (the container
  /// is made modal for the alternative, as a presentation that is modal for VoiceOver does).
  @Test(
    "[22.5] Tab cycles through the topmost presentation's items, Shift-Tab back",
    arguments: [false, true])
  func tabCyclesInTheTopmostPresentation(alternative: Bool) {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.focusScopeFollowsModalView, alternative)
    let (behindA, behindB) = twoItems(in: root)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === behindB)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === behindA, "wraps")
    let presented = UIViewController()
    let (a, b) = twoItems(in: presented)
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    ScenarioClock.runUntilIdle()
    if alternative {
      presented.presentationController?.containerView?.accessibilityViewIsModal = true
    }
    var visited: [UIView] = []
    for _ in 0..<4 {
      #expect(UIKitModel.pressKey("\t"))
      visited += UIKitModel.focusedItem.map { [$0] } ?? []
    }
    #expect(visited.allSatisfy { $0 === a || $0 === b }, "never behind")
    #expect(visited.count == 4 && visited[0] !== visited[1] && visited[0] === visited[2])
    let before = UIKitModel.focusedItem
    #expect(UIKitModel.pressKey("\t", modifierFlags: .shift))
    #expect(
      UIKitModel.focusedItem !== before
        && (UIKitModel.focusedItem === a || UIKitModel.focusedItem === b))
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  /// An item focused behind: the presentation takes focus when it completes (or Tab does), and
  /// the dismissal gives it back unless `restoresFocusAfterTransition` is off.
  @Test(
    "[22.6] a presentation takes focus when it completes; its dismissal restores it",
    arguments: [false, true])
  func aPresentationTakesAndGivesBackFocus(alternative: Bool) {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.focusDeferredOnPresentation, alternative)
    let (_, behind) = twoItems(in: root)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === behind)
    let presented = PreferringController()
    let (_, b) = twoItems(in: presented)
    presented.preferred = b
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    ScenarioClock.runUntilIdle()
    if alternative {
      #expect(UIKitModel.focusedItem == nil, "deferred")
      #expect(UIKitModel.pressKey("\t"))
    }
    #expect(UIKitModel.focusedItem === b, "the presented controller's preferred item")
    presented.dismiss(animated: false)
    ScenarioClock.runUntilIdle()
    #expect(UIKitModel.focusedItem === behind, "restored")
    // Without restoring, nothing is focused after the dismissal.
    root.restoresFocusAfterTransition = false
    let second = UIViewController()
    _ = twoItems(in: second)
    second.modalPresentationStyle = .overFullScreen
    root.present(second, animated: false)
    ScenarioClock.runUntilIdle()
    #expect(UIKitModel.pressKey("\t"))
    second.dismiss(animated: false)
    ScenarioClock.runUntilIdle()
    #expect(UIKitModel.focusedItem == nil)
    #expect(root.restoresFocusAfterTransition == false)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }

  @Test(
    "[22.7] focusing a text field makes it first responder; focus leaving it ends its editing",
    arguments: [false, true])
  func focusAndTheFirstResponderFollowEachOther(alternative: Bool) {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    reading(.focusLeavesFirstResponder, alternative)
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    root.view.addSubview(field)
    let (a, _) = twoItems(in: root)
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === field)
    #expect(field.isFirstResponder == !alternative)
    #expect(field.becomeFirstResponder())
    #expect(UIKitModel.pressKey("\t"))
    #expect(UIKitModel.focusedItem === a)
    #expect(field.isFirstResponder == alternative, "editing ends unless focus leaves it alone")
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }
}
#endif
