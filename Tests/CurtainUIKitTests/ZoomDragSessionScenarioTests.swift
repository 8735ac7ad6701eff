#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only (compiled out on an iOS simulator): these scenarios need synthesized touches and
// values on screen (modelPresented…).
import Curtain
import CurtainUIKit
import CurtainZoom
import Testing
import UIKit

/// Issue 26's zoom items on the UIKit player, which performs the core's drag-to-dismiss
/// session: the drag scales the screen with a transform, a full-screen zoom dims behind the
/// dragged screen, the kept dim does not depend on the animator adopting `DragDismissing`.
///
/// The world: a 390 × 844 window whose container fills it; the presented screen rests on
/// (0, 0, 390, 844) unless a layout says otherwise. The finger touches (195, 300) and moves
/// down 211 pt: with `ShrinkingDrag`'s defaults the progress is 211 ÷ (0.5 × 844) = 0.5, the
/// scale 1 − 0.5 × 0.5 = 0.75, and the screen covers x = 195 − 0.75 × 195 = 48.75,
/// y = 300 + 211 − 0.75 × 300 = 286, 292.5 × 633 (its centre (195, 602.5), 180.5 pt below the
/// resting centre (195, 422)).
@Suite @MainActor struct ZoomDragSessionScenarioTests {
  /// The zoom's documented default dimming alpha.
  static let dimAlpha: CGFloat = 0.2
  static let shrunk = CGRect(x: 48.75, y: 286, width: 292.5, height: 633)

