#if canImport(SwiftUI) && CURTAIN_SWIFTUI_MODEL
import Curtain
import CurtainUIKit
import SwiftUI
import Testing
import UIKit

/// The system's swipe back under `.curtainNavigationTransition` on the UIKit model (issue 36,
/// item 1): it drives the declared animator's pop (the engine's
/// `NavigationTransitionRule.Choice.followingSystemSwipe`), its progress the finger's
/// translation over the 390-point width, and its release decided by the core's
/// `InteractionTracker` under the standard configuration (threshold 0.5; finish also when the
/// finger still moves on faster than 100 pt/s, never when it moves back).
///
/// Each scenario runs under the documented reading of UIKit (a cancelled pop sends `willShow`
/// and no `didShow`, SEMANTICS.md §12.1) and the alternative `didShowAfterCancelledPop`.
///
/// On the code before, the swipe back played UIKit's own interactive pop: the declared animator
/// planned no pop (each `planned` below lacked it) and the leaving screen slid right (the
/// model's default pop) instead of down.
@Suite @MainActor struct NavigationSwipeBackModelTests {
  nonisolated static let readings: [UIKitModelReadings] = [
    .documented, UIKitModelReadings([.didShowAfterCancelledPop]),
  ]

  typealias Base = NavigationTransitionModelTests

