#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these read the model's values on screen.
import Testing
import UIKit

/// The model's rule 20.20 (Tests/UIKitStub/SEMANTICS.md, O): a visual-effect view's `effect` set
/// inside an animation block comes in or goes out on the block's timing, and a paused
/// animator's `fractionComplete` shows that share of it; under the alternative reading
/// `effectChangesAtOnce` it changes at once.
@Suite @MainActor struct VisualEffectRuleTests {
  private func linear(_ duration: TimeInterval) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .linear))
  }

  /// A 1 s linear animation of `effect` from none to a blur shows a quarter of it 0.25 s in
  /// (1 × 0.25), all of it at the end, and taking it out again shows three quarters 0.25 s in.
  @Test func anEffectSetInAnAnimationBlockComesInOnItsTiming() {
    Harness.world()
    let view = UIVisualEffectView(effect: nil)
    Harness.window.addSubview(view)
    let fades = !UIKitModel.world.readings.uses(.effectChangesAtOnce)
    #expect(view.modelPresentedEffectLevel == 0)
    let blurIn = linear(1)
    blurIn.addAnimations { view.effect = UIBlurEffect(style: .light) }
    blurIn.startAnimation()
    #expect((view.effect as? UIBlurEffect)?.modelStyle == .light, "the model value at once")
    ScenarioClock.advance(by: 0.25)
    #expect(abs(view.modelPresentedEffectLevel - (fades ? 0.25 : 1)) < 0.02)
    ScenarioClock.advance(by: 1)
    #expect(view.modelPresentedEffectLevel == 1)
    let blurOut = linear(1)
    blurOut.addAnimations { view.effect = nil }
    blurOut.startAnimation()
    #expect(view.effect == nil)
    ScenarioClock.advance(by: 0.25)
    #expect(abs(view.modelPresentedEffectLevel - (fades ? 0.75 : 0)) < 0.02)
    ScenarioClock.advance(by: 1)
    #expect(view.modelPresentedEffectLevel == 0)
    Harness.expectNoFailures()
  }

  /// A paused animator of `effect` at `fractionComplete` 0.4 shows 0.4 of the blur (an
  /// intensity view); stopped there, the view keeps that much and its effect.
  @Test func aPausedAnimatorOfTheEffectShowsItsFraction() {
    Harness.world()
    let view = UIVisualEffectView(effect: nil)
    Harness.window.addSubview(view)
    let fades = !UIKitModel.world.readings.uses(.effectChangesAtOnce)
    let driver = linear(1)
    driver.addAnimations { view.effect = UIBlurEffect(style: .dark) }
    driver.pauseAnimation()
    driver.fractionComplete = 0.4
    #expect(abs(view.modelPresentedEffectLevel - (fades ? 0.4 : 1)) < 1e-9)
    driver.stopAnimation(true)
    #expect(abs(view.modelPresentedEffectLevel - (fades ? 0.4 : 1)) < 1e-9)
    #expect((view.effect as? UIBlurEffect)?.modelStyle == .dark)
    Harness.expectNoFailures()
  }

  /// Outside an animation block the effect changes at once.
  @Test func anEffectSetOutsideAnAnimationBlockChangesAtOnce() {
    Harness.world()
    let view = UIVisualEffectView(effect: nil)
    view.effect = UIBlurEffect(style: .light)
    #expect(view.modelPresentedEffectLevel == 1)
    view.effect = nil
    #expect(view.modelPresentedEffectLevel == 0)
    Harness.expectNoFailures()
  }
}
#endif
