#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The sheet's options written inside its content, as SwiftUI developers write
/// `presentationDetents(_:)` and its siblings (issue 36, item 3), and `.fitting` from the
/// content's ideal size.
///
/// The content is a real view tree here: the SwiftUI stub's hosting controller evaluates it
/// (Tests/SwiftUIStub/ViewGraph.swift: bodies, `@State`, preferences going up to
/// `onPreferenceChange` as Apple documents them), so the options travel the way they do on a
/// phone, from the content's modifiers to the coordinator.
@Suite @MainActor struct SheetContentOptionsModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  /// The model's phone: 390 × 844, top safe-area inset 47; `.large` is 844 − 47 − 10 = 787
  /// high (top edge 57), `.medium` 844 / 2 = 422 (top edge 422).
  let phone = (height: CGFloat(844), largeTop: CGFloat(57), mediumTop: CGFloat(422))

  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
  }

  /// A `.curtainSheet` with the presenter's defaults (`[.large]`, no grabber, the default
  /// radius, dimmed everywhere) and `content`.
  func sheet<Content: View>(
    _ shown: Box<Bool>, detents: [SheetDetent] = [.large], errors: Box<[String]>? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> PresentationConfiguration {
    var configuration = PresentationConfiguration.flag(
      shown.binding, animators: .sheet, onDismiss: nil,
      onError: { error in errors?.value.append("\(error)") }, content: content)
    configuration.sheet = SheetConfiguration(
      detents: detents, selection: nil, largestUndimmedDetentID: nil,
      prefersGrabberVisible: false, isDismissible: true)
    return configuration
  }

  /// Drags the sheet down by 400 pt and lets go at 2000 pt/s: far past its lowest detent.
  func dragDown(_ controller: CurtainSheetPresentationController) throws {
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: 400))
    touch.end(velocity: CGPoint(x: 0, y: 2000))
  }

  /// Detents, grabber, corner radius and the undimmed detent set inside the content win over
  /// the presenter's arguments; the sheet opens at the first of the content's detents.
  ///
  /// On the old code there were no such modifiers: the sheet had the presenter's `[.large]`
  /// (top edge 57), no grabber, the radius 10 and no undimmed detent.
  @Test func theContentsOwnOptionsShapeTheSheet() async throws {
    let (root, coordinator) = base.setUp()
    let errors = Box<[String]>([])
    coordinator.update(
      sheet(Box(true), errors: errors) {
        Text("Filters")
          .curtainPresentationDetents([.medium, .large])
          .curtainPresentationDragIndicator(.visible)
          .curtainPresentationCornerRadius(24)
          .curtainPresentationBackgroundInteraction(enabledUpThrough: .medium)
      })
    await settle()
    let controller = try #require(base.sheetController(of: root))
    #expect(controller.sheet.detents.map(\.id) == ["medium", "large"])
    #expect(controller.sheet.prefersGrabberVisible)
    #expect(controller.sheet.cornerRadius == 24)
    #expect(controller.sheet.largestUndimmedDetentID == "medium")
    #expect(root.presentedViewController?.view.frame.minY == phone.mediumTop)
    #expect(controller.grabberView != nil)
    #expect(errors.value.isEmpty)
  }

  /// Siblings' options combine in view-tree order (the later one wins where both set one), and
  /// an option only one of them sets is kept: the first sets the detents and the grabber, the
  /// second hides the grabber.
  @Test func siblingsOptionsCombineInViewTreeOrder() async throws {
    let (root, coordinator) = base.setUp()
    coordinator.update(
      sheet(Box(true)) {
        Text("Title").curtainPresentationDetents([.medium]).curtainPresentationDragIndicator(
          .visible)
        Text("Body").curtainPresentationDragIndicator(.hidden)
      })
    await settle()
    let controller = try #require(base.sheetController(of: root))
    #expect(controller.sheet.detents.map(\.id) == ["medium"])
    #expect(!controller.sheet.prefersGrabberVisible)
  }

  /// A selection bound inside the content: the sheet opens at its detent, a drag that settles
  /// elsewhere writes it, and a write moves the sheet.
  @Test func aSelectionBoundInTheContentFollowsBothWays() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box(SheetDetent.large)
    let configuration = {
      sheet(shown) {
        Text("Player").curtainPresentationDetents([.medium, .large], selection: detent.binding)
      }
    }
    coordinator.update(configuration())
    await settle()
    let controller = try #require(base.sheetController(of: root))
    #expect(root.presentedViewController?.view.frame.minY == phone.largeTop)
    // Dragged 300 pt down from the large detent (top 57 → 357) and let go still: 357 is
    // nearer 422 (medium) than 57.
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    // Held still for six frames (the core's 0.1 s estimate over the samples, issue 38), so the
    // release is at rest.
    for _ in 0..<7 { touch.move(to: CGPoint(x: 0, y: 300)) }
    touch.end(velocity: .zero)
    await settle()
    #expect(detent.writes == [.medium])
    #expect(root.presentedViewController?.view.frame.minY == phone.mediumTop)
    // The app writes large again; SwiftUI updates the content, whose preference changes.
    detent.value = .large
    coordinator.update(configuration())
    await settle()
    #expect(controller.selectedDetentID == "large")
    #expect(root.presentedViewController?.view.frame.minY == phone.largeTop)
  }

  /// Hands a content's `@State` binding to the test, as a button inside it would write it.
  final class StateHandle {
    var hasChanges: Binding<Bool>?
    func keep(_ binding: Binding<Bool>) -> Bool {
      hasChanges = binding
      return true
    }
  }

  /// An editor whose own state refuses the drag while it has unsaved changes.
  struct Editor: View {
    let handle: StateHandle
    @State private var hasChanges = false

    var body: some View {
      let _ = handle.keep($hasChanges)
      Text(hasChanges ? "Unsaved" : "Saved").curtainInteractiveDismissDisabled(hasChanges)
    }
  }

  /// `.curtainInteractiveDismissDisabled` from the content's own `@State`, toggled while the
  /// sheet is up: the drag is refused while it is `true` and dismisses once it is `false`.
  @Test func theContentsOwnStateRefusesThenAllowsTheDragLive() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let handle = StateHandle()
    coordinator.update(sheet(shown) { Editor(handle: handle) })
    await settle()
    let controller = try #require(base.sheetController(of: root))
    try #require(handle.hasChanges).wrappedValue = true
    await settle()
    try dragDown(controller)
    await settle()
    #expect(root.presentedViewController is PresentationHostingController, "refused")
    #expect(shown.writes.isEmpty)
    try #require(handle.hasChanges).wrappedValue = false
    await settle()
    try dragDown(controller)
    await settle()
    #expect(root.presentedViewController == nil, "allowed again")
    #expect(shown.writes == [false])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A `.fitting` sheet is the content's ideal height (300 pt: top edge 844 − 300 = 544), not
  /// the whole screen, and follows the content when it grows (420 pt: top edge 424).
  ///
  /// On the old code the hosting controller never reported a size: the detent could not be
  /// resolved and the sheet filled the container (top edge 0).
  @Test func aFittingSheetIsTheContentsHeightAndFollowsIt() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let height = Box(CGFloat(300))
    let configuration = {
      sheet(shown, detents: [.fitting]) { Text("Ticket").frame(height: height.value) }
    }
    coordinator.update(configuration())
    await settle()
    #expect(root.presentedViewController?.view.frame.minY == phone.height - 300)
    #expect(root.presentedViewController?.view.frame.height == 300)
    height.value = 420
    coordinator.update(configuration())
    await settle()
    #expect(root.presentedViewController?.view.frame.minY == phone.height - 420)
  }

  /// With `.curtainPresentationBackgroundInteraction(enabledUpThrough: .medium)` in the content,
  /// a touch above the sheet resting at medium reaches the view behind it
  /// (`UISheetPresentationController`: "the undimmed area around the sheet responds to user
  /// interaction"); the sheet keeps its own touches; at large, dimmed, nothing behind it gets a
  /// touch.
  ///
  /// On the old code the container view took the touch at medium.
  @Test func aTouchBesideAnUndimmedSheetReachesTheViewBehind() async throws {
    let (root, coordinator) = base.setUp()
    let behind = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    root.view.addSubview(behind)
    let detent = Box(SheetDetent.medium)
    let configuration = {
      sheet(Box(true)) {
        Text("Map")
          .curtainPresentationDetents([.medium, .large], selection: detent.binding)
          .curtainPresentationBackgroundInteraction(enabledUpThrough: .medium)
      }
    }
    coordinator.update(configuration())
    await settle()
    let window = UIKitModel.world.window
    let sheetView = try #require(root.presentedViewController?.view)
    #expect(window.hitTest(CGPoint(x: 195, y: 200), with: nil) === behind)
    var hit = window.hitTest(CGPoint(x: 195, y: 600), with: nil)
    while let view = hit, view !== sheetView { hit = view.superview }
    #expect(hit === sheetView, "the sheet keeps its touches")
    detent.value = .large
    coordinator.update(configuration())
    await settle()
    #expect(window.hitTest(CGPoint(x: 195, y: 30), with: nil) !== behind)
  }
}
#endif
