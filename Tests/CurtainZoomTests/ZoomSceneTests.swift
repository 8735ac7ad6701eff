import Curtain
import CurtainHeadless
import CurtainZoom
import Foundation
import Testing

/// The zoom played by the headless scene: a source asked again at dismissal, the fallback
/// dissolve, and the interactive dismissal's drag.
///
/// Every expected number is worked out by hand in the test from the geometry the zoom article
/// states: the screen is 390 × 844 and fills the container; the drag shrinks by
/// s = 1 − 0.5 · clamp(ty ÷ 422, 0, 1) (minimum scale 0.5 at half the height, 844 × 0.5 = 422)
/// about the touched point; a release dismisses when (ty + vy · 0.499) ÷ 422 ≥ 0.5.
@Suite @MainActor struct ZoomSceneTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  let cell = CGRect(x: 16, y: 240, width: 120, height: 160)

  /// A source that a test moves between the presentation and the dismissal, counting the asks.
  final class Source {
    var frame: CGRect?
    var asks = 0
    init(_ frame: CGRect?) { self.frame = frame }
    func pair(destination: CGRect) -> MatchedPair? {
      asks += 1
      return frame.map {
        MatchedPair(
          id: "photo", sourceFrame: $0, sourceCornerRadius: 10, destinationFrame: destination)
      }
    }
  }

  /// The visible rectangle: the frame with the transform applied (a translation and a scale
  /// about the centre; the zoom never rotates, checked).
  func visibleRect(_ state: ViewState?) throws -> CGRect {
    let state = try #require(state)
    let frame = try #require(state.frame)
    let transform = state.transform ?? .identity
    #expect(transform.rotation == 0 && transform.rotationX == 0 && transform.rotationY == 0)
    let width = frame.width * transform.scaleX
    let height = frame.height * transform.scaleY
    return CGRect(
      x: frame.midX + transform.translationX - width / 2,
      y: frame.midY + transform.translationY - height / 2, width: width, height: height)
  }

  func expectClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 1e-9, _ note: String = "") {
    let deltas = [
      lhs.minX - rhs.minX, lhs.minY - rhs.minY, lhs.width - rhs.width, lhs.height - rhs.height,
    ]
    #expect(deltas.allSatisfy { abs($0) <= tolerance }, "\(lhs) ≠ \(rhs) \(note)")
  }

  /// Presents `photo` with the zoom from `source`, run to the end.
  func presented(
    _ source: Source, animator: ZoomAnimator
  ) throws -> (HeadlessScene, HeadlessScreen, Timeline) {
    let scene = try HeadlessScene(size: bounds.size)
    let photo = HeadlessScreen(name: "photo")
    let destination = bounds
    let timeline = try scene.present(photo, animator: animator) {
      source.pair(destination: destination)
    }.run()
    return (scene, photo, timeline)
  }

  @Test func theVisibleRectangleGoesFromTheSourceToTheScreenAndBack() throws {
    let source = Source(cell)
    let (scene, _, shown) = try presented(source, animator: ZoomAnimator())
    expectClose(try visibleRect(shown.frames.first?[.presented]), cell)
    expectClose(try visibleRect(shown.frames.last?[.presented]), bounds, tolerance: 1e-6)
    let hidden = try scene.dismiss(animator: ZoomAnimator()).run()
    expectClose(try visibleRect(hidden.frames.first?[.presented]), bounds, tolerance: 1e-6)
    expectClose(try visibleRect(hidden.frames.last?[.presented]), cell, tolerance: 1e-6)
    #expect(source.asks == 2)  // once at the presentation, once at the dismissal
  }

  @Test func aReAskedSourceThatMovedLandsTheScreenOnTheNewSource() throws {
    let source = Source(cell)
    let (scene, _, _) = try presented(source, animator: ZoomAnimator())
    let scrolled = CGRect(x: 16, y: 140, width: 120, height: 160)  // the list scrolled 100 pt
    source.frame = scrolled
    let hidden = try scene.dismiss(animator: ZoomAnimator()).run()
    expectClose(try visibleRect(hidden.frames.last?[.presented]), scrolled, tolerance: 1e-6)
    #expect(source.asks == 2)
  }

  @Test func aSourceFrameGivenAtPresentationServesTheDismissalToo() throws {
    let scene = try HeadlessScene(size: bounds.size)
    try scene.present(HeadlessScreen(name: "photo"), animator: ZoomAnimator(), sourceFrame: cell)
      .finish()
    let hidden = try scene.dismiss(animator: ZoomAnimator()).run()
    expectClose(try visibleRect(hidden.frames.last?[.presented]), cell, tolerance: 1e-6)
  }

  /// A source gone at dismissal: the dissolve changes opacity only.
  ///
  /// The presented screen stays
  /// at the container's frame with its radius (0) in every frame; its alpha and the dimming's go
  /// down from 1 and 0.2 to 0.
  @Test func aSourceGoneAtDismissalFallsBackToADissolve() throws {
    let source = Source(cell)
    let (scene, _, _) = try presented(source, animator: ZoomAnimator())
    source.frame = nil
    let hidden = try scene.dismiss(animator: ZoomAnimator()).run()
    var alphas: [CGFloat] = []
    for frame in hidden.frames {
      let presented = try #require(frame[.presented])
      #expect(presented.frame == bounds)
      #expect(presented.transform == nil || presented.transform == .identity)
      #expect(presented.cornerRadius == 0)
      alphas.append(try #require(presented.alpha))
      #expect(frame[.background]?.frame == bounds)
    }
    #expect(alphas.first == 1 && alphas.last == 0)
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(hidden.frames.first?[.background]?.alpha == 0.2)
    #expect(hidden.frames.last?[.background]?.alpha == 0)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func aQueuedPresentationAsksItsProviderWhenItStarts() throws {
    let scene = try HeadlessScene(size: bounds.size)
    let first = try scene.present(HeadlessScreen(name: "menu"), animator: ZoomAnimator())
    let source = Source(cell)
    let destination = bounds
    let queued = try scene.present(HeadlessScreen(name: "photo"), animator: ZoomAnimator()) {
      source.pair(destination: destination)
    }
    #expect(source.asks == 0)
    try first.finish()
    #expect(source.asks == 1)
    #expect(queued.context?.matchedPairs.first?.sourceFrame == cell)
    #expect(queued.context?.sourceFrame == cell)
  }

  // MARK: - The interactive dismissal

  /// Samples at 120 Hz of a finger moving at constant velocity (vx, vy) pt/s for `duration`.
  func straightDrag(vx: Double, vy: Double, duration: Double) -> GestureScript {
    let count = Int((duration * 120).rounded())
    let samples = (0...count).map { index in
      let time = Double(index) / 120
      return GestureSample(time: time, translation: CGPoint(x: vx * time, y: vy * time))
    }
    return GestureScript(pan: .regular(.fromTop), distance: 844, samples: samples)
  }

  /// The touched point is at the fraction (300 ÷ 390, 600 ÷ 844) of the screen; at every sample
  /// that fraction of the drawn frame must be at the finger, (300, 600) + translation.
  @Test func theDragKeepsTheTouchedPointUnderTheFinger() throws {
    let (scene, _, _) = try presented(Source(cell), animator: ZoomAnimator())
    let touch = CGPoint(x: 300, y: 600)
    let script = straightDrag(vx: -150, vy: 600, duration: 0.5)  // 60 frames, 300 pt down
    let timeline = try scene.dismissByDragging(script, touchDown: touch, animator: ZoomAnimator())
    let fraction = (x: 300.0 / 390, y: 600.0 / 844)
    for (index, sample) in script.samples.enumerated() {
      let rect = try visibleRect(timeline.frames[index][.presented])
      let finger = (x: 300 + Double(sample.translation.x), y: 600 + Double(sample.translation.y))
      let under = (
        x: Double(rect.minX) + fraction.x * Double(rect.width),
        y: Double(rect.minY) + fraction.y * Double(rect.height)
      )
      #expect(abs(under.x - finger.x) <= 0.5 && abs(under.y - finger.y) <= 0.5, "sample \(index)")
      // s = 1 − 0.5 · min(ty ÷ 422, 1): the width is 390 · s.
      let scale = 1 - 0.5 * min(Double(sample.translation.y) / 422, 1)
      #expect(abs(Double(rect.width) - 390 * scale) < 1e-9, "sample \(index)")
    }
    // Released 300 pt down at 600 pt/s: (300 + 600 · 0.499) ÷ 422 = 1.42 ≥ 0.5, so it flies
    // back: the first frame after the drag starts where the finger left the screen, the last
    // is on the source.
    let released = try visibleRect(timeline.frames[script.samples.count - 1][.presented])
    let flightStart = try visibleRect(timeline.frames[script.samples.count][.presented])
    expectClose(flightStart, released, tolerance: 1e-6)
    expectClose(try visibleRect(timeline.frames.last?[.presented]), cell, tolerance: 1e-6)
    #expect(scene.presentedScreens.isEmpty)
  }

  /// At 211 pt down the progress is 211 ÷ 422 = 0.5 and the scale 0.75; touched at (195, 300)
  /// the frame is (195 − 0.75 · 195, 300 + 211 − 0.75 · 300) = (48.75, 286), 292.5 × 633.
  @Test func theShrunkenFrameMatchesTheHandComputation() {
    let frame = ShrinkingDrag().frame(
      of: bounds, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 0, y: 211))
    expectClose(frame, CGRect(x: 48.75, y: 286, width: 292.5, height: 633))
    // Past the shrink distance the scale holds at the minimum: 0.5 at 600 pt down.
    let far = ShrinkingDrag().frame(
      of: bounds, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 10, y: 600))
    expectClose(far, CGRect(x: 195 + 10 - 97.5, y: 900 - 150, width: 195, height: 422))
    // Up or sideways: no shrink, the screen follows the finger.
    let up = ShrinkingDrag().frame(
      of: bounds, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 30, y: -40))
    expectClose(up, CGRect(x: 30, y: -40, width: 390, height: 844))
  }

  /// The release rule, (ty + vy · 0.499) ÷ 422 ≥ 0.5, at hand-picked points: 0.499 is
  /// 0.998 ÷ 0.002 ÷ 1000.
  @Test(arguments: [
    (ty: 40.0, vy: 80.0, dismisses: false),  // (40 + 39.92) ÷ 422 = 0.189
    (ty: 220.0, vy: 0.0, dismisses: true),  // 220 ÷ 422 = 0.521
    (ty: 200.0, vy: 0.0, dismisses: false),  // 200 ÷ 422 = 0.474
    (ty: 60.0, vy: 2_000.0, dismisses: true),  // (60 + 998) ÷ 422 = 2.51
    (ty: 300.0, vy: -400.0, dismisses: false),  // (300 − 199.6) ÷ 422 = 0.238
    (ty: 150.0, vy: 130.0, dismisses: true),  // (150 + 64.87) ÷ 422 = 0.509
  ])
  func theReleaseDecidesByProjectedProgress(ty: Double, vy: Double, dismisses: Bool) {
    #expect(abs(ShrinkingDrag.projectionTime - 0.499) < 1e-12)
    let decided = ShrinkingDrag().dismisses(
      translation: CGPoint(x: 0, y: ty), velocity: CGPoint(x: 0, y: vy), in: bounds)
    #expect(decided == dismisses)
  }

  /// A slow 40 pt drag, (40 + 80 · 0.499) ÷ 422 = 0.19 < 0.5: the screen springs back to the
  /// container's frame and stays presented.
  @Test func aShortSlowDragRestores() throws {
    let source = Source(cell)
    let (scene, photo, _) = try presented(source, animator: ZoomAnimator())
    let timeline = try scene.dismissByDragging(
      straightDrag(vx: 0, vy: 80, duration: 0.5), touchDown: CGPoint(x: 195, y: 400),
      animator: ZoomAnimator())
    #expect(scene.presentedScreens == [photo])
    #expect(scene.state(of: photo)?.frame == bounds)
    #expect(timeline.frames.last?[.presented]?.frame == bounds)
    // 0.5 s of drag, then the restore: a critically damped spring of UIKit's duration form
    // 0.4 s released with the finger's velocity towards the resting frame, for its settling
    // time. By hand: after 40 pt the scale is s = 1 − 0.5 · 40 ÷ 422, the frame's centre is at
    // y = 440 − 400s + 422s = 440 + 22s (resting centre 422), so d = −(18 + 22s) and the
    // restore's velocity is 80 · d ÷ d² = −80 ÷ (18 + 22s) (the finger moves away).
    let s = 1 - 0.5 * 40 / 422.0
    let velocity = -80 / (18 + 22 * s)
    let expected = 0.5 + Self.criticalSettlingTime(duration: 0.4, initialVelocity: velocity)
    #expect(abs(timeline.duration - expected) < 1e-6, "\(timeline.duration) for \(expected)")
    #expect(source.asks == 1)  // never asked again: nothing was dismissed
  }

  /// An independent critically damped spring in UIKit's duration form: ω₀ by bisection of
  /// (1 + ω₀d)e^(−ω₀d) = 0.001, then the time after which x(t) = e^(−ω₀t)(1 + (ω₀ − v)t)
  /// stays within 0.001 of 0 (x₀ = 1, x′₀ = −v), by a scan and a bisection.
  static func criticalSettlingTime(duration d: Double, initialVelocity v: Double) -> Double {
    var low = 0.1
    var high = 1_000.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + mid * d) * exp(-mid * d) > 0.001 { low = mid } else { high = mid }
    }
    let omega = (low + high) / 2
    let x = { (t: Double) in exp(-omega * t) * (1 + (omega - v) * t) }
    // The last crossing of |x| = 0.001: scan back from far out in 1 ms steps.
    var t = 20.0
    while t > 0, abs(x(t)) <= 0.001 { t -= 0.001 }
    var a = t
    var b = t + 0.001
    for _ in 0..<100 {
      let mid = (a + b) / 2
      if abs(x(mid)) > 0.001 { a = mid } else { b = mid }
    }
    return (a + b) / 2
  }

  @Test func aFlickBackUpRestores() throws {
    let (scene, photo, _) = try presented(Source(cell), animator: ZoomAnimator())
    // Down 300 pt over 0.5 s, then up at 1,200 pt/s for 0.125 s (to 150 pt):
    // (150 − 1,200 · 0.499) ÷ 422 < 0 < 0.5.
    var samples = straightDrag(vx: 0, vy: 600, duration: 0.5).samples
    for index in 1...15 {
      let time = 0.5 + Double(index) / 120
      samples.append(
        GestureSample(time: time, translation: CGPoint(x: 0, y: 300 - 1_200 * (time - 0.5))))
    }
    try scene.dismissByDragging(
      GestureScript(pan: .regular(.fromTop), distance: 844, samples: samples),
      touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    #expect(scene.presentedScreens == [photo])
    #expect(scene.state(of: photo)?.frame == bounds)
  }

  @Test func aDragWithTheSourceGoneDissolvesFromTheShrunkenFrame() throws {
    let source = Source(cell)
    let (scene, _, _) = try presented(source, animator: ZoomAnimator())
    source.frame = nil
    let script = straightDrag(vx: 0, vy: 600, duration: 0.5)
    let timeline = try scene.dismissByDragging(
      script, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    let released = try #require(timeline.frames[script.samples.count - 1][.presented]?.frame)
    for frame in timeline.frames[script.samples.count...] {
      #expect(frame[.presented]?.frame == released)  // only the opacity changes
    }
    #expect(timeline.frames.last?[.presented]?.alpha == 0)
    #expect(scene.presentedScreens.isEmpty)
  }

  @Test func badDragsAreTypedErrorsAndLeaveTheSceneAsItWas() throws {
    let (scene, photo, _) = try presented(Source(cell), animator: ZoomAnimator())
    let script = straightDrag(vx: 0, vy: 600, duration: 0.5)
    #expect(throws: HeadlessError.self) {
      try scene.dismissByDragging(
        script, touchDown: CGPoint(x: Double.nan, y: 1), animator: ZoomAnimator())
    }
    #expect(throws: HeadlessError.self) {
      try scene.dismissByDragging(
        script, touchDown: CGPoint(x: 195, y: 900), animator: ZoomAnimator())
    }
    var broken = script
    broken.samples[3].time = .infinity
    #expect(throws: HeadlessError.self) {
      try scene.dismissByDragging(
        broken, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    }
    #expect(throws: HeadlessError.self) {
      try scene.dismissByDragging(
        script, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator(), fps: 0)
    }
    #expect(scene.presentedScreens == [photo])
    #expect(scene.state(of: photo)?.frame == bounds)
    let empty = try HeadlessScene(size: bounds.size)
    #expect(throws: HeadlessError.self) {
      try empty.dismissByDragging(
        script, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    }
  }

  @Test func badDragParametersAreClamped() {
    let drag = ShrinkingDrag(minimumScale: .nan, shrinkDistance: -3, completionThreshold: 7)
    #expect(drag.minimumScale == 0.5)
    #expect(drag.shrinkDistance == 0.01)
    #expect(drag.completionThreshold == 1)
    #expect(ShrinkingDrag(minimumScale: 0).minimumScale == 0.05)
    #expect(
      ShrinkingDrag().frame(
        of: bounds, touchDown: CGPoint(x: 1, y: 1), translation: CGPoint(x: Double.nan, y: 0))
        == bounds)
  }

  /// `minimumScale` 0.7 from the descriptor: at the full shrink distance (422 pt down) the
  /// screen is 0.7 × 390 = 273 wide.
  @Test func theDescriptorSetsTheDragsMinimumScale() throws {
    let animator = try ZoomDescriptors.zoom.makeAnimator(["minimumScale": .number(0.7)])
    let drag = try #require(animator as? ZoomAnimator).dismissalDrag
    #expect(drag.minimumScale == 0.7)
    let frame = drag.frame(
      of: bounds, touchDown: CGPoint(x: 195, y: 300), translation: CGPoint(x: 0, y: 422))
    #expect(abs(frame.width - 273) < 1e-9)
  }

  /// The flight continues the finger's velocity along its way to a source below the finger.
  ///
  /// Released 300 pt down at 600 pt/s, touched at (195, 400): s = 1 − 0.5 · 300 ÷ 422, the
  /// released frame's centre is (195 − 195s + 195s, 700 − 400s + 422s) = (195, 700 + 22s); the
  /// source (16, 690, 120, 150) has its centre at (76, 765), below it; d is their difference.
  /// The frame moves linearly from the released frame to the source as the progress goes, so
  /// the centre's velocity at release is p′(0) · d and its component along d̂ must be the
  /// finger's, 600 · d.y ÷ |d| (about 255 pt/s). Measured at 240 fps with the one-sided
  /// third-order difference (−11c₀ + 18c₁ − 9c₂ + 2c₃) ÷ (6 dt), within 5 % (or 5 pt/s). With
  /// the source above the finger (the cell, centre (76, 320)) the finger moves away from it and
  /// the flight carries that too: s = 0.644550, released centre (195, 714.180), d = (−119,
  /// −394.180), |d| = 411.751, so the along-d̂ speed is 600 · (−394.180) ÷ 411.751 = −574.4
  /// pt/s: the screen first goes on down (its centre passes below the released one), then
  /// comes back up onto the source.
  @Test func theFlightCarriesTheFingersVelocityTowardsOrAwayFromTheSource() throws {
    let low = CGRect(x: 16, y: 690, width: 120, height: 150)
    for (source, towards) in [(low, true), (cell, false)] {
      let (scene, _, _) = try presented(Source(source), animator: ZoomAnimator())
      let script = straightDrag(vx: 0, vy: 600, duration: 0.5)
      let timeline = try scene.dismissByDragging(
        script, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator(), fps: 240)
      let scale = 1 - 0.5 * 300.0 / 422
      let released = (x: 195.0, y: 700 + 22 * scale)
      let d = (x: Double(source.midX) - released.x, y: Double(source.midY) - released.y)
      let length = (d.x * d.x + d.y * d.y).squareRoot()
      let expected = 600 * d.y / length
      let first = script.samples.count
      func center(_ index: Int) throws -> (x: Double, y: Double) {
        let rect = try visibleRect(timeline.frames[index][.presented])
        return (Double(rect.midX), Double(rect.midY))
      }
      let c0 = try center(first)
      let c1 = try center(first + 1)
      let c2 = try center(first + 2)
      let c3 = try center(first + 3)
      #expect(abs(c0.x - released.x) < 1e-9 && abs(c0.y - released.y) < 1e-9)
      let dt = 1.0 / 240
      let velocity = (
        x: (-11 * c0.x + 18 * c1.x - 9 * c2.x + 2 * c3.x) / (6 * dt),
        y: (-11 * c0.y + 18 * c1.y - 9 * c2.y + 2 * c3.y) / (6 * dt)
      )
      let along = (velocity.x * d.x + velocity.y * d.y) / length
      if towards {
        #expect(expected > 200)
      } else {
        #expect(abs(expected - -574.4) < 0.1)
        let lowest = try (first..<timeline.frames.count).map { try center($0).y }.max() ?? 0
        #expect(lowest > released.y + 1)
      }
      #expect(abs(along - expected) <= max(0.05 * abs(expected), 5), "\(along) vs \(expected)")
      expectClose(try visibleRect(timeline.frames.last?[.presented]), source, tolerance: 1e-6)
    }
  }

  /// The zoom's dimming (black at the default dimAlpha, 0.2, over the container) is behind the
  /// screen in every frame of the drag and of the restore, and the flight's plan starts it
  /// there: no jump at the release.
  @Test func theDimmingStaysBehindTheDraggedScreen() throws {
    let (scene, _, _) = try presented(Source(cell), animator: ZoomAnimator())
    let script = straightDrag(vx: 0, vy: 600, duration: 0.5)
    let flown = try scene.dismissByDragging(
      script, touchDown: CGPoint(x: 195, y: 400), animator: ZoomAnimator())
    #expect(flown.actors.contains(.background))
    for frame in flown.frames[...script.samples.count] {
      #expect(frame[.background] == ViewState(frame: bounds, alpha: 0.2, backgroundColor: .black))
    }
    #expect(flown.frames.last?[.background]?.alpha == 0)
    let (again, _, _) = try presented(Source(cell), animator: ZoomAnimator())
    let restored = try again.dismissByDragging(
      straightDrag(vx: 0, vy: 80, duration: 0.5), touchDown: CGPoint(x: 195, y: 400),
      animator: ZoomAnimator())
    #expect(restored.frames.allSatisfy { $0[.background]?.alpha == 0.2 })
  }
}
