#if canImport(UIKit)
import Curtain
import UIKit

/// A navigation-controller delegate that plays pushes and pops with Curtain animators and
/// keeps the system swipe-back gesture working at every depth.
///
/// Setting a custom navigation delegate usually breaks the edge swipe (Hero #62, Jelly #78):
/// this delegate keeps `interactivePopGestureRecognizer` enabled, becomes its delegate and
/// lets it begin whenever there is something to pop (`viewControllers.count > 1`). A pop the
/// system gesture starts runs UIKit's own interactive pop; every other push and pop runs the
/// animator. An optional ``PanInteraction`` can drive custom pops instead. (CurtainSwiftUI's
/// navigation modifiers go further: there the swipe back drives the declared animator's pop.)
/// tvOS has no
/// swipe-back gesture (`interactivePopGestureRecognizer` is iOS-only): there every pop runs the
/// animator.
///
/// ```swift
/// let delegate = NavigationTransitionDelegate(animator: MyNavigationAnimator())
/// delegate.attach(to: navigationController)   // the controller keeps the delegate alive
/// ```
@MainActor
public final class NavigationTransitionDelegate: NSObject, UINavigationControllerDelegate,
  UIGestureRecognizerDelegate
{
  /// The animator for pushes, and for pops unless ``popAnimator`` is set.
  public var animator: any TransitionAnimator
  /// The animator for pops; `nil` uses ``animator``.
  public var popAnimator: (any TransitionAnimator)?
  /// A pan that pops interactively with the animator, if wired.
  public internal(set) var interaction: PanInteraction?
  /// Called when the animator cannot plan a push or pop (or a re-target of one), with the
  /// error; the transition then completes without animation, and the failure is logged
  /// (`os.Logger`, subsystem `Curtain`).
  public var onFailure: (@MainActor (TransitionError) -> Void)?
  /// The last failure reported through ``onFailure``; `nil` until one.
  public private(set) var lastError: TransitionError?
  private weak var navigationController: UINavigationController?
  /// The pop gesture's delegate before ``attach(to:)`` (UIKit's own), restored by ``detach()``.
  private weak var previousPopDelegate: (any UIGestureRecognizerDelegate)?
  /// Whether a push or pop is under way: from `willShow` until its transition coordinator's
  /// completion (completed or cancelled), or `didShow` for a change without a coordinator.
  var isTransitioning = false
  /// Counts the pushes and pops begun, so that the completion of one that ended does not clear
  /// the flag of one begun since.
  private var transitionCount = 0
  #if !os(tvOS)
  /// Follows the system swipe back for the pops ``popFollowingSystemSwipe(_:)`` vends.
  private var systemSwipe: SystemSwipeInteraction?
  #endif

  /// Creates a delegate.
  ///
  /// - Parameters:
  ///   - animator: The animator for pushes and pops.
  ///   - popAnimator: A separate animator for pops. Defaults to none.
  public init(animator: any TransitionAnimator, popAnimator: (any TransitionAnimator)? = nil) {
    self.animator = animator
    self.popAnimator = popAnimator
    super.init()
  }

  /// Creates a delegate with no animator, as EasyTransitions': pushes and pops are UIKit's own
  /// until ``set(animator:for:)`` gives them one.
  public override convenience init() {
    self.init(animator: UIKitNavigationTransition(), popAnimator: UIKitNavigationTransition())
  }

  /// Becomes `navigationController`'s delegate and the system pop gesture's delegate; the
  /// navigation controller keeps this object alive.
  ///
  /// - Parameter navigationController: The navigation controller.
  public func attach(to navigationController: UINavigationController) {
    self.navigationController = navigationController
    navigationController.delegate = self
    #if !os(tvOS)
    if let popGesture = navigationController.interactivePopGestureRecognizer {
      if popGesture.delegate !== self { previousPopDelegate = popGesture.delegate }
      popGesture.isEnabled = true
      popGesture.delegate = self
    }
    #endif
    navigationController.curtainStorage.navigationDelegate = self
  }

  /// Adds a pan on the navigation controller's view that pops with the animator.
  ///
  /// The system edge swipe keeps working; make it fail first or give the pan another edge.
  ///
  /// The pan also grabs this delegate's push or pop while it plays on its own timing, or while
  /// its own release settles (``PanInteraction/grabsRunningTransitions``): the transition stays
  /// where it is and follows the finger, which pulls a push back and pushes a pop on. A grab is
  /// the one case in which the pan begins during a transition (a new pop is refused then); the
  /// system's swipe back still waits for the transition to end.
  ///
  /// - Parameter pan: The direction or edge.
  public func wireInteractivePop(_ pan: Pan) {
    guard let navigationController else { return }
    interaction?.detach()
    let interaction = PanInteraction(pan: pan)
    interaction.grabsRunningTransitions = true
    interaction.shouldBegin = { [weak self, weak navigationController, weak interaction] in
      // A grab of the running push or pop (PanInteraction.grabsRunningTransitions).
      if interaction?.runningBridge?.canBeGrabbed == true { return true }
      return (navigationController?.viewControllers.count ?? 0) > 1
        && self?.isTransitioning == false
    }
    interaction.onBegin = { [weak navigationController] in
      _ = navigationController?.popViewController(animated: true)
    }
    interaction.attach(to: navigationController.view)
    self.interaction = interaction
  }

  /// Stops being the delegate, gives the pop gesture back to its previous delegate (UIKit's,
  /// which refuses at the root) and releases the pan.
  public func detach() {
    interaction?.detach()
    interaction = nil
    #if !os(tvOS)
    systemSwipe?.detach()
    systemSwipe = nil
    #endif
    #if !os(tvOS)
    if let popGesture = navigationController?.interactivePopGestureRecognizer,
      popGesture.delegate === self
    {
      popGesture.delegate = previousPopDelegate
    }
    #endif
    previousPopDelegate = nil
    if let navigationController, navigationController.delegate === self {
      navigationController.delegate = nil
      navigationController.curtainStorage.navigationDelegate = nil
    }
  }

  // MARK: - UINavigationControllerDelegate

  /// A bridge for the push or pop; `nil` (UIKit's own) while the system swipe-back drives a
  /// pop.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The controller leaving.
  ///   - toVC: The controller arriving.
  /// - Returns: The animation controller.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push:
      if animator is UIKitNavigationTransition { return nil }
      let bridge = TransitionBridge(animator: animator, operation: .push)
      bridge.onFailure = { [weak self] error in self?.report(error) }
      interaction?.runningBridge = bridge
      return bridge
    case .pop:
      #if !os(tvOS)
      if let system = navigationController.interactivePopGestureRecognizer,
        system.state == .began || system.state == .changed
      {
        return nil
      }
      #endif
      if (popAnimator ?? animator) is UIKitNavigationTransition { return nil }
      let bridge = TransitionBridge(animator: popAnimator ?? animator, operation: .pop)
      bridge.onFailure = { [weak self] error in self?.report(error) }
      if let interaction, interaction.isActive {
        bridge.wantsInteractiveStart = true
        interaction.bridge = bridge
      }
      // Grabbable while it plays on its own timing or its release settles.
      interaction?.runningBridge = bridge
      return bridge
    default:
      return nil
    }
  }

  /// The pop the system's swipe back drives, played by the pop animator (``popAnimator``, else
  /// ``animator``) and following the swipe: the engine's
  /// `NavigationTransitionRule.Choice.followingSystemSwipe`, which CurtainSwiftUI's navigation
  /// modifiers play.
  ///
  /// Call it from `navigationController(_:animationControllerFor:from:to:)` for a `.pop` asked
  /// while the swipe is under way. The bridge starts interactively: its progress is the swipe's
  /// translation over the navigation controller's width, and the swipe's release finishes or
  /// cancels it with the core's `InteractionTracker` decision (``PanInteraction``'s). UIKit gets
  /// the bridge as the pop's interaction controller too
  /// (``navigationController(_:interactionControllerFor:)``).
  ///
  /// - Parameter navigationController: The navigation controller whose swipe back drives the
  ///   pop.
  /// - Returns: The pop's bridge; `nil` when no swipe back is under way (or on tvOS, which has
  ///   none), and UIKit's own pop plays.
  package func popFollowingSystemSwipe(
    _ navigationController: UINavigationController
  ) -> TransitionBridge? {
    #if os(tvOS)
    return nil
    #else
    guard
      let swipe = navigationController.interactivePopGestureRecognizer as? UIPanGestureRecognizer,
      swipe.state == .began || swipe.state == .changed,
      !((popAnimator ?? animator) is UIKitNavigationTransition)
    else { return nil }
    let follower: SystemSwipeInteraction
    if let systemSwipe, systemSwipe.follows(swipe) {
      follower = systemSwipe
    } else {
      systemSwipe?.detach()
      follower = SystemSwipeInteraction(recognizer: swipe, in: navigationController.view)
      systemSwipe = follower
    }
    let bridge = TransitionBridge(animator: popAnimator ?? animator, operation: .pop)
    bridge.onFailure = { [weak self] error in self?.report(error) }
    follower.follow(bridge)
    return bridge
    #endif
  }

  /// Notes that a push or pop starts (the swipe back must not begin during it), until its
  /// transition coordinator completes.
  ///
  /// The end is taken from the coordinator's completion, which runs whether the transition
  /// completed or was cancelled: UIKit sends no `didShow` after a cancelled interactive pop
  /// (openradar 21137690), so a flag cleared only there would refuse every later swipe back.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the change is animated.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    transitionCount += 1
    let transition = transitionCount
    isTransitioning = true
    navigationController.transitionCoordinator?.animate(alongsideTransition: nil) {
      [weak self] _ in
      guard let self, self.transitionCount == transition else { return }
      self.isTransitioning = false
    }
  }

  /// Notes that the push or pop completed (a change without a transition coordinator ends
  /// here; UIKit does not send this after a cancelled one).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change was animated.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    isTransitioning = false
  }

  /// The bridge itself while the wired pan, or the system swipe back it follows
  /// (`popFollowingSystemSwipe(_:)`, the package-level entry CurtainSwiftUI calls), drives the pop.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let bridge = animationController as? TransitionBridge, bridge.wantsInteractiveStart
    else { return nil }
    return bridge
  }

  /// Tells the app that a push or pop failed: ``lastError``, then ``onFailure``.
  private func report(_ error: TransitionError) {
    lastError = error
    onFailure?(error)
  }

  // MARK: - UIGestureRecognizerDelegate

  /// Lets the system swipe-back begin whenever there is a controller to pop and no push or pop
  /// is under way (a swipe at the root or mid-transition freezes the interface).
  ///
  /// - Parameter gestureRecognizer: The system pop gesture.
  /// - Returns: Whether it may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    #if !os(tvOS)
    guard let navigationController,
      gestureRecognizer === navigationController.interactivePopGestureRecognizer
    else { return true }
    return navigationController.viewControllers.count > 1 && !isTransitioning
    #else
    return true
    #endif
  }
}
#endif
