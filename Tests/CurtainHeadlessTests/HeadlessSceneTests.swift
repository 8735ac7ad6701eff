import CurtainHeadless
import Foundation
import Testing

@MainActor
@Suite struct HeadlessSceneTests {
  let scene: HeadlessScene
  let root: HeadlessScreen

  init() throws {
    root = HeadlessScreen(name: "root")
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// Where a screen rests when nothing moves it.
  static func resting(_ frame: CGRect = Reference.bounds) -> ViewState {
    ViewState(frame: frame, alpha: 1, transform: .identity)
  }

  // MARK: Container

  nonisolated static let badSizes: [CGSize] = [
    .zero, CGSize(width: 0, height: 844), CGSize(width: 390, height: 0),
    CGSize(width: -390, height: 844), CGSize(width: 390, height: CGFloat.infinity),
    CGSize(width: CGFloat.nan, height: 844),
  ]

  @Test(arguments: badSizes)
  func initRefusesAContainerWithoutFiniteArea(size: CGSize) {
    #expect {
      _ = try HeadlessScene(size: size)
    } throws: { error in
      guard case .invalidContainerSize(let width, let height) = error as? HeadlessError else {
        return false
      }
      return width.bitPattern == Double(size.width).bitPattern
        && height.bitPattern == Double(size.height).bitPattern
    }
  }

