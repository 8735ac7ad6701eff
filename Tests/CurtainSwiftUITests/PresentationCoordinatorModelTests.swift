#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// CurtainSwiftUI's coordinator on the UIKit model: the glue between the core's machines and
/// CurtainUIKit.
///
/// The coordinator is driven the way the modifiers drive it (a configuration per SwiftUI
/// update) and plays on the UIKit model (Tests/UIKitStub/Model). Compiled with CurtainSwiftUI's sources and run by
/// `.ci/swiftui-check.sh` (step t); SwiftUI's view graph itself (bodies, `@State`, the
/// environment, preferences) is not modelled: the tests pass what the modifier would.
@Suite @MainActor struct PresentationCoordinatorModelTests {
  /// A value a binding reads and writes, counting the writes.
  final class Box<Value> {
    var value: Value
    var writes: [Value] = []
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> {
      Binding(
        get: { self.value },
        set: { newValue in
          self.value = newValue
          self.writes.append(newValue)
        })
    }
  }

  /// A fresh model window whose root controller is the anchor, and a coordinator on it.
  func setUp() -> (UIViewController, PresentationCoordinator) {
    let world = UIKitModel.reset(size: CGSize(width: 390, height: 844), windowOrigin: .zero)
    let root = UIViewController()
    world.window.rootViewController = root
    UIKitModel.advance(by: 1.0 / 60)
    let coordinator = PresentationCoordinator()
    coordinator.anchor = root
    coordinator.feed(.presenterAppeared)
    return (root, coordinator)
  }

  func flag(
    _ box: Box<Bool>, onDismiss: @escaping () -> Void = {}, matchSource: MatchSourceKey? = nil
  ) -> PresentationConfiguration {
    .flag(
      box.binding, animators: .animator(FadePresentation()), onDismiss: onDismiss,
      onError: nil, matchSource: matchSource, content: { Text("Detail") })
  }

  func delegate(of root: UIViewController) -> ModalTransitionDelegate? {
    root.presentedViewController?.transitioningDelegate as? ModalTransitionDelegate
  }

  @Test func theFlagPresentsAndDismissesOnTheModel() {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(flag(shown, onDismiss: { dismissals += 1 }))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController is PresentationHostingController)
    shown.value = false
    coordinator.update(flag(shown, onDismiss: { dismissals += 1 }))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(dismissals == 1)
    #expect(shown.writes.isEmpty, "the binding asked: nothing is written back")
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func aDismissalUIKitMakesWritesTheFlagFalse() async {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    coordinator.update(flag(shown))
    UIKitModel.runUntilIdle()
    root.presentedViewController?.dismiss(animated: true)
    UIKitModel.runUntilIdle()
    // Reported on the next main-actor turn, once UIKit has ended the transition.
    for _ in 0..<10 { await Task.yield() }
    #expect(shown.writes == [false])
    #expect(root.presentedViewController == nil)
  }

  @Test func reduceMotionReachesTheDelegateAndFollowsTheEnvironment() {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    var configuration = flag(shown)
    configuration.environmentReducesMotion = true
    coordinator.update(configuration)
    UIKitModel.runUntilIdle()
    #expect(delegate(of: root)?.reducesMotion == true)
    // The setting changes while the content is shown: the dismissal plays the new one.
    configuration.environmentReducesMotion = false
    coordinator.update(configuration)
    #expect(delegate(of: root)?.reducesMotion == false)
    configuration.motion = .reduced
    coordinator.update(configuration)
    #expect(delegate(of: root)?.reducesMotion == true)
    configuration.motion = .full
    configuration.environmentReducesMotion = true
    coordinator.update(configuration)
    #expect(delegate(of: root)?.reducesMotion == false)
  }

  /// The anchor fills the window (0, 0, 390, 844); SwiftUI reports it at y = −50 in its global
  /// space (a hosting view 50 pt down the window), so a source at (20, 100) in the global space
  /// is at (20, 150) in the window.
  @Test func theMatchSourceIsReadInTheWindowAndAgainAtDismissal() throws {
    let (root, coordinator) = setUp()
    let key = MatchSourceKey(id: 3, in: "photos")
    coordinator.updateAnchorFrame(CGRect(x: 0, y: -50, width: 390, height: 844))
    coordinator.updateMatchSources([key: CGRect(x: 20, y: 100, width: 160, height: 90)])
    let shown = Box(true)
    coordinator.update(flag(shown, matchSource: key))
    UIKitModel.runUntilIdle()
    let provider = try #require(delegate(of: root)?.sourceFrameProvider)
    #expect(provider() == CGRect(x: 20, y: 150, width: 160, height: 90))
    // The list scrolled 80 pt while the detail was up.
    coordinator.updateMatchSources([key: CGRect(x: 20, y: 20, width: 160, height: 90)])
    #expect(provider() == CGRect(x: 20, y: 70, width: 160, height: 90))
    // The row left the screen: no source (the zoom dissolves).
    coordinator.updateMatchSources([:])
    #expect(provider() == nil)
  }

