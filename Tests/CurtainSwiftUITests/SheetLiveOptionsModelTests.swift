#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The sheet's options changed while the sheet is up (issue 36, item 3, "live"): SwiftUI
/// developers change detents, the grabber or the corner radius from the content's own `@State`
/// and expect the presented sheet to follow, as `UISheetPresentationController` does inside
/// `animateChanges(_:)`.
@Suite @MainActor struct SheetLiveOptionsModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()
  let options = SheetContentOptionsModelTests()

  /// The model's phone: 390 × 844, top safe-area inset 47; `.large` rests with its top edge at
  /// 47 + 10 = 57, `.medium` at 844 / 2 = 422.
  let phone = (largeTop: CGFloat(57), mediumTop: CGFloat(422))

  /// Hands a content's `@State` binding to the test, as a button inside it would write it.
  final class StateHandle {
    var compact: Binding<Bool>?
    func keep(_ binding: Binding<Bool>) -> Bool {
      compact = binding
      return true
    }
  }

  /// A player whose own state makes its sheet compact: medium only, a grabber, 24 pt corners.
  struct Player: View {
    let handle: StateHandle
    @State private var compact = false

    var body: some View {
      let _ = handle.keep($compact)
      Text(compact ? "Mini player" : "Player")
        .curtainPresentationDetents(compact ? [.medium] : [.large])
        .curtainPresentationDragIndicator(compact ? .visible : .hidden)
        .curtainPresentationCornerRadius(compact ? 24 : 10)
    }
  }

  /// The content's detents, grabber and corner radius change while the sheet is up: the sheet
  /// moves to medium (its detent `large` is gone, so it goes to the first new detent), grows a
  /// grabber and rounds its corners to 24 pt; and back.
  ///
  /// On the old code the options were read once, when the sheet was presented: the sheet
  /// stayed at large (top edge 57), without a grabber, with 10 pt corners.
  @Test func theContentsOptionsChangedWhileTheSheetIsUpReshapeIt() async throws {
    let (root, coordinator) = base.setUp()
    let handle = StateHandle()
    let errors = Box<[String]>([])
    coordinator.update(options.sheet(Box(true), errors: errors) { Player(handle: handle) })
    await options.settle()
    let controller = try #require(base.sheetController(of: root))
    let sheetView = try #require(root.presentedViewController?.view)
    #expect(sheetView.frame.minY == phone.largeTop)
    #expect(controller.grabberView == nil)
    try #require(handle.compact).wrappedValue = true
    await options.settle()
    #expect(controller.sheet.detents.map(\.id) == ["medium"])
    #expect(sheetView.frame.minY == phone.mediumTop)
    #expect(controller.selectedDetentID == "medium")
    #expect(controller.grabberView != nil)
    #expect(sheetView.layer.cornerRadius == 24)
    try #require(handle.compact).wrappedValue = false
    await options.settle()
    #expect(sheetView.frame.minY == phone.largeTop)
    #expect(controller.grabberView == nil)
    #expect(sheetView.layer.cornerRadius == 10)
    #expect(errors.value.isEmpty)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A change of the presenter's `detents:` argument while the sheet is up moves it, and a
  /// selection bound on the presenter is written with the first new detent when its detent is
  /// gone (`DetentSelectionBinding`'s rule); a detent kept keeps the sheet where it is.
  ///
  /// On the old code the sheet stayed at large (top edge 57) with the binding written
  /// `medium`: the binding no longer told where the sheet was.
  @Test func thePresentersDetentsChangedWhileTheSheetIsUpMoveIt() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detents = Box<[SheetDetent]>([.large])
    let selected = Box("large")
    let configuration = {
      var configuration = options.sheet(shown, detents: detents.value) { Text("Settings") }
      configuration.sheet?.selection = selected.binding
      return configuration
    }
    coordinator.update(configuration())
    await options.settle()
    let sheetView = try #require(root.presentedViewController?.view)
    #expect(sheetView.frame.minY == phone.largeTop)
    detents.value = [.medium]
    coordinator.update(configuration())
    await options.settle()
    #expect(selected.writes == ["medium"])
    #expect(sheetView.frame.minY == phone.mediumTop)
    // Large comes back beside medium: the sheet keeps its detent.
    detents.value = [.medium, .large]
    coordinator.update(configuration())
    await options.settle()
    #expect(sheetView.frame.minY == phone.mediumTop)
    #expect(selected.writes == ["medium"])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A change made while the user's finger holds the sheet waits until the sheet rests after
  /// the release (the core's `SheetSession.reconfigure(to:)`), then takes effect.
  @Test func aChangeDuringADragTakesEffectOnceTheSheetRests() async throws {
    let (root, coordinator) = base.setUp()
    let handle = StateHandle()
    coordinator.update(options.sheet(Box(true)) { Player(handle: handle) })
    await options.settle()
    let controller = try #require(base.sheetController(of: root))
    let sheetView = try #require(root.presentedViewController?.view)
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: 40))
    try #require(handle.compact).wrappedValue = true
    await options.settle()
    // Still the finger's: 40 pt below large, no grabber yet.
    #expect(sheetView.frame.minY == phone.largeTop + 40)
    #expect(controller.grabberView == nil)
    // Held still for six frames (the core's 0.1 s estimate over the samples, issue 38), so the
    // release is at rest.
    for _ in 0..<6 { touch.move(to: CGPoint(x: 0, y: 40)) }
    touch.end(velocity: .zero)
    await options.settle()
    #expect(sheetView.frame.minY == phone.mediumTop)
    #expect(controller.grabberView != nil)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// Options made invalid while the sheet is up (no detents) leave it as it is and are reported
  /// once to `onError`, not at every update.
  @Test func invalidOptionsWhileTheSheetIsUpAreReportedOnceAndIgnored() async throws {
    let (root, coordinator) = base.setUp()
    let errors = Box<[String]>([])
    let detents = Box<[SheetDetent]>([.large])
    let configuration = {
      options.sheet(Box(true), errors: errors) {
        Text("Notes").curtainPresentationDetents(detents.value)
      }
    }
    coordinator.update(configuration())
    await options.settle()
    detents.value = []
    coordinator.update(configuration())
    coordinator.update(configuration())
    await options.settle()
    #expect(errors.value.count == 1)
    #expect(root.presentedViewController?.view.frame.minY == phone.largeTop)
  }

  /// `.curtainInteractiveDismissDisabled` from the content's own state also refuses, then
  /// allows, the escape gesture (VoiceOver's two-finger Z, a keyboard's Escape) live.
  @Test func theContentsOwnStateRefusesThenAllowsTheEscapeLive() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let handle = SheetContentOptionsModelTests.StateHandle()
    coordinator.update(
      options.sheet(shown) { SheetContentOptionsModelTests.Editor(handle: handle) })
    await options.settle()
    let controller = try #require(base.sheetController(of: root))
    try #require(handle.hasChanges).wrappedValue = true
    await options.settle()
    #expect(controller.attemptDismissal(.escape) != .dismiss)
    await options.settle()
    #expect(root.presentedViewController is PresentationHostingController, "refused")
    try #require(handle.hasChanges).wrappedValue = false
    await options.settle()
    #expect(controller.attemptDismissal(.escape) == .dismiss)
    await options.settle()
    #expect(root.presentedViewController == nil, "allowed again")
    #expect(shown.writes == [false])
  }
}
#endif
