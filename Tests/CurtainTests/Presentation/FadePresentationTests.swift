import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite @MainActor struct FadePresentationTests {
  @Test func defaultsAreJellys() {
    let presentation = FadePresentation()
    #expect(
      presentation.timing
        == PresentationTiming(duration: .normal, presentationCurve: .linear, dismissCurve: .linear))
    #expect(presentation.layout == PresentationLayout(size: .fullscreen, alignment: .center))
    #expect(presentation.uiConfiguration == .default)
    #expect(presentation.spring == .none)
    #expect(presentation.interactionConfiguration == nil)
    #expect(presentation.presentingAnimation == .fade)
    #expect(presentation.dismissingAnimation == .fade)
  }

  @Test func jellysInitialiserKeepsEveryParameter() throws {
    let size = PresentationSize(width: .custom(value: 300), height: .halfscreen)
    let alignment = PresentationAlignment(vertical: .top, horizontal: .trailing)
    let guards = EdgeInsets(all: 12)
    let ui = PresentationUIConfiguration(cornerRadius: 8, backgroundStyle: .none)
    let presentation = FadePresentation(
      alignment: alignment, size: size, marginGuards: guards,
      timing: PresentationTiming(duration: .fast), uiConfiguration: ui)
    #expect(
      presentation.layout
        == PresentationLayout(size: size, alignment: alignment, marginGuards: guards))
    #expect(presentation.uiConfiguration == ui)
    #expect(presentation.timing.duration == .fast)
  }

  @Test func fadesInAtThePresentedFrame() throws {
    let plan = try FadePresentation().plan(for: PresentationCheck.context(.present))
    for step in 0...7 {
      let x = Double(step) / 7
      let state = plan.state(of: .presented, at: 0.35 * x)
      #expect(state.frame == PresentationCheck.bottomHalf)
      let alpha = try #require(state.alpha)
      // Linear: the alpha is the fraction of time elapsed.
      #expect(abs(Double(alpha) - PresentationCheck.linear.progress(at: x)) <= 1e-9)
      #expect(abs(Double(alpha) - x) <= 1e-9)
    }
    #expect(plan.state(of: .presented, at: 0).alpha == 0)
    #expect(plan.finalState(of: .presented).alpha == 1)
    #expect(!plan.tracks.contains { $0.actor == .presenting })
  }

  @Test func fadesOutWithTheDismissCurve() throws {
    let presentation = FadePresentation(
      timing: PresentationTiming(
        duration: .slow, presentationCurve: .easeIn, dismissCurve: .easeOut))
    let present = try presentation.plan(for: PresentationCheck.context(.present))
    let dismiss = try presentation.plan(for: PresentationCheck.context(.dismiss))
    for x in [0.1, 0.4, 0.75] {
      let shown = try #require(present.state(of: .presented, at: x).alpha)
      let hidden = try #require(dismiss.state(of: .presented, at: x).alpha)
      #expect(abs(Double(shown) - PresentationCheck.easeIn.progress(at: x)) <= 1e-9)
      #expect(abs(Double(hidden) - (1 - PresentationCheck.easeOut.progress(at: x))) <= 1e-9)
      #expect(abs(Double(hidden) - (1 - PresentationCheck.easeIn.progress(at: x))) > 0.05)
    }
    #expect(dismiss.state(of: .presented, at: 0).alpha == 1)
    #expect(dismiss.finalState(of: .presented).alpha == 0)
    #expect(dismiss.finalState(of: .presented).frame == PresentationCheck.bottomHalf)
  }

  @Test func theBackgroundFadesWithThePresentedView() throws {
    let plan = try FadePresentation().plan(for: PresentationCheck.context(.present))
    for x in [0.0, 0.3, 0.6, 1.0] {
      let presented = try #require(plan.state(of: .presented, at: 0.35 * x).alpha)
      let background = plan.state(of: .background, at: 0.35 * x)
      let seen =
        Double(try #require(background.alpha)) * (try #require(background.backgroundColor)).alpha
      // Jelly's default dim is 0.5; both follow the same linear curve.
      #expect(abs(seen - 0.5 * Double(presented)) <= 1e-9)
    }
  }
}
