#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized taps, values on
// screen (modelPresented…).
import Curtain
import CurtainAnimators
import CurtainHeadless
import CurtainUIKit
import Testing
import UIKit

/// Presentr's current-context presentation on the UIKit model: `viewControllerForContext` and
/// `shouldIgnoreTapOutsideContext`.
///
/// The scene, by hand: the window is 390 × 844; the context controller's view is
/// (0, 100, 390, 400) in it; a button is at (0, 700, 390, 100), outside the context. Presentr's
/// `.bottomHalf` ignores the safe area: in the context it is the context's width by half its
/// height, 400 / 2 = 200, on its bottom edge 100 + 400 = 500, so (0, 300, 390, 200).
@Suite @MainActor struct ContextPresentationTests {
  @MainActor final class Scene {
    let root: UIViewController
    let context = UIViewController()
    let button = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
    let detail = UIViewController()
    var buttonTaps = 0

    init(ignoreOutside: Bool) throws {
      root = Harness.window.rootViewController ?? UIViewController()
      context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
      root.view.addSubview(context.view)
      root.view.addSubview(button)
      let tap = UITapGestureRecognizer()
      tap.modelAddAction { [weak self] _ in self?.buttonTaps += 1 }
      button.addGestureRecognizer(tap)
      let presenter = Presentr(presentationType: .bottomHalf)
      presenter.registry = AnimatorRegistry.builtIn
      presenter.transitionType = .crossDissolve
      presenter.viewControllerForContext = context
      presenter.shouldIgnoreTapOutsideContext = ignoreOutside
      root.customPresentViewController(
        presenter, viewController: detail, animated: true, completion: nil)
      ScenarioClock.runUntilIdle()
    }
  }

  @Test func theLayoutAndTheDimAreTheContexts() throws {
    Harness.world()
    let scene = try Scene(ignoreOutside: false)
    #expect(scene.detail.view.frame == CGRect(x: 0, y: 300, width: 390, height: 200))
    let controller = try #require(
      scene.detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    // The background covers the container (the plan fades it); its colour is only over the
    // context.
    #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(background.subviews.first?.frame == CGRect(x: 0, y: 100, width: 390, height: 400))
    #expect(background.backgroundColor != nil)
    Harness.expectNoFailures()
  }

  /// Issue 26: with `viewControllerForContext`, a blurred background covers the context only.
  ///
  /// The background still covers the container (the plan fades it, and a tap outside is a
  /// background tap), but the blur is one view at the context's frame, (0, 100, 390, 400), and
  /// the container-wide view itself does not blur.
  @Test func aBlurredBackgroundCoversOnlyTheContext() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let context = UIViewController()
    context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
    root.view.addSubview(context.view)
    let presenter = Presentr(presentationType: .bottomHalf)
    presenter.registry = AnimatorRegistry.builtIn
    presenter.transitionType = .crossDissolve
    presenter.uiConfiguration = PresentationUIConfiguration(
      backgroundStyle: .blurred(style: .dark))
    presenter.viewControllerForContext = context
    let detail = UIViewController()
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    let controller = try #require(detail.presentationController as? CurtainPresentationController)
    let background = try #require(controller.backgroundView)
    #expect(!(background is BlurView), "the container-wide view does not blur")
    #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let blurs = background.subviews.compactMap { $0 as? BlurView }
    #expect(blurs.count == 1)
    #expect(blurs.first?.frame == CGRect(x: 0, y: 100, width: 390, height: 400))
    Harness.expectNoFailures()
  }

  @Test func aTapInsideTheContextDismisses() throws {
    Harness.world()
    let scene = try Scene(ignoreOutside: true)
    // On the presented view: nothing.
    UIKitModel.tap(at: CGPoint(x: 195, y: 400))
    #expect(scene.root.presentedViewController === scene.detail)
    // In the context, beside the presented view: a background tap, which dismisses.
    UIKitModel.tap(at: CGPoint(x: 195, y: 150))
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.buttonTaps == 0)
    Harness.expectNoFailures()
  }

  @Test func ignoredTapsOutsideTheContextReachTheViewsThere() throws {
    Harness.world()
    let scene = try Scene(ignoreOutside: true)
    let hit = UIKitModel.tap(at: CGPoint(x: 195, y: 750))
    ScenarioClock.runUntilIdle()
    #expect(hit === scene.button)
    #expect(scene.buttonTaps == 1)
    #expect(scene.root.presentedViewController === scene.detail)
    Harness.expectNoFailures()
  }

  @Test func otherwiseATapOutsideTheContextIsABackgroundTap() throws {
    Harness.world()
    let scene = try Scene(ignoreOutside: false)
    UIKitModel.tap(at: CGPoint(x: 195, y: 750))
    ScenarioClock.runUntilIdle()
    #expect(scene.buttonTaps == 0)
    #expect(scene.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  @Test func withoutAContextTheWholeScreenIsTheBackground() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    let presenter = Presentr(presentationType: .bottomHalf)
    presenter.registry = AnimatorRegistry.builtIn
    presenter.transitionType = .crossDissolve
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    // Half of 844 on the bottom edge.
    #expect(detail.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    // The dim shows though the cross-dissolve plans no background (it was clear before).
    let controller = try #require(
      detail.presentationController as? CurtainPresentationController)
    #expect(controller.backgroundView?.backgroundColor != nil)
    Harness.expectNoFailures()
  }

  /// Issue 38 (b): a context that shares no area with the container is one error on both players.
  ///
  /// The context view lies below the window, (0, 900, 390, 100). Both players take the core's answer (`PresentationSession.layoutArea`): the
  /// headless scene refuses the presentation with it, the UIKit player reports the same message
  /// through its error path (Presentr's `lastError`; before, it fell back without a word:
  /// `lastError` was nil) and lays the view out in the whole container instead: `.bottomHalf`
  /// ignores the safe area, half of 844 on the bottom edge, (0, 422, 390, 422).
  @Test func aContextOutsideTheWindowIsReportedWithTheHeadlessScenesError() throws {
    let outside = CGRect(x: 0, y: 900, width: 390, height: 100)
    let scene = try HeadlessScene(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    var headless: PresentationError?
    do {
      try scene.present(
        HeadlessScreen(name: "detail"), presentation: FadePresentation(), inContext: outside)
    } catch {
      if case .invalidPresentation(let underlying) = error { headless = underlying }
    }
    let refusal = try #require(headless)
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let context = UIViewController()
    context.view.frame = outside
    root.view.addSubview(context.view)
    let detail = UIViewController()
    let presenter = Presentr(presentationType: .bottomHalf)
    presenter.registry = AnimatorRegistry.builtIn
    presenter.transitionType = .crossDissolve
    presenter.viewControllerForContext = context
    root.customPresentViewController(
      presenter, viewController: detail, animated: true, completion: nil)
    ScenarioClock.runUntilIdle()
    #expect(
      presenter.lastError?.description
        == "PresentationLayout could not plan the transition: \(refusal.description)")
    #expect(refusal.description.contains("give a context view that is inside"))
    #expect(detail.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(root.presentedViewController === detail)
    Harness.expectNoFailures()
  }
}
#endif
