import Curtain
import Foundation
import Testing

@Suite struct PlanErrorTests {
  static let cases: [(PlanError, [String])] = [
    (
      .nonFiniteValue(actor: .snapshot("card"), property: "alpha", place: "keyframe 1"),
      ["snapshot:card", "alpha", "keyframe 1"]
    ),
    (.invalidKeyframes(actor: .presented, reason: "too few"), ["presented", "too few"]),
    (.duplicateInsertion(actor: .custom("dim")), ["custom:dim"]),
    (.insertsStandardActor(actor: .from), ["'from'", ".snapshot(_:)", ".custom(_:)"]),
  ]

  @Test(arguments: cases)
  func descriptionNamesTheActorAndTheProblem(error: PlanError, fragments: [String]) {
    for fragment in fragments {
      #expect(error.description.contains(fragment), "\(error.description) lacks \(fragment)")
    }
    #expect("\(error)" == error.description)
  }

  @Test func aRefusedTrackExplainsItselfInOneSentence() throws {
    let timing = try AnimationTiming(duration: 1)
    do {
      _ = try Track(
        actor: .custom("badge"), from: ViewState(alpha: 0),
        to: ViewState(transform: Transform3D(rotation: .infinity)), timing: timing)
      Issue.record("accepted an infinite rotation")
    } catch {
      #expect(error.description.contains("custom:badge"))
      #expect(error.description.contains("transform"))
      #expect(error.description.contains("not a finite number"))
    }
  }
}
