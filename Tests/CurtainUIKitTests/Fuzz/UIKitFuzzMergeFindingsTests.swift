#if canImport(UIKit)
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// What the UIKit fuzz found once the work on issues 34–38 was merged, each shrunk to its
/// replay.
@MainActor
@Suite(.serialized)
struct UIKitFuzzMergeFindingsTests {
  /// Seed 539362682: a Jelly slide presented without animation, its delegate released by the
  /// app, a rotation, then everything dismissed without animation: the presenting screen was
  /// left at x −512 in a 1024-pt window ("the top screen is off screen").
  @Test func anUnanimatedSlideLeavesThePresentingScreenWhereItWasAfterARotation() {
    let violations = UIKitFuzzer.run(
      host: .navigation(nil),
      steps: [
        .present(.jelly(kind: 2, direction: 3, interactive: false), animated: false),
        .releaseDelegate,
        .rotate(width: 1024.0, height: 768.0),
      ])
    #expect(violations.isEmpty, "\(violations)")
  }
}
#endif
