import Curtain
import Foundation
import Testing

@Suite struct RectCornersTests {
  /// `CACornerMask` raw values from QuartzCore's `CALayer.h`: kCALayerMinXMinYCorner = 1U << 0,
  /// kCALayerMaxXMinYCorner = 1U << 1, kCALayerMinXMaxYCorner = 1U << 2,
  /// kCALayerMaxXMaxYCorner = 1U << 3.
  static let coreAnimationMasks: [(RectCorners, RectCorners, UInt)] = [
    (.layerMinXMinYCorner, .topLeft, 1),
    (.layerMaxXMinYCorner, .topRight, 2),
    (.layerMinXMaxYCorner, .bottomLeft, 4),
    (.layerMaxXMaxYCorner, .bottomRight, 8),
  ]

  @Test(arguments: coreAnimationMasks)
  func rawValuesMatchCoreAnimation(layerName: RectCorners, screenName: RectCorners, raw: UInt) {
    #expect(layerName.rawValue == raw)
    #expect(screenName == layerName)
    #expect(RectCorners(rawValue: raw) == layerName)
  }

  @Test func groupsAreTheUnionOfTheirCorners() {
    #expect(RectCorners.all.rawValue == 15)  // 1 + 2 + 4 + 8
    #expect(RectCorners.top.rawValue == 3)  // 1 + 2
    #expect(RectCorners.bottom.rawValue == 12)  // 4 + 8
    #expect(RectCorners.top.union(.bottom) == .all)
    #expect(RectCorners.all.contains(.bottomLeft))
    #expect(!RectCorners.top.contains(.bottomLeft))
  }

  @Test func bitsBeyondTheFourCornersAreIgnored() {
    // 0b11_0101 keeps only the low four bits, 0b0101 = 5: top-left and bottom-left.
    let corners = RectCorners(rawValue: 0b11_0101)
    #expect(corners.rawValue == 5)
    #expect(corners == [.topLeft, .bottomLeft])
  }

  @Test func codableRoundTripKeepsTheMask() throws {
    let corners: RectCorners = [.topRight, .bottomRight]
    let data = try JSONEncoder().encode([corners])
    #expect(try JSONDecoder().decode([RectCorners].self, from: data) == [corners])
  }
}
