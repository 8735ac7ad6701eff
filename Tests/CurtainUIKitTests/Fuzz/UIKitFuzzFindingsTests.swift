#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The violations the UIKit fuzz found, replayed with every invariant of ``UIKitFuzzer``.
///
/// Each is the small case the fuzz shrank it to, or a hand-made one of the same shape; each
/// failed before its fix, and its comment names the violation it reported.
@Suite @MainActor struct UIKitFuzzFindingsTests {
  /// Model: a presentation that is neither animated nor `.custom` completed with the presented
  /// view outside the container ("the presentation completed without the presented view in the
  /// container"): UIKit puts the view in place itself without the animation controller.
  @Test(arguments: [
    ModalDoor.system,
    .delegate(
      "flip", layout: 4, style: 1, pan: false, drag: false, source: true, keyboard: false),
  ])
  func aPresentationWithoutAnimationShowsThePresentedView(door: ModalDoor) {
    let violations = UIKitFuzzer.run(host: .plain, steps: [.present(door, animated: false)])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Flip and fashion under `.fullScreen` left the presenting view turned away at alpha 0 once
  /// presented; a dismissal without animation then showed an invisible screen ("the top screen
  /// is invisible … alpha 0.0").
  @Test(arguments: ["flip", "fashion"])
  func aFullScreenPresentationLeavesThePresentingViewVisible(id: String) {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            id, layout: nil, style: 1, pan: false, drag: false, source: false, keyboard: false),
          animated: true),
        .settle,
        .dismiss(all: false, animated: false),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The app let go of the transitioning delegate while the dismissal pan drove the dismissal:
  /// the pan went with it, and the lifted finger left the dismissal in flight for ever ("1
  /// transition(s) never completed").
  @Test func releasingTheDelegateMidDragStillEndsTheDrag() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "cover-vertical", layout: nil, style: 0, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .settle,
        .pan(
          recognizer: 0, at: [195, 400], moves: [[0, 100], [0, 200]], velocity: [0, 0],
          ending: .hold, regrab: nil),
        .releaseDelegate,
        .lift(velocity: [0, 1200], cancel: false),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// `NavigationTransitionDelegate.detach()` while its pop pan drove a pop forgot the pop: it
  /// never completed.
  @Test func detachingTheNavigationDelegateMidDragEndsThePop() {
    let violations = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: true)),
      steps: [
        .push(animated: false),
        .pan(
          recognizer: 1, at: [100, 400], moves: [[50, 0], [120, 0]], velocity: [0, 0],
          ending: .hold, regrab: nil),
        .releaseDelegate,
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// After a rotation re-targets a presentation it cannot be grabbed; the dismissal pan then
  /// began anyway and asked for a dismissal mid-presentation ("Attempt to dismiss while a
  /// presentation or dismiss is in progress").
  @Test func aPanDoesNotDismissAPresentationItCannotGrab() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "cross-dissolve", layout: 2, style: 0, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .rotate(width: 320, height: 568),
        .pan(
          recognizer: 0, at: [160, 100], moves: [[0, 60]], velocity: [0, 1200], ending: .lift,
          regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The tab pan began during a tab switch and selected another tab mid-transition ("tab switch
  /// while a tab transition runs").
  @Test func theTabPanWaitsForARunningSwitch() {
    let violations = UIKitFuzzer.run(
      host: .tabs("cross-dissolve", interactive: true),
      steps: [
        .selectTab(1),
        .pan(
          recognizer: 0, at: [200, 400], moves: [[-100, 0], [-200, 0]], velocity: [-1200, 0],
          ending: .lift, regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The zoom's shrinking drag began while the presentation still played and, released far
  /// enough, dismissed mid-presentation ("Attempt to dismiss while a presentation or dismiss
  /// is in progress").
  @Test func theShrinkingDragWaitsForThePresentation() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "zoom", layout: nil, style: 0, pan: false, drag: true, source: true, keyboard: false),
          animated: true),
        .pan(
          recognizer: 0, at: [195, 400], moves: [[0, 100], [0, 250]], velocity: [0, 1200],
          ending: .lift, regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }
}
#endif
