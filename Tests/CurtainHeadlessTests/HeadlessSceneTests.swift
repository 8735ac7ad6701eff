import CurtainHeadless
import Foundation
import Testing

@MainActor
@Suite struct HeadlessSceneTests {
  private let scene: HeadlessScene
  private let root: HeadlessScreen

  init() throws {
    root = HeadlessScreen(name: "root")
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// Where a screen rests when nothing moves it.
  private static func resting(_ frame: CGRect = Reference.bounds) -> ViewState {
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

  // MARK: Queueing

  @Test func queuedOperationsRunInOrderAndNeverInterleave() throws {
    let log = EventLog()
    let (a, b) = (HeadlessScreen(name: "a"), HeadlessScreen(name: "b"))
    let first = try scene.present(a, animator: LoggingAnimator(name: "1", log: log))
    let second = try scene.dismiss(animator: LoggingAnimator(name: "2", log: log))
    let third = try scene.present(b, animator: LoggingAnimator(name: "3", log: log))
    for (name, transition) in [("1", first), ("2", second), ("3", third)] {
      transition.onCompletion = { log.events.append("done \(name) \($0)") }
    }
    #expect(log.events == ["plan 1"])
    #expect([first.state, second.state, third.state] == [.running, .pending, .pending])
    #expect(scene.pendingTransitions.count == 2)
    #expect(scene.pendingTransitions.first === second)

    try scene.advance(by: 0.2)
    #expect(log.events == ["plan 1"])
    #expect(scene.presentedScreens.isEmpty)

    // 0.1 s finishes the first (0.3 s); the 0.05 s left over goes to the second.
    try scene.advance(by: 0.15)
    #expect(log.events == ["plan 1", "done 1 true", "plan 2"])
    #expect([first.state, second.state, third.state] == [.finished, .running, .pending])
    #expect(Reference.isClose(second.time, 0.05))
    #expect(scene.presentedScreens == [a])
    #expect(scene.currentTransition === second)

    try scene.advance(by: 10)
    #expect(
      log.events == ["plan 1", "done 1 true", "plan 2", "done 2 true", "plan 3", "done 3 true"])
    #expect(scene.presentedScreens == [b])
    #expect(scene.isIdle)
  }

  @Test func aQueuedTransitionStartsWhenTheRunningOneIsDrivenToItsEnd() throws {
    let detail = HeadlessScreen(name: "detail")
    let first = try scene.present(detail, animator: FadeAnimator())
    let second = try scene.dismiss(animator: FadeAnimator(duration: 0.5))
    _ = try first.run(fps: 30)
    #expect(second.state == .running)
    #expect(second.time == 0)
    // Its first frame is drawn: the dismissed screen at alpha 1.
    #expect(scene.state(of: detail)?.alpha == 1)
    let timeline = try second.run(fps: 30)
    #expect(timeline.frames.count == 16)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func theRefusePolicyThrowsAndChangesNothing() throws {
    scene.busyPolicy = .refuse
    let detail = HeadlessScreen(name: "detail")
    let running = try scene.present(detail, animator: FadeAnimator())
    #expect(
      throws: HeadlessError.busy(requested: "dismiss", running: "the present 'detail' transition")
    ) {
      try scene.dismiss(animator: FadeAnimator())
    }
    #expect(throws: HeadlessError.self) {
      try scene.push(HeadlessScreen(name: "next"), animator: SlideAnimator())
    }
    #expect(scene.pendingTransitions.isEmpty)
    #expect(scene.currentTransition === running)
    try running.finish()
    try scene.dismiss(animator: FadeAnimator()).finish()
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func requestsAreCheckedAgainstTheSceneAsQueuedTransitionsWillLeaveIt() throws {
    try scene.present(HeadlessScreen(name: "detail"), animator: FadeAnimator())
    try scene.dismiss(animator: FadeAnimator())
    #expect(throws: HeadlessError.nothingToDismiss) { try scene.dismiss(animator: FadeAnimator()) }
    #expect(scene.pendingTransitions.count == 1)
  }

