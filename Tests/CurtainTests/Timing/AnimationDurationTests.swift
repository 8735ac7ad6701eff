import Foundation
import Testing

@testable import Curtain

@Suite struct AnimationDurationTests {
  /// Jelly's presets, in seconds.
  @Test(arguments: [
    (AnimationDuration.ultraSlow, 2.0), (.slow, 1.0), (.medium, 0.5), (.normal, 0.35),
    (.fast, 0.2), (.reallyFast, 0.1), (.custom(duration: 0.8), 0.8), (.custom(duration: 0), 0),
  ])
  func presetsLastTheirPublishedLength(duration: AnimationDuration, seconds: Double) throws {
    #expect(duration.timeInterval == seconds)
    #expect(try duration.validated() == seconds)
  }

  @Test(arguments: [-0.1, -.infinity, .infinity, .nan])
  func badCustomDurationIsRefusedByName(seconds: Double) {
    let duration = AnimationDuration.custom(duration: seconds)
    // The value is returned as given until it is validated.
    #expect(duration.timeInterval == seconds || seconds.isNaN && duration.timeInterval.isNaN)
    let error = #expect(throws: TimingError.self) { try duration.validated() }
    let description = error?.description ?? ""
    #expect(description.hasPrefix("duration "), "\(description)")
    switch error {
    case .notFinite(let parameter, _)?:
      #expect(parameter == "duration")
      #expect(!seconds.isFinite)
    case .outOfRange(let parameter, let value, _)?:
      #expect(parameter == "duration")
      #expect(value == seconds)
    default:
      Issue.record("unexpected error \(String(describing: error))")
    }
  }
}
