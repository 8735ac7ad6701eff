import Curtain
import CurtainSlide
import CurtainTesting
import Foundation
import Testing

@Suite @MainActor struct SlideAnimatorTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  func descriptor(_ id: AnimatorID) throws -> AnimatorDescriptor {
    try #require(SlideDescriptors.descriptors.first { $0.id == id })
  }

  func animator(
    _ id: AnimatorID, _ values: [String: ParameterValue] = [:]
  ) throws -> any TransitionAnimator {
    let descriptor = try descriptor(id)
    return try descriptor.makeAnimator(values)
  }

  @Test func everyDescriptorKeepsTheContract() throws {
    #expect(SlideDescriptors.descriptors.map(\.id) == ["slide", "slide-navigation"])
    AnimatorContract.expectConforms(try animator("slide"), operations: [.present, .dismiss])
    AnimatorContract.expectConforms(try animator("slide"), operations: [.tab])
    #expect(try descriptor("slide").operations == [.present, .dismiss, .tab])
    #expect(try descriptor("slide-navigation").operations == [.push, .pop, .tab])
    AnimatorContract.expectConforms(
      try animator("slide-navigation"), operations: [.push, .pop, .tab])
  }

  @Test func slidePresentationMovesBothViews() throws {
    let plan = try animator("slide", ["parallax": .number(0.5)])
      .plan(for: TransitionContext(operation: .present, containerBounds: container))
    // From the bottom: the presented view rises from below the container to 0; the presenting
    // view rises by half the presented height, 0.5 × 844 = 422.
    #expect(plan.state(of: .presented, at: 0).frame?.minY == 844)
    #expect(plan.finalState(of: .presented).frame?.minY == 0)
    #expect(plan.state(of: .presenting, at: 0).frame?.minY == 0)
    #expect(plan.finalState(of: .presenting).frame?.minY == -422)
  }

  /// A slide with `composeSpring` off follows its curve alone.
  ///
  /// Both views follow the ease-in-out curve alone over 0.35 s; at half
  /// time the symmetric curve is exactly half way, so the presented view is at 844 / 2 = 422
  /// and the presenting view (parallax 1) at −422. The default composes a damping-1 spring and
  /// is further on (a critically damped spring of ω = ln 1000 / 0.35 has p ≈ 0.86 at 0.175 s).
  @Test func slideWithComposeSpringOffFollowsItsCurveAlone() throws {
    let context = try TransitionContext(operation: .present, containerBounds: container)
    let plan = try animator("slide", ["composeSpring": .boolean(false)]).plan(for: context)
    let presented = try #require(plan.state(of: .presented, at: 0.175).frame)
    let presenting = try #require(plan.state(of: .presenting, at: 0.175).frame)
    #expect(abs(presented.minY - 422) < 1e-6)
    #expect(abs(presenting.minY + 422) < 1e-6)
    let composed = try animator("slide").plan(for: context)
    let composedFrame = try #require(composed.state(of: .presented, at: 0.175).frame)
    #expect(composedFrame.minY < 421)
  }

  /// `leading` is the left edge left to right and the right edge right to left; the presenting
  /// view moves away from that edge by 0.5 × 390 = 195.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func slideFromTheLeadingEdgeFollowsTheLayoutDirection(direction: LayoutDirection) throws {
    let sign: CGFloat = direction == .leftToRight ? 1 : -1
    let plan = try animator("slide", ["direction": .direction(.leading), "parallax": .number(0.5)])
      .plan(
        for: TransitionContext(
          operation: .present, containerBounds: container, layoutDirection: direction))
    #expect(plan.state(of: .presented, at: 0).frame?.minX == -sign * 390)
    #expect(plan.finalState(of: .presented).frame?.minX == 0)
    #expect(plan.finalState(of: .presenting).frame?.minX == sign * 195)
  }

  /// At half the duration an ease-in-out curve, symmetric about (½, ½), is at progress ½.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func pushSlidesInFromTheTrailingEdgeWithParallax(direction: LayoutDirection) throws {
    let sign: CGFloat = direction == .leftToRight ? 1 : -1
    let plan = try animator("slide-navigation").plan(
      for: TransitionContext(
        operation: .push, containerBounds: container, layoutDirection: direction))
    #expect(plan.state(of: .to, at: 0).frame?.minX == sign * 390)
    #expect(plan.state(of: .from, at: 0).frame?.minX == 0)
    let to = try #require(plan.state(of: .to, at: 0.175).frame)
    let from = try #require(plan.state(of: .from, at: 0.175).frame)
    #expect(abs(to.minX - sign * 195) < 1e-9)
    // 30% of 390 = 117 at the end, half of it half-way.
    #expect(abs(from.minX + sign * 58.5) < 1e-9)
    #expect(plan.finalState(of: .to).frame?.minX == 0)
    #expect(abs((plan.finalState(of: .from).frame?.minX ?? .nan) + sign * 117) < 1e-9)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func popMirrorsThePush(direction: LayoutDirection) throws {
    let sign: CGFloat = direction == .leftToRight ? 1 : -1
    let plan = try animator("slide-navigation").plan(
      for: TransitionContext(
        operation: .pop, containerBounds: container, initialFrames: [.from: container],
        layoutDirection: direction))
    #expect(abs((plan.state(of: .to, at: 0).frame?.minX ?? .nan) + sign * 117) < 1e-9)
    #expect(plan.finalState(of: .to).frame?.minX == 0)
    #expect(plan.state(of: .from, at: 0).frame?.minX == 0)
    #expect(plan.finalState(of: .from).frame?.minX == sign * 390)
  }
}
