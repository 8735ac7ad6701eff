#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The five features of the app written from CurtainInSwiftUI.md (Examples/SwiftUIAlbum, issue
/// 36), each played on the UIKit model with the configuration its modifier builds there.
///
/// The model's tests do not link the plug-ins: the zoom is stood for by a `DragDismissing`
/// animator with the zoom's drag, and the registry names an animator registered here.
@Suite @MainActor struct AlbumFeaturesModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()
  let interactive = InteractiveDismissalModelTests()

  struct Photo: Identifiable, Hashable {
    let id: Int
  }

  /// The app's own animator (Examples/SwiftUIAlbum's `Rise`, as written there).
  struct Rise: TransitionAnimator {
    var duration: TimeInterval = 0.35
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      let shown = context.presentedFrame
      let low = ViewState(frame: shown.offsetBy(dx: 0, dy: 80), alpha: 0)
      let high = ViewState(frame: shown, alpha: 1)
      let presenting = context.isPresenting
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: presenting ? low : high, to: presenting ? high : low,
          timing: AnimationTiming(curve: .easeOut, duration: duration))
      ])
    }
  }

  /// 1: a photo zooms from its cell, and a drag down closes it.
  ///
  /// A photo of the grid opens from its cell (20, 100, 100 × 100) and a drag down of 211 pt
  /// released at 500 pt/s closes it (the zoom's drag, as in
  /// `InteractiveDismissalModelTests`); the item is written `nil`.
  @Test func aPhotoZoomsFromItsCellAndADragDownClosesIt() async throws {
    let (root, coordinator) = base.setUp()
    let key = MatchSourceKey(id: 3, in: "grid")
    coordinator.updateMatchSources([key: CGRect(x: 20, y: 100, width: 100, height: 100)])
    let opened = Box<Photo?>(Photo(id: 3))
    coordinator.update(
      .item(
        opened.binding, animators: .animator(InteractiveDismissalModelTests.ShrinkAway()),
        onDismiss: nil, onError: nil, matchSource: { MatchSourceKey(id: $0.id, in: "grid") },
        content: { photo in Text("Photo \(photo.id)") }))
    await interactive.settle()
    let delegate = try #require(base.delegate(of: root))
    #expect(delegate.sourceFrameProvider?() == CGRect(x: 20, y: 100, width: 100, height: 100))
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 211))
    touch.end(velocity: CGPoint(x: 0, y: 500))
    await interactive.settle()
    #expect(root.presentedViewController == nil)
    #expect(opened.writes.count == 1)
    #expect(opened.value == nil)
  }

  /// 2: the settings sheet follows its detent state.
  ///
  /// The settings sheet opens at the detent in `@State` (medium: top 844 / 2 = 422) and
  /// moves to large when the state is written (top 57, as the sheet's large detent leaves).
  @Test func theSettingsSheetFollowsItsDetentState() throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let detent = Box(SheetDetent.medium)
    let sheet = TypedSheetSelectionModelTests()
    coordinator.update(sheet.sheet(shown, detent))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController?.view.frame.minY == 422)
    detent.value = .large
    coordinator.update(sheet.sheet(shown, detent))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController?.view.frame.minY == 57)
    #expect(detent.writes.isEmpty, "the app moved it: nothing is written back")
  }

  /// 3: an animator chosen by a name from settings (`AnimatorID(String)`) presents.
  ///
  /// An animator chosen by a name from settings (`AnimatorID(String)`) presents the screen.
  @Test func anAnimatorNamedInSettingsPresents() throws {
    let (root, coordinator) = base.setUp()
    let registry = try AnimatorRegistry([
      AnimatorDescriptor(
        id: "rise", summary: "Rises.", operations: [.present, .dismiss], declaring: []
      ) { _ in Rise() }
    ])
    let setting = "rise"
    let shown = Box(true)
    coordinator.update(
      .flag(
        shown.binding, animators: .spec(TransitionSpec(animator: AnimatorID(setting)), registry),
        onDismiss: nil, onError: nil, content: { Text("About") }))
    UIKitModel.runUntilIdle()
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(root.presentedViewController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// 4 and 5: the stack plays the app's own animator for a pushed detail.
  ///
  /// The library's stack plays the app's own animator (written for presentations) for
  /// the pushed detail, which lands on the whole window; the swipe back (300 of 390 pt at
  /// 500 pt/s) pops it.
  @Test func theLibrarysDetailIsPushedWithTheAppsAnimatorAndSwipedBack() throws {
    let navigation = NavigationTransitionModelTests()
    let world = navigation.setUp()
    let probe = NavigationProbeView(
      role: .transition(
        NavigationDeclaration(
          animators: .animator(Rise()), matchSource: nil, interactivePop: nil, onError: nil)))
    world.window.addSubview(probe)
    let detail = UIViewController()
    world.navigation.pushViewController(detail, animated: true)
    UIKitModel.runUntilIdle()
    #expect(world.navigation.viewControllers.last === detail)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(detail.view.alpha == 1)
    try navigation.swipeBack(world, by: 300, velocity: 500)
    #expect(world.navigation.viewControllers.count == 1)
    #expect(UIKitModel.world.failures.isEmpty)
  }
}
#endif
