// The transition coordinator (UIViewControllerTransitionCoordinator.h): what a controller's
// `transitionCoordinator` returns while a transition runs, with the shapes of the SDK's
// interface (the Objective-C names as Swift imports them; ObjC methods that return `BOOL` are
// `@discardableResult` when imported). The behaviour is in Model/ModelCoordinator.swift.

// Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// Information about a transition in progress.
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle
  /// The modal presentation style, or `.none` for a transition that is not modal.
  var presentationStyle: UIModalPresentationStyle { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive
  /// Whether the transition started interactive (never changes during the transition).
  var initiallyInteractive: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinterruptible
  /// Whether the animator vends an interruptible animator.
  @available(iOS 10.0, tvOS 10.0, *)
  var isInterruptible: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  /// Whether a gesture drives the transition now.
  var isInteractive: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  /// Whether the interactive transition was cancelled.
  var isCancelled: Bool { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
  /// The full duration of the transition if it runs non-interactively.
  var transitionDuration: TimeInterval { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/percentcomplete
  /// How far the transition was when it became non-interactive.
  var percentComplete: CGFloat { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completionvelocity
  /// The speed of the non-interactive completion.
  var completionVelocity: CGFloat { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completioncurve
  /// The curve of the non-interactive completion.
  var completionCurve: UIView.AnimationCurve { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:)
  /// A controller in the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/view(forkey:)
  /// A view in the transition.
  @available(iOS 8.0, tvOS 9.0, *)
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/containerview
  /// The container view of the transition.
  var containerView: UIView { get }
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/targettransform
  /// The rotation applied during the transition.
  @available(iOS 8.0, tvOS 9.0, *)
  var targetTransform: CGAffineTransform { get }
}

// Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinator
/// Runs animations alongside a transition and reports its interaction changes.
@MainActor
@available(iOS 7.0, tvOS 9.0, *)
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  /// Runs `animation` in the transition's animation context and `completion` after it
  /// completes; returns whether the animations were queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinator/animatealongsidetransition(in:animation:completion:)
  /// As ``animate(alongsideTransition:completion:)``, for animations in a view outside the
  /// container; the view must not be nil (§20.12).
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // Mirrors: documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  /// Calls `handler` each time the transition goes from interactive to non-interactive and
  /// back.
  @available(iOS 10.0, tvOS 10.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// The SDK's interface gives both `completion` parameters a default of `nil` (an Objective-C
// protocol can); a Swift protocol requirement cannot, so these overloads supply it.
extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` without a completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
  /// ``animateAlongsideTransition(in:animation:completion:)`` without a completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
