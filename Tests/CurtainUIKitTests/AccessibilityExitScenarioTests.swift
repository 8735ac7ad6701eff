#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// Issue 37, items 5, 7, 8 and 9: the escape scrub from "Dismiss", focus going back only to an
/// element that still shows the same thing, "Dismiss" exposed only while a dismissal can
/// happen and activated on the dim, push/pop/tab announcements, escape where a drag
/// dismisses, and Reduce Transparency followed live.
@Suite @MainActor struct AccessibilityExitScenarioTests {
  /// A 200 × 200 fade presentation, centred in the 390 × 844 window: (95, 322, 200, 200).
  func presentSquare(
    _ detail: UIViewController, on root: UIViewController,
    ui: PresentationUIConfiguration = .default
  ) {
    let presentation = FadePresentation(
      size: PresentationSize(width: .custom(value: 200), height: .custom(value: 200)),
      uiConfiguration: ui)
    root.present(detail, animator: presentation)
    ScenarioClock.runUntilIdle()
  }

  func content(in detail: UIViewController) -> UIView {
    let content = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    content.isAccessibilityElement = true
    content.accessibilityLabel = "Hello"
    detail.view.addSubview(content)
    return content
  }

  // MARK: - Item 5

  @Test func theEscapeScrubWithFocusOnDismissDismisses() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    let dim = try #require(
      UIKitModel.accessibleElements().first { $0.accessibilityLabel == "Dismiss" })
    UIKitModel.focus(dim)
    // Old code: false, and the presentation stayed (the dim lies outside the host).
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  // MARK: - Item 7

  @Test func focusGoesToTheScreenWhenTheFocusedCellWasReusedForAnotherRow() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let first = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 44))
    first.isAccessibilityElement = true
    first.accessibilityLabel = "Title"
    root.view.addSubview(first)
    let cell = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = "Row 3"
    root.view.addSubview(cell)
    UIKitModel.focus(cell)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    // The table scrolled under the presentation: the same cell object now shows row 17.
    cell.accessibilityLabel = "Row 17"
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    // Old code: focus on the cell, now "Row 17", the wrong row.
    #expect(UIKitModel.voiceOverFocus !== cell)
    #expect(UIKitModel.voiceOverFocus === first, "the presenting screen, from its first element")
    Harness.expectNoFailures()
  }

  @Test func focusGoesToTheScreenWhenTheFocusedCellLeftTheWindow() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let first = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 44))
    first.isAccessibilityElement = true
    first.accessibilityLabel = "Title"
    root.view.addSubview(first)
    let cell = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = "Row 3"
    root.view.addSubview(cell)
    UIKitModel.focus(cell)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    cell.removeFromSuperview()  // kept alive by the reuse queue
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    let posted = UIKitModel.postedAccessibilityNotifications.last {
      $0.notification == .screenChanged
    }
    // Old code: the screen change named the cell, out of the window.
    #expect((posted?.argument as? UIView) === root.view)
    #expect(UIKitModel.voiceOverFocus === first)
    withExtendedLifetime(cell) {}
    Harness.expectNoFailures()
  }

  @Test func focusGoesBackToTheSameButton() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let button = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Show"
    root.view.addSubview(button)
    UIKitModel.focus(button)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    #expect(UIKitModel.voiceOverFocus === button)
    Harness.expectNoFailures()
  }

  // MARK: - Item 8

  @Test func dismissIsHiddenWhileTheScreenIsModalInPresentation() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    #expect(UIKitModel.accessibleElements().contains { $0.accessibilityLabel == "Dismiss" })
    detail.isModalInPresentation = true
    // Old code: "Dismiss" still offered, though every dismissal would be refused.
    #expect(!UIKitModel.accessibleElements().contains { $0.accessibilityLabel == "Dismiss" })
    detail.isModalInPresentation = false
    #expect(UIKitModel.accessibleElements().contains { $0.accessibilityLabel == "Dismiss" })
    Harness.expectNoFailures()
  }

  @Test func dismissIsActivatedOnTheDimNotUnderTheContent() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    let dim = try #require(
      UIKitModel.accessibleElements().first { $0.accessibilityLabel == "Dismiss" })
    // The square is centred in the window's safe area (top 47, bottom 34): y = 47 + (844 − 47
    // − 34 − 200) / 2 = 328.5. The dim's band above it is 390 × 328.5, the one below
    // 390 × (844 − 528.5) = 390 × 315.5: the one above wins, centre (195, 164.25).
    let presented = detail.view.convert(detail.view.bounds, to: nil)
    #expect(presented == CGRect(x: 95, y: 328.5, width: 200, height: 200))
    let point = dim.accessibilityActivationPoint
    // Old code: (195, 422), the dim's centre, under the presented view.
    #expect(point == CGPoint(x: 195, y: 164.25))
    #expect(!presented.contains(point))
    // A UI test's tap at the activation point lands on the dim and dismisses.
    UIKitModel.tap(at: point)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  // MARK: - Item 9

  @Test func aPushAPopAndATabSwitchMoveVoiceOverToTheArrivingScreen() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: fade(0.05))
    delegate.attach(to: navigation)
    let pushed = UIViewController()
    let label = content(in: pushed)
    let before = UIKitModel.postedAccessibilityNotifications.count
    navigation.pushViewController(pushed, animated: true)
    ScenarioClock.runUntilIdle()
    let afterPush = UIKitModel.postedAccessibilityNotifications.dropFirst(before)
    // Old code: nothing posted after the push.
    #expect(afterPush.filter { $0.notification == .screenChanged }.count == 1)
    #expect((afterPush.last?.argument as? UIView) === pushed.view)
    #expect(UIKitModel.voiceOverFocus === label)
    navigation.popViewController(animated: true)
    ScenarioClock.runUntilIdle()
    let popped = UIKitModel.postedAccessibilityNotifications.last {
      $0.notification == .screenChanged
    }
    #expect((popped?.argument as? UIView) === navigation.viewControllers.first?.view)

    let tabBar = UITabBarController()
    let second = UIViewController()
    let secondLabel = content(in: second)
    tabBar.viewControllers = [UIViewController(), second]
    Harness.world(root: tabBar)
    let tabs = TabBarTransitionDelegate(animator: fade(0.05))
    tabs.attach(to: tabBar)
    tabBar.selectedIndex = 1
    ScenarioClock.runUntilIdle()
    let switched = UIKitModel.postedAccessibilityNotifications.last {
      $0.notification == .screenChanged
    }
    #expect((switched?.argument as? UIView) === second.view)
    #expect(UIKitModel.voiceOverFocus === secondLabel)
    Harness.expectNoFailures()
  }

  @Test func escapeDismissesWhereADragDismissesThoughATapDoesNothing() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom,
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .none),
      size: PresentationSize(width: .fullscreen, height: .halfscreen),
      alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
      timing: PresentationTiming(duration: .custom(duration: 0.05)),
      interactionConfiguration: InteractionConfiguration.standard)
    let animator = Animator(presentation: presentation)
    animator.prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let controller = try #require(
      detail.presentationController as? CurtainPresentationController)
    // Old code: .refuses(.backgroundTapDoesNothing), though a drag down dismisses.
    #expect(controller.accessibility.escape == .dismisses)
    #expect(UIKitModel.performAccessibilityEscape())
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    withExtendedLifetime(animator) {}
    Harness.expectNoFailures()
  }

  @Test func reduceTransparencyIsFollowedWhilePresented() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(
      detail, on: root,
      ui: PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark)))
    let controller = try #require(
      detail.presentationController as? CurtainPresentationController)
    #expect(controller.backgroundView is BlurView)
    UIKitModel.reduceTransparency = true
    // The next frame: UIKit may post the change a turn later (SEMANTICS.md note 21.6).
    ScenarioClock.advance(by: ScenarioClock.frame)
    // Old code: still the blur until the next presentation.
    let dim = try #require(controller.backgroundView)
    #expect(!(dim is BlurView))
    // The dark tint over middle grey: 0.5694, by hand (ReduceTransparencyTests).
    let components = try #require(dim.backgroundColor?.modelComponents)
    #expect(abs(Double(components[3]) - 0.5694) < 1e-9)
    #expect(dim.superview === controller.containerView)
    #expect(UIKitModel.accessibleElements().contains { $0 === dim })
    UIKitModel.reduceTransparency = false
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(controller.backgroundView is BlurView)
    #expect((controller.backgroundView as? BlurView)?.fraction == 1)
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(controller.backgroundView == nil)
    Harness.expectNoFailures()
  }

  // MARK: - Every exit reachable

  @Test func voiceControlUsersSayCloseToTapTheDim() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    _ = content(in: detail)
    presentSquare(detail, on: root)
    let dim = try #require(
      UIKitModel.accessibleElements().first { $0.accessibilityLabel == "Dismiss" })
    let close = CurtainStrings.standard.string(.dismissInputLabel)
    #expect(dim.accessibilityUserInputLabels == ["Dismiss", close])
    // Old code: no element answers to "Close" (false), and the presentation stays.
    #expect(UIKitModel.voiceControlTap(close))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test func theGrabberAnswersToItsShortName() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    root.present(
      detail,
      sheet: try SheetPresentation(detents: [.medium, .large], prefersGrabberVisible: true))
    ScenarioClock.runUntilIdle()
    let sheet = try #require(
      detail.presentationController as? CurtainSheetPresentationController)
    let grabber = try #require(sheet.grabberView)
    // Old code: [] (Voice Control had only "Sheet Grabber").
    #expect(
      grabber.accessibilityUserInputLabels == [
        CurtainStrings.standard.string(.grabberInputLabel),
        CurtainStrings.standard.string(.grabberLabel),
      ])
    Harness.expectNoFailures()
  }

  @Test func theMenuButtonDismissesADismissiblePresentation() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let label = content(in: detail)
    presentSquare(detail, on: root)
    // Old code: false (nothing takes the press; on tvOS the app would go to the Home screen).
    #expect(UIKitModel.press(.menu, from: label))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)

    // A presentation whose escape refuses keeps the press, and stays.
    let second = UIViewController()
    let secondLabel = content(in: second)
    presentSquare(
      second, on: root, ui: PresentationUIConfiguration(backgroundTap: .none))
    #expect(UIKitModel.press(.menu, from: secondLabel))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === second)
    // Touches still reach the content: the press recognizer takes none.
    Harness.expectNoFailures()
  }
}
#endif
