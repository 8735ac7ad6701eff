import Curtain
import Foundation
import Testing

@Suite struct DirectionTests {
  static let resolutions: [(Direction, LayoutDirection, Direction)] = [
    (.leading, .leftToRight, .left),
    (.trailing, .leftToRight, .right),
    (.leading, .rightToLeft, .right),
    (.trailing, .rightToLeft, .left),
    (.top, .leftToRight, .top),
    (.top, .rightToLeft, .top),
    (.bottom, .rightToLeft, .bottom),
    (.left, .rightToLeft, .left),
    (.right, .rightToLeft, .right),
    (.left, .leftToRight, .left),
    (.right, .leftToRight, .right),
  ]

  @Test(arguments: resolutions)
  func leadingAndTrailingResolveByLayoutDirection(
    direction: Direction, layout: LayoutDirection, expected: Direction
  ) {
    #expect(direction.resolved(for: layout) == expected)
  }

  static let opposites: [(Direction, Direction)] = [
    (.top, .bottom), (.bottom, .top), (.left, .right), (.right, .left), (.leading, .trailing),
    (.trailing, .leading),
  ]

  @Test(arguments: opposites)
  func oppositeIsTheFacingSide(direction: Direction, expected: Direction) {
    #expect(direction.opposite == expected)
    #expect(direction.opposite.opposite == direction)
  }

  @Test(arguments: Direction.allCases)
  func onlyTopAndBottomAreVertical(direction: Direction) {
    #expect(direction.isVertical == (direction == .top || direction == .bottom))
  }

  /// Bounds with a non-zero origin, so a formula that ignores the origin fails.
  static let bounds = CGRect(x: 50, y: 60, width: 320, height: 480)
  static let onScreen = CGRect(x: 70, y: 160, width: 300, height: 200)

  static let offscreenCases: [(Direction, LayoutDirection, CGRect)] = [
    // Above: y = minY − height = 60 − 200.
    (.top, .leftToRight, CGRect(x: 70, y: -140, width: 300, height: 200)),
    // Below: y = maxY = 60 + 480.
    (.bottom, .leftToRight, CGRect(x: 70, y: 540, width: 300, height: 200)),
    // Left: x = minX − width = 50 − 300.
    (.left, .leftToRight, CGRect(x: -250, y: 160, width: 300, height: 200)),
    // Right: x = maxX = 50 + 320.
    (.right, .leftToRight, CGRect(x: 370, y: 160, width: 300, height: 200)),
    (.leading, .leftToRight, CGRect(x: -250, y: 160, width: 300, height: 200)),
    (.trailing, .leftToRight, CGRect(x: 370, y: 160, width: 300, height: 200)),
    (.leading, .rightToLeft, CGRect(x: 370, y: 160, width: 300, height: 200)),
    (.trailing, .rightToLeft, CGRect(x: -250, y: 160, width: 300, height: 200)),
    (.left, .rightToLeft, CGRect(x: -250, y: 160, width: 300, height: 200)),
  ]

  @Test(arguments: offscreenCases)
  func offscreenFrameSitsJustOutsideTheBounds(
    direction: Direction, layout: LayoutDirection, expected: CGRect
  ) {
    let moved = direction.offscreenFrame(
      for: Self.onScreen, in: Self.bounds, layoutDirection: layout)
    #expect(moved == expected)
    // It keeps its size and touches the bounds' edge from outside.
    #expect(moved.size == Self.onScreen.size)
    switch direction.resolved(for: layout) {
    case .top: #expect(moved.maxY == Self.bounds.minY)
    case .bottom: #expect(moved.minY == Self.bounds.maxY)
    case .left: #expect(moved.maxX == Self.bounds.minX)
    default: #expect(moved.minX == Self.bounds.maxX)
    }
  }

  @Test func offscreenFrameDefaultsToLeftToRight() {
    let moved = Direction.leading.offscreenFrame(for: Self.onScreen, in: Self.bounds)
    #expect(moved == CGRect(x: -250, y: 160, width: 300, height: 200))
  }

  @Test func textFormRoundTrips() throws {
    let data = try JSONEncoder().encode(Direction.allCases)
    #expect(try JSONDecoder().decode([Direction].self, from: data) == Direction.allCases)
    #expect(Direction(rawValue: "leading") == .leading)
    #expect(LayoutDirection(rawValue: "rightToLeft") == .rightToLeft)
  }
}
