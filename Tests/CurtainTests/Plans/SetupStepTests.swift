import Curtain
import Foundation
import Testing

@Suite struct SetupStepTests {
  static let steps: [(SetupStep, ActorID, Placement)] = [
    (.insert(.custom("dim"), state: ViewState(alpha: 0), placement: .back), .custom("dim"), .back),
    (
      .snapshot(of: .presented, name: "card", state: ViewState(), placement: .above(.presented)),
      .snapshot("card"), .above(.presented)
    ),
    (
      .insert(.snapshot("x"), state: ViewState(), placement: .below(.to)), .snapshot("x"),
      .below(.to)
    ),
    (
      .snapshot(of: .from, name: "from", state: ViewState(), placement: .front),
      .snapshot("from"), .front
    ),
  ]

  @Test(arguments: steps)
  func aStepNamesTheActorItInsertsAndWhere(
    step: SetupStep, actor: ActorID, placement: Placement
  ) {
    #expect(step.actor == actor)
    #expect(step.placement == placement)
  }
}
