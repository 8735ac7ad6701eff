import Curtain
import CurtainEngine
import Foundation
import Testing

/// The sheet changed while it is presented (`SheetSession.reconfigure(to:)`).
///
/// A 390 × 844 container, top inset 47: `.large` rests at 47 + 10 = 57, `.medium` at
/// 844 / 2 = 422.
@Suite struct SheetSessionReconfigureTests {
  let container = try? SheetContainer(size: CGSize(width: 390, height: 844), topInset: 47)

  func resting(_ detents: [SheetDetent], at id: String) throws -> SheetSession {
    SheetSession(
      resting: try SheetModel(
        presentation: SheetPresentation(detents: detents, selectedDetentID: id),
        container: try #require(container)))
  }

  func shownTop(_ effects: [SheetSession.Effect]) -> CGFloat? {
    for effect in effects { if case .show(let top) = effect { return top } }
    return nil
  }

  func settleTarget(_ effects: [SheetSession.Effect]) -> CGFloat? {
    for effect in effects { if case .settle(let release) = effect { return release.targetTop } }
    return nil
  }

  /// The detent it rests on is gone: it is shown at 57 with the new sheet's layout, then moves
  /// to the new sheet's selected detent, 422, as a program's move (no event).
  @Test func aSheetWhoseDetentIsGoneMovesToTheNewSelectedDetent() throws {
    var session = try resting([.medium, .large], at: "large")
    let effects = session.reconfigure(
      to: try SheetPresentation(detents: [.medium], prefersGrabberVisible: true))
    #expect(settleTarget(effects) == 422)
    // Shown first where it rests (57) with its new layout and grabber, then moved.
    #expect(shownTop(effects) == 57)
    #expect(effects.first.map { if case .show = $0 { true } else { false } } == true)
    #expect(session.phase == .moving)
    #expect(session.model.selectedDetentID == "medium")
    #expect(session.model.presentation.prefersGrabberVisible)
    #expect(!effects.contains { if case .report = $0 { true } else { false } })
  }

  /// The detent it rests on is kept: it stays, shown at once at 422 with the new chrome.
  @Test func aSheetWhoseDetentIsKeptStays() throws {
    var session = try resting([.medium], at: "medium")
    let effects = session.reconfigure(
      to: try SheetPresentation(
        detents: [.medium, .large], selectedDetentID: "large", cornerRadius: 24))
    #expect(effects.count == 1)
    #expect(shownTop(effects) == 422)
    #expect(session.model.selectedDetentID == "medium")
    #expect(session.chrome(top: 422).cornerRadius == 24)
  }

  /// During a drag the change waits; the release settles on the old detents, and the change
  /// takes effect once the sheet rests.
  @Test func aChangeDuringADragWaitsForTheSheetToRest() throws {
    var session = try resting([.large], at: "large")
    _ = session.beginDrag(allowsDismissal: false)
    _ = session.move(translation: 40, at: 0.1)
    #expect(session.reconfigure(to: try SheetPresentation(detents: [.medium])).isEmpty)
    #expect(session.pendingPresentation != nil)
    _ = session.release(velocity: 0)
    #expect(session.model.presentation.detents.map(\.id) == ["large"])
    let ended = session.settleEnded()
    #expect(settleTarget(ended) == 422)
    #expect(session.pendingPresentation == nil)
  }

  /// A sheet whose detents cannot be resolved (`.fitting` without a preferred height) is not
  /// taken: the sheet keeps its shape.
  @Test func anUnresolvableSheetIsNotTaken() throws {
    var session = try resting([.large], at: "large")
    #expect(session.reconfigure(to: try SheetPresentation(detents: [.fitting])).isEmpty)
    #expect(session.model.presentation.detents.map(\.id) == ["large"])
    #expect(session.phase == .resting)
  }
}
