#if canImport(UIKit)
import Testing
import UIKit

/// `UIVisualEffectView.effect` in an animation block (Tests/UIKitStub/SEMANTICS.md 20.20, O).
@Suite @MainActor struct VisualEffectFidelityTests {
  #if CURTAIN_UIKIT_MODEL
  /// Model only: UIKit draws the effect and exposes no number for how much of it shows.
  ///
  /// The model's `modelPresentedEffectLevel` is that number: a linear 1 s animator that sets a
  /// blur shows a quarter of it 0.25 s in (1 × 0.25), or all of it at once under
  /// `effectChangesAtOnce`.
  @Test(
    "[20.20] an effect set in an animation block comes in on its timing, or at once",
    arguments: [false, true])
  func anEffectComesInOnTheBlocksTiming(alternative: Bool) {
    let window = Scenario.window()
    UIKitModel.world.readings =
      alternative ? UIKitModelReadings([.effectChangesAtOnce]) : .documented
    let view = UIVisualEffectView(effect: nil)
    window.addSubview(view)
    let animator = UIViewPropertyAnimator(
      duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
    animator.addAnimations { view.effect = UIBlurEffect(style: .light) }
    animator.startAnimation()
    #expect(view.effect != nil)
    ScenarioClock.advance(by: 0.25)
    #expect(abs(view.modelPresentedEffectLevel - (alternative ? 1 : 0.25)) < 0.02)
    ScenarioClock.runUntilIdle()
    #expect(view.modelPresentedEffectLevel == 1)
    Scenario.expectNoFailures()
  }
  #endif
}
#endif
