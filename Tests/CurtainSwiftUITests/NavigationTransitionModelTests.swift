#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// `.curtainNavigationTransition` on the UIKit model: the navigation controller SwiftUI owns
/// (its own delegate, a recorder here, in place), the probes the modifiers put behind their
/// views (``NavigationProbeView``) where SwiftUI would put them — beside the navigation
/// controller's view for a modifier on the stack, inside a screen for one on a destination or a
/// matched source — and pushes, pops, swipes back and pops to the root as UIKit makes them.
///
/// On the code before these modifiers nothing took the navigation controller's delegate: every
/// push and pop was UIKit's, no Curtain animator planned anything (each `planned` below was
/// empty).
@Suite @MainActor struct NavigationTransitionModelTests {
  /// What an animator planned: the operations and the matched pairs of each transition.
  final class Log {
    var planned: [TransitionOperation] = []
    var pairs: [[MatchedPair]] = []
  }

  /// Fades the arriving screen in (push) or the leaving one out (pop) over 0.3 s, logging.
  struct Recording: TransitionAnimator {
    let log: Log
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      log.planned.append(context.operation)
      log.pairs.append(context.matchedPairs)
      let push = context.operation == .push
      return try TransitionPlan(tracks: [
        Track(
          actor: push ? .to : .from, from: ViewState(alpha: push ? 0 : 1),
          to: ViewState(alpha: push ? 1 : 0),
          timing: AnimationTiming(curve: .easeInOut, duration: 0.3))
      ])
    }
  }

  /// SwiftUI's own delegate, as the chain must keep hearing from it.
  final class SwiftUIDelegate: NSObject, UINavigationControllerDelegate {
    var willShow = 0
    var didShow = 0
    var asked: [UINavigationController.Operation] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { willShow += 1 }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { didShow += 1 }
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      asked.append(operation)
      return nil
    }
  }

  struct World {
    let window: UIWindow
    let navigation: UINavigationController
    let root: UIViewController
    let swiftUI: SwiftUIDelegate
  }

  /// A 390 × 844 window whose root is a navigation controller with SwiftUI's delegate.
  func setUp() -> World {
    let world = UIKitModel.reset(size: CGSize(width: 390, height: 844), windowOrigin: .zero)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let swiftUI = SwiftUIDelegate()
    navigation.delegate = swiftUI
    world.window.rootViewController = navigation
    UIKitModel.advance(by: 1.0 / 60)
    return World(window: world.window, navigation: navigation, root: root, swiftUI: swiftUI)
  }

  func declaration(_ log: Log, matchSource: MatchSourceKey? = nil) -> NavigationDeclaration {
    NavigationDeclaration(
      animators: .animator(Recording(log: log)), matchSource: matchSource, interactivePop: nil,
      onError: nil)
  }

  /// The modifier on the stack: its probe beside the navigation controller's view.
  @discardableResult
  func declareOnStack(_ log: Log, in world: World) -> NavigationProbeView {
    let probe = NavigationProbeView(role: .transition(declaration(log)))
    world.window.addSubview(probe)
    return probe
  }

  /// A destination screen, with its own declaration when `log` is given.
  func screen(declaring log: Log? = nil, matchSource: MatchSourceKey? = nil) -> UIViewController {
    let screen = UIViewController()
    if let log {
      screen.view.addSubview(
        NavigationProbeView(role: .transition(declaration(log, matchSource: matchSource))))
    }
    return screen
  }

  /// A swipe back from the leading edge moved `distance`; `holding` keeps the finger still for
  /// 0.2 s before it lifts (longer than the core's 0.1 s velocity window: released at rest).
  func swipeBack(
    _ world: World, by distance: CGFloat, velocity: CGFloat, holding: Bool = false
  ) throws {
    let swipe = try #require(world.navigation.interactivePopGestureRecognizer)
    let touch = ModelTouch(swipe)
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    touch.move(to: CGPoint(x: distance, y: 0))
    if holding {
      UIKitModel.advance(by: 0.2)
      touch.move(to: CGPoint(x: distance, y: 0))
    }
    touch.end(velocity: CGPoint(x: velocity, y: 0))
    UIKitModel.runUntilIdle()
  }

  @Test func theStacksAnimatorPushesAndPopsAndSwiftUIsDelegateHearsEveryShow() {
    let world = setUp()
    let log = Log()
    declareOnStack(log, in: world)
    #expect(world.navigation.delegate is NavigationTransitionChain)
    world.navigation.pushViewController(screen(), animated: true)
    UIKitModel.runUntilIdle()
    world.navigation.popViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(log.planned == [.push, .pop])
    #expect(world.navigation.viewControllers.count == 1)
    // SwiftUI keeps its willShow and didShow (its path follows them); Curtain answered both
    // animation questions.
    #expect(world.swiftUI.willShow == 2)
    #expect(world.swiftUI.didShow == 2)
    #expect(world.swiftUI.asked.isEmpty)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A swipe back moved 300 pt of 390 (0.77 > 0.5) and released at 500 pt/s completes; it
  /// drives the stack's animator's pop (NavigationSwipeBackModelTests follows it frame by frame).
  @Test func theSystemSwipeBackIsKept() throws {
    let world = setUp()
    let log = Log()
    declareOnStack(log, in: world)
    world.navigation.pushViewController(screen(), animated: true)
    UIKitModel.runUntilIdle()
    try swipeBack(world, by: 300, velocity: 500)
    #expect(world.navigation.viewControllers.count == 1)
    #expect(log.planned == [.push, .pop])
    #expect(world.swiftUI.didShow == 2)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A swipe back moved 40 pt of 390 (0.10 < 0.5) and released at rest cancels: the screen
  /// stays, and the next pop (a Back button) plays the animator (the swipe's pop, cancelled,
  /// was planned too).
  @Test func aCancelledSwipeBackLeavesTheScreenAndTheNextPopAnimates() throws {
    let world = setUp()
    let log = Log()
    declareOnStack(log, in: world)
    let top = screen()
    world.navigation.pushViewController(top, animated: true)
    UIKitModel.runUntilIdle()
    try swipeBack(world, by: 40, velocity: 0, holding: true)
    #expect(world.navigation.viewControllers.last === top)
    world.navigation.popViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(world.navigation.viewControllers.count == 1)
    #expect(log.planned == [.push, .pop, .pop])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// The stack declares A, the second screen declares B: its push and the pop to the root it
  /// leaves in play B; the first screen's push plays A.
  @Test func aDestinationsOwnTransitionWinsAndPlaysThePopToRoot() {
    let world = setUp()
    let stack = Log()
    let own = Log()
    declareOnStack(stack, in: world)
    world.navigation.pushViewController(screen(), animated: true)
    UIKitModel.runUntilIdle()
    world.navigation.pushViewController(screen(declaring: own), animated: true)
    UIKitModel.runUntilIdle()
    world.navigation.popToRootViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(world.navigation.viewControllers.count == 1)
    #expect(stack.planned == [.push])
    #expect(own.planned == [.push, .pop])
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A matched zoom grows from its source and shrinks back onto the source's new place.
  ///
  /// A photo on the root screen (a `NavigationLink` label marked `.curtainMatchSource`) is at
  /// (20, 100, 160 × 90) in the root screen, which fills the window from (0, 0): the pushed
  /// detail's zoom grows from (20, 100, 160 × 90) in the container (which also fills the
  /// window) into the whole screen (0, 0, 390 × 844). The grid scrolled 80 pt up meanwhile:
  /// the pop shrinks back onto (20, 20, 160 × 90).
  @Test func aMatchedZoomGrowsFromTheLinksSourceAndShrinksBackOntoItsNewPlace() throws {
    let world = setUp()
    let key = MatchSourceKey(id: 7, in: "photos")
    let source = NavigationProbeView(role: .matchSource(key))
    source.frame = CGRect(x: 20, y: 100, width: 160, height: 90)
    world.root.view.addSubview(source)
    // The source alone puts Curtain's delegate on the stack before the destination's push.
    #expect(world.navigation.delegate is NavigationTransitionChain)
    let zoom = Log()
    world.navigation.pushViewController(screen(declaring: zoom, matchSource: key), animated: true)
    UIKitModel.runUntilIdle()
    source.frame = CGRect(x: 20, y: 20, width: 160, height: 90)
    world.navigation.popViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(zoom.planned == [.push, .pop])
    let push = try #require(zoom.pairs.first?.first)
    #expect(push.sourceFrame == CGRect(x: 20, y: 100, width: 160, height: 90))
    #expect(push.destinationFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let pop = try #require(zoom.pairs.last?.first)
    #expect(pop.sourceFrame == CGRect(x: 20, y: 20, width: 160, height: 90))
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// Grows `.presented` out of the middle quarter of its frame; plans presentations and
  /// dismissals only (as the zoom, a fade, a cover are written).
  struct ModalOnly: TransitionAnimator {
    let log: Log
    struct NotModal: Error {}
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      guard context.operation == .present || context.operation == .dismiss else {
        throw NotModal()
      }
      log.planned.append(context.operation)
      let full = ViewState(frame: context.presentedFrame)
      let small = ViewState(
        frame: context.presentedFrame.insetBy(
          dx: context.presentedFrame.width / 4, dy: context.presentedFrame.height / 4))
      let presenting = context.operation == .present
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: presenting ? small : full, to: presenting ? full : small,
          timing: AnimationTiming(curve: .easeInOut, duration: 0.3))
      ])
    }
  }

  /// An animator written for presentations plays the push as a presentation of the pushed
  /// screen (which lands on the whole window, 390 × 844) and the pop as its dismissal.
  @Test func anAnimatorForPresentationsPlaysThePushAndThePop() {
    let world = setUp()
    let log = Log()
    let probe = NavigationProbeView(
      role: .transition(
        NavigationDeclaration(
          animators: .animator(ModalOnly(log: log)), matchSource: nil, interactivePop: nil,
          onError: nil)))
    world.window.addSubview(probe)
    let top = screen()
    world.navigation.pushViewController(top, animated: true)
    UIKitModel.runUntilIdle()
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    world.navigation.popViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(log.planned == [.present, .dismiss])
    #expect(world.navigation.viewControllers.count == 1)
    #expect(UIKitModel.world.failures.isEmpty)
  }

  /// A push nothing declares is SwiftUI's delegate's to animate (it answered `nil` here, so
  /// UIKit's own push plays).
  @Test func anUndeclaredPushIsAskedOfSwiftUIsDelegate() {
    let world = setUp()
    world.root.view.addSubview(
      NavigationProbeView(role: .matchSource(MatchSourceKey(id: 1, in: "x"))))
    world.navigation.pushViewController(screen(), animated: true)
    UIKitModel.runUntilIdle()
    #expect(world.swiftUI.asked == [.push])
    #expect(world.navigation.viewControllers.count == 2)
  }

  /// The stack leaves the screen (another tab): SwiftUI gets its delegate back, UIKit's swipe
  /// back its gesture delegate.
  @Test func leavingTheScreenGivesSwiftUIItsDelegateBack() throws {
    let world = setUp()
    let swipe = try #require(world.navigation.interactivePopGestureRecognizer)
    let before = swipe.delegate
    let probe = declareOnStack(Log(), in: world)
    #expect(swipe.delegate !== before)
    probe.removeFromSuperview()
    #expect(world.navigation.delegate === world.swiftUI)
    #expect(swipe.delegate === before)
  }
}
#endif
