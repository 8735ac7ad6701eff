import Curtain
import CurtainEngine
import Foundation
import Testing

/// A container that changes size while the finger drags the sheet (a rotation mid-drag).
///
/// Portrait 390 × 844 (top inset 47): `.medium` rests at 844 / 2 = 422. Landscape 844 × 390
/// (top inset 0): `.medium` rests at 390 / 2 = 195.
@Suite struct SheetSessionResizeTests {
  func shownTop(_ effects: [SheetSession.Effect]) -> CGFloat? {
    for effect in effects { if case .show(let top) = effect { return top } }
    return nil
  }

  @Test func aDragGoesOnFromTheSelectedDetentOfTheResizedContainer() throws {
    var session = SheetSession(
      resting: try SheetModel(
        presentation: SheetPresentation(detents: [.medium, .large]),
        container: SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)))
    _ = session.beginDrag(allowsDismissal: true)
    // 30 pt down from medium: 422 + 30 = 452 (below the lowest detent, the drag may dismiss:
    // no rubber band).
    #expect(shownTop(session.move(translation: 30, at: 0.1)) == 452)
    // Rotated mid-drag: medium now rests at 195; the sheet keeps its 30 pt below it, 225
    // (before the fix the session showed nothing and the sheet stayed at 452, below the
    // 390-high container).
    let landscape = try SheetContainer(size: CGSize(width: 844, height: 390), topInset: 0)
    #expect(shownTop(session.resize(to: landscape)) == 225)
    #expect(session.phase == .dragging)
    // The finger goes on 10 pt further: 225 + 10 = 235.
    #expect(shownTop(session.move(translation: 40, at: 0.2)) == 235)
  }
}