  @Test func theMatchDestinationOfTheSourcesKeyIsTheDestinationFrame() throws {
    let (root, coordinator) = setUp()
    let key = MatchSourceKey(id: 3, in: "photos")
    coordinator.updateMatchSources([key: CGRect(x: 20, y: 100, width: 160, height: 90)])
    coordinator.update(flag(Box(true), matchSource: key))
    UIKitModel.runUntilIdle()
    let provider = try #require(delegate(of: root)?.destinationFrameProvider)
    #expect(provider() == nil, "no destination reported yet")
    // What the presented content's `.curtainMatchDestination(id: 3, in: photos)` reports, in
    // the hosting view's space, beside another pair's destination and a frame with no area.
    coordinator.updateMatchDestinations([
      key: CGRect(x: 0, y: 54, width: 390, height: 300),
      MatchSourceKey(id: 4, in: "photos"): CGRect(x: 0, y: 400, width: 390, height: 100),
    ])
    #expect(provider() == CGRect(x: 0, y: 54, width: 390, height: 300))
    coordinator.updateMatchDestinations([key: CGRect(x: 0, y: 54, width: 0, height: 300)])
    #expect(provider() == nil)
  }

  @Test func withoutAMatchSourceThereIsNoProvider() {
    let (root, coordinator) = setUp()
    coordinator.update(flag(Box(true)))
    UIKitModel.runUntilIdle()
    #expect(delegate(of: root)?.sourceFrameProvider == nil)
    #expect(delegate(of: root)?.destinationFrameProvider == nil)
  }

  struct Message: Identifiable {
    let id: Int
  }

  func item(_ box: Box<Message?>, onDismiss: @escaping () -> Void) -> PresentationConfiguration {
    .item(
      box.binding, animators: .animator(FadePresentation()), onDismiss: onDismiss, onError: nil,
      content: { message in Text("Message \(message.id)") })
  }

  @Test func aNewItemDismissesThenPresents() throws {
    let (root, coordinator) = setUp()
    let opened = Box<Message?>(Message(id: 1))
    var dismissals = 0
    coordinator.update(item(opened) { dismissals += 1 })
    UIKitModel.runUntilIdle()
    let first = try #require(root.presentedViewController as? PresentationHostingController)
    #expect(first.identity == AnyHashable(1))
    opened.value = Message(id: 2)
    coordinator.update(item(opened) { dismissals += 1 })
    UIKitModel.runUntilIdle()
    let second = try #require(root.presentedViewController as? PresentationHostingController)
    #expect(second.identity == AnyHashable(2))
    #expect(second !== first)
    #expect(dismissals == 1)
    #expect(opened.writes.isEmpty)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// The item's source is named when the item is presented, so the dismissal still finds it
  /// after the binding went back to `nil`.
  @Test func anItemsSourceOutlivesTheBinding() throws {
    let (root, coordinator) = setUp()
    coordinator.updateMatchSources([
      MatchSourceKey(id: 5, in: "mail"): CGRect(x: 10, y: 300, width: 370, height: 60)
    ])
    let opened = Box<Message?>(Message(id: 5))
    let configuration = { () -> PresentationConfiguration in
      .item(
        opened.binding, animators: .animator(FadePresentation()), onDismiss: nil, onError: nil,
        matchSource: { MatchSourceKey(id: $0.id, in: "mail") },
        content: { message in Text("Message \(message.id)") })
    }
    coordinator.update(configuration())
    UIKitModel.runUntilIdle()
    let presented = try #require(delegate(of: root))
    opened.value = nil
    coordinator.update(configuration())
    #expect(
      presented.sourceFrameProvider?() == CGRect(x: 10, y: 300, width: 370, height: 60),
      "asked when the dismissal is planned, with the item gone")
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func aPresenterThatLeavesTearsDownAndWritesTheBinding() {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(flag(shown, onDismiss: { dismissals += 1 }))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController != nil)
    coordinator.feed(.presenterDisappeared)
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(dismissals == 1)
    #expect(shown.writes == [false])
  }

  // MARK: - Sheets

  func sheet(
    _ shown: Box<Bool>, _ selection: Box<String>,
    detents: [SheetDetent] = [.medium, .large]
  ) -> PresentationConfiguration {
    var configuration = PresentationConfiguration.flag(
      shown.binding, animators: .sheet, onDismiss: nil, onError: nil,
      content: { Text("Sheet") })
    configuration.sheet = SheetConfiguration(
      detents: detents, selection: selection.binding, largestUndimmedDetentID: nil,
      prefersGrabberVisible: true, isDismissible: true)
    return configuration
  }

