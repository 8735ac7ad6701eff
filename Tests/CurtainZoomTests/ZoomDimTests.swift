import Curtain
import CurtainHeadless
import CurtainZoom
import Foundation
import Testing

/// The zoom's dimming stays while the screen is presented into a smaller frame.
///
/// Expected states come from the zoom article: the dimming is black over the container at
/// `dimAlpha` (0.2 by default) once presented; the dismissal fades it from there to 0.
@Suite @MainActor struct ZoomDimTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let cell = CGRect(x: 16, y: 240, width: 120, height: 160)
  /// A card 20 pt in from the sides and 100 pt from the top and bottom: it does not cover the
  /// container, so the dimming around it is seen.
  let card = CGRect(x: 20, y: 100, width: 350, height: 644)

  /// Presented into the card, the dimming (black, alpha 0.2, over the container) stays once
  /// the presentation has finished; the dismissal starts it there (no jump), ends at alpha 0,
  /// and takes it away.
  @Test func theDimmingStaysWhilePresentedIntoASmallerFrame() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let photo = HeadlessScreen(name: "photo")
    let shown = try scene.present(
      photo, animator: ZoomAnimator(), presentedFrame: card, sourceFrame: cell
    ).run()
    let dim = ViewState(frame: bounds, alpha: 0.2, backgroundColor: .black)
    #expect(shown.frames.last?[.background] == dim)
    #expect(scene.backgroundState(of: photo) == dim)
    let dismissal = try scene.dismiss(animator: ZoomAnimator()).run()
    #expect(dismissal.frames.first?[.background] == dim)
    #expect(dismissal.frames.last?[.background]?.alpha == 0)
    #expect(scene.backgroundState(of: photo) == nil)
  }

  /// Over the whole container the dimming would not be seen: nothing is kept.
  @Test func aFullScreenZoomKeepsNoDimming() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let photo = HeadlessScreen(name: "photo")
    try scene.present(photo, animator: ZoomAnimator(), sourceFrame: cell).finish()
    #expect(scene.backgroundState(of: photo) == nil)
  }

  /// A drag that does not dismiss leaves the kept dimming as it was: 0.2 in every frame of
  /// the drag and the restore, and still kept after it.
  @Test func aRestoredDragKeepsTheDimming() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let photo = HeadlessScreen(name: "photo")
    try scene.present(photo, animator: ZoomAnimator(), presentedFrame: card, sourceFrame: cell)
      .finish()
    // 40 pt down in 0.5 s at 80 pt/s: projects to (40 + 80 × 0.499) ÷ 322 < 0.5, restores.
    let samples = (0...60).map { index in
      GestureSample(
        time: Double(index) / 120, translation: CGPoint(x: 0, y: 80 * Double(index) / 120))
    }
    let timeline = try scene.dismissByDragging(
      GestureScript(pan: .regular(.fromTop), distance: 844, samples: samples),
      touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    #expect(scene.presentedScreens.map(\.name) == ["photo"])
    #expect(timeline.frames.allSatisfy { $0[.background]?.alpha == 0.2 })
    #expect(
      scene.backgroundState(of: photo)
        == ViewState(frame: bounds, alpha: 0.2, backgroundColor: .black))
  }
}
