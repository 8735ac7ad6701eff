import Curtain
import Foundation

/// Which tab a horizontal swipe selects: the one rule both players follow (the UIKit player's
/// tab bar pan, `TabBarTransitionDelegate`, and the headless scene's
/// `HeadlessScene.swipeTab(velocityX:animator:interactive:)`).
///
/// Tabs run in the reading direction: left to right, the first tab is at the left, so a swipe
/// towards the left (a negative horizontal velocity) brings in the next tab from the right; right
/// to left, UIKit lays the tab bar out mirrored (the first tab at the right), so the same swipe
/// brings in the previous one. There is no tab past either end, and a swipe without horizontal
/// speed (or with a speed that is not a number) selects none.
package enum TabSwipe {
  /// The tab a swipe selects, or `nil` when it selects none.
  ///
  /// - Parameters:
  ///   - selectedIndex: The selected tab.
  ///   - tabCount: How many tabs there are.
  ///   - velocityX: The finger's horizontal velocity, in points per second, positive to the
  ///     right.
  ///   - layoutDirection: The tab bar's layout direction.
  /// - Returns: The index of the tab the swipe brings in, or `nil`.
  package static func target(
    selectedIndex: Int, tabCount: Int, velocityX: CGFloat, layoutDirection: LayoutDirection
  ) -> Int? {
    guard velocityX.isFinite, velocityX != 0 else { return nil }
    let towardsTheLeft = velocityX < 0
    let forward = towardsTheLeft == (layoutDirection == .leftToRight)
    let (target, overflow) = selectedIndex.addingReportingOverflow(forward ? 1 : -1)
    guard !overflow, target >= 0, target < tabCount else { return nil }
    return target
  }

  /// The pan a swipe's switch follows: the finger's own horizontal direction, so that progress
  /// grows as it goes on the way it started, whichever tab that brings in; a swipe towards the
  /// left follows `PanDirection.fromRight`.
  ///
  /// - Parameter velocityX: The finger's horizontal velocity when the swipe begins, in points
  ///   per second, positive to the right.
  /// - Returns: The pan, or `nil` for no horizontal speed (or one that is not a number).
  package static func pan(velocityX: CGFloat) -> Pan? {
    guard velocityX.isFinite, velocityX != 0 else { return nil }
    return .regular(velocityX < 0 ? .fromRight : .fromLeft)
  }
}
