import Curtain
import Foundation
import Testing

@MainActor
@Suite struct TransitionRecorderTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func recorder(
    _ operation: TransitionContext.Operation = .present, presentedFrame: CGRect? = nil
  ) throws -> TransitionRecorder {
    TransitionRecorder(
      context: try TransitionContext(
        operation: operation, containerBounds: container, presentedFrame: presentedFrame))
  }

  static func alpha(
    _ plan: TransitionPlan, _ actor: ActorID, at time: TimeInterval,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Double {
    Double(try #require(plan.state(of: actor, at: time).alpha, sourceLocation: sourceLocation))
  }

  // MARK: Views

  @Test func viewsStartWithUIKitsValues() throws {
    let card = CGRect(x: 10, y: 500, width: 370, height: 344)
    let recorder = try Self.recorder(presentedFrame: card)
    let presented = recorder.view(for: .presented)
    #expect(presented === recorder.view(for: .presented))
    #expect(presented.actor == .presented)
    #expect(presented.frame == card)
    #expect(presented.alpha == 1)
    #expect(presented.transform == .identity)
    #expect(presented.cornerRadius == 0)
    #expect(!presented.isHidden)
    #expect(recorder.view(for: .presenting).frame == Self.container)
    #expect(recorder.view(for: .container).frame == Self.container)
  }

  @Test func boundsAndCenterMoveTheFrame() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: -95, y: -322, width: 390, height: 844))
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 40)
    #expect(view.frame == CGRect(x: 90, y: 80, width: 20, height: 40))
    let plan = try recorder.makePlan()
    #expect(plan.initialStates[.presented] == ViewState(frame: view.frame))
  }

  // MARK: Phases

  @Test func changesBeforeAnyAnimationAreInitialStates() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    view.alpha = 0
    view.cornerRadius = 12
    view.alpha = 0.2  // the last value wins
    try recorder.animate(.curve(.linear), duration: 1) { view.alpha = 1 }
    let plan = try recorder.makePlan()
    #expect(plan.initialStates[.presented] == ViewState(alpha: 0.2, cornerRadius: 12))
    let track = try #require(plan.tracks.first)
    #expect(plan.tracks.count == 1)
    #expect(track.from == ViewState(alpha: 0.2))
    #expect(track.to == ViewState(alpha: 1))
    // Linear from 0.2 to 1: 0.2 + 0.8·t.
    #expect(abs(try Self.alpha(plan, .presented, at: 0.25) - 0.4) < 1e-12)
  }

  @Test func animatedChangesBecomeTracksFromTheValuesBefore() throws {
    let recorder = try Self.recorder()
    let presented = recorder.view(for: .presented)
    let presenting = recorder.view(for: .presenting)
    try recorder.animate(.curve(.easeIn), duration: 0.3, delay: 0.1) {
      presented.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
      presenting.alpha = 0.5
      presented.frame = CGRect(x: 0, y: 200, width: 390, height: 644)  // the last value wins
    }
    // Reading inside or after the block gives the model value, as UIKit does.
    #expect(presented.frame.minY == 200)
    let plan = try recorder.makePlan()
    #expect(plan.tracks.count == 2)
    let move = try #require(plan.tracks.first { $0.actor == .presented })
    #expect(move.from == ViewState(frame: Self.container))
    #expect(move.to == ViewState(frame: CGRect(x: 0, y: 200, width: 390, height: 644)))
    #expect(move.timing == (try AnimationTiming(curve: .easeIn, duration: 0.3, delay: 0.1)))
    let fade = try #require(plan.tracks.first { $0.actor == .presenting })
    #expect(fade.from == ViewState(alpha: 1))
    #expect(fade.to == ViewState(alpha: 0.5))
    #expect(plan.duration == 0.4)
    #expect(plan.initialStates.isEmpty)
  }

  @Test func completionChainsBecomeSequentialTracks() throws {
    // Times that are exact in binary, so sums compare exactly.
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    var times: [TimeInterval] = []
    try recorder.animate(
      .curve(.linear), duration: 0.25, animations: { view.alpha = 0 },
      completion: { finished in
        #expect(finished)
        times.append(recorder.now)
        try? recorder.animate(
          .curve(.linear), duration: 0.25, delay: 0.125, animations: { view.alpha = 1 },
          completion: { _ in times.append(recorder.now) })
      })
    #expect(times.isEmpty)  // completions wait for the simulated clock
    let plan = try recorder.makePlan()
    #expect(times == [0.25, 0.625])
    #expect(plan.tracks.count == 2)
    #expect(plan.tracks[0].timing.delay == 0)
    // The second starts at the first's end, 0.25, plus its own delay.
    #expect(plan.tracks[1].timing.delay == 0.375)
    #expect(plan.duration == 0.625)
    // 1 → 0 over 0–0.25, held through the delay, 0 → 1 over 0.375–0.625.
    #expect(abs(try Self.alpha(plan, .presented, at: 0.125) - 0.5) < 1e-12)
    #expect(try Self.alpha(plan, .presented, at: 0.3) == 0)
    #expect(abs(try Self.alpha(plan, .presented, at: 0.5) - 0.5) < 1e-12)
  }

  @Test func parallelCompletionsRunInTimeOrder() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    var order: [String] = []
    try recorder.animate(
      .curve(.linear), duration: 0.5, animations: { view.alpha = 0 },
      completion: { _ in order.append("long") })
    try recorder.animate(
      .curve(.linear), duration: 0.2, animations: { view.cornerRadius = 4 },
      completion: { _ in order.append("short") })
    _ = try recorder.makePlan()
    #expect(order == ["short", "long"])
  }

  @Test func nestedAnimateBlocksKeepTheirOwnTiming() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    try recorder.animate(.curve(.linear), duration: 1) {
      view.alpha = 0
      try? recorder.animate(.curve(.easeOut), duration: 0.5, delay: 0.25) {
        view.cornerRadius = 20
      }
    }
    let plan = try recorder.makePlan()
    #expect(plan.tracks.count == 2)
    let outer = try #require(plan.tracks.first { $0.to.alpha != nil })
    let inner = try #require(plan.tracks.first { $0.to.cornerRadius != nil })
    #expect(outer.to == ViewState(alpha: 0))
    #expect(outer.timing == (try AnimationTiming(curve: .linear, duration: 1)))
    #expect(inner.to == ViewState(cornerRadius: 20))
    #expect(inner.timing == (try AnimationTiming(curve: .easeOut, duration: 0.5, delay: 0.25)))
    // Ease-out (0, 0) (0.58, 1) half-way through the inner block, at 0.5 s.
    let progress = FrontDoorCheck.easeOut(0.5)
    let radius = try #require(plan.state(of: .presented, at: 0.5).cornerRadius)
    #expect(abs(Double(radius) - 20 * progress) < 1e-9)
    #expect(abs(try Self.alpha(plan, .presented, at: 0.5) - 0.5) < 1e-12)
  }

  @Test func instantChangesMidChainHappenAtTheirMoment() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    try recorder.animate(
      .curve(.linear), duration: 0.5, animations: { view.alpha = 0.5 },
      completion: { _ in
        view.alpha = 0.2  // a jump at 0.5 s, then a new animation from there
        try? recorder.animate(.curve(.linear), duration: 0.5) { view.alpha = 1 }
      })
    let plan = try recorder.makePlan()
    #expect(plan.duration == 1)
    // 1 → 0.5 over the first half.
    #expect(abs(try Self.alpha(plan, .presented, at: 0.25) - 0.75) < 1e-12)
    // 0.2 → 1 over the second: 0.2 + 0.8·(t − 0.5)/0.5.
    #expect(abs(try Self.alpha(plan, .presented, at: 0.75) - 0.6) < 1e-12)
    #expect(abs(try Self.alpha(plan, .presented, at: 0.9) - 0.84) < 1e-12)
    #expect(plan.finalState(of: .presented).alpha == 1)
    let jump = try #require(plan.tracks.first { $0.timing.duration == 0 })
    #expect(jump.timing.delay == 0.5)
    #expect(jump.from == ViewState(alpha: 0.5))
    #expect(jump.to == ViewState(alpha: 0.2))
    #expect(plan.completionStates.isEmpty)
  }

  @Test func changesAfterTheLastAnimationAreCompletionStates() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presenting)
    try recorder.animate(
      .curve(.linear), duration: 0.4, animations: { view.alpha = 0 },
      completion: { _ in view.alpha = 1 })
    let plan = try recorder.makePlan()
    #expect(plan.completionStates[.presenting] == ViewState(alpha: 1))
    #expect(try Self.alpha(plan, .presenting, at: 0.4) == 0)
    #expect(plan.finalState(of: .presenting).alpha == 1)
    #expect(plan.tracks.count == 1)
  }

  @Test func changesInTheCompletionPhaseAreCompletionStates() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    view.alpha = 0
    try recorder.animate(.curve(.linear), duration: 0.4) { view.alpha = 1 }
    recorder.beginCompletionPhase()
    view.cornerRadius = 16
    view.alpha = 0.9
    let plan = try recorder.makePlan()
    #expect(plan.initialStates[.presented] == ViewState(alpha: 0))
    #expect(plan.completionStates[.presented] == ViewState(alpha: 0.9, cornerRadius: 16))
    #expect(try Self.alpha(plan, .presented, at: 0.4) == 1)
    #expect(plan.finalState(of: .presented).alpha == 0.9)
  }

  // MARK: Snapshots and temporary views

  @Test func snapshotStartsAsItsSource() throws {
    let recorder = try Self.recorder()
    let presented = recorder.view(for: .presented)
    presented.alpha = 0.6
    presented.cornerRadius = 10
    let snapshot = presented.snapshot()
    recorder.view(for: .container).addSubview(snapshot)
    try recorder.animate(.curve(.linear), duration: 0.5) {
      snapshot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    }
    let plan = try recorder.makePlan()
    #expect(plan.setup.count == 1)
    let step = try #require(plan.setup.first)
    guard case .snapshot(let source, let name, let state, let placement) = step else {
      Issue.record("expected a snapshot step, got \(step)")
      return
    }
    #expect(source == .presented)
    #expect(state == ViewState())
    #expect(placement == .front)
    #expect(plan.temporaryActors == [.snapshot(name)])
    let start = plan.state(of: .snapshot(name), at: 0)
    let sourceStart = plan.state(of: .presented, at: 0)
    #expect(start.alpha == sourceStart.alpha)
    #expect(start.cornerRadius == sourceStart.cornerRadius)
    #expect(start.alpha == 0.6)
    #expect(start.cornerRadius == 10)
    // The frame it animates from is the source's frame, the whole container.
    let halfway = try #require(plan.state(of: .snapshot(name), at: 0.25).frame)
    #expect(halfway == CGRect(x: 0, y: 0, width: 245, height: 472))
  }

  @Test func snapshotChangesBeforeAddingAreKept() throws {
    let recorder = try Self.recorder()
    let snapshot = recorder.view(for: .presenting).snapshot()
    snapshot.alpha = 0.3
    recorder.view(for: .container).insertSubview(
      snapshot, aboveSubview: recorder.view(for: .presenting))
    let plan = try recorder.makePlan()
    let step = try #require(plan.setup.first)
    #expect(step.placement == .above(.presenting))
    #expect(plan.state(of: step.actor, at: 0).alpha == 0.3)
  }

  @Test func snapshotTakenLaterLooksLikeItsSourceThen() throws {
    let recorder = try Self.recorder()
    let presenting = recorder.view(for: .presenting)
    try recorder.animate(
      .curve(.linear), duration: 0.5, animations: { presenting.alpha = 0.4 },
      completion: { _ in
        let snapshot = presenting.snapshot()
        recorder.view(for: .container).addSubview(snapshot)
        try? recorder.animate(.curve(.linear), duration: 0.5) { snapshot.alpha = 0 }
      })
    let plan = try recorder.makePlan()
    let actor = try #require(plan.temporaryActors.first)
    #expect(plan.state(of: actor, at: 0.25).isHidden == true)
    // Shown at 0.5 s with the source's alpha then, 0.4, fading linearly to 0 by 1 s.
    #expect(plan.state(of: actor, at: 0.75).isHidden == false)
    #expect(abs(try Self.alpha(plan, actor, at: 0.75) - 0.2) < 1e-12)
  }

  @Test func snapshotsGetDistinctNames() throws {
    let recorder = try Self.recorder()
    let container = recorder.view(for: .container)
    let first = recorder.view(for: .presented).snapshot()
    let second = recorder.view(for: .presented).snapshot()
    container.addSubview(first)
    container.addSubview(second)
    let plan = try recorder.makePlan()
    #expect(Set(plan.temporaryActors).count == 2)
  }

  @Test func temporaryViewsComeFromMakeView() throws {
    let recorder = try Self.recorder()
    let dim = recorder.makeView(
      named: "dim", frame: Self.container, backgroundColor: RGBAColor(white: 0, alpha: 1))
    dim.alpha = 0  // before adding: part of how it starts
    recorder.view(for: .container).insertSubview(
      dim, belowSubview: recorder.view(for: .presented))
    dim.cornerRadius = 4  // after adding, still at time 0: also part of how it starts
    try recorder.animate(.curve(.linear), duration: 0.4) { dim.alpha = 0.5 }
    recorder.beginCompletionPhase()
    dim.removeFromSuperview()
    let plan = try recorder.makePlan()
    let step = try #require(plan.setup.first)
    #expect(step.actor == .custom("dim"))
    #expect(step.placement == .below(.presented))
    let start = plan.state(of: .custom("dim"), at: 0)
    #expect(start.alpha == 0)
    #expect(start.cornerRadius == 4)
    #expect(start.frame == Self.container)
    #expect(start.backgroundColor == RGBAColor(white: 0, alpha: 1))
    #expect(abs(try Self.alpha(plan, .custom("dim"), at: 0.2) - 0.25) < 1e-12)
    #expect(plan.completionStates[.custom("dim")] == ViewState(isHidden: true))
  }

  @Test func viewsAddedLaterStayHiddenUntilAdded() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presented)
    try recorder.animate(
      .curve(.linear), duration: 0.5, animations: { view.alpha = 0 },
      completion: { _ in
        let badge = recorder.makeView(
          named: "badge", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        recorder.view(for: .container).addSubview(badge)
        try? recorder.animate(.curve(.linear), duration: 0.5) { badge.alpha = 0 }
      })
    let plan = try recorder.makePlan()
    #expect(plan.state(of: .custom("badge"), at: 0.25).isHidden == true)
    #expect(plan.state(of: .custom("badge"), at: 0.75).isHidden == false)
    #expect(abs(try Self.alpha(plan, .custom("badge"), at: 0.75) - 0.5) < 1e-12)
  }

  @Test func addingAStandardViewChangesNothing() throws {
    let recorder = try Self.recorder()
    recorder.view(for: .container).addSubview(recorder.view(for: .presented))
    let plan = try recorder.makePlan()
    #expect(plan.setup.isEmpty)
  }

  // MARK: Bad input

  @Test func nonFiniteValuesFailThePlanNamingTheFirst() throws {
    let recorder = try Self.recorder()
    let view = recorder.view(for: .presenting)
    view.alpha = .infinity
    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    // The refused values are not kept.
    #expect(view.alpha == 1)
    #expect(view.frame == Self.container)
    #expect(throws: TransitionError.nonFiniteValue(actor: .presenting, property: "alpha")) {
      try recorder.makePlan()
    }
  }

  @Test func invalidAnimationTimesAreRefused() throws {
    let recorder = try Self.recorder()
    var ran = false
    #expect(
      throws: TransitionError.invalidTiming(
        .outOfRange(parameter: "duration", value: -0.1, expected: ">= 0 seconds"))
    ) {
      try recorder.animate(.curve(.linear), duration: -0.1) { ran = true }
    }
    #expect(throws: TransitionError.self) {
      try recorder.animate(.curve(.linear), duration: 0.1, delay: .nan) { ran = true }
    }
    #expect(!ran)
  }
}
