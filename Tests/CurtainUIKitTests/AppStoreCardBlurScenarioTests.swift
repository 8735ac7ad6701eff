#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios read values on screen
// (modelPresented…).
import Curtain
import CurtainHeadless
import CurtainUIKit
import Testing
import UIKit

/// EasyTransitions' App Store card (``AppStoreCardAnimator``) blurs the screen behind the card as
/// EasyTransitions' `AppStoreAnimator` does (issue 34): a visual-effect view over the container,
/// behind the card, whose effect comes in from none to `UIBlurEffect(style: blurEffectStyle)`
/// (`.light` by default) on the card's spring, stays while the card is presented, and goes out
/// on the dismissal's spring.
///
/// The world: a 390 × 844 window; the card (20, 67, 350, 412) grows to the container's bounds.
/// The spring is UIKit's duration form, 0.85 s at damping ratio 0.8 (EasyTransitions'
/// `UIViewPropertyAnimator(duration:dampingRatio:)`), its natural frequency fitted so that the
/// envelope (ζω₀/ω_d)·e^(−ζω₀·0.85) is 1/1000 (SEMANTICS 20.9): ω₀ = −ln(0.001·0.6/0.8)/0.68
/// ≈ 10.5815 rad/s, ω_d = 0.6·ω₀; started at rest, the share of the way done at `t` is
/// 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t), in Python: 0.3155 at 0.1 s, 0.7112 at
/// 0.2 s, 0.9265 at 0.3 s.
@Suite @MainActor struct AppStoreCardBlurScenarioTests {
  /// The closed form's values (above) at 0.1, 0.2 and 0.3 s.
  static let springShare: [(time: Double, share: CGFloat)] = [
    (0.1, 0.3155), (0.2, 0.7112), (0.3, 0.9265),
  ]

  private var root: UIViewController { Harness.window.rootViewController ?? UIViewController() }

  /// The visual-effect views of the container that holds `detail`'s view, other than its own.
  private func blurs(_ detail: UIViewController) -> [UIVisualEffectView] {
    guard let container = detail.presentationController?.containerView else { return [] }
    return container.subviews.compactMap { $0 as? UIVisualEffectView }
  }

  /// Whether `view` is `ancestor` or inside it.
  private func holds(_ ancestor: UIView, _ view: UIView?) -> Bool {
    var current = view
    while let found = current {
      if found === ancestor { return true }
      current = found.superview
    }
    return false
  }

  @Test func theCardsPresentationFadesABlurInOnItsSpringAndTheDismissalFadesItOut() throws {
    Harness.world()
    let detail = UIViewController()
    let animator = AppStoreCardAnimator(initialFrame: CGRect(x: 20, y: 67, width: 350, height: 412))
    let delegate = ModalTransitionDelegate(animator: animator)
    delegate.attach(to: detail)
    // Under the alternative reading of §20.20 (`effectChangesAtOnce`) UIKit would show the
    // effect at once, the player still setting it in its animation block.
    let fades = !UIKitModel.world.readings.uses(.effectChangesAtOnce)
    root.present(detail, animated: true)
    var elapsed = 0.0
    for (time, share) in Self.springShare {
      ScenarioClock.advance(by: time - elapsed)
      elapsed = time
      let blur = try #require(blurs(detail).first, "a blur behind the card at \(time) s")
      #expect(blurs(detail).count == 1)
      let level = blur.modelPresentedEffectLevel
      let expected = fades ? share : 1
      #expect(abs(level - expected) <= 0.02, "\(time) s: the blur's level \(level), \(expected)")
      // On the card's spring: the card's width has come the same share of its way.
      let width = detail.view.modelPresentedSize.width
      let cardShare = (width - 350) / (390 - 350)
      if fades {
        #expect(abs(level - min(cardShare, 1)) <= 0.01, "\(time) s: \(level), card \(cardShare)")
      }
      #expect((blur.effect as? UIBlurEffect)?.modelStyle == .light, "EasyTransitions' default")
      let container = try #require(blur.superview)
      #expect(blur.frame == container.bounds)
      let below = container.subviews.firstIndex { $0 === blur } ?? .max
      let card = container.subviews.firstIndex { holds($0, detail.view) } ?? .min
      #expect(below < card, "the blur is behind the card")
    }
    ScenarioClock.runUntilIdle()
    let kept = try #require(blurs(detail).first, "the blur stays while the card is presented")
    #expect(kept.modelPresentedEffectLevel == 1)

    detail.dismiss(animated: true)
    elapsed = 0
    for (time, share) in Self.springShare {
      ScenarioClock.advance(by: time - elapsed)
      elapsed = time
      let level = kept.modelPresentedEffectLevel
      let expected = fades ? 1 - share : 0
      #expect(abs(level - expected) <= 0.02, "dismissal \(time) s: \(level), \(expected)")
    }
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(kept.modelPresentedEffectLevel == 0)
    Harness.expectNoFailures()
  }

  /// The headless player draws the same blur: the plan's `.background` over the container,
  /// its `blurFraction` the spring's share (the closed form above), kept once the card is
  /// presented (`HeadlessScene.backgroundState(of:)`) and taken back to 0 by the dismissal.
  @Test func theHeadlessPlayerShowsTheCardsBlurInItsFrames() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    let animator = AppStoreCardAnimator(initialFrame: CGRect(x: 20, y: 67, width: 350, height: 412))
    try scene.present(detail, animator: animator)
    var elapsed = 0.0
    for (time, share) in Self.springShare {
      try scene.advance(by: time - elapsed)
      elapsed = time
      let background = try #require(scene.state(of: .background), "a background at \(time) s")
      #expect(background.frame == scene.bounds)
      let blur = try #require(background.blurFraction, "a blur at \(time) s")
      #expect(abs(blur - share) <= 0.02, "\(time) s: the blur \(blur), spring \(share)")
      #expect(background.alpha ?? 1 == 1)
    }
    try scene.advance(by: 2)
    #expect(scene.backgroundState(of: detail)?.blurFraction == 1, "kept while presented")
    try scene.dismiss(animator: animator)
    elapsed = 0
    for (time, share) in Self.springShare {
      try scene.advance(by: time - elapsed)
      elapsed = time
      let blur = try #require(scene.state(of: .background)?.blurFraction)
      #expect(abs(blur - (1 - share)) <= 0.02, "dismissal \(time) s: \(blur)")
    }
    try scene.advance(by: 2)
    #expect(scene.presentedScreens.isEmpty)
    #expect(scene.backgroundState(of: detail) == nil)
  }

  /// `blurEffectStyle` is the blur's style.
  @Test func theBlurHasTheCardsStyle() throws {
    Harness.world()
    let detail = UIViewController()
    let animator = AppStoreCardAnimator(
      initialFrame: CGRect(x: 20, y: 67, width: 350, height: 412), blurEffectStyle: .dark)
    let delegate = ModalTransitionDelegate(animator: animator)
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    let blur = try #require(blurs(detail).first)
    #expect((blur.effect as? UIBlurEffect)?.modelStyle == .dark)
    Harness.expectNoFailures()
  }
}
#endif
