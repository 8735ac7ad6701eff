#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need the model's Reduce Motion
// setting, values on screen.
import CurtainCoverVertical
import CurtainUIKit
import Testing
import UIKit

/// Reduce Motion in the UIKit player: the system setting (the model's
/// `UIAccessibility.isReduceMotionEnabled`) makes the bridge play the animator's reduced plan,
/// and a per-transition override wins over it.
@Suite @MainActor struct ReduceMotionScenarioTests {
  /// Presents with Presentr's cover-vertical (the view rises from below the container) and
  /// returns the presented view's centre and alpha half-way through and at the end.
  private func present(
    reduce system: Bool, override: Bool?
  ) -> (
    mid: (center: CGPoint, alpha: CGFloat), end: (center: CGPoint, alpha: CGFloat)
  ) {
    let world = Harness.world()
    world.reduceMotion = system
    let root = world.window.rootViewController ?? UIViewController()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: CoverVerticalAnimation())
    delegate.reducesMotion = override
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.advance(by: 0.2)
    let mid = (detail.view.modelPresentedCenter, detail.view.modelPresentedAlpha)
    ScenarioClock.runUntilIdle()
    Harness.expectNoFailures()
    return (mid, (detail.view.center, detail.view.alpha))
  }

  @Test func theSystemSettingMakesThePresentationAFade() {
    let moving = present(reduce: false, override: nil)
    #expect(moving.mid.center != moving.end.center, "the cover moves the view")
    let reduced = present(reduce: true, override: nil)
    #expect(reduced.mid.center == reduced.end.center, "nothing moves")
    #expect(reduced.mid.alpha > 0 && reduced.mid.alpha < 1, "it fades in instead")
    #expect(reduced.end.alpha == 1)
  }

  @Test func aPerTransitionOverrideWinsOverTheSystemSetting() {
    let forcedOn = present(reduce: false, override: true)
    #expect(forcedOn.mid.center == forcedOn.end.center)
    let forcedOff = present(reduce: true, override: false)
    #expect(forcedOff.mid.center != forcedOff.end.center)
  }
}
#endif
