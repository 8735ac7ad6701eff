#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainUIKit
import Testing
import UIKit

/// Curtain's edge pans on the strict model (issue 24): a screen-edge pan begins only inside its
/// edge's 13-point region, moving away from the edge (§9.4), and UIKit's `edges` are physical,
/// so a leading edge is the right one right to left.
@Suite @MainActor struct EdgePanScenarioTests {
  private var root: UIViewController {
    Harness.window.rootViewController ?? UIViewController()
  }

  /// Presents `detail` with a fade and a dismissal pan from the leading edge; returns the
  /// delegate.
  private func present(_ detail: UIViewController) -> ModalTransitionDelegate {
    let delegate = ModalTransitionDelegate(animator: fade())
    delegate.wire(viewController: detail, with: .edge(.leading)) { [weak detail] in
      detail?.dismiss(animated: true)
    }
    delegate.attach(to: detail, presentationStyle: .fullScreen)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    return delegate
  }

  /// A leading-edge dismissal pan begins only from the leading edge.
  ///
  /// Left to right the leading edge is the left one; right to left, the right one (x within
  /// 13 points of 390). A swipe from the other edge does not begin. Dragged across 300 of the
  /// window's 390 points (progress 0.77 > 0.5) and released, the dismissal completes.
  @Test(arguments: [false, true])
  func aLeadingEdgePanDismissesFromTheLeadingEdge(rightToLeft: Bool) throws {
    let world = Harness.world()
    world.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let detail = UIViewController()
    let delegate = present(detail)
    let interaction = try #require(delegate.interaction)
    let inward: CGFloat = rightToLeft ? -1 : 1
    let leading = CGPoint(x: rightToLeft ? 385 : 5, y: 400)
    let trailing = CGPoint(x: rightToLeft ? 5 : 385, y: 400)
    #expect(
      !ModelTouch(interaction.recognizer).begin(
        translation: CGPoint(x: -10 * inward, y: 0), at: trailing))
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(translation: CGPoint(x: 10 * inward, y: 0), at: leading))
    touch.move(to: CGPoint(x: 300 * inward, y: 0), velocity: CGPoint(x: 400 * inward, y: 0))
    touch.end(velocity: CGPoint(x: 400 * inward, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }

  /// The system swipe back under ``NavigationTransitionDelegate`` begins from the leading edge
  /// (§6.2 D) and pops; from the middle of the screen it does not begin.
  @Test(arguments: [false, true])
  func theSwipeBackUnderCurtainsDelegateBeginsOnlyFromTheLeadingEdge(rightToLeft: Bool) throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let world = Harness.world(root: navigation)
    world.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let delegate = NavigationTransitionDelegate(animator: fade())
    delegate.attach(to: navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    ScenarioClock.runUntilIdle()
    let swipe = try #require(navigation.interactivePopGestureRecognizer)
    let inward: CGFloat = rightToLeft ? -1 : 1
    #expect(
      !ModelTouch(swipe).begin(
        translation: CGPoint(x: 10 * inward, y: 0), at: CGPoint(x: 195, y: 400)))
    let touch = ModelTouch(swipe)
    #expect(
      touch.begin(
        translation: CGPoint(x: 10 * inward, y: 0),
        at: CGPoint(x: rightToLeft ? 388 : 2, y: 400)))
    touch.move(to: CGPoint(x: 300 * inward, y: 0))
    touch.end(velocity: CGPoint(x: 500 * inward, y: 0))
    ScenarioClock.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    Harness.expectNoFailures()
  }
}
#endif
