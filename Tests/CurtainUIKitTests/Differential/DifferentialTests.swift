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
  /// The disagreements the differential test found that another change is to remove, by
  /// scenario family: each names the rule, and the lead lifts it once the fix has landed (the
  /// suite prints how many scenarios each still covers).
  static func knownFamily(of scenario: DifferentialScenario) -> String? {
    let id = scenario.descriptor.id
    if scenario.isInteractive, id == "app-store" || id == "zoom" {
      // Found by this test, not in issue 25's list: the values agree to 1e-9 until the end of
      // the core's release (`InteractiveRelease`), where the headless player lands on the
      // target while the UIKit player's spring (`UISpringTimingParameters` with the plan's
      // mass, stiffness and damping, continued over durationFactor × duration) still
      // overshoots by up to about 2 pt, and completes a frame later.
      return "spring release: the interactive release of a spring-timed plan ends on the core's "
        + "release duration in headless only (found by the differential test)"
    }
    if case .retarget = scenario.script, id == "slide", scenario.operation == .dismiss {
      // Found by this test, not in issue 25's list: re-planned for the rotated container, the
      // slide's dismissal measures the presenting view's displacement in the new container
      // (390 pt high) but subtracts it from the frame the presenting view was displaced to in
      // the old one (y -844): headless moves the presenting view to y -454, UIKit (whose
      // context gives no initial frame of the presenting view) to its resting frame, y 0.
      return "slide re-target: a re-targeted slide dismissal re-measures the presenting view's "
        + "displacement in the new container (SlideAnimator; found by the differential test)"
    }
    return nil
  }

  @Test func bothPlayersDrawTheSameFramesForEveryTransitionScenario() throws {
    // DIFFERENTIAL_FILTER (a part of a scenario's name) plays only the scenarios it names.
    let filter = ProcessInfo.processInfo.environment["DIFFERENTIAL_FILTER"] ?? ""
    let scenarios = try DifferentialScenario.all().filter {
      filter.isEmpty || $0.name.contains(filter)
    }
    var frames = 0
    var disagreements: [Disagreement] = []
    var known: [String: Int] = [:]
    for scenario in scenarios {
      var run = DifferentialRun(scenario)
      let found = try run.play()
      frames += run.framesCompared
      guard let found else { continue }
      if let family = Self.knownFamily(of: scenario) {
        known[family, default: 0] += 1
        withKnownIssue(Comment(rawValue: family)) {
          Issue.record(Comment(rawValue: found.description))
        }
      } else {
        disagreements.append(found)
        Issue.record(Comment(rawValue: found.description))
      }
    }
    print(
      "differential: \(scenarios.count) scenarios, \(frames) frames compared, "
        + "\(disagreements.count) disagreements, \(known.values.reduce(0, +)) known "
        + "(\(known.keys.sorted().map { "\($0.prefix { $0 != ":" }) \(known[$0] ?? 0)" }.joined(separator: ", ")))"
    )
    #expect(!filter.isEmpty || scenarios.count >= 300)
  }
}
#endif
