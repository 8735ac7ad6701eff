#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// A presentation is never left on screen with nothing able to close it, and the bindings
/// follow what is on screen (issue 36, defects A to D), on the UIKit model.
///
/// UIKit refuses a dismissal or a presentation while a transition runs, presents nothing from a
/// view outside the window, and presents one screen at a time from a presenter; the model does
/// the same (recording the refusal as a failure), so each scenario also checks that the
/// coordinator never asked UIKit for something it refuses.
@Suite @MainActor struct NeverOrphanedModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  /// Runs the model and the main actor's tasks until both are idle (a dismissal that waited for
  /// a transition starts a main-actor turn after it ended).
  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
    UIKitModel.runUntilIdle()
  }

  var failures: [String] { UIKitModel.world.failures.map { "\($0)" } }

  // MARK: - A: the presenter leaves during a transition

  @Test func aTearDownDuringThePresentationWaitsForItThenRemovesTheScreen() async {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    // The presentation is animating in when the view holding the modifier goes away.
    #expect(root.presentedViewController?.transitionCoordinator != nil)
    coordinator.feed(.presenterDisappeared)
    #expect(shown.writes.isEmpty, "the screen is still up: nothing is written yet")
    #expect(dismissals == 0)
    await settle()
    #expect(root.presentedViewController == nil, "removed once the presentation landed")
    #expect(shown.writes == [false])
    #expect(dismissals == 1)
    #expect(failures.isEmpty)
  }

  @Test func aTearDownDuringADismissalTheUserStartedEndsWithNothingOnScreen() async {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    root.dismiss(animated: true)  // UIKit dismisses it (a parent, a tap on the background)
    coordinator.feed(.presenterDisappeared)
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(dismissals == 1)
    #expect(shown.writes == [false])
    #expect(failures.isEmpty)
  }

  // MARK: - B: the content presents a screen of its own

  @Test func falseWhileTheContentPresentsASheetDismissesBothAndPresentsAgainLater() async {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    let hosting = root.presentedViewController
    hosting?.present(UIViewController(), animated: true)
    await settle()
    #expect(hosting?.presentedViewController != nil)
    shown.value = false
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    #expect(root.presentedViewController == nil, "the outer screen left with its sheet")
    #expect(dismissals == 1)
    // The machine is idle again: the next request presents.
    shown.value = true
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(shown.writes.isEmpty, "nothing was refused")
    #expect(failures.isEmpty)
  }

  @Test func falseWhileTheContentsSheetIsStillRisingWaitsForIt() async {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    root.presentedViewController?.present(UIViewController(), animated: true)
    // The content's own sheet is rising when the binding goes false.
    shown.value = false
    coordinator.update(base.flag(shown, onDismiss: { dismissals += 1 }))
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(dismissals == 1)
    #expect(failures.isEmpty)
  }

  // MARK: - C: the presenter is off screen

  /// SwiftUI's `onAppear` ran, but the view is not in the window (it ran before the view was
  /// on screen, or another tab was selected since): the request waits for the presenter.
  @Test func aBindingSetWhileThePresenterIsOffScreenPresentsWhenItAppears() async {
    let world = UIKitModel.reset(size: CGSize(width: 390, height: 844), windowOrigin: .zero)
    let root = UIViewController()
    world.window.rootViewController = root
    UIKitModel.advance(by: 1.0 / 60)
    let anchor = UIViewController()
    let coordinator = PresentationCoordinator()
    coordinator.anchor = anchor
    coordinator.feed(.presenterAppeared)
    let shown = Box(true)
    coordinator.update(base.flag(shown))
    await settle()
    #expect(shown.writes.isEmpty, "the request is kept, not written back")
    #expect(anchor.presentedViewController == nil)
    // The page over it is popped: the view is in the window and appears.
    root.view.addSubview(anchor.view)
    coordinator.feed(.presenterAppeared)
    await settle()
    #expect(anchor.presentedViewController is PresentationHostingController)
    #expect(shown.writes.isEmpty)
    #expect(failures.isEmpty)
  }

  // MARK: - D: a refusal reaches onError

  @Test func aSecondModifierPresentingAtOnceReportsThroughOnError() async {
    let (root, first) = base.setUp()
    first.update(base.flag(Box(true)))
    await settle()
    let second = PresentationCoordinator()
    second.anchor = root
    second.feed(.presenterAppeared)
    let shown = Box(true)
    var errors: [String] = []
    second.update(
      .flag(
        shown.binding, animators: .animator(FadePresentation()), onDismiss: nil,
        onError: { errors.append("\($0)") }, content: { Text("Second") }))
    await settle()
    #expect(errors.count == 1)
    #expect(errors.first?.contains("already presents") == true)
    #expect(shown.writes == [false])
    #expect(failures.isEmpty, "UIKit was not asked")
  }

  @Test func aSecondModifierAskingWhileTheFirstRisesIsRefusedAfterIt() async {
    let (root, first) = base.setUp()
    first.update(base.flag(Box(true)))
    let second = PresentationCoordinator()
    second.anchor = root
    second.feed(.presenterAppeared)
    let shown = Box(true)
    var errors: [String] = []
    second.update(
      .flag(
        shown.binding, animators: .animator(FadePresentation()), onDismiss: nil,
        onError: { errors.append("\($0)") }, content: { Text("Second") }))
    await settle()
    #expect(errors.count == 1)
    #expect(shown.writes == [false])
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(failures.isEmpty)
  }
}
#endif
