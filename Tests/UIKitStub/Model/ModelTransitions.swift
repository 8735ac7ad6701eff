// The host: what UIKit does around an animation controller when a controller is presented,
// dismissed, pushed, popped or a tab is selected; the transition context it hands out; the
// percent-driven interaction; UIKit's own default animation.

/// The transition context UIKit hands to animation and interaction controllers (§2).
@MainActor
public final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
  /// What the transition does.
  public enum Kind: Sendable { case present, dismiss, push, pop, selectTab }

  /// What the transition does.
  public let kind: Kind
  /// §2.1 D: "All animations must take place in the view specified by the containerView".
  public let containerView: UIView
  /// Whether it is animated.
  public let isAnimated: Bool
  /// Whether a gesture drives it now (§2.7).
  public internal(set) var isInteractive: Bool
  /// Whether it was cancelled (§2.7).
  public internal(set) var transitionWasCancelled = false
  /// The modal presentation style.
  public let presentationStyle: UIModalPresentationStyle
  /// No rotation in the model.
  public var targetTransform: CGAffineTransform { .identity }
  /// The last percent passed to updateInteractiveTransition.
  public internal(set) var percentComplete: CGFloat = 0
  /// Whether completeTransition has been called.
  public internal(set) var isCompleted = false

  let fromController: UIViewController
  let toController: UIViewController
  let fromView: UIView?
  let toView: UIView?
  var initialFrames: [ObjectIdentifier: CGRect] = [:]
  var finalFrames: [ObjectIdentifier: CGRect] = [:]
  weak var animationController: (any UIViewControllerAnimatedTransitioning)?
  var started = false
  var isWaitingForInteraction = false
  var onComplete: (@MainActor (Bool) -> Void)?
  var toViewWasInContainer = false
  /// The animation controller's `transitionDuration(using:)` when the transition started.
  var modelDuration: TimeInterval = 0
  /// Whether the animation controller vends an interruptible animator.
  var isInterruptible = false
  /// §3.3, alternative `interruptibleAnimatorAskedOnce`: the interruptible animator UIKit got
  /// first, which it keeps and drives for the rest of the transition.
  var keptInterruptible: (any UIViewImplicitlyAnimating)?
  /// The percent-driven interaction that drives the transition, if any.
  weak var percentDriven: UIPercentDrivenInteractiveTransition?
  /// The navigation or tab bar controller whose push, pop or tab switch this is.
  weak var hostController: UIViewController?
  /// The transition's coordinator (§2.8); let go once the transition completed.
  private(set) var coordinator: ModelTransitionCoordinator?

  /// Whether `controller` takes part: the from or to controller, or the container controller.
  func involves(_ controller: UIViewController) -> Bool {
    controller === fromController || controller === toController || controller === hostController
  }

  /// Sets whether a gesture drives the transition; a change is reported to the coordinator's
  /// interaction handlers (§2.8 D).
  private func setInteractive(_ interactive: Bool) {
    let changed = interactive != isInteractive
    isInteractive = interactive
    if changed { coordinator?.interactionChanged() }
  }

  init(
    kind: Kind, from: UIViewController, to: UIViewController, fromView: UIView?,
    toView: UIView?, container: UIView, style: UIModalPresentationStyle, animated: Bool,
    interactive: Bool
  ) {
    self.kind = kind
    fromController = from
    toController = to
    self.fromView = fromView
    self.toView = toView
    containerView = container
    presentationStyle = style
    isAnimated = animated
    isInteractive = interactive
    isWaitingForInteraction = interactive
    super.init()
    coordinator = ModelTransitionCoordinator(context: self)
  }

  /// §2.7 O: clamped to 0…1 and ignored unless interactive.
  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isInteractive else { return }
    // Alternative `interactiveUpdateUnclamped`: stored as given.
    self.percentComplete =
      UIKitModel.world.readings.uses(.interactiveUpdateUnclamped)
      ? percentComplete : min(max(percentComplete, 0), 1)
  }
  /// §2.8 D: the transition will finish.
  public func finishInteractiveTransition() {
    isWaitingForInteraction = false
    transitionWasCancelled = false
    setInteractive(false)
  }
  /// §2.7 O: sets transitionWasCancelled.
  public func cancelInteractiveTransition() {
    isWaitingForInteraction = false
    transitionWasCancelled = true
    setInteractive(false)
  }
  /// Interactive from the start, without a change to report (a percent-driven interaction
  /// without an interruptible animator ignores `wantsInteractiveStart`).
  func modelStartInteractive() {
    isInteractive = true
    isWaitingForInteraction = true
  }
  /// §2.8 D: paused again (interruptible).
  public func pauseInteractiveTransition() {
    isWaitingForInteraction = true
    setInteractive(true)
  }

  /// §2.5 D: called exactly once when the transition completes or is cancelled.
  public func completeTransition(_ didComplete: Bool) {
    guard started else {
      // M, stricter reading: UIKit may ask for the duration before the transition starts
      // (§3.1); completing from there ends a transition that has not begun.
      UIKitModel.fail(
        .programmerError,
        "completeTransition(_:) called before animateTransition(using:) or "
          + "startInteractiveTransition(_:) (from transitionDuration(using:)?) (§3.1, §2.5)")
      return
    }
    guard !isCompleted else {
      // §2.5: DEC ignores a second call (O); the stricter reading fails.
      UIKitModel.fail(.programmerError, "completeTransition(_:) called twice (§2.5)")
      return
    }
    isCompleted = true
    isWaitingForInteraction = false
    UIKitModel.world.transitionsInFlight.removeAll { $0 === self }
    onComplete?(didComplete)
    onComplete = nil
    // The coordinator's completions ran in onComplete (before animationEnded, §2.6 O); one
    // that a host forgot to run runs now.
    coordinator?.complete()
    coordinator = nil
  }

  /// Runs the coordinator's completions (§2.6 O: after UIKit's own handlers, before
  /// `animationEnded`).
  func completeCoordinator() { coordinator?.complete() }

  /// §2.3 D: nil when not found.
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch key {
    case .from: return fromController
    case .to: return toController
    default: return nil
    }
  }

  /// §2.2 D: nil for a view the animator must not touch.
  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return fromView
    case .to: return toView
    default: return nil
    }
  }

  /// §2.4 D: .zero when not known.
  public func initialFrame(for vc: UIViewController) -> CGRect {
    initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  /// §2.4 D: .zero when not known; otherwise it "must be respected".
  public func finalFrame(for vc: UIViewController) -> CGRect {
    finalFrames[ObjectIdentifier(vc)] ?? .zero
  }
}

/// What UIKit does around animation controllers (model only).
@MainActor
public enum ModelHost {
  static var containers: [WeakBox<UIPresentationController>] {
    UIKitModel.world.tracked.compactMap { entry in
      (entry.box.object as? UIPresentationController).map { WeakBox($0) }
    }
  }

  // MARK: Present