  /// The zoom's plan behind a plain `TransitionAnimator` (it does not adopt `DragDismissing`).
  struct PlainZoom: TransitionAnimator {
    let base: ZoomAnimator
    var reducedMotionSupport: ReducedMotionSupport { base.reducedMotionSupport }
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      try base.plan(for: context)
    }
  }

  /// Presents `detail` from the root with `delegate`, wired to drag, and returns the root.
  private func present(
    _ detail: UIViewController, with delegate: ModalTransitionDelegate
  ) -> UIViewController {
    let root = Harness.window.rootViewController ?? UIViewController()
    delegate.wireDragToDismiss(viewController: detail)
    delegate.attach(to: detail)
    root.present(detail, animated: true)
    ScenarioClock.runUntilIdle()
    return root
  }

  /// The views behind the dragged screen in its superview, black and covering it.
  private func dims(behind view: UIView) -> [UIView] {
    guard let space = view.superview, let index = space.subviews.firstIndex(where: { $0 === view })
    else { return [] }
    var found = space.subviews[..<index].filter {
      $0.backgroundColor?.modelComponents == [0, 0, 0, 1]
    }
    if let container = space.superview, found.isEmpty,
      let host = container.subviews.firstIndex(where: { $0 === space })
    {
      found = container.subviews[..<host].filter {
        $0.backgroundColor?.modelComponents == [0, 0, 0, 1]
      }
    }
    return found
  }

  private func expectClose(
    _ shown: CGRect, _ wanted: CGRect, _ tolerance: CGFloat = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [
      (shown.minX, wanted.minX), (shown.minY, wanted.minY), (shown.width, wanted.width),
      (shown.height, wanted.height),
    ]
    #expect(
      pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(shown) for \(wanted)",
      sourceLocation: sourceLocation)
  }

  /// While dragged the screen keeps its bounds (390 × 844: its content keeps its layout) and
  /// is scaled by 0.75 and moved by (195 − 195, 602.5 − 422) = (0, 180.5) by its transform,
  /// which makes it cover the shrunken frame; released without speed it springs back to the
  /// identity.
  @Test func theDragScalesTheScreenWithATransformAndKeepsItsLayout() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
    let root = present(detail, with: delegate)
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 211))
    #expect(detail.view.bounds.size == CGSize(width: 390, height: 844))
    #expect(detail.view.center == CGPoint(x: 195, y: 422))
    let transform = detail.view.transform
    #expect(abs(transform.a - 0.75) <= 1e-12 && abs(transform.d - 0.75) <= 1e-12)
    #expect(transform.b == 0 && transform.c == 0)
    #expect(abs(transform.tx) <= 1e-9 && abs(transform.ty - 180.5) <= 1e-9, "\(transform)")
    expectClose(detail.view.frame, Self.shrunk)
    touch.move(to: CGPoint(x: 0, y: 40))
    // Held still for the core's 0.1 s window, then lifted without speed.
    touch.hold(at: CGPoint(x: 0, y: 40))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(detail.view.transform == .identity)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    Harness.expectNoFailures()
  }

  /// A full-screen zoom dims behind the dragged screen and flies on from that dim.
  ///
  /// It keeps no dim once presented (over the whole container it would not be seen), but while dragged the screen uncovers the presenting one: the session's dim, black
  /// at 0.2 over the container, shows behind it. Released to dismiss, the dismissal's plan
  /// starts its background at 0.2 on that same view: the first frames of the flight are still
  /// close to 0.2 and then fade (no jump to 0 or back from 0), and the dim leaves with the
  /// screen.
  @Test func aFullScreenZoomDimsBehindTheDraggedScreenWithoutAJumpOnRelease() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: try ZoomAnimator(duration: 0.3))
    let root = present(detail, with: delegate)
    #expect(dims(behind: detail.view).isEmpty, "nothing kept over the whole container")
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    // Down 161 in 5 frames, then 50 more in 6 frames: 500 pt/s over the core's 0.1 s window.
    touch.slide(to: CGPoint(x: 0, y: 161), frames: 5)
    let velocity = touch.slide(from: CGPoint(x: 0, y: 161), to: CGPoint(x: 0, y: 211), frames: 6)
    #expect(velocity == CGPoint(x: 0, y: 500))
    let found = dims(behind: detail.view)
    #expect(found.count == 1, "dims: \(found)")
    let dim = try #require(found.first)
    #expect(dim.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-12, "\(dim.alpha)")
    touch.end(velocity: velocity)
    var alphas: [CGFloat] = [dim.modelPresentedAlpha]
    for _ in 0..<6 {
      ScenarioClock.advance(by: 1.0 / 60)
      alphas.append(dim.modelPresentedAlpha)
    }
    #expect(abs(alphas[0] - Self.dimAlpha) <= 1e-9, "no jump at release: \(alphas)")
    // 1/60 s of a 0.3 s spring moves its progress by far less than a quarter.
    #expect(alphas[1] > 0.75 * Self.dimAlpha, "\(alphas)")
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 - 1e-12 }, "fading: \(alphas)")
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(dim.superview == nil, "the dim leaves with the screen")
    Harness.expectNoFailures()
  }

  /// The kept dim is the session's rule, not the animator's conformance.
  ///
  /// The zoom behind a plain animator, presented into Presentr's `.popup` (which does not
  /// cover the container) with a drag wired: the presentation keeps its plan's dim because
  /// the screen can be dragged to dismiss (the session's rule), not because the animator adopts
  /// `DragDismissing`. The drag shows the screen over it, and a release that restores leaves
  /// it.
  @Test func theKeptDimDoesNotDependOnTheAnimatorAdoptingDragDismissing() throws {
    Harness.world()
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(
      animator: PlainZoom(base: try ZoomAnimator(duration: 0.3)))
    delegate.layout = .popup
    delegate.uiConfiguration = PresentationUIConfiguration(backgroundStyle: .none)
    let root = present(detail, with: delegate)
    #expect(detail.view.frame.width == 330, "presented into the popup's frame")
    let kept = dims(behind: detail.view)
    #expect(kept.count == 1, "kept: \(kept)")
    let dim = try #require(kept.first)
    #expect(abs(dim.alpha - Self.dimAlpha) <= 1e-9, "\(dim.alpha)")
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    touch.move(to: CGPoint(x: 0, y: 40))
    #expect(dims(behind: detail.view).map(ObjectIdentifier.init) == [ObjectIdentifier(dim)])
    // Held still for the core's 0.1 s window, then lifted without speed: a restore.
    touch.hold(at: CGPoint(x: 0, y: 40))
    touch.end()
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController === detail)
    #expect(dims(behind: detail.view).map(ObjectIdentifier.init) == [ObjectIdentifier(dim)])
    Harness.expectNoFailures()
  }

  /// A `DragDismissing` animator on a curve: the screen flies between its frame and the card
  /// on an ease-in-out curve of 0.3 s.
  struct CurveZoom: DragDismissing {
    var dismissalDrag: ShrinkingDrag { ShrinkingDrag() }
    func plan(for context: TransitionContext) throws -> TransitionPlan {
      let card = context.matchedSourceFrame ?? context.presentedFrame
      let full = ViewState(frame: context.presentedFrame)
      let small = ViewState(frame: card)
      return try TransitionPlan(tracks: [
        Track(
          actor: .presented, from: context.isPresenting ? small : full,
          to: context.isPresenting ? full : small,
          timing: AnimationTiming(curve: .easeInOut, duration: 0.3))
      ])
    }
  }

  /// An independent cubic Bézier from (0, 0) to (1, 1): x(u) = t solved by bisection, y(u).
  static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double
  )
    -> Double
  {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    func cubic(_ a: Double, _ b: Double, _ u: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * a + 3 * (1 - u) * u * u * b + u * u * u
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if cubic(x1, x2, mid) < t { low = mid } else { high = mid }
    }
    return cubic(y1, y2, (low + high) / 2)
  }

  /// A curve carries the release velocity into the flight.
  ///
  /// Released after 211 pt at V = (0, 600) pt/s, the screen covers (48.75, 286, 292.5, 633),
  /// centre (195, 602.5); the card (200, 700, 160, 120) is centred at (280, 760), so
  /// d = (85, 157.5), |d|² = 32,031.25 and the flight's progress velocity is
  /// v = 600 × 157.5 ÷ 32,031.25 per second. The ease-in-out curve (0.42, 0), (0.58, 1) of
  /// D = 0.3 s becomes (0.42, 0.42 · v · D), (0.58, 1), whose slope at its start is v · D per
  /// unit of time, so progress leaves 0 at v per second. Read on screen frame by frame, the
  /// screen's progress along d follows that curve (evaluated here independently), for the
  /// frame the flight started on, and not the curve without the velocity.
  @Test func aCurveFlightStartsAtTheFingersVelocity() throws {
    Harness.world()
    let root = Harness.window.rootViewController ?? UIViewController()
    let card = UIView(frame: CGRect(x: 200, y: 700, width: 160, height: 120))
    root.view.addSubview(card)
    let detail = UIViewController()
    let delegate = ModalTransitionDelegate(animator: CurveZoom())
    delegate.sourceViewProvider = { [weak card] in card }
    _ = present(detail, with: delegate)
    let touch = ModelTouch(try #require(delegate.dragInteraction).recognizer)
    #expect(touch.begin(at: CGPoint(x: 195, y: 300)))
    // Down 151 in 5 frames, then 60 more in 6 frames: 60 · 60 / 6 = 600 pt/s over the core's
    // 0.1 s window, the velocity the release is estimated at.
    touch.slide(to: CGPoint(x: 0, y: 151), frames: 5)
    let velocity = touch.slide(from: CGPoint(x: 0, y: 151), to: CGPoint(x: 0, y: 211), frames: 6)
    #expect(velocity == CGPoint(x: 0, y: 600))
    touch.end(velocity: velocity)
    let start = CGPoint(x: 195, y: 602.5)
    let d = CGPoint(x: 85, y: 157.5)
    var shown: [Double] = []
    for _ in 0..<19 {
      let centre = detail.view.modelPresentedCenter
      shown.append(Double(((centre.x - start.x) * d.x + (centre.y - start.y) * d.y) / 32_031.25))
      ScenarioClock.advance(by: 1.0 / 60)
    }
    let v = 600 * 157.5 / 32_031.25
    func fits(_ y1: Double) -> Bool {
      (-2...2).contains { offset in
        shown.indices.allSatisfy { k in
          let t = (Double(k + offset) / 60) / 0.3
          return abs(shown[k] - Self.bezier(0.42, y1, 0.58, 1, at: t)) <= 1e-3
        }
      }
    }
    #expect(fits(0.42 * v * 0.3), "progress on screen: \(shown)")
    #expect(!fits(0), "the curve without the velocity fits too: \(shown)")
    ScenarioClock.runUntilIdle()
    #expect(root.presentedViewController == nil)
    Harness.expectNoFailures()
  }
}
#endif