  @Test func aQueuedRequestThatNoLongerFitsFailsAndTheNextStarts() throws {
    let detail = HeadlessScreen(name: "detail")
    let present = try scene.present(detail, animator: FadeAnimator())
    let dismiss = try scene.dismiss(animator: FadeAnimator())
    let push = try scene.push(HeadlessScreen(name: "next"), animator: SlideAnimator())
    var calls: [Bool] = []
    dismiss.onCompletion = { calls.append($0) }
    present.cancel()
    #expect(dismiss.state == .failed)
    #expect(dismiss.failure == .nothingToDismiss)
    #expect(calls == [false])
    #expect(push.state == .running)
    try push.finish()
    #expect(scene.navigationStack.count == 2)
  }

  @Test func aQueuedTransitionWhoseAnimatorThrowsFailsAndTheNextStarts() throws {
    let detail = HeadlessScreen(name: "detail")
    let present = try scene.present(detail, animator: FadeAnimator())
    let failing = try scene.push(HeadlessScreen(name: "next"), animator: ThrowingAnimator())
    let dismiss = try scene.dismiss(animator: FadeAnimator())
    try present.finish()
    #expect(failing.state == .failed)
    #expect(
      failing.failure
        == .animatorFailed(animator: "ThrowingAnimator", underlying: PlanningRefused()))
    #expect(dismiss.state == .running)
    try dismiss.finish()
    #expect(scene.navigationStack == [root])
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func sceneAdvanceRefusesBadSteps() {
    #expect(throws: HeadlessError.invalidTimeStep(-1)) { try scene.advance(by: -1) }
  }

  // MARK: Bad input

  @Test func dismissingWithNothingPresentedThrows() {
    #expect(throws: HeadlessError.nothingToDismiss) { try scene.dismiss(animator: FadeAnimator()) }
    #expect(scene.isIdle)
  }

