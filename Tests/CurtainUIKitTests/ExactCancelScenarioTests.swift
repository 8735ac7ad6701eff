#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches,
// transitions in flight.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Issue 14's exact cancel in the UIKit player: a cancelled transition leaves every view that was
/// there before exactly as it began, whatever the plan's start or cancellation states say.
@Suite @MainActor struct ExactCancelScenarioTests {
  /// A pop whose plan starts the leaving screen somewhere other than where it stands (a 3D
  /// transform with perspective, faded, moved) and whose cancellation state leaves a residue (a
  /// perspective term, as the flip's did): both differ from the screen's real state, so only a
  /// restore of what was there passes.
  private func residueAnimator() -> PlanAnimator {
    PlanAnimator { context in
      let timing = try AnimationTiming(duration: 1)
      let leaving = context.initialFrames[.from] ?? context.containerBounds
      return try TransitionPlan(
        tracks: [
          Track(
            actor: .from,
            from: ViewState(
              frame: leaving.offsetBy(dx: 7, dy: 0), alpha: 0.9,
              transform: Transform3D(rotationY: 0.1, perspective: -0.002)),
            to: ViewState(
              frame: leaving.offsetBy(dx: leaving.width, dy: 0), alpha: 0.5,
              transform: Transform3D(rotationY: 0.5, perspective: -0.002)),
            timing: timing),
          Track(
            actor: .to, from: ViewState(alpha: 0.2), to: ViewState(alpha: 1), timing: timing),
        ],
        cancellationStates: [.from: ViewState(transform: Transform3D(perspective: -0.002))])
    }
  }

  @Test func aCancelledInteractivePopRestoresTheLeavingScreenExactly() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    Harness.world(root: navigation)
    let delegate = NavigationTransitionDelegate(animator: residueAnimator())
    delegate.attach(to: navigation)
    delegate.wireInteractivePop(.regular(.fromLeft))
    let top = UIViewController()
    navigation.pushViewController(top, animated: false)
    top.view.alpha = 0.75
    top.view.layer.cornerRadius = 12
    let before = (
      bounds: top.view.bounds, center: top.view.center, alpha: top.view.alpha,
      transform: top.view.transform, layer: top.view.layer.transform,
      radius: top.view.layer.cornerRadius
    )

    let pan = try #require(delegate.interaction?.recognizer)
    let touch = ModelTouch(pan)
    touch.begin(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0))
    touch.move(to: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 10, y: 0))
    #expect(UIKitModel.world.transitionsInFlight.count == 1, "the pan started the pop")
    #expect(top.view.layer.transform != before.layer, "the plan moved the screen")
    touch.cancel()
    ScenarioClock.runUntilIdle()

    #expect(navigation.viewControllers.count == 2)
    #expect(top.view.bounds == before.bounds)
    #expect(top.view.center == before.center)
    #expect(top.view.alpha == before.alpha)
    #expect(top.view.transform == before.transform)
    #expect(top.view.layer.transform == before.layer, "no perspective residue")
    #expect(top.view.layer.cornerRadius == before.radius)
    Harness.expectNoFailures()
    delegate.detach()
  }
}
#endif
