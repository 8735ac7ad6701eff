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
  static func perform(to size: CGSize, _ change: () -> Void) {
    let coordinator = ModelSizeTransitionCoordinator(container: UIKitModel.world.window)
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
    change()
    coordinator.finish()
  }

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
/// M: the model's size change takes no time; it is not animated (``isAnimated`` is false, its
/// duration 0), the alongside animations run without animation once the window has its new size
/// and its containers are laid out, then the completions. Nothing is interactive, so
/// interaction-change handlers are never called.
@MainActor
public final class ModelSizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private let container: UIView
  private var queued: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var ended = false

  init(container: UIView) {
    self.container = container
    super.init()
  }

  /// M: the model's size change is not animated.
  public var isAnimated: Bool { false }
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
  /// M: no time.
  public var transitionDuration: TimeInterval { 0 }
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
    if let animation { queued.append(animation) }
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

  /// The size has changed: the alongside animations, then the completions.
  func finish() {
    guard !ended else { return }
    while !queued.isEmpty {
      let blocks = queued
      queued = []
      for block in blocks { block(self) }
    }
    ended = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
