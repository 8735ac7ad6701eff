#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches, values
// on screen (modelPresented…).
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// The zoom's dimming while presented, in the UIKit player as in the headless one
/// (`HeadlessScene.backgroundState(of:)`; Sources/Curtain/Curtain.docc/ZoomPlugin.md "The dimming while
/// presented").
///
/// The world: a 390 × 844 window whose container fills it. The zoom (duration 0.3) presents into
/// Presentr's `.popup` layout, (30, 143.48, 330, 557.04) by its documentation, which does not
/// cover the container, with no background of the presentation controller's own
/// (`backgroundStyle: .none`), so the only dim is the zoom's: a black view at the zoom's
/// documented default `dimAlpha` of 0.2 (ZoomAnimator's `init`: "Defaults to 0.2") over the
/// container, behind the presented view.
@Suite @MainActor struct ZoomDimScenarioTests {
  /// The zoom's documented default dimming alpha.
  static let dimAlpha: CGFloat = 0.2

  /// The source card, a delegate with the zoom, and the presented detail.
  @MainActor final class Scene {
    let root: UIViewController
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    let detail = UIViewController()
    let delegate: ModalTransitionDelegate

    init(layout: PresentationLayout?) throws {
      root = Harness.window.rootViewController ?? UIViewController()
      root.view.addSubview(card)
      delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
      delegate.layout = layout
      delegate.uiConfiguration = PresentationUIConfiguration(backgroundStyle: .none)
      delegate.sourceViewProvider = { [weak card] in card }
    }
  }

  /// The container's subview that holds the presented view: the presented view itself while
  /// a transition plays, the accessibility host around it once presented.
  private func presentedRoot(_ detail: UIViewController) -> UIView? {
    var view: UIView? = detail.view
    while let current = view, let parent = current.superview {
      if parent === detail.presentationController?.containerView { return current }
      view = parent
    }
    return detail.view
  }

  /// The views of the container other than the presented view (or its host).
  private func others(_ detail: UIViewController) -> [UIView] {
    let root = presentedRoot(detail)
    return (root?.superview?.subviews ?? []).filter { $0 !== root }
  }

  /// The one view behind the presented view, checked to be the zoom's dim: black, over the
  /// container, just below the presented view.
  private func dim(
    _ detail: UIViewController, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> UIView {
    let root = try #require(presentedRoot(detail), sourceLocation: sourceLocation)
    let container = try #require(root.superview, sourceLocation: sourceLocation)
    let views = others(detail)
    #expect(views.count == 1, "views besides the presented one: \(views)")
    let dim = try #require(views.first, sourceLocation: sourceLocation)
    #expect(dim.frame == container.bounds, sourceLocation: sourceLocation)
    #expect(dim.backgroundColor?.modelComponents == [0, 0, 0, 1], sourceLocation: sourceLocation)
    let index = container.subviews.firstIndex { $0 === dim }
    let presented = container.subviews.firstIndex { $0 === root }
    #expect(
      index.map { index in presented.map { index < $0 } ?? false } == true,
      "the dim is behind the presented view", sourceLocation: sourceLocation)
    return dim
  }

  @Test func aZoomIntoACardKeepsItsDimUntilTheDismissalFadesIt() throws {
    Harness.world()
    let scene = try Scene(layout: .popup)
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController === scene.detail)
    #expect(scene.detail.view.frame.width == 330, "presented into the popup's frame")
    let dim = try dim(scene.detail)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9, "alpha \(dim.alpha)")
    // Some time later, still there.
    ScenarioClock.advance(by: 1)
    #expect(dim.superview === scene.detail.presentationController?.containerView)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9)

    scene.root.dismiss(animated: true)
    // The dismissal starts the same view at dimAlpha (no jump) and fades it to 0.
    #expect(try self.dim(scene.detail) === dim)
    #expect(abs(dim.modelPresentedAlpha - Self.dimAlpha) <= 1e-9, "\(dim.modelPresentedAlpha)")
    var alphas: [CGFloat] = []
    for _ in 0..<4 {
      ScenarioClock.advance(by: 0.05)
      alphas.append(dim.modelPresentedAlpha)
    }
    #expect(alphas.allSatisfy { $0 > 0 && $0 < Self.dimAlpha }, "fading: \(alphas)")
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(dim.alpha == 0)
    #expect(dim.superview == nil, "the dim leaves with the screen")
    Harness.expectNoFailures()
  }

  @Test func aDragThatSpringsBackLeavesTheDimAsItIs() throws {
    Harness.world()
    let scene = try Scene(layout: .popup)
    scene.delegate.wireDragToDismiss(viewController: scene.detail)
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let dim = try dim(scene.detail)
    let interaction = try #require(scene.delegate.dragInteraction)
    let touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 40))
    #expect(scene.detail.view.frame.width < 330, "the screen shrinks under the finger")
    #expect(try self.dim(scene.detail) === dim)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9)
    // Held still for the core's 0.1 s window, then lifted at rest: the 40 pt alone restore.
    touch.hold(at: CGPoint(x: 0, y: 40))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController === scene.detail)
    #expect(try self.dim(scene.detail) === dim)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9)
    // A dismissal after that still fades it out and takes it away.
    scene.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(dim.superview == nil)
    Harness.expectNoFailures()
  }

  /// A pan dismissal (`wire`) scrubs the linear twin of the dismissal's plan: at held progress
  /// p the dim shows 0.2 × (1 − p).
  ///
  /// Cancelled by the system, the dismissal cancels: the dim is back at 0.2 and stays. Dragged
  /// again down and released, it dismisses, and the dim goes.
  @Test func aCancelledPanDismissalLeavesTheDimAndAFinishedOneRemovesIt() throws {
    Harness.world()
    let scene = try Scene(layout: .popup)
    scene.delegate.wire(viewController: scene.detail, with: .regular(.fromTop)) {
      [weak detail = scene.detail] in
      detail?.dismiss(animated: true)
    }
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let dim = try dim(scene.detail)
    let interaction = try #require(scene.delegate.interaction)
    var touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin())
    touch.move(to: CGPoint(x: 0, y: 84.4))
    let held = try #require(interaction.bridge?.heldProgress)
    #expect(held > 0 && held < 1)
    let expected = Self.dimAlpha * (1 - CGFloat(held))
    #expect(abs(dim.modelPresentedAlpha - expected) <= 1e-6, "\(dim.modelPresentedAlpha)")
    touch.cancel()
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController === scene.detail)
    #expect(try self.dim(scene.detail) === dim)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9, "\(dim.alpha)")

    touch = ModelTouch(interaction.recognizer)
    #expect(touch.begin())
    touch.move(to: CGPoint(x: 0, y: 0.4 * 844))
    touch.end(velocity: CGPoint(x: 0, y: 600))
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(dim.superview == nil)
    Harness.expectNoFailures()
  }

  @Test func aFullScreenZoomKeepsNothing() throws {
    Harness.world()
    let scene = try Scene(layout: nil)
    scene.delegate.attach(to: scene.detail)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    #expect(scene.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(others(scene.detail).isEmpty, "kept: \(others(scene.detail))")
    scene.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    Harness.expectNoFailures()
  }
}
#endif