  static func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    let world = UIKitModel.world
    if presented.controllerStore.presenting != nil || presented === source {
      UIKitModel.fail(
        .exception,
        "NSInvalidArgumentException: Application tried to present modally a view controller "
          + "that is already presented (or itself)")
      return
    }
    if source.controllerStore.view?.window == nil {
      // §14.2 O (UIKit logs "Attempt to present … whose view is not in the window hierarchy!"
      // and presents nothing; the completion never runs). Stricter reading: a failure.
      UIKitModel.fail(
        .programmerError,
        "Attempt to present \(type(of: presented)) on \(type(of: source)) whose view is not in "
          + "the window hierarchy (§14.2): nothing is presented and the completion never runs")
      return
    }
    let style = presented.controllerStore.modalPresentationStyle
    let inContext = style == .currentContext || style == .overCurrentContext
    var presenting = source
    while let parent = presenting.controllerStore.parent { presenting = parent }
    if inContext {
      // §5.9 D: "UIKit starts at the presenting view controller and walks up" to the first
      // that defines the presentation context (the window's root when none does).
      var candidate: UIViewController? = source
      while let current = candidate, !current.controllerStore.definesPresentationContext {
        candidate = current.controllerStore.parent
      }
      if let candidate { presenting = candidate }
    }
    if presenting.controllerStore.presented != nil {
      UIKitModel.fail(
        .programmerError,
        "Attempt to present \(type(of: presented)) on \(type(of: presenting)) which is already "
          + "presenting (UIKit logs this and does nothing; stricter reading: failure)")
      return
    }
    if !world.transitionsInFlight.isEmpty {
      UIKitModel.fail(
        .programmerError,
        "Attempt to present while a presentation or dismiss is in progress (UIKit logs this and "
          + "does nothing; stricter reading: failure)")
      return
    }
    if presenting.view.window == nil {
      // O (the console's "Attempt to present … on … whose view is not in the window
      // hierarchy", widely reported; nothing is presented and the completion is not called):
      // a presenter off screen (another tab, a page pushed over it) presents nothing.
      UIKitModel.fail(
        .programmerError,
        "Attempt to present \(type(of: presented)) on \(type(of: presenting)) whose view is not "
          + "in the window hierarchy (UIKit logs this and does nothing; stricter reading: failure)")
      return
    }
    let delegate = presented.controllerStore.transitioningDelegate
    // §5.1 D: the presentation controller first, then the animator and the interactor.
    let custom = style == .custom
    // §14.1: the presentation controller created on first access is the one used (D); under
    // .custom the transitioning delegate's replaces it, and a delegate set on the early one is
    // lost (M; alternative `customKeepsEarlyDelegate`: carried over).
    let early = presented.controllerStore.earlyPresentationController
    presented.controllerStore.earlyPresentationController = nil
    let vended =
      custom
      ? delegate?.presentationController(
        forPresented: presented, presenting: presenting, source: source) : nil
    let controller =
      vended ?? early
      ?? SystemPresentationController(
        presentedViewController: presented, presenting: presenting, style: style)
    if let early, controller !== early,
      UIKitModel.world.readings.uses(.customKeepsEarlyDelegate), controller.delegate == nil
    {
      controller.delegate = early.delegate
    }
    let animator = delegate?.animationController(
      forPresented: presented, presenting: presenting, source: source)
    let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

    presenting.controllerStore.presented = presented
    presented.controllerStore.presenting = presenting
    presented.controllerStore.presentationController = controller
    controller.presentationStore.presented = presented
    controller.presentationStore.presenting = presenting
    // §5.9: in a context, the container covers the context controller's view.
    let container = UIView(
      frame: inContext
        ? presenting.view.convert(presenting.view.bounds, to: nil) : world.window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    world.window.addSubview(container)
    controller.presentationStore.containerView = container
    // §5.7: a new container is laid out in the next update cycle (`ModelHost.layoutPending()`),
    // which calls `containerViewWillLayoutSubviews()` (O: a view added to a window is laid out
    // before it is first drawn; AD/uiview/setneedslayout(): layout "waits for the next update
    // cycle"). Presentr's cross-dissolve, which sets no frame, relies on it. Alternative
    // `newContainerLaidOutAtOnce`: laid out before the animation controller runs (`run`).
    container.store.needsLayout = true

    let removesPresenter = controller.shouldRemovePresentersView
    if removesPresenter, let home = presenting.view.superview, home !== world.window {
      // Where the presenting view goes back to (a context's view lives inside another view).
      controller.presentationStore.presenterHome = (
        home, home.subviews.firstIndex { $0 === presenting.view } ?? 0, presenting.view.frame
      )
    }
    // §2.2 D: under .custom the presenting view is nil unless shouldRemovePresentersView.
    let fromView: UIView? = removesPresenter || !custom ? presenting.view : nil
    let toView = controller.presentedView ?? presented.view
    let context = ModelTransitionContext(
      kind: .present, from: presenting, to: presented, fromView: fromView, toView: toView,
      container: container, style: style, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(presenting)] = presenting.view.frame
    context.finalFrames[ObjectIdentifier(presenting)] = presenting.view.frame
    // §2.4 M: for .custom the final frame is frameOfPresentedViewInContainerView (alternative
    // `customPresentedFinalFrameZero`: CGRectZero, unknown).
    if !(custom && world.readings.uses(.customPresentedFinalFrameZero)) {
      context.finalFrames[ObjectIdentifier(presented)] =
        controller.frameOfPresentedViewInContainerView
    }
    checkStable(controller)
    if removesPresenter, let fromView {
      container.insertSubview(fromView, at: 0)
      if inContext { fromView.frame = container.bounds }
    }

    // §13.1, §13.3: the presented controller will appear; the presenting one will disappear
    // when the presentation removes its view.
    let presenterHears = ModelAppearance.presenterHears(
      style: style, removesPresenter: removesPresenter)
    // §22.6: the focused item is remembered for the dismissal.
    ModelFocus.presentationWillBegin(presenting: presenting, presented: presented)
    register(context)
    ModelAppearance.begin(
      arriving: presented, leaving: presenterHears ? presenting : nil, animated: animated)
    context.onComplete = { completed in
      // §5.1 M: before the coordinator's completions (alternative
      // `didEndAfterCoordinatorCompletions`: after them).
      if UIKitModel.world.readings.uses(.didEndAfterCoordinatorCompletions) {
        context.completeCoordinator()
      }
      controller.presentationTransitionDidEnd(completed)
      if completed {
        controller.presentationStore.isPresented = true
        if removesPresenter { presenting.view.removeFromSuperview() }
        // §22.6 O: focus moves into the presentation (alternative
        // `focusDeferredOnPresentation`: deferred until Tab).
        ModelFocus.presentationDidComplete(controller)
        if let toView, toView.superview == nil {
          UIKitModel.fail(
            .programmerError,
            "the presentation completed without the presented view in the container (§2.1)")
        }
      } else {
        checkCancelledCleanUp(context)
        presenting.controllerStore.presented = nil
        presented.controllerStore.presenting = nil
        presented.controllerStore.presentationController = nil
        controller.presentationStore.containerView = nil
        container.removeFromSuperview()
        if removesPresenter { restorePresenter(presenting, of: controller) }
      }
      // §13.1, §13.2: did appear once the transition completed; cancelled, the presented
      // controller disappears again and the presenter (if it heard) appears again.
      ModelAppearance.end(
        arriving: presented, leaving: presenterHears ? presenting : nil, completed: completed,
        animated: animated)
      // §2.6 O: UIKit's handlers, the coordinator's completions, then animationEnded last;
      // the present's completion after it (alternative `completionBeforeAnimationEnded`:
      // before it).
      finishPresentation(
        context, animator: animator, completed: completed, completion: completion)
    }
    run(
      context, animator: animator, interactor: interactor, animated: animated,
      willBegin: { controller.presentationTransitionWillBegin() })
  }

