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

  /// Model: a dismissed `.fullScreen` presentation put its presenting view back in the window.
  ///
  /// The presenting controller was itself presented, so its view belonged in its own container;
  /// dismissed in turn, the view stayed in the window with its pan ("still alive at the end:
  /// UIPanGestureRecognizer"). The fuzz's case, as it shrank it.
  @Test func aDismissalPutsThePresentingViewBackIntoItsOwnContainer() {
    let violations = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: false)),
      steps: [
        .present(
          .delegate(
            "cross-dissolve", layout: 2, style: 0, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .releaseDelegate,
        .settle,
        .present(
          .delegate(
            "fashion", layout: 3, style: 1, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .pan(
          recognizer: 3, at: [252.25, 74.25], moves: [[56.25, 0.0], [1.25, 0.0]],
          velocity: [-1200.0, 1200.0], ending: .lift, regrab: nil),
        .releaseDelegate,
        .present(.system, animated: true),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The app presented on a sheet while a drag's release made it fall.
  ///
  /// At the end of the fall the sheet called `dismiss(animated:)`, which dismissed the new
  /// screen instead or was refused mid-presentation ("Attempt to dismiss while a presentation
  /// or dismiss is in progress"; "the top screen is off screen" after a rotation). The fuzz's
  /// cases, shrunk.
  @Test func aSheetThatFallsUnderANewScreenStaysPresented() {
    let refused = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.sheet(2), animated: false),
        .settle,
        .pan(
          recognizer: 6, at: [205.5, 431.0],
          moves: [[0.0, 150.25], [0.0, 315.0], [0.0, 418.75]],
          velocity: [-300.0, 50.0], ending: .lift, regrab: nil),
        .present(
          .delegate(
            "cross-dissolve", layout: nil, style: 0, pan: true, drag: false, source: false,
            keyboard: true),
          animated: true),
      ])
    #expect(refused.isEmpty, "\(refused)")
    let offScreen = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.sheet(1), animated: true),
        .keyboard(height: 291.0, duration: 0.0),
        .settle,
        .pan(
          recognizer: 5, at: [360.0, 257.25], moves: [[0.0, -154.25]], velocity: [50.0, 1200.0],
          ending: .lift, regrab: nil),
        .present(
          .delegate(
            "cover-from-corner", layout: nil, style: 1, pan: false, drag: false, source: false,
            keyboard: false),
          animated: true),
        .rotate(width: 1024.0, height: 768.0),
      ])
    #expect(offScreen.isEmpty, "\(offScreen)")
  }

  /// The zoom's shrinking drag began on a screen that was presenting another one (its view lies
  /// in the new container under a `.fullScreen` presentation) and dismissed mid-presentation.
  @Test func theShrinkingDragWaitsWhileItsScreenPresentsAnother() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "zoom", layout: 3, style: 1, pan: false, drag: true, source: true, keyboard: false),
          animated: true),
        .settle,
        .present(
          .delegate(
            "sheet", layout: nil, style: 1, pan: true, drag: true, source: false, keyboard: false),
          animated: true),
        .pan(
          recognizer: 6, at: [19.0, 12.5],
          moves: [
            [-29.25, -169.25], [-19.75, -302.0], [1.0, -206.5], [0.0, -224.75], [0.0, -337.0],
            [0.0, -446.75], [0.0, 385.0], [0.0, 404.75],
          ],
          velocity: [300.0, -300.0], ending: .lift, regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// A shrinking drag held while the app dismissed its screen asked for a second dismissal.
  ///
  /// Lifted mid-dismissal, it reported "Attempt to dismiss while a presentation or dismiss is in
  /// progress". The fuzz's case, as it shrank it.
  @Test func aHeldShrinkingDragDoesNotDismissAScreenAlreadyLeaving() {
    let violations = UIKitFuzzer.run(
      host: .navigation(.easy(popPan: true)),
      steps: [
        .present(
          .delegate(
            "cross-dissolve", layout: nil, style: 0, pan: false, drag: true, source: false,
            keyboard: false),
          animated: false),
        .settle,
        .pan(
          recognizer: 3, at: [195.5, 655.0],
          moves: [
            [0.0, -126.75], [0.0, -54.0], [0.0, -49.75], [0.0, -17.0], [0.0, -177.5],
            [6.5, 270.25],
          ],
          velocity: [1200.0, -1200.0], ending: .hold, regrab: nil),
        .dismiss(all: true, animated: false),
      ])
    #expect(violations.isEmpty, "\(violations)")
    // The same drag held while the app presented a sheet on the screen (the soak's case).
    let covered = UIKitFuzzer.run(
      host: .navigation(.easy(popPan: true)),
      steps: [
        .present(
          .delegate(
            "cross-dissolve", layout: nil, style: 0, pan: false, drag: true, source: false,
            keyboard: false),
          animated: false),
        .settle,
        .pan(
          recognizer: 3, at: [195.5, 655.0],
          moves: [
            [0.0, -126.75], [0.0, -54.0], [0.0, -49.75], [0.0, -17.0], [0.0, -177.5],
            [6.5, 270.25],
          ],
          velocity: [1200.0, -1200.0], ending: .hold, regrab: nil),
        .present(.sheet(1), animated: true),
      ])
    #expect(covered.isEmpty, "\(covered)")
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

  /// The dismissal pan of a controller that presents another one began while that one was
  /// being dismissed, and asked for a dismissal mid-transition.
  ///
  /// The violation: "Attempt to dismiss while a presentation or dismiss is in progress". The
  /// dismissal above was started by the shrinking drag of the screen on top; the case is the
  /// fuzz's, as it shrank it.
  @Test func aPanDoesNotStartATransitionWhileItsOwnCannotBeGrabbed() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "flip", layout: 4, style: 1, pan: true, drag: false, source: true, keyboard: false),
          animated: false),
        .present(
          .delegate(
            "cover", layout: nil, style: 1, pan: false, drag: true, source: true, keyboard: false),
          animated: false),
        .pan(
          recognizer: 2, at: [115.25, 786.0], moves: [], velocity: [1200.0, 1200.0],
          ending: .lift, regrab: nil),
        .pan(
          recognizer: 3, at: [305.25, 838.25],
          moves: [
            [0.0, -65.75], [-21.25, -187.5], [0.0, -45.75], [0.0, -154.25], [0.0, -221.5],
            [0.0, -151.25], [0.0, -236.25],
          ],
          velocity: [-50.0, 50.0], ending: .hold, regrab: nil),
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
  /// Model: a `.fullScreen` stack dismissed from its root left the window empty.
  ///
  /// The root's view went back into the container of the screen under the top one (that
  /// screen's presentation record), which leaves with the stack ("the screen shown
  /// (UIViewController) is not in the window [after dismissing everything]"). The view goes back
  /// where the bottom presentation took it from, the window.
  @Test func dismissingAFullScreenStackFromItsRootShowsTheRootAgain() {
    let cover = ModalDoor.delegate(
      "cover-vertical", layout: nil, style: 1, pan: false, drag: false, source: false,
      keyboard: false)
    let dissolve = ModalDoor.delegate(
      "cross-dissolve", layout: nil, style: 1, pan: false, drag: false, source: false,
      keyboard: false)
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [.present(cover, animated: true), .settle, .present(dissolve, animated: true)])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Model: a view posted to VoiceOver stayed alive as long as the world.
  ///
  /// Posted with `UIAccessibility.Notification.screenChanged`, a dismissed screen's view kept its
  /// pan ("still alive at the end:
  /// UIPanGestureRecognizer", 59 of the 67 violations after the merges). UIKit does not keep an
  /// element alive because VoiceOver was told about it; the record holds it weakly.
  @Test func aPostedAccessibilityElementIsNotKeptAlive() {
    UIKitModel.reset()
    weak var released: UIView?
    do {
      let view = UIView()
      released = view
      UIAccessibility.post(notification: .screenChanged, argument: view)
      #expect(UIKitModel.postedAccessibilityNotifications.last?.argument as? UIView === view)
    }
    #expect(released == nil)
    UIAccessibility.post(notification: .announcement, argument: "large")
    #expect(UIKitModel.postedAccessibilityNotifications.last?.argument as? String == "large")
  }
  /// A plain animator's screen stayed where the portrait container put it after a rotation.
  ///
  /// The sheet animator through `ModalTransitionDelegate` without a layout: a sheet at
  /// y 422 in a window 390 pt high ("the top screen is off screen"). After a new container size
  /// the view goes where the animator's plan rests it in that size: on the bottom edge, inside
  /// the window; whether the rotation comes mid-presentation or after it.
  @Test(arguments: [false, true])
  func aPlainAnimatorsScreenFollowsARotation(settledFirst: Bool) {
    let sheet = ModalDoor.delegate(
      "sheet", layout: nil, style: 0, pan: true, drag: true, source: true, keyboard: false)
    let steps: [FuzzStep] =
      [.present(sheet, animated: true)] + (settledFirst ? [.settle] : [])
      + [.rotate(width: 844, height: 390), .settle]
    var presented: CGRect?
    let violations = UIKitFuzzer.run(host: .plain, steps: steps) {
      presented = UIKitModel.world.window.rootViewController?.presentedViewController?.view.frame
    }
    #expect(violations.isEmpty, "\(violations)")
    let frame = presented
    #expect(frame?.maxY == 390)
    #expect((frame?.minY ?? -1) >= 0)
  }
}
#endif
