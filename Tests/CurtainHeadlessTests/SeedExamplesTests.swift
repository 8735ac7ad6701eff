import CurtainCoverVertical
import CurtainHeadless
import Foundation
import ReferenceMath
import Testing

// Each seed document's example, ported as a user would port it, played through the headless
// player. Expected values are computed here: curves by bisection of the Bézier, springs from
// the textbook closed form with UIKit's envelope equation solved by bisection.

/// Presentr's seed example: a movement from a 10×10 square in the top-left corner.
@MainActor
private final class ExpandFromCornerAnimation: PresentrAnimation {
  override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
    return CGRect(x: 0, y: 0, width: 10, height: 10)
  }
}

/// Presentr's seed example of the hook path, as its built-in cross-dissolve is written.
@MainActor
private final class MyCrossDissolveAnimation: PresentrAnimation {
  override func beforeAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 0.0 : 1.0
  }

  override func performAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = transitionContext.isPresenting ? 1.0 : 0.0
  }

  override func afterAnimation(using transitionContext: PresentrTransitionContext) {
    transitionContext.animatingView?.alpha = 1.0
  }
}

/// AZTransitions' seed example.
@MainActor
private final class FashionTransition: CustomModalTransition {
  override init() {
    super.init(duration: 0.5)
  }

  override func performTransition(interactive: Bool) {
    self.presentedView.alpha = 0.0
    animate(
      withDuration: duration,
      animations: {
        self.presentedView.alpha = 1.0
        self.presentingView.alpha = 0.0
      },
      completion: { _ in
        self.presentingView.alpha = 1.0
        self.finishAnimation(completion: nil)
      })
  }
}

/// EasyTransitions' modal example: a card that grows to the whole container on a spring while
/// its shadow fades in an auxiliary animation over 20%–60% of the transition.
@MainActor
private final class CardAnimator: ModalTransitionAnimator {
  static let card = CGRect(x: 20, y: 300, width: 350, height: 200)
  var duration: TimeInterval = 0.85
  var onPresented: (() -> Void)?
  var onDismissed: (() -> Void)?
  weak var modal: (any AnimatableView)?

  func layout(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modal = modalView
    guard presenting else { return }
    modalView.frame = Self.card
    modalView.cornerRadius = 16
    modalView.shadow = Shadow(opacity: 0.3, radius: 10)
  }

  func animate(presenting: Bool, modalView: AnimatableView, in container: AnimatableView) {
    modalView.frame = presenting ? container.bounds : Self.card
    modalView.cornerRadius = presenting ? 0 : 16
  }

  var auxAnimations: (Bool) -> [AuxAnimation] {
    { [weak self] presenting in
      guard presenting else { return [] }
      return [
        AuxAnimation(relativeStart: 0.2, relativeDuration: 0.4) { self?.modal?.shadow.opacity = 0 }
      ]
    }
  }
}

/// EasyTransitions' navigation example: the to view slides in from the right while the from
/// view moves 30% of the width to the left; an auxiliary animation dims the from view.
@MainActor
private final class ShowAnimator: NavigationTransitionAnimator {
  var duration: TimeInterval = 0.35
  var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
  weak var from: (any AnimatableView)?

  init() {
    auxAnimations = { [weak self] presenting in
      guard presenting else { return [] }
      return [AuxAnimation(relativeStart: 0.2, relativeDuration: 0.25) { self?.from?.alpha = 0.5 }]
    }
  }

  func layout(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    from = fromView
    toView.frame.origin.x = presenting ? container.bounds.width : -0.3 * container.bounds.width
  }

  func animations(
    presenting: Bool, fromView: AnimatableView, toView: AnimatableView,
    in container: AnimatableView
  ) {
    let width = container.bounds.width
    fromView.frame.origin.x = presenting ? -0.3 * width : width
    toView.frame.origin.x = 0
  }
}

@Suite @MainActor struct SeedExamplesTests {
  static let size = CGSize(width: 390, height: 844)
  static let bounds = CGRect(origin: .zero, size: size)