  /// The presentation controller a controller's first access creates before presenting.
  ///
  /// §14.1 D (AD/uiviewcontroller/presentationcontroller): "If you have not yet presented the
  /// current view controller, accessing this property creates a presentation controller based
  /// on the current value in the modalPresentationStyle property." Created once and kept until
  /// the presentation; a change of style before it creates a new one (M).
  static func earlyPresentationController(
    for controller: UIViewController
  ) -> UIPresentationController {
    let style = controller.controllerStore.modalPresentationStyle
    if let early = controller.controllerStore.earlyPresentationController
      as? SystemPresentationController, early.style == style
    {
      return early
    }
    let early = SystemPresentationController(
      presentedViewController: controller, presenting: nil, style: style)
    early.presentationStore.presented = nil
    early.presentationStore.earlyPresented = controller
    controller.controllerStore.earlyPresentationController = early
    return early
  }

  // MARK: Dismiss

  static func dismiss(
    from controller: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let world = UIKitModel.world
    var owner: UIViewController? = controller
    var target: UIViewController?
    while let current = owner {
      if let presented = current.controllerStore.presented {
        target = presented
        break
      }
      if current.controllerStore.presenting != nil {
        target = current
        break
      }
      owner = current.controllerStore.parent
    }
    guard let target, let base = target.controllerStore.presenting else {
      completion?()
      return
    }
    if !world.transitionsInFlight.isEmpty {
      UIKitModel.fail(
        .programmerError,
        "Attempt to dismiss while a presentation or dismiss is in progress (UIKit logs this and "
          + "does nothing; stricter reading: failure)")
      return
    }
    // Intermediate controllers go without animation; the top one animates (AD/dismiss: "any
    // intermediate view controllers are simply removed from the stack").
    var chain: [UIViewController] = [target]
    while let next = chain.last?.controllerStore.presented { chain.append(next) }
    let top = chain.removeLast()
    // The presentation that took `base`'s view away: the bottom one of the stack. Its record
    // says where the view goes back (a top presentation's record names the container of the
    // screen under it, which goes with the stack; found by the UIKit fuzz).
    let basePresentation = (chain.first ?? top).controllerStore.presentationController
    for intermediate in chain.reversed() {
      removeWithoutAnimation(intermediate, keepingPresented: true)
    }
    guard let presentation = top.controllerStore.presentationController,
      let container = presentation.containerView
    else { return }
    let presenting = top.controllerStore.presenting ?? base
    let style = top.controllerStore.modalPresentationStyle
    let custom = style == .custom
    let delegate = top.controllerStore.transitioningDelegate
    let animator = delegate?.animationController(forDismissed: top)
    let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    let removesPresenter = presentation.shouldRemovePresentersView
    // §2.2 D: "For a dismissal, the -presentedView is returned"; M: .to is nil under .custom
    // unless shouldRemovePresentersView.
    let fromView = presentation.presentedView ?? top.view
    // Alternative `customDismissalHasToView`: the presenting view.
    let toView: UIView? =
      removesPresenter || !custom || world.readings.uses(.customDismissalHasToView)
      ? base.view : nil
    let context = ModelTransitionContext(
      kind: .dismiss, from: top, to: base, fromView: fromView, toView: toView,
      container: container, style: style, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(top)] = fromView?.frame ?? .zero
    context.finalFrames[ObjectIdentifier(base)] = world.window.bounds
    // §2.4 O: under .custom the dismissed controller's final frame is its presented frame, not
    // CGRectZero: Jelly 2.3 (Cover/SlideAnimator) and Presentr 1.9 (PresentrAnimation) start
    // their dismissals from finalFrame(for: fromVC), which works on UIKit.
    if custom { context.finalFrames[ObjectIdentifier(top)] = fromView?.frame ?? .zero }
    context.toViewWasInContainer = toView?.superview === container

    // D (AD/isbeingdismissed): true while the controller is being dismissed. §13.1, §13.2:
    // viewWillDisappear at the start (and viewWillAppear of the presenter the presentation had
    // removed, §13.3); the did callbacks when it completes, the reverse when it is cancelled
    // (the controller stays).
    top.controllerStore.isBeingDismissed = true
    let presenterHears = ModelAppearance.presenterHears(
      style: style, removesPresenter: removesPresenter)
    // The coordinator is visible from the appearance callbacks on (H-TC).
    register(context)
    ModelAppearance.begin(
      arriving: presenterHears ? base : nil, leaving: top, animated: animated)
    context.onComplete = { completed in
      top.controllerStore.isBeingDismissed = false
      ModelAppearance.end(
        arriving: presenterHears ? base : nil, leaving: top, completed: completed,
        animated: animated)
      // §5.1 M (alternative `didEndAfterCoordinatorCompletions`: after the coordinator's).
      if UIKitModel.world.readings.uses(.didEndAfterCoordinatorCompletions) {
        context.completeCoordinator()
      }
      presentation.dismissalTransitionDidEnd(completed)
      if completed {
        container.removeFromSuperview()
        top.view.removeFromSuperview()
        if base.view.superview == nil || base.view.superview === container {
          restorePresenter(base, of: basePresentation ?? presentation)
        }
        for controller in chain + [top] {
          controller.controllerStore.presenting?.controllerStore.presented = nil
          controller.controllerStore.presenting = nil
          controller.controllerStore.presentationController?.presentationStore.containerView = nil
          controller.controllerStore.presentationController = nil
        }
        base.controllerStore.presented = nil
        _ = presenting
        // §22.6 D: focus goes back (restoresFocusAfterTransition).
        ModelFocus.dismissalDidComplete(dismissed: target, presenting: base)
      } else {
        checkCancelledCleanUp(context)
      }
      finishPresentation(
        context, animator: animator, completed: completed, completion: completion)
    }
    run(
      context, animator: animator, interactor: interactor, animated: animated,
      willBegin: { presentation.dismissalTransitionWillBegin() })
  }

  /// The end of a presentation or dismissal after UIKit's own handlers: the coordinator's
  /// completions, `animationEnded(_:)` and the caller's completion (when it completed).
  ///
  /// §2.6 O (DEC): the coordinator's completions, then `animationEnded` last, then the
  /// completion of `present`/`dismiss`. Alternative `completionBeforeAnimationEnded`: the
  /// completion runs before `animationEnded`.
  static func finishPresentation(
    _ context: ModelTransitionContext, animator: (any UIViewControllerAnimatedTransitioning)?,
    completed: Bool, completion: (() -> Void)?
  ) {
    context.completeCoordinator()
    if UIKitModel.world.readings.uses(.completionBeforeAnimationEnded) {
      if completed { completion?() }
      animator?.animationEnded(completed)
    } else {
      animator?.animationEnded(completed)
      if completed { completion?() }
    }
  }

