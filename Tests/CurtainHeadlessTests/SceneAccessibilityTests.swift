import Curtain
import CurtainHeadless
import Foundation
import Testing

@Suite @MainActor struct SceneAccessibilityTests {
  static let card = PresentationSize(width: .custom(value: 300), height: .custom(value: 400))

  func scene() throws -> HeadlessScene { try HeadlessScene(size: Reference.size) }

  @Test func everyPresentationKindExposesItsDecisions() throws {
    // Jelly-style cover over a dim that dismisses on tap.
    let scene = try scene()
    let cover = HeadlessScreen(name: "cover")
    _ = try scene.present(
      cover,
      presentation: CoverPresentation(
        directionShow: .bottom, directionDismiss: .bottom, size: Self.card)
    ).run()
    let coverState = try #require(scene.accessibility(of: cover))
    #expect(coverState.kind == .presentation)
    #expect(coverState.isModal)
    #expect(coverState.escape == .dismisses)
    #expect(coverState.dimmingElement?.isAccessibilityElement == true)
    #expect(coverState.dimmingElement?.label == "Dismiss")

    // A passthrough fade on top: not modal, escape refuses.
    let toast = HeadlessScreen(name: "toast")
    _ = try scene.present(
      toast,
      presentation: FadePresentation(
        size: Self.card,
        uiConfiguration: PresentationUIConfiguration(
          backgroundStyle: .none, backgroundTap: .passthrough))
    ).run()
    let toastState = try #require(scene.accessibility(of: toast))
    #expect(toastState.modality == .nonModal(.passthroughBackground))
    #expect(toastState.escape == .refuses(.passthroughBackground))
    #expect(toastState.dimmingElement == nil)

    // A plain animator's presentation: modal, escape dismisses.
    let plainScene = try self.scene()
    let plain = HeadlessScreen(name: "plain")
    _ = try plainScene.present(plain, animator: FadeAnimator()).run()
    let plainState = try #require(plainScene.accessibility(of: plain))
    #expect(plainState.kind == .plain)
    #expect(plainState.isModal)
    #expect(plainState.escape == .dismisses)

    // Presentr's context presentation whose outside passes touches: not modal.
    let contextScene = try self.scene()
    let alert = HeadlessScreen(name: "alert")
    _ = try contextScene.present(
      alert, presentation: FadePresentation(size: Self.card),
      inContext: CGRect(x: 0, y: 0, width: 390, height: 400), outsideContextTap: .passthrough
    ).run()
    #expect(
      contextScene.accessibility(of: alert)?.modality == .nonModal(.passthroughOutsideContext))
    #expect(contextScene.accessibility(of: HeadlessScreen(name: "stranger")) == nil)
  }

  @Test func aSheetExposesItsModalityEscapeAndGrabber() throws {
    let container = try SheetContainer(size: Reference.size, topInset: 47)
    let sheet = try HeadlessSheet(
      presentation: SheetPresentation(
        detents: [.medium, .large], largestUndimmedDetentID: "medium",
        prefersGrabberVisible: true, shouldDismiss: { false }),
      container: container)
    let accessibility = sheet.accessibility()
    #expect(accessibility.modality == .nonModal(.undimmedSheetDetent))
    #expect(accessibility.grabber?.incrementTarget == "large")
    // Dismissible, but the sheet's own veto refuses.
    #expect(sheet.escapeDecision() == .refuse(.vetoed))
  }

  @Test func escapeDismissesThroughThePresentationsOwnAnimator() throws {
    let scene = try scene()
    let detail = HeadlessScreen(name: "detail")
    _ = try scene.present(detail, presentation: FadePresentation(size: Self.card)).run()
    guard case .dismissed(let transition) = try scene.performEscape() else {
      Issue.record("escape did not dismiss")
      return
    }
    // Refused while the dismissal runs.
    guard case .refused(.busy) = try scene.performEscape() else {
      Issue.record("escape during a transition was not refused as busy")
      return
    }
    _ = try transition.run()
    #expect(scene.presentedScreens.isEmpty)
    guard case .nothingPresented = try scene.performEscape() else {
      Issue.record("escape with nothing presented")
      return
    }
  }

  @Test func escapeOnAPlainPresentationDismissesWithTheAnimatorItCameWith() throws {
    let scene = try scene()
    let detail = HeadlessScreen(name: "detail")
    _ = try scene.present(detail, animator: FadeAnimator(duration: 0.4)).run()
    guard case .dismissed(let transition) = try scene.performEscape() else {
      Issue.record("escape did not dismiss")
      return
    }
    let timeline = try transition.run(fps: 10)
    // FadeAnimator's dismissal: alpha 1 → 0 linearly over 0.4 s, so 0.5 at 0.2 s (by hand).
    let middle = try #require(timeline.frames.first { abs($0.time - 0.2) < 1e-9 })
    #expect(Reference.isClose(middle.states[.presented]?.alpha, 0.5))
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aBackgroundThatDoesNothingRefusesEscape() throws {
    let scene = try scene()
    let alert = HeadlessScreen(name: "alert")
    _ = try scene.present(
      alert,
      presentation: FadePresentation(
        size: Self.card, uiConfiguration: PresentationUIConfiguration(backgroundTap: .none))
    ).run()
    guard case .refused(.backgroundTapDoesNothing) = try scene.performEscape() else {
      Issue.record("escape was not refused")
      return
    }
    #expect(scene.presentedScreens == [alert])
    var options = AccessibilityOptions.automatic
    options.escape = .dismisses
    scene.accessibilityOptions = options
    guard case .dismissed(let transition) = try scene.performEscape() else {
      Issue.record("the opt-in did not dismiss")
      return
    }
    _ = try transition.run()
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func completedTransitionsAnnounceAndACancelledOneDoesNot() throws {
    let scene = try scene()
    let detail = HeadlessScreen(name: "detail")
    #expect(scene.lastAnnouncement == .none)
    _ = try scene.present(detail, presentation: FadePresentation(size: Self.card)).run()
    #expect(scene.lastAnnouncement == .screenChanged(focus: .presentedContent))
    let interactive = try scene.dismiss(interactive: true)
    try interactive.update(progress: 0.3)
    try interactive.cancel(velocity: 0)
    _ = try interactive.run()
    #expect(scene.lastAnnouncement == .none)
    _ = try scene.dismiss().run()
    #expect(scene.lastAnnouncement == .screenChanged(focus: .presentingElement))
    #expect(
      scene.announcements == [
        .screenChanged(focus: .presentedContent), .none,
        .screenChanged(focus: .presentingElement),
      ])
  }

  @Test func reduceTransparencyDrawsABlurAsTheDimOfEqualContrast() throws {
    let scene = try scene()
    scene.reduceTransparency = true
    let detail = HeadlessScreen(name: "detail")
    let presentation = FadePresentation(
      size: Self.card,
      uiConfiguration: PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark)))
    let timeline = try scene.present(detail, presentation: presentation).run(fps: 10)
    // The dark blur's dim over middle grey: 0.5694 (ReduceTransparencyTests, by hand).
    for frame in timeline.frames {
      let background = try #require(frame.states[.background])
      #expect(background.blurFraction == nil)
      let colour = try #require(background.backgroundColor)
      #expect(abs(colour.alpha - 0.5694) < 1e-9)
    }
    let kept = try #require(scene.backgroundState(of: detail))
    #expect(kept.blurFraction == nil)
    #expect(kept.alpha == 1)
    let dismissal = try scene.dismiss().run(fps: 10)
    #expect(dismissal.frames.allSatisfy { $0.states[.background]?.blurFraction == nil })
    #expect(scene.accessibility(of: detail) == nil)
  }

  @Test func withoutReduceTransparencyTheBlurStays() throws {
    let scene = try scene()
    let detail = HeadlessScreen(name: "detail")
    let presentation = FadePresentation(
      size: Self.card,
      uiConfiguration: PresentationUIConfiguration(backgroundStyle: .blurred(style: .dark)))
    _ = try scene.present(detail, presentation: presentation).run()
    #expect(scene.backgroundState(of: detail)?.blurFraction == 1)
  }

  @Test func reduceTransparencyDimsABlurThatAPlainAnimatorsPlanDraws() throws {
    let scene = try scene()
    scene.reduceTransparency = true
    let timeline = try scene.present(HeadlessScreen(name: "card"), animator: BlurIn()).run(fps: 4)
    // The players' default blur, dark: its dim over middle grey is 0.5694 (by hand).
    for frame in timeline.frames {
      let background = try #require(frame.states[.background])
      #expect(background.blurFraction == nil)
      let colour = try #require(background.backgroundColor)
      #expect(abs(colour.alpha - 0.5694) < 1e-9)
    }
  }
}

/// Blurs an inserted background in over 0.5 s (as the App Store card does), linearly.
struct BlurIn: TransitionAnimator {
  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let (start, end): (CGFloat, CGFloat) = context.isPresenting ? (0, 1) : (1, 0)
    return try TransitionPlan(
      setup: [
        .insert(
          .background, state: ViewState(frame: context.containerBounds, blurFraction: start),
          placement: .below(.presented))
      ],
      tracks: [
        Track(
          actor: .background, from: ViewState(blurFraction: start),
          to: ViewState(blurFraction: end),
          timing: AnimationTiming(curve: .linear, duration: 0.5))
      ])
  }
}
