#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The interactive dismissals of `.curtainPresentation` on the UIKit model (issue 36, item 2).
///
/// They are on by default where CurtainUIKit's doors wire them: the shrinking drag of a
/// `DragDismissing` animator (the zoom) and the pan of a cover with an interaction
/// configuration. A drag that dismisses writes the binding `false`; one that restores leaves it.
@Suite @MainActor struct InteractiveDismissalModelTests {
  typealias Box = PresentationCoordinatorModelTests.Box
  let base = PresentationCoordinatorModelTests()

  /// A fade whose dismissal a finger drags, as the zoom's (its `ShrinkingDrag` defaults).
  struct ShrinkAway: DragDismissing {
    var dismissalDrag: ShrinkingDrag { ShrinkingDrag() }
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      let (from, to): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: from), to: ViewState(alpha: to),
          timing: AnimationTiming(curve: .linear, duration: 0.3))
      ])
    }
  }

  func settle() async {
    for _ in 0..<6 {
      UIKitModel.runUntilIdle()
      for _ in 0..<10 { await Task.yield() }
    }
  }

  /// The zoom's drag dismisses, or puts the screen back, and the binding follows.
  ///
  /// ShrinkingDrag's defaults (minimum scale 0.5 over half the height, 422 pt): a drag of 211
  /// pt is progress 0.5; released at 500 pt/s down it dismisses. A drag of 60 pt released at
  /// rest (progress 60 ÷ 422 ≈ 0.14) restores.
  @Test(arguments: [true, false])
  func theZoomsDragDismissesAndWritesTheBinding(dismisses: Bool) async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    var dismissals = 0
    let configuration = { [shown] in
      PresentationConfiguration.flag(
        shown.binding, animators: .animator(ShrinkAway()), onDismiss: { dismissals += 1 },
        onError: nil, content: { Text("Photo") })
    }
    coordinator.update(configuration())
    await settle()
    let drag = try #require(base.delegate(of: root)?.dragInteraction, "no drag wired")
    let touch = ModelTouch(drag.recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    // The players release with the core's estimate over the pan's samples (issue 38), so the
    // finger moves at the speed it claims: 11 pt, then 200 pt over 24 frames, 200 × 60 ÷ 24 =
    // 500 pt/s down; the short drag holds still for six frames (the estimator's 0.1 s) first.
    if dismisses {
      touch.move(to: CGPoint(x: 0, y: 11))
      for frame in 1...24 {
        touch.move(
          to: CGPoint(x: 0, y: 11 + 200 * CGFloat(frame) / 24), velocity: CGPoint(x: 0, y: 500))
      }
      touch.end(velocity: CGPoint(x: 0, y: 500))
    } else {
      for _ in 0..<7 { touch.move(to: CGPoint(x: 0, y: 60)) }
      touch.end()
    }
    await settle()
    if dismisses {
      #expect(root.presentedViewController == nil)
      #expect(shown.writes == [false])
      #expect(dismissals == 1)
    } else {
      #expect(root.presentedViewController is PresentationHostingController)
      #expect(shown.writes.isEmpty)
      #expect(dismissals == 0)
    }
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A cover that leaves to the bottom, with the standard interaction (threshold 0.5 or 100
  /// pt/s): a pan down 500 pt at 800 pt/s (past half of the 844 pt screen's travel by
  /// velocity) dismisses it.
  @Test func aCoversPanDismissesAndWritesTheBinding() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let cover = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom, interactionConfiguration: .standard)
    coordinator.update(
      .flag(
        shown.binding, animators: .animator(cover), onDismiss: nil, onError: nil,
        content: { Text("Cover") }))
    await settle()
    let pan = try #require(base.delegate(of: root)?.interaction, "no pan wired")
    let touch = ModelTouch(pan.recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 250))
    touch.move(to: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 0, y: 800))
    touch.end(velocity: CGPoint(x: 0, y: 800))
    await settle()
    #expect(root.presentedViewController == nil)
    #expect(shown.writes == [false])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// What the content's `.curtainInteractiveDismissDisabled(true)` reports (the view graph does
  /// not run on the model: the test passes the preference's value as SwiftUI would): neither
  /// the zoom's drag nor a cover's pan begins; writing the binding still dismisses.
  @Test func dismissDisabledByTheContentStopsTheDragAndThePan() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    let configuration = { [shown] in
      PresentationConfiguration.flag(
        shown.binding, animators: .animator(ShrinkAway()), onDismiss: nil, onError: nil,
        content: { Text("Unsaved") })
    }
    coordinator.update(configuration())
    await settle()
    coordinator.updateInteractiveDismissDisabled(true)
    let drag = try #require(base.delegate(of: root)?.dragInteraction)
    #expect(!ModelTouch(drag.recognizer).begin(at: CGPoint(x: 195, y: 300)))
    await settle()
    #expect(root.presentedViewController is PresentationHostingController)
    // Enabled again: the drag begins.
    coordinator.updateInteractiveDismissDisabled(false)
    let touch = ModelTouch(drag.recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.end()
    await settle()
    coordinator.updateInteractiveDismissDisabled(true)
    shown.value = false
    coordinator.update(configuration())
    await settle()
    #expect(root.presentedViewController == nil, "the binding still dismisses")
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A sheet dragged down past its lowest detent with `.curtainInteractiveDismissDisabled`:
  /// the veto keeps it (CurtainSheetPresentationController reads `isModalInPresentation`).
  @Test func dismissDisabledByTheContentKeepsASheet() async throws {
    let (root, coordinator) = base.setUp()
    let shown = Box(true)
    coordinator.update(base.sheet(shown, Box("medium")))
    await settle()
    coordinator.updateInteractiveDismissDisabled(true)
    let controller = try #require(base.sheetController(of: root))
    let touch = ModelTouch(try #require(controller.panRecognizer))
    touch.begin()
    touch.move(to: CGPoint(x: 0, y: 400))
    touch.end(velocity: CGPoint(x: 0, y: 2000))
    await settle()
    #expect(root.presentedViewController is PresentationHostingController)
    #expect(shown.writes.isEmpty)
  }

  /// A sheet has its own drag: nothing else is wired.
  @Test func aSheetWiresNoOtherPan() async {
    let (root, coordinator) = base.setUp()
    coordinator.update(base.sheet(Box(true), Box("large")))
    await settle()
    #expect(base.delegate(of: root)?.interaction == nil)
    #expect(base.delegate(of: root)?.dragInteraction == nil)
  }
}
#endif
