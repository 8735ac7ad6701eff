#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import Testing
import UIKit

/// The delegate of the UIKit side: it vends a ``TransitionBridge`` for every modal, navigation
/// and tab transition, as CurtainUIKit's own delegates do (a dismissal's bridge takes the
/// dismissed view's frame as its presented frame, as `ModalTransitionDelegate` does), and
/// keeps the last one so that the scenario can grab, drive and re-target it.
@MainActor
final class DifferentialVendor: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate, UITabBarControllerDelegate
{
  let animator: any TransitionAnimator
  var interactive = false
  private(set) var bridge: TransitionBridge?
  var onEnded: ((Bool) -> Void)?

  init(animator: any TransitionAnimator) { self.animator = animator }

  private func make(
    _ operation: TransitionContext.Operation, tabSwitch: TabSwitch? = nil
  ) -> TransitionBridge {
    let made = TransitionBridge(animator: animator, operation: operation, tabSwitch: tabSwitch)
    made.sourceFrame = DifferentialScenario.sourceFrame
    made.wantsInteractiveStart = interactive
    made.reducesMotion = false
    made.onEnded = { [weak self] completed in self?.onEnded?(completed) }
    bridge = made
    return made
  }

  private func interactor(
    _ animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard interactive, let bridge = animator as? TransitionBridge else { return nil }
    return bridge
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { make(.present) }

  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let made = make(.dismiss)
    made.presentedFrame = dismissed.view.frame
    return made
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor(animator) }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor(animator) }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? make(.push) : make(.pop)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor(animationController) }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let controllers = tabBarController.viewControllers ?? []
    guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC)
    else { return nil }
    return make(.tab, tabSwitch: TabSwitch(from: from, to: to))
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor(animationController) }
}

/// A scenario played by CurtainUIKit on the UIKit model: a fresh model world, advanced a frame
/// at a time through ``ScenarioClock``.
@MainActor
final class DifferentialUIKitSide {
  private(set) var vendor: DifferentialVendor?
  private(set) var actors = DifferentialActors()
  private(set) var completion: (frame: Int, finished: Bool)?
  private(set) var frame = 0
  private var root = UIViewController()
  private let second = UIViewController()
  private let third = UIViewController()
  private var navigation: UINavigationController?
  private var tabs: UITabBarController?

  /// Sets the world up for `scenario` and starts its transition (the setup transitions, a
  /// dismissal's presentation or a pop's push, run to their end first).
  func start(_ scenario: DifferentialScenario) throws {
    let vendor = DifferentialVendor(
      animator: try scenario.descriptor.makeAnimator(scenario.uikitParameters))
    self.vendor = vendor
    // A fresh world before any controller loads its view (a view loaded in the last
    // scenario's world would take its rotated window).
    UIKitModel.reset(size: DifferentialScenario.size)
    switch scenario.operation {
    case .present, .dismiss:
      Harness.world(root: root)
      second.transitioningDelegate = vendor
      second.modalPresentationStyle = .fullScreen
      if scenario.operation == .dismiss {
        root.present(second, animated: true)
        ScenarioClock.runUntilIdle()
      }
    case .push, .pop:
      let navigation = UINavigationController(rootViewController: root)
      self.navigation = navigation
      Harness.world(root: navigation)
      navigation.delegate = vendor
      if scenario.operation == .pop {
        navigation.pushViewController(second, animated: true)
        ScenarioClock.runUntilIdle()
      }
    case .tab:
      let tabs = UITabBarController()
      tabs.viewControllers = [root, second, third]
      self.tabs = tabs
      Harness.world(root: tabs)
      tabs.delegate = vendor
    }
    vendor.interactive = scenario.isInteractive
    vendor.onEnded = { [weak self] finished in
      guard let self else { return }
      self.completion = (self.frame, finished)
    }
    switch scenario.operation {
    case .present: root.present(second, animated: true)
    case .dismiss: second.dismiss(animated: true)
    case .push: navigation?.pushViewController(second, animated: true)
    case .pop: navigation?.popViewController(animated: true)
    case .tab: tabs?.selectedIndex = 1
    }
    // The controller the transition leaves: the root for a presentation, a push and the switch
    // from the first tab; the second controller for a dismissal and a pop.
    let leaving = [.dismiss, .pop].contains(scenario.operation) ? second : root
    let reaching = leaving === root ? second : root
    for role in ScreenRoles.roles(for: scenario.operation) {
      for actor in role.actors {
        actors.screens[actor] = role.side == .from ? leaving.view : reaching.view
      }
    }
    actors.container = UIKitModel.world.transitionsInFlight.last?.containerView
  }

  /// Matches the temporary views to the headless actors (once, at the first frame).
  func matchTemporaries(_ actorList: [ActorID], firstFrame: [ActorID: ViewState]) {
    actors.matchTemporaries(actorList, firstFrame: firstFrame)
  }

  /// One frame passes.
  func advance() {
    frame += 1
    ScenarioClock.advance(by: ScenarioClock.frame)
  }

  /// `seconds` pass without counting a frame (the clocks' half-frame phase).
  func advance(by seconds: TimeInterval) { ScenarioClock.advance(by: seconds) }

  func grab() -> Bool { vendor?.bridge?.grab() ?? false }

  /// The root controller's view (where a finger's pan is attached: it is in the window while a
  /// modal transition runs).
  var rootView: UIView { root.view }

  var progress: Double? { vendor?.bridge?.heldProgress }

  func update(_ progress: Double) { vendor?.bridge?.update(progress: progress) }

  func release(finishing: Bool, velocity: Double) {
    vendor?.bridge?.release(finishing: finishing, velocity: velocity)
  }

  /// Rotates the window to `size` and re-targets the bridge onto the new container.
  func retarget(to size: CGSize) -> Bool {
    UIKitModel.rotate(to: size)
    return vendor?.bridge?.retarget(presentedFrame: CGRect(origin: .zero, size: size)) ?? false
  }

  /// The structure once ended.
  var structure: String {
    var presented = 0
    var top: UIViewController? = tabs ?? navigation ?? root
    while let next = top?.presentedViewController {
      presented += 1
      top = next
    }
    let stack = navigation?.viewControllers.count ?? 1
    return
      "presented \(presented), stack \(stack), tab \(tabs.map { String($0.selectedIndex) } ?? "-")"
  }
}
#endif
