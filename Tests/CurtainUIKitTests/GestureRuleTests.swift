#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Testing
import UIKit

/// Where the finger lands (UIKIT-SEMANTICS §9.3, §9.4), on the model.
///
/// The window is 390 × 844 points. The edge region the model uses is 13 points (11 along the
/// bottom): UIKit documents no width; decompiled UIKitCore sets `edgeRegionSize` to 13 points
/// on an iPhone (Model/ModelGestures.swift).
@Suite @MainActor struct GestureRuleTests {
  /// A screen-edge pan on the window for `edges`.
  private func edgePan(_ edges: UIRectEdge) -> UIScreenEdgePanGestureRecognizer {
    let pan = UIScreenEdgePanGestureRecognizer()
    pan.edges = edges
    Harness.window.addGestureRecognizer(pan)
    return pan
  }

  // H (UIScreenEdgePanGestureRecognizer.h): "This subclass of UIPanGestureRecognizer only
  // recognizes if the user slides their finger in from the bezel on the specified edge."
  @Test("[9.4] An edge pan begins only from its edge")
  func anEdgePanBeginsOnlyFromItsEdge() {
    Harness.world()
    let right = edgePan(.right)
    let inward = CGPoint(x: -10, y: 0)
    // From the left edge and from the middle of the screen: not the right edge.
    #expect(!ModelTouch(right).begin(translation: CGPoint(x: 10, y: 0), at: CGPoint(x: 2, y: 400)))
    #expect(!ModelTouch(right).begin(translation: inward, at: CGPoint(x: 195, y: 400)))
    // 390 − 370 = 20 points from the right edge: outside the 13-point region.
    #expect(!ModelTouch(right).begin(translation: inward, at: CGPoint(x: 370, y: 400)))
    // Inside the region (390 − 380 = 10 points) but moving along the edge or out of it.
    #expect(
      !ModelTouch(right).begin(translation: CGPoint(x: 0, y: 40), at: CGPoint(x: 380, y: 400)))
    #expect(!ModelTouch(right).begin(translation: CGPoint(x: 4, y: 0), at: CGPoint(x: 380, y: 400)))
    #expect(right.modelStateHistory == [.failed, .failed, .failed, .failed, .failed])
    // Inside the region, moving in: it begins.
    let touch = ModelTouch(right)
    #expect(touch.begin(translation: inward, at: CGPoint(x: 380, y: 400)))
    touch.end()
    #expect(right.modelStateHistory.suffix(2) == [.began, .ended])
    Harness.expectNoFailures()
  }

  @Test("[9.4] An edge pan's region is measured from each of its edges")
  func anEdgePansRegionIsMeasuredFromEachOfItsEdges() {
    Harness.world()
    let left = edgePan(.left)
    // 12 points in begins, 14 does not (13-point region).
    let inward = CGPoint(x: 10, y: 0)
    let near = ModelTouch(left)
    #expect(near.begin(translation: inward, at: CGPoint(x: 12, y: 300)))
    near.end()
    #expect(!ModelTouch(left).begin(translation: inward, at: CGPoint(x: 14, y: 300)))
    // A diagonal first movement within 77.5° of the inward normal (DEC's 155° window) begins:
    // atan(10 / 10) = 45°; one at atan(50 / 10) = 78.7° does not.
    let diagonal = ModelTouch(left)
    #expect(diagonal.begin(translation: CGPoint(x: 10, y: 10), at: CGPoint(x: 5, y: 300)))
    diagonal.end()
    #expect(!ModelTouch(left).begin(translation: CGPoint(x: 10, y: 50), at: CGPoint(x: 5, y: 300)))
    // The bottom edge's region is 11 points: 844 − 834 = 10 in, 844 − 832 = 12 out.
    let bottom = edgePan(.bottom)
    let up = CGPoint(x: 0, y: -10)
    let low = ModelTouch(bottom)
    #expect(low.begin(translation: up, at: CGPoint(x: 195, y: 834)))
    low.end()
    #expect(!ModelTouch(bottom).begin(translation: up, at: CGPoint(x: 195, y: 832)))
    Harness.expectNoFailures()
  }

  // AD (uipangesturerecognizer/settranslation(_:in:)): "Changing the translation value resets
  // the velocity of the pan." §9.3: the translation is cumulative, "They aren't delta values".
  @Test("[9.3] setTranslation restarts the translation and resets the velocity")
  func setTranslationRestartsTheTranslationAndResetsTheVelocity() {
    let world = Harness.world()
    let pan = UIPanGestureRecognizer()
    world.window.addGestureRecognizer(pan)
    let touch = ModelTouch(pan)
    #expect(touch.begin(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0)))
    touch.move(to: CGPoint(x: 50, y: 20), velocity: CGPoint(x: 200, y: 0))
    #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 20))
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
    #expect(pan.velocity(in: nil) == .zero)
    // The finger moves on by (30, −5): the translation counts from the reset.
    touch.move(to: CGPoint(x: 80, y: 15), velocity: CGPoint(x: 300, y: 0))
    #expect(pan.translation(in: nil) == CGPoint(x: 30, y: -5))
    #expect(pan.velocity(in: nil) == CGPoint(x: 300, y: 0))
    // Set in a view scaled by 2: (5, 0) there is (10, 0) in the window, and the window's
    // (10, 0) of movement since is (5, 0) there again.
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    world.window.addSubview(scaled)
    scaled.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    pan.setTranslation(CGPoint(x: 5, y: 0), in: scaled)
    #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
    touch.move(to: CGPoint(x: 90, y: 15))
    #expect(pan.translation(in: scaled) == CGPoint(x: 10, y: 0))
    #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
    touch.end()
    Harness.expectNoFailures()
  }

  // AD (uigesturerecognizer/location(in:)): "A point in the local coordinate system of view
  // that identifies the location of the gesture"; AD (translation(in:)): "the translation of
  // the pan gesture in the coordinate system of the specified view".
  @Test("[9.3] Location and translation are in the given view's coordinates")
  func locationAndTranslationAreInTheGivenViewsCoordinates() {
    let world = Harness.world()
    // Frame (100, 200, 100, 100), then scaled by 2 about its centre (150, 250): a window point
    // p maps to (p − centre) / 2 + bounds centre (50, 50).
    let view = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
    world.window.addSubview(view)
    view.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    let touch = ModelTouch(pan)
    #expect(
      touch.begin(translation: .zero, velocity: CGPoint(x: 0, y: 10), at: CGPoint(x: 150, y: 250)))
    touch.move(to: CGPoint(x: 10, y: 20), velocity: CGPoint(x: 40, y: 0))
    // The finger is at (160, 270): ((160 − 150) / 2 + 50, (270 − 250) / 2 + 50) = (55, 60).
    #expect(pan.location(in: view) == CGPoint(x: 55, y: 60))
    #expect(pan.location(in: nil) == CGPoint(x: 160, y: 270))
    #expect(pan.translation(in: view) == CGPoint(x: 5, y: 10))
    #expect(pan.velocity(in: view) == CGPoint(x: 20, y: 0))
    touch.end()
    Harness.expectNoFailures()
  }
}
#endif
