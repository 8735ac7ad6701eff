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
    UIKitModel.world.window.rootViewController ?? UIViewController()
  }

  @Test func theDimFadesAlongsideUIKitsOwnAnimation() throws {
    Harness.world()
    let delegate = ModalTransitionDelegate()
    delegate.layout = .alert
    let detail = UIViewController()
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(abs(background.modelPresentedAlpha) < 1e-9, "clear at the start")
    UIKitModel.advance(by: 0.175)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    UIKitModel.runUntilIdle()
    #expect(background.alpha == 1)
    detail.dismiss(animated: true)
    UIKitModel.advance(by: 0.175)
    #expect(abs(background.modelPresentedAlpha - 0.5) < 1e-6)
    UIKitModel.runUntilIdle()
    #expect(controller.backgroundView == nil, "gone with the dismissal")
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// A Curtain plan animates the background itself (its `.background` actor, as the headless
  /// player does): the coordinator adds nothing, and a cross-dissolve, whose plan has no
  /// background, leaves the dim as the presentation controller made it, at full strength.
  @Test func aCurtainPlanKeepsTheBackgroundItsOwn() throws {
    Harness.world()
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.layout = .alert
    let detail = UIViewController()
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    UIKitModel.advance(by: 0.15)
    #expect(background.modelPresentedAlpha == 1)
    UIKitModel.runUntilIdle()
    Harness.expectNoFailures()
  }
}
#endif
