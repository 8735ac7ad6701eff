import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// The headless scene's tab swipe follows the core's rule (`TabSwipe`), as the UIKit tab bar's
/// pan does (`TabSwipeScenarioTests` in the UIKit tests): with the middle of three tabs
/// selected, a swipe towards the left selects tab 2 left to right and tab 0 right to left.
@Suite @MainActor struct TabSwipeTests {
  @Test(arguments: [(LayoutDirection.leftToRight, 2), (.rightToLeft, 0)])
  func aSwipeTowardsTheLeftSelectsTheTabOnTheRight(
    direction: LayoutDirection, expected: Int
  ) throws {
    let (scene, tabs) = try TabSwitchTests.scene(selecting: 1, layoutDirection: direction)
    #expect(scene.tabIndex(forSwipeWithVelocityX: -400) == expected)
    let transition = try #require(
      try scene.swipeTab(velocityX: -400, animator: try TabSwitchTests.animator("cross-dissolve")))
    _ = try transition.run(fps: 60)
    #expect(scene.selectedTabIndex == expected)
    #expect(scene.visibleScreens == [tabs[expected]])
  }

  @Test func noTabPastTheEndAndNoTransition() throws {
    let (scene, _) = try TabSwitchTests.scene(selecting: 2)
    #expect(scene.tabIndex(forSwipeWithVelocityX: -400) == nil)
    #expect(
      try scene.swipeTab(velocityX: -400, animator: try TabSwitchTests.animator("cross-dissolve"))
        == nil)
    #expect(scene.selectedTabIndex == 2)
  }
}
