#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Foundation
import Testing
import UIKit

/// Issue 26 item 2: seeded random sequences of presentations, dismissals, pushes, pops, tab
/// switches, pans, rotations, keyboard frames, sheet moves and delegate releases, over every
/// built-in animator and every front door, played on the UIKit model with the invariants of
/// ``UIKitFuzzer`` checked after every step.
///
/// `CURTAIN_UIKIT_FUZZ_SEQUENCES` sets the number of sequences (2,000 by default, what CI runs;
/// `.ci/uikit-fuzz-soak.sh` runs 100,000), `CURTAIN_UIKIT_FUZZ_SEED` the first seed (sequence
/// `i` uses seed + i). A failing sequence is shrunk by delta debugging and reported with its
/// seed and the Swift that replays it. The run prints one line,
/// `uikit-fuzz: N sequences, S steps, V violations (seeds A…B)`, that `.ci/uikit-check.sh`
/// shows. Under `CURTAIN_UIKIT_READINGS=mix` each sequence runs under the model's alternative
/// readings mixed from its seed (`UIKitModelReadings.mix(seed:)`).
@Suite @MainActor struct UIKitFuzzTests {
  static let defaultSequences = 2000
  static let defaultSeed: UInt64 = 0x2026_0026

  private static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  @Test func randomSequencesKeepEveryInvariant() {
    let count =
      Self.environment("CURTAIN_UIKIT_FUZZ_SEQUENCES").flatMap { Int($0) } ?? Self.defaultSequences
    let first =
      Self.environment("CURTAIN_UIKIT_FUZZ_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let length =
      Self.environment("CURTAIN_UIKIT_FUZZ_LENGTH").flatMap { Int($0) }.map { max($0, 1) } ?? 24
    var steps = 0
    var failed = 0
    var reported: Set<String> = []
    // CURTAIN_UIKIT_READINGS=mix: each sequence runs under the model's readings mixed from its
    // seed (the shrink and the replay use the same), .ci/uikit-check.sh step (v).
    let mixes = UIKitModel.mixesReadings
    let readings = UIKitModel.defaultReadings
    defer { UIKitModel.defaultReadings = readings }
    for index in 0..<count {
      let seed = first &+ UInt64(index)
      if mixes { UIKitModel.defaultReadings = .mix(seed: seed) }
      let (host, sequence) = FuzzGenerator.sequence(seed: seed, length: 4...length)
      steps += sequence.count
      let violations = UIKitFuzzer.run(host: host, steps: sequence)
      guard let violation = violations.first else { continue }
      failed += 1
      // One report per kind of violation (the message without the step it followed), at most
      // eight: a soak with one defect does not shrink it a thousand times.
      let kind = violation.components(separatedBy: " [after ").first ?? violation
      guard reported.count < 8, reported.insert(kind).inserted else { continue }
      let small = UIKitFuzzer.shrink(host: host, steps: sequence)
      let smallViolation = UIKitFuzzer.run(host: host, steps: small).first ?? violation
      let report = Comment(
        rawValue: "UIKit fuzz: seed \(seed) (sequence \(index), readings "
          + "\(UIKitModel.defaultReadings)) broke an invariant: "
          + "\(smallViolation)\nShrunk from \(sequence.count) to \(small.count) steps; replay:\n"
          + UIKitFuzzer.replayCode(host: host, steps: small))
      Issue.record(report)
    }
    print(
      "uikit-fuzz: \(count) sequences, \(steps) steps, \(failed) violations "
        + "(seeds \(first)…\(first &+ UInt64(max(count - 1, 0)))), readings "
        + (mixes ? "mix" : "\(readings)"))
    #expect(count == 0 || steps >= count * 4, "every sequence has at least four steps")
  }

  /// The shrinker keeps a failing case failing and takes away what is not needed for it: a
  /// sequence that fails only when it contains `.rotate` is shrunk to that one step.
  @Test func theShrinkerKeepsOnlyTheStepsAFailureNeeds() {
    let steps: [FuzzStep] = [
      .advance(frames: 3), .settle, .rotate(width: 844, height: 390), .advance(frames: 1),
      .settle, .keyboard(height: 0, duration: 0),
    ]
    let small = UIKitFuzzer.shrinkSteps(steps) { candidate in
      candidate.contains(.rotate(width: 844, height: 390))
    }
    #expect(small == [.rotate(width: 844, height: 390)])
  }

  /// The same seed gives the same sequence (a printed seed reproduces the failure).
  @Test func aSeedGivesTheSameSequenceEveryTime() {
    let first = FuzzGenerator.sequence(seed: 42, length: 4...14)
    let second = FuzzGenerator.sequence(seed: 42, length: 4...14)
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(first.1 != FuzzGenerator.sequence(seed: 43, length: 4...14).1)
  }
}
#endif
