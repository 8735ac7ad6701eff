import Curtain
import CurtainContainerTransform
import CurtainHeadless
import Foundation
import Testing

/// The container transform on the headless scene: its source is asked again at dismissal.
@Suite @MainActor struct ContainerTransformSceneTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  final class Source {
    var frame = CGRect(x: 20, y: 100, width: 350, height: 200)
  }

  /// The card moved 150 pt down between presentation and dismissal: the container returns to
  /// (20, 250, 350, 200) with the pair's radius, 16.
  @Test func theReturningContainerLandsOnTheSourceAskedAgain() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let source = Source()
    let destination = bounds
    let shown = try scene.present(
      HeadlessScreen(name: "detail"), animator: ContainerTransformAnimator()
    ) {
      MatchedPair(
        id: "card", sourceFrame: source.frame, sourceCornerRadius: 16,
        destinationFrame: destination)
    }.run()
    #expect(
      shown.frames.first?[.presented]?.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
    source.frame.origin.y += 150
    let hidden = try scene.dismiss(animator: ContainerTransformAnimator()).run()
    #expect(
      hidden.frames.last?[.presented]?.frame == CGRect(x: 20, y: 250, width: 350, height: 200))
    #expect(hidden.frames.last?[.presented]?.cornerRadius == 16)
  }
}
