#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// The kinds of violation the 100,000-sequence soak of the UIKit fuzz found (issue 26), each
/// replayed as the fuzz shrank it, with every invariant of ``UIKitFuzzer``.
///
/// Each failed before its fix; its comment names the violation it reported and its seed.
@Suite @MainActor struct UIKitFuzzSoakFindingsTests {
  /// The top presented controller (nil when nothing is presented).
  static var top: UIViewController? {
    var current = UIKitModel.world.window.rootViewController
    while let next = current?.presentedViewController { current = next }
    return current === UIKitModel.world.window.rootViewController ? nil : current
  }

  /// Seed 539368678: a screen dragged past the window's edge stays under the finger.
  ///
  /// A shrinking drag held with the finger 411.75 pt left of where it touched down showed the
  /// screen at x −411.75, off screen ("the top screen is off screen").
  ///
  /// The player was right and so is the invariant: the drag keeps the touched point under the
  /// finger, and a finger cannot leave the glass, so the screen always covers the finger's point
  /// of the window. The fuzz moved the finger to x 330 − 411.75 = −81.75, outside the window;
  /// it now stops a finger at the window's edges. Here the finger that touched down at x 330
  /// stops at x 0: translation −330 and, the finger not lower than where it touched, no shrink
  /// (scale 1), so the screen's frame is at P + T − 1 × (P − F.origin) = 330 − 330 − 330 = −330
  /// (`ShrinkingDrag.frame(of:touchDown:translation:)`), 60 pt of it on screen.
  @Test func aScreenDraggedPastTheEdgeStaysUnderTheFinger() {
    var shown: CGRect?
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "cover-vertical", layout: 4, style: 0, pan: true, drag: true, source: true,
            keyboard: false),
          animated: false),
        .settle,
        .pan(
          recognizer: 1, at: [330.0, 419.5],
          moves: [[53.5, 21.0], [212.0, 0.0], [328.0, -1.5], [-411.75, 0.0]],
          velocity: [0.0, -300.0], ending: .hold, regrab: 8),
        .settle,
      ]
    ) {
      shown = Self.top.map { $0.view.convert($0.view.bounds, to: nil) }
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(shown == CGRect(x: -330, y: 0, width: 390, height: 844))
  }

  /// Seed 539368678 again: a rotation under a held drag lays the screen out at rest.
  ///
  /// Once fingers stayed on the glass, the same held drag, then a rotation to 320 × 568, left the drag's translation (−330) on the screen laid out at its new
  /// frame, off screen (−330 + 320 = −10 < 0). A screen laid out at a new frame while dragged
  /// rests first: at the full-screen layout's frame, the container's bounds (0, 0, 320, 568).
  @Test func aRotationUnderAHeldDragLaysTheScreenOutAtRest() {
    var shown: CGRect?
    var transform: CGAffineTransform?
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "cover-vertical", layout: 4, style: 0, pan: true, drag: true, source: true,
            keyboard: false),
          animated: false),
        .settle,
        .pan(
          recognizer: 1, at: [330.0, 419.5],
          moves: [[53.5, 21.0], [212.0, 0.0], [328.0, -1.5], [-411.75, 0.0]],
          velocity: [0.0, -300.0], ending: .hold, regrab: 8),
        .rotate(width: 320.0, height: 568.0),
        .settle,
      ]
    ) {
      shown = Self.top.map { $0.view.convert($0.view.bounds, to: nil) }
      transform = Self.top?.view.transform
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(shown == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(transform == .identity)
  }

  /// Seed 539388876: a presentation on a dragged screen takes it at rest.
  ///
  /// A `.fullScreen` presentation on a screen whose shrinking drag a finger held took the
  /// screen with the drag's transform; a pan on the new screen grabbed the presentation, its
  /// cancel put the transform back and UIKit then set the screen's frame ("frame set on a
  /// UIView whose transform is not the identity", AD/uiview/frame). A presentation from a
  /// dragged screen now takes it at rest: the drag ends there, the finger still down.
  @Test func aPresentationOnADraggedScreenTakesItAtRest() {
    let fade = ModalDoor.delegate(
      "fade", layout: nil, style: 0, pan: true, drag: true, source: true, keyboard: false)
    let fashion = ModalDoor.delegate(
      "fashion", layout: nil, style: 1, pan: true, drag: false, source: true, keyboard: false)
    let held = FuzzStep.pan(
      recognizer: 3, at: [340.0, 570.5],
      moves: [
        [0.0, 159.25], [0.0, 298.75], [0.0, 169.0], [0.0, 131.75], [0.0, 289.0], [0.0, 308.0],
        [0.0, 374.0],
      ],
      velocity: [3000.0, -300.0], ending: .hold, regrab: nil)
    let violations = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: false)),
      steps: [
        .present(fade, animated: true), .settle, held, .present(fashion, animated: true),
        .pan(
          recognizer: 2, at: [329.5, 438.5],
          moves: [[-149.5, 23.75], [-237.25, 0.0], [-102.75, 0.0]],
          velocity: [-300.0, -0.0], ending: .hold, regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
    // Right after the presentation began, the dragged screen is at rest: no transform.
    var transform: CGAffineTransform?
    let started = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: false)),
      steps: [.present(fade, animated: true), .settle, held, .present(fashion, animated: true)]
    ) {
      transform = Self.top?.presentingViewController?.view.transform
    }
    #expect(started.isEmpty, "\(started)")
    #expect(transform == .identity)
  }

  /// Seed 539378427: a release on a sheet the app covered meanwhile does not dismiss it.
  ///
  /// A finger held on a sheet while the app presented another sheet on it lifted where the
  /// release needed no settle (the sheet already on the container's bottom edge, after a
  /// rotation), and the sheet session dismissed at once, mid-presentation ("Attempt to dismiss
  /// while a presentation or dismiss is in progress"): UIKit refuses that, and it would have
  /// dismissed the new sheet, not the one under the finger. The release now knows the sheet is
  /// covered, as the end of a settle does (`SheetSession.settleEnded(isCovered:)`): the sheet
  /// stays, under the new one.
  ///
  /// The fuzz's case, with the lift and a settle as steps of their own.
  @Test func aReleaseOnACoveredSheetKeepsItPresented() {
    var presented: Int?
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.sheet(1), animated: true),
        .settle,
        .pan(
          recognizer: 0, at: [240.75, 523.0],
          moves: [
            [0.0, -113.0], [0.0, -28.0], [0.0, 118.0], [0.0, 192.5], [0.0, 344.5], [0.0, 336.75],
          ],
          velocity: [-300.0, 3000.0], ending: .cancel, regrab: nil),
        .rotate(width: 320.0, height: 568.0),
        .pan(
          recognizer: 2, at: [209.75, 448.75],
          moves: [[-167.25, 0.0], [-73.75, 0.0], [-119.0, 18.5]],
          velocity: [-1200.0, -3000.0], ending: .hold, regrab: nil),
        .present(.sheet(4), animated: true),
        .lift(velocity: [0, 0], cancel: false),
        .settle,
      ]
    ) {
      let sheet = UIKitModel.world.window.rootViewController?.presentedViewController
      presented = [sheet, sheet?.presentedViewController].compactMap { $0 }.count
    }
    #expect(violations.isEmpty, "\(violations)")
    // Both sheets presented: the lower one under the finger and the one on it.
    #expect(presented == 2)
  }

  /// Seed 539404191: a finger does not grab the dismissal of a stack.
  ///
  /// The app dismissed a stack of two screens from the root (UIKit removes the zoom's screen
  /// under the top one at once and animates the top one away); the top screen's pan grabbed
  /// that dismissal and a release without movement cancelled it, which left the zoom's screen
  /// presented but gone from the window ("presented controller 1's view is not in the
  /// window"). UIKit cannot put back the screens it removed, so a dismissal of more than its
  /// own screen cannot be grabbed: the touch fails and the stack leaves.
  @Test func aDismissalOfAStackCannotBeGrabbed() {
    var leftEverything: Bool?
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "zoom", layout: nil, style: 0, pan: false, drag: false, source: true, keyboard: true),
          animated: true),
        .settle,
        .present(
          .delegate(
            "app-store", layout: nil, style: 0, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .settle,
        .dismiss(all: true, animated: true),
        .pan(
          recognizer: 4, at: [67.25, 85.0], moves: [], velocity: [-3000.0, -0.0], ending: .lift,
          regrab: nil),
        .settle,
      ]
    ) {
      leftEverything = UIKitModel.world.window.rootViewController?.presentedViewController == nil
    }
    #expect(violations.isEmpty, "\(violations)")
    // The dismissal went on: nothing is presented.
    #expect(leftEverything == true)
  }

  /// Seed 539454537: a tab pan under an arriving presentation starts no switch.
  ///
  /// The one violation of the 100,000-sequence soak after the fixes above: while a
  /// full-screen presentation arrived over a tab bar controller, a finger above the sheet began
  /// the tabs' pan and held a tab switch under it; the next touch lifted that finger and began
  /// the presented screen's dismissal pan while the released switch still ran, which UIKit
  /// refuses ("Attempt to dismiss while a presentation or dismiss is in progress").
  @Test func aTabPanUnderAnArrivingPresentationStartsNoSwitch() {
    let violations = UIKitFuzzer.run(
      host: .tabs("slide", interactive: true),
      steps: [
        .present(
          .delegate(
            "sheet", layout: nil, style: 1, pan: true, drag: false, source: false,
            keyboard: true),
          animated: true),
        .pan(
          recognizer: 2, at: [330.75, 151.5], moves: [[-41.75, 0.0], [-20.75, 3.75]],
          velocity: [-50.0, 0.0], ending: .hold, regrab: nil),
        .settle,
        .pan(
          recognizer: 7, at: [373.0, 522.5],
          moves: [
            [0.0, -17.75], [0.0, -17.5], [0.0, -23.75], [0.0, 144.5], [0.0, 51.5], [0.0, -93.0],
            [0.0, -170.5], [0.0, -143.75],
          ],
          velocity: [-300.0, 1200.0], ending: .cancel, regrab: nil),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }
}
#endif
