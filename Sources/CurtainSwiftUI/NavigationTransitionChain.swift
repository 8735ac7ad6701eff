#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import CurtainEngine
import CurtainUIKit
import SwiftUI
import UIKit

/// The delegate of a navigation controller SwiftUI owns while a Curtain navigation modifier is
/// on screen: it plays the pushes and pops the core's ``NavigationTransitionRule`` gives a
/// declared transition through CurtainUIKit's `NavigationTransitionDelegate` (which also keeps
/// the system's swipe back, and has it drive a declared pop), and passes everything else to
/// the delegate it replaced, SwiftUI's own: the pushes and pops nothing declares, the calls
/// before and after every push and pop, and any other call of the protocol.
///
/// The probes that find the navigation controller (``NavigationProbeView``) hold the chain
/// while they are in a window; when the last lets go, SwiftUI's delegate is put back.
@MainActor
final class NavigationTransitionChain: NSObject, UINavigationControllerDelegate {
  private(set) weak var navigationController: UINavigationController?
  /// The delegate it replaced (SwiftUI's), which it answers for.
  private(set) weak var chained: (any UINavigationControllerDelegate)?
  /// Curtain's delegate: the bridges, the swipe back's gesture rules, the pan.
  let curtain: NavigationTransitionDelegate
  /// The probes holding it, each with the declaration it makes on the stack (if any).
  private var holders: [(id: ObjectIdentifier, stack: NavigationDeclaration?)] = []
  /// Whether the interactive pop pan is wired.
  private var wiredPop: Pan?

  private init(
    navigationController: UINavigationController,
    chained: (any UINavigationControllerDelegate)?
  ) {
    self.navigationController = navigationController
    self.chained = chained
    // The animators are set before each push or pop the rule gives Curtain.
    curtain = NavigationTransitionDelegate(animator: FadePresentation())
    super.init()
  }

  /// The chain on `navigationController`, installed now if it has none: Curtain's delegate is
  /// attached (it takes the swipe back's gesture delegate, which it gives back on detach), then
  /// this chain becomes the navigation controller's delegate in front of the one it had.
  static func installed(
    on navigationController: UINavigationController
  ) -> NavigationTransitionChain {
    if let chain = navigationController.delegate as? NavigationTransitionChain { return chain }
    let chain = NavigationTransitionChain(
      navigationController: navigationController, chained: navigationController.delegate)
    chain.curtain.attach(to: navigationController)
    navigationController.delegate = chain
    return chain
  }

  /// The declaration on the stack: the last holder's that makes one.
  var stackDeclaration: NavigationDeclaration? {
    holders.last { $0.stack != nil }?.stack
  }

  /// Keeps the chain for `holder`, with the declaration it makes on the stack.
  func hold(_ holder: AnyObject, stack: NavigationDeclaration?) {
    let id = ObjectIdentifier(holder)
    if let index = holders.firstIndex(where: { $0.id == id }) {
      holders[index].stack = stack
    } else {
      holders.append((id, stack))
    }
    if let pan = stackDeclaration?.interactivePop, pan != wiredPop {
      curtain.wireInteractivePop(pan)
      wiredPop = pan
    }
  }

  /// Lets go for `holder`; the last one out gives the navigation controller its delegate back.
  func release(_ holder: AnyObject) {
    let id = ObjectIdentifier(holder)
    holders.removeAll { $0.id == id }
    guard holders.isEmpty else { return }
    curtain.detach()
    wiredPop = nil
    if let navigationController, navigationController.delegate === self {
      navigationController.delegate = chained
    }
  }

