#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: rotation, the size-change coordinator, transitions in flight.
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// A controller that records the size changes it hears and what its coordinator shows.
@MainActor
private final class SizeRecorder: UIViewController {
  var sizes: [CGSize] = []
  var log: [String] = []
  /// Called with the coordinator after `super` (the Curtain hook, in the scenarios that need it).
  var onSizeChange: ((UIViewController, any UIViewControllerTransitionCoordinator) -> Void)?

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    let window = UIKitModel.world.window
    log.append("told at \(window.bounds.size)")
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        self?.log.append("alongside at \(window.bounds.size)")
      },
      completion: { [weak self] _ in self?.log.append("completion") })
    onSizeChange?(self, coordinator)
  }
}

/// Issue 26: `viewWillTransition(to:with:)` in the UIKit model, and a `.fullScreen`
/// presentation (no Curtain presentation controller) following a rotation through it.
///
/// Portrait 390 × 844 rotated to landscape 844 × 390.
@Suite @MainActor struct SizeChangeScenarioTests {
  static let landscape = CGSize(width: 844, height: 390)

  /// The root controller forwards the size change to its children and the presentation
  /// controller to its presented controller (AD/uicontentcontainer/viewwilltransition(to:with:)),
  /// each told once, before the window changes; the coordinator's alongside animation runs
  /// once the window has the new size, then its completion.
  @Test func aRotationTellsTheChildrenAndThePresentedControllerOfTheNewSize() {
    let child = SizeRecorder()
    Harness.world(root: UINavigationController(rootViewController: child))
    let presented = SizeRecorder()
    presented.modalPresentationStyle = .fullScreen
    Harness.window.rootViewController?.present(presented, animated: false)
    ScenarioClock.runUntilIdle()
    UIKitModel.rotate(to: Self.landscape)
    // The completion comes when the size change ends: at once, or after its animation
    // (SEMANTICS.md note 21.7's other reading).
    ScenarioClock.runUntilIdle()
    // A full-screen presentation's child size is the parent's (UIPresentationController's
    // default size(forChildContentContainer:withParentContainerSize:)).
    #expect(child.sizes == [Self.landscape])
    #expect(presented.sizes == [Self.landscape])
    let portrait = CGSize(width: 390, height: 844)
    let expected = ["told at \(portrait)", "alongside at \(Self.landscape)", "completion"]
    #expect(child.log == expected)
    #expect(presented.log == expected)
    Harness.expectNoFailures()
  }

  /// The presented view rises from one container height below the container's bounds onto
  /// them, 0.5 s linear.
  private static func rise() -> PlanAnimator {
    PlanAnimator { context in
      let shown = context.containerBounds
      return try TransitionPlan(tracks: [
        try Track(
          actor: .presented, from: ViewState(frame: shown.offsetBy(dx: 0, dy: shown.height)),
          to: ViewState(frame: shown), timing: try AnimationTiming(curve: .linear, duration: 0.5))
      ])
    }
  }

  private func presentFullScreen(_ detail: SizeRecorder) -> ModalTransitionDelegate {
    let delegate = ModalTransitionDelegate(animator: Self.rise())
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    detail.onSizeChange = { [weak delegate] controller, coordinator in
      delegate?.viewWillTransition(of: controller, with: coordinator)
    }
    Harness.window.rootViewController?.present(detail, animated: true)
    return delegate
  }

  /// A `.fullScreen` presentation at rest, rotated: the presented view goes where the plan
  /// rests it in the landscape container, its bounds (0, 0, 844, 390); it kept its portrait
  /// frame (0, 0, 390, 844) without the hook.
  @Test func aFullScreenPresentationAtRestFollowsARotation() {
    Harness.world()
    let detail = SizeRecorder()
    let delegate = presentFullScreen(detail)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    UIKitModel.rotate(to: Self.landscape)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(delegate.lastError == nil)
    Harness.expectNoFailures()
  }

  /// A `.fullScreen` presentation rotated 0.2 s into its 0.5 s rise is re-targeted: it
  /// completes (once) on the landscape container's bounds, where it ended on the portrait
  /// frame without the hook.
  @Test func aRunningFullScreenPresentationIsRetargetedByARotation() {
    Harness.world()
    let detail = SizeRecorder()
    let delegate = presentFullScreen(detail)
    ScenarioClock.advance(by: 0.2)
    UIKitModel.rotate(to: Self.landscape)
    ScenarioClock.runUntilIdle()
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(Harness.window.rootViewController?.presentedViewController === detail)
    #expect(UIKitModel.world.transitionsInFlight.isEmpty)
    #expect(delegate.lastError == nil)
    Harness.expectNoFailures()
  }
}
#endif
