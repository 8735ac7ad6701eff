import CurtainHeadless
import Foundation
import Testing

@MainActor
@Suite struct InteractivePopTests {
  private let scene: HeadlessScene
  private let root = HeadlessScreen(name: "root")
  /// The container width: the distance a swipe back covers.
  private let width = 390.0
  private let swipe = Pan.edge(.leading)

  init() throws {
    scene = try HeadlessScene(size: Reference.size, root: root)
  }

  /// Pushes `depth` screens with a custom animator and returns them.
  private func push(depth: Int) throws -> [HeadlessScreen] {
    var pushed: [HeadlessScreen] = []
    for level in 0..<depth {
      let screen = HeadlessScreen(name: "level \(level + 1)")
      try scene.push(screen, animator: SlideAnimator()).finish()
      pushed.append(screen)
    }
    return pushed
  }

  @Test(arguments: [1, 2, 3])
  func aSwipeBackPopsAtAnyDepth(depth: Int) throws {
    let pushed = try push(depth: depth)
    let below = scene.navigationStack[depth - 1]
    let timeline = try scene.popInteractively(
      with: .drag(swipe, distance: width, to: 0.7, duration: 0.4))
    #expect(scene.navigationStack.count == depth)
    #expect(scene.topScreen === below)
    #expect(!scene.navigationStack.contains { $0 === pushed[depth - 1] })
    // The screen below comes back to fill the container.
    #expect(scene.state(of: below)?.frame == Reference.bounds)
    #expect(scene.isIdle)
    // Mid-gesture, at sample 24 (0.2 s, 35% of the way): the top screen is 0.35 × 390 pt to
    // the right and the screen below a third of the width left, two thirds of the way back.
    let frame = timeline.frames[24]
    #expect(Reference.isClose(frame[.from]?.frame?.minX, 0.35 * 390, tolerance: 1e-9))
    #expect(Reference.isClose(frame[.to]?.frame?.minX, -130 * 0.65, tolerance: 1e-9))
  }

  @Test func aShortSwipeBackCancelsAndRestoresBothScreens() throws {
    let pushed = try push(depth: 2)
    let topBefore = scene.state(of: pushed[1])
    let belowBefore = scene.state(of: pushed[0])
    try scene.popInteractively(
      with: .drag(swipe, distance: width, to: 0.2, duration: 0.8),
      configuration: InteractionConfiguration(policy: .threshold))
    #expect(scene.navigationStack.count == 3)
    #expect(scene.state(of: pushed[1]) == topBefore)
    #expect(scene.state(of: pushed[0]) == belowBefore)
  }

  @Test func aSwipeBackAtTheRootIsRefusedAndChangesNothing() throws {
    #expect(throws: HeadlessError.popAtRoot(root: "root")) {
      try scene.popInteractively(with: .drag(swipe, distance: width, to: 1, duration: 0.2))
    }
    #expect(throws: HeadlessError.popAtRoot(root: "root")) { try scene.popInteractively() }
    #expect(scene.isIdle)
    #expect(scene.navigationStack.count == 1)
  }

  @Test func aCustomPushAnimatorDoesNotTakeTheSwipeBackAway() throws {
    // Pushed with a custom animator; the edge pan still uses the scene's system slide.
    _ = try push(depth: 1)
    let transition = try scene.popInteractively()
    #expect(transition.plan?.duration == EdgePopAnimator().duration)
    try transition.update(progress: 0.5)
    #expect(Reference.isClose(transition.state(of: .from)?.frame?.minX, 195, tolerance: 1e-9))
    try transition.finish(velocity: 1)
    try scene.advance(by: 5)
    #expect(transition.state == .finished)
    #expect(scene.navigationStack.count == 1)

    // A custom pop animator may be given for one swipe, and the default stays.
    _ = try push(depth: 1)
    try scene.popInteractively(
      with: .flick(swipe, distance: width, to: 0.2), animator: SlideAnimator(duration: 0.6))
    #expect(scene.navigationStack.count == 1)
    #expect(scene.edgePopAnimator is EdgePopAnimator)
  }

  @Test func aSwipeBackWhileAnotherTransitionRunsLeavesNothingWaiting() throws {
    _ = try push(depth: 1)
    let running = try scene.push(HeadlessScreen(name: "extra"), animator: SlideAnimator())
    #expect(throws: HeadlessError.transitionPending(operation: "pop")) {
      try scene.popInteractively(with: .drag(swipe, distance: width, to: 1, duration: 0.2))
    }
    #expect(scene.pendingTransitions.isEmpty)
    try running.finish()
    #expect(scene.isIdle)
    #expect(scene.navigationStack.count == 3)
  }
}