  func sheetController(of root: UIViewController) -> CurtainSheetPresentationController? {
    root.presentedViewController?.presentationController as? CurtainSheetPresentationController
  }

  @Test func theSheetOpensAtTheSelectionAndMovesWhenItIsWritten() throws {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    let detent = Box("large")
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    let controller = try #require(sheetController(of: root))
    #expect(controller.selectedDetentID == "large")
    // .large: the model's window has a top safe-area inset of 47 (as a 390 × 844 phone), so
    // 844 − 47 − 10 = 787 high, its top edge at 844 − 787 = 57.
    #expect(root.presentedViewController?.view.frame.minY == 57)
    detent.value = "medium"
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    #expect(controller.selectedDetentID == "medium")
    // .medium: 844 / 2 = 422 high, top edge at 422.
    #expect(root.presentedViewController?.view.frame.minY == 422)
    #expect(detent.writes.isEmpty, "the app's write needs no write back")
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func aDragThatSettlesOnAnotherDetentWritesTheSelection() throws {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    let detent = Box("medium")
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    let controller = try #require(sheetController(of: root))
    // Up 300 from medium (top 422): top 122; released at rest, nearest large (57, 65 away).
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: -300))
    touch.end()
    UIKitModel.runUntilIdle()
    #expect(controller.selectedDetentID == "large")
    #expect(detent.writes == ["large"])
    // SwiftUI's echo of the write changes nothing.
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    #expect(detent.writes == ["large"])
  }

  @Test func aWriteWhileTheFingerIsDownLosesToTheHandAfterTheSettle() throws {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    let detent = Box("medium")
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    let controller = try #require(sheetController(of: root))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: -100))
    // The app writes "large" while the finger is down: recorded, neither applied nor written
    // back yet; the sheet keeps following the finger (top 422 − 100 = 322).
    detent.value = "large"
    coordinator.update(sheet(shown, detent))
    #expect(detent.writes.isEmpty)
    #expect(root.presentedViewController?.view.frame.minY == 322)
    // Back to 0 and released: the sheet settles on medium, and the hand wins: the binding is
    // written with the detent it rests on, once.
    touch.move(to: CGPoint(x: 0, y: 0))
    touch.end()
    UIKitModel.runUntilIdle()
    #expect(controller.selectedDetentID == "medium")
    #expect(root.presentedViewController?.view.frame.minY == 422)
    #expect(detent.writes == ["medium"])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func aWriteDuringTheSettleIsAppliedAfterIt() throws {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    let detent = Box("medium")
    // A third detent, "low": a quarter of 844 = 211 high, top edge 844 − 211 = 633.
    let detents: [SheetDetent] = [try .fraction(0.25, id: "low"), .medium, .large]
    coordinator.update(sheet(shown, detent, detents: detents))
    UIKitModel.runUntilIdle()
    let controller = try #require(sheetController(of: root))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: -300))
    // Released at top 122: the sheet settles on large (65 away).
    touch.end()
    // The app writes "low" after the release, while the sheet settles: newer than the user's
    // choice, so applied once the settle ends (not refused and written back).
    detent.value = "low"
    coordinator.update(sheet(shown, detent, detents: detents))
    #expect(detent.writes.isEmpty)
    UIKitModel.runUntilIdle()
    #expect(controller.selectedDetentID == "low")
    #expect(root.presentedViewController?.view.frame.minY == 633)
    #expect(detent.value == "low")
    #expect(
      !detent.writes.contains("large"), "the settle on large is not written over the app's value")
    #expect(UIKitModel.world.failures.isEmpty)
  }

  @Test func anUnknownSelectionIsWrittenBack() async throws {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    let detent = Box("medium")
    coordinator.update(sheet(shown, detent))
    UIKitModel.runUntilIdle()
    detent.value = "huge"
    coordinator.update(sheet(shown, detent))
    // Written just after the update, as SwiftUI requires.
    for _ in 0..<10 { await Task.yield() }
    #expect(detent.value == "medium")
    #expect(sheetController(of: root)?.selectedDetentID == "medium")
  }

  @Test func invalidDetentsPresentNothingAndWriteTheFlagBack() async {
    let (root, coordinator) = setUp()
    let shown = Box(true)
    var errors: [String] = []
    var configuration = PresentationConfiguration.flag(
      shown.binding, animators: .sheet, onDismiss: nil,
      onError: { errors.append("\($0)") }, content: { Text("Sheet") })
    configuration.sheet = SheetConfiguration(
      detents: [.medium, .medium], selection: nil, largestUndimmedDetentID: nil,
      prefersGrabberVisible: false, isDismissible: true)
    coordinator.update(configuration)
    for _ in 0..<10 { await Task.yield() }
    #expect(root.presentedViewController == nil)
    #expect(errors.count == 1)
    #expect(shown.value == false)
  }
}
#endif
