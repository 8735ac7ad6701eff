import Curtain
import CurtainHeadless
import Foundation
import Testing

/// Increase Contrast on the headless player: the dim a presentation's plan draws is raised as
/// the core decides, every frame and once presented.
@Suite @MainActor struct SceneIncreaseContrastTests {
  /// By hand (IncreaseContrastDimTests): white under a black dim of this alpha has luminance
  /// `1.05 / 4.5 − 0.05`, a WCAG contrast ratio of 4.5:1 with white.
  static let raisedBlack = 1 - (1.055 * pow(1.05 / 4.5 - 0.05, 1 / 2.4) - 0.055)

  @Test func theDimIsRaisedInEveryFrameAndKept() throws {
    let scene = try HeadlessScene(size: Reference.size)
    scene.increaseContrast = true
    let detail = HeadlessScreen(name: "detail")
    // FadePresentation's default dim is 0.5 (3.98:1 over white).
    let timeline = try scene.present(
      detail, presentation: FadePresentation(size: SceneAccessibilityTests.card)
    ).run(fps: 10)
    // Old code: 0.5 in every frame.
    for frame in timeline.frames {
      let colour = try #require(frame.states[.background]?.backgroundColor)
      #expect(abs(colour.alpha - Self.raisedBlack) < 1e-9)
    }
    let kept = try #require(scene.backgroundState(of: detail)?.backgroundColor)
    #expect(abs(kept.alpha - Self.raisedBlack) < 1e-9)
    let dismissal = try scene.dismiss().run(fps: 10)
    for frame in dismissal.frames {
      if let colour = frame.states[.background]?.backgroundColor {
        #expect(abs(colour.alpha - Self.raisedBlack) < 1e-9)
      }
    }
  }

  @Test func withoutIncreaseContrastTheDimIsTheApps() throws {
    let scene = try HeadlessScene(size: Reference.size)
    let detail = HeadlessScreen(name: "detail")
    _ = try scene.present(
      detail, presentation: FadePresentation(size: SceneAccessibilityTests.card)
    )
    .run()
    #expect(scene.backgroundState(of: detail)?.backgroundColor?.alpha == 0.5)
  }
}
