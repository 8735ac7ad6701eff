import Curtain
import Testing

@Suite @MainActor struct PanFollowingTests {
  /// A finger moving toward each side, written out by hand: toward the bottom is "from the top".
  @Test(arguments: [
    (Direction.top, LayoutDirection.leftToRight, PanDirection.fromBottom),
    (.bottom, .leftToRight, .fromTop),
    (.left, .leftToRight, .fromRight),
    (.right, .leftToRight, .fromLeft),
    (.leading, .leftToRight, .fromRight),
    (.trailing, .leftToRight, .fromLeft),
    (.leading, .rightToLeft, .fromLeft),
    (.trailing, .rightToLeft, .fromRight),
  ])
  func towardAnEdge(edge: Direction, layout: LayoutDirection, expected: PanDirection) {
    #expect(PanDirection(toward: edge, layoutDirection: layout) == expected)
  }

  @Test func canvasPansMoveTowardTheEdgeAndEdgePansStartOpposite() {
    #expect(Pan.following(.bottom, dragMode: .canvas) == .regular(.fromTop))
    #expect(Pan.following(.bottom, dragMode: .edge) == .edge(.top))
    #expect(Pan.following(.right, dragMode: .edge) == .edge(.left))
    // An edge pan moves away from its edge, so it moves toward the view's side.
    for edge in [Direction.top, .bottom, .left, .right] {
      let pan = Pan.following(edge, dragMode: .edge)
      #expect(pan.direction() == PanDirection(toward: edge))
    }
    // Leading resolves before the edge is chosen: leading in RTL is the right side.
    #expect(
      Pan.following(.leading, dragMode: .edge, layoutDirection: .rightToLeft) == .edge(.left))
  }

  @Test func aPresentationIsDismissedByAPanThatFollowsItOut() throws {
    let canvas = try InteractionConfiguration(completionThreshold: 0.4, dragMode: .canvas)
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .right, interactionConfiguration: canvas)
    #expect(cover.dismissalPan() == .regular(.fromLeft))
    let edge = try InteractionConfiguration(dragMode: .edge)
    let slide = SlidePresentation(direction: .top, interactionConfiguration: edge)
    #expect(slide.dismissalPan() == .edge(.bottom))
  }

  @Test func noPanWithoutAConfigurationThatDismisses() throws {
    let plain = CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)
    #expect(plain.dismissalPan() == nil)
    #expect(FadePresentation().dismissalPan() == nil)
    let presentOnly = try InteractionConfiguration(modes: [.present])
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom, interactionConfiguration: presentOnly)
    #expect(cover.dismissalPan() == nil)
  }
}