  // MARK: - UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let kind: TransitionOperation = operation == .push ? .push : .pop
    if operation == .push {
      // The arriving screen's SwiftUI content is laid out, so that its probe is there to read.
      toVC.view.layoutIfNeeded()
    }
    let choice = NavigationTransitionRule.choose(
      operation: operation == .none ? .tab : kind,
      leaving: operation == .pop ? NavigationProbeView.declaration(in: fromVC.view) : nil,
      arriving: operation == .push ? NavigationProbeView.declaration(in: toVC.view) : nil,
      stack: stackDeclaration, systemSwipeDrives: Self.systemSwipeDrives(navigationController))
    let declaration: NavigationDeclaration
    let followsSystemSwipe: Bool
    switch choice {
    case .declared(let declared):
      declaration = declared
      followsSystemSwipe = false
    case .followingSystemSwipe(let declared):
      declaration = declared
      followsSystemSwipe = true
    case .system:
      return chainedAnimationController(navigationController, operation, fromVC, toVC)
    }
    do {
      let animator = try declaration.animator(for: kind)
      curtain.animator = animator
      curtain.popAnimator = animator
    } catch {
      declaration.onError?(error)
      return chainedAnimationController(navigationController, operation, fromVC, toVC)
    }
    let onError = declaration.onError
    curtain.onFailure = { error in onError?(error) }
    let controller: (any UIViewControllerAnimatedTransitioning)?
    if followsSystemSwipe {
      // The declared pop, following the swipe back; without one (no swipe under way after
      // all), the system's pop.
      guard let bridge = curtain.popFollowingSystemSwipe(navigationController) else {
        return chainedAnimationController(navigationController, operation, fromVC, toVC)
      }
      controller = bridge
    } else {
      controller = curtain.navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    if let bridge = controller as? TransitionBridge, let key = declaration.matchSource {
      let sourceScreen = NavigationTransitionRule.sourceIsOnLeavingScreen(for: kind) ? fromVC : toVC
      bridge.provideMatchedPairs = { [weak sourceScreen] container, presented in
        guard let screen = sourceScreen else { return [] }
        return Self.matchedPairs(key, on: screen, in: container, presented: presented)
      }
    }
    return controller
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    if animationController is TransitionBridge {
      return curtain.navigationController(
        navigationController, interactionControllerFor: animationController)
    }
    #if canImport(ObjectiveC)
    return chained?.navigationController?(
      navigationController, interactionControllerFor: animationController)
    #else
    return chained?.navigationController(
      navigationController, interactionControllerFor: animationController)
    #endif
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    curtain.navigationController(navigationController, willShow: viewController, animated: animated)
    #if canImport(ObjectiveC)
    chained?.navigationController?(
      navigationController, willShow: viewController, animated: animated)
    #else
    chained?.navigationController(
      navigationController, willShow: viewController, animated: animated)
    #endif
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    curtain.navigationController(navigationController, didShow: viewController, animated: animated)
    #if canImport(ObjectiveC)
    chained?.navigationController?(
      navigationController, didShow: viewController, animated: animated)
    #else
    chained?.navigationController(
      navigationController, didShow: viewController, animated: animated)
    #endif
  }

  #if canImport(ObjectiveC) && os(iOS)
  /// The chained delegate's, which this chain answers for only when that delegate does
  /// (``responds(to:)``).
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    chained?.navigationControllerSupportedInterfaceOrientations?(navigationController)
      ?? .all
  }

  /// The chained delegate's, which this chain answers for only when that delegate does.
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    chained?.navigationControllerPreferredInterfaceOrientationForPresentation?(
      navigationController) ?? .portrait
  }

  /// Says it answers the interface-orientation calls only when the chained delegate does, so
  /// that UIKit's own default holds otherwise (UIKit asks before calling an optional method).
  nonisolated override func responds(to aSelector: Selector!) -> Bool {
    let forwarded: [Selector] = [
      #selector(
        UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
      #selector(
        UINavigationControllerDelegate
          .navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
    ]
    guard forwarded.contains(aSelector) else { return super.responds(to: aSelector) }
    // UIKit asks on the main thread; anywhere else the chain answers for nothing it forwards.
    guard Thread.isMainThread else { return false }
    return MainActor.assumeIsolated { chained?.responds(to: aSelector) ?? false }
  }
  #endif

  // MARK: - Helpers

  private func chainedAnimationController(
    _ navigationController: UINavigationController,
    _ operation: UINavigationController.Operation, _ fromVC: UIViewController,
    _ toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    #if canImport(ObjectiveC)
    return chained?.navigationController?(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    #else
    return chained?.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    #endif
  }

  /// Whether the system's swipe back drives the pop UIKit asks about.
  private static func systemSwipeDrives(_ navigationController: UINavigationController) -> Bool {
    #if os(tvOS)
    return false
    #else
    guard let swipe = navigationController.interactivePopGestureRecognizer else { return false }
    return swipe.state == .began || swipe.state == .changed
    #endif
  }

  /// The matched pair of `key`, from its source on `screen` (the screen below the pushed or
  /// popped one).
  ///
  /// The source's frame is placed where the screen is in `container` (its place in the window while it
  /// is there, else the container's bounds, where a navigation controller shows its screens),
  /// and the pushed or popped screen's whole frame as the destination, as SwiftUI's zoom
  /// uses. No source on the screen (scrolled away, gone): no pair, and the animator plays
  /// without one.
  static func matchedPairs(
    _ key: MatchSourceKey, on screen: UIViewController, in container: UIView, presented: CGRect?
  ) -> [MatchedPair] {
    guard let root = screen.view, let source = NavigationProbeView.source(key, in: root)
    else { return [] }
    let inScreen = root.convert(source.bounds, from: source)
    let screenFrame =
      root.window != nil && root.window === container.window
      ? container.convert(root.bounds, from: root) : container.bounds
    let frame = inScreen.offsetBy(
      dx: screenFrame.minX - root.bounds.minX, dy: screenFrame.minY - root.bounds.minY)
    guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
      frame.height.isFinite, frame.width > 0, frame.height > 0
    else { return [] }
    return [
      MatchedPair(
        id: "source", sourceFrame: frame, sourceCornerRadius: 0,
        destinationFrame: presented ?? container.bounds)
    ]
  }
}
#endif
