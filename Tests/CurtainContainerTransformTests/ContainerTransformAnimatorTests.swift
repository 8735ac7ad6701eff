import Curtain
import CurtainContainerTransform
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct ContainerTransformAnimatorTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let card = CGRect(x: 20, y: 100, width: 350, height: 200)

  func context(
    _ operation: TransitionOperation, reduceMotion: Bool = false
  ) throws
    -> TransitionContext
  {
    try TransitionContext(
      operation: operation, containerBounds: bounds,
      matchedPairs: [
        MatchedPair(id: "card", sourceFrame: card, sourceCornerRadius: 16, destinationFrame: bounds)
      ], reduceMotion: reduceMotion)
  }

  @Test func keepsTheContract() throws {
    #expect(ContainerTransformDescriptors.descriptors.map(\.id) == ["container-transform"])
    let descriptor = ContainerTransformDescriptors.containerTransform
    #expect(descriptor.operations == [.present, .dismiss])
    AnimatorContract.expectConforms(
      try descriptor.makeAnimator(), operations: [.present, .dismiss])
  }

  /// Defaults from Material's motion spec: 300 ms entering, 250 ms returning, on (0.4, 0, 0.2, 1).
  @Test func durationsAndCurveDefaultToMaterials() throws {
    let animator = try ContainerTransformAnimator()
    let entering = try animator.plan(for: context(.present))
    let returning = try animator.plan(for: context(.dismiss))
    #expect(entering.duration == 0.3)
    #expect(returning.duration == 0.25)
    let standard = try TimingCurve(
      controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
    for track in entering.tracks + returning.tracks {
      #expect(
        track.timing == (try AnimationTiming(curve: standard, duration: track.timing.duration)))
    }
    // Halfway in time the container's x is 20 + (0 − 20)·y(0.5), y from the Bernstein form of
    // (0.4, 0, 0.2, 1) solved by bisection (ReferenceMath, independent of Curtain's solver).
    let y = BernsteinCurve(x1: 0.4, y1: 0, x2: 0.2, y2: 1).progress(at: 0.5)
    let frame = try #require(entering.state(of: .presented, at: 0.15).frame)
    #expect(abs(Double(frame.minX) - (20 - 20 * y)) < 1e-6)
    #expect(abs(Double(frame.height) - (200 + 644 * y)) < 1e-6)
  }

  /// With a linear curve progress equals time/duration, so the alphas read straight off the
  /// windows: entering 0–0.25, incoming alpha = p/0.25 and outgoing 1 − p/0.25 inside it; the
  /// scrim is 0.32·p.
  @Test func enteringFadeWindowAndScrim() throws {
    let animator = try ContainerTransformAnimator(curve: .linear)
    let plan = try animator.plan(for: context(.present))
    let expectations: [(progress: Double, incoming: Double, scrim: Double)] = [
      (0, 0, 0),  // nothing yet
      (0.1, 0.4, 0.032),  // 0.1/0.25 = 0.4; 0.32·0.1
      (0.125, 0.5, 0.04),  // mid-window
      (0.25, 1, 0.08),  // the window closes: fully faded
      (0.5, 1, 0.16),  // 0.32·0.5
      (1, 1, 0.32),
    ]
    for (progress, incoming, scrim) in expectations {
      let time = progress * 0.3
      let presented = try #require(plan.state(of: .presented, at: time).alpha)
      let outgoing = try #require(plan.state(of: .snapshot("source"), at: time).alpha)
      let background = try #require(plan.state(of: .background, at: time).alpha)
      #expect(abs(Double(presented) - incoming) < 1e-9, "p = \(progress)")
      #expect(abs(Double(outgoing) - (1 - incoming)) < 1e-9, "p = \(progress)")
      #expect(abs(Double(background) - scrim) < 1e-9, "p = \(progress)")
    }
    #expect(plan.state(of: .background, at: 0).backgroundColor == .black)
  }

  /// Returning, the window is 0.60–0.90: the presented content (outgoing) holds 1 until 0.6,
  /// is 1 − (p − 0.6)/0.3 inside, 0 after; the scrim is 0.32·(1 − p).
  @Test func returningFadeWindowAndScrim() throws {
    let animator = try ContainerTransformAnimator(curve: .linear)
    let plan = try animator.plan(for: context(.dismiss))
    let expectations: [(progress: Double, outgoing: Double, scrim: Double)] = [
      (0, 1, 0.32),
      (0.3, 1, 0.224),  // before the window; 0.32·0.7
      (0.6, 1, 0.128),  // the window opens; 0.32·0.4
      (0.75, 0.5, 0.08),  // (0.75 − 0.6)/0.3 = 0.5; 0.32·0.25
      (0.9, 0, 0.032),  // the window closes
      (1, 0, 0),
    ]
    for (progress, outgoing, scrim) in expectations {
      let time = progress * 0.25
      let presented = try #require(plan.state(of: .presented, at: time).alpha)
      let incoming = try #require(plan.state(of: .snapshot("source"), at: time).alpha)
      let background = try #require(plan.state(of: .background, at: time).alpha)
      #expect(abs(Double(presented) - outgoing) < 1e-9, "p = \(progress)")
      #expect(abs(Double(incoming) - (1 - outgoing)) < 1e-9, "p = \(progress)")
      #expect(abs(Double(background) - scrim) < 1e-9, "p = \(progress)")
    }
  }

  @Test func theContainerMorphsBetweenTheSourceAndTheScreen() throws {
    let animator = try ContainerTransformAnimator()
    let entering = try animator.plan(for: context(.present))
    #expect(entering.state(of: .presented, at: 0).frame == card)
    #expect(entering.state(of: .presented, at: 0).cornerRadius == 16)
    #expect(entering.finalState(of: .presented).frame == bounds)
    #expect(entering.finalState(of: .presented).cornerRadius == 0)
    #expect(entering.finalState(of: .snapshot("source")).frame == bounds)
    let returning = try animator.plan(for: context(.dismiss))
    #expect(returning.state(of: .presented, at: 0).frame == bounds)
    #expect(returning.finalState(of: .presented).frame == card)
    #expect(returning.finalState(of: .presented).cornerRadius == 16)
  }

  @Test func withoutAMatchedPairTheSourceFrameOrAnInsetFrameIsUsed() throws {
    let animator = try ContainerTransformAnimator(cornerRadius: 8)
    let withSource = try TransitionContext(
      operation: .present, containerBounds: bounds, sourceFrame: card)
    #expect(animator.source(in: withSource).frame == card)
    #expect(animator.source(in: withSource).cornerRadius == 8)
    let bare = try TransitionContext(operation: .present, containerBounds: bounds)
    // 10 % of 390 = 39 and of 844 = 84.4 cut from each side.
    #expect(animator.source(in: bare).frame == CGRect(x: 39, y: 84.4, width: 312, height: 675.2))
  }

  @Test func badParametersAreTypedErrors() {
    #expect(throws: ContainerTransformError.scrimAlphaOutOfRange(1.5)) {
      try ContainerTransformAnimator(scrimAlpha: 1.5)
    }
    #expect(
      throws: ContainerTransformError.fadeWindowOutOfRange(
        name: "returnFadeWindow", start: 0.5, end: 1.5)
    ) {
      try ContainerTransformAnimator(returnFadeWindow: 0.5...1.5)
    }
    #expect(throws: PresentationError.invalidCornerRadius(-1)) {
      try ContainerTransformAnimator(cornerRadius: -1)
    }
    #expect(throws: TimingError.self) { try ContainerTransformAnimator(enterDuration: -1) }
  }

  @Test func theDescriptorReadsItsParameters() throws {
    let animator = try #require(
      try ContainerTransformDescriptors.containerTransform.makeAnimator([
        "enterDuration": .duration(.custom(duration: 0.5)), "scrimAlpha": .number(0.5),
        "enterFadeStart": .number(0.4), "enterFadeEnd": .number(0.2),
      ]) as? ContainerTransformAnimator)
    #expect(animator.enterDuration == 0.5)
    #expect(animator.scrimAlpha == 0.5)
    #expect(animator.enterFadeWindow == 0.2...0.4)
    #expect(animator.returnFadeWindow == 0.6...0.9)
    #expect(animator.curve == .standard)
  }
}
