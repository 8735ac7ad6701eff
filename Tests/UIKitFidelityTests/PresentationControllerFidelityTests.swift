#if canImport(UIKit)
import Testing
import UIKit

/// Presentation controllers: who UIKit asks for what, in which order, and what it does with the
/// views (§5), seen from an app's transitioning delegate and presentation controller.
@Suite @MainActor struct PresentationControllerFidelityTests {
  /// A window, its root, a `.custom` detail controller and a delegate that makes a
  /// ``LoggingPresentationController`` (kept in `controller`) and animates with a fade.
  @MainActor private final class Stage {
    let window: UIWindow
    let root: UIViewController
    let detail = UIViewController()
    let log = EventLog()
    let delegate: LoggingTransitioningDelegate
    let fade: FadeAnimator
    weak var controller: LoggingPresentationController?
    var configure: (LoggingPresentationController) -> Void = { _ in }

    init(root: UIViewController = UIViewController()) {
      window = Scenario.window(root: root)
      self.root = root
      delegate = LoggingTransitioningDelegate(log: log)
      fade = FadeAnimator(log: log)
      delegate.animator = fade
      delegate.dismissAnimator = fade
      delegate.makePresentationController = { [unowned self] presented, presenting in
        let controller = LoggingPresentationController(
          presented: presented, presenting: presenting, log: log)
        configure(controller)
        self.controller = controller
        return controller
      }
      detail.modalPresentationStyle = .custom
      detail.transitioningDelegate = delegate
    }
  }

