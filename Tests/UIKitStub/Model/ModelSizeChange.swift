// A size change of the window (a rotation): who hears `viewWillTransition(to:with:)`, and the
// coordinator it comes with (AD/uicontentcontainer/viewwilltransition(to:with:)).

/// The notification of a size change (model only).
@MainActor
enum ModelSizeChange {
  /// Tells the controllers that the window becomes `size`, runs `change`, then the
  /// coordinator's alongside animations and completions.
  ///
  /// D (AD): "UIKit calls this method before changing the size of a presented view
  /// controller's view"; "View controllers forward the size change message to their views and
  /// child view controllers. Presentation controllers forward the size change to their
  /// presented view controller." The model sends it to the window's root controller (which
  /// forwards it to its children) and to the presentation controller of every controller
  /// presented in the window, bottom to top (each forwards it to its presented controller);
  /// then it changes the size.
  ///
  /// Note 21.7 M: the change takes no time and is not animated. Alternative
  /// `sizeChangeAnimated`: it is animated (AD/uiviewcontrollertransitioncoordinatorcontext/
  /// isanimated: "In nearly all other cases" than a `.custom` presentation "the value of this
  /// property is true"), the change and the alongside animations in a 0.4 s ease-in-out
  /// property animator, the completions when it ends.
  static func perform(to size: CGSize, _ change: @escaping () -> Void) {
    let animated = UIKitModel.world.readings.uses(.sizeChangeAnimated)
    let coordinator = ModelSizeTransitionCoordinator(
      container: UIKitModel.world.window, duration: animated ? animatedDuration : 0)
    if let root = UIKitModel.world.window.rootViewController {
      root.viewWillTransition(to: size, with: coordinator)
      var told: Set<ObjectIdentifier> = []
      for controller in [root] + descendants(of: root) {
        var presented = controller.controllerStore.presented
        while let next = presented {
          if let presentation = next.controllerStore.presentationController,
            told.insert(ObjectIdentifier(presentation)).inserted
          {
            presentation.viewWillTransition(to: size, with: coordinator)
          }
          presented = next.controllerStore.presented
        }
      }
    }
    if animated {
      coordinator.animate(change)
    } else {
      change()
      coordinator.finish()
    }
  }

  /// The duration of an animated size change (note 21.7, alternative `sizeChangeAnimated`; M:
  /// a phone's rotation takes about 0.3–0.4 s, Apple documents no value).
  static let animatedDuration: TimeInterval = 0.4

  private static func descendants(of controller: UIViewController) -> [UIViewController] {
    controller.modelChildren.flatMap { [$0] + descendants(of: $0) }
  }
}

extension UIViewController {
  /// The child controllers (model only): a navigation controller's stack, a tab bar
  /// controller's tabs.
  var modelChildren: [UIViewController] {
    if let navigation = self as? UINavigationController { return navigation.viewControllers }
    if let tabBar = self as? UITabBarController { return tabBar.viewControllers ?? [] }
    return []
  }
}

/// The coordinator of a size change (model only; UIKit's is a private class).
///
/// M (note 21.7): the model's size change takes no time; it is not animated (``isAnimated`` is
/// false, its duration 0), the alongside animations run without animation once the window has
/// its new size and its containers are laid out, then the completions. Under the alternative
/// `sizeChangeAnimated` it is animated (``isAnimated`` true, its duration 0.4 s): the new
/// layout and the alongside animations run in a property animator of that duration, and the
/// completions when it ends. Nothing is interactive, so interaction-change handlers are never
/// called.
@MainActor
public final class ModelSizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private let container: UIView
  private var queued: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var ended = false
  private let duration: TimeInterval
  /// The animator of an animated size change, while it runs (note 21.7 alternative).
  private var animator: UIViewPropertyAnimator?

  init(container: UIView, duration: TimeInterval) {
    self.container = container
    self.duration = duration
    super.init()
  }

  /// M (note 21.7): the model's size change is not animated (alternative: it is).
  public var isAnimated: Bool { duration > 0 }
  /// Not a modal presentation or dismissal (H-TC: `UIModalPresentationNone` then).
  public var presentationStyle: UIModalPresentationStyle { .none }
  /// A size change is never interactive.
  public var initiallyInteractive: Bool { false }
  /// No interruptible animator.
  public var isInterruptible: Bool { false }
  /// A size change is never interactive.
  public var isInteractive: Bool { false }
  /// A size change is never cancelled.
  public var isCancelled: Bool { false }
  /// M (note 21.7): no time (alternative: 0.4 s).
  public var transitionDuration: TimeInterval { duration }
  /// Not interactive: 0.
  public var percentComplete: CGFloat { 0 }
  /// 1.
  public var completionVelocity: CGFloat { 1 }
  /// Ease-in-out.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// No controller changes: `nil`.
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    nil
  }
  /// No view changes: `nil`.
  public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  /// The window.
  public var containerView: UIView { container }
  /// M: the model resizes the window without turning the interface.
  public var targetTransform: CGAffineTransform { .identity }

  /// Queues an alongside animation and a completion.
  ///
  /// H-TC: the animations run "in the same animation context as the transition" and the
  /// completion "after the transition completes"; the model runs them once the window has its
  /// new size (see the type). After the change it queues nothing and returns `false`.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !ended else { return false }
    if let animation {
      if let animator, animator.state == .active {
        // Animated (note 21.7 alternative) and under way: over what is left of it (§1.13 D).
        animator.addAnimations { [self] in animation(self) }
      } else {
        queued.append(animation)
      }
    }
    if let completion { completions.append(completion) }
    return true
  }

  /// As ``animate(alongsideTransition:completion:)``.
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

  /// A size change is never interactive: the handler is never called.
  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// An animated size change (note 21.7 alternative): `change` and the alongside animations in
  /// a property animator of the coordinator's duration; the completions when it ends.
  func animate(_ change: @escaping () -> Void) {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    animator.addAnimations { [self] in
      change()
      runQueued()
    }
    animator.addCompletion { [self] _ in
      self.animator = nil
      finish()
    }
    self.animator = animator
    animator.startAnimation()
  }

  private func runQueued() {
    while !queued.isEmpty {
      let blocks = queued
      queued = []
      for block in blocks { block(self) }
    }
  }

  /// The size has changed: the alongside animations, then the completions.
  func finish() {
    guard !ended else { return }
    runQueued()
    ended = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