  /// §5.5 D: `frameOfPresentedViewInContainerView` and `presentedView` are called "multiple
  /// times" and must give the same answer each time; the model asks twice more and compares.
  static func checkStable(_ controller: UIPresentationController) {
    let frame = controller.frameOfPresentedViewInContainerView
    let view = controller.presentedView
    if controller.frameOfPresentedViewInContainerView != frame
      || controller.presentedView !== view
    {
      UIKitModel.fail(
        .programmerError,
        "\(type(of: controller)) answered frameOfPresentedViewInContainerView or presentedView "
          + "differently when asked again: UIKit calls them multiple times (§5.5, AD)")
    }
  }

  /// Puts a presenting view the presentation removed back: into the view it came from (a
  /// context's, §5.9), or else at the back of the window.
  static func restorePresenter(
    _ presenting: UIViewController, of presentation: UIPresentationController
  ) {
    let window = UIKitModel.world.window
    if let (home, index, frame) = presentation.presentationStore.presenterHome {
      home.insertSubview(presenting.view, at: index)
      presenting.view.frame = frame
      layoutAfterInsertion(home)
    } else if let home = presenting.controllerStore.presentationController?.containerView {
      // §5.6 D ("puts it back on dismissal"): a presenting controller that is itself presented
      // lives in its own presentation's container (found by the UIKit fuzz).
      if presenting.view.superview !== home { home.addSubview(presenting.view) }
      layoutAfterInsertion(home)
    } else if presenting.view.superview !== window {
      window.insertSubview(presenting.view, at: 0)
    }
  }

  /// The presentation container holding `home` lays out again once a presenting view is put
  /// back into it.
  ///
  /// O: `layoutSubviews` runs on "the view it's being added to"
  /// (stackoverflow.com/questions/728372, "When is layoutSubviews called?"); M: the
  /// presentation controller owning the container around it lays the view out
  /// (`containerViewWillLayoutSubviews()`, §5.7). So a presenting view put back after its
  /// container changed size (a rotation while it was away) is laid out for the new size, not
  /// left at the frame it had (found by the UIKit fuzz, seeds 539417536 and 539453603).
  static func layoutAfterInsertion(_ home: UIView) {
    // SEMANTICS.md 21.9 (O, M). Alternative `presenterNotRelaidOut`: no layout here; the view
    // keeps its frame until something lays its container out (the player asks for it).
    if UIKitModel.world.readings.uses(.presenterNotRelaidOut) { return }
    var view: UIView? = home
    while let current = view {
      let isContainer = UIKitModel.world.tracked.contains {
        ($0.box.object as? UIPresentationController)?.containerView === current
      }
      if isContainer {
        current.store.needsLayout = true
        layout(current)
        return
      }
      view = current.superview
    }
  }

  static func removeWithoutAnimation(_ controller: UIViewController, keepingPresented: Bool) {
    guard let presentation = controller.controllerStore.presentationController else { return }
    presentation.dismissalTransitionWillBegin()
    presentation.dismissalTransitionDidEnd(true)
    presentation.containerView?.removeFromSuperview()
  }

  // MARK: Navigation

  static func push(
    _ controller: UIViewController, on navigation: UINavigationController, animated: Bool
  ) {
    let store = navigation.navigationStore
    if store.stack.contains(where: { $0 === controller }) {
      UIKitModel.fail(
        .exception,
        "NSInvalidArgumentException: Pushing the same view controller instance more than once "
          + "is not supported")
      return
    }
    if store.isTransitioning {
      UIKitModel.fail(
        .programmerError,
        "push while a navigation transition runs (\"nested push animation can result in "
          + "corrupted navigation bar\"; stricter reading: failure)")
      return
    }
    guard let from = store.stack.last else { return }
    store.stack.append(controller)
    controller.controllerStore.parent = navigation
    transition(
      navigation, kind: .push, from: from, to: controller, animated: animated,
      systemGesture: false
    ) { completed in
      if !completed {
        store.stack.removeAll { $0 === controller }
        controller.controllerStore.parent = nil
      }
    }
  }

  static func pop(
    _ navigation: UINavigationController, animated: Bool, interactiveSystemGesture: Bool
  ) -> UIViewController? {
    let store = navigation.navigationStore
    guard store.stack.count > 1, let from = store.stack.last else { return nil }
    if store.isTransitioning {
      UIKitModel.fail(
        .programmerError, "pop while a navigation transition runs (stricter reading: failure)")
      return nil
    }
    let to = store.stack[store.stack.count - 2]
    store.stack.removeLast()
    transition(
      navigation, kind: .pop, from: from, to: to, animated: animated,
      systemGesture: interactiveSystemGesture
    ) { completed in
      if completed {
        from.controllerStore.parent = nil
      } else {
        store.stack.append(from)
      }
    }
    return from
  }

  /// Replaces a navigation controller's stack.
  ///
  /// §12.2 D (AD/uinavigationcontroller/setviewcontrollers(_:animated:)): "If the view
  /// controller is currently in the stack, but is not the topmost item, this method uses a pop
  /// transition; if it is the topmost item, no transition is performed. If the view controller
  /// is not on the stack, this method uses a push transition." The model runs a non-animated
  /// change of the top through the same transition (the delegate's willShow and didShow and
  /// the appearance callbacks, §13.1), without an animation controller.
  static func setViewControllers(
    _ controllers: [UIViewController], on navigation: UINavigationController, animated: Bool
  ) {
    let store = navigation.navigationStore
    guard let newTop = controllers.last else {
      UIKitModel.fail(
        .programmerError, "setViewControllers(_:animated:) with an empty stack (§12.2)")
      return
    }
    if store.isTransitioning {
      UIKitModel.fail(
        .programmerError,
        "setViewControllers(_:animated:) while a navigation transition runs (stricter reading: "
          + "failure)")
      return
    }
    guard let oldTop = store.stack.last, oldTop !== newTop, navigation.view.window != nil
    else {
      store.setStack(controllers, in: navigation)
      return
    }
    let previous = store.stack
    let kind: ModelTransitionContext.Kind =
      previous.contains(where: { $0 === newTop }) ? .pop : .push
    // The new stack from the start (the delegate sees it in willShow); the leaving top stays
    // the container's until the transition ends.
    store.stack = controllers
    for controller in controllers { controller.controllerStore.parent = navigation }
    transition(
      navigation, kind: kind, from: oldTop, to: newTop, animated: animated,
      systemGesture: false
    ) { completed in
      if completed {
        for old in previous where !controllers.contains(where: { $0 === old }) {
          old.controllerStore.parent = nil
        }
      } else {
        store.stack = previous
        for new in controllers where !previous.contains(where: { $0 === new }) {
          new.controllerStore.parent = nil
        }
      }
    }
  }

