// The transition coordinator (§2.8, §5.4; H-TC is UIViewControllerTransitionCoordinator.h):
// which controllers see it, when alongside animations run and in which animation, when the
// completions and the interaction-change handlers are called.

/// The coordinator of one transition (model only; UIKit's is a private class).
@MainActor
public final class ModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  /// The transition (weak: H-TC calls the coordinator "an ephemeral object that is released
  /// after the transition completes and the last callback has been made").
  weak var context: ModelTransitionContext?
  /// H-TC: "initiallyInteractive indicates whether the transition was initiated as an
  /// interactive transition. It never changes during the course of a transition."
  public let initiallyInteractive: Bool
  private let kind: ModelTransitionContext.Kind
  private var queued: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  /// Whether the transition's animations have begun (alongside blocks then join at once).
  private(set) var animationsBegan = false
  private var ended = false

  init(context: ModelTransitionContext) {
    self.context = context
    kind = context.kind
    initiallyInteractive = context.isInteractive
    super.init()
  }

  // MARK: UIViewControllerTransitionCoordinatorContext

  /// Whether the transition is animated.
  public var isAnimated: Bool { context?.isAnimated ?? false }
  /// H-TC: "UIModalPresentationNone if this is not a modal presentation or dismissal".
  public var presentationStyle: UIModalPresentationStyle {
    switch kind {
    case .present, .dismiss: return context?.presentationStyle ?? .none
    case .push, .pop, .selectTab: return .none
    }
  }
  /// Whether the animation controller vends an interruptible animator (§1, H-VCT).
  public var isInterruptible: Bool { context?.isInterruptible ?? false }
  /// Whether a gesture drives the transition now (§2.7).
  public var isInteractive: Bool { context?.isInteractive ?? false }
  /// H-TC: "only set to YES for an interactive transition that was cancelled".
  public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
  /// H-TC: "The full expected duration of the transition if it is run non-interactively": the
  /// animation controller's `transitionDuration(using:)` when the transition started.
  public var transitionDuration: TimeInterval { context?.modelDuration ?? 0 }
  /// H-TC: "the percent complete of the transition when it moves to the non-interactive
  /// completion phase": the last value of `updateInteractiveTransition(_:)`.
  public var percentComplete: CGFloat { context?.percentComplete ?? 0 }
  /// M: the percent-driven interaction's `completionSpeed` when one drives the transition,
  /// else 1.
  public var completionVelocity: CGFloat {
    context?.percentDriven.map { $0.completionSpeed > 0 ? $0.completionSpeed : 1 } ?? 1
  }
  /// M: the percent-driven interaction's `completionCurve` when one drives the transition, else
  /// ease-in-out (its documented default, §4.2).
  public var completionCurve: UIView.AnimationCurve {
    context?.percentDriven?.completionCurve ?? .easeInOut
  }
  /// The transition context's controller for `key`.
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    context?.viewController(forKey: key)
  }
  /// The transition context's view for `key` (nil where the animator must not touch it, §2.2).
  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    context?.view(forKey: key)
  }
  /// The container view.
  public var containerView: UIView { context?.containerView ?? UIView() }
  /// No rotation in the model.
  public var targetTransform: CGAffineTransform { .identity }

  // MARK: UIViewControllerTransitionCoordinator

  /// H-TC: "Any animations specified will be run in the same animation context as the
  /// transition … The completionBlock is invoked after the transition completes … It is
  /// perfectly legitimate to only specify a completion block. This method returns YES if the
  /// animations are successfully queued to run."
  ///
  /// Model: queued before the transition's animations begin, the block runs just after
  /// `animateTransition(using:)` (or the interaction controller's start) returns (H-TC: "for
  /// transitioning animators that are not implemented with UIView animations, the alongside
  /// animations will be run just after their animateTransition: method returns"); afterwards it
  /// joins at once. It runs inside the transition's interruptible animator when there is one
  /// (so it pauses, scrubs, reverses and finishes with it), else inside a property animator of
  /// the transition's duration on an ease-in-out curve (M) that a percent-driven interaction
  /// scrubs with the rest. A non-animated transition runs it without animation. Called after
  /// the transition completed, it queues nothing and returns `false`.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !ended, context != nil else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    queued.append(animation)
    if animationsBegan { runQueued() }
    return true
  }

  /// As ``animate(alongsideTransition:completion:)`` (the model scrubs animations in any view;
  /// H-TC needs the view only for a percent-driven interaction's layer).
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    // §20.12 D: "This parameter must not be nil" (AD/uiviewcontrollertransitioncoordinator/
    // animatealongsidetransition(in:animation:completion:)); nothing is queued.
    guard view != nil else {
      UIKitModel.fail(
        .programmerError,
        "animateAlongsideTransition(in:animation:completion:) with a nil view: \"This parameter "
          + "must not be nil\" (§20.12)")
      return false
    }
    return animate(alongsideTransition: animation, completion: completion)
  }

  /// §2.8 D, H-TC: called "each time the transition moves from an interactive to a
  /// non-interactive state and vice-versa"; "retained until the transition has completed".
  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard !ended else { return }
    interactionHandlers.append(handler)
  }

  // MARK: Model hooks

  /// The transition's animations began: the queued alongside blocks run now.
  func beginAnimations() {
    guard !ended else { return }
    animationsBegan = true
    runQueued()
  }

  private func runQueued() {
    guard let context, !queued.isEmpty else { return }
    let blocks = queued
    queued = []
    let run: () -> Void = { [weak self] in
      guard let self else { return }
      for block in blocks { block(self) }
    }
    guard context.isAnimated else {
      run()
      return
    }
    if let animator = context.animationController {
      let vended = ModelHost.interruptibleAnimator(animator, context)
      if !ModelAnimation.isNotImplemented(vended), vended.state != .stopped {
        vended.addAnimations(run)
        return
      }
    }
    let left = context.isCompleted ? 0 : max(context.modelDuration, 0)
    // Note 21.13 M: ease-in-out; alternative `alongsideRunsLinearly`: linear.
    let curve: UIView.AnimationCurve =
      UIKitModel.world.readings.uses(.alongsideRunsLinearly) ? .linear : .easeInOut
    let alongside = UIViewPropertyAnimator(
      duration: left, timingParameters: UICubicTimingParameters(animationCurve: curve))
    alongside.addAnimations(run)
    if let percent = context.percentDriven, percent.modelAdopt(alongside) { return }
    alongside.startAnimation()
  }

  /// The interaction changed (§2.8): every handler, in the order they were given.
  func interactionChanged() {
    guard !ended else { return }
    for handler in interactionHandlers { handler(self) }
  }

  /// The transition completed (§2.6 O: after UIKit's own handlers, before `animationEnded`):
  /// alongside blocks that never got to run run now without animation, then the completions.
  func complete() {
    guard !ended else { return }
    if !queued.isEmpty {
      let blocks = queued
      queued = []
      for block in blocks { block(self) }
    }
    ended = true
    let blocks = completions
    completions = []
    interactionHandlers = []
    for block in blocks { block(self) }
  }
}

/// Which coordinator a controller sees (model only).
@MainActor
enum ModelCoordinators {
  /// The coordinator `controller` sees.
  ///
  /// H-TC: "The default implementation will return a transition coordinator if called during
  /// an active presentation or dismissal. Otherwise it will ask the parent view controller";
  /// a navigation or tab bar controller returns the coordinator of its own push, pop or tab
  /// switch. The model: the coordinator of a transition in flight whose from or to controller
  /// (or container controller) is `controller`, else the parent's.
  static func coordinator(
    for controller: UIViewController
  ) -> (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = controller
    while let candidate = current {
      for context in UIKitModel.world.transitionsInFlight where context.involves(candidate) {
        return context.coordinator
      }
      current = candidate.controllerStore.parent
    }
    return nil
  }
}
