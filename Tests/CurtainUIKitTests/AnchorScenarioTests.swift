#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches, values
// on screen (modelPresented…), the failure list, rotation, object lifetimes.
import Curtain
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// The scenarios users report against the anchor libraries (Jelly, Presentr, AZTransitions,
/// EasyTransitions, Hero), run against the UIKit model.
@Suite @MainActor struct AnchorScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// The six front doors, each presenting `controller` from `root`.
  enum FrontDoor: CaseIterable, CustomStringConvertible {
    case animator, presentr, customModalTransition, modalTransitionDelegate
    var description: String {
      switch self {
      case .animator: "Animator(presentation:)"
      case .presentr: "Presentr"
      case .customModalTransition: "customModalTransition"
      case .modalTransitionDelegate: "ModalTransitionDelegate"
      }
    }

    @MainActor
    func present(_ controller: UIViewController, from root: UIViewController) throws {
      switch self {
      case .animator:
        let presentation = CoverPresentation(
          directionShow: .bottom, directionDismiss: .bottom,
          timing: PresentationTiming(duration: .custom(duration: 0.05)),
          interactionConfiguration: try InteractionConfiguration())
        Animator(presentation: presentation).prepare(presentedViewController: controller)
        root.present(controller, animated: true)
      case .presentr:
        let presenter = Presentr(presentationType: .alert)
        presenter.registry = AnimatorRegistry.builtIn
        presenter.transitionType = .crossDissolve
        root.customPresentViewController(
          presenter, viewController: controller, animated: true, completion: nil)
      case .customModalTransition:
        controller.customModalTransition = CustomModalTransition(duration: 0.05)
        root.present(controller, animated: true)
      case .modalTransitionDelegate:
        let delegate = ModalTransitionDelegate(animator: fade(0.05))
        delegate.layout = .popup
        delegate.wire(viewController: controller, with: .regular(.fromTop)) {
          controller.dismiss(animated: true)
        }
        delegate.attach(to: controller)
        root.present(controller, animated: true)
      }
    }
  }

  private func aliveCounts() -> [String: Int] {
    var counts: [String: Int] = [:]
    for name in UIKitModel.world.alive { counts[name, default: 0] += 1 }
    return counts
  }

  @Test(arguments: FrontDoor.allCases)
  func aThousandPresentDismissCyclesLeaveNothingAlive(door: FrontDoor) throws {
    Harness.world()
    let before = aliveCounts()
    var weakObjects: [WeakBox<AnyObject>] = []
    for _ in 0..<1000 {
      try autoreleasepoolIfNeeded {
        let controller = UIViewController()
        try door.present(controller, from: root)
        ScenarioClock.runUntilIdle()
        #expect(root.presentedViewController === controller)
        weakObjects.append(WeakBox(controller))
        if let delegate = controller.transitioningDelegate { weakObjects.append(WeakBox(delegate)) }
        if let presentation = controller.modelPresentationController {
          weakObjects.append(WeakBox(presentation))
        }
        for recognizer in controller.view.gestureRecognizers ?? [] {
          weakObjects.append(WeakBox(recognizer))
        }
        root.dismiss(animated: true)
        ScenarioClock.runUntilIdle()
      }
      if !UIKitModel.world.failures.isEmpty { break }
    }
    let leaked = weakObjects.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    #expect(leaked.isEmpty, "\(door): still alive: \(Set(leaked))")
    // Every animator, presentation controller, recognizer and controller the model tracked is
    // gone too (the root and its window existed before).
    #expect(aliveCounts() == before, "\(door)")
    Harness.expectNoFailures()
  }

  @Test func aThousandPushPopCyclesWithTheNavigationDelegate() {
    weak var weakDelegate: NavigationTransitionDelegate?
    weak var weakNavigation: UINavigationController?
    var weakObjects: [WeakBox<AnyObject>] = []
    do {
      let navigation = UINavigationController(rootViewController: UIViewController())
      weakNavigation = navigation
      Harness.world(root: navigation)
      let delegate = NavigationTransitionDelegate(animator: fade(0.05))
      weakDelegate = delegate
      delegate.attach(to: navigation)
      delegate.wireInteractivePop(.regular(.fromLeft))
      for _ in 0..<1000 {
        let controller = UIViewController()
        navigation.pushViewController(controller, animated: true)
        ScenarioClock.runUntilIdle()
        navigation.popViewController(animated: true)
        ScenarioClock.runUntilIdle()
        weakObjects.append(WeakBox(controller))
      }
      #expect(navigation.viewControllers.count == 1)
      delegate.detach()
      Harness.window.rootViewController = nil
    }
    #expect(weakObjects.allSatisfy { $0.object == nil })
    #expect(weakDelegate == nil)
    #expect(weakNavigation == nil)
    #expect(!UIKitModel.world.alive.contains("UIViewPropertyAnimator"))
    Harness.expectNoFailures()
  }

  @Test func aThousandTabSwitchesWithTheTabBarDelegate() {
    weak var weakDelegate: TabBarTransitionDelegate?
    weak var weakTabBar: UITabBarController?
    do {
      let tabBar = UITabBarController()
      weakTabBar = tabBar
      tabBar.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
      Harness.world(root: tabBar)
      let delegate = TabBarTransitionDelegate(animator: fade(0.05))
      weakDelegate = delegate
      delegate.attach(to: tabBar, interactive: true)
      for cycle in 0..<1000 {
        tabBar.selectedIndex = (cycle + 1) % 3
        ScenarioClock.runUntilIdle()
      }
      #expect(tabBar.selectedIndex == 1000 % 3)
      delegate.detach()
      Harness.window.rootViewController = nil
    }
    #expect(weakDelegate == nil)
    #expect(weakTabBar == nil)
    #expect(!UIKitModel.world.alive.contains("UIViewPropertyAnimator"))
    Harness.expectNoFailures()
  }

  @Test func presentingOverACustomPresentationAndDismissingTheMiddleFirst() throws {
    Harness.world()
    let first = UIViewController()
    let second = UIViewController()
    try FrontDoor.presentr.present(first, from: root)
    ScenarioClock.runUntilIdle()
    try FrontDoor.animator.present(second, from: first)
    ScenarioClock.runUntilIdle()
    #expect(first.presentedViewController === second)
    // Dismissing from the middle takes the top one with it.
    first.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(first.presentedViewController == nil)
    #expect(root.presentedViewController === first)
    root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(Harness.window.subviews.count == 1)
    Harness.expectNoFailures()
  }

  @Test func presentingOverACustomPresentationAndDismissingFromTheRoot() throws {
    Harness.world()
    weak var weakFirst: UIViewController?
    weak var weakSecond: UIViewController?
    do {
      let first = UIViewController()
      let second = UIViewController()
      weakFirst = first
      weakSecond = second
      try FrontDoor.modalTransitionDelegate.present(first, from: root)
      ScenarioClock.runUntilIdle()
      try FrontDoor.customModalTransition.present(second, from: first)
      ScenarioClock.runUntilIdle()
      root.dismiss(animated: true)
      ScenarioClock.runUntilIdle()
    }
    #expect(root.presentedViewController == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(Harness.window.subviews.count == 1)
    Harness.expectNoFailures()
  }

  @Test func presentingAgainWhilePresentingIsRefusedByUIKit() throws {
    Harness.world()
    let first = UIViewController()
    try FrontDoor.presentr.present(first, from: root)
    ScenarioClock.advance(by: 1.0 / 60)
    try FrontDoor.presentr.present(UIViewController(), from: root)
    // UIKit logs "Attempt to present … while a presentation is in progress"; the model fails.
    #expect(!Harness.takeFailures().isEmpty)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === first)
  }

  @Test func rotationWhilePresentedMovesThePresentedViewToTheNewLayout() throws {
    Harness.world()
    let detail = UIViewController()
    try FrontDoor.presentr.present(detail, from: root)
    ScenarioClock.runUntilIdle()
    UIKitModel.rotate(to: CGSize(width: 844, height: 390))
    let controller = try #require(detail.modelPresentationController)
    #expect(detail.view.frame == controller.frameOfPresentedViewInContainerView)
    #expect(detail.view.center.x == 422)
    Harness.expectNoFailures()
  }

  @Test func aFastFlickRegrabReleaseSequence() throws {
    Harness.world()
    let detail = UIViewController()
    try FrontDoor.animator.present(detail, from: root)
    ScenarioClock.runUntilIdle()
    let pan = try #require(detail.view.gestureRecognizers?.first)
    for round in 0..<5 {
      let touch = ModelTouch(pan)
      touch.begin(translation: CGPoint(x: 0, y: 4), velocity: CGPoint(x: 0, y: 200))
      touch.move(to: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 200))
      // Released back: the dismissal cancels; grabbed again after one frame.
      touch.end(velocity: CGPoint(x: 0, y: round.isMultiple(of: 2) ? -900 : 10))
      ScenarioClock.advance(by: 1.0 / 60)
    }
    ScenarioClock.runUntilIdle()
    let flick = ModelTouch(pan)
    flick.begin(translation: CGPoint(x: 0, y: 4), velocity: CGPoint(x: 0, y: 2000))
    flick.move(to: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: 3000))
    flick.end(velocity: CGPoint(x: 0, y: 3000))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test(arguments: 1...4)
  func theSwipeBackAtEveryDepthAfterTheDelegateIsGone(depth: Int) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    do {
      let delegate = NavigationTransitionDelegate(animator: fade(0.05))
      delegate.attach(to: navigation)
      for _ in 1..<depth {
        navigation.pushViewController(UIViewController(), animated: true)
        ScenarioClock.runUntilIdle()
      }
      delegate.detach()
    }
    let swipe = navigation.interactivePopGestureRecognizer ?? UIGestureRecognizer()
    let touch = ModelTouch(swipe)
    let began = touch.begin(translation: CGPoint(x: 10, y: 0))
    touch.move(to: CGPoint(x: 300, y: 0))
    touch.end(velocity: CGPoint(x: 800, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(began == (depth > 1))
    #expect(navigation.viewControllers.count == max(depth - 1, 1))
    Harness.expectNoFailures()
  }

  @Test func aTransitionBridgeCompletesExactlyOnce() {
    Harness.world()
    final class Counting: NSObject, UIViewControllerTransitioningDelegate {
      let bridge = TransitionBridge(animator: fade(0.1), operation: .present)
      var ended: [Bool] = []
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        bridge.onEnded = { [weak self] completed in self?.ended.append(completed) }
        return bridge
      }
    }
    let delegate = Counting()
    let detail = UIViewController()
    detail.transitioningDelegate = delegate
    detail.modalPresentationStyle = .custom
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(delegate.ended == [true])
    Harness.expectNoFailures()
  }
}

/// Runs `body` (Linux has no autorelease pool; the name keeps the intent visible).
@MainActor
private func autoreleasepoolIfNeeded(_ body: () throws -> Void) rethrows { try body() }
#endif
