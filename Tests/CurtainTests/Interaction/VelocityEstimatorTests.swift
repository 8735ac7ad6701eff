import Foundation
import ReferenceMath
import Testing

@testable import Curtain

/// The velocity estimator against its definition, written out with the standard library: the
/// samples of the last 0.1 s (at most the newest eight), the slopes of the pairs at least
/// max(1, n/2 − 1) apart, their median by a full sort.
@Suite struct VelocityEstimatorTests {
  /// The definition, from the whole history of samples (oldest first).
  static func theilSen(times: [Double], positions: [Double]) -> Double {
    guard times.count >= 2 else { return 0 }
    let kept = Array(times.indices.suffix(8))
    guard let newest = kept.last else { return 0 }
    let window = kept.filter { times[$0] >= times[newest] - 0.1 }
    if window.count < 2 {
      let previous = kept[kept.count - 2]
      return (positions[newest] - positions[previous]) / (times[newest] - times[previous])
    }
    let n = window.count
    let gap = max(1, n / 2 - 1)
    var slopes: [Double] = []
    for i in 0..<n {
      for j in 0..<n where j - i >= gap {
        let (a, b) = (window[i], window[j])
        slopes.append((positions[b] - positions[a]) / (times[b] - times[a]))
      }
    }
    let sorted = slopes.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Drags at 30 to 240 Hz with jitter, wild samples and pauses (so that the window holds from
  /// one to eight samples): every estimate is exactly the definition's.
  @Test(arguments: [30.0, 60.0, 120.0, 240.0])
  func everyEstimateIsTheMedianOfTheWindowsSlopes(rate: Double) {
    var random = SplitMix64(seed: UInt64(rate))
    var estimator = VelocityEstimator()
    var times: [Double] = []
    var positions: [Double] = []
    var time = 0.0
    var position = 0.0
    var mismatches = 0
    for index in 0..<600 {
      // A pause of 0.05 to 0.3 s now and then empties the window.
      time += index % 97 == 96 ? random.uniform(0.05...0.3) : 1 / rate
      position += random.uniform(-20...40) + (random.unit() < 0.05 ? random.uniform(-80...80) : 0)
      estimator.add(time: time, position: position)
      times.append(time)
      positions.append(position)
      if estimator.velocity() != Self.theilSen(times: times, positions: positions) {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }
}