  /// Pops to the root.
  ///
  /// §12.3 D (AD/uinavigationcontroller/poptorootviewcontroller(animated:)): "Pops all the view
  /// controllers on the stack except the root view controller and updates the display";
  /// returns "the items that were popped from the stack" (an empty array at the root, M).
  static func popToRoot(
    _ navigation: UINavigationController, animated: Bool
  ) -> [UIViewController]? {
    let stack = navigation.navigationStore.stack
    guard let root = stack.first, stack.count > 1 else {
      // Alternative `popToRootAtRootReturnsNil`.
      return UIKitModel.world.readings.uses(.popToRootAtRootReturnsNil) ? nil : []
    }
    if navigation.navigationStore.isTransitioning {
      UIKitModel.fail(
        .programmerError,
        "popToRootViewController(animated:) while a navigation transition runs (stricter "
          + "reading: failure)")
      return nil
    }
    setViewControllers([root], on: navigation, animated: animated)
    return Array(stack.dropFirst())
  }

  static func transition(
    _ navigation: UINavigationController, kind: ModelTransitionContext.Kind,
    from: UIViewController, to: UIViewController, animated: Bool, systemGesture: Bool,
    finished: @escaping @MainActor (Bool) -> Void
  ) {
    let store = navigation.navigationStore
    let container = store.container
    let operation: UINavigationController.Operation = kind == .push ? .push : .pop
    let delegate = store.delegate
    var animator =
      animated
      ? delegate?.navigationController(
        navigation, animationControllerFor: operation, from: from, to: to) : nil
    // §6.1 M: asked only when an animator was returned.
    var interactor = animator.flatMap {
      delegate?.navigationController(navigation, interactionControllerFor: $0)
    }
    #if !os(tvOS)
    if systemGesture, animator != nil, interactor == nil,
      UIKitModel.world.readings.uses(.systemSwipeDrivesCustomPop)
    {
      // §6.3, alternative `systemSwipeDrivesCustomPop`: UIKit's own percent-driven interaction
      // drives the delegate's pop animator.
      let percent = UIPercentDrivenInteractiveTransition()
      store.systemInteractor = percent
      interactor = percent
    }
    if systemGesture, animator != nil, interactor == nil {
      // §6.3 O (openradar 15215690: with `animationControllerFor` implemented "the default
      // interactive pop transition can't be triggered"; HeroTransitions/Hero #143: with a custom
      // pop animator "NavController's gesture will be gone"): UIKit's swipe back drives only its
      // own pop animation, and a delegate that vends a custom pop animator without an
      // interaction controller leaves it nothing to drive. Stricter reading: the swipe is
      // refused (the recognizer is cancelled) and nothing pops.
      UIKitModel.log(
        "the interactive pop gesture was refused: the navigation delegate returned a custom pop "
          + "animator and no interaction controller")
      store.popGesture.store.refusedAfterBegan = true
      finished(false)
      return
    }
    #endif
    if animator == nil && animated {
      animator = DefaultAnimator(kind: kind)
      if systemGesture {
        let percent = UIPercentDrivenInteractiveTransition()
        store.systemInteractor = percent
        interactor = percent
      }
    }
    let context = ModelTransitionContext(
      kind: kind, from: from, to: to, fromView: from.view, toView: to.view,
      container: container, style: .fullScreen, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(from)] = container.bounds
    context.finalFrames[ObjectIdentifier(to)] = container.bounds
    context.toViewWasInContainer = to.view.superview === container
    context.hostController = navigation
    store.isTransitioning = true
    // willShow before the transition, didShow after it when it completed (AD/navigationController
    // (_:didShow:animated:); never after a cancel under the documented reading, §12.1 O). The
    // transition coordinator is visible from willShow on (apps animate their bars alongside
    // there; H-TC).
    register(context)
    // §12.2 M: also when not animated (alternative `noShowCallbacksWithoutAnimation`: not then).
    let showCallbacks =
      animated || !UIKitModel.world.readings.uses(.noShowCallbacksWithoutAnimation)
    // §13.1: the leaving controller will disappear, the arriving one will appear, after willShow
    // (note 21.10 O; alternative `willShowAfterAppearance`: willShow after them).
    let willShowLast = UIKitModel.world.readings.uses(.willShowAfterAppearance)
    if willShowLast { ModelAppearance.begin(arriving: to, leaving: from, animated: animated) }
    if showCallbacks {
      delegate?.navigationController(navigation, willShow: to, animated: animated)
    }
    if !willShowLast { ModelAppearance.begin(arriving: to, leaving: from, animated: animated) }
    context.onComplete = { completed in
      store.isTransitioning = false
      store.systemInteractor = nil
      if completed {
        from.view.removeFromSuperview()
        if to.view.superview !== container {
          to.view.frame = container.bounds
          container.addSubview(to.view)
        }
      } else {
        checkCancelledCleanUp(context)
      }
      finished(completed)
      ModelAppearance.end(arriving: to, leaving: from, completed: completed, animated: animated)
      context.completeCoordinator()
      animator?.animationEnded(completed)
      // §12.1 O (openradar 21137690; Plasma/BufferedNavigationController #5:
      // "didShowViewController … is not called"): a cancelled transition sends no didShow; UIKit
      // reports the cancel through the coordinator (isCancelled) only. Alternative: didShow with
      // the controller that stays.
      if showCallbacks, completed || UIKitModel.world.readings.uses(.didShowAfterCancelledPop) {
        store.delegate?.navigationController(
          navigation, didShow: completed ? to : from, animated: animated)
      }
    }
    guard let animator else {
      context.started = true
      register(context)
      context.completeTransition(true)
      return
    }
    run(context, animator: animator, interactor: interactor, animated: animated, willBegin: {})
  }

  /// The system swipe-back's actions (§6.2 D: it pops the top controller).
  static func systemPopGestureChanged(
    _ navigation: UINavigationController, _ recognizer: UIGestureRecognizer
  ) {
    let store = navigation.navigationStore
    let width = max(navigation.view.bounds.width, 1)
    // From the leading edge: right to left, progress grows leftwards (§6.2 D).
    let sign: CGFloat = UIKitModel.world.layoutDirection == .rightToLeft ? -1 : 1
    let progress =
      sign * ((recognizer as? UIPanGestureRecognizer)?.translation(in: navigation.view).x ?? 0)
    switch recognizer.state {
    case .began:
      if store.stack.count <= 1 || store.isTransitioning {
        // §6.4 O (signalapp/Signal-iOS PR #3540, devxoul/SwipeBack #3): the swipe began at the
        // root or mid-transition; the interface stops responding.
        UIKitModel.fail(
          .freeze,
          "the interactive pop gesture began with \(store.stack.count) controller(s) "
            + (store.isTransitioning ? "during a transition" : "and nothing to pop")
            + ": the interface stops responding (§6.4, O)")
        return
      }
      _ = pop(navigation, animated: true, interactiveSystemGesture: true)
    case .changed:
      store.systemInteractor?.update(min(max(progress / width, 0), 1))
    case .ended:
      let velocity =
        sign * ((recognizer as? UIPanGestureRecognizer)?.velocity(in: navigation.view).x ?? 0)
      if progress / width > 0.5 || velocity > 300 {
        store.systemInteractor?.finish()
      } else {
        store.systemInteractor?.cancel()
      }
    case .cancelled, .failed:
      store.systemInteractor?.cancel()
    default: break
    }
  }