  @Test func poppingAtTheRootThrows() {
    #expect(throws: HeadlessError.popAtRoot(root: "root")) {
      try scene.pop(animator: SlideAnimator())
    }
    #expect(scene.isIdle)
  }

  @Test func selectingAMissingTabThrows() throws {
    #expect(throws: HeadlessError.noTabs) { try scene.selectTab(0, animator: SlideAnimator()) }
    try scene.setTabs([root, HeadlessScreen(name: "b"), HeadlessScreen(name: "c")])
    for index in [3, -1, Int.max] {
      #expect(throws: HeadlessError.tabOutOfRange(index: index, count: 3)) {
        try scene.selectTab(index, animator: SlideAnimator())
      }
    }
    #expect(throws: HeadlessError.tabAlreadySelected(index: 0)) {
      try scene.selectTab(0, animator: SlideAnimator())
    }
    #expect(scene.isIdle)
    #expect(scene.selectedTabIndex == 0)
  }

  @Test func settingUpTabsRefusesBadLists() throws {
    let a = HeadlessScreen(name: "a")
    #expect(throws: HeadlessError.emptyTabs) { try scene.setTabs([]) }
    #expect(throws: HeadlessError.screenAlreadyInScene(name: "a")) { try scene.setTabs([a, a]) }
    #expect(throws: HeadlessError.tabOutOfRange(index: 1, count: 1)) {
      try scene.setTabs([a], selectedIndex: 1)
    }
    #expect(scene.tabs.isEmpty)
  }

  @Test func settingUpWhileATransitionRunsThrows() throws {
    try scene.present(HeadlessScreen(name: "detail"), animator: FadeAnimator())
    #expect(
      throws: HeadlessError.busy(
        requested: "set up tabs", running: "the present 'detail' transition")
    ) {
      try scene.setTabs([HeadlessScreen(name: "a")])
    }
    #expect(throws: HeadlessError.self) { try scene.setNavigationRoot(HeadlessScreen(name: "a")) }
  }

  @Test func aScreenCanBeInTheSceneOnlyOnce() throws {
    let detail = HeadlessScreen(name: "detail")
    #expect(throws: HeadlessError.screenAlreadyInScene(name: "root")) {
      try scene.present(root, animator: FadeAnimator())
    }
    try scene.present(detail, animator: FadeAnimator())
    // Checked against the queue too: `detail` will be presented.
    #expect(throws: HeadlessError.screenAlreadyInScene(name: "detail")) {
      try scene.push(detail, animator: SlideAnimator())
    }
    #expect(throws: HeadlessError.screenAlreadyInScene(name: "detail")) {
      try scene.present(detail, animator: FadeAnimator())
    }
  }

  @Test func nonFiniteFramesThrow() {
    let bad = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    #expect(throws: HeadlessError.invalidContext(.nonFiniteFrame(name: "presentedFrame"))) {
      try scene.present(HeadlessScreen(name: "a"), animator: FadeAnimator(), presentedFrame: bad)
    }
    #expect(throws: HeadlessError.invalidContext(.nonFiniteFrame(name: "sourceFrame"))) {
      try scene.present(HeadlessScreen(name: "a"), animator: FadeAnimator(), sourceFrame: bad)
    }
    #expect(scene.isIdle)
  }

  @Test func anAnimatorThatThrowsLeavesTheSceneAsItWas() throws {
    let next = HeadlessScreen(name: "next")
    try scene.push(next, animator: SlideAnimator()).finish()
    let detail = HeadlessScreen(name: "detail")
    let before = (scene.state(of: root), scene.state(of: next))
    #expect(
      throws: HeadlessError.animatorFailed(
        animator: "ThrowingAnimator", underlying: PlanningRefused())
    ) {
      try scene.present(detail, animator: ThrowingAnimator())
    }
    #expect(throws: HeadlessError.self) { try scene.pop(animator: ThrowingAnimator()) }
    #expect(scene.isIdle)
    #expect(scene.presentedScreens.isEmpty)
    #expect(scene.navigationStack == [root, next])
    #expect(scene.visibleScreens == [next])
    #expect(scene.state(of: detail) == nil)
    #expect((scene.state(of: root), scene.state(of: next)) == before)
    // Nothing was half-done: the same screen can be presented now.
    try scene.present(detail, animator: FadeAnimator()).finish()
    #expect(scene.presentedScreens == [detail])
  }

  // MARK: Lifetimes

  @Test func presentingAndDismissingAThousandTimesLeavesNothingAlive() throws {
    final class Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }
    var references: [Weak] = []
    for index in 0..<1000 {
      let screen = HeadlessScreen(name: "screen \(index)")
      let animator = ClassFadeAnimator()
      let present = try scene.present(screen, animator: CoverAnimator(duration: 0.25))
      // A completion that captures its own transition must not keep it alive.
      present.onCompletion = { _ in _ = present.state }
      let dismiss = try scene.dismiss(animator: animator)
      dismiss.onCompletion = { _ in _ = screen.name }
      switch index % 3 {
      case 0:
        _ = try present.run(fps: 8)
        _ = try dismiss.run(fps: 8)
      case 1:
        try scene.advance(by: 1)
      default:
        try present.finish()
        try dismiss.advance(by: 0.1)
        dismiss.cancel()
        try scene.dismiss(animator: animator).finish()
      }
      references += [Weak(screen), Weak(animator), Weak(present), Weak(dismiss)]
    }
    #expect(scene.isIdle)
    #expect(scene.screens == [root])
    #expect(scene.presentedScreens.isEmpty)
    #expect(references.count == 4000)
    #expect(references.allSatisfy { $0.object == nil })
  }

  @Test func aSceneDroppedMidTransitionIsFreedWithItsTransitions() throws {
    weak var weakScene: HeadlessScene?
    weak var weakRunning: HeadlessTransition?
    weak var weakPending: HeadlessTransition?
    weak var weakScreen: HeadlessScreen?
    weak var weakAnimator: ClassFadeAnimator?
    do {
      let scene = try HeadlessScene(size: Reference.size)
      let screen = HeadlessScreen(name: "detail")
      let animator = ClassFadeAnimator()
      let running = try scene.present(screen, animator: animator)
      let pending = try scene.dismiss(animator: animator)
      try running.advance(by: 0.1)
      (weakScene, weakRunning, weakPending) = (scene, running, pending)
      (weakScreen, weakAnimator) = (screen, animator)
    }
    #expect(weakScene == nil)
    #expect(weakRunning == nil)
    #expect(weakPending == nil)
    #expect(weakScreen == nil)
    #expect(weakAnimator == nil)
  }
}
