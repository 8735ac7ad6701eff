import Curtain
import CurtainEngine
import Foundation
import ReferenceMath

/// The naive way to estimate a pan's velocity: keep every sample of the gesture in a growing
/// array and, on each sample, scan the whole history for the last 100 ms and take the median of
/// the pairwise slopes with a full sort.
struct NaiveVelocityEstimator {
  var times: [Double] = []
  var positions: [Double] = []

  mutating func reset() {
    times.removeAll(keepingCapacity: false)
    positions.removeAll(keepingCapacity: false)
  }

  mutating func add(time: Double, position: Double) -> Double {
    times.append(time)
    positions.append(position)
    guard let newest = times.last else { return 0 }
    let recent = times.indices.filter { times[$0] >= newest - 0.1 }
    var slopes: [Double] = []
    for (offset, i) in recent.enumerated() {
      for j in recent[(offset + 1)...] where times[j] > times[i] {
        slopes.append((positions[j] - positions[i]) / (times[j] - times[i]))
      }
    }
    guard !slopes.isEmpty else { return 0 }
    let sorted = slopes.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Nanoseconds per gesture sample fed to ``InteractionTracker`` (progress and the velocity
/// estimate), on 512-sample jittery drags at 120 Hz restarted with a new pan each time.
func interactionTrackBenchmark(settings: BenchSettings) throws -> BenchResult {
  var random = SplitMix64(state: 99)
  var samples: [GestureSample] = []
  var position = 0.0
  var speed = 800.0
  for index in 0..<512 {
    if index % 64 == 63 { speed = (random.unit() - 0.3) * 3000 }
    position += speed / 120
    let jitter = random.unit() < 0.05 ? (random.unit() - 0.5) * 60 : 0
    samples.append(
      GestureSample(
        time: Double(index) / 120 + (random.unit() - 0.5) * 0.001,
        location: CGPoint(x: 100, y: 300 + position),
        translation: CGPoint(x: random.unit() * 4, y: max(position + jitter, 0))))
  }
  samples[0].translation = .zero
  let start = samples[0]
  var tracker = try InteractionTracker(pan: .regular(.fromTop), distance: 800)
  let operations = settings.interactionSamples
  let baselineOperations = max(operations / 20, 1024)
  let times = measurePair(
    repetitions: settings.repetitions, operations: operations,
    baselineOperations: baselineOperations,
    ours: {
      var sum = 0.0
      for index in 0..<operations {
        if index & 511 == 0 {
          tracker.end()
          _ = try? tracker.begin(start)
        } else {
          tracker.update(samples[index & 511])
        }
        sum += tracker.velocity + tracker.progress
      }
      return sum
    },
    baseline: {
      var naive = NaiveVelocityEstimator()
      var sum = 0.0
      for index in 0..<baselineOperations {
        if index & 511 == 0 { naive.reset() }
        let sample = samples[index & 511]
        sum += naive.add(time: sample.time, position: Double(sample.translation.y))
      }
      return sum
    })
  // Allocations: one whole 512-sample drag (begin, then 511 updates, each read back).
  let allocationsPerSample = allocations(perOperationOf: 511) {
    var sum = 0.0
    tracker.end()
    _ = try? tracker.begin(start)
    for index in 1..<512 {
      tracker.update(samples[index])
      sum += tracker.velocity + tracker.progress
    }
    return sum
  }
  // Accuracy: a clean 1,000 pt/s drag at 120 Hz, whose exact slope is 1,000.
  var check = try InteractionTracker(pan: .regular(.fromTop), distance: 800)
  _ = try check.begin(GestureSample(time: 0, translation: .zero))
  var maxError = 0.0
  for step in 1...90 {
    let time = Double(step) / 120
    check.update(GestureSample(time: time, translation: CGPoint(x: 0, y: 1000 * time)))
    maxError = max(maxError, abs(check.velocity - 1000))
  }
  return BenchResult(
    name: "interaction.track", nsPerOp: times.ours.median,
    baselineNsPerOp: times.baseline.median, bestNsPerOp: times.ours.best,
    bestBaselineNsPerOp: times.baseline.best,
    baseline: "every sample kept in a growing array, window rescanned, slopes fully sorted",
    maxError: maxError, allocationsPerFrame: allocationsPerSample,
    target: "ratio >= 20, under 1 µs per sample, max_error <= 1e-6 pt/s, 0 allocations per sample",
    ratioTarget: 20, meetsAccuracy: maxError <= 1e-6 && (allocationsPerSample ?? 0) == 0,
    meetsSpeed: times.ours.median < 1000)
}
