#if canImport(UIKit)
import Testing
import UIKit

/// The transition context's contracts (§2), the animation controller's (§3) and the
/// percent-driven interaction's (§4.3–4.5), seen from an app's animation controller.
///
/// The detail controller is presented `.custom` with a ``LoggingTransitioningDelegate``
/// (`transitioningDelegate` is weak, so each scenario keeps its delegate alive to the end).
@Suite @MainActor struct TransitionContextFidelityTests {
  /// A window, its root, a `.custom` detail controller and a delegate whose animator is `fade`.
  @MainActor private struct Stage {
    let window: UIWindow
    let root: UIViewController
    let detail = UIViewController()
    let log = EventLog()
    let delegate: LoggingTransitioningDelegate
    let fade: FadeAnimator

    init(presentationController: Bool = false) throws {
      window = Scenario.window()
      root = try #require(window.rootViewController)
      delegate = LoggingTransitioningDelegate(log: log)
      fade = FadeAnimator(log: log)
      delegate.animator = fade
      delegate.dismissAnimator = fade
      if presentationController {
        let log = log
        delegate.makePresentationController = { presented, presenting in
          LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        }
      }
      detail.modalPresentationStyle = .custom
      detail.transitioningDelegate = delegate
    }
  }

  @Test("[2.1] the animator works in the container view, which is in the window")
  func theAnimationsTakePlaceInTheContainer() throws {
    let stage = try Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    #expect(context.containerView.window === stage.window)
    #expect(stage.detail.view.superview === context.containerView)
    #expect(stage.root.presentedViewController === stage.detail)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.2] under .custom the presenting view is nil both ways; .to may be a wrapper")
  func customPresentationsHideThePresentersView() throws {
    let stage = try Stage(presentationController: true)
    let wrapper = UIView()
    stage.delegate.makePresentationController = { presented, presenting in
      let controller = LoggingPresentationController(
        presented: presented, presenting: presenting, log: stage.log)
      controller.wrapper = wrapper
      return controller
    }
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let presenting = try #require(stage.fade.contexts.first)
    // SAMPLE: "If NO is returned from -shouldRemovePresentersView, the view associated with
    // UITransitionContextFromViewKey is nil during presentation".
    #expect(presenting.view(forKey: .from) == nil)
    // AD/view(forkey:): the .to view "may be a presentation-controller wrapper".
    #expect(presenting.view(forKey: .to) === wrapper)
    #expect(presenting.viewController(forKey: .to)?.view !== wrapper)
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    let dismissing = try #require(stage.fade.contexts.last)
    #expect(stage.fade.contexts.count == 2)
    // SAMPLE: "For a dismissal, the -presentedView is returned"; M: .to is nil.
    #expect(dismissing.view(forKey: .from) === wrapper)
    #expect(dismissing.view(forKey: .to) == nil)
    #expect(stage.root.presentedViewController == nil)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.2] a full-screen presentation hands the animator both views")
  func fullScreenPresentationsHandOverBothViews() throws {
    let stage = try Stage()
    stage.detail.modalPresentationStyle = .fullScreen
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    #expect(context.view(forKey: .from) === stage.root.view)
    #expect(context.view(forKey: .to) === stage.detail.view)
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.3] viewController(forKey:) names both controllers and is nil for another key")
  func viewControllerForKeyIsNilWhenNotFound() throws {
    let stage = try Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    #expect(context.viewController(forKey: .from) === stage.root)
    #expect(context.viewController(forKey: .to) === stage.detail)
    #expect(
      context.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "x")) == nil)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.4] the final frame of a custom presentation is the controller's, unknown ones .zero")
  func framesAreTheControllersOrZero() throws {
    let stage = try Stage(presentationController: true)
    let sheet = CGRect(x: 0, y: 300, width: 390, height: 544)
    stage.delegate.makePresentationController = { presented, presenting in
      let controller = LoggingPresentationController(
        presented: presented, presenting: presenting, log: stage.log)
      controller.presentedFrame = sheet
      return controller
    }
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    // M: the presented final frame is frameOfPresentedViewInContainerView.
    #expect(context.finalFrame(for: stage.detail) == sheet)
    // H-VCT: "set to CGRectZero when they are not known".
    #expect(context.initialFrame(for: stage.detail) == .zero)
    // "if the finalFrame is not CGRectZero then it must be respected": FadeAnimator did.
    #expect(stage.detail.view.frame == sheet)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.5] completeTransition ends the transition, after which the next one may start")
  func completeTransitionEndsTheTransition() throws {
    let stage = try Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [true])
    stage.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [true, true])
    #expect(stage.root.presentedViewController == nil)
    let again = UIViewController()
    stage.root.present(again, animated: false)
    #expect(stage.root.presentedViewController === again)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: a transition that never completes leaves a device unresponsive (O), and a
  // second completeTransition is ignored there (O; the model reports it, the stricter reading).
  @Test("[2.5] a transition never completed is a freeze; completing twice fails")
  func missingOrDoubleCompletionFails() throws {
    let stage = try Stage()
    stage.delegate.animator = ClosureAnimator { _ in }
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle(timeout: 1)
    #expect(Scenario.takeFailures().contains { $0.contains("never called") })
    let second = try Stage()
    second.delegate.animator = ClosureAnimator { context in
      context.containerView.addSubview(context.view(forKey: .to) ?? UIView())
      context.completeTransition(true)
      context.completeTransition(true)
    }
    second.root.present(second.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(Scenario.takeFailures().contains { $0.contains("twice") })
    withExtendedLifetime(stage.delegate) {}
    withExtendedLifetime(second.delegate) {}
  }
  #endif

  @Test("[2.6] completeTransition calls animationEnded, after UIKit's own handlers")
  func animationEndedComesLast() throws {
    let stage = try Stage(presentationController: true)
    let animator = ClosureAnimator { context in
      let toView = context.view(forKey: .to) ?? UIView()
      context.containerView.addSubview(toView)
      stage.log.add("completeTransition")
      context.completeTransition(true)
      stage.log.add("completeTransition returned")
    }
    animator.log = stage.log
    stage.delegate.animator = animator
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // H-VCT: "invoked by the system when the transition context's completeTransition: method is
    // invoked"; DEC (O): UIKit's internal handlers (the presentation controller's didEnd) first,
    // animationEnded last.
    #expect(
      stage.log.only("completeTransition", "presentationTransitionDidEnd", "animationEnded")
        == [
          "completeTransition", "presentationTransitionDidEnd(true)", "animationEnded(true)",
          "completeTransition returned",
        ])
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.7] a percent-driven presentation is interactive, and cancelling marks it cancelled")
  func cancellingAnInteractiveTransitionMarksItCancelled() throws {
    let stage = try Stage(presentationController: true)
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.1)
    let context = try #require(stage.fade.contexts.first)
    #expect(context.isInteractive)
    #expect(!context.transitionWasCancelled)
    interaction.update(0.3)
    ScenarioClock.advance(by: 0.1)
    interaction.cancel()
    // H-VCT: both "can change if the animating transition is interruptible"; DEC (O):
    // cancelInteractiveTransition sets transitionWasCancelled.
    #expect(!context.isInteractive)
    #expect(context.transitionWasCancelled)
    ScenarioClock.runUntilIdle()
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.fade.ended == [false])
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[2.9] a .custom presentation runs animateTransition even when not animated")
  func customRunsTheAnimatorWhenNotAnimated() throws {
    let stage = try Stage()
    stage.root.present(stage.detail, animated: false)
    ScenarioClock.runUntilIdle()
    let context = try #require(stage.fade.contexts.first)
    #expect(!context.isAnimated)
    #expect(stage.root.presentedViewController === stage.detail)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[3.1] transitionDuration is asked with the transition's context")
  func theDurationIsAskedWithTheContext() throws {
    let stage = try Stage()
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // M: UIKit may ask several times; at least once.
    #expect(stage.fade.durationQueries >= 1)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: the stricter reading of "may call it several times" (M): asking for the
  // duration must not change the container.
  @Test("[3.1] a transitionDuration that changes the container fails")
  func aDurationWithSideEffectsFails() throws {
    let stage = try Stage()
    final class Eager: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      ) -> TimeInterval {
        transitionContext?.containerView.addSubview(UIView())
        return 0.2
      }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to) ?? UIView())
        transitionContext.completeTransition(true)
      }
    }
    let eager = Eager()
    stage.delegate.animator = eager
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(Scenario.takeFailures().contains { $0.contains("§3.1") })
    withExtendedLifetime(stage.delegate) {}
    withExtendedLifetime(eager) {}
  }
  #endif

  @Test("[3.2] with an interaction controller, startInteractiveTransition comes first")
  func theInteractorStartsAndCallsTheAnimator() throws {
    let stage = try Stage()
    let interactor = HandDrivenInteractor(animator: stage.fade, log: stage.log)
    stage.delegate.interactor = interactor
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(
      stage.log.only("startInteractiveTransition", "animateTransition")
        == ["startInteractiveTransition", "animateTransition"])
    #expect(stage.root.presentedViewController === stage.detail)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[3.3] an interruptible animator is the same object for the whole transition")
  func theInterruptibleAnimatorIsOneObject() throws {
    let stage = try Stage()
    let interruptible = InterruptibleFadeAnimator(stage.fade)
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.animator = interruptible
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    interaction.update(0.5)
    interaction.finish()
    ScenarioClock.runUntilIdle()
    let first = try #require(interruptible.vended.first)
    #expect(interruptible.vended.allSatisfy { $0 === first })
    #expect(stage.root.presentedViewController === stage.detail)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test(
    "[20.18] the interruptible animator is asked for in an interactive transition only",
    arguments: [false, true])
  func theInterruptibleAnimatorIsAskedWhenInteractive(alternative: Bool) throws {
    let stage = try Stage()
    #if CURTAIN_UIKIT_MODEL
    UIKitModel.world.readings =
      alternative
      ? UIKitModelReadings([.interruptibleAnimatorAskedWithoutInteraction]) : .documented
    #else
    guard !alternative else { return }
    #endif
    let interruptible = InterruptibleFadeAnimator(stage.fade)
    stage.delegate.animator = interruptible
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.root.presentedViewController === stage.detail)
    // Documented: never asked without an interaction controller; the alternative asks (and
    // asks again to check that the object is the same, §3.3).
    #expect(interruptible.vended.isEmpty != alternative)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
    // With an interaction controller UIKit asks (AD/wantsinteractivestart).
    let interactive = try Stage()
    let asked = InterruptibleFadeAnimator(interactive.fade)
    let interaction = UIPercentDrivenInteractiveTransition()
    interactive.delegate.animator = asked
    interactive.delegate.interactor = interaction
    interactive.root.present(interactive.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    interaction.update(0.5)
    interaction.finish()
    ScenarioClock.runUntilIdle()
    #expect(!asked.vended.isEmpty)
    #expect(interactive.root.presentedViewController === interactive.detail)
    withExtendedLifetime(interactive.delegate) {}
    Scenario.expectNoFailures()
  }

  #if CURTAIN_UIKIT_MODEL
  // Model only: UIKit's behaviour with a second object is undefined (AD: "You must return the
  // same animator object"); the model reports it.
  @Test("[3.3, 1.12] a new interruptible animator per call, or a non-interruptible one, fails")
  func aChangingOrRigidInterruptibleAnimatorFails() throws {
    final class Fickle: NSObject, UIViewControllerAnimatedTransitioning {
      var made: [UIViewPropertyAnimator] = []
      func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
      ) -> TimeInterval { 0.2 }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
      }
      func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
      ) -> any UIViewImplicitlyAnimating {
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
        animator.addAnimations {}
        animator.addCompletion { _ in
          transitionContext.containerView.addSubview(
            transitionContext.view(forKey: .to) ?? UIView())
          transitionContext.completeTransition(true)
        }
        made.append(animator)
        return animator
      }
    }
    let stage = try Stage()
    // §20.18: UIKit asks after animateTransition of a transition without an interaction
    // controller only under the alternative `interruptibleAnimatorAskedWithoutInteraction`.
    UIKitModel.world.readings.alternatives.insert(.interruptibleAnimatorAskedWithoutInteraction)
    let fickle = Fickle()
    stage.delegate.animator = fickle
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // Alternative `interruptibleAnimatorAskedOnce` (§3.3 O): UIKit asks once and keeps the
    // object, so it never sees another one; the transition completes through the first.
    let askedOnce = UIKitModel.world.readings.uses(.interruptibleAnimatorAskedOnce)
    #expect(Scenario.takeFailures().contains { $0.contains("§3.3") } != askedOnce)
    #expect(stage.root.presentedViewController === stage.detail)
    for animator in fickle.made where animator.state == .active { animator.stopAnimation(true) }
    // AD/isinterruptible: an animator used for an interruptible transition "must be true".
    let rigid = try Stage()
    UIKitModel.world.readings.alternatives.insert(.interruptibleAnimatorAskedWithoutInteraction)
    rigid.fade.interruptibleFlag = false
    rigid.delegate.animator = InterruptibleFadeAnimator(rigid.fade)
    rigid.root.present(rigid.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(Scenario.takeFailures().contains { $0.contains("§1.12") })
    withExtendedLifetime(stage.delegate) {}
    withExtendedLifetime(rigid.delegate) {}
  }
  #endif

  @Test("[3.4] animationEnded says whether the transition completed")
  func animationEndedReportsTheOutcome() throws {
    let stage = try Stage()
    let interactor = HandDrivenInteractor(animator: stage.fade, log: stage.log, cancels: true)
    stage.delegate.interactor = interactor
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [false])
    #expect(stage.root.presentedViewController == nil)
    stage.delegate.interactor = nil
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [false, true])
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[4.3] with an interruptible animator, update scrubs it and finish continues it")
  func updateScrubsTheInterruptibleAnimator() throws {
    let stage = try Stage()
    let interruptible = InterruptibleFadeAnimator(stage.fade)
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.animator = interruptible
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    interaction.update(0.4)
    let animator = try #require(interruptible.vended.first)
    // H-VCT: update "will … scrub … the transition": the animator is paused at the percent.
    #expect(!animator.isRunning)
    #expect(abs(animator.fractionComplete - 0.4) < 0.001)
    interaction.finish()
    #expect(animator.isRunning)
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [true])
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[4.4] percentComplete is the last update and duration the transition's duration")
  func percentCompleteAndDurationAreTheTransitions() throws {
    let stage = try Stage()
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    interaction.update(0.2)
    interaction.update(0.35)
    #expect(interaction.percentComplete == 0.35)
    // FadeAnimator's transitionDuration: 0.3 s.
    #expect(interaction.duration == 0.3)
    interaction.finish()
    ScenarioClock.runUntilIdle()
    #expect(stage.root.presentedViewController === stage.detail)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }

  @Test("[4.5] the percent-driven interaction scrubs the UIView animations of animateTransition")
  func percentDrivenScrubsTheAnimatorsAnimations() throws {
    let stage = try Stage()
    let interaction = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interaction
    stage.root.present(stage.detail, animated: true)
    ScenarioClock.advance(by: 0.05)
    interaction.update(0.5)
    ScenarioClock.advance(by: 0.2)
    #if CURTAIN_UIKIT_MODEL
    // Model only (the value on screen): FadeAnimator fades the detail in linearly, so at 0.5
    // its alpha on screen is 0.5, and it stays there while the finger rests.
    #expect(abs(stage.detail.view.modelPresentedAlpha - 0.5) < 0.02)
    #endif
    // "must ensure to call… completeTransition": FadeAnimator's completion does, once finished.
    interaction.finish()
    ScenarioClock.runUntilIdle()
    #expect(stage.fade.ended == [true])
    #expect(stage.detail.view.alpha == 1)
    withExtendedLifetime(stage.delegate) {}
    Scenario.expectNoFailures()
  }
}
#endif
