import Curtain
import CurtainAppStore
import CurtainTesting
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct AppStoreAnimatorTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  let card = CGRect(x: 20, y: 100, width: 350, height: 400)

  func animator(_ values: [String: ParameterValue] = [:]) throws -> any TransitionAnimator {
    let descriptor = try #require(AppStoreDescriptors.descriptors.first)
    return try descriptor.makeAnimator(values)
  }

  /// ω₀ of UIKit's duration form: the ω for which the envelope (ζω₀/ω_d)·e^(−ζω₀d) of a spring
  /// released from rest falls to 0.001 at d, found by bisection (the envelope falls as ω grows).
  func uikitOmega(duration d: Double, zeta: Double) -> Double {
    func envelope(_ omega: Double) -> Double {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return zeta * omega / omegaD * exp(-zeta * omega * d)
    }
    var low = 0.001
    var high = 1000.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if envelope(middle) > 0.001 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    #expect(AppStoreDescriptors.descriptors.map(\.id) == ["app-store"])
    for descriptor in AppStoreDescriptors.descriptors {
      #expect(descriptor.operations == [.present, .dismiss])
      AnimatorContract.expectConforms(
        try descriptor.makeAnimator(), operations: [.present, .dismiss])
    }
  }

  @Test func cardExpandsOnUIKitsSpring() throws {
    let context = try TransitionContext(
      operation: .present, containerBounds: container, sourceFrame: card)
    let plan = try animator().plan(for: context)
    let zeta = 0.8
    let omega = uikitOmega(duration: 0.85, zeta: zeta)
    let spring = TextbookSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    // Progress is 1 − x(t) for a unit displacement released from rest.
    for time in [0, 0.1, 0.3, 0.85] {
      let progress = time == 0.85 ? 1 : 1 - spring.position(at: time, x0: 1, v0: 0)
      let expected = CGRect(
        x: 20 + (0 - 20) * progress, y: 100 + (0 - 100) * progress,
        width: 350 + (390 - 350) * progress, height: 400 + (844 - 400) * progress)
      let state = plan.state(of: .presented, at: time)
      let frame = try #require(state.frame)
      #expect(abs(frame.minX - expected.minX) < 1e-6, "t = \(time)")
      #expect(abs(frame.minY - expected.minY) < 1e-6, "t = \(time)")
      #expect(abs(frame.width - expected.width) < 1e-6, "t = \(time)")
      #expect(abs(frame.height - expected.height) < 1e-6, "t = \(time)")
      let radius = try #require(state.cornerRadius)
      #expect(abs(radius - 20 * (1 - progress)) < 1e-6, "t = \(time)")
    }
    #expect(plan.state(of: .background, at: 0).blurFraction == 0)
    #expect(plan.state(of: .background, at: 0.85).blurFraction == 1)
    #expect(plan.setup.map(\.actor) == [.background])
  }

  @Test func dismissalCollapsesIntoTheCardAndUnblurs() throws {
    let context = try TransitionContext(
      operation: .dismiss, containerBounds: container, sourceFrame: card)
    let plan = try animator(["cornerRadius": .number(12)]).plan(for: context)
    #expect(plan.state(of: .presented, at: 0).frame == container)
    #expect(plan.state(of: .presented, at: 0).cornerRadius == 0)
    #expect(plan.finalState(of: .presented).frame == card)
    #expect(plan.finalState(of: .presented).cornerRadius == 12)
    #expect(plan.state(of: .background, at: 0).blurFraction == 1)
    #expect(plan.finalState(of: .background).blurFraction == 0)
  }

  @Test func withoutASourceFrameTheCardIsCentred() throws {
    let context = try TransitionContext(operation: .present, containerBounds: container)
    let plan = try animator().plan(for: context)
    // 10% of 390 = 39 and of 844 = 84.4 cut from each side.
    let frame = try #require(plan.state(of: .presented, at: 0).frame)
    #expect(abs(frame.minX - 39) < 1e-9 && abs(frame.width - 312) < 1e-9)
    #expect(abs(frame.minY - 84.4) < 1e-9 && abs(frame.height - 675.2) < 1e-9)
  }

  @Test func badParametersAreRefused() throws {
    let descriptor = try #require(AppStoreDescriptors.descriptors.first)
    #expect(throws: RegistryError.self) { try descriptor.resolve(["cornerRadius": .number(-1)]) }
    #expect(throws: RegistryError.self) { try descriptor.resolve(["dampingRatio": .number(2)]) }
  }
}
