import Curtain
import Foundation
import Testing

@Suite @MainActor struct AuxAnimationTests {
  /// The (start, duration) window of every part, as fractions of the transition.
  static func windows(_ animation: AuxAnimation) -> [[Double]] {
    animation.parts.map { [$0.relativeStart, $0.relativeDuration] }
  }

  static func isOutOfRange(
    _ error: any Error, start: Double, duration: Double
  ) -> Bool {
    guard case .auxiliaryAnimationOutOfRange(let s, let d) = error as? TransitionError else {
      return false
    }
    let sameStart = s == start || (s.isNaN && start.isNaN)
    let sameDuration = d == duration || (d.isNaN && duration.isNaN)
    return sameStart && sameDuration
  }

  // MARK: Windows

  @Test func windowDefaultsToTheRestOfTheTransition() {
    let whole = AuxAnimation {}
    #expect(whole.relativeStart == 0)
    #expect(whole.relativeDuration == 1)
    let tail = AuxAnimation(relativeStart: 0.3) {}
    #expect(tail.relativeStart == 0.3)
    #expect(tail.relativeDuration == 0.7)
    #expect(tail.relativeEnd == 1)
  }

  @Test func sequenceStartsEachAnimationWhereThePreviousEndsPlusItsOwnStart() throws {
    let blink = AuxAnimation.sequence([
      AuxAnimation(relativeDuration: 0.25) {},
      AuxAnimation(relativeStart: 0.1, relativeDuration: 0.25) {},
      AuxAnimation(relativeDuration: 0.2) {},
    ])
    // 0 to 0.25; a pause of 0.1, then 0.35 to 0.6; then 0.6 to 0.8.
    #expect(Self.windows(blink) == [[0, 0.25], [0.35, 0.25], [0.6, 0.2]])
    #expect(blink.relativeStart == 0)
    #expect(PlanCheck.isClose(blink.relativeDuration, 0.8, tolerance: 1e-15))
    try blink.validate()
  }

  @Test func sequenceKeepsALeadingStart() {
    let late = AuxAnimation.sequence([
      AuxAnimation(relativeStart: 0.1, relativeDuration: 0.2) {},
      AuxAnimation(relativeDuration: 0.3) {},
    ])
    #expect(Self.windows(late) == [[0.1, 0.2], [0.30000000000000004, 0.3]])
    #expect(late.relativeStart == 0.1)
    #expect(PlanCheck.isClose(late.relativeEnd, 0.6, tolerance: 1e-15))
  }

  @Test func parallelRunsEveryAnimationFromItsOwnStart() {
    let together = AuxAnimation.parallel([
      AuxAnimation(relativeStart: 0.2, relativeDuration: 0.3) {},
      AuxAnimation(relativeStart: 0.1, relativeDuration: 0.2) {},
    ])
    #expect(Self.windows(together) == [[0.2, 0.3], [0.1, 0.2]])
    #expect(together.relativeStart == 0.1)
    #expect(together.relativeEnd == 0.5)
    #expect(PlanCheck.isClose(together.relativeDuration, 0.4, tolerance: 1e-15))
  }

  @Test func delayedMovesEveryPart() {
    let moved = AuxAnimation.parallel([
      AuxAnimation(relativeDuration: 0.25) {},
      AuxAnimation(relativeStart: 0.5, relativeDuration: 0.25) {},
    ]).delayed(by: 0.125)
    #expect(Self.windows(moved) == [[0.125, 0.25], [0.625, 0.25]])
    #expect(moved.relativeStart == 0.125)
    #expect(moved.relativeEnd == 0.875)
  }

  @Test func compositionsNest() throws {
    // A sequence of a parallel pair (ending at 0.5) and a delayed step: the step's own start
    // (0.25, from the delay) is a pause after 0.5.
    let nested = AuxAnimation.sequence([
      .parallel([
        AuxAnimation(relativeDuration: 0.25) {},
        AuxAnimation(relativeStart: 0.25, relativeDuration: 0.25) {},
      ]),
      AuxAnimation(relativeDuration: 0.125) {}.delayed(by: 0.25),
    ]).delayed(by: 0.0625)
    #expect(Self.windows(nested) == [[0.0625, 0.25], [0.3125, 0.25], [0.8125, 0.125]])
    #expect(nested.relativeStart == 0.0625)
    #expect(nested.relativeEnd == 0.9375)
    try nested.validate()
  }

