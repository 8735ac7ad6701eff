import Curtain
import Foundation
import ReferenceMath
import Testing

@Suite struct PresentationTimingTests {
  /// Jelly 2.3's `PresentationTiming.init(duration: Duration = .medium, presentationCurve:
  /// AnimationCurve = .linear, dismissCurve: AnimationCurve = .linear)`: 0.5 s, linear.
  @Test func defaultsAreJellysMediumAndLinearBothWays() throws {
    let timing = PresentationTiming()
    #expect(timing.duration == .medium)
    #expect(timing.presentationCurve == .linear)
    #expect(timing.dismissCurve == .linear)
    #expect(try timing.animationTiming(isPresenting: true).duration == 0.5)
  }

  @Test func eachWayHasItsOwnCurve() throws {
    let timing = PresentationTiming(
      duration: .medium, presentationCurve: .easeIn, dismissCurve: .easeOut)
    #expect(timing.curve(isPresenting: true) == .easeIn)
    #expect(timing.curve(isPresenting: false) == .easeOut)
    let dismissal = try timing.animationTiming(isPresenting: false)
    #expect(dismissal.duration == 0.5)
    #expect(dismissal.delay == 0)
    // 0.2 s into 0.5 s is x = 0.4 on the ease-out curve.
    let expected = PresentationCheck.easeOut.progress(at: 0.4)
    #expect(abs(dismissal.progress(at: 0.2) - expected) <= 1e-9)
  }

  @Test(arguments: [-0.1, Double.nan, Double.infinity])
  func badCustomDurationIsRefused(duration: Double) {
    let timing = PresentationTiming(duration: .custom(duration: duration))
    #expect(throws: TimingError.self) { try timing.animationTiming(isPresenting: true) }
  }

  @Test @MainActor func badCustomDurationMakesThePlanThrowATimingError() throws {
    let presentation = FadePresentation(timing: PresentationTiming(duration: .custom(duration: -1)))
    let context = try PresentationCheck.context(.present)
    do {
      _ = try presentation.plan(for: context)
      Issue.record("a negative duration was accepted")
    } catch let error as TransitionError {
      guard case .invalidTiming(.outOfRange(let parameter, let value, _)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(parameter == "duration")
      #expect(value == -1)
    }
  }

  @Test @MainActor func planLastsTheDurationBothWays() throws {
    let presentation = CoverPresentation(
      directionShow: .bottom, directionDismiss: .top,
      uiConfiguration: PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 0.3)),
      timing: PresentationTiming(duration: .slow))
    for operation in [TransitionContext.Operation.present, .dismiss] {
      let plan = try presentation.plan(for: PresentationCheck.context(operation))
      #expect(plan.duration == 1.0)
      for track in plan.tracks {
        #expect(track.timing.delay == 0)
        #expect(track.timing.duration == 1.0)
      }
    }
  }
}
