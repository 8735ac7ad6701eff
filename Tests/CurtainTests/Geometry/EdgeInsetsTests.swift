import Curtain
import Foundation
import Testing

@Suite struct EdgeInsetsTests {
  @Test func insetShrinksTheRectFromEachEdge() {
    let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    // x 10 + 10, y 20 + 5, width 100 − (10 + 20), height 50 − (5 + 15)
    #expect(insets.inset(rect) == CGRect(x: 20, y: 25, width: 70, height: 30))
  }

  @Test func zeroInsetsLeaveTheRectAlone() {
    let rect = CGRect(x: -3, y: 7, width: 42, height: 9)
    #expect(EdgeInsets.zero.inset(rect) == rect)
  }

  @Test func negativeInsetsGrowTheRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    // Every edge moves out by 10: origin (−10, −10), size 100 + 20.
    #expect(EdgeInsets(all: -10).inset(rect) == CGRect(x: -10, y: -10, width: 120, height: 120))
  }

  @Test func insetsWiderThanTheRectCollapseToTheMiddleOfWhatRemains() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = EdgeInsets(top: 30, left: 80, bottom: 30, right: 40)
    let result = insets.inset(rect)
    // The left edge would move to 0 + 80 and the right edge to 100 − 40 = 60: they cross, and
    // the midpoint of 60...80 is 70. Vertically the edges would be at 30 and 50 − 30 = 20,
    // midpoint 25. Width and height become 0, never negative.
    #expect(result == CGRect(x: 70, y: 25, width: 0, height: 0))
  }

  @Test func insetsLargerThanOneDimensionOnlyCollapseThatDimension() {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 40)
    let insets = EdgeInsets(top: 40, left: 10, bottom: 20, right: 10)
    let result = insets.inset(rect)
    // Horizontally 10 + 10 = 20 wide 100 − 20 = 80; vertically the edges would be at
    // 10 + 40 = 50 and 50 − 20 = 30, midpoint 40, height 0.
    #expect(result == CGRect(x: 20, y: 40, width: 80, height: 0))
  }

  @Test func sumsAndUniformInit() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
    #expect(insets.horizontal == 10)  // 2 + 8
    #expect(insets.vertical == 5)  // 1 + 4
    #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  static let nonFiniteNumbers: [CGFloat] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFiniteNumbers)
  func anyNonFiniteEdgeMakesTheInsetsNonFinite(number: CGFloat) {
    #expect(EdgeInsets(all: 5).isFinite)
    #expect(!EdgeInsets(top: number).isFinite)
    #expect(!EdgeInsets(left: number).isFinite)
    #expect(!EdgeInsets(bottom: number).isFinite)
    #expect(!EdgeInsets(right: number).isFinite)
  }
}
