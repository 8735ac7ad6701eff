import Curtain
import Foundation
import Testing

@Suite struct PresentationAlignmentTests {
  @Test func defaultsAreCentred() {
    #expect(
      PresentationAlignment() == PresentationAlignment(vertical: .center, horizontal: .center))
    #expect(PresentationAlignment() == .center)
  }

  @Test func finiteCustomOffsetsAreValidEvenWhenNegative() throws {
    try PresentationAlignment(vertical: .custom(y: -40), horizontal: .custom(x: 1e9)).validate()
  }

  @Test func nonFiniteCustomOffsetsAreNamed() {
    #expect(
      throws: PresentationError.notFinite(
        parameter: "alignment.vertical.custom(y:)", value: .infinity)
    ) {
      try PresentationAlignment(vertical: .custom(y: .infinity)).validate()
    }
    #expect(throws: PresentationError.self) {
      try PresentationAlignment(horizontal: .custom(x: .nan)).validate()
    }
  }

  /// A 100-wide view in a 400-wide container with 10 left and 30 right guards: the available
  /// span is 10...370, so start = 10, end = 370 − 100 = 270, centre = 10 + (360 − 100) / 2 = 140.
  static let horizontalCases: [(PresentationAlignment.Horizontal, LayoutDirection, CGFloat)] = [
    (.left, .leftToRight, 10), (.left, .rightToLeft, 10),
    (.right, .leftToRight, 270), (.right, .rightToLeft, 270),
    (.center, .leftToRight, 140), (.center, .rightToLeft, 140),
    (.leading, .leftToRight, 10), (.leading, .rightToLeft, 270),
    (.trailing, .leftToRight, 270), (.trailing, .rightToLeft, 10),
    (.custom(x: 50), .leftToRight, 50), (.custom(x: 50), .rightToLeft, 50),
  ]

  @Test(arguments: horizontalCases)
  func horizontalPositionFollowsTheLayoutDirection(
    _ horizontal: PresentationAlignment.Horizontal, _ direction: LayoutDirection,
    _ expectedX: CGFloat
  ) throws {
    let layout = PresentationLayout(
      size: PresentationSize(width: .custom(value: 100), height: .custom(value: 100)),
      alignment: PresentationAlignment(horizontal: horizontal),
      marginGuards: EdgeInsets(left: 10, right: 30))
    let frame = try layout.frame(
      in: CGRect(x: 0, y: 0, width: 400, height: 400), layoutDirection: direction)
    #expect(frame.minX == expectedX)
  }

  @Test func alignmentsRoundTripThroughJSON() throws {
    let alignments = [
      PresentationAlignment(vertical: .top, horizontal: .leading),
      PresentationAlignment(vertical: .bottom, horizontal: .trailing),
      PresentationAlignment(vertical: .custom(y: 12.5), horizontal: .custom(x: -3)),
    ]
    for alignment in alignments {
      let data = try JSONEncoder().encode(alignment)
      #expect(try JSONDecoder().decode(PresentationAlignment.self, from: data) == alignment)
    }
  }
}
