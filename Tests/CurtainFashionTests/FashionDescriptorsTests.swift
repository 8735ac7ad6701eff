import Curtain
import CurtainFashion
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct FashionDescriptorsTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func descriptor() throws -> AnimatorDescriptor {
    try #require(FashionDescriptors.descriptors.first)
  }

  static func plan(
    _ operation: TransitionContext.Operation = .present, _ values: [String: ParameterValue] = [:]
  ) throws -> TransitionPlan {
    let descriptor = try descriptor()
    let animator = try descriptor.makeAnimator(values)
    return try animator.plan(
      for: TransitionContext(operation: operation, containerBounds: container))
  }

  /// Checks the presented view's alpha and scale and the presenting view's alpha.
  static func expectState(
    _ plan: TransitionPlan, at time: TimeInterval, presentedAlpha: Double, scale: Double,
    presentingAlpha: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let presented = plan.state(of: .presented, at: time)
    let alpha = try #require(presented.alpha, sourceLocation: sourceLocation)
    let transform = try #require(presented.transform, sourceLocation: sourceLocation)
    let behind = try #require(
      plan.state(of: .presenting, at: time).alpha, sourceLocation: sourceLocation)
    let pairs = [
      (Double(alpha), presentedAlpha), (Double(transform.scaleX), scale),
      (Double(transform.scaleY), scale), (Double(behind), presentingAlpha),
    ]
    #expect(
      pairs.allSatisfy { abs($0.0 - $0.1) <= 1e-6 }, "at \(time) s: \(pairs)",
      sourceLocation: sourceLocation)
  }

  @Test func exportsFashion() throws {
    #expect(FashionDescriptors.descriptors.map(\.id) == ["fashion"])
  }

  @Test func keepsTheContract() throws {
    let descriptor = try Self.descriptor()
    let animator = try descriptor.makeAnimator()
    let violations = AnimatorContract.check(animator)
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func presentationFadesAndScalesIn() throws {
    // p = B(t / 0.5) for (0.42, 0) (0.58, 1); presented alpha p, scale 0.9 + 0.1 p; presenting
    // alpha 1 - p.
    let curve = BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let plan = try Self.plan()
    #expect(plan.duration == 0.5)
    for time in [0, 0.1, 0.3, 0.5] {
      let p = curve.progress(at: time / 0.5)
      try Self.expectState(
        plan, at: time, presentedAlpha: p, scale: 0.9 + 0.1 * p, presentingAlpha: 1 - p)
    }
  }

  @Test func dismissalPlaysBackwardsWithChangedParameters() throws {
    // Linear over 1 s from scale 1 down to 0.5: scale 1 - 0.5 t, presented alpha 1 - t,
    // presenting alpha t.
    let plan = try Self.plan(
      .dismiss, ["duration": .number(1), "curve": .curve(.linear), "scale": .number(0.5)])
    #expect(plan.duration == 1)
    for time in [0, 0.25, 0.7, 1] {
      try Self.expectState(
        plan, at: time, presentedAlpha: 1 - time, scale: 1 - 0.5 * time, presentingAlpha: time)
    }
  }

  @Test func defaultsAreDocumented() throws {
    let descriptor = try Self.descriptor()
    #expect(descriptor.parameter(named: "duration")?.defaultValue == .number(0.5))
    #expect(descriptor.parameter(named: "curve")?.defaultValue == .curve(.easeInOut))
    #expect(descriptor.parameter(named: "scale")?.defaultValue == .number(0.9))
    #expect(descriptor.parameter(named: "scale")?.range == 0.1...1)
    #expect(
      throws: RegistryError.self, performing: { try descriptor.resolve(["scale": .number(2)]) })
  }
}
