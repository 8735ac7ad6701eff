import Curtain
import Foundation
import Testing

/// Expects the presented actor's frame in `plan` at `time` to be `expected`, each of x, y,
/// width and height within `tolerance` points: the one frame check the cover family's suites
/// share.
func expectPresentedFrame(
  _ plan: TransitionPlan, at time: TimeInterval, _ expected: CGRect, tolerance: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let frame = try #require(
    plan.state(of: .presented, at: time).frame, sourceLocation: sourceLocation)
  let pairs = [
    (frame.minX, expected.minX), (frame.minY, expected.minY),
    (frame.width, expected.width), (frame.height, expected.height),
  ]
  #expect(
    pairs.allSatisfy { abs(Double($0.0 - $0.1)) <= tolerance },
    "at \(time) s: \(frame) instead of \(expected)", sourceLocation: sourceLocation)
}
