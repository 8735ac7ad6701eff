import CurtainEngine
import Foundation
import Testing

@testable import Curtain

/// Issue 38, row "grab release": the tracker's grab mode, the one rule both players map a
/// finger holding a running transition with.
@Suite struct InteractionTrackerGrabTests {
  /// A `.fromTop` pan over 800 pt, grabbing at `origin`, the first sample at y = `start`.
  static func grabbed(
    origin: Double, forward: Bool, start: Double = 0
  ) throws -> InteractionTracker {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 800)
    let began = try tracker.beginGrab(
      GestureSample(time: 0, translation: CGPoint(x: 0, y: start)), ofForwardTransition: forward
    ) { origin }
    #expect(began)
    return tracker
  }

  /// A presentation (forward) is pulled on against the pan, a dismissal follows it.
  ///
  /// 80 pt up is 80 ÷ 800 = 0.1 more progress for the presentation, 80 pt down 0.1 more for
  /// the dismissal. The translation counts
  /// from the grab's first sample (here y = 30), not from the recognizer's origin.
  @Test(arguments: [true, false])
  func progressIsTheOriginPlusTheSignedTravelOverTheDistance(forward: Bool) throws {
    var tracker = try Self.grabbed(origin: 0.4, forward: forward, start: 30)
    #expect(tracker.progress == 0.4)
    let on = forward ? -80.0 : 80.0
    tracker.update(GestureSample(time: 0.05, translation: CGPoint(x: 0, y: 30 + on)))
    #expect(abs(tracker.progress - 0.5) < 1e-12)
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 30 - on * 6)))
    // 0.4 − 6 × 0.1 is below 0: clamped.
    #expect(tracker.progress == 0)
  }

  /// A grab begins whichever way the finger moves first (a pan that starts its transition
  /// refuses a first sample against its direction), and still asks `beginWhen`; a refused grab
  /// never holds the transition.
  @Test func aGrabBeginsAgainstThePanButAsksBeginWhen() throws {
    var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 800)
    let up = GestureSample(time: 0, translation: CGPoint(x: 0, y: -40))
    #expect(try tracker.begin(up) == false)
    #expect(try tracker.beginGrab(up, ofForwardTransition: true) { 0.3 })
    var refusing = try InteractionTracker(
      pan: .regular(.fromTop), distance: 800, beginWhen: { _ in false })
    var held = false
    let began = try refusing.beginGrab(up, ofForwardTransition: true) {
      held = true
      return 0.3
    }
    #expect(!began)
    #expect(!held)
    #expect(!refusing.isTracking)
  }

  /// The release decides with the grabbed progress and the velocity towards the end.
  ///
  /// A presentation grabbed at 0.6 and flicked down (back) at a steady
  /// 1200 pt/s (20 pt a frame at 60 Hz, six samples, so the Theil–Sen slope is exactly 1200)
  /// is at 0.6 − 100 ÷ 800 = 0.475 and moving back at −1200 pt/s: it cancels (−1200 ≤ −5), and
  /// the decision carries −1200. The same flick on a dismissal moves it on: 0.725 at +1200,
  /// it finishes.
  @Test(arguments: [true, false])
  func aFlickDecidesWithTheVelocityTowardsTheEnd(forward: Bool) throws {
    var tracker = try Self.grabbed(origin: 0.6, forward: forward)
    var decision: InteractionTracker.Decision?
    for frame in 1...5 {
      let sample = GestureSample(
        time: Double(frame) / 60, translation: CGPoint(x: 0, y: 20 * Double(frame)))
      if frame == 5 { decision = tracker.end(sample) } else { tracker.update(sample) }
    }
    let made = try #require(decision)
    #expect(made.finishes == !forward)
    #expect(abs(made.velocity - (forward ? -1200 : 1200)) < 1e-6)
    #expect(abs(made.progress - (forward ? 0.475 : 0.725)) < 1e-12)
  }

  /// The system cancelling the touch lets go of a grab at velocity 0: the policy decides from
  /// the progress alone (0.7 > 0.5 finishes), where a pan that started its transition always
  /// cancels.
  @Test func aCancelledGrabDecidesFromItsProgressAtRest() throws {
    var tracker = try Self.grabbed(origin: 0.7, forward: false)
    tracker.update(GestureSample(time: 0.1, translation: CGPoint(x: 0, y: 40)))
    let cancelled = tracker.cancel()
    let decision = try #require(cancelled)
    #expect(decision.finishes)
    #expect(decision.velocity == 0)
    #expect(abs(decision.progress - 0.75) < 1e-12)
  }
}
