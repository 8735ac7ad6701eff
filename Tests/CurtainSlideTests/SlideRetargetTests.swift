import Curtain
import CurtainHeadless
import CurtainSlide
import Foundation
import Testing

/// A slide dismissal re-targeted when the window rotates mid-flight (issue 25's "slide
/// re-target"): the presenting view, pushed up by the presentation, comes back to its resting
/// frame in the new container, as UIKit draws it, not to a frame measured in the old one.
@MainActor
@Suite struct SlideRetargetTests {
  let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

  /// From the bottom with parallax 1, linear both ways over 0.4 s, composed with Jelly's
  /// `Spring.none`: p(t) = 1 − e^(−ωt)(1 + ωt), p′(t) = ω²t·e^(−ωt), ω = ln 1000 / 0.4 (the
  /// UIKit model's reading of `.composed`, M).
  static let omega = log(1000) / 0.4
  static func p(_ t: Double) -> Double { 1 - exp(-omega * t) * (1 + omega * t) }
  static func dp(_ t: Double) -> Double { omega * omega * t * exp(-omega * t) }

  func animator() throws -> SlideAnimator {
    SlideAnimator(
      SlidePresentation(
        timing: PresentationTiming(
          duration: .custom(duration: 0.4), presentationCurve: .linear, dismissCurve: .linear)))
  }

  /// The dismissal, 0.1 s in, is re-targeted to the landscape container with the core's
  /// re-target context.
  ///
  /// Before: the presenting view rises from (0, −844, 390, 844), where the presentation pushed
  /// it, to (0, 0, 390, 844): at 0.1 s y = −844 + 844·p(0.1) (≈ −409.3), at 844·p′(0.1) pt/s.
  /// The re-plan is the dismissal UIKit plans in the landscape container: from
  /// (0, −390, 844, 390) (pushed up by the presented view's new height) to the resting frame
  /// (0, 0, 844, 390); at 0.1 s y = −390 + 390·p(0.1) at 390·p′(0.1) pt/s. The core's blend
  /// (`new + Δ·h(s) + Δv·T·k(s)`, T = 0.3 s, `h = 1 − 3s² + 2s³`, `k = s(1 − s)²`) gives at
  /// 0.25 s (s = ½, h = ½, T·k = 0.0375): y = (−390 + 390·p(0.25)) + Δ·½ + Δv·0.0375, and
  /// width and height both halfway, 844 − 454/2 = 390 + 454/2 = 617. At the end the
  /// presenting view rests on the landscape container.
  @Test func theRotatedDismissalBringsThePresentingViewBackToItsRestingFrame() throws {
    let scene = try HeadlessScene(size: portrait.size)
    let root = scene.navigationStack[0]
    try scene.present(HeadlessScreen(name: "menu"), animator: try animator()).finish()
    let dismissal = try scene.dismiss(animator: try animator())
    try dismissal.advance(by: 0.1)
    let shown = try #require(dismissal.state(of: .presenting)?.frame)
    let before = -844 + 844 * Self.p(0.1)
    #expect(isClose(shown, CGRect(x: 0, y: before, width: 390, height: 844)))

    let old = try #require(dismissal.context)
    try dismissal.retarget(
      to: old.retargeted(to: landscape, safeAreaInsets: .zero, presentedFrame: landscape))
    let continued = try #require(dismissal.state(of: .presenting)?.frame)
    #expect(isClose(continued, CGRect(x: 0, y: before, width: 390, height: 844)))

    try dismissal.advance(by: 0.15)
    let halfway = try #require(dismissal.state(of: .presenting)?.frame)
    let delta = before - (-390 + 390 * Self.p(0.1))
    let deltaVelocity = 844 * Self.dp(0.1) - 390 * Self.dp(0.1)
    let blended = (-390 + 390 * Self.p(0.25)) + delta / 2 + deltaVelocity * 0.0375
    #expect(abs(halfway.minY - blended) < 0.01, "y \(halfway.minY), expected \(blended)")
    #expect(abs(halfway.width - 617) < 1e-6 && abs(halfway.height - 617) < 1e-6)

    _ = try dismissal.run()
    #expect(dismissal.state == .finished)
    #expect(scene.state(of: root)?.frame == landscape)
  }

  /// Whether every component of `lhs` is within 1e-6 pt of `rhs`'s.
  func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    abs(lhs.minX - rhs.minX) < 1e-6 && abs(lhs.minY - rhs.minY) < 1e-6
      && abs(lhs.width - rhs.width) < 1e-6 && abs(lhs.height - rhs.height) < 1e-6
  }
}
