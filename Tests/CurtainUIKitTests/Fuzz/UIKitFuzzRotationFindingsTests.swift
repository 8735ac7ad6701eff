#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The rotation findings of the UIKit fuzz ("the top screen is off screen" after a rotation to
/// 844×390).
///
/// Replayed with every invariant of ``UIKitFuzzer``: the fuzz's cases as it shrank them. Each failed before its fix (the top screen kept its portrait frame, its top at y 422
/// or 428.5 in a window 390 high).
@Suite @MainActor struct UIKitFuzzRotationFindingsTests {
  /// Seed 91156: a Jelly slide-in whose dismissal pan is held while the window rotates; the
  /// cancelled dismissal ended at the portrait frame.
  @Test func aHeldJellyDismissalCancelledAfterARotationEndsOnScreen() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.jelly(kind: 2, direction: 1, interactive: true), animated: true),
        .settle,
        .pan(
          recognizer: 1, at: [109.5, 607.0],
          moves: [[-36.25, 0.0], [-94.75, 0.0], [-201.0, 0.0], [-257.75, -19.0]],
          velocity: [0.0, 50.0], ending: .hold, regrab: 9),
        .rotate(width: 844.0, height: 390.0),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Seed 539417536: a sheet, a container transform over it dismissed, then a rotation while
  /// the dismissal runs; the sheet kept its portrait frame.
  @Test func aSheetUnderARunningDismissalFollowsARotation() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.sheet(3), animated: true),
        .settle,
        .present(
          .delegate(
            "container-transform", layout: nil, style: 1, pan: true, drag: true,
            source: false, keyboard: false),
          animated: true),
        .settle,
        .dismiss(all: false, animated: true),
        .rotate(width: 844.0, height: 390.0),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Seed 539423031: a sheet with a held pan, rotated, then settled; the sheet kept its
  /// portrait frame.
  @Test func aHeldSheetFollowsARotation() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(.sheet(1), animated: false),
        .settle,
        .pan(
          recognizer: 7, at: [259.0, 635.5],
          moves: [[-103.25, 3.75], [-249.25, 0.0], [-152.75, 0.0], [-125.5, 0.0]],
          velocity: [300.0, -0.0], ending: .hold, regrab: 1),
        .rotate(width: 844.0, height: 390.0),
        .settle,
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Seed 539453603: a Presentr sheet, a cover presented over it and rotated while it runs,
  /// then a pan; the Presentr sheet kept its portrait frame.
  @Test func aPresentrSheetUnderARunningCoverFollowsARotation() {
    let violations = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: false)),
      steps: [
        .present(
          .presentr(type: 1, dismissType: nil, layout: 3, registry: true, context: false),
          animated: true),
        .settle,
        .present(
          .delegate(
            "cover", layout: nil, style: 1, pan: true, drag: false, source: false,
            keyboard: false),
          animated: true),
        .rotate(width: 844.0, height: 390.0),
        .pan(
          recognizer: 2, at: [315.25, 78.25],
          moves: [[10.25, 0.0], [-108.0, 14.75], [-40.75, 0.0], [42.75, -14.5]],
          velocity: [-3000.0, -3000.0], ending: .lift, regrab: 2),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Seed 539401736: a `.fullScreen` presentation of the sheet animator rotated before its plan
  /// started; the re-target was refused and the sheet ended at its portrait frame.
  @Test func aFullScreenPresentationRotatedBeforeItsPlanStartsEndsOnScreen() {
    let violations = UIKitFuzzer.run(
      host: .navigation(.registry("slide-navigation", popPan: false)),
      steps: [
        .present(
          .delegate(
            "sheet", layout: nil, style: 1, pan: true, drag: true, source: false,
            keyboard: false),
          animated: true),
        .rotate(width: 844.0, height: 390.0),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Seed 539361995 (found after the rotation fixes met the fuzzer's in-window touches): a
  /// sheet-like plain animator laid out for a rotation, then the cancelled full-screen
  /// presentation over it puts back the portrait frame it took the sheet at (0, 422, 390, 422);
  /// the sheet's presentation controller, laid out again for the same size, left it there.
  @Test func aPlainSheetUnderACancelledFullScreenPresentationStaysLaidOutForTheRotation() {
    let violations = UIKitFuzzer.run(
      host: .plain,
      steps: [
        .present(
          .delegate(
            "sheet", layout: nil, style: 0, pan: true, drag: true, source: true,
            keyboard: false),
          animated: true),
        .settle,
        .present(
          .delegate(
            "cover-vertical-from-top", layout: nil, style: 1, pan: true, drag: false,
            source: false, keyboard: true),
          animated: true),
        .pan(
          recognizer: 0, at: [329.75, 784.0],
          moves: [
            [0.0, -143.75], [0.0, -21.0], [0.0, -154.75], [0.0, -78.0], [0.0, -15.75],
            [-28.0, 53.25], [0.0, -122.0], [-4.25, -21.25],
          ],
          velocity: [50.0, 50.0], ending: .cancel, regrab: nil),
        .rotate(width: 844.0, height: 390.0),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }
}
#endif