  @Test("[5.1] a presentation asks for the controller, then the animators, then runs")
  func presentationAndDismissalRunInOrder() {
    let stage = Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // VCPG (D) for the first two steps; M for the rest of the order.
    #expect(
      stage.log.events == [
        "presentationController(forPresented:)", "animationController(forPresented:)",
        "interactionControllerForPresentation", "presentationTransitionWillBegin",
        "animateTransition", "containerViewWillLayoutSubviews(390.0)",
        "presentationTransitionDidEnd(true)", "animationEnded(true)",
      ])
    let presented = stage.log.events.count
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    // The dismissal mirrors it (M).
    #expect(
      Array(stage.log.events.dropFirst(presented)) == [
        "animationController(forDismissed:)", "interactionControllerForDismissal",
        "dismissalTransitionWillBegin", "animateTransition", "dismissalTransitionDidEnd(true)",
        "animationEnded(true)",
      ])
    Scenario.expectNoFailures()
  }

  @Test("[5.2] a presentation controller is asked for only under .custom")
  func onlyCustomAsksForAPresentationController() {
    let stage = Stage()
    stage.detail.modalPresentationStyle = .fullScreen
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(!stage.log.events.contains("presentationController(forPresented:)"))
    #expect(stage.log.events.contains("animationController(forPresented:)"))
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    Scenario.expectNoFailures()
  }

  @Test("[5.2] UIKit keeps the presentation controller until the dismissal, then lets it go")
  func thePresentationControllerLivesUntilTheDismissal() {
    let stage = Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // The delegate kept no reference: UIKit holds it while presented.
    #expect(stage.controller != nil)
    #expect(stage.controller?.presentedViewController === stage.detail)
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    ScenarioClock.runUntil({ stage.controller == nil }, timeout: 2)
    Scenario.expectNoFailures()
  }

  @Test("[5.2] the presenting controller is the root the presentation covers, not the caller")
  func thePresentingControllerMayNotBeTheCaller() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    let stage = Stage(root: navigation)
    child.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // AD: it "may or may not be the same one whose present… was called".
    #expect(stage.controller?.presentingViewController === navigation)
    #expect(stage.detail.presentingViewController === navigation)
    navigation.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    Scenario.expectNoFailures()
  }

  @Test("[5.3] a cancelled presentation ends with didEnd(false) and its custom views removed")
  func aCancelledPresentationRemovesItsViews() throws {
    let stage = Stage()
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    let controller = try #require(stage.controller)
    #expect(controller.dimming.superview != nil)
    interaction.update(0.2)
    interaction.cancel()
    ScenarioClock.runUntilIdle()
    #expect(stage.log.events.contains("presentationTransitionDidEnd(false)"))
    #expect(controller.dimming.superview == nil)
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.detail.view.window == nil)
    Scenario.expectNoFailures()
  }

  @Test("[5.5] by default the presented view fills the container and is the presented view")
  func theDefaultsAreTheContainerAndThePresentedView() throws {
    let stage = Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let controller = try #require(stage.controller)
    let container = try #require(controller.containerView)
    #expect(controller.frameOfPresentedViewInContainerView == container.bounds)
    #expect(controller.presentedView === stage.detail.view)
    // Called "multiple times" and must be stable.
    #expect(
      controller.frameOfPresentedViewInContainerView
        == controller.frameOfPresentedViewInContainerView)
    #expect(stage.detail.view.frame == container.bounds)
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: UIKit does not check this; a controller whose answers change lays out
  // differently each time UIKit asks, which the model reports (the stricter reading).
  @Test("[5.5] a presentation controller whose frame changes each time it is asked fails")
  func anUnstableFrameFails() {
    final class Drifting: UIPresentationController {
      var asked: CGFloat = 0
      override var frameOfPresentedViewInContainerView: CGRect {
        asked += 1
        return CGRect(x: 0, y: 100 + asked, width: 390, height: 400)
      }
    }
    let stage = Stage()
    stage.delegate.makePresentationController = { presented, presenting in
      Drifting(presentedViewController: presented, presenting: presenting)
    }
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(Scenario.takeFailures().contains { $0.contains("§5.5") })
  }
  #endif

  @Test("[5.6] shouldRemovePresentersView moves the presenting view out and back")
  func removingThePresentersViewPutsItBack() throws {
    let plain = UIPresentationController(
      presentedViewController: UIViewController(), presenting: nil)
    // H-PC: "shouldPresentInFullscreen default YES; shouldRemovePresentersView default NO".
    #expect(plain.shouldPresentInFullscreen)
    #expect(!plain.shouldRemovePresentersView)
    let stage = Stage()
    stage.configure = { $0.removesPresenter = true }
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    // With it, the animator gets the presenting view (SAMPLE), and it leaves the window.
    #expect(context.view(forKey: .from) === stage.root.view)
    #expect(stage.root.view.window == nil)
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.root.view.window === stage.window)
    Scenario.expectNoFailures()
  }

  @Test("[5.7] containerViewWillLayoutSubviews runs when the container lays out a new size")
  func theContainerLaysOutAfterAResize() throws {
    let stage = Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let controller = try #require(stage.controller)
    let before = controller.layouts
    stage.window.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
    controller.containerView?.layoutIfNeeded()
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(controller.layouts > before)
    // AD: "before adjusting the layout of the views in the container view": the container
    // already has its new size when asked.
    #expect(stage.log.events.last == "containerViewWillLayoutSubviews(500.0)")
    Scenario.expectNoFailures()
  }

  /// A new container is laid out in the update cycle after the presentation starts.
  ///
  /// That is before its first frame is drawn: its presentation controller hears
  /// `containerViewWillLayoutSubviews()` once, while the transition runs (a presentation
  /// controller that places the presented view there, as Presentr's does, places it for an
  /// animator that sets no frame). The old model called it only on a resize or
  /// `layoutIfNeeded()`.
  @Test("[5.7] a new container is laid out in the next update cycle")
  func aNewContainerIsLaidOutInTheNextUpdateCycle() throws {
    let stage = Stage()
    stage.root.present(stage.detail, animated: true)
    #expect(!stage.log.events.contains("containerViewWillLayoutSubviews(390.0)"))
    ScenarioClock.advance(by: ScenarioClock.frame)
    #expect(
      stage.log.events.filter { $0.hasPrefix("containerViewWillLayoutSubviews") } == [
        "containerViewWillLayoutSubviews(390.0)"
      ])
    #expect(!stage.log.events.contains("presentationTransitionDidEnd(true)"))
    ScenarioClock.runUntilIdle()
    Scenario.expectNoFailures()
  }

  @Test("[5.8] transitioningDelegate is weak")
  func theTransitioningDelegateIsNotRetained() {
    Scenario.window()
    let detail = UIViewController()
    do {
      let delegate = LoggingTransitioningDelegate(log: EventLog())
      detail.transitioningDelegate = delegate
      #expect(detail.transitioningDelegate === delegate)
    }
    #expect(detail.transitioningDelegate == nil)
    Scenario.expectNoFailures()
  }

  @Test("[5.9] .currentContext walks up to the controller that defines the context")
  func currentContextWalksUpToTheContextOwner() throws {
    let root = UIViewController()
    let window = Scenario.window(root: root)
    let child = UIViewController()
    let owner = UINavigationController(rootViewController: child)
    owner.definesPresentationContext = true
    let area = CGRect(x: 0, y: 100, width: 390, height: 400)
    owner.view.frame = area
    root.view.addSubview(owner.view)
    let detail = UIViewController()
    detail.modalPresentationStyle = .currentContext
    child.present(detail, animated: false)
    ScenarioClock.runUntilIdle()
    // AD: "UIKit starts at the presenting view controller and walks up": from the child to
    // the navigation controller that defines the context.
    #expect(detail.presentingViewController === owner)
    // The presented view covers the context's area of the window.
    #expect(detail.view.convert(detail.view.bounds, to: nil) == area)
    // AD: .currentContext removes the presenter's views once presented.
    #expect(owner.view.window == nil)
    owner.dismiss(animated: false)
    ScenarioClock.runUntilIdle()
    #expect(owner.view.superview === root.view)
    #expect(owner.view.frame == area)
    #expect(detail.view.window == nil)
    withExtendedLifetime(window) {}
    Scenario.expectNoFailures()
  }
}
#endif
