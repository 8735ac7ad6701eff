#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need values on screen
// (modelPresented…), the failure list, object lifetimes.
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// The zoom in the UIKit player with a real source view provider (issue 18): the provider is
/// asked at presentation and again at dismissal, the source view's bounds are converted into the
/// container, and a provider returning nothing at dismissal makes it a cross-dissolve.
///
/// The world: a 390 × 844 window at the screen's origin whose container fills it, so container
/// coordinates are window coordinates. The source card is 160 × 120 at (20, 300) inside a list
/// view at (0, 100) whose bounds origin is (0, 40) (scrolled by 40): in the window the card is at
/// (20, 300 + 100 − 40) = (20, 360), centre (20 + 80, 360 + 60) = (100, 420). Without a layout the
/// presented frame is the container's bounds (0, 0, 390, 844), centre (195, 422).
@Suite @MainActor struct ZoomScenarioTests {
  /// Records every context the zoom is asked to plan for.
  @MainActor final class ContextLog {
    var contexts: [TransitionContext] = []
  }

  /// The zoom, recording its contexts.
  struct RecordingZoom: TransitionAnimator {
    let base: ZoomAnimator
    let log: ContextLog
    var reducedMotionSupport: ReducedMotionSupport { base.reducedMotionSupport }
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      log.contexts.append(context)
      return try base.plan(for: context)
    }
  }

  /// A scene: the list and its card in the root view, a detail controller wired to a zoom whose
  /// source view provider returns the card (weakly) and counts its calls.
  @MainActor final class Scene {
    let root: UIViewController
    let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
    var card: UIView? = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
    let detail = UIViewController()
    let delegate: ModalTransitionDelegate
    let log = ContextLog()
    var providerCalls = 0

    init(duration: TimeInterval = 0.5) throws {
      root = Harness.window.rootViewController ?? UIViewController()
      list.bounds = CGRect(x: 0, y: 40, width: 390, height: 700)
      root.view.addSubview(list)
      if let card {
        card.layer.cornerRadius = 16
        list.addSubview(card)
      }
      delegate = ModalTransitionDelegate(
        animator: RecordingZoom(base: try ZoomAnimator(duration: duration), log: log))
      delegate.sourceViewProvider = { [weak self] in
        self?.providerCalls += 1
        return self?.card
      }
      delegate.attach(to: detail)
    }
  }

  private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func thePresentationGrowsFromTheSourceViewOntoTheFinalFrame() throws {
    Harness.world()
    let scene = try Scene()
    scene.root.present(scene.detail, animated: true)
    // Time 0: the presented view is on the card (centre (100, 420), radius 16).
    #expect(close(scene.detail.view.modelPresentedCenter, CGPoint(x: 100, y: 420)))
    #expect(scene.detail.view.modelPresentedCornerRadius == 16)
    let pair = try #require(scene.log.contexts.last?.matchedPairs.first)
    #expect(pair.sourceFrame == CGRect(x: 20, y: 360, width: 160, height: 120))
    #expect(pair.sourceCornerRadius == 16)
    #expect(pair.destinationFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    ScenarioClock.advance(by: 0.1)
    let mid = scene.detail.view.modelPresentedCenter
    #expect(mid.x > 100 && mid.x < 195, "on its way from the card to the screen: \(mid)")
    ScenarioClock.runUntilIdle()
    #expect(scene.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scene.detail.view.layer.cornerRadius == 0)
    #expect(scene.providerCalls == 1)
    Harness.expectNoFailures()
  }

  @Test func theDestinationIsTheViewWithTheSameMatchID() throws {
    Harness.world()
    let scene = try Scene()
    scene.card?.curtainMatchID = "card-3"
    // A header 390 × 300 at (0, 44) inside a content view at (0, 10) of the presented view:
    // (0, 54, 390, 300) in the presented view, which sits at the container's origin.
    let content = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 800))
    let header = UIView(frame: CGRect(x: 0, y: 44, width: 390, height: 300))
    header.curtainMatchID = "card-3"
    content.addSubview(header)
    scene.detail.view.addSubview(content)
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let pair = try #require(scene.log.contexts.last?.matchedPairs.first)
    #expect(pair.id == "card-3")
    #expect(pair.destinationFrame == CGRect(x: 0, y: 54, width: 390, height: 300))
    Harness.expectNoFailures()
  }

  @Test func aSourceThatMovedBeforeTheDismissalIsWhereTheScreenLands() throws {
    Harness.world()
    let scene = try Scene()
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // The list scrolls by 100 more while the detail is up: the card is now at
    // (20, 300 + 100 − 140) = (20, 260) in the window.
    scene.list.bounds = CGRect(x: 0, y: 140, width: 390, height: 700)
    scene.root.dismiss(animated: true)
    #expect(scene.providerCalls == 2, "asked again at dismissal")
    let pair = try #require(scene.log.contexts.last?.matchedPairs.first)
    #expect(scene.log.contexts.last?.operation == .dismiss)
    #expect(pair.sourceFrame == CGRect(x: 20, y: 260, width: 160, height: 120))
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.detail.view.frame == CGRect(x: 20, y: 260, width: 160, height: 120))
    #expect(scene.detail.view.layer.cornerRadius == 16)
    Harness.expectNoFailures()
  }

  @Test func aFrameProviderInWindowCoordinatesIsConvertedIntoTheContainer() throws {
    // A window at (100, 0) of the screen (Split View): window coordinates are the container's.
    Harness.world(windowOrigin: CGPoint(x: 100, y: 0))
    let scene = try Scene()
    scene.delegate.sourceViewProvider = nil
    scene.delegate.sourceFrameProvider = { CGRect(x: 30, y: 500, width: 100, height: 80) }
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    let pair = try #require(scene.log.contexts.last?.matchedPairs.first)
    #expect(pair.sourceFrame == CGRect(x: 30, y: 500, width: 100, height: 80))
    #expect(pair.sourceCornerRadius == 0)
    scene.root.dismiss(animated: true)
    ScenarioClock.runUntilIdle()
    #expect(scene.detail.view.frame == CGRect(x: 30, y: 500, width: 100, height: 80))
    Harness.expectNoFailures()
  }

  @Test func noSourceAtDismissalMakesItACrossDissolve() throws {
    Harness.world()
    let scene = try Scene()
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // The card goes (a reused cell): the provider's weak capture reads nil.
    scene.card?.removeFromSuperview()
    scene.card = nil
    scene.root.dismiss(animated: true)
    #expect(scene.providerCalls == 2)
    #expect(scene.log.contexts.last?.matchedPairs.isEmpty == true)
    #expect(scene.log.contexts.last?.sourceFrame == nil)
    let view: UIView = scene.detail.view
    var alphas: [CGFloat] = []
    for _ in 0..<6 {
      ScenarioClock.advance(by: 0.07)
      // Only the alpha changes: the centre, size and transform stay the screen's.
      #expect(close(view.modelPresentedCenter, CGPoint(x: 195, y: 422)))
      #expect(view.bounds.size == CGSize(width: 390, height: 844))
      #expect(view.transform == .identity)
      alphas.append(view.modelPresentedAlpha)
    }
    #expect(alphas.first.map { $0 > 0 && $0 < 1 } == true, "fading: \(alphas)")
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
    ScenarioClock.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.alpha == 0)
    Harness.expectNoFailures()
  }

  @Test func aSourceViewOutsideAnyWindowCountsAsNoSource() throws {
    Harness.world()
    let scene = try Scene()
    scene.root.present(scene.detail, animated: true)
    ScenarioClock.runUntilIdle()
    // Still alive (the scene holds it) but off screen.
    scene.card?.removeFromSuperview()
    scene.root.dismiss(animated: true)
    #expect(scene.log.contexts.last?.matchedPairs.isEmpty == true)
    ScenarioClock.runUntilIdle()
    #expect(scene.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    Harness.expectNoFailures()
  }

  @Test func aThousandZoomCyclesWithAProviderCapturingTheSourceLeaveNothingAlive() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    var weakObjects: [WeakBox<AnyObject>] = []
    for _ in 0..<1000 {
      let card = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 120))
      root.view.addSubview(card)
      let detail = UIViewController()
      let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.05))
      // A strong capture, as a careless caller writes it.
      delegate.sourceViewProvider = { card }
      delegate.attach(to: detail)
      root.present(detail, animated: true)
      ScenarioClock.runUntilIdle()
      #expect(root.presentedViewController === detail)
      root.dismiss(animated: true)
      ScenarioClock.runUntilIdle()
      card.removeFromSuperview()
      weakObjects += [
        WeakBox<AnyObject>(detail), WeakBox<AnyObject>(delegate), WeakBox<AnyObject>(card),
      ]
      if let presentation = detail.modelPresentationController {
        weakObjects.append(WeakBox(presentation))
      }
      if !UIKitModel.world.failures.isEmpty { break }
    }
    let leaked = weakObjects.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    #expect(weakObjects.count >= 3000)
    #expect(leaked.isEmpty, "still alive: \(Set(leaked))")
    #expect(!UIKitModel.world.alive.contains("UIViewPropertyAnimator"))
    Harness.expectNoFailures()
  }
}
#endif
