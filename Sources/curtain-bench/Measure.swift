import CAllocationCounter
import Foundation

/// Keeps a value alive so that the optimiser cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Nanoseconds on a monotonic clock: wall time, for the tool benchmark's child processes.
func nanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  // range: a monotonic clock's seconds and nanoseconds, both integers of 0 or more
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Nanoseconds of CPU time this thread has run: unlike wall time, it does not count the time the
/// thread waited while other processes ran, which on a loaded machine is most of the noise.
func cpuNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  // range: a CPU clock's seconds and nanoseconds, both integers of 0 or more
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Heap allocations made so far by this process, or nil where they cannot be counted.
func allocationCount() -> Int64? {
  let count = curtain_allocation_count()
  return count >= 0 ? count : nil
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Nanoseconds per operation over repetitions: the median and the best (the least disturbed).
struct Timing {
  var median: Double
  var best: Double

  init(_ times: [Double]) {
    median = curtain_bench.median(times)
    best = times.min() ?? .nan
  }
}

/// Times `ours` and `baseline` in alternating repetitions (CPU time of this thread) and returns
/// the nanoseconds per operation of each.
///
/// Each closure performs `operations` operations and returns a value that is kept alive.
func measurePair(
  repetitions: Int, operations: Int, baselineOperations: Int,
  ours: () -> Double, baseline: () -> Double
) -> (ours: Timing, baseline: Timing) {
  blackHole(ours())
  blackHole(baseline())
  var oursTimes: [Double] = []
  var baselineTimes: [Double] = []
  for _ in 0..<repetitions {
    var start = cpuNanoseconds()
    blackHole(ours())
    oursTimes.append(Double(cpuNanoseconds() - start) / Double(operations))
    start = cpuNanoseconds()
    blackHole(baseline())
    baselineTimes.append(Double(cpuNanoseconds() - start) / Double(baselineOperations))
  }
  return (Timing(oursTimes), Timing(baselineTimes))
}

/// Times `body`, which performs `operations` operations, over `repetitions` (CPU time of this
/// thread, after one warm-up call).
func measure(repetitions: Int, operations: Int, _ body: () throws -> Double) rethrows -> Timing {
  blackHole(try body())
  var times: [Double] = []
  for _ in 0..<repetitions {
    let start = cpuNanoseconds()
    blackHole(try body())
    times.append(Double(cpuNanoseconds() - start) / Double(operations))
  }
  return Timing(times)
}

/// Heap allocations per operation of `body`, which performs `operations` operations; nil where
/// allocations cannot be counted.
func allocations(perOperationOf operations: Int, _ body: () throws -> Double) rethrows -> Double? {
  guard let before = allocationCount() else { return nil }
  let value = try body()
  guard let after = allocationCount() else { return nil }
  blackHole(value)
  return Double(after - before) / Double(max(operations, 1))
}

/// One benchmark's result, printed as a line of text or of JSON.
///
/// `nsPerOp` and `baselineNsPerOp` are medians; ``ratio`` compares the best repetitions of the
/// two (the least disturbed by other work on the machine), and is what ``ratioTarget`` gates.
struct BenchResult {
  var name: String
  var nsPerOp: Double
  var baselineNsPerOp: Double
  /// The best repetitions' nanoseconds per operation (the medians when not given).
  var bestNsPerOp: Double? = nil
  var bestBaselineNsPerOp: Double? = nil
  var baseline: String
  var maxError: Double? = nil
  var baselineMaxError: Double? = nil
  var allocationsPerFrame: Double? = nil
  /// For a row measured per actor: nanoseconds per actor per frame (best repetition).
  var nsPerActor: Double? = nil
  /// For a row measured against a frame: the fraction of a 120 Hz frame (8.33 ms) one
  /// operation takes.
  var frameBudgetFraction: Double? = nil
  var target: String
  /// The least ``ratio`` the row promises against its in-run baseline, if it promises one.
  var ratioTarget: Double? = nil
  /// Whether the deterministic targets (accuracy, allocations) hold.
  var meetsAccuracy: Bool
  /// Whether the absolute speed target (nanoseconds, machine-dependent) holds in this run.
  var meetsSpeed: Bool

  /// How many times faster than the baseline: best baseline repetition ÷ best repetition.
  var ratio: Double { (bestBaselineNsPerOp ?? baselineNsPerOp) / (bestNsPerOp ?? nsPerOp) }
  /// The median repetitions' ratio, for information.
  var medianRatio: Double { baselineNsPerOp / nsPerOp }
  /// Whether ``ratio`` reaches ``ratioTarget`` (rows without one always do).
  var meetsRatioTarget: Bool { ratioTarget.map { ratio >= $0 } ?? true }
  /// Whether every target holds: accuracy, allocations, ratio and absolute speed.
  var meetsEveryTarget: Bool { meetsAccuracy && meetsRatioTarget && meetsSpeed }

  var json: String {
    var fields: [(String, String)] = [
      ("name", quoted(name)),
      ("ns_per_op", number(nsPerOp)),
      ("baseline_ns_per_op", number(baselineNsPerOp)),
      ("ratio", number(ratio)),
      ("median_ratio", number(medianRatio)),
      ("baseline", quoted(baseline)),
    ]
    if let bestNsPerOp { fields.append(("best_ns_per_op", number(bestNsPerOp))) }
    if let bestBaselineNsPerOp {
      fields.append(("best_baseline_ns_per_op", number(bestBaselineNsPerOp)))
    }
    if let maxError { fields.append(("max_error", number(maxError))) }
    if let baselineMaxError { fields.append(("baseline_max_error", number(baselineMaxError))) }
    if let allocationsPerFrame {
      fields.append(("allocations_per_frame", number(allocationsPerFrame)))
    }
    if let nsPerActor { fields.append(("ns_per_actor_per_frame", number(nsPerActor))) }
    if let frameBudgetFraction {
      fields.append(("frame_budget_fraction", number(frameBudgetFraction)))
    }
    fields.append(("target", quoted(target)))
    if let ratioTarget {
      fields.append(("ratio_target", number(ratioTarget)))
    }
    fields.append(("meets_accuracy_target", meetsAccuracy ? "true" : "false"))
    fields.append(("meets_ratio_target", meetsRatioTarget ? "true" : "false"))
    fields.append(("meets_speed_target", meetsSpeed ? "true" : "false"))
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  var text: String {
    var line =
      "\(name.padding(toLength: max(22, name.count), withPad: " ", startingAt: 0)) "
      + String(
        format: "%9.2f ns/op  baseline %9.2f ns/op  ratio %7.2f", nsPerOp, baselineNsPerOp, ratio)
    if let maxError { line += String(format: "  max error %.2e", maxError) }
    if let allocationsPerFrame {
      line += String(format: "  allocs/frame %.2f", allocationsPerFrame)
    }
    if let nsPerActor { line += String(format: "  %.1f ns/actor/frame", nsPerActor) }
    if let frameBudgetFraction {
      line += String(format: "  %.3f%% of a 120 Hz frame", frameBudgetFraction * 100)
    }
    let verdict =
      meetsEveryTarget
      ? "met" : (meetsAccuracy ? "speed NOT met (the full run gates speed)" : "NOT met")
    line += "  [\(target): \(verdict)]"
    return line
  }

  private func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }

  private func number(_ value: Double) -> String {
    value.isFinite ? String(format: "%.6g", value) : "null"
  }
}