  // MARK: Tabs

  static func selectTab(_ index: Int, in tabBar: UITabBarController) {
    let store = tabBar.tabStore
    guard let tabs = store.tabs, tabs.indices.contains(index), index != store.selectedIndex
    else { return }
    if store.isTransitioning {
      UIKitModel.fail(
        .programmerError, "tab switch while a tab transition runs (stricter reading: failure)")
      return
    }
    let from = tabs[store.selectedIndex]
    let to = tabs[index]
    let previous = store.selectedIndex
    store.selectedIndex = index
    let delegate = store.delegate
    // §7.2 M: a programmatic selectedIndex still consults the animator.
    let animator = delegate?.tabBarController(
      tabBar, animationControllerForTransitionFrom: from, to: to)
    let interactor = animator.flatMap {
      delegate?.tabBarController(tabBar, interactionControllerFor: $0)
    }
    let container = tabBar.view ?? UIView()
    guard let animator else {
      from.view.removeFromSuperview()
      to.view.frame = container.bounds
      container.addSubview(to.view)
      return
    }
    let context = ModelTransitionContext(
      kind: .selectTab, from: from, to: to, fromView: from.view, toView: to.view,
      container: container, style: .fullScreen, animated: true,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(from)] = container.bounds
    context.finalFrames[ObjectIdentifier(to)] = container.bounds
    context.hostController = tabBar
    store.isTransitioning = true
    context.onComplete = { completed in
      store.isTransitioning = false
      if completed {
        from.view.removeFromSuperview()
        if to.view.superview !== container { container.addSubview(to.view) }
      } else {
        store.selectedIndex = previous
        checkCancelledCleanUp(context)
      }
      context.completeCoordinator()
      animator.animationEnded(completed)
    }
    run(context, animator: animator, interactor: interactor, animated: true, willBegin: {})
  }

  // MARK: Shared

  static func run(
    _ context: ModelTransitionContext, animator: (any UIViewControllerAnimatedTransitioning)?,
    interactor: (any UIViewControllerInteractiveTransitioning)?, animated: Bool,
    willBegin: () -> Void
  ) {
    register(context)
    let animator = animator ?? DefaultAnimator(kind: context.kind)
    context.animationController = animator
    context.percentDriven = interactor as? UIPercentDrivenInteractiveTransition
    // §3.1 M, stricter reading: UIKit may ask for the duration any number of times, before
    // presentationTransitionWillBegin; asking must not change the view hierarchy.
    context.modelDuration = probeDuration(animator, context)
    willBegin()
    // §5.7 O, alternative `newContainerLaidOutAtOnce`: a new container is laid out before the
    // animation controller runs (the documented reading: in the next update cycle).
    if UIKitModel.world.readings.uses(.newContainerLaidOutAtOnce),
      context.containerView.store.needsLayout
    {
      ModelHost.layout(context.containerView)
    }
    context.started = true
    if let interactor {
      // §3.2 D: with an interactor, its startInteractiveTransition is called first.
      context.isWaitingForInteraction = context.isInteractive
      interactor.startInteractiveTransition(context)
      checkInterruptibleAnimator(animator, context)
    } else if animated || context.presentationStyle == .custom {
      // §2.9 D: for .custom, animateTransition runs even when not animated.
      animator.animateTransition(using: context)
      // §20.18 D (O): UIKit asks for the interruptible animator of an interactive transition;
      // without an interaction controller it does not ask after animateTransition.
      // Alternative `interruptibleAnimatorAskedWithoutInteraction`: it asks (and checks §3.3).
      if UIKitModel.world.readings.uses(.interruptibleAnimatorAskedWithoutInteraction) {
        checkInterruptibleAnimator(animator, context)
      }
    } else {
      // Not animated and not .custom: no animation controller runs; UIKit itself puts the
      // arriving view where it ends (AD/present(_:animated:completion:), animated false).
      if let toView = context.toView, toView.superview !== context.containerView,
        context.kind == .present || context.kind == .push || context.kind == .selectTab
      {
        if let to = context.viewController(forKey: .to), context.finalFrame(for: to) != .zero {
          toView.frame = context.finalFrame(for: to)
        }
        context.containerView.addSubview(toView)
      }
      context.completeTransition(true)
    }
    // H-TC: alongside animations run "just after their animateTransition: method returns"
    // (a percent-driven interaction starts them itself, inside its capture).
    if !context.isCompleted { context.coordinator?.beginAnimations() }
    if !context.isCompleted { _ = probeDuration(animator, context) }
  }

  /// Puts `context` in flight (its coordinator is visible from now on), once.
  static func register(_ context: ModelTransitionContext) {
    let world = UIKitModel.world
    guard !world.transitionsInFlight.contains(where: { $0 === context }) else { return }
    world.transitionsInFlight.append(context)
  }

  @discardableResult
  static func probeDuration(
    _ animator: any UIViewControllerAnimatedTransitioning, _ context: ModelTransitionContext
  ) -> TimeInterval {
    let before = hierarchy(of: context.containerView)
    let wasCompleted = context.isCompleted
    let duration = animator.transitionDuration(using: context)
    if !duration.isFinite || duration < 0 {
      UIKitModel.fail(.programmerError, "transitionDuration(using:) returned \(duration)")
    }
    if hierarchy(of: context.containerView) != before || context.isCompleted != wasCompleted {
      UIKitModel.fail(
        .programmerError,
        "transitionDuration(using:) changed the container or completed the transition: UIKit "
          + "may call it any number of times and before presentationTransitionWillBegin "
          + "(§3.1, M; stricter reading)")
    }
    return duration
  }

  static func hierarchy(of view: UIView) -> [ObjectIdentifier] {
    view.subviews.map(ObjectIdentifier.init)
  }

  /// The animation controller's interruptible animator, as UIKit asks for it.
  ///
  /// §3.3 D: "You must return the same animator object for the duration of the transition."
  /// The documented reading asks each time UIKit needs it (and ``checkInterruptibleAnimator(_:_:)``
  /// fails a controller that answers with another object). Alternative
  /// `interruptibleAnimatorAskedOnce` (O): UIKit asks once per transition and keeps the object,
  /// so later uses (the coordinator's alongside animations, the check) take the first one.
  static func interruptibleAnimator(
    _ animator: any UIViewControllerAnimatedTransitioning, _ context: ModelTransitionContext
  ) -> any UIViewImplicitlyAnimating {
    let once = UIKitModel.world.readings.uses(.interruptibleAnimatorAskedOnce)
    if once, let kept = context.keptInterruptible { return kept }
    let vended = animator.interruptibleAnimator(using: context)
    if once, !ModelAnimation.isNotImplemented(vended) { context.keptInterruptible = vended }
    return vended
  }

