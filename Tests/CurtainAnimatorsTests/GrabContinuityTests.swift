import Curtain
import CurtainAnimators
import CurtainHeadless
import Foundation
import Testing

/// Issue 18 item 4, grab at any time: for every built-in and every operation it supports, a
/// playing transition grabbed at 20 evenly spaced times does not jump, and a release with a
/// finger's velocity starts moving at that velocity.
///
/// - "Before" is the transition's frame drawn at the grab time (the headless player's sampling
///   of the plan, `plan.state(of:at:)`), and the plan's own state at that time for every actor
///   the plan sets a frame on; "after" is the frame shown once grabbed. Frames are compared as
///   visible rectangles: the four corners of the frame with its transform applied about its
///   centre, projected as Core Animation does. Allowed: 0.5 pt.
/// - Velocity: the moving actor's visible corners per unit of progress are measured by a forward
///   difference of the grabbed transition (scrubbed 1e-4 of progress ahead, then back). A finger
///   moving at 800 pt/s along that direction is a progress velocity of 800 ÷ |slope|; released
///   with it, the actor's corners move after 1e-5 s at 800 pt/s within 5 % (a forward difference
///   over 1e-5 s). Grabs where the actor barely moves (|slope| < 20 pt per unit of progress,
///   such as inside a delay) check no velocity; the test counts the ones it checks.
@MainActor
@Suite struct GrabContinuityTests {
  static let container = CGSize(width: 390, height: 844)

