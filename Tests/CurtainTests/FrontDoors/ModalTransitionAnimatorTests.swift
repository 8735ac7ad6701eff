import Curtain
import Foundation
import Testing

/// An App Store-like card animator, ported from EasyTransitions' `AppStoreAnimator` the way a
/// user would port it: the modal view starts at the card's frame with rounded corners and a
/// shadow, grows to the whole container, and its shadow fades in an auxiliary animation.
@MainActor
private final class CardAnimator: ModalTransitionAnimator {
  let cardFrame: CGRect
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  var duration: TimeInterval = 0.85
  var dampingRatio: Double = 0.8
  /// What the auxiliary animations of a presentation are; by default the shadow fades out
  /// from 20% to 60% of the transition.
  var presentingAux: [AuxAnimation]?
  /// A value the main animation sets on the modal view's alpha, to try bad values.
  var finalAlpha: CGFloat = 1
  /// The modal view, kept from `layout` for the auxiliary animations.
  weak var modalView: (any AnimatableView)?

  static let cardShadow = Shadow(opacity: 0.3, radius: 10, offset: CGSize(width: 0, height: 8))

  init(cardFrame: CGRect) {
    self.cardFrame = cardFrame
  }

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    self.modalView = modalView
    guard presenting else { return }
    modalView.frame = cardFrame
    modalView.cornerRadius = 16
    modalView.shadow = Self.cardShadow
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame = presenting ? container.bounds : cardFrame
    modalView.cornerRadius = presenting ? 0 : 16
    modalView.alpha = finalAlpha
  }

  var auxAnimations: (Bool) -> [AuxAnimation] {
    { [weak self] presenting in
      guard let self else { return [] }
      if presenting {
        return presentingAux ?? [
          AuxAnimation(relativeDuration: 0.4) { [weak self] in
            self?.modalView?.shadow.opacity = 0
          }.delayed(by: 0.2)
        ]
      }
      return [
        AuxAnimation(relativeStart: 0.6) { [weak self] in
          self?.modalView?.shadow = Self.cardShadow
        }
      ]
    }
  }
}

/// An animator that keeps EasyTransitions' defaults: no auxiliary animations, damping 0.8.
@MainActor
private final class FadeAnimator: ModalTransitionAnimator {
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  var duration: TimeInterval { 0.5 }

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    if presenting { modalView.alpha = 0 }
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.alpha = presenting ? 1 : 0
  }
}

@Suite @MainActor struct ModalTransitionAnimatorTests {
  // MARK: Independent references

  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let card = CGRect(x: 20, y: 100, width: 350, height: 420)