  @Test func initRefusesNegativeOrNonFiniteSafeAreaInsets() {
    for insets in [EdgeInsets(top: -1), EdgeInsets(bottom: .infinity)] {
      #expect(throws: HeadlessError.invalidSafeAreaInsets(insets)) {
        _ = try HeadlessScene(size: Reference.size, safeAreaInsets: insets)
      }
    }
  }

  @Test func aNewSceneShowsItsRootFillingTheContainer() throws {
    #expect(scene.bounds == Reference.bounds)
    #expect(scene.navigationStack == [root])
    #expect(scene.visibleScreens == [root])
    #expect(scene.topScreen === root)
    #expect(scene.tabs.isEmpty)
    #expect(scene.selectedTabIndex == nil)
    #expect(scene.isIdle)
    #expect(scene.state(of: root) == Self.resting())
  }

  // MARK: Modal presentation

  @Test func presentedScreensStackAndDismissalsUnstackThem() throws {
    let first = HeadlessScreen(name: "first")
    let second = HeadlessScreen(name: "second")
    try scene.present(first, animator: FadeAnimator()).finish()
    try scene.present(second, animator: CoverAnimator()).finish()
    #expect(scene.presentedScreens == [first, second])
    #expect(scene.topScreen === second)
    try scene.dismiss(animator: CoverAnimator()).finish()
    #expect(scene.presentedScreens == [first])
    #expect(scene.state(of: second) == nil)
    #expect(scene.visibleScreens == [first])
    try scene.dismiss(animator: FadeAnimator()).finish()
    #expect(scene.presentedScreens.isEmpty)
    #expect(scene.visibleScreens == [root])
    #expect(scene.screens == [root])
  }

  @Test func aFullScreenPresentationTakesThePresentingViewOutOfTheWindow() throws {
    let detail = HeadlessScreen(name: "detail")
    let transition = try scene.present(detail, animator: CoverAnimator())
    try transition.advance(by: 0.1)
    #expect(scene.visibleScreens == [root, detail])
    try transition.finish()
    #expect(scene.visibleScreens == [detail])
    // The presenting screen is still part of the scene, state kept.
    #expect(scene.state(of: root) == Self.resting())
    #expect(scene.state(of: detail) == Self.resting())
    let dismissal = try scene.dismiss(animator: CoverAnimator())
    #expect(scene.visibleScreens == [root, detail])
    try dismissal.finish()
    #expect(scene.visibleScreens == [root])
  }

  @Test func aNonFullScreenPresentationKeepsThePresentingView() throws {
    let sheet = HeadlessScreen(name: "sheet")
    let half = CGRect(x: 0, y: 422, width: 390, height: 422)
    let transition = try scene.present(sheet, animator: CoverAnimator(), presentedFrame: half)
    try transition.advance(by: 0.25)
    // From y = 844 to y = 422 over 0.5 s: halfway at 0.25 s, y = 633.
    #expect(Reference.isClose(scene.state(of: sheet)?.frame?.minY, 633))
    _ = try transition.run(fps: 60)
    #expect(scene.visibleScreens == [root, sheet])
    #expect(scene.state(of: sheet) == Self.resting(half))
    #expect(scene.state(of: root) == Self.resting())
    // A full-screen presentation over the sheet hides both.
    let cover = HeadlessScreen(name: "cover")
    try scene.present(cover, animator: FadeAnimator()).finish()
    #expect(scene.visibleScreens == [cover])
    try scene.dismiss(animator: FadeAnimator()).finish()
    #expect(scene.visibleScreens == [root, sheet])
  }

  @Test func aPlanThatAnimatesToMovesThePresentedScreenAndPresentedWinsOverTo() throws {
    struct TwoNames: TransitionAnimator {
      func plan(for context: TransitionContext) throws -> TransitionPlan {
        let timing = try AnimationTiming(curve: .linear, duration: 1)
        return try TransitionPlan(tracks: [
          Track(
            actor: .to, from: ViewState(alpha: 0, cornerRadius: 0),
            to: ViewState(alpha: 1, cornerRadius: 10), timing: timing),
          Track(
            actor: .presented, from: ViewState(alpha: 0), to: ViewState(alpha: 0.5), timing: timing),
        ])
      }
    }
    let detail = HeadlessScreen(name: "detail")
    let transition = try scene.present(detail, animator: TwoNames())
    try transition.advance(by: 0.5)
    // `.to` alone sets the radius: 5 at half time; both set alpha and `.presented` wins: 0.25.
    #expect(Reference.isClose(scene.state(of: detail)?.cornerRadius, 5))
    #expect(Reference.isClose(scene.state(of: detail)?.alpha, 0.25))
  }

  @Test func temporaryActorsAreInTheSceneOnlyWhileTheTransitionRuns() throws {
    for ending in ["finish", "cancel"] {
      let detail = HeadlessScreen(name: "detail")
      let transition = try scene.present(detail, animator: CoverAnimator())
      #expect(scene.state(of: .background) == ViewState(alpha: 0))
      try transition.advance(by: 0.25)
      #expect(scene.transientActors == [.background])
      #expect(Reference.isClose(scene.state(of: .background)?.alpha, 0.25))
      if ending == "finish" { try transition.finish() } else { transition.cancel() }
      #expect(scene.state(of: .background) == nil)
      #expect(transition.state(of: .background) == nil)
      #expect(scene.transientActors.isEmpty)
      if ending == "finish" { try scene.dismiss(animator: FadeAnimator()).finish() }
    }
  }

  // MARK: Navigation and tabs

  @Test func pushAndPopMoveTheNavigationStack() throws {
    let next = HeadlessScreen(name: "next")
    let push = try scene.push(next, animator: SlideAnimator(duration: 0.5))
    try push.advance(by: 0.25)
    // Linear, halfway: `to` from x = 390 to 0 is at 195; `from` from 0 to −130 is at −65.
    #expect(Reference.isClose(scene.state(of: next)?.frame?.minX, 195))
    #expect(Reference.isClose(scene.state(of: root)?.frame?.minX, -65))
    try push.finish()
    #expect(scene.navigationStack == [root, next])
    #expect(scene.visibleScreens == [next])
    #expect(scene.state(of: root)?.frame == Reference.bounds.offsetBy(dx: -130, dy: 0))
    try scene.pop(animator: SlideAnimator()).finish()
    #expect(scene.navigationStack == [root])
    #expect(scene.state(of: next) == nil)
    #expect(scene.state(of: root) == Self.resting())
  }

  @Test func tabsKeepTheirOwnNavigationStacks() throws {
    let (a, b, c) = (
      HeadlessScreen(name: "a"), HeadlessScreen(name: "b"), HeadlessScreen(name: "c")
    )
    try scene.setTabs([a, b, c], selectedIndex: 1)
    #expect(scene.tabs == [a, b, c])
    #expect(scene.selectedTabIndex == 1)
    #expect(scene.navigationStack == [b])
    #expect(scene.visibleScreens == [b])
    #expect(scene.state(of: root) == nil)
    #expect(scene.state(of: a) == Self.resting())
    let pushed = HeadlessScreen(name: "pushed")
    try scene.push(pushed, animator: SlideAnimator()).finish()
    let recorder = ContextRecorder()
    recorder.inner = SlideAnimator()
    try scene.selectTab(2, animator: recorder).finish()
    #expect(recorder.contexts.last?.operation == .tab)
    #expect(recorder.contexts.last?.tabSwitch == TabSwitch(from: 1, to: 2))
    #expect(scene.navigationStack == [c])
    #expect(scene.visibleScreens == [c])
    try scene.selectTab(1, animator: recorder).finish()
    #expect(recorder.contexts.last?.operation == .tab)
    #expect(recorder.contexts.last?.tabSwitch == TabSwitch(from: 2, to: 1))
    #expect(scene.navigationStack == [b, pushed])
    #expect(scene.state(of: pushed) == Self.resting())
  }

  @Test func setNavigationRootReplacesTheSelectedStack() throws {
    let next = HeadlessScreen(name: "next")
    try scene.push(next, animator: SlideAnimator()).finish()
    let home = HeadlessScreen(name: "home")
    try scene.setNavigationRoot(home)
    #expect(scene.navigationStack == [home])
    #expect(scene.state(of: next) == nil)
    #expect(scene.state(of: home) == Self.resting())
  }

  // MARK: Contexts

  @Test func theContextCarriesTheScenesGeometryAndTheRequest() throws {
    let insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let scene = try HeadlessScene(
      size: Reference.size, safeAreaInsets: insets, layoutDirection: .rightToLeft)
    let recorder = ContextRecorder()
    let half = CGRect(x: 0, y: 422, width: 390, height: 422)
    let card = CGRect(x: 20, y: 100, width: 350, height: 200)
    try scene.present(
      HeadlessScreen(name: "sheet"), animator: recorder, presentedFrame: half, sourceFrame: card,
      interactive: true
    ).finish()
    try scene.dismiss(animator: recorder).finish()
    try scene.push(HeadlessScreen(name: "next"), animator: recorder).finish()
    try scene.pop(animator: recorder, interactive: true).finish()
    let present = try #require(recorder.contexts.first)
    #expect(present.operation == .present)
    #expect(present.containerBounds == Reference.bounds)
    #expect(present.safeAreaInsets == insets)
    #expect(present.layoutDirection == .rightToLeft)
    #expect(present.presentedFrame == half)
    #expect(present.sourceFrame == card)
    #expect(present.isInteractive)
    #expect(present.initialFrame(for: .presenting) == Reference.bounds)
    #expect(present.finalFrame(for: .presented) == half)
    let dismiss = recorder.contexts[1]
    #expect(dismiss.operation == .dismiss)
    #expect(dismiss.presentedFrame == half)
    #expect(dismiss.initialFrame(for: .presented) == half)
    #expect(!dismiss.isInteractive)
    #expect(recorder.contexts.map(\.operation) == [.present, .dismiss, .push, .pop])
    #expect(recorder.contexts[3].isInteractive)
  }
}
