import Curtain
import Foundation
import Testing

// Final and cancelled states, discrete properties and bad input.
extension TransitionPlanTests {
  // MARK: Final and cancelled states

  @Test func finalAndCancelledStatesPutTheirStatesOnTopOfTheEnds() throws {
    let plan = try TransitionPlan(
      tracks: [
        Track(
          actor: .presented, from: ViewState(alpha: 0, zIndex: 1),
          to: ViewState(alpha: 1, zIndex: 2),
          timing: Self.linear(0.5, delay: 0.25))
      ],
      completionStates: [
        .presented: ViewState(cornerRadius: 0, zIndex: 0), .presenting: ViewState(isHidden: true),
      ],
      cancellationStates: [.presented: ViewState(isHidden: true)])
    #expect(plan.finalState(of: .presented) == ViewState(alpha: 1, cornerRadius: 0, zIndex: 0))
    #expect(plan.cancelledState(of: .presented) == ViewState(alpha: 0, isHidden: true, zIndex: 1))
    // An actor that only a completion state mentions.
    #expect(plan.finalState(of: .presenting) == ViewState(isHidden: true))
    #expect(plan.cancelledState(of: .presenting).isEmpty)
    #expect(plan.finalState(of: .container).isEmpty)
  }

  @Test func aZeroDurationTrackFinishesInItsToState() throws {
    let instant = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: 0), to: ViewState(alpha: 1, zIndex: 4),
        timing: Self.linear(0))
    ])
    #expect(instant.duration == 0)
    #expect(instant.finalState(of: .presented) == ViewState(alpha: 1, zIndex: 4))
    #expect(instant.cancelledState(of: .presented) == ViewState(alpha: 0, zIndex: 0))

    // An instant step at the very end of a longer plan.
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(1)),
      Track(
        actor: .presented, from: ViewState(isHidden: true), to: ViewState(isHidden: false),
        timing: Self.linear(0, delay: 1)),
    ])
    #expect(plan.finalState(of: .presented) == ViewState(isHidden: false))
    #expect(plan.finalState(of: .to) == ViewState(alpha: 1))
  }

  @Test func aZeroDurationTrackInsideAPlanHasJumpedOnceItsMomentHasPassed() throws {
    let plan = try TransitionPlan(tracks: [
      Track(actor: .to, from: ViewState(alpha: 0), to: ViewState(alpha: 1), timing: Self.linear(1)),
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: 0), to: ViewState(alpha: 1, zIndex: 2),
        timing: Self.linear(0, delay: 0.5)),
    ])
    #expect(plan.state(of: .presented, at: 0.25) == ViewState(alpha: 0, zIndex: 0))
    #expect(plan.state(of: .presented, at: 0.75) == ViewState(alpha: 1, zIndex: 2))
  }

  // MARK: Discrete properties

  /// zIndex values at the edges of `Int`, where a detour through `Double` (53-bit mantissa)
  /// would round or trap: 2⁵³ + 1 is the smallest integer a Double cannot hold.
  static let extremeZIndices: [Int] = [(1 << 53) + 1, -(1 << 53) - 1, .max, .min + 1, -1, 0]

  @Test(arguments: extremeZIndices)
  func anyZIndexSurvivesSamplingUnchanged(zIndex: Int) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, zIndex: zIndex),
        to: ViewState(alpha: 1, zIndex: zIndex - 1), timing: Self.linear(1))
    ])
    #expect(plan.state(of: .presented, at: 0).zIndex == zIndex)
    #expect(plan.state(of: .presented, at: 0.5).zIndex == zIndex - 1)
    #expect(plan.sample(at: 1)[.presented]?.zIndex == zIndex - 1)
    #expect(plan.finalState(of: .presented).zIndex == zIndex - 1)
  }

  static let cornerTimes: [(Double, RectCorners, Int)] = [
    // corners .all → .top and zIndex 0 → 5 over 0.5...1.5.
    (0, .all, 0), (0.25, .all, 0),
    (0.5, .all, 0),  // at the delay: the from state
    (0.5 + 1e-9, .top, 5),  // running: already the end value
    (1, .top, 5), (1.5, .top, 5),
  ]

  @Test(arguments: cornerTimes)
  func cornersAndZIndexSwitchAsSoonAsTheTrackRuns(
    time: Double, corners: RectCorners, zIndex: Int
  ) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(corners: .all, zIndex: 0),
        to: ViewState(corners: .top, zIndex: 5),
        timing: AnimationTiming(curve: .easeIn, duration: 1, delay: 0.5))
    ])
    let state = plan.state(of: .presented, at: time)
    #expect(state.corners == corners)
    #expect(state.zIndex == zIndex)
  }

  static let hiddenCases: [(Bool, Bool, Bool, Bool, Bool)] = [
    // (from, to, at the start, while running, at the end)
    (true, false, true, false, false),  // appearing: visible while running
    (false, true, false, false, true),  // disappearing: visible until the end
    (true, true, true, true, true),  // hidden throughout
    (false, false, false, false, false),
  ]

  @Test(arguments: hiddenCases)
  func aViewIsVisibleWhileRunningIfEitherEndIsVisible(
    from: Bool, to: Bool, start: Bool, running: Bool, end: Bool
  ) throws {
    let plan = try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: ViewState(alpha: 0, isHidden: from),
        to: ViewState(alpha: 1, isHidden: to), timing: Self.linear(1, delay: 0.5))
    ])
    #expect(plan.state(of: .presented, at: 0).isHidden == start)
    #expect(plan.state(of: .presented, at: 0.5).isHidden == start)
    for time in [0.5 + 1e-9, 0.75, 1, 1.25, 1.5 - 1e-9] {
      #expect(plan.state(of: .presented, at: time).isHidden == running, "at \(time)")
    }
    #expect(plan.state(of: .presented, at: 1.5).isHidden == end)
  }

  @Test func discreteValuesWithoutAStartBeginAtTheSetupState() throws {
    let plan = try TransitionPlan(
      setup: [
        .insert(.custom("c"), state: ViewState(corners: .bottom, isHidden: true), placement: .front)
      ],
      tracks: [
        Track(
          actor: .custom("c"), to: ViewState(corners: .all, isHidden: false),
          timing: Self.linear(1))
      ])
    #expect(plan.state(of: .custom("c"), at: 0) == ViewState(corners: .bottom, isHidden: true))
    #expect(plan.state(of: .custom("c"), at: 0.5) == ViewState(corners: .all, isHidden: false))
    #expect(plan.state(of: .custom("c"), at: 1) == ViewState(corners: .all, isHidden: false))
  }

  // MARK: Bad input

  static let standardActors: [ActorID] = [.presented, .presenting, .from, .to, .container]

  @Test(arguments: standardActors)
  func insertingAStandardActorIsRefused(actor: ActorID) {
    #expect(throws: PlanError.insertsStandardActor(actor: actor)) {
      try TransitionPlan(
        setup: [.insert(actor, state: ViewState(alpha: 0), placement: .back)], tracks: [])
    }
  }

  @Test func theBackgroundCanBeInsertedAsATemporaryActor() throws {
    let plan = try TransitionPlan(
      setup: [.insert(.background, state: ViewState(alpha: 0), placement: .back)], tracks: [])
    #expect(plan.temporaryActors == [.background])
    #expect(plan.state(of: .background, at: 0) == ViewState(alpha: 0))
  }

  @Test func insertingTheSameTemporaryActorTwiceIsRefused() {
    #expect(throws: PlanError.duplicateInsertion(actor: .custom("dim"))) {
      try TransitionPlan(
        setup: [
          .insert(.custom("dim"), state: ViewState(), placement: .back),
          .insert(.custom("dim"), state: ViewState(alpha: 1), placement: .front),
        ], tracks: [])
    }
    #expect(throws: PlanError.duplicateInsertion(actor: .snapshot("card"))) {
      try TransitionPlan(
        setup: [
          .snapshot(of: .presented, name: "card", state: ViewState(), placement: .front),
          .insert(.snapshot("card"), state: ViewState(), placement: .back),
        ], tracks: [])
    }
  }

  @Test func nonFiniteSetupAndEndStatesAreRefusedByName() {
    #expect(
      throws: PlanError.nonFiniteValue(actor: .custom("dim"), property: "alpha", place: "setup")
    ) {
      try TransitionPlan(
        setup: [.insert(.custom("dim"), state: ViewState(alpha: .nan), placement: .back)],
        tracks: [])
    }
    let badFrame = ViewState(frame: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
    let endStates: [([ActorID: ViewState], [ActorID: ViewState])] = [
      ([.to: badFrame], [:]), ([:], [.to: badFrame]),
    ]
    for (completion, cancellation) in endStates {
      do {
        _ = try TransitionPlan(
          tracks: [], completionStates: completion, cancellationStates: cancellation)
        Issue.record("a non-finite end state was accepted")
      } catch {
        guard case .nonFiniteValue(let actor, let property, _) = error else {
          Issue.record("expected nonFiniteValue, got \(error)")
          continue
        }
        #expect(actor == .to)
        #expect(property == "frame")
      }
    }
  }

  @Test func temporaryActorsMayBeSnapshotsOrCustomViews() throws {
    let plan = try TransitionPlan(
      setup: [
        .insert(.custom("a"), state: ViewState(), placement: .back),
        .insert(.snapshot("b"), state: ViewState(), placement: .front),
        .snapshot(of: .to, name: "c", state: ViewState(), placement: .below(.custom("a"))),
      ],
      tracks: [])
    #expect(plan.temporaryActors == [.custom("a"), .snapshot("b"), .snapshot("c")])
  }
}
