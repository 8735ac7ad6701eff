#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
// Model only: the rules the seed libraries' code needs from the model (the reference
// differential, Tests/ReferenceDifferential), each against the source it cites.
import Testing
import UIKit

/// A base class whose method the tests register, a subclass, and an unrelated class.
@MainActor
private class Registered: NSObject {
  var calls = 0
}
private final class Inheriting: Registered {}
private final class Unrelated: NSObject {}

@Suite @MainActor struct UIKitModelReferenceTests {
  /// responds(to:) is true for an object that "implements or inherits a method that can
  /// respond to a specified message" (D, AD/objectivec/nsobjectprotocol/responds(to:)), and
  /// the optional requirement's call finds the same method.
  @Test func aRegisteredMethodIsFoundOnSubclassesOnly() throws {
    Harness.world()
    ModelSelectors.registerMethod(
      "modelTestStep(interactive:)", of: Registered.self, as: ((Bool) -> Void).self
    ) { object in
      { @Sendable _ in MainActor.assumeIsolated { object.calls += 1 } }
    }
    let subclass = Inheriting()
    #expect(subclass.responds(to: Selector("modelTestStep(interactive:)")))
    #expect(Registered().responds(to: Selector("modelTestStep(interactive:)")))
    #expect(!Unrelated().responds(to: Selector("modelTestStep(interactive:)")))
    let method: ((Bool) -> Void)? = ModelSelectors.method(subclass, "modelTestStep(interactive:)")
    let call = try #require(method)
    call(true)
    #expect(subclass.calls == 1)
    let none: ((Bool) -> Void)? = ModelSelectors.method(Unrelated(), "modelTestStep(interactive:)")
    #expect(none == nil)
    Harness.expectNoFailures()
  }

  /// Setting `frame` on a scaled view is Apple's "undefined" (the failure stays), and UIKit
  /// then moves the centre to the rectangle's and keeps the bounds when the transformed box
  /// keeps its size (O; AD/quartzcore/calayer/frame: position and bounds change "to match the
  /// rectangle you specified"): a 100 × 200 view at scale 0.5 has the frame 50 × 100 about
  /// its centre (50, 100), so (25, 50); moving its origin to x 10 puts the centre at
  /// 10 + 50 / 2 = 35, the bounds still 100 × 200.
  @Test func settingTheFrameOfAScaledViewMovesItsCentre() {
    Harness.world()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.frame == CGRect(x: 25, y: 50, width: 50, height: 100))
    view.frame.origin.x = 10
    #expect(view.center == CGPoint(x: 35, y: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 200))
    #expect(view.frame == CGRect(x: 10, y: 50, width: 50, height: 100))
    let failures = Harness.takeFailures()
    #expect(failures.contains { $0.message.contains("transform is not the identity") })
  }

  /// `UIView.animateKeyframes` runs its keyframes on one ease-in-out clock by default.
  ///
  /// O, stackoverflow.com/questions/68056506; linear with the linear curve's bits (3 << 16) in
  /// the options. The ease-in-out curve is the cubic Bézier (0.42, 0), (0.58, 1) (D,
  /// AD/quartzcore/camediatimingfunctionname/easeineaseout): at a quarter of the time its
  /// progress y(s) solves x(s) = 0.25 with x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³.
  @Test func keyframeAnimationsEaseInOutByDefault() throws {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < 0.25 { low = mid } else { high = mid }
    }
    let eased = bezier(low, 0, 1)
    for (options, progress) in [
      (UIView.KeyframeAnimationOptions(), eased), (.init(rawValue: 3 << 16), 0.25),
    ] {
      Harness.world()
      let view = UIView()
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
      }
      ScenarioClock.advance(by: 0.25)
      #expect(abs(view.modelPresentedAlpha - (1 - progress)) < 1e-3)
      ScenarioClock.advance(by: 1)
      Harness.expectNoFailures()
    }
  }

  /// `CGRect.applying(_:)` returns "the smallest rectangle that contains the transformed
  /// corner points" (D): (0, 0, 10, 20) scaled by (2, 3) is (0, 0, 20, 60); turned a quarter
  /// (a 0, b 1, c −1, d 0) its corners go to (0, 0), (0, 10), (−20, 0), (−20, 10).
  @Test func aRectangleAppliesATransformToItsCorners() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let scaled = rect.applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(scaled == CGRect(x: 0, y: 0, width: 20, height: 60))
    let quarter = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    #expect(rect.applying(quarter) == CGRect(x: -20, y: 0, width: 20, height: 10))
  }

  /// `UIApplication.shared.keyWindow` is the model world's one window (M), and
  /// `modalPresentationCapturesStatusBarAppearance` defaults to false (D).
  @Test func theApplicationsKeyWindowIsTheWorldsWindow() {
    let world = Harness.world()
    #expect(UIApplication.shared.keyWindow === world.window)
    let controller = UIViewController()
    #expect(!controller.modalPresentationCapturesStatusBarAppearance)
    controller.modalPresentationCapturesStatusBarAppearance = true
    #expect(controller.modalPresentationCapturesStatusBarAppearance)
  }
}
#endif
