#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// A ``CurtainPresentationController``'s dimmed background when no Curtain plan plays the
/// transition (UIKit's own animation): it fades alongside the transition through the presented
/// controller's transition coordinator (§5.4: "use the transition coordinator … to perform your
/// animations", AD/uipresentationcontroller/presentationtransitionwillbegin()), instead of
/// appearing and vanishing at once.
///
/// The model's UIKit animation is an interruptible animator of 0.35 s on ease-in-out, which is
/// symmetric: half-way in time (0.175 s) it shows exactly half, so the background's alpha is
/// 0.5 then.
@Suite @MainActor struct ChromeScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  @Test("[5.4] The dim fades alongside UIKit's own animation, through the coordinator")
  func theDimFadesAlongsideUIKitsOwnAnimation() throws {
    Harness.world()
    let delegate = ModalTransitionDelegate()
    delegate.layout = .alert
    let detail = UIViewController()
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(abs(background.modelPresentedAlpha) < 1e-9, "clear at the start")
    ScenarioClock.advance(by: 0.175)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    ScenarioClock.runUntilIdle()
    #expect(background.alpha == 1)
    detail.dismiss(animated: true)
    ScenarioClock.advance(by: 0.175)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    ScenarioClock.runUntilIdle()
    #expect(controller.backgroundView == nil, "gone with the dismissal")
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// A Curtain plan animates the background itself, and the coordinator adds nothing.
  ///
  /// The background is the plan's `.background` actor, as in the headless player. A
  /// cross-dissolve's plan has no background of its own, so the presentation's chrome
  /// (`PresentationChrome`) is composed with it: the dim fades over the whole plan (0.3 s) on ease-in-out, which is symmetric, so half-way in time
  /// (0.15 s) it shows exactly half; before the chrome, it stood at 1 from the first frame.
  @Test func aCurtainPlanWithoutABackgroundGetsTheChromesFade() throws {
    Harness.world()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.layout = .alert
    let detail = UIViewController()
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(abs(background.modelPresentedAlpha) < 1e-9, "clear at the start")
    ScenarioClock.advance(by: 0.15)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    ScenarioClock.runUntilIdle()
    #expect(background.alpha == 1)
    Harness.expectNoFailures()
  }

  /// The coordinator of a pan-driven dismissal hears its release.
  ///
  /// A dismissal pan wired by ``ModalTransitionDelegate``: the presented controller's
  /// coordinator reports the release once, interactive to non-interactive, with whether the
  /// dismissal was cancelled (§2.8 D), and its completion runs after the transition with the
  /// same answer. Dragged down 600 of 844 points and released moving down, the dismissal
  /// finishes; dragged 100 (progress 0.12 < the standard threshold 0.5), held still for half a
  /// second and released at rest, it cancels.
  @Test(arguments: [true, false])
  func theCoordinatorHearsAPanDrivenDismissalsRelease(finishes: Bool) throws {
    Harness.world()
    let delegate = ModalTransitionDelegate(animator: fade())
    let detail = UIViewController()
    delegate.wire(viewController: detail, with: .regular(.fromTop)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let touch = ModelTouch(try #require(delegate.interaction).recognizer)
    #expect(touch.begin(translation: CGPoint(x: 0, y: 4)))
    let coordinator = try #require(detail.transitionCoordinator)
    #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
    var changes: [(interactive: Bool, cancelled: Bool)] = []
    var completions: [Bool] = []
    coordinator.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
    coordinator.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
    if finishes {
      touch.move(to: CGPoint(x: 0, y: 600), velocity: CGPoint(x: 0, y: 500))
      touch.end(velocity: CGPoint(x: 0, y: 500))
    } else {
      touch.move(to: CGPoint(x: 0, y: 100))
      ScenarioClock.advance(by: 0.5)
      touch.move(to: CGPoint(x: 0, y: 100))
      touch.end()
    }
    #expect(changes.map(\.interactive) == [false])
    #expect(changes.map(\.cancelled) == [!finishes])
    ScenarioClock.runUntilIdle()
    #expect(completions == [!finishes])
    #expect(changes.count == 1)
    #expect((root.presentedViewController == nil) == finishes)
    Harness.expectNoFailures()
  }
}
#endif
