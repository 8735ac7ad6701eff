#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Testing
import UIKit

/// The transition coordinator (UIKIT-SEMANTICS §2.6, §2.8, §5.4; H-TC is
/// UIViewControllerTransitionCoordinator.h), on the model, with controllers written only against
/// UIKit's public API (ModelFixtures.swift).
@Suite @MainActor struct CoordinatorRuleTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// A presentation controller that fades a dimming view in alongside the presentation and out
  /// alongside the dismissal, as Apple's guide does, and records what it saw.
  private final class Dimming: UIPresentationController {
    let dimming = UIView()
    var log: [String] = []
    override func presentationTransitionWillBegin() {
      guard let containerView else { return }
      dimming.frame = containerView.bounds
      dimming.alpha = 0
      containerView.insertSubview(dimming, at: 0)
      guard let coordinator = presentedViewController.transitionCoordinator else {
        log.append("no coordinator")
        dimming.alpha = 1
        return
      }
      coordinator.animate(
        alongsideTransition: { [dimming] _ in dimming.alpha = 1 },
        completion: { [weak self] context in
          self?.log.append("completion cancelled=\(context.isCancelled)")
        })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      log.append("didEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
      presentedViewController.transitionCoordinator?.animate(
        alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: nil)
    }
  }

  private func wire(
    _ animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)? = nil
  ) -> (Wiring, UIViewController, () -> Dimming?) {
    let wiring = Wiring(animator: animator, interactor: interactor)
    var made: Dimming?
    wiring.presentation = { presented, presenting in
      let controller = Dimming(presentedViewController: presented, presenting: presenting)
      made = controller
      return controller
    }
    let detail = UIViewController()
    wiring.attach(to: detail)
    return (wiring, detail, { made })
  }

  // H-TC: "Any animations specified will be run in the same animation context as the
  // transition … The completionBlock is invoked after the transition completes"; §5.4 (AD):
  // presentationTransitionWillBegin animates its chrome through the presented controller's
  // transitionCoordinator. §2.6 O: coordinator completions before animationEnded.
  @Test("[2.8] Alongside animations run inside the transition and completions after it")
  func alongsideAnimationsRunInsideTheTransitionAndCompletionsAfterIt() throws {
    Harness.world()
    // The documented reading of §5.1 (alternative `didEndAfterCoordinatorCompletions`).
    UIKitModel.world.readings.alternatives.remove(.didEndAfterCoordinatorCompletions)
    let fade = InterruptibleFade(duration: 1)
    let (wiring, detail, controller) = wire(fade)
    _ = wiring
    #expect(detail.transitionCoordinator == nil, "no transition yet")
    root.present(detail, animated: true)
    let dimming = try #require(controller())
    fade.onEnded = { dimming.log.append("animationEnded") }
    #expect(detail.transitionCoordinator != nil)
    #expect(root.transitionCoordinator != nil, "the presenting controller takes part too")
    ScenarioClock.advance(by: 0.5)
    // Inside the transition's linear 1 s animator: halfway at 0.5 s, as the fade is.
    #expect(abs(dimming.dimming.modelPresentedAlpha - 0.5) < 1e-6)
    #expect(abs(detail.view.modelPresentedAlpha - 0.5) < 1e-6)
    ScenarioClock.runUntilIdle()
    #expect(dimming.dimming.alpha == 1)
    #expect(dimming.log == ["didEnd(true)", "completion cancelled=false", "animationEnded"])
    #expect(detail.transitionCoordinator == nil, "gone after the transition")
    Harness.expectNoFailures()
  }

  // H-TC: "for transitioning animators that are not implemented with UIView animations, the
  // alongside animations will be run just after their animateTransition: method returns";
  // H-TC (animateAlongsideTransitionInView): needed "to be driven by a
  // UIPercentDrivenInteractiveTransition interaction controller".
  @Test("[2.8] Alongside animations follow a percent-driven scrub and its cancel")
  func alongsideAnimationsFollowAPercentDrivenScrubAndItsCancel() throws {
    Harness.world()
    // The documented reading of §5.1 (alternative `didEndAfterCoordinatorCompletions`).
    UIKitModel.world.readings.alternatives.remove(.didEndAfterCoordinatorCompletions)
    let percent = UIPercentDrivenInteractiveTransition()
    let (wiring, detail, controller) = wire(PlainFade(duration: 1), interactor: percent)
    _ = wiring
    root.present(detail, animated: true)
    let dimming = try #require(controller())
    let coordinator = try #require(detail.transitionCoordinator)
    var changes: [String] = []
    coordinator.notifyWhenInteractionChanges { context in
      changes.append(
        "interactive=\(context.isInteractive) cancelled=\(context.isCancelled) "
          + "percent=\(context.percentComplete)")
    }
    #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
    #expect(coordinator.transitionDuration == 1)
    #expect(coordinator.isAnimated && !coordinator.isInterruptible)
    #expect(coordinator.presentationStyle == .custom)
    #expect(coordinator.viewController(forKey: .to) === detail)
    percent.update(0.5)
    // The alongside animator is ease-in-out over the transition's duration (the model's
    // reading); ease-in-out is symmetric, so at time 0.5 it shows 0.5.
    #expect(abs(dimming.dimming.modelPresentedAlpha - 0.5) < 1e-6)
    percent.update(0.25)
    ScenarioClock.advance(by: 1.0 / 60)
    percent.cancel()
    #expect(changes == ["interactive=false cancelled=true percent=0.25"])
    ScenarioClock.runUntilIdle()
    #expect(dimming.dimming.modelPresentedAlpha == 0, "back where it started")
    #expect(dimming.log == ["didEnd(false)", "completion cancelled=true"])
    #expect(changes.count == 1)
    Harness.expectNoFailures()
  }

  // §2.8 D (H-TC): for interruptible transitions the block "may be called multiple times. It
  // is called each time the transition moves from an interactive to a non-interactive state
  // and vice-versa."
  @Test(
    "[2.8] notifyWhenInteractionChanges is called at each change of an interruptible transition")
  func notifyWhenInteractionChangesIsCalledAtEachChange() throws {
    Harness.world()
    let percent = UIPercentDrivenInteractiveTransition()
    let (wiring, detail, _) = wire(InterruptibleFade(duration: 1), interactor: percent)
    _ = wiring
    root.present(detail, animated: true)
    let coordinator = try #require(detail.transitionCoordinator)
    #expect(coordinator.isInterruptible)
    var changes: [(interactive: Bool, cancelled: Bool)] = []
    coordinator.notifyWhenInteractionChanges { context in
      changes.append((context.isInteractive, context.isCancelled))
    }
    percent.update(0.3)
    percent.finish()
    ScenarioClock.advance(by: 0.1)
    percent.pause()
    percent.cancel()
    ScenarioClock.runUntilIdle()
    #expect(changes.map(\.interactive) == [false, true, false])
    #expect(changes.map(\.cancelled) == [false, false, true])
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// Records whether the coordinator is there in `willShow`.
  private final class WillShow: NSObject, UINavigationControllerDelegate {
    var sawCoordinator: [Bool] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      sawCoordinator.append(navigationController.transitionCoordinator != nil)
    }
  }

  // H-TC (transitionCoordinator): "Otherwise it will ask the parent view controller"; a
  // container returns the coordinator of its own transition.
  @Test("[2.8] A push's coordinator is the navigation controller's, seen from its children")
  func aPushsCoordinatorIsTheNavigationControllers() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = WillShow()
    navigation.delegate = delegate
    let top = UIViewController()
    navigation.pushViewController(top, animated: true)
    #expect(delegate.sawCoordinator == [true], "there from willShow on")
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(top.transitionCoordinator === coordinator)
    #expect(coordinator.presentationStyle == .none, "not a modal transition")
    #expect(!coordinator.initiallyInteractive)
    var completed = false
    #expect(coordinator.animate(alongsideTransition: nil) { _ in completed = true })
    ScenarioClock.runUntilIdle()
    #expect(completed)
    #expect(navigation.transitionCoordinator == nil)
    #expect(
      !coordinator.animate(alongsideTransition: nil, completion: nil), "ended: nothing queued")
    Harness.expectNoFailures()
  }
}
#endif
