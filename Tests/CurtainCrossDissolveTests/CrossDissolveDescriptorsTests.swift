import Curtain
import CurtainCrossDissolve
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct CrossDissolveDescriptorsTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func descriptor(_ id: AnimatorID) throws -> AnimatorDescriptor {
    try #require(CrossDissolveDescriptors.descriptors.first { $0.id == id })
  }

  static func plan(
    _ id: AnimatorID, _ operation: TransitionContext.Operation = .present,
    _ values: [String: ParameterValue] = [:]
  ) throws -> TransitionPlan {
    let descriptor = try descriptor(id)
    let animator = try descriptor.makeAnimator(values)
    return try animator.plan(
      for: TransitionContext(operation: operation, containerBounds: container))
  }

  static func expectAlpha(
    _ plan: TransitionPlan, at time: TimeInterval, _ expected: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let alpha = try #require(
      plan.state(of: .presented, at: time).alpha, sourceLocation: sourceLocation)
    #expect(
      abs(Double(alpha) - expected) <= 1e-6, "at \(time) s: \(alpha) instead of \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func exportsCrossDissolveAndFade() throws {
    #expect(CrossDissolveDescriptors.descriptors.map(\.id) == ["cross-dissolve", "fade"])
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    for descriptor in CrossDissolveDescriptors.descriptors {
      let animator = try descriptor.makeAnimator()
      let violations = AnimatorContract.check(animator)
      #expect(violations.isEmpty, "\(descriptor.id): \(violations)")
    }
  }

  @Test func crossDissolveFadesInWithPresentrsEaseInOut() throws {
    // alpha(t) = B(t / 0.4) for the curve (0.42, 0) (0.58, 1).
    let curve = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let plan = try Self.plan("cross-dissolve")
    #expect(plan.duration == 0.4)
    for time in [0, 0.1, 0.3, 0.4] {
      try Self.expectAlpha(plan, at: time, curve.progress(at: time / 0.4))
    }
  }

  @Test func crossDissolveDismissalFadesOutOverAChangedDuration() throws {
    let curve = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let plan = try Self.plan("cross-dissolve", .dismiss, ["duration": .number(0.8)])
    #expect(plan.duration == 0.8)
    for time in [0, 0.2, 0.5] {
      try Self.expectAlpha(plan, at: time, 1 - curve.progress(at: time / 0.8))
    }
  }

  @Test func fadeIsLinearByDefault() throws {
    // Jelly's fade: 0.35 s, linear, so alpha(t) = t / 0.35.
    let plan = try Self.plan("fade")
    #expect(abs(plan.duration - 0.35) < 1e-12)
    for time in [0, 0.1, 0.25, 0.35] {
      try Self.expectAlpha(plan, at: time, time / 0.35)
    }
  }

  @Test func fadeTakesACurveAndADuration() throws {
    // Ease-out (0, 0) (0.58, 1) over 1 s.
    let curve = BernsteinCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    let plan = try Self.plan(
      "fade", .present, ["duration": .number(1), "curve": .curve(.easeOut)])
    #expect(plan.duration == 1)
    for time in [0, 0.25, 0.6, 1] {
      try Self.expectAlpha(plan, at: time, curve.progress(at: time))
    }
  }

  @Test func defaultsAreDocumented() throws {
    let dissolve = try Self.descriptor("cross-dissolve")
    #expect(dissolve.parameter(named: "duration")?.defaultValue == .number(0.4))
    #expect(dissolve.parameter(named: "duration")?.range == 0.05...10)
    let fade = try Self.descriptor("fade")
    #expect(fade.parameter(named: "duration")?.defaultValue == .number(0.35))
    #expect(fade.parameter(named: "curve")?.defaultValue == .curve(.linear))
    #expect(throws: RegistryError.self, performing: { try fade.resolve(["duration": .number(0)]) })
  }
}