  /// UIKit's natural frequency for a duration-form spring released at rest: the envelope
  /// ζ/√(1−ζ²)·e^(−ζω₀d) equals 0.001 at t = d, so ω₀ = ln(ζ / (0.001·√(1−ζ²))) / (ζ·d).
  static func omega0(duration d: Double, dampingRatio zeta: Double) -> Double {
    log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * d)
  }

  /// The progress of that spring: 1 − e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), cut to 1 at
  /// the end of the duration and 0 before the start, as a timed animation is.
  static func springProgress(
    at t: Double, duration d: Double, dampingRatio zeta: Double = 0.8
  ) -> Double {
    guard t > 0 else { return 0 }
    guard t < d else { return 1 }
    let omega0 = omega0(duration: d, dampingRatio: zeta)
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let x = exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
    return 1 - x
  }

  static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
      width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
  }

  static func context(
    _ operation: TransitionOperation, tabSwitch: TabSwitch? = nil
  ) throws -> TransitionContext {
    try TransitionContext(operation: operation, containerBounds: container, tabSwitch: tabSwitch)
  }

  // MARK: The ported App Store card

  @Test(arguments: [0.0, 0.05, 0.1, 0.2, 0.3, 0.425, 0.6, 0.8, 0.85, 1.0])
  func presentationGrowsTheCardOnASpringOfDampingPointEight(time: Double) throws {
    let plan = try CardAnimator(cardFrame: Self.card).plan(for: Self.context(.present))
    let p = Self.springProgress(at: time, duration: 0.85)
    let state = plan.state(of: .presented, at: time)
    let frame = try #require(state.frame)
    #expect(PlanCheck.isClose(frame, Self.lerp(Self.card, Self.container, p), tolerance: 1e-9))
    let radius = try #require(state.cornerRadius)
    #expect(PlanCheck.isClose(radius, CGFloat(max(0, 16 * (1 - p))), tolerance: 1e-9))
    #expect(plan.duration == 0.85)
  }

  @Test func layoutIsTheStateBeforeTheAnimation() throws {
    let plan = try CardAnimator(cardFrame: Self.card).plan(for: Self.context(.present))
    let start = plan.state(of: .presented, at: 0)
    #expect(start.frame == Self.card)
    #expect(start.cornerRadius == 16)
    #expect(start.shadow == CardAnimator.cardShadow)
    #expect(plan.initialStates[.presented]?.frame == Self.card)
    let end = plan.finalState(of: .presented)
    #expect(end.frame == Self.container)
    #expect(end.cornerRadius == 0)
    #expect(end.shadow?.opacity == 0)
  }

  @Test(arguments: [0.0, 0.1, 0.16, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.85])
  func auxiliaryShadowFadeRunsOnItsOwnSpringInItsWindow(time: Double) throws {
    let plan = try CardAnimator(cardFrame: Self.card).plan(for: Self.context(.present))
    // The window is 0.2...0.6 of 0.85 s: it opens at 0.2 × 0.85 s and lasts 0.4 × 0.85 s, on
    // UIKit's spring for that length.
    let start = 0.2 * 0.85
    let length = 0.4 * 0.85
    let p = Self.springProgress(at: time - start, duration: length)
    let opacity = try #require(plan.state(of: .presented, at: time).shadow?.opacity)
    #expect(PlanCheck.isClose(opacity, min(max(0.3 * (1 - p), 0), 1), tolerance: 1e-9))
  }

  @Test func auxiliaryAnimationIsActiveExactlyInItsWindow() throws {
    let plan = try CardAnimator(cardFrame: Self.card).plan(for: Self.context(.present))
    let start = 0.2 * 0.85
    let end = start + 0.4 * 0.85
    func opacity(_ t: Double) -> Double? { plan.state(of: .presented, at: t).shadow?.opacity }
    #expect(opacity(start - 1e-6) == 0.3)
    #expect(opacity(start) == 0.3)
    #expect(try #require(opacity(start + 1e-6)) < 0.3)
    #expect(try #require(opacity(end - 1e-6)) < 1e-3)
    #expect(try #require(opacity(end)) < 1e-3)
    #expect(opacity(end + 1e-6) == 0)
  }

  @Test(arguments: [0.0, 0.1, 0.3, 0.5, 0.7, 0.85])
  func dismissalShrinksTheModalBackToTheCard(time: Double) throws {
    let plan = try CardAnimator(cardFrame: Self.card).plan(for: Self.context(.dismiss))
    let p = Self.springProgress(at: time, duration: 0.85)
    let frame = try #require(plan.state(of: .presented, at: time).frame)
    #expect(PlanCheck.isClose(frame, Self.lerp(Self.container, Self.card, p), tolerance: 1e-9))
    // The shadow comes back from 60% of the transition to its end.
    let shadowStart = 0.6 * 0.85
    let q = Self.springProgress(at: time - shadowStart, duration: 0.85 - shadowStart)
    let opacity = try #require(plan.state(of: .presented, at: time).shadow?.opacity)
    #expect(PlanCheck.isClose(opacity, min(max(0.3 * q, 0), 1), tolerance: 1e-9))
  }

  @Test func composedAuxiliaryAnimationsRunInTheirComposedWindows() throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.duration = 1
    // Fade the modal view to 0.5, pause 0.1, fade it back: a sequence started at 0.1.
    animator.presentingAux = [
      AuxAnimation.sequence([
        AuxAnimation(relativeDuration: 0.2) { [weak animator] in animator?.modalView?.alpha = 0.5 },
        AuxAnimation(relativeStart: 0.1, relativeDuration: 0.3) { [weak animator] in
          animator?.modalView?.alpha = 1
        },
      ]).delayed(by: 0.1)
    ]
    let plan = try animator.plan(for: Self.context(.present))
    // Windows: 0.1...0.3 s (alpha 1 → 0.5), then 0.4...0.7 s (0.5 → 1), each on its own spring.
    for time in [0.05, 0.1, 0.2, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 1.0] {
      let first = Self.springProgress(at: time - 0.1, duration: 0.2)
      let second = Self.springProgress(at: time - 0.4, duration: 0.3)
      let expected = time <= 0.4 ? 1 - 0.5 * first : 0.5 + 0.5 * second
      let alpha = try #require(plan.state(of: .presented, at: time).alpha)
      #expect(PlanCheck.isClose(alpha, CGFloat(min(max(expected, 0), 1)), tolerance: 1e-9))
    }
  }

  // MARK: Defaults and callbacks

  @Test func defaultTimingIsUIKitsDurationSpringWithDampingPointEightAndNoVelocity() throws {
    let plan = try FadeAnimator().plan(for: Self.context(.present))
    let track = try #require(plan.tracks.first { $0.actor == .presented })
    #expect(track.timing.duration == 0.5)
    #expect(track.timing.delay == 0)
    guard case .spring(let spring, let velocity) = track.timing.kind else {
      Issue.record("expected a spring, got \(track.timing.kind)")
      return
    }
    let omega0 = Self.omega0(duration: 0.5, dampingRatio: 0.8)
    #expect(velocity == 0)
    #expect(PlanCheck.isClose(spring.mass, 1))
    #expect(abs(spring.stiffness / (omega0 * omega0) - 1) < 1e-9)
    #expect(abs(spring.damping / (2 * 0.8 * omega0) - 1) < 1e-9)
    #expect(plan.tracks.count == 1)
  }

  @Test func dampingRatioCanBeChanged() throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.dampingRatio = 0.5
    animator.presentingAux = []
    let plan = try animator.plan(for: Self.context(.present))
    for time in [0.1, 0.3, 0.6] {
      let p = Self.springProgress(at: time, duration: 0.85, dampingRatio: 0.5)
      let frame = try #require(plan.state(of: .presented, at: time).frame)
      #expect(PlanCheck.isClose(frame, Self.lerp(Self.card, Self.container, p), tolerance: 1e-9))
    }
  }

  @Test func callbacksRunOnlyWhenThePlayerReportsCompletion() throws {
    let animator = CardAnimator(cardFrame: Self.card)
    var events: [String] = []
    animator.onPresented = { events.append("presented") }
    animator.onDismissed = { events.append("dismissed") }
    _ = try animator.plan(for: Self.context(.present))
    _ = try animator.plan(for: Self.context(.dismiss))
    #expect(events.isEmpty)
    animator.transitionDidComplete(presenting: true)
    #expect(events == ["presented"])
    animator.transitionDidComplete(presenting: false)
    #expect(events == ["presented", "dismissed"])
  }

  @Test func zeroDurationChangesTheViewsAtOnce() throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.duration = 0
    let plan = try animator.plan(for: Self.context(.present))
    #expect(plan.duration == 0)
    #expect(plan.finalState(of: .presented).frame == Self.container)
    #expect(plan.finalState(of: .presented).shadow?.opacity == 0)
  }

  @Test(arguments: [
    (TransitionOperation.push, TabSwitch?.none, ActorID.to), (.pop, nil, .from),
    (.tab, TabSwitch(from: 0, to: 1), .to), (.tab, TabSwitch(from: 1, to: 0), .from),
  ])
  func modalViewOfANavigationOperationIsTheArrivingOrLeavingView(
    operation: TransitionOperation, tabSwitch: TabSwitch?, actor: ActorID
  ) throws {
    let plan = try FadeAnimator().plan(for: Self.context(operation, tabSwitch: tabSwitch))
    #expect(plan.tracks.map(\.actor) == [actor])
  }

  // MARK: Bad input

  @Test(arguments: [
    (-0.1, 0.5), (0.5, 0.6), (0.2, -0.1), (1.2, 0), (Double.nan, 0.2), (0.2, .nan),
    (.infinity, 0), (0, .infinity), (-.infinity, 1),
  ])
  func auxiliaryWindowOutsideTheTransitionIsATypedError(start: Double, duration: Double) throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.presentingAux = [AuxAnimation(relativeStart: start, relativeDuration: duration) {}]
    #expect {
      try animator.plan(for: Self.context(.present))
    } throws: { error in
      guard case .auxiliaryAnimationOutOfRange(let s, let d) = error as? TransitionError else {
        return false
      }
      return (s == start || (s.isNaN && start.isNaN))
        && (d == duration || (d.isNaN && duration.isNaN))
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteValueSetByTheAnimationIsATypedError(value: CGFloat) throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.finalAlpha = value
    #expect(throws: TransitionError.nonFiniteValue(actor: .presented, property: "alpha")) {
      try animator.plan(for: Self.context(.present))
    }
  }

  @Test func nonFiniteFrameSetInLayoutIsATypedError() throws {
    let animator = CardAnimator(cardFrame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))
    #expect(throws: TransitionError.nonFiniteValue(actor: .presented, property: "frame")) {
      try animator.plan(for: Self.context(.present))
    }
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func badDurationIsATypedError(duration: Double) throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.duration = duration
    #expect {
      try animator.plan(for: Self.context(.present))
    } throws: { error in
      guard case .invalidTiming = error as? TransitionError else { return false }
      return true
    }
  }

  @Test(arguments: [0.0, -0.5, .nan])
  func badDampingRatioIsATypedError(ratio: Double) throws {
    let animator = CardAnimator(cardFrame: Self.card)
    animator.dampingRatio = ratio
    #expect {
      try animator.plan(for: Self.context(.present))
    } throws: { error in
      guard case .invalidTiming = error as? TransitionError else { return false }
      return true
    }
  }
}