  static func checkInterruptibleAnimator(
    _ animator: any UIViewControllerAnimatedTransitioning, _ context: ModelTransitionContext
  ) {
    guard !context.isCompleted else { return }
    let first = interruptibleAnimator(animator, context)
    guard !ModelAnimation.isNotImplemented(first) else { return }
    context.isInterruptible = true
    if let property = first as? UIViewPropertyAnimator, !property.isInterruptible {
      UIKitModel.fail(
        .programmerError,
        "interruptibleAnimator(using:) returned an animator whose isInterruptible is false: an "
          + "animator used for an interruptible transition \"must be true\" (§1.12, "
          + "AD/isinterruptible)")
    }
    // Alternative `interruptibleAnimatorAskedOnce`: UIKit does not ask again, so it cannot
    // see another object.
    guard !UIKitModel.world.readings.uses(.interruptibleAnimatorAskedOnce) else { return }
    let second = animator.interruptibleAnimator(using: context)
    if first !== second {
      UIKitModel.fail(
        .programmerError,
        "interruptibleAnimator(using:) returned another object: \"You must return the same "
          + "animator object for the duration of the transition.\" (§3.3, AD)")
    }
  }

  /// M, stricter reading (issue 13, defect 12): after a cancelled transition, a view the
  /// transition brought into the container must be gone from it again.
  static func checkCancelledCleanUp(_ context: ModelTransitionContext) {
    guard let toView = context.toView, !context.toViewWasInContainer,
      toView.superview === context.containerView, context.kind != .present
    else { return }
    UIKitModel.fail(
      .programmerError,
      "a cancelled \(context.kind) left the arriving view in the container (the animator must "
        + "remove the views it added when the transition is cancelled; §2.5)")
  }

  /// Lays out every presentation's container (rotation, §5.7).
  static func layoutAll() {
    for entry in UIKitModel.world.tracked {
      guard let presentation = entry.box.object as? UIPresentationController,
        let container = presentation.containerView
      else { continue }
      container.store.needsLayout = true
      layout(container)
    }
  }

  /// UIKit's layout pass of an update cycle.
  ///
  /// Every presentation container marked as needing layout (a new one, one whose size changed, one told `setNeedsLayout()`) is laid out, so
  /// its presentation controller hears `containerViewWillLayoutSubviews()` (§5.7 D:
  /// "Notifies the presentation controller that layout is about to begin on the views of the
  /// container view", AD/uipresentationcontroller/containerviewwilllayoutsubviews();
  /// AD/uiview/setneedslayout(): the request "waits for the next update cycle"). O: the pass
  /// runs once per frame, before the frame's animations are sampled.
  static func layoutPending() {
    for entry in UIKitModel.world.tracked {
      guard let presentation = entry.box.object as? UIPresentationController,
        let container = presentation.containerView, container.store.needsLayout
      else { continue }
      layout(container)
    }
  }

  static func layout(_ view: UIView) {
    view.store.needsLayout = false
    for entry in UIKitModel.world.tracked {
      guard let presentation = entry.box.object as? UIPresentationController,
        presentation.containerView === view
      else { continue }
      // §5.7 D: "before adjusting the layout of the views in the container view".
      presentation.containerViewWillLayoutSubviews()
    }
  }
}

/// The presentation controller UIKit uses for non-custom styles.
@MainActor
final class SystemPresentationController: UIPresentationController {
  let style: UIModalPresentationStyle
  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }
  override var shouldRemovePresentersView: Bool {
    style == .fullScreen || style == .currentContext
  }
}

/// UIKit's own animation when the delegate returns nil (a slide; the timing is M).
@MainActor
final class DefaultAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let kind: ModelTransitionContext.Kind
  private var animator: UIViewPropertyAnimator?
  init(kind: ModelTransitionContext.Kind) { self.kind = kind }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  { 0.35 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  )
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = transitionContext.containerView
    let toView = transitionContext.view(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    let forward = kind == .present || kind == .push || kind == .selectTab
    if let toView, toView.superview !== container {
      if forward {
        container.addSubview(toView)
      } else if let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, at: 0)
      }
      if let to = transitionContext.viewController(forKey: .to) {
        let end = transitionContext.finalFrame(for: to)
        if end != .zero { toView.frame = end }
      }
    }
    let width = container.bounds.width
    let moving = forward ? toView : fromView
    if forward, let moving {
      moving.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }
    let animator = UIViewPropertyAnimator(
      duration: 0.35, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    animator.addAnimations {
      moving?.transform =
        forward ? .identity : CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }
    let kind = self.kind
    animator.addCompletion { _ in
      moving?.transform = .identity
      let cancelled = transitionContext.transitionWasCancelled
      if cancelled, let toView, forward || kind == .pop { toView.removeFromSuperview() }
      transitionContext.completeTransition(!cancelled)
    }
    self.animator = animator
    return animator
  }
}

