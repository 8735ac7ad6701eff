#if canImport(SwiftUI) && canImport(UIKit)
import Curtain
import SwiftUI
import UIKit

/// An invisible view that SwiftUI places behind a view declaring a navigation transition
/// (`.curtainNavigationTransition`) or marking a matched source (`.curtainMatchSource`): it
/// finds the `UINavigationController` SwiftUI made, keeps Curtain's delegate on it while the
/// view is in a window (``NavigationTransitionChain``), and is found again there when a push or
/// a pop is planned.
final class NavigationProbeView: UIView {
  /// What the view behind it declares.
  enum Role {
    /// A transition: the stack's when the probe is beside the navigation controller's view
    /// (the modifier is on the stack), the screen's own when it is inside one of its screens.
    case transition(NavigationDeclaration)
    /// A matched transition's source.
    case matchSource(MatchSourceKey)
  }

  var role: Role {
    didSet { chain?.hold(self, stack: stackDeclaration) }
  }
  /// The chain it keeps installed while it is in a window.
  private(set) var chain: NavigationTransitionChain?
  /// Whether it sits beside the navigation controller's view (on the stack).
  private var isBesideStack = false

  init(role: Role) {
    self.role = role
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isAccessibilityElement = false
  }

  @available(*, unavailable, message: "Made by the navigation modifiers only")
  required init?(coder: NSCoder) {
    nil
  }

  /// The declaration of a probe on the stack; `nil` for one inside a screen.
  private var stackDeclaration: NavigationDeclaration? {
    guard isBesideStack, case .transition(let declaration) = role else { return nil }
    return declaration
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      release()
    } else {
      attach()
    }
  }

  /// Finds the navigation controller and holds Curtain's delegate on it.
  func attach() {
    guard let (navigation, beside) = NavigationLocator.locate(from: self) else { return }
    if let chain, chain.navigationController !== navigation { release() }
    isBesideStack = beside
    let chain = NavigationTransitionChain.installed(on: navigation)
    chain.hold(self, stack: stackDeclaration)
    self.chain = chain
  }

  /// Lets go of the chain (which gives SwiftUI its delegate back when no probe holds it).
  func release() {
    chain?.release(self)
    chain = nil
  }

  /// The declaration of the first probe inside `view` (depth first) that declares a
  /// transition.
  static func declaration(in view: UIView) -> NavigationDeclaration? {
    if let probe = view as? NavigationProbeView, case .transition(let declaration) = probe.role {
      return declaration
    }
    for subview in view.subviews {
      if let found = declaration(in: subview) { return found }
    }
    return nil
  }

  /// The first probe inside `view` (depth first) that marks `key`'s source.
  static func source(_ key: MatchSourceKey, in view: UIView) -> NavigationProbeView? {
    if let probe = view as? NavigationProbeView, case .matchSource(let marked) = probe.role,
      marked == key
    {
      return probe
    }
    for subview in view.subviews {
      if let found = source(key, in: subview) { return found }
    }
    return nil
  }
}

/// Finds the navigation controller a probe belongs to, from UIKit's hierarchies alone.
@MainActor
enum NavigationLocator {
  /// The navigation controller whose view contains `probe` (the probe is inside one of its
  /// screens) or, failing that, the nearest one whose view is beside it (the probe is behind
  /// the stack: SwiftUI puts a modifier's background beside the view it modifies).
  ///
  /// - Parameter probe: A view in a window.
  /// - Returns: The navigation controller, and whether the probe is beside it; `nil` when
  ///   there is none.
  static func locate(from probe: UIView) -> (UINavigationController, beside: Bool)? {
    guard let root = probe.window?.rootViewController else { return nil }
    let navigations = navigationControllers(from: root)
    var ancestor = probe.superview
    while let current = ancestor {
      if let inside = navigations.first(where: { $0.view === current }) { return (inside, false) }
      if let beside = navigations.first(where: { isView($0.view, inside: current) }) {
        return (beside, true)
      }
      ancestor = current.superview
    }
    return nil
  }

  /// Every navigation controller reachable from `controller` through children (UIKit's
  /// containers, SwiftUI's hosting controllers) and presentations.
  static func navigationControllers(from controller: UIViewController) -> [UINavigationController] {
    var found: [UINavigationController] = []
    var pending = [controller]
    while let current = pending.popLast() {
      if let navigation = current as? UINavigationController { found.append(navigation) }
      pending.append(contentsOf: current.children)
      if let presented = current.presentedViewController,
        presented.presentingViewController === current
      {
        pending.append(presented)
      }
    }
    return found
  }

  /// Whether `view` is `ancestor` or inside it.
  static func isView(_ view: UIView?, inside ancestor: UIView) -> Bool {
    var current = view
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.superview
    }
    return false
  }
}

/// Places a ``NavigationProbeView`` behind a view.
struct NavigationProbe: UIViewControllerRepresentable {
  let role: NavigationProbeView.Role

  func makeUIViewController(context: Context) -> UIViewController {
    let controller = UIViewController()
    controller.view = NavigationProbeView(role: role)
    return controller
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    (uiViewController.view as? NavigationProbeView)?.role = role
  }

  static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: ()) {
    (uiViewController.view as? NavigationProbeView)?.release()
  }
}
#endif
