import Curtain
import Foundation
import Testing

// MARK: - The seed's example, ported as a user would

/// The AZTransitions README's `FashionTransition`: `override` added to the perform method (the
/// one change besides the import), `self.presentedViewController.view` written
/// `self.presentedView`, and `UIView.animate(withDuration:…)` written `animate(withDuration:…)`.
private class FashionTransition: CustomModalTransition {
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
      completion: { (completed) in
        self.presentingView.alpha = 1.0
        self.finishAnimation(completion: nil)
      })
  }
}

// MARK: - Other subclasses used below

/// A completion chain in the style of AZTransitions' example app: the presenting view shrinks
/// in the first half, then the presented view grows back in the second half (linear, so the
/// expected values are plain fractions).
private final class TwoStepTransition: CustomModalTransition {
  override init() {
    super.init(duration: 0.5)
  }

  override func performTransition(interactive: Bool) {
    let half = duration / 2
    presentedView.transform = Transform3D(scaleX: 0.35, scaleY: 0.35)
    let background = makeView(
      named: "background", frame: transitionContainerView.frame,
      backgroundColor: RGBAColor(white: 0))
    transitionContainerView.insertSubview(background, belowSubview: presentingView)
    animate(
      withDuration: half, timing: .linear,
      animations: {
        self.presentingView.transform = Transform3D(scaleX: 0.35, scaleY: 0.35)
      },
      completion: { _ in
        self.animate(
          withDuration: half, timing: .linear,
          animations: { self.presentedView.transform = .identity },
          completion: { _ in
            background.removeFromSuperview()
            self.presentingView.transform = .identity
            self.finishAnimation(completion: nil)
          })
      })
  }
}

/// Overrides neither perform method.
private final class PlainTransition: CustomModalTransition {}

/// Forgets to call `finishAnimation`.
private final class NeverFinishingTransition: CustomModalTransition {
  override func performTransition(interactive: Bool) {
    animate(withDuration: duration, animations: { self.presentedView.alpha = 0.5 })
  }
}

/// Calls `finishAnimation` twice; the second completion must not run.
private final class TwiceFinishingTransition: CustomModalTransition {
  override func performTransition(interactive: Bool) {
    animate(
      withDuration: duration, animations: { self.presentedView.alpha = 0.5 },
      completion: { _ in
        self.finishAnimation(completion: { _ in self.presentedView.cornerRadius = 8 })
        self.finishAnimation(completion: { _ in self.presentedView.cornerRadius = 99 })
      })
  }
}

/// Records what the transition exposes while its perform methods run.
private final class InspectingTransition: CustomModalTransition {
  struct Seen {
    var interactive: Bool
    var isPresenting: Bool
    var isDismissing: Bool
    var isInteractive: Bool
    var fromIsPresenting: Bool
    var toIsPresented: Bool
    var containerFrame: CGRect
    var presentedFrame: CGRect
    var hasContext: Bool
  }

  var seen: [Seen] = []

  private func inspect(interactive: Bool) {
    seen.append(
      Seen(
        interactive: interactive, isPresenting: isPresenting, isDismissing: isDismissing,
        isInteractive: isInteractive, fromIsPresenting: fromView === presentingView,
        toIsPresented: toView === presentedView, containerFrame: transitionContainerView.frame,
        presentedFrame: presentedView.frame, hasContext: transitionContext != nil))
    finishAnimation(completion: nil)
  }

  override func performTransition(interactive: Bool) { inspect(interactive: interactive) }
  override func performDismissingTransition(interactive: Bool) {
    inspect(interactive: interactive)
  }
}

/// Animates with a spring, a delay, or values that are not valid.
private final class ConfigurableTransition: CustomModalTransition {
  let body: @MainActor (CustomModalTransition) -> Void

  init(duration: TimeInterval = 0.25, body: @escaping @MainActor (CustomModalTransition) -> Void) {
    self.body = body
    super.init(duration: duration)
  }

  override func performTransition(interactive: Bool) {
    body(self)
  }
}

// MARK: - Independent references

private func easeInOut(_ fraction: Double) -> Double {
  FrontDoorCheck.easeInOut(fraction)
}

