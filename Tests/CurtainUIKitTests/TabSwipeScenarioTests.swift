#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): the swipe is a synthesized touch.
import Curtain
import CurtainEngine
import CurtainAnimators
import CurtainUIKit
import Testing
import UIKit

/// Issue 38: which tab a swipe selects is the core's rule (`TabSwipe`), which the tab bar's pan
/// follows, the layout direction included.
///
/// Three tabs, the middle one (index 1) selected. Left to right the tabs run from the left, so a
/// swipe towards the left (negative horizontal velocity) brings in the next tab, index 2; right
/// to left UIKit lays the tab bar out mirrored, the first tab at the right, so the same swipe
/// brings in the previous tab, index 0.
@Suite @MainActor struct TabSwipeScenarioTests {
  @Test(arguments: [(false, 2), (true, 0)])
  func aSwipeTowardsTheLeftSelectsTheTabOnTheRight(rightToLeft: Bool, expected: Int) throws {
    let tabBar = UITabBarController()
    tabBar.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
    tabBar.selectedIndex = 1
    let world = Harness.world(root: tabBar)
    world.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let animator = try AnimatorRegistry.builtIn.makeAnimator(
      for: TransitionSpec(animator: "cross-dissolve"), operation: .tab)
    let delegate = TabBarTransitionDelegate(animator: animator)
    delegate.attach(to: tabBar, interactive: true)
    let interaction = try #require(delegate.interaction)
    let touch = ModelTouch(interaction.recognizer)
    #expect(
      touch.begin(
        translation: CGPoint(x: -10, y: 0), velocity: CGPoint(x: -400, y: 0),
        at: CGPoint(x: 300, y: 400)))
    touch.move(to: CGPoint(x: -300, y: 0), velocity: CGPoint(x: -400, y: 0))
    touch.end(velocity: CGPoint(x: -400, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(tabBar.selectedIndex == expected)
    Harness.expectNoFailures()
  }
}
#endif
