import Curtain
import CurtainCoverVertical
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct CoverVerticalDescriptorsTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Presentr's ease-in-out, (0.42, 0) (0.58, 1), evaluated by the reference Bézier.
  static func easeInOut(_ x: Double) -> Double {
    BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: x)
  }

  static func descriptor(_ id: AnimatorID) throws -> AnimatorDescriptor {
    try #require(CoverVerticalDescriptors.descriptors.first { $0.id == id })
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

  static func expectFrame(
    _ plan: TransitionPlan, at time: TimeInterval, _ expected: CGRect,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try expectPresentedFrame(
      plan, at: time, expected, tolerance: 1e-6, sourceLocation: sourceLocation)
  }

  @Test func exportsFiveKebabCaseIDs() throws {
    let ids = CoverVerticalDescriptors.descriptors.map(\.id)
    #expect(
      ids == [
        "cover-vertical", "cover-vertical-from-top", "cover-horizontal", "cover-from-corner",
        "cover",
      ])
    #expect(ids.allSatisfy { $0.isBuiltInStyle })
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    for descriptor in CoverVerticalDescriptors.descriptors {
      let animator = try descriptor.makeAnimator()
      let violations = AnimatorContract.check(animator)
      #expect(violations.isEmpty, "\(descriptor.id): \(violations)")
    }
  }

  @Test func coverVerticalRisesFromBelowTheContainer() throws {
    // Presentr: the start frame's y is the container's height plus the view's: 844 + 844.
    let plan = try Self.plan("cover-vertical")
    #expect(plan.duration == 0.4)
    for time in [0, 0.1, 0.25, 0.4] {
      let y = 1688 * (1 - Self.easeInOut(time / 0.4))
      try Self.expectFrame(plan, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
  }

  @Test func coverVerticalFromTopDropsFromAboveTheContainer() throws {
    // Presentr: the start frame's y is minus the view's height, -844.
    let plan = try Self.plan("cover-vertical-from-top")
    for time in [0, 0.1, 0.3, 0.4] {
      let y = -844 * (1 - Self.easeInOut(time / 0.4))
      try Self.expectFrame(plan, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
  }

  @Test func coverHorizontalFollowsItsDirectionAndDuration() throws {
    // From the left the view starts one width to the left: x = -390; a 1 s duration.
    let plan = try Self.plan(
      "cover-horizontal", .present, ["direction": .direction(.left), "duration": .number(1)])
    #expect(plan.duration == 1)
    for time in [0, 0.25, 0.5, 1] {
      let x = -390 * (1 - Self.easeInOut(time))
      try Self.expectFrame(plan, at: time, CGRect(x: x, y: 0, width: 390, height: 844))
    }
    // From the right (the default) it starts at 390 + 390.
    let right = try Self.plan("cover-horizontal")
    try Self.expectFrame(right, at: 0, CGRect(x: 780, y: 0, width: 390, height: 844))
  }

  @Test func coverHorizontalRefusesAVerticalDirection() throws {
    let descriptor = try Self.descriptor("cover-horizontal")
    // The schema lists the directions it takes, so resolving (and validating) refuses it
    // before the factory runs.
    #expect(
      throws: RegistryError.directionNotAllowed(
        name: "direction", value: .top, allowed: [.left, .right, .leading, .trailing])
    ) { try descriptor.resolve(["direction": .direction(.top)]) }
  }

  @Test func coverFromCornerGrowsOutOfTheChosenCorner() throws {
    // From the bottom-right corner (390, 844) the frame at progress p is
    // x = 390 (1 - p), y = 844 (1 - p), size 390 p × 844 p.
    let plan = try Self.plan(
      "cover-from-corner", .present,
      ["vertical": .direction(.bottom), "horizontal": .direction(.right)])
    for time in [0, 0.15, 0.3, 0.4] {
      let p = Self.easeInOut(time / 0.4)
      try Self.expectFrame(
        plan, at: time,
        CGRect(x: 390 * (1 - p), y: 844 * (1 - p), width: 390 * p, height: 844 * p))
    }
    // The default corner is the top left.
    let topLeft = try Self.plan("cover-from-corner")
    try Self.expectFrame(topLeft, at: 0, .zero)
  }

  @Test func coverUsesSeparateShowAndDismissDirections() throws {
    // Jelly's cover: shown from the bottom (y = 844 → 0), dismissed to the top (0 → -844),
    // 0.35 s ease-in-out by default, composed with Jelly's Spring.none as Jelly's cover is: a
    // damping-1 spring, ω = ln 1000 / 0.35, run on the curve's eased time (the UIKit model's
    // reading of `.composed`, M): p(t) = 1 − e^(−ωs)(1 + ωs), s = easeInOut(t / 0.35) × 0.35.
    func composed(_ time: Double) -> Double {
      guard time < 0.35 else { return 1 }
      let omega = log(1000) / 0.35
      let s = Self.easeInOut(time / 0.35) * 0.35
      return 1 - exp(-omega * s) * (1 + omega * s)
    }
    let present = try Self.plan("cover", .present, ["dismissDirection": .direction(.top)])
    #expect(abs(present.duration - 0.35) < 1e-12)
    for time in [0, 0.1, 0.2, 0.35] {
      let y = 844 * (1 - composed(time))
      try Self.expectFrame(present, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
    let dismiss = try Self.plan("cover", .dismiss, ["dismissDirection": .direction(.top)])
    for time in [0, 0.1, 0.2, 0.35] {
      let y = -844 * composed(time)
      try Self.expectFrame(dismiss, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
  }

  @Test func coverWithComposeSpringOffFollowsItsCurveAlone() throws {
    // `composeSpring: false`: the cover moves on its ease-in-out curve alone, y = 844 (1 − p)
    // with p = easeInOut(t / 0.35); at half time the symmetric curve is exactly half way (422),
    // where the composed damping-1 spring of the default is already further on.
    let parameters: [String: ParameterValue] = ["composeSpring": .boolean(false)]
    let present = try Self.plan("cover", .present, parameters)
    for time in [0, 0.1, 0.175, 0.2, 0.35] {
      let y = 844 * (1 - Self.easeInOut(time / 0.35))
      try Self.expectFrame(present, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
    try Self.expectFrame(present, at: 0.175, CGRect(x: 0, y: 422, width: 390, height: 844))
    let dismiss = try Self.plan("cover", .dismiss, parameters)
    for time in [0, 0.1, 0.2, 0.35] {
      let y = 844 * Self.easeInOut(time / 0.35)
      try Self.expectFrame(dismiss, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
    let composed = try Self.plan("cover", .present)
    let half = try #require(composed.state(of: .presented, at: 0.175).frame)
    #expect(half.origin.y < 421)
  }

  @Test func defaultsAreDocumented() throws {
    let vertical = try Self.descriptor("cover-vertical")
    #expect(vertical.parameter(named: "duration")?.defaultValue == .number(0.4))
    #expect(vertical.parameter(named: "duration")?.range == 0.05...10)
    #expect(vertical.parameter(named: "damping")?.defaultValue == .number(1))
    let cover = try Self.descriptor("cover")
    #expect(cover.parameter(named: "curve")?.defaultValue == .curve(.easeInOut))
    #expect(cover.parameter(named: "showDirection")?.defaultValue == .direction(.bottom))
    #expect(
      throws: RegistryError.parameterOutOfRange(name: "duration", value: 20, range: 0.05...10),
      performing: { try vertical.resolve(["duration": .number(20)]) })
  }

  @Test func dampingBelowOneMakesUIKitsDurationSpring() throws {
    let plan = try Self.plan("cover-vertical", .present, ["damping": .number(0.5)])
    let track = try #require(plan.tracks.first)
    guard case .spring(let spring, let initialVelocity) = track.timing.kind else {
      Issue.record("expected a spring, got \(track.timing.kind)")
      return
    }
    // UIKit's duration spring (d = 0.4 s, ζ = 0.5, v₀ = 0, m = 1): the decay envelope
    // ζ/√(1 − ζ²)·e^(−ζω₀d) is 0.001 at d, so ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·d)
    // = ln(577.350…) / 0.2 ≈ 31.7923; k = ω₀², c = 2ζω₀ = ω₀.
    let omega0 = log(0.5 / (0.001 * (0.75).squareRoot())) / (0.5 * 0.4)
    #expect(abs(omega0 - 31.7923) < 1e-4)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - omega0 * omega0) < 1e-6 * omega0 * omega0)
    #expect(abs(spring.damping - omega0) < 1e-6 * omega0)
    #expect(initialVelocity == 0)
    #expect(track.timing.duration == 0.4)
    // The view starts at y = 844 + 844 and falls to 0: y(t) = 1688·x(t), x the textbook
    // displacement from x₀ = 1, v₀ = 0.
    let reference = TextbookSpring(mass: 1, stiffness: omega0 * omega0, damping: omega0)
    try Self.expectFrame(plan, at: 0, CGRect(x: 0, y: 1688, width: 390, height: 844))
    for time in [0.02, 0.05, 0.1, 0.2] {
      let y = 1688 * reference.position(at: time, x0: 1, v0: 0)
      try Self.expectFrame(plan, at: time, CGRect(x: 0, y: y, width: 390, height: 844))
    }
  }
}