@MainActor
@Suite struct CustomModalTransitionTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func context(
    _ operation: TransitionContext.Operation, presentedFrame: CGRect? = nil,
    isInteractive: Bool = false
  ) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: container, presentedFrame: presentedFrame,
      isInteractive: isInteractive)
  }

  static func alpha(
    _ plan: TransitionPlan, _ actor: ActorID, at time: TimeInterval,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Double {
    Double(try #require(plan.state(of: actor, at: time).alpha, sourceLocation: sourceLocation))
  }

  // MARK: The seed's FashionTransition

  @Test func fashionTransitionCrossFadesUnderEaseInOut() throws {
    let transition = FashionTransition()
    #expect(transition.duration == 0.5)
    let plan = try transition.plan(for: Self.context(.present))
    #expect(plan.duration == 0.5)
    #expect(plan.initialStates[.presented] == ViewState(alpha: 0))
    #expect(try Self.alpha(plan, .presented, at: 0) == 0)
    #expect(try Self.alpha(plan, .presenting, at: 0) == 1)
    // At t = 0.25 s of 0.5 s the symmetric curve is exactly half way; elsewhere it is not linear.
    for time in [0.05, 0.125, 0.25, 0.4] {
      let progress = easeInOut(time / 0.5)
      #expect(abs(try Self.alpha(plan, .presented, at: time) - progress) < 1e-9, "t = \(time)")
      #expect(
        abs(try Self.alpha(plan, .presenting, at: time) - (1 - progress)) < 1e-9, "t = \(time)")
    }
    #expect(abs(easeInOut(0.5) - 0.5) < 1e-12)
    #expect(abs(easeInOut(0.25) - 0.25) > 0.1)
    // The completion puts the presenting view back to opaque when the transition finishes.
    #expect(try Self.alpha(plan, .presenting, at: 0.5) == 0)
    #expect(plan.completionStates[.presenting] == ViewState(alpha: 1))
    #expect(plan.finalState(of: .presenting).alpha == 1)
    #expect(plan.finalState(of: .presented).alpha == 1)
    #expect(transition.warnings.isEmpty)
  }

  @Test func fashionTransitionDismissesWithTheDefaultSlideDown() throws {
    // FashionTransition has no performDismissingTransition: the dismissal is UIKit's default.
    let plan = try FashionTransition().plan(for: Self.context(.dismiss))
    let below = CGRect(x: 0, y: 844, width: 390, height: 844)
    #expect(plan.duration == 0.5)
    for time in [0.0, 0.1, 0.25, 0.45] {
      let y = try #require(plan.state(of: .presented, at: time).frame).minY
      #expect(abs(Double(y) - 844 * easeInOut(time / 0.5)) < 1e-9, "t = \(time)")
    }
    #expect(plan.finalState(of: .presented).frame == below)
  }

  // MARK: Completion chains

  @Test func completionChainsBecomeSequentialTracks() throws {
    let plan = try TwoStepTransition().plan(for: Self.context(.present))
    let animated = plan.tracks.filter { $0.timing.duration > 0 }
    #expect(animated.count == 2)
    let first = try #require(animated.first { $0.actor == .presenting })
    let second = try #require(animated.first { $0.actor == .presented })
    #expect(first.timing.delay == 0)
    #expect(first.timing.duration == 0.25)
    // The second starts where the first ends.
    #expect(second.timing.delay == first.timing.endTime)
    #expect(second.timing.duration == 0.25)
    #expect(plan.duration == 0.5)

    // First half: the presenting view shrinks linearly, 1 → 0.35; the presented view waits.
    for time in [0.05, 0.1, 0.2] {
      let scale = try #require(plan.state(of: .presenting, at: time).transform).scaleX
      #expect(abs(Double(scale) - (1 - 0.65 * time / 0.25)) < 1e-12, "t = \(time)")
      let waiting = try #require(plan.state(of: .presented, at: time).transform).scaleX
      #expect(waiting == 0.35)
    }
    // Second half: the presented view grows linearly, 0.35 → 1; the presenting view stays small.
    for time in [0.3, 0.4, 0.45] {
      let scale = try #require(plan.state(of: .presented, at: time).transform).scaleX
      #expect(abs(Double(scale) - (0.35 + 0.65 * (time - 0.25) / 0.25)) < 1e-12, "t = \(time)")
      let small = try #require(plan.state(of: .presenting, at: time).transform).scaleX
      #expect(small == 0.35)
    }
    // After the last animation: the background goes, the presenting view is reset.
    #expect(plan.completionStates[.presenting] == ViewState(transform: .identity))
    #expect(plan.completionStates[.custom("background")] == ViewState(isHidden: true))
  }

  @Test func temporaryViewsAreInsertedBehindTheirSibling() throws {
    let plan = try TwoStepTransition().plan(for: Self.context(.present))
    let step = try #require(plan.setup.first)
    #expect(plan.setup.count == 1)
    #expect(step.actor == .custom("background"))
    #expect(step.placement == .below(.presenting))
    guard case .insert(_, let state, _) = step else {
      Issue.record("expected an insertion, got \(step)")
      return
    }
    #expect(state.frame == Self.container)
    #expect(state.backgroundColor == RGBAColor(white: 0))
    #expect(plan.state(of: .custom("background"), at: 0.3).isHidden == false)
  }

  // MARK: The default movement

  @Test func aSubclassOverridingNothingCoversVertically() throws {
    let card = CGRect(x: 0, y: 300, width: 390, height: 544)
    let present = try PlainTransition().plan(for: Self.context(.present, presentedFrame: card))
    #expect(present.duration == 0.25)
    // Up from just below the container: y from 844 to 300.
    #expect(present.initialStates[.presented]?.frame == card.offsetBy(dx: 0, dy: 544))
    for time in [0.0, 0.05, 0.125, 0.2, 0.25] {
      let y = try #require(present.state(of: .presented, at: time).frame).minY
      #expect(abs(Double(y) - (844 - 544 * easeInOut(time / 0.25))) < 1e-9, "t = \(time)")
    }
    #expect(present.finalState(of: .presented).frame == card)

    let dismiss = try PlainTransition().plan(for: Self.context(.dismiss, presentedFrame: card))
    for time in [0.0, 0.05, 0.2] {
      let y = try #require(dismiss.state(of: .presented, at: time).frame).minY
      #expect(abs(Double(y) - (300 + 544 * easeInOut(time / 0.25))) < 1e-9, "t = \(time)")
    }
    #expect(dismiss.finalState(of: .presented).frame == card.offsetBy(dx: 0, dy: 544))
  }

  @Test func theBaseClassDefaultsToQuarterOfASecond() throws {
    #expect(CustomModalTransition().duration == 0.25)
    #expect(CustomModalTransition(duration: 0.7).duration == 0.7)
    #expect(try CustomModalTransition().plan(for: Self.context(.present)).duration == 0.25)
  }

  // MARK: What the perform methods see

  @Test func fromAndToViewsSwapBetweenPresentingAndDismissing() throws {
    let transition = InspectingTransition()
    #expect(transition.transitionContext == nil)
    _ = try transition.plan(for: Self.context(.present))
    _ = try transition.plan(for: Self.context(.dismiss, isInteractive: true))
    #expect(transition.transitionContext == nil)
    #expect(transition.seen.count == 2)
    let present = transition.seen[0]
    let dismiss = transition.seen[1]

    #expect(present.isPresenting && !present.isDismissing)
    #expect(!present.interactive && !present.isInteractive)
    #expect(present.fromIsPresenting && present.toIsPresented)
    #expect(present.hasContext)
    #expect(present.containerFrame == Self.container)
    #expect(present.presentedFrame == Self.container)

    #expect(!dismiss.isPresenting && dismiss.isDismissing)
    #expect(dismiss.interactive && dismiss.isInteractive)
    #expect(!dismiss.fromIsPresenting && !dismiss.toIsPresented)
  }

  @Test func finishAnimationCompletionRunsOnceAndSetsTheCompletionState() throws {
    let transition = TwiceFinishingTransition()
    let plan = try transition.plan(for: Self.context(.present))
    #expect(plan.completionStates[.presented] == ViewState(cornerRadius: 8))
    #expect(transition.warnings.count == 1)
    let warning = try #require(transition.warnings.first)
    #expect(warning.contains("TwiceFinishingTransition"))
    #expect(warning.contains("again"))
    // Planning again starts a fresh list.
    _ = try transition.plan(for: Self.context(.present))
    #expect(transition.warnings.count == 1)
  }

  // MARK: Timing options

  @Test func springTimingUsesUIKitsDurationSpring() throws {
    let transition = ConfigurableTransition(duration: 0.6) { transition in
      transition.animate(
        withDuration: 0.6, delay: 0.1, timing: .spring(dampingRatio: 0.5),
        animations: { transition.presentedView.alpha = 0 },
        completion: { _ in transition.finishAnimation() })
    }
    let plan = try transition.plan(for: Self.context(.present))
    let track = try #require(plan.tracks.first)
    guard case .spring(let spring, let velocity) = track.timing.kind else {
      Issue.record("expected a spring, got \(track.timing.kind)")
      return
    }
    // v₀ = 0: ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·d), k = ω₀², c = 2ζω₀.
    let omega0 = log(0.5 / (0.001 * (0.75).squareRoot())) / (0.5 * 0.6)
    #expect(velocity == 0)
    #expect(abs(spring.stiffness - omega0 * omega0) < 1e-6 * omega0 * omega0)
    #expect(abs(spring.damping - omega0) < 1e-6 * omega0)
    #expect(track.timing.delay == 0.1)
    #expect(plan.duration == 0.7)
    // The alpha follows 1 − p(t), p from the under-damped closed form (clamped to 0...1).
    for time in [0.15, 0.2, 0.3] {
      let progress = FrontDoorCheck.underdampedProgress(
        omega0: omega0, dampingRatio: 0.5, v0: 0, at: time - 0.1)
      let expected = min(max(1 - progress, 0), 1)
      #expect(abs(try Self.alpha(plan, .presented, at: time) - expected) < 1e-6, "t = \(time)")
    }
  }

  @Test func curveTimingIsUsedAsGiven() throws {
    let transition = ConfigurableTransition { transition in
      transition.animate(
        withDuration: 0.4, timing: .easeOut,
        animations: { transition.presentedView.alpha = 0 },
        completion: { _ in transition.finishAnimation(completion: nil) })
    }
    let plan = try transition.plan(for: Self.context(.present))
    #expect(plan.tracks.first?.timing.kind == .curve(.easeOut))
    let progress = FrontDoorCheck.easeOut(0.25)
    #expect(abs(try Self.alpha(plan, .presented, at: 0.1) - (1 - progress)) < 1e-9)
  }

  @Test func animatingOutsideATransitionAppliesAtOnce() {
    let transition = PlainTransition()
    var completed: Bool?
    transition.animate(
      withDuration: 1, animations: { transition.presentedView.alpha = 0.3 },
      completion: { completed = $0 })
    #expect(transition.presentedView.alpha == 0.3)
    #expect(completed == true)
    transition.finishAnimation(completion: nil)
    #expect(transition.warnings.count == 1)
  }

  // MARK: Bad input

  @Test func neverCallingFinishAnimationIsATypedErrorNamingTheSubclass() throws {
    let context = try Self.context(.present)
    #expect(
      throws: TransitionError.finishAnimationNeverCalled(transition: "NeverFinishingTransition")
    ) {
      try NeverFinishingTransition().plan(for: context)
    }
  }

  @Test func settingNonFiniteValuesIsATypedError() throws {
    let context = try Self.context(.present)
    let alpha = ConfigurableTransition { transition in
      transition.presentingView.alpha = .nan
      transition.finishAnimation(completion: nil)
    }
    #expect(throws: TransitionError.nonFiniteValue(actor: .presenting, property: "alpha")) {
      try alpha.plan(for: context)
    }
    let frame = ConfigurableTransition { transition in
      transition.animate(
        withDuration: 0.2,
        animations: {
          transition.presentedView.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        },
        completion: { _ in transition.finishAnimation(completion: nil) })
    }
    #expect(throws: TransitionError.nonFiniteValue(actor: .presented, property: "frame")) {
      try frame.plan(for: context)
    }
  }

  @Test func invalidTimingsAreTypedErrors() throws {
    let context = try Self.context(.present)
    #expect(
      throws: TransitionError.invalidTiming(
        .outOfRange(parameter: "duration", value: -1, expected: ">= 0 seconds"))
    ) {
      try PlainTransition(duration: -1).plan(for: context)
    }
    // A bad animation is reported rather than blamed on the missing finishAnimation it
    // prevented.
    let negativeDelay = ConfigurableTransition { transition in
      transition.animate(
        withDuration: 0.2, delay: -0.5, animations: {},
        completion: { _ in transition.finishAnimation(completion: nil) })
    }
    #expect(
      throws: TransitionError.invalidTiming(
        .outOfRange(parameter: "delay", value: -0.5, expected: ">= 0 seconds"))
    ) {
      try negativeDelay.plan(for: context)
    }
    let noDamping = ConfigurableTransition { transition in
      transition.animate(
        withDuration: 0.2, timing: .spring(dampingRatio: 0), animations: {},
        completion: { _ in transition.finishAnimation(completion: nil) })
    }
    #expect(throws: TransitionError.self) { try noDamping.plan(for: context) }
  }
}
