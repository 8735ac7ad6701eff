import Curtain
import CurtainEngine
import Foundation

extension HeadlessScene {
  /// The tab a horizontal swipe selects, by the rule the UIKit player's tab bar pan follows:
  /// tabs run in the scene's ``layoutDirection``, so left to right a swipe towards the left (a
  /// negative velocity) brings in the next tab, right to left the previous one.
  ///
  /// - Parameter velocityX: The finger's horizontal velocity, in points per second, positive to
  ///   the right.
  /// - Returns: The tab's index, or `nil` past either end, without tabs or without horizontal
  ///   speed.
  public func tabIndex(forSwipeWithVelocityX velocityX: CGFloat) -> Int? {
    guard let selected = selectedTabIndex else { return nil }
    return TabSwipe.target(
      selectedIndex: selected, tabCount: tabs.count, velocityX: velocityX,
      layoutDirection: layoutDirection)
  }

  /// Swipes between tabs: selects the tab ``tabIndex(forSwipeWithVelocityX:)`` names with
  /// `animator`, as ``selectTab(_:animator:interactive:)`` does.
  ///
  /// - Parameters:
  ///   - velocityX: The finger's horizontal velocity, in points per second, positive to the
  ///     right.
  ///   - animator: The animator that plans the switch.
  ///   - interactive: Whether the context says a gesture drives the switch. Defaults to false.
  /// - Returns: The switch's transition, or `nil` when the swipe selects no tab.
  /// - Throws: What ``selectTab(_:animator:interactive:)`` throws.
  @discardableResult
  public func swipeTab(
    velocityX: CGFloat, animator: some TransitionAnimator, interactive: Bool = false
  ) throws(HeadlessError) -> HeadlessTransition? {
    guard let index = tabIndex(forSwipeWithVelocityX: velocityX) else { return nil }
    return try selectTab(index, animator: animator, interactive: interactive)
  }
}
