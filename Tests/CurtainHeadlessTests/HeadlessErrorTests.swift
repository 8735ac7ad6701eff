import CurtainHeadless
import Foundation
import Testing

@Suite struct HeadlessErrorTests {
  /// Each error and words its message must hold: the problem and what to do.
  static let messages: [(HeadlessError, [String])] = [
    (.invalidContainerSize(width: 0, height: 844), ["0.0×844.0", "greater than 0"]),
    (.invalidSafeAreaInsets(EdgeInsets(top: -1)), ["negative or not finite", "0 or more"]),
    (.nothingToDismiss, ["no screen is presented", "present a screen first"]),
    (.popAtRoot(root: "home"), ["'home'", "push a screen first"]),
    (.noTabs, ["no tabs", "setTabs(_:selectedIndex:)"]),
    (.emptyTabs, ["at least one screen"]),
    (.tabOutOfRange(index: 3, count: 3), ["tab 3", "3 tabs", "0...2"]),
    (.tabOutOfRange(index: 1, count: 1), ["1 tab,", "0...0"]),
    (.tabAlreadySelected(index: 1), ["already selected"]),
    (.screenAlreadyInScene(name: "detail"), ["'detail'", "new HeadlessScreen"]),
    (
      .busy(requested: "dismiss", running: "the present 'a' transition"),
      ["cannot dismiss now", "the present 'a' transition", ".queue"]
    ),
    (.invalidContext(.nonFiniteFrame(name: "sourceFrame")), ["sourceFrame is not a finite"]),
    (
      .animatorFailed(animator: "Fade", underlying: PlanningRefused()),
      ["Fade.plan(for:) threw: no plan today", "unchanged"]
    ),
    (.invalidFramesPerSecond(0), ["0 frames per second", "1...240"]),
    (
      .tooManyFrames(duration: 5000, fps: 240, limit: 1_000_000),
      ["fewer than 1000000", "advance(by:)"]
    ),
    (.invalidTimeStep(-1), ["-1.0 seconds", "0 or more"]),
    (.transitionPending(operation: "pop"), ["pop transition has not started", "earlier"]),
    (.transitionEnded(operation: "pop", state: .cancelled), ["already ended (cancelled)"]),
  ]

  @Test(arguments: messages)
  func messagesSayWhatIsWrongAndWhatToDo(error: HeadlessError, words: [String]) {
    for word in words {
      #expect(error.description.contains(word), "\(error.description)")
    }
  }

  @Test func animatorFailuresAreEqualWhenTheirCausesReadTheSame() {
    struct Other: Error {}
    let failure = HeadlessError.animatorFailed(animator: "A", underlying: PlanningRefused())
    #expect(failure == .animatorFailed(animator: "A", underlying: PlanningRefused()))
    #expect(failure != .animatorFailed(animator: "B", underlying: PlanningRefused()))
    #expect(failure != .animatorFailed(animator: "A", underlying: Other()))
    #expect(HeadlessError.invalidTimeStep(.nan) == .invalidTimeStep(.nan))
    #expect(HeadlessError.nothingToDismiss != .noTabs)
  }
}