  /// The corners of the visible rectangle, as 8 numbers.
  static func corners(_ state: ViewState?) -> [Double]? {
    guard let frame = state?.frame else { return nil }
    let matrix = (state?.transform ?? .identity).matrix
    var values: [Double] = []
    for (dx, dy) in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)] {
      let point = matrix.apply(x: frame.width * dx, y: frame.height * dy)
      values += [Double(frame.midX + point.x), Double(frame.midY + point.y)]
    }
    return values
  }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? 0
  }

  static func norm(_ a: [Double]) -> Double { a.map { $0 * $0 }.reduce(0, +).squareRoot() }

  /// Starts `operation` with `animator` on a fresh scene (the forward operation first, played
  /// to its end, for dismiss and pop).
  static func start(
    _ operation: TransitionOperation, animator: any TransitionAnimator
  ) throws -> HeadlessTransition {
    let scene = try HeadlessScene(size: container)
    let arriving = HeadlessScreen(name: "arriving")
    func begin(_ operation: TransitionOperation) throws -> HeadlessTransition {
      switch operation {
      case .present:
        if let presentation = animator as? any Presentation {
          return try scene.present(arriving, presentation: presentation)
        }
        return try scene.present(arriving, animator: animator)
      case .dismiss:
        if animator is any Presentation { return try scene.dismiss() }
        return try scene.dismiss(animator: animator)
      case .push: return try scene.push(arriving, animator: animator)
      case .pop: return try scene.pop(animator: animator)
      case .tab:
        try scene.setTabs([HeadlessScreen(name: "tab-0"), arriving])
        return try scene.selectTab(1, animator: animator)
      }
    }
    switch operation {
    case .dismiss: try begin(.present).finish()
    case .pop: try begin(.push).finish()
    default: break
    }
    return try begin(operation)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let id: AnimatorID
    let operation: TransitionOperation
    var testDescription: String { "\(id) \(operation)" }
  }

  nonisolated static let cases: [Case] = BuiltInAnimators.descriptors.flatMap { descriptor in
    TransitionOperation.allCases.filter { descriptor.operations.contains($0) }.map {
      Case(id: descriptor.id, operation: $0)
    }
  }

  @Test func everyBuiltInIsCovered() {
    #expect(BuiltInAnimators.descriptors.count == 15)
    #expect(Self.cases.count >= 30)
  }

  @Test(arguments: cases)
  func aGrabAtAnyTimeDoesNotJumpAndTheReleaseCarriesTheVelocity(_ item: Case) throws {
    let descriptor = try #require(BuiltInAnimators.descriptors.first { $0.id == item.id })
    let probe = try Self.start(item.operation, animator: descriptor.makeAnimator([:]))
    let duration = probe.duration
    probe.cancel()
    var velocityChecks = 0
    for step in 0..<20 {
      let time = duration * Double(step) / 20
      let transition = try Self.start(item.operation, animator: descriptor.makeAnimator([:]))
      try transition.advance(by: time)
      let plan = try #require(transition.plan)
      let actors = transition.actors
      let before = actors.map { Self.corners(transition.state(of: $0)) }
      try transition.grab()
      #expect(abs(transition.progress - (duration > 0 ? time / duration : 0)) < 1e-9)
      var moving: (actor: ActorID, slope: [Double])?
      for (index, actor) in actors.enumerated() {
        let after = Self.corners(transition.state(of: actor))
        #expect((before[index] == nil) == (after == nil), "\(actor) at \(time)")
        if let b = before[index], let a = after {
          #expect(Self.distance(a, b) <= 0.5, "\(item.id) \(actor) jumps at \(time) s")
        }
      }
      // The plan's own state at the grab time against the grabbed plan at the grab's progress.
      let grabbed = plan.grabbed(at: time)
      for actor in plan.actors {
        if let planned = Self.corners(plan.state(of: actor, at: time)),
          let shown = Self.corners(
            grabbed.plan.state(of: actor, at: grabbed.progress * grabbed.plan.duration))
        {
          #expect(Self.distance(planned, shown) <= 0.5, "\(actor) vs the plan at \(time) s")
        }
      }
      // The slope of each actor's corners per unit of progress, ahead of the grab.
      let progress = transition.progress
      let h = progress + 1e-4 <= 1 ? 1e-4 : -1e-4
      let here = actors.map { Self.corners(transition.state(of: $0)) }
      try transition.update(progress: progress + h)
      for (index, actor) in actors.enumerated() {
        guard let a = here[index], let b = Self.corners(transition.state(of: actor)) else {
          continue
        }
        let slope = zip(b, a).map { ($0 - $1) / h }
        if Self.norm(slope) > Self.norm(moving?.slope ?? []) { moving = (actor, slope) }
      }
      try transition.update(progress: progress)
      guard let moving, Self.norm(moving.slope) >= 20, h > 0 else {
        try transition.finish(velocity: 0)
        continue
      }
      let speed = 800.0
      let velocity = speed / Self.norm(moving.slope)
      let start = try #require(Self.corners(transition.state(of: moving.actor)))
      try transition.finish(velocity: velocity)
      let delta = 1e-5
      try transition.advance(by: delta)
      let moved = try #require(Self.corners(transition.state(of: moving.actor)))
      let measured = zip(moved, start).map { ($0 - $1) / delta }
      let expected = moving.slope.map { $0 * velocity }
      #expect(
        Self.norm(zip(measured, expected).map { $0 - $1 }) <= 0.05 * speed,
        "\(item.id) \(item.operation) at \(time) s: \(Self.norm(measured)) pt/s for 800")
      velocityChecks += 1
      transition.cancel()
    }
    // An animator that moves a frame or a transform is checked at some grab time at least.
    let plan = try #require(
      try Self.start(item.operation, animator: descriptor.makeAnimator([:])).plan)
    let moves = plan.actors.contains { actor in
      guard let start = Self.corners(plan.state(of: actor, at: 0)),
        let end = Self.corners(plan.state(of: actor, at: plan.duration))
      else { return false }
      return Self.distance(start, end) > 1
    }
    if moves {
      #expect(velocityChecks > 0, "\(item.id) \(item.operation): no velocity checked")
    }
  }

  /// Re-targeting continuity: at 37 % of its duration each transition is re-targeted to its
  /// animator's plan for the container rotated to 844 × 390 (the presented frame filling it).
  ///
  /// Position: every actor's visible corners right after the re-target equal the ones drawn
  /// just before (within 1e-6 pt). Velocity: the corners' velocity over the 1e-5 s before the
  /// re-target (a backward difference of the old motion) and over the 1e-5 s after (a forward
  /// difference of the new one) agree within 2 % of the speed plus 2 pt/s (the finite
  /// differences' own error: acceleration × 1e-5 s).
  @Test(arguments: cases)
  func aRetargetKeepsPositionAndVelocityContinuous(_ item: Case) throws {
    let descriptor = try #require(BuiltInAnimators.descriptors.first { $0.id == item.id })
    let transition = try Self.start(item.operation, animator: descriptor.makeAnimator([:]))
    let old = try #require(transition.context)
    let epsilon = 1e-5
    let time = 0.37 * transition.duration
    try transition.advance(by: time - epsilon)
    let actors = transition.actors
    let c1 = actors.map { Self.corners(transition.state(of: $0)) }
    try transition.advance(by: epsilon)
    let c2 = actors.map { Self.corners(transition.state(of: $0)) }
    let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
    let context = try TransitionContext(
      operation: old.operation, containerBounds: rotated, presentedFrame: rotated,
      sourceFrame: old.sourceFrame, tabSwitch: old.tabSwitch, matchedPairs: old.matchedPairs)
    try transition.retarget(to: context)
    let c3 = actors.map { Self.corners(transition.state(of: $0)) }
    try transition.advance(by: epsilon)
    let c4 = actors.map { Self.corners(transition.state(of: $0)) }
    for (index, actor) in actors.enumerated() {
      guard let a1 = c1[index], let a2 = c2[index], let a3 = c3[index], let a4 = c4[index] else {
        continue
      }
      #expect(Self.distance(a3, a2) <= 1e-6, "\(item.id) \(actor) jumps at the re-target")
      let before = zip(a2, a1).map { ($0 - $1) / epsilon }
      let after = zip(a4, a3).map { ($0 - $1) / epsilon }
      let gap = Self.norm(zip(after, before).map { $0 - $1 })
      #expect(
        gap <= 0.02 * Self.norm(before) + 2,
        "\(item.id) \(item.operation) \(actor): \(Self.norm(before)) pt/s, then \(Self.norm(after))"
      )
    }
    _ = try transition.run()
    #expect(transition.state == .finished)
  }
}
