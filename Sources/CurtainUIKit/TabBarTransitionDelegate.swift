#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

/// A tab-bar-controller delegate that plays tab switches with a Curtain animator, with an
/// optional horizontal pan that switches tabs interactively (Hero #354).
///
/// The operation is `.tab`, with the tab indices in the context's `tabSwitch`, so an animator
/// can slide left or right by comparing them. The built-ins that declare tab switches are
/// `cross-dissolve`, `slide`, `slide-navigation` and `flip`:
///
/// ```swift
/// let delegate = try TabBarTransitionDelegate(
///   spec: TransitionSpec(animator: "slide"), registry: AnimatorRegistry.builtIn)
/// delegate.attach(to: tabBarController, interactive: true)
/// ```
@MainActor
public final class TabBarTransitionDelegate: NSObject, UITabBarControllerDelegate {
  /// The animator for tab switches.
  public var animator: any TransitionAnimator
  /// The horizontal pan that switches tabs, when attached with `interactive: true`.
  public private(set) var interaction: PanInteraction?
  /// Called when the animator cannot plan a tab switch, with the error; the switch then
  /// completes without animation, and the failure is logged (`os.Logger`, subsystem `Curtain`).
  public var onFailure: (@MainActor (TransitionError) -> Void)?
  /// The last failure reported through ``onFailure``; `nil` until one.
  public private(set) var lastError: TransitionError?
  private weak var tabBarController: UITabBarController?
  private var pendingIndex: Int?
  /// The switch playing now, if any (held weakly: UIKit holds it while it runs).
  private weak var runningSwitch: TransitionBridge?

  /// Creates a delegate.
  ///
  /// - Parameter animator: The animator for tab switches.
  public init(animator: any TransitionAnimator) {
    self.animator = animator
    super.init()
  }

  /// Creates a delegate with the animator a spec names, built for tab switches.
  ///
  /// - Parameters:
  ///   - spec: The spec; its animator must support the `.tab` operation.
  ///   - registry: The registry that knows the spec's animator, such as
  ///     `AnimatorRegistry.builtIn`.
  /// - Throws: `RegistryError` for an unknown id, a bad parameter or an animator that does not
  ///   support tab switches; otherwise whatever its factory throws.
  public convenience init(spec: TransitionSpec, registry: AnimatorRegistry) throws {
    self.init(animator: try registry.makeAnimator(for: spec, operation: .tab))
  }

  /// Becomes `tabBarController`'s delegate (which keeps this object alive) and, when
  /// `interactive`, adds a horizontal pan to its view: a swipe brings in the tab on the side
  /// it comes from, so left to right a swipe towards the left goes to the next tab and right to
  /// left to the previous one (the direction is picked when the pan begins).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - interactive: Whether to add the pan. Defaults to `false`.
  public func attach(to tabBarController: UITabBarController, interactive: Bool = false) {
    self.tabBarController = tabBarController
    tabBarController.delegate = self
    tabBarController.curtainStorage.tabBarDelegate = self
    guard interactive else { return }
    let pan = PanInteraction(pan: .regular(.fromRight))
    pan.choosePan = { [weak self] velocity in
      guard let self, let target = self.prepareSwitch(velocityX: velocity.x),
        let followed = TabSwipe.pan(velocityX: velocity.x)
      else { return nil }
      pendingIndex = target
      return followed
    }
    pan.onBegin = { [weak self] in self?.performPendingSwitch() }
    pan.attach(to: tabBarController.view)
    interaction = pan
  }

  /// Stops being the delegate and removes the pan.
  public func detach() {
    interaction?.detach()
    interaction = nil
    if let tabBarController, tabBarController.delegate === self {
      tabBarController.delegate = nil
      tabBarController.curtainStorage.tabBarDelegate = nil
    }
  }

  // MARK: - UITabBarControllerDelegate

  /// A bridge for the switch, with the tab indices in its operation.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - fromVC: The tab leaving.
  ///   - toVC: The tab arriving.
  /// - Returns: The animation controller.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let controllers = tabBarController.viewControllers ?? []
    guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC)
    else { return nil }
    let bridge = TransitionBridge(
      animator: animator, operation: .tab, tabSwitch: TabSwitch(from: from, to: to))
    bridge.onFailure = { [weak self] error in
      self?.lastError = error
      self?.onFailure?(error)
    }
    if let interaction, interaction.isActive {
      bridge.wantsInteractiveStart = true
      interaction.bridge = bridge
    }
    runningSwitch = bridge
    return bridge
  }

  /// The bridge itself while the pan drives the switch.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - animationController: The animation controller UIKit got.
  /// - Returns: The interaction controller, or `nil`.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let bridge = animationController as? TransitionBridge, bridge.wantsInteractiveStart
    else { return nil }
    return bridge
  }

  // MARK: - Internals

  /// The tab a horizontal swipe goes to, by the core's rule (`TabSwipe`, the headless scene's
  /// too): tabs run in the layout direction, so left to right a swipe towards the left brings
  /// in the next tab and right to left the previous one; `nil` past either end, for no
  /// horizontal speed, or while a switch plays
  /// (UIKit refuses a second switch mid-transition; the pan does not grab a running switch yet),
  /// or while the tab bar controller presents another controller, even one still arriving: the
  /// tabs are covered, and a switch still running under a released presentation would make
  /// UIKit refuse the presented screen's dismissal ("Attempt to dismiss while a presentation or
  /// dismiss is in progress"; found by the UIKit fuzz soak, seed 539454537).
  private func prepareSwitch(velocityX: CGFloat) -> Int? {
    guard let tabBarController, velocityX != 0, runningSwitch?.isInTransition != true,
      tabBarController.presentedViewController == nil
    else {
      return nil
    }
    return TabSwipe.target(
      selectedIndex: tabBarController.selectedIndex,
      tabCount: tabBarController.viewControllers?.count ?? 0, velocityX: velocityX,
      layoutDirection: tabBarController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight)
  }

  private func performPendingSwitch() {
    guard let tabBarController, let index = pendingIndex else { return }
    pendingIndex = nil
    tabBarController.selectedIndex = index
  }
}
#endif
