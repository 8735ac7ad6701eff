#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// A sheet's typed selection (`Binding<SheetDetent>`, issue 36 item 3) on the UIKit model: the
/// binding holds detents, not ids, so only a detent of the sheet is ever written back.
///
/// The configuration is built as `curtainSheet(isPresented:detents:selection:…)` with a
/// `Binding<SheetDetent>` builds it (the view graph does not run on the model).
@Suite @MainActor struct TypedSheetSelectionModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()
  let detents: [SheetDetent] = [.medium, .large]

  func sheet(_ shown: Box<Bool>, _ selection: Box<SheetDetent>) -> PresentationConfiguration {
    var configuration = PresentationConfiguration.flag(
      shown.binding, animators: .sheet, onDismiss: nil, onError: nil,
      content: { Text("Steps") })
    configuration.sheet = SheetConfiguration(
      detents: detents,
      selection: SheetConfiguration.selectionByID(selection.binding, among: detents),
      largestUndimmedDetentID: nil, prefersGrabberVisible: true, isDismissible: true)
    return configuration
  }

  @Test func detentsCompareByID() throws {
    #expect(SheetDetent.medium == SheetDetent.medium)
    #expect(SheetDetent.medium != SheetDetent.large)
    #expect(try SheetDetent.fraction(0.3) == SheetDetent.custom("0.3") { _ in 10 })
    #expect(Set([SheetDetent.medium, .large, .medium]).count == 2)
  }

  /// The sheet opens at the typed detent, moves when it is written, and a drag that settles
  /// elsewhere writes the detent itself: up 300 pt from medium (top 844 / 2 = 422) is top 122,
  /// nearest large (top 57, as in `aDragThatSettlesOnAnotherDetentWritesTheSelection`).
  @Test func theTypedSelectionMovesTheSheetAndIsWrittenWithDetents() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box(SheetDetent.large)
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    let controller = try #require(base.sheetController(of: root))
    #expect(controller.selectedDetentID == "large")
    detent.value = .medium
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController?.view.frame.minY == 422)
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: -300))
    touch.end()
    UIKitModel.runUntilIdle()
    #expect(detent.writes == [.large])
    #expect(detent.writes.first?.id == "large")
  }

  /// A detent the sheet does not list is written back with the one the sheet rests on.
  @Test func aDetentTheSheetDoesNotHaveIsWrittenBackWithOneItHas() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box(SheetDetent.medium)
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    detent.value = try .height(200)
    coordinator.update(sheet(shown, detent))
    for _ in 0..<10 { await Task.yield() }
    #expect(detent.value == .medium)
    #expect(base.sheetController(of: root)?.selectedDetentID == "medium")
  }
}
#endif