  /// The leaving screen drops straight down by the screen's height over 0.4 s, linearly (a
  /// push brings the arriving one down from above); logs what it plans.
  struct Drop: TransitionAnimator {
    let log: Base.Log
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      log.planned.append(context.operation)
      let shown = context.containerBounds
      let push = context.operation == .push
      let above = shown.offsetBy(dx: 0, dy: -shown.height)
      let below = shown.offsetBy(dx: 0, dy: shown.height)
      return try TransitionPlan(tracks: [
        Track(
          actor: push ? .to : .from, from: ViewState(frame: push ? above : shown),
          to: ViewState(frame: push ? shown : below),
          timing: AnimationTiming(curve: .linear, duration: 0.4))
      ])
    }
  }

  /// A world with the stack declaring a ``Drop`` (or, `onDestination`, the pushed screen
  /// declaring it and the stack a different one), and one screen pushed.
  func pushed(
    readings: UIKitModelReadings, onDestination: Bool = false
  ) -> (Base.World, Base.Log, UIViewController) {
    let base = Base()
    let world = base.setUp()
    UIKitModel.world.readings = readings
    let log = Base.Log()
    let top = UIViewController()
    if onDestination {
      base.declareOnStack(Base.Log(), in: world)
      top.view.addSubview(
        NavigationProbeView(
          role: .transition(
            NavigationDeclaration(
              animators: .animator(Drop(log: log)), matchSource: nil, interactivePop: nil,
              onError: nil))))
    } else {
      world.window.addSubview(
        NavigationProbeView(
          role: .transition(
            NavigationDeclaration(
              animators: .animator(Drop(log: log)), matchSource: nil, interactivePop: nil,
              onError: nil))))
    }
    world.navigation.pushViewController(top, animated: true)
    UIKitModel.runUntilIdle()
    return (world, log, top)
  }

  /// A swipe from the leading edge (x = 2) that has moved 10 pt.
  func beginSwipe(_ world: Base.World) throws -> ModelTouch {
    let touch = ModelTouch(try #require(world.navigation.interactivePopGestureRecognizer))
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    return touch
  }

  /// Moves to 40 pt, holds still for 0.2 s (the velocity window is the last 0.1 s, so the
  /// release is at rest: two samples at 40 pt, slope 0) and lifts: progress 40 ÷ 390 ≈ 0.10
  /// < 0.5 at 0 pt/s cancels.
  func cancelSwipe(_ world: Base.World) throws {
    let touch = try beginSwipe(world)
    touch.move(to: CGPoint(x: 40, y: 0))
    UIKitModel.advance(by: 0.2)
    touch.move(to: CGPoint(x: 40, y: 0))
    touch.end()
    UIKitModel.runUntilIdle()
  }

  /// Moves to 300 pt and lifts: progress 300 ÷ 390 ≈ 0.77 > 0.5 finishes.
  func finishSwipe(_ world: Base.World) throws {
    let touch = try beginSwipe(world)
    touch.move(to: CGPoint(x: 300, y: 0))
    touch.end(velocity: CGPoint(x: 500, y: 0))
    UIKitModel.runUntilIdle()
  }

  /// Mid-swipe the leaving screen is where the declared animator puts it, and the finished
  /// swipe pops.
  ///
  /// At 97.5 pt of 390 the progress is 0.25; the drop is linear, so the leaving screen (390 ×
  /// 844, centre (195, 422) when shown) has dropped 0.25 × 844 = 211 pt: centre (195, 633). At
  /// 195 pt (0.5) it has dropped 422: centre (195, 844). UIKit's own pop would have kept y 422
  /// and moved x.
  @Test(arguments: readings)
  func theDeclaredPopFollowsTheSwipeAndAFinishedSwipePops(readings: UIKitModelReadings) throws {
    let (world, log, top) = pushed(readings: readings)
    let touch = try beginSwipe(world)
    touch.move(to: CGPoint(x: 97.5, y: 0))
    #expect(log.planned == [.push, .pop])
    let quarter = top.view.modelPresentedCenter
    #expect(abs(quarter.x - 195) < 1e-6, "\(quarter)")
    #expect(abs(quarter.y - 633) < 1e-6, "\(quarter)")
    touch.move(to: CGPoint(x: 195, y: 0))
    let half = top.view.modelPresentedCenter
    #expect(abs(half.x - 195) < 1e-6, "\(half)")
    #expect(abs(half.y - 844) < 1e-6, "\(half)")
    touch.move(to: CGPoint(x: 300, y: 0))
    touch.end(velocity: CGPoint(x: 500, y: 0))
    UIKitModel.runUntilIdle()
    #expect(world.navigation.viewControllers.count == 1)
    #expect(world.navigation.viewControllers.last === world.root)
    #expect(log.planned == [.push, .pop])
    // SwiftUI's delegate hears the pop's willShow and didShow (its path follows them).
    #expect(world.swiftUI.willShow == 2)
    #expect(world.swiftUI.didShow == 2)
    #expect(UIKitModel.world.failures.isEmpty, "\(UIKitModel.world.failures)")
  }

  /// A destination's own transition is the one the swipe drives (it wins over the stack's).
  @Test(arguments: readings)
  func theSwipeDrivesTheDestinationsOwnPop(readings: UIKitModelReadings) throws {
    let (world, log, _) = pushed(readings: readings, onDestination: true)
    try finishSwipe(world)
    #expect(world.navigation.viewControllers.count == 1)
    #expect(log.planned == [.push, .pop])
    #expect(UIKitModel.world.failures.isEmpty, "\(UIKitModel.world.failures)")
  }

  /// A cancelled swipe puts the screen back where it was (centre (195, 422), fully shown), and
  /// a second swipe then pops with the animator again.
  @Test(arguments: readings)
  func aCancelledSwipeRestoresAndASecondSwipeCompletes(readings: UIKitModelReadings) throws {
    let (world, log, top) = pushed(readings: readings)
    try cancelSwipe(world)
    #expect(world.navigation.viewControllers.count == 2)
    #expect(world.navigation.viewControllers.last === top)
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(top.view.modelPresentedCenter == CGPoint(x: 195, y: 422))
    #expect(log.planned == [.push, .pop])
    try finishSwipe(world)
    #expect(world.navigation.viewControllers.count == 1, "the second swipe pops (\(readings))")
    #expect(log.planned == [.push, .pop, .pop])
    #expect(UIKitModel.world.failures.isEmpty, "\(UIKitModel.world.failures)")
  }

  /// After a cancelled swipe a Back button's pop plays the animator on its own timing.
  @Test(arguments: readings)
  func aCancelledSwipeLeavesTheBackButtonsPopAnimated(readings: UIKitModelReadings) throws {
    let (world, log, _) = pushed(readings: readings)
    try cancelSwipe(world)
    world.navigation.popViewController(animated: true)
    UIKitModel.runUntilIdle()
    #expect(world.navigation.viewControllers.count == 1)
    #expect(log.planned == [.push, .pop, .pop])
    #expect(UIKitModel.world.failures.isEmpty, "\(UIKitModel.world.failures)")
  }
}
#endif
