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
  }

  /// §2.7 O: clamped to 0…1 and ignored unless interactive.
  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isInteractive else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
  }
  /// §2.8 D: the transition will finish.
  public func finishInteractiveTransition() {
    isInteractive = false
    isWaitingForInteraction = false
    transitionWasCancelled = false
  }
  /// §2.7 O: sets transitionWasCancelled.
  public func cancelInteractiveTransition() {
    isInteractive = false
    isWaitingForInteraction = false
    transitionWasCancelled = true
  }
  /// §2.8 D: paused again (interruptible).
  public func pauseInteractiveTransition() {
    isInteractive = true
    isWaitingForInteraction = true
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
  }

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
    var presenting = source
    while let parent = presenting.controllerStore.parent { presenting = parent }
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
    let style = presented.controllerStore.modalPresentationStyle
    let delegate = presented.controllerStore.transitioningDelegate
    // §5.1 D: the presentation controller first, then the animator and the interactor.
    let custom = style == .custom
    let controller =
      (custom
        ? delegate?.presentationController(
          forPresented: presented, presenting: presenting, source: source) : nil)
      ?? SystemPresentationController(
        presentedViewController: presented, presenting: presenting, style: style)
    let animator = delegate?.animationController(
      forPresented: presented, presenting: presenting, source: source)
    let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

    presenting.controllerStore.presented = presented
    presented.controllerStore.presenting = presenting
    presented.controllerStore.presentationController = controller
    controller.presentationStore.presented = presented
    controller.presentationStore.presenting = presenting
    let container = UIView(frame: world.window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    world.window.addSubview(container)
    controller.presentationStore.containerView = container

    let removesPresenter = controller.shouldRemovePresentersView
    // §2.2 D: under .custom the presenting view is nil unless shouldRemovePresentersView.
    let fromView: UIView? = removesPresenter || !custom ? presenting.view : nil
    let toView = controller.presentedView ?? presented.view
    let context = ModelTransitionContext(
      kind: .present, from: presenting, to: presented, fromView: fromView, toView: toView,
      container: container, style: style, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(presenting)] = presenting.view.frame
    context.finalFrames[ObjectIdentifier(presenting)] = presenting.view.frame
    // §2.4 M: for .custom the final frame is frameOfPresentedViewInContainerView.
    context.finalFrames[ObjectIdentifier(presented)] =
      controller.frameOfPresentedViewInContainerView
    if removesPresenter, let fromView { container.insertSubview(fromView, at: 0) }

    context.onComplete = { completed in
      controller.presentationTransitionDidEnd(completed)
      if completed {
        controller.presentationStore.isPresented = true
        if removesPresenter { presenting.view.removeFromSuperview() }
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
        if removesPresenter, presenting.view.superview !== world.window {
          putBack(presenting)
        }
      }
      // M (appearance callbacks, AD/viewdidappear(_:)): the arriving controller is told it
      // appeared once its transition completed.
      if completed { presented.viewDidAppear(animated) }
      // §2.6 O: UIKit's handlers, then animationEnded last.
      animator?.animationEnded(completed)
      if completed { completion?() }
    }
    run(
      context, animator: animator, interactor: interactor, animated: animated,
      willBegin: { controller.presentationTransitionWillBegin() })
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
    let toView: UIView? = removesPresenter || !custom ? base.view : nil
    let context = ModelTransitionContext(
      kind: .dismiss, from: top, to: base, fromView: fromView, toView: toView,
      container: container, style: style, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(top)] = fromView?.frame ?? .zero
    context.finalFrames[ObjectIdentifier(base)] = world.window.bounds
    context.toViewWasInContainer = toView?.superview === container

    // D (AD/isbeingdismissed): true while the controller is being dismissed. M (appearance
    // callbacks): viewWillDisappear at the start; viewDidDisappear when it completes, and
    // viewDidAppear again when it is cancelled (the controller stays).
    top.controllerStore.isBeingDismissed = true
    top.viewWillDisappear(animated)
    context.onComplete = { completed in
      top.controllerStore.isBeingDismissed = false
      if completed { top.viewDidDisappear(animated) } else { top.viewDidAppear(animated) }
      presentation.dismissalTransitionDidEnd(completed)
      if completed {
        container.removeFromSuperview()
        top.view.removeFromSuperview()
        if base.view.superview == nil || base.view.superview === container {
          putBack(base)
        }
        for controller in chain + [top] {
          controller.controllerStore.presenting?.controllerStore.presented = nil
          controller.controllerStore.presenting = nil
          controller.controllerStore.presentationController?.presentationStore.containerView = nil
          controller.controllerStore.presentationController = nil
        }
        base.controllerStore.presented = nil
        _ = presenting
      } else {
        checkCancelledCleanUp(context)
      }
      animator?.animationEnded(completed)
      if completed { completion?() }
    }
    run(
      context, animator: animator, interactor: interactor, animated: animated,
      willBegin: { presentation.dismissalTransitionWillBegin() })
  }

  /// Puts a presenting view back where it lived before a presentation that removed it
  /// (§5.6 D: "puts it back on dismissal"): into its own presentation's container when the
  /// presenting controller is itself presented, into the window otherwise.
  static func putBack(_ controller: UIViewController) {
    if let home = controller.controllerStore.presentationController?.containerView {
      home.addSubview(controller.view)
    } else {
      UIKitModel.world.window.insertSubview(controller.view, at: 0)
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
    if animator == nil && animated {
      animator = DefaultAnimator(kind: kind)
      if systemGesture {
        let percent = UIPercentDrivenInteractiveTransition()
        store.systemInteractor = percent
        interactor = percent
      }
    }
    // willShow before the transition, didShow after it (with the controller shown then: the
    // arriving one, or the leaving one again when cancelled; M for the cancelled case).
    delegate?.navigationController(navigation, willShow: to, animated: animated)
    let context = ModelTransitionContext(
      kind: kind, from: from, to: to, fromView: from.view, toView: to.view,
      container: container, style: .fullScreen, animated: animated,
      interactive: interactor?.wantsInteractiveStart ?? false)
    context.initialFrames[ObjectIdentifier(from)] = container.bounds
    context.finalFrames[ObjectIdentifier(to)] = container.bounds
    context.toViewWasInContainer = to.view.superview === container
    store.isTransitioning = true
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
      animator?.animationEnded(completed)
      store.delegate?.navigationController(
        navigation, didShow: completed ? to : from, animated: animated)
    }
    guard let animator else {
      context.started = true
      UIKitModel.world.transitionsInFlight.append(context)
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
    let progress = (recognizer as? UIPanGestureRecognizer)?.translation(in: navigation.view).x ?? 0
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
      let velocity = (recognizer as? UIPanGestureRecognizer)?.velocity(in: navigation.view).x ?? 0
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
    UIKitModel.world.transitionsInFlight.append(context)
    let animator = animator ?? DefaultAnimator(kind: context.kind)
    context.animationController = animator
    // §3.1 M, stricter reading: UIKit may ask for the duration any number of times, before
    // presentationTransitionWillBegin; asking must not change the view hierarchy.
    probeDuration(animator, context)
    willBegin()
    context.started = true
    if let interactor {
      // §3.2 D: with an interactor, its startInteractiveTransition is called first.
      context.isWaitingForInteraction = true
      interactor.startInteractiveTransition(context)
      checkInterruptibleAnimator(animator, context)
    } else if animated || context.presentationStyle == .custom {
      // §2.9 D: for .custom, animateTransition runs even when not animated.
      animator.animateTransition(using: context)
      checkInterruptibleAnimator(animator, context)
    } else {
      // Neither animated nor .custom: UIKit puts the presented view in place itself, without
      // the animation controller (M).
      if context.kind == .present, let toView = context.toView,
        toView.superview !== context.containerView
      {
        let end = context.finalFrame(for: context.toController)
        if end != .zero { toView.frame = end }
        context.containerView.addSubview(toView)
      }
      context.completeTransition(true)
    }
    if !context.isCompleted { probeDuration(animator, context) }
  }

  static func probeDuration(
    _ animator: any UIViewControllerAnimatedTransitioning, _ context: ModelTransitionContext
  ) {
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
  }

  static func hierarchy(of view: UIView) -> [ObjectIdentifier] {
    view.subviews.map(ObjectIdentifier.init)
  }

  static func checkInterruptibleAnimator(
    _ animator: any UIViewControllerAnimatedTransitioning, _ context: ModelTransitionContext
  ) {
    guard !context.isCompleted else { return }
    let first = animator.interruptibleAnimator(using: context)
    guard !ModelAnimation.isNotImplemented(first) else { return }
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
  /// Starts: the animator's interruptible animator paused, or animateTransition's animations
  /// captured paused (§4.5).
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? ModelTransitionContext,
      let animator = context.animationController
    else { return }
    self.context = context
    modelDuration = CGFloat(animator.transitionDuration(using: context))
    let vended = animator.interruptibleAnimator(using: context)
    if !ModelAnimation.isNotImplemented(vended) {
      interruptible = vended
      vended.pauseAnimation()
      return
    }
    ModelAnimation.capture = []
    animator.animateTransition(using: context)
    captured = ModelAnimation.capture ?? []
    ModelAnimation.capture = nil
  }

  // Mirrors: documentation/uikit/uipercentdriveninteractivetransition/update(_:)
  /// Scrubs to `percentComplete`.
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

  private func settle(reversed: Bool) {
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let left = reversed ? modelPercent : 1 - modelPercent
    let remaining = TimeInterval(left * modelDuration / speed)
    if let interruptible {
      interruptible.isReversed = reversed
      interruptible.continueAnimation(
        withTimingParameters: timingCurve, durationFactor: modelDuration > 0 ? left : 0)
    } else {
      for animator in captured { animator.core.resume(reversed: reversed, remaining: remaining) }
    }
    captured = []
    interruptible = nil
    context = nil
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

  /// A touch moves far enough to recognize.
  ///
  /// Asks gestureRecognizerShouldBegin (§9.2 D: false → failed), then begins. Returns whether it began.
  @discardableResult
  public func begin(
    translation: CGPoint = .zero, velocity: CGPoint = .zero, at location: CGPoint = .zero
  ) -> Bool {
    guard recognizer.isEnabled, recognizer.view?.window != nil else { return false }
    recognizer.store.location = location
    recognizer.store.translation = translation
    recognizer.store.velocity = velocity
    if let delegate = recognizer.store.delegate, !delegate.gestureRecognizerShouldBegin(recognizer)
    {
      set(.failed)
      recognizer.store.state = .possible
      return false
    }
    began = true
    set(.began)
    UIKitModel.advance(by: 1.0 / 60)
    return true
  }

  /// The touch moves: cumulative translation (§9.3 D), then one frame passes.
  public func move(to translation: CGPoint, velocity: CGPoint = .zero) {
    guard began else { return }
    recognizer.store.translation = translation
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
