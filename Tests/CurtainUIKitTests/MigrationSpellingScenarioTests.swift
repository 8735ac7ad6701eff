#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// The seed libraries' spellings that issue 34 item 6 added to the front doors do what the
/// libraries' do (each spelling did not exist before, so the old code does not compile these).
@Suite @MainActor struct MigrationSpellingScenarioTests {
  private final class Form: UIViewController, PresentrDelegate {
    var allows = false
    var asked = 0
    func presentrShouldDismiss(keyboardShowing: Bool) -> Bool {
      asked += 1
      return allows
    }
  }

  private func presentAlert(
    _ detail: UIViewController, configure: (Presentr) -> Void = { _ in }
  ) throws -> UIViewController {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let presenter = Presentr(presentationType: .alert)
    presenter.transitionType = .custom(fade())
    configure(presenter)
    root.customPresentViewController(presenter, viewController: detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    return root
  }

  /// Presentr asks the presented controller before a background tap dismisses it: (5, 5) is on
  /// the dim, far outside the centred alert.
  @Test func aPresentrDelegateRefusesAndThenAllowsTheBackgroundTap() throws {
    let form = Form()
    let root = try presentAlert(form)
    UIKitModel.tap(at: CGPoint(x: 5, y: 5))
    ScenarioClock.runUntilIdle()
    #expect(form.asked == 1)
    #expect(root.presentedViewController === form, "refused")
    form.allows = true
    UIKitModel.tap(at: CGPoint(x: 5, y: 5))
    ScenarioClock.runUntilIdle()
    #expect(form.asked == 2)
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// Presentr's `dismissOnSwipe` asks the same question before its pan starts the dismissal:
  /// refused, the pan starts nothing; allowed, it starts the dismissal.
  @Test func aPresentrDelegateRefusesAndThenAllowsTheSwipe() throws {
    let form = Form()
    let root = try presentAlert(form) { $0.dismissOnSwipe = true }
    let delegate = try #require(form.transitioningDelegate as? ModalTransitionDelegate)
    let pan = try #require(delegate.interaction?.recognizer)
    let refused = ModelTouch(pan)
    refused.begin(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
    #expect(form.asked == 1)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty, "refused: no dismissal started")
    refused.cancel()
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === form)
    form.allows = true
    let allowed = ModelTouch(pan)
    allowed.begin(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
    #expect(form.asked == 2)
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "allowed: the dismissal started")
    allowed.cancel()
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
  }

  /// `dismissAnimated` is the `animated` of the tap's dismissal.
  ///
  /// The transition's coordinator says so. Under the custom style UIKit runs the animator either way (§2.9 D), as Presentr's
  /// own animator runs when `dismissAnimated` is false; 0.01 s into the 0.3 s fade the
  /// dismissal is under way in both cases.
  @Test(arguments: [false, true])
  func dismissAnimatedIsTheAnimatedOfTheTapsDismissal(animated: Bool) throws {
    let detail = UIViewController()
    let root = try presentAlert(detail) { $0.dismissAnimated = animated }
    UIKitModel.tap(at: CGPoint(x: 5, y: 5))
    ScenarioClock.advance(by: 0.01)
    let coordinator = try #require(detail.transitionCoordinator)
    #expect(coordinator.isAnimated == animated)
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// Presentr's `.dynamic(center:)`: `Presentr` lays the view out at its
  /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`, whatever UIKit answers
  /// (§20.17: the target size on the documented reading, (0, 0) here; the view's current size,
  /// 200 × 120, on the alternative `fittingSizeIsCurrentSize`), centred in the safe area (top 47,
  /// bottom 34): x = (390 − w) / 2, y = 47 + (844 − 47 − 34 − h) / 2.
  @Test func presentrsDynamicLayoutUsesTheFittingSize() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    detail.view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    let fitting = detail.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let presenter = Presentr(presentationType: .dynamic(center: .center))
    presenter.transitionType = .custom(fade())
    root.customPresentViewController(presenter, viewController: detail, animated: true)
    ScenarioClock.runUntilIdle()
    let (w, h) = (fitting.width, fitting.height)
    let expected = CGRect(x: (390 - w) / 2, y: 47 + (763 - h) / 2, width: w, height: h)
    #expect(detail.view.frame == expected)
    Harness.expectNoFailures()
  }

  /// EasyTransitions' `NavigationTransitionDelegate()`: without an animator a push is UIKit's
  /// own (no animation controller), with one it is Curtain's bridge; `removeAnimator(for:)`
  /// gives it back to UIKit.
  @Test func aDelegateWithoutAnimatorLeavesPushesToUIKit() throws {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate()
    let second = UIViewController()
    func controller(_ operation: UINavigationController.Operation) -> AnyObject? {
      delegate.navigationController(
        navigation, animationControllerFor: operation, from: first, to: second)
    }
    #expect(controller(.push) == nil)
    #expect(controller(.pop) == nil)
    delegate.set(animator: fade(), for: .push)
    #expect(controller(.push) is TransitionBridge)
    #expect(controller(.pop) == nil, "pops stay UIKit's, as in EasyTransitions")
    delegate.removeAnimator(for: .push)
    #expect(controller(.push) == nil)
  }

  /// Jelly's live update: `updateSize` moves a presented cover from half the safe height to
  /// the full screen (390 × 844, `.fullscreen` ignores the safe area).
  @Test func jellysUpdateSizeResizesThePresentedView() throws {
    Harness.world()
    let root = try #require(Harness.window.rootViewController)
    let detail = UIViewController()
    let animator = Animator(
      presentation: CoverPresentation(
        directionShow: .bottom, directionDismiss: .bottom,
        size: PresentationSize(width: .fullscreen, height: .halfscreen)))
    animator.prepare(presentedViewController: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame.height < 844)
    animator.updateSize(
      presentationSize: PresentationSize(width: .fullscreen, height: .fullscreen),
      duration: .fast)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    Harness.expectNoFailures()
  }
}
#endif
