import CurtainHeadless
import Foundation
import Testing

/// A snapshot actor per matched pair: the vocabulary (``ActorID/matched(_:)``), the setup step,
/// a recorded animator that moves the snapshot, and the headless player tracking it.
@Suite @MainActor struct MatchedSnapshotTests {
  let card = CGRect(x: 20, y: 300, width: 350, height: 200)
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Records, per matched pair, a snapshot of the source that grows from the source frame to the
  /// destination frame over 0.4 s on a linear curve, over a fade-in of the presented screen.
  struct MatchedGrow: TransitionAnimator {
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      let recorder = TransitionRecorder(context: context)
      let container = recorder.view(for: .container)
      let presented = recorder.view(for: .presented)
      presented.alpha = 0
      let snapshots = context.matchedPairs.map { pair in
        let snapshot = recorder.makeMatchedSnapshot(of: pair)
        container.addSubview(snapshot)
        return (snapshot, pair)
      }
      try recorder.animate(.curve(.linear), duration: 0.4) {
        presented.alpha = 1
        for (snapshot, pair) in snapshots {
          snapshot.frame = pair.destinationFrame
          snapshot.cornerRadius = 0
        }
      }
      return try recorder.makePlan()
    }
  }

  @Test func theActorIDNamesThePairAndReadsBack() throws {
    let actor = ActorID.matched("card-3")
    #expect(actor == .snapshot("matched:card-3"))
    #expect(actor.description == "snapshot:matched:card-3")
    #expect(ActorID("snapshot:matched:card-3") == actor)
    #expect(actor.matchedPairID == "card-3")
    #expect(ActorID.snapshot("card-3").matchedPairID == nil)
    #expect(ActorID.presented.matchedPairID == nil)
  }

  @Test func theSetupStepStartsOnTheSource() {
    let pair = MatchedPair(
      id: "card", sourceFrame: card, sourceCornerRadius: 16, destinationFrame: bounds)
    let step = pair.snapshotStep(state: ViewState(alpha: 0.5), placement: .above(.presented))
    #expect(
      step
        == .insert(
          .matched("card"), state: ViewState(frame: card, alpha: 0.5, cornerRadius: 16),
          placement: .above(.presented)))
    #expect(step.actor.matchedPairID == "card")
  }

  /// Linear over 0.4 s: at 0.1 s (a quarter) the snapshot is a quarter of the way from the card
  /// (20, 300, 350, 200) to the screen (0, 0, 390, 844): (15, 225, 360, 361), radius
  /// 16 · 0.75 = 12.
  @Test func aRecordedAnimatorMovesTheSnapshotAndTheSceneTracksIt() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let destination = bounds
    let cardFrame = card
    let transition = try scene.present(HeadlessScreen(name: "detail"), animator: MatchedGrow()) {
      MatchedPair(
        id: "card", sourceFrame: cardFrame, sourceCornerRadius: 16, destinationFrame: destination)
    }
    let plan = try #require(transition.plan)
    #expect(plan.setup.map(\.actor) == [.matched("card")])
    #expect(scene.state(of: .matched("card"))?.frame == card)
    #expect(scene.state(of: .matched("card"))?.cornerRadius == 16)
    try transition.advance(by: 0.1)
    let quarter = try #require(scene.state(of: .matched("card")))
    #expect(quarter.frame == CGRect(x: 15, y: 225, width: 360, height: 361))
    #expect(quarter.cornerRadius == 12)
    #expect(scene.transientActors.contains(.matched("card")))
    let timeline = try transition.run()
    #expect(timeline.frames.last?[.matched("card")]?.frame == bounds)
    #expect(scene.state(of: .matched("card")) == nil)  // gone with its transition
  }
}