  static func easeInOut(_ fraction: Double) -> Double {
    BernsteinCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: fraction)
  }

  /// UIKit's duration-form spring (mass 1): ω₀ from (ζω₀ − v₀)/ω_d · e^(−ζω₀d) = 0.001 by
  /// bisection (the envelope falls as ω₀ grows), then the closed-form progress at `time`.
  static func uikitSpring(duration: Double, dampingRatio zeta: Double, at time: Double) -> Double {
    let root = (1 - zeta * zeta).squareRoot()
    var low = 0.1 / duration
    var high = 1000 / duration
    for _ in 0..<200 {
      let omega = (low + high) / 2
      let envelope = zeta * omega / (omega * root) * exp(-zeta * omega * duration)
      if envelope > 0.001 { low = omega } else { high = omega }
    }
    let omega = (low + high) / 2
    let spring = TextbookSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    return 1 - spring.position(at: time, x0: 1, v0: 0)
  }

  static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
      width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
  }

  static func close(_ a: CGRect?, _ b: CGRect, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test func expandFromCornerGrowsFromTheCornerAndShrinksBackOnDismissal() throws {
    let scene = try HeadlessScene(size: Self.size)
    let detail = HeadlessScreen(name: "detail")
    let presentation = try scene.present(detail, animator: ExpandFromCornerAnimation())
    let corner = CGRect(x: 0, y: 0, width: 10, height: 10)
    // Presentr's default options: 0.4 s, UIKit's default ease-in-out curve.
    try scene.advance(by: 0.1)
    #expect(
      Self.close(
        scene.state(of: detail)?.frame, Self.lerp(corner, Self.bounds, Self.easeInOut(0.25))))
    try scene.advance(by: 0.3)
    #expect(presentation.state == .finished)
    #expect(scene.state(of: detail)?.frame == Self.bounds)

    let dismissal = try scene.dismiss(animator: ExpandFromCornerAnimation())
    try scene.advance(by: 0.3)
    #expect(
      Self.close(
        scene.state(of: detail)?.frame, Self.lerp(Self.bounds, corner, Self.easeInOut(0.75))))
    try scene.advance(by: 0.1)
    #expect(dismissal.state == .finished)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func coverVerticalWithASpringRisesOnUIKitsSpring() throws {
    let scene = try HeadlessScene(size: Self.size)
    let detail = HeadlessScreen(name: "detail")
    let animation = CoverVerticalAnimation(
      options: .spring(duration: 2.0, delay: 0, damping: 0.5, velocity: 0))
    let transition = try scene.present(detail, animator: animation)
    // Presentr's cover vertical starts one container height plus one view height down.
    let start = CGRect(x: 0, y: 844 + 844, width: 390, height: 844)
    for time in [0.1, 0.4, 0.9] {
      try transition.advance(by: time - transition.time)
      let expected = Self.lerp(
        start, Self.bounds, Self.uikitSpring(duration: 2, dampingRatio: 0.5, at: time))
      #expect(Self.close(scene.state(of: detail)?.frame, expected, tolerance: 1e-4), "t = \(time)")
    }
    try transition.advance(by: 2)
    #expect(scene.state(of: detail)?.frame == Self.bounds)
  }

  @Test func crossDissolveFadesAndItsAfterAnimationRestoresTheAlpha() throws {
    let scene = try HeadlessScene(size: Self.size)
    let detail = HeadlessScreen(name: "detail")
    try scene.present(detail, animator: MyCrossDissolveAnimation())
    try scene.advance(by: 0.1)
    #expect(abs(Double(scene.state(of: detail)?.alpha ?? -1) - Self.easeInOut(0.25)) <= 1e-9)
    try scene.advance(by: 0.3)
    #expect(scene.state(of: detail)?.alpha == 1)

    let dismissal = try scene.dismiss(animator: MyCrossDissolveAnimation())
    let timeline = try dismissal.run(fps: 40)
    let alphas = timeline.states(of: .presented).map { $0?.alpha }
    #expect(alphas.first == 1)
    #expect(alphas.last == 0)
    // The frame at 0.1 s of 0.4 s: 1 − easeInOut(0.25).
    #expect(abs(Double(alphas[4] ?? -1) - (1 - Self.easeInOut(0.25))) <= 1e-9)
  }

  @Test func fashionTransitionFadesBothViewsThenRestoresThePresentingOne() throws {
    let home = HeadlessScreen(name: "home")
    let scene = try HeadlessScene(size: Self.size, root: home)
    let detail = HeadlessScreen(name: "detail")
    let transition = try scene.present(detail, animator: FashionTransition())
    var completions = 0
    transition.onCompletion = { _ in completions += 1 }
    try scene.advance(by: 0.125)
    let progress = Self.easeInOut(0.25)
    #expect(abs(Double(scene.state(of: detail)?.alpha ?? -1) - progress) <= 1e-9)
    #expect(abs(Double(scene.state(of: home)?.alpha ?? -1) - (1 - progress)) <= 1e-9)
    try scene.advance(by: 0.375)
    #expect(transition.state == .finished)
    #expect(completions == 1)
    #expect(scene.state(of: detail)?.alpha == 1)
    // The completion block set the presenting view's alpha back to 1.
    #expect(scene.state(of: home)?.alpha == 1)
  }

  @Test func appStoreCardGrowsOnASpringAndItsShadowFadesInItsWindow() throws {
    let scene = try HeadlessScene(size: Self.size)
    let detail = HeadlessScreen(name: "detail")
    let animator = CardAnimator()
    var presented = 0
    animator.onPresented = { presented += 1 }
    let transition = try scene.present(detail, animator: animator)
    try transition.advance(by: 0.1)
    // Before the auxiliary window (0.17 s … 0.51 s) the shadow keeps the layout's opacity.
    #expect(scene.state(of: detail)?.shadow?.opacity == 0.3)
    let main = Self.uikitSpring(duration: 0.85, dampingRatio: 0.8, at: 0.1)
    #expect(
      Self.close(scene.state(of: detail)?.frame, Self.lerp(CardAnimator.card, Self.bounds, main)))
    #expect(abs(Double(scene.state(of: detail)?.cornerRadius ?? -1) - 16 * (1 - main)) <= 1e-6)

    try transition.advance(by: 0.12)  // t = 0.22, 0.05 s into the 0.34 s window
    let early = Self.uikitSpring(duration: 0.34, dampingRatio: 0.8, at: 0.05)
    #expect(abs((scene.state(of: detail)?.shadow?.opacity ?? -1) - 0.3 * (1 - early)) <= 1e-6)

    try transition.advance(by: 0.13)  // t = 0.35: the window's spring overshoots (aux > 1)
    let late = Self.uikitSpring(duration: 0.34, dampingRatio: 0.8, at: 0.35 - 0.17)
    #expect(late > 1)
    // A shadow's opacity is clamped at 0.
    #expect(scene.state(of: detail)?.shadow?.opacity == 0)

    try transition.advance(by: 0.5)
    #expect(transition.state == .finished)
    #expect(scene.state(of: detail)?.frame == Self.bounds)
    #expect(scene.state(of: detail)?.shadow?.opacity == 0)
    #expect(presented == 1)
  }

  @Test func showAnimatorSlidesWithParallaxAndDimsInItsKeyframeWindow() throws {
    let scene = try HeadlessScene(size: Self.size)
    let list = HeadlessScreen(name: "list")
    let detail = HeadlessScreen(name: "detail")
    try scene.setNavigationRoot(list)
    let transition = try scene.push(detail, animator: ShowAnimator())
    // EasyTransitions animates navigation as keyframes under UIKit's default ease-in-out.
    try transition.advance(by: 0.175)
    let clock = Self.easeInOut(0.5)
    #expect(abs(Double(scene.state(of: detail)?.frame?.minX ?? -1) - 390 * (1 - clock)) <= 1e-6)
    #expect(abs(Double(scene.state(of: list)?.frame?.minX ?? 1) - (-117 * clock)) <= 1e-6)
    // The dimming keyframe runs from 0.2 to 0.45 of the eased clock.
    let dimmed = 1 - 0.5 * min(max((clock - 0.2) / 0.25, 0), 1)
    #expect(abs(Double(scene.state(of: list)?.alpha ?? -1) - dimmed) <= 1e-6)
    try transition.advance(by: 0.175)
    #expect(transition.state == .finished)
    #expect(scene.navigationStack.last === detail)
    #expect(scene.state(of: detail)?.frame?.minX == 0)
  }
}
