import Curtain
import Foundation
import Testing

/// Jelly's composed timing, computed independently.
///
/// Jelly's cover and slide move the presented view with a property animator whose provider is
/// `.composed`: the way's cubic curve and `UISpringTimingParameters(dampingRatio: spring.damping,
/// initialVelocity: spring.velocity)`; `Spring.none` is damping 1, velocity 0. Under the reading
/// of the UIKit model (Tests/UIKitStub, M), the spring runs on the curve's eased time and fits
/// the duration d with a unit mass whose envelope falls to 1/1000: ω = ln 1000 / (ζ·d).
@MainActor
@Suite struct JellyComposedTimingTests {
  static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Critical damping (ζ = 1, v = 0) on a linear curve: p(t) = 1 − e^(−ωt)(1 + ωt).
  static func critical(at time: Double, duration: Double) -> Double {
    let omega = log(1000) / duration
    return 1 - exp(-omega * time) * (1 + omega * time)
  }

  func presentedY(
    _ presentation: some Presentation, _ operation: TransitionContext.Operation, at time: Double
  ) throws -> Double {
    let context = try TransitionContext(
      operation: operation, containerBounds: Self.bounds, presentedFrame: Self.bounds)
    let plan = try presentation.plan(for: context)
    return Double(plan.state(of: .presented, at: time).frame?.minY ?? .nan)
  }

  @Test func aDefaultCoverTakesHalfASecondOnACriticallyDampedSpring() throws {
    let cover = CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)
    let context = try TransitionContext(
      operation: .present, containerBounds: Self.bounds, presentedFrame: Self.bounds)
    #expect(try cover.plan(for: context).duration == 0.5)
    // Halfway, ωt = ln 1000 / 2: p = 1 − (1 + ln 1000 / 2) / √1000 ≈ 0.85916; the view comes up
    // from y 844 to y 0.
    let halfway = 1 - (1 + log(1000) / 2) / 1000.0.squareRoot()
    #expect(abs(halfway - Self.critical(at: 0.25, duration: 0.5)) < 1e-12)
    #expect(abs(try presentedY(cover, .present, at: 0.25) - 844 * (1 - halfway)) < 1e-6)
    for time in [0.05, 0.1, 0.3, 0.45] {
      let expected = 844 * (1 - Self.critical(at: time, duration: 0.5))
      #expect(abs(try presentedY(cover, .present, at: time) - expected) < 1e-6)
    }
    // The dismissal runs the same spring forward, down to y 844.
    let down = 844 * Self.critical(at: 0.1, duration: 0.5)
    #expect(abs(try presentedY(cover, .dismiss, at: 0.1) - down) < 1e-6)
  }

  @Test func theDimMovesWithTheViewAsJellysDoesAlongsideTheTransition() throws {
    let cover = CoverPresentation(directionShow: .bottom, directionDismiss: .bottom)
    let context = try TransitionContext(
      operation: .present, containerBounds: Self.bounds, presentedFrame: Self.bounds)
    let plan = try cover.plan(for: context)
    for time in [0.05, 0.25, 0.4] {
      let alpha = Double(plan.state(of: .background, at: time).alpha ?? .nan)
      #expect(abs(alpha - Self.critical(at: time, duration: 0.5)) < 1e-9, "t = \(time)")
    }
    // A bouncy spring would make the dim overshoot: it follows the linear curve alone.
    let bouncy = CoverPresentation(
      directionShow: .bottom, directionDismiss: .bottom, spring: .loose)
    let alpha = Double(try bouncy.plan(for: context).state(of: .background, at: 0.2).alpha ?? .nan)
    #expect(abs(alpha - 0.2 / 0.5) < 1e-9)
  }

  @Test func theSpringRunsOnTheCurvesEasedTime() throws {
    // Ease-in (0.42, 0, 1, 1) over 0.35 s with Spring.none: at 0.175 s the curve is at
    // x = 0.5; its eased value y solves the Bézier in the parameter s: x(s) = 0.5.
    let timing = PresentationTiming(
      duration: .normal, presentationCurve: .easeIn, dismissCurve: .easeIn)
    let cover = CoverPresentation(directionShow: .bottom, directionDismiss: .bottom, timing: timing)
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 1) < 0.5 { low = mid } else { high = mid }
    }
    let eased = bezier((low + high) / 2, 0, 1)
    let expected = 844 * (1 - Self.critical(at: eased * 0.35, duration: 0.35))
    #expect(abs(try presentedY(cover, .present, at: 0.175) - expected) < 1e-3)
  }

  @Test func aTightSpringKeepsItsDampingAndVelocity() throws {
    // Spring.tight: ζ = 0.7, v = 1, under-damped: p(t) = 1 − e^(−ζωt)(cos ω_d t +
    // (ζω − v)/ω_d · sin ω_d t), ω = ln 1000 / (0.7 × 0.5), ω_d = ω√(1 − ζ²).
    let slide = SlidePresentation(direction: .bottom, spring: .tight)
    let zeta = 0.7
    let omega = log(1000) / (zeta * 0.5)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let t = 0.2
    let p =
      1 - exp(-zeta * omega * t)
      * (cos(damped * t) + (zeta * omega - 1) / damped * sin(damped * t))
    #expect(abs(try presentedY(slide, .present, at: t) - 844 * (1 - p)) < 1e-6)
  }

  @Test func aFadeFollowsItsCurveAlone() throws {
    let fade = FadePresentation()
    let context = try TransitionContext(
      operation: .present, containerBounds: Self.bounds, presentedFrame: Self.bounds)
    let plan = try fade.plan(for: context)
    // Linear over 0.35 s (Jelly's fade default): alpha 0.1 / 0.35 at 0.1 s.
    #expect(abs(Double(plan.state(of: .presented, at: 0.1).alpha ?? .nan) - 0.1 / 0.35) < 1e-9)
  }
}