// Mirrors: documentation/uikit/uipercentdriveninteractivetransition
/// An interaction controller that scrubs the animations of animateTransition (§4).
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  private var context: ModelTransitionContext?
  private var captured: [UIViewPropertyAnimator] = []
  private var interruptible: (any UIViewImplicitlyAnimating)?
  private var modelDuration: CGFloat = 0
  private var modelPercent: CGFloat = 0

  /// Creates an interaction controller.
  public override init() { super.init() }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/duration
  /// §4.4 D: the transitionDuration at start.
  open var duration: CGFloat { modelDuration }
  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/percentcomplete
  /// §4.4 D: the last value passed to update.
  open var percentComplete: CGFloat { modelPercent }
  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/completionspeed
  /// §4.2 D: defaults to 1; must be greater than 0 (O: non-positive means 1).
  open var completionSpeed: CGFloat = 1
  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/completioncurve
  /// §4.2 D: defaults to ease-in-out.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/timingcurve
  /// §4.3 D: used with an interruptible animator.
  open var timingCurve: (any UITimingCurveProvider)?
  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/wantsinteractivestart
  /// §4.1 D: "By default this is YES".
  open var wantsInteractiveStart = true

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/startinteractivetransition(_:)
  /// Starts: the animator's interruptible animator paused (§4.3), or animateTransition's
  /// animations captured paused (§4.5).
  ///
  /// With ``wantsInteractiveStart`` `false` and an interruptible animator, the transition
  /// starts non-interactively: the animator runs (H-VCT: "Set this to NO in order to start an
  /// interruptible transition non interactively"), and `pause()` can make it interactive
  /// later. Without an interruptible animator the property is not documented to apply; the
  /// model then starts interactive, as before iOS 10 (H-VCT: "consistent with the behavior
  /// before 10.0"). M
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? ModelTransitionContext,
      let animator = context.animationController
    else { return }
    self.context = context
    context.percentDriven = self
    modelDuration = CGFloat(animator.transitionDuration(using: context))
    let vended = ModelHost.interruptibleAnimator(animator, context)
    if !ModelAnimation.isNotImplemented(vended) {
      interruptible = vended
      if wantsInteractiveStart {
        vended.pauseAnimation()
      } else {
        vended.startAnimation()
      }
      return
    }
    if !wantsInteractiveStart { context.modelStartInteractive() }
    ModelAnimation.capture = []
    animator.animateTransition(using: context)
    // H-TC: alongside animations join "just after" animateTransition returns: inside the
    // capture, so that they are scrubbed with the transition.
    if !context.isCompleted { context.coordinator?.beginAnimations() }
    captured = ModelAnimation.capture ?? []
    ModelAnimation.capture = nil
  }

  /// Takes `animator` into the captured animations (an alongside animation that joins later);
  /// returns whether it did (only while animations are captured).
  func modelAdopt(_ animator: UIViewPropertyAnimator) -> Bool {
    if ModelAnimation.capture != nil {
      // Still inside startInteractiveTransition: starting captures it.
      animator.startAnimation()
      return true
    }
    guard context != nil, interruptible == nil, !captured.isEmpty else { return false }
    animator.core.scrub(to: Double(modelPercent))
    captured.append(animator)
    return true
  }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/update(_:)
  /// Scrubs to `percentComplete` (§4.2 D: "during the interactive portion of the animation the
  /// timing curve is linear").
  open func update(_ percentComplete: CGFloat) {
    modelPercent = min(max(percentComplete, 0), 1)
    if let interruptible {
      interruptible.fractionComplete = modelPercent
    } else {
      for animator in captured { animator.core.scrub(to: Double(modelPercent)) }
    }
    context?.updateInteractiveTransition(modelPercent)
  }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/pause()
  /// Pauses (§2.8).
  open func pause() {
    context?.pauseInteractiveTransition()
    interruptible?.pauseAnimation()
    if let interruptible { modelPercent = interruptible.fractionComplete }
  }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/cancel()
  /// Runs back to the start.
  open func cancel() {
    context?.cancelInteractiveTransition()
    settle(reversed: true)
  }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/finish()
  /// Runs to the end.
  open func finish() {
    context?.finishInteractiveTransition()
    settle(reversed: false)
  }

  /// The non-interactive completion (§4.2 D).
  ///
  /// It lasts (1 − percentComplete) × duration ÷ completionSpeed ("The actual completion is inversely proportional to the
  /// completionSpeed"; O: a non-positive speed counts as 1). An interruptible animator
  /// continues with ``timingCurve`` (§4.3; `nil` keeps the animator's own), the duration
  /// factor being that share of its duration; captured animations run the rest of their
  /// timeline on ``completionCurve`` ("When the interactive part of the transition has
  /// completed, this property can be set to indicate a different animation curve").
  private func settle(reversed: Bool) {
    if completionSpeed <= 0, UIKitModel.world.readings.uses(.nonPositiveCompletionSpeedRaises) {
      // §4.2, alternative `nonPositiveCompletionSpeedRaises`: "It must be greater than 0.0".
      UIKitModel.fail(.exception, "completionSpeed \(completionSpeed) is not greater than 0 (§4.2)")
    }
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let left = reversed ? modelPercent : 1 - modelPercent
    let remaining = TimeInterval(left * modelDuration / speed)
    if let interruptible {
      interruptible.isReversed = reversed
      if interruptible.state == .active, !interruptible.isRunning {
        interruptible.continueAnimation(
          withTimingParameters: timingCurve,
          durationFactor: modelDuration > 0 ? left / speed : 0)
      }
    } else {
      let curve = UICubicTimingParameters(animationCurve: completionCurve).curveKind
      for animator in captured {
        animator.core.resume(reversed: reversed, remaining: remaining, curve: curve)
      }
    }
    captured = []
    // An interruptible transition can be paused again while it completes (§2.8, H-VCT
    // pauseInteractiveTransition: "pause a running interruptible animator"): it stays wired.
    if interruptible == nil { context = nil }
  }
}

// MARK: - Touches

/// Drives a gesture recognizer the way touches do (§9): possible → (shouldBegin) → began →
/// changed… → ended or cancelled; failed when the delegate refuses (model only).
@MainActor
public final class ModelTouch {
  /// The recognizer being driven.
  public let recognizer: UIGestureRecognizer
  /// Whether the gesture began (the delegate let it).
  public private(set) var began = false

  /// Starts driving `recognizer`.
  public init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }

  private func set(_ state: UIGestureRecognizer.State) {
    recognizer.store.state = state
    recognizer.store.history.append(state)
    // §9.1 D: began/changed actions fire "at the next cycle of the run loop"; failed sends none.
    if state != .failed && state != .possible {
      for action in recognizer.store.actions { action(recognizer) }
    }
  }

  /// A touch that went down at `location` (window coordinates) moves by `translation` far
  /// enough to recognize.
  ///
  /// A screen-edge pan fails unless the touch went down in its edge's region and moves away
  /// from the edge (§9.4, ``ModelGestures/edgeRefusal(edges:location:movement:in:)``; the first
  /// movement is `translation`, or `velocity` when the translation is zero). Then it asks
  /// gestureRecognizerShouldBegin (§9.2 D: false → failed) and begins. Returns whether it
  /// began.
  @discardableResult
  public func begin(
    translation: CGPoint = .zero, velocity: CGPoint = .zero, at location: CGPoint = .zero
  ) -> Bool {
    guard recognizer.isEnabled, let window = recognizer.view?.window else { return false }
    recognizer.store.location = location
    recognizer.store.finger = translation
    recognizer.store.translationBase = .zero
    recognizer.store.fingerAtBase = .zero
    recognizer.store.velocity = velocity
    #if !os(tvOS)
    if let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer {
      let movement = translation == .zero ? velocity : translation
      // §6.2 D: the swipe back starts from the leading edge (the right one right to left).
      let leading: UIRectEdge = UIKitModel.world.layoutDirection == .rightToLeft ? .right : .left
      let edges = recognizer.store.isSystemPopGesture ? leading : edgePan.edges
      if let reason = ModelGestures.edgeRefusal(
        edges: edges, location: location, movement: movement, in: window.bounds)
      {
        UIKitModel.log("UIScreenEdgePanGestureRecognizer failed: \(reason)")
        fail()
        return false
      }
    }
    #endif
    if let delegate = recognizer.store.delegate, !delegate.gestureRecognizerShouldBegin(recognizer)
    {
      fail()
      return false
    }
    began = true
    set(.began)
    if recognizer.store.refusedAfterBegan {
      // UIKit's own action refused what the gesture would start (§6.3, the system swipe back
      // under a delegate with a custom pop animator and no interaction controller).
      recognizer.store.refusedAfterBegan = false
      set(.cancelled)
      recognizer.store.state = .possible
      began = false
      UIKitModel.advance(by: 1.0 / 60)
      return false
    }
    UIKitModel.advance(by: 1.0 / 60)
    return true
  }

  private func fail() {
    set(.failed)
    recognizer.store.state = .possible
  }

  /// The touch moves: cumulative translation from where it went down (§9.3 D), then one frame
  /// passes.
  public func move(to translation: CGPoint, velocity: CGPoint = .zero) {
    guard began else { return }
    recognizer.store.finger = translation
    recognizer.store.velocity = velocity
    set(.changed)
    UIKitModel.advance(by: 1.0 / 60)
  }

  /// The touch lifts with `velocity` (points per second).
  public func end(velocity: CGPoint = .zero) {
    guard began else { return }
    recognizer.store.velocity = velocity
    set(.ended)
    recognizer.store.state = .possible
    began = false
  }

  /// The system cancels the touch.
  public func cancel() {
    guard began else { return }
    set(.cancelled)
    recognizer.store.state = .possible
    began = false
  }
}
