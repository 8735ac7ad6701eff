#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): the scenarios read values on screen and need
// exact virtual time.
import Curtain
import CurtainAnimators
import CurtainHeadless
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// Issue 25 item 3: the headless player and CurtainUIKit on the UIKit model draw the same
/// frames.
///
/// Every scenario of ``DifferentialScenario/all()`` is played by both players in lockstep at
/// 60 Hz (``DifferentialRun``) and compared per actor after every frame (frame within 0.5 pt,
/// alpha, corner radius and the 2D transform's linear part within 1e-3), with the same
/// completion at the same frame, the same events and the same structure at the end. The suite
/// prints `differential: N scenarios, M frames compared, D disagreements`; `.ci/uikit-check.sh`
/// requires at least `MIN_DIFFERENTIAL_SCENARIOS` (300) and no disagreement.
@Suite @MainActor struct DifferentialTests {
  @Test func bothPlayersDrawTheSameFramesForEveryTransitionScenario() throws {
    // DIFFERENTIAL_FILTER (a part of a scenario's name) plays only the scenarios it names.
    let filter = ProcessInfo.processInfo.environment["DIFFERENTIAL_FILTER"] ?? ""
    let scenarios = try DifferentialScenario.all()
    let families: [[any DifferentialPlayable]] = [
      scenarios.map(DifferentialRun.init),
      // The zoom's drag to dismiss, released both ways.
      DifferentialZoomDrag.drags.map(DifferentialZoomDrag.init(drag:)),
      // Sheets dragged between detents, over-dragged, dismissed and vetoed.
      try DifferentialSheetDrag.drags().map(DifferentialSheetDrag.init(drag:)),
      // Sheets changed while they rest (detents, corners, the undimmed detent).
      try DifferentialSheetReconfigure.changes().map(DifferentialSheetReconfigure.init(change:)),
      // Plain animators' presentations at rest, then rotated.
      DifferentialPlainResize.all(),
      // Running transitions grabbed by a finger, on both players' gesture-level grab.
      DifferentialFingerGrab.tracks().map(DifferentialFingerGrab.init(track:)),
      // Pans that dismiss Jelly covers smaller than the screen, measured by both players.
      DifferentialPanTravel.drags.map(DifferentialPanTravel.init(drag:)),
    ]
    var count = 0
    var frames = 0
    var disagreements: [Disagreement] = []
    for var playable in families.joined() where filter.isEmpty || playable.name.contains(filter) {
      count += 1
      let found = try playable.play()
      frames += playable.framesCompared
      guard let found else { continue }
      disagreements.append(found)
      Issue.record(Comment(rawValue: found.description))
    }
    print(
      "differential: \(count) scenarios, \(frames) frames compared, "
        + "\(disagreements.count) disagreements")
    #expect(!filter.isEmpty || scenarios.count >= 300)
  }

  /// The harness itself: players that do disagree are caught at the first frame.
  ///
  /// The disagreement names the scenario, the frame, the actor, the property and both values.
  /// Here the UIKit side fades over 0.7 s where the headless side fades over 0.35 s (the
  /// `fade` built-in, linear, its arriving screen and its dim alike): at frame 0, half a frame
  /// (1/120 s) in, the alpha is (1/120) ÷ 0.35 = 0.0238095… headless and (1/120) ÷ 0.7 =
  /// 0.0119047… in UIKit.
  @Test func aDisagreementNamesTheFirstFrameTheActorThePropertyAndBothValues() throws {
    let fade = try #require(BuiltInAnimators.descriptors.first { $0.id == "fade" })
    var scenario = DifferentialScenario(
      descriptor: fade, operation: .present, script: .playedThrough, name: "fade, two durations")
    scenario.uikitParameters = ["duration": .number(0.7)]
    var run = DifferentialRun(scenario)
    let found = try #require(try run.play())
    #expect(found.scenario == "fade, two durations")
    #expect(found.frame == "0")
    #expect(["to", "presented", "background"].contains(found.actor), "\(found)")
    #expect(found.property == "alpha")
    let values = (headless: Double(found.headless) ?? .nan, uikit: Double(found.uikit) ?? .nan)
    #expect(abs(values.headless - (1.0 / 120) / 0.35) < 1e-9, "\(found)")
    #expect(abs(values.uikit - (1.0 / 120) / 0.7) < 1e-9, "\(found)")
  }
}
#endif
