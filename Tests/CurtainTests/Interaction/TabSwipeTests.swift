import Curtain
import CurtainEngine
import Foundation
import Testing

/// Which tab a horizontal swipe selects (issue 38).
///
/// By hand: tabs run in the reading direction, so left to right the next tab lies to the right and a swipe towards the left (negative
/// velocity) brings it in; right to left the first tab is at the right, so the same swipe
/// brings in the previous one. Nothing past either end, and nothing without horizontal speed.
@Suite struct TabSwipeTests {
  @Test(arguments: [
    // (selected, count, velocity, direction, expected)
    (1, 3, -400.0, LayoutDirection.leftToRight, 2 as Int?),
    (1, 3, 400.0, .leftToRight, 0),
    (1, 3, -400.0, .rightToLeft, 0),
    (1, 3, 400.0, .rightToLeft, 2),
    (2, 3, -400.0, .leftToRight, nil),
    (0, 3, 400.0, .leftToRight, nil),
    (0, 3, -400.0, .rightToLeft, nil),
    (2, 3, 400.0, .rightToLeft, nil),
    (1, 3, 0.0, .leftToRight, nil),
    (1, 3, .nan, .rightToLeft, nil),
    (0, 0, -400.0, .leftToRight, nil),
    (Int.max, Int.max, -400.0, .leftToRight, nil),
  ])
  func theSwipeSelectsTheTabItBringsIn(
    selected: Int, count: Int, velocity: Double, direction: LayoutDirection, expected: Int?
  ) {
    #expect(
      TabSwipe.target(
        selectedIndex: selected, tabCount: count, velocityX: CGFloat(velocity),
        layoutDirection: direction) == expected)
  }

  /// The pan a swipe's switch follows is the finger's own direction (issue 38: the UIKit tab
  /// bar picked it alone): towards the left it follows a pan from the right edge's side, towards
  /// the right one from the left; no speed, no pan.
  @Test func theSwitchFollowsTheFingersOwnDirection() {
    #expect(TabSwipe.pan(velocityX: -300) == .regular(.fromRight))
    #expect(TabSwipe.pan(velocityX: 300) == .regular(.fromLeft))
    #expect(TabSwipe.pan(velocityX: 0) == nil)
    #expect(TabSwipe.pan(velocityX: .nan) == nil)
  }
}