  @Test func emptyCompositionsDoNothingAndTakeNoTime() throws {
    for empty in [AuxAnimation.sequence([]), .parallel([])] {
      #expect(empty.parts.isEmpty)
      #expect(empty.relativeStart == 0)
      #expect(empty.relativeDuration == 0)
      try empty.validate()
    }
    let padded = AuxAnimation.sequence([
      .parallel([]), AuxAnimation(relativeDuration: 0.5) {}, .sequence([]),
    ])
    #expect(Self.windows(padded) == [[0, 0.5]])
  }

  @Test func partsKeepTheirBlocksInOrder() {
    var log: [String] = []
    let animation = AuxAnimation.sequence([
      AuxAnimation(relativeDuration: 0.2) { log.append("a") },
      .parallel([
        AuxAnimation(relativeDuration: 0.2) { log.append("b") },
        AuxAnimation(relativeDuration: 0.3) { log.append("c") },
      ]),
    ])
    animation.parts[2].animations()
    animation.parts[0].animations()
    #expect(log == ["c", "a"])
    log = []
    animation.animations()
    #expect(log == ["a", "b", "c"])
  }

  // MARK: Validation

  @Test func roundingPastOneStillCounts() throws {
    // 0.33 + 0.56 + 0.11 is 1.0000000000000002 in binary floating point.
    let full = AuxAnimation.sequence([
      AuxAnimation(relativeDuration: 0.33) {},
      AuxAnimation(relativeDuration: 0.56) {},
      AuxAnimation(relativeDuration: 0.11) {},
    ])
    #expect(full.relativeEnd > 1)
    try full.validate()
  }

  @Test(arguments: [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (0.5, 0.5), (0.999, 0.001)])
  func windowsInsideZeroToOneAreValid(start: Double, duration: Double) throws {
    try AuxAnimation(relativeStart: start, relativeDuration: duration) {}.validate()
  }

  @Test(arguments: [
    (-0.1, 0.5), (0.5, 0.6), (0.2, -0.1), (1.2, 0), (1.0, 0.01), (Double.nan, 0.2), (0.2, .nan),
    (.infinity, 0), (0, .infinity), (-.infinity, 0.5), (0, -.infinity),
  ])
  func windowsOutsideZeroToOneAreRefused(start: Double, duration: Double) {
    let animation = AuxAnimation(relativeStart: start, relativeDuration: duration) {}
    #expect {
      try animation.validate()
    } throws: { error in
      Self.isOutOfRange(error, start: start, duration: duration)
    }
  }

  @Test func sequenceOfValidPartsThatRunsPastOneIsRefusedAtTheOffendingPart() {
    let tooLong = AuxAnimation.sequence([
      AuxAnimation(relativeDuration: 0.5) {},
      AuxAnimation(relativeDuration: 0.3) {},
      AuxAnimation(relativeDuration: 0.3) {},
    ])
    #expect {
      try tooLong.validate()
    } throws: { error in
      Self.isOutOfRange(error, start: 0.8, duration: 0.3)
    }
  }

  @Test func delayingBeforeTheStartIsRefused() {
    let early = AuxAnimation(relativeStart: 0.1, relativeDuration: 0.2) {}.delayed(by: -0.25)
    #expect {
      try early.validate()
    } throws: { error in
      guard case .auxiliaryAnimationOutOfRange(let start, 0.2) = error as? TransitionError else {
        return false
      }
      return PlanCheck.isClose(start, -0.15, tolerance: 1e-15)
    }
    // Moving earlier within the transition is fine.
    let earlier = AuxAnimation(relativeStart: 0.5, relativeDuration: 0.2) {}.delayed(by: -0.25)
    #expect(earlier.relativeStart == 0.25)
  }

  @Test func notANumberMakesTheWindowNotANumber() {
    let poisoned = AuxAnimation.sequence([
      AuxAnimation(relativeStart: .nan, relativeDuration: 0.2) {},
      AuxAnimation(relativeDuration: 0.2) {},
    ])
    #expect(poisoned.relativeStart.isNaN)
    #expect(poisoned.relativeDuration.isNaN)
    #expect(AuxAnimation {}.delayed(by: .nan).relativeStart.isNaN)
    #expect(throws: TransitionError.self) { try poisoned.validate() }
  }

  @Test func errorMessageNamesTheWindowAndTheRule() {
    let message = TransitionError.auxiliaryAnimationOutOfRange(start: 0.5, duration: 0.6)
      .description
    #expect(message.contains("0.5"))
    #expect(message.contains("0.6"))
    #expect(message.contains("start + duration <= 1"))
  }
}
