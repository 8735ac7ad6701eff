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
    let scenarios = try DifferentialScenario.all().filter {
      filter.isEmpty || $0.name.contains(filter)
    }
    var frames = 0
    var disagreements: [Disagreement] = []
    for scenario in scenarios {
      var run = DifferentialRun(scenario)
      if let disagreement = try run.play() { disagreements.append(disagreement) }
      frames += run.framesCompared
    }
    for disagreement in disagreements {
      Issue.record(Comment(rawValue: disagreement.description))
    }
    print(
      "differential: \(scenarios.count) scenarios, \(frames) frames compared, "
        + "\(disagreements.count) disagreements")
    #expect(!filter.isEmpty || scenarios.count >= 300)
  }
}
#endif
