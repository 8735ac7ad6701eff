import CurtainHeadless
import Foundation
import Testing

// Queued transitions, bad input and the lifetimes of screens and transitions.
extension HeadlessSceneTests {
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
