import CAllocationCounter
import Foundation

/// Keeps a value alive so that the optimiser cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Nanoseconds on a monotonic clock.
func nanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  // range: a monotonic clock's seconds and nanoseconds, both integers of 0 or more
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

/// Times `ours` and `baseline` in alternating repetitions and returns the median nanoseconds per
/// operation of each.
///
/// Each closure performs `operations` operations and returns a value that is kept alive.
func measurePair(
  repetitions: Int, operations: Int, baselineOperations: Int,
  ours: () -> Double, baseline: () -> Double
) -> (ours: Double, baseline: Double) {
  blackHole(ours())
  blackHole(baseline())
  var oursTimes: [Double] = []
  var baselineTimes: [Double] = []
  for _ in 0..<repetitions {
    var start = nanoseconds()
    blackHole(ours())
    oursTimes.append(Double(nanoseconds() - start) / Double(operations))
    start = nanoseconds()
    blackHole(baseline())
    baselineTimes.append(Double(nanoseconds() - start) / Double(baselineOperations))
  }
  return (median(oursTimes), median(baselineTimes))
}

/// One benchmark's result, printed as a line of text or of JSON.
struct BenchResult {
  var name: String
  var nsPerOp: Double
  var baselineNsPerOp: Double
  var baseline: String
  var maxError: Double? = nil
  var baselineMaxError: Double? = nil
  var allocationsPerFrame: Double? = nil
  /// For a row measured against a frame: the fraction of a 120 Hz frame (8.33 ms) one
  /// operation takes.
  var frameBudgetFraction: Double? = nil
  var target: String
  /// Whether the deterministic targets (accuracy, allocations) hold.
  var meetsAccuracy: Bool
  /// Whether the speed target holds in this run.
  var meetsSpeed: Bool

  var ratio: Double { baselineNsPerOp / nsPerOp }

  var json: String {
    var fields: [(String, String)] = [
      ("name", quoted(name)),
      ("ns_per_op", number(nsPerOp)),
      ("baseline_ns_per_op", number(baselineNsPerOp)),
      ("ratio", number(ratio)),
      ("baseline", quoted(baseline)),
    ]
    if let maxError { fields.append(("max_error", number(maxError))) }
    if let baselineMaxError { fields.append(("baseline_max_error", number(baselineMaxError))) }
    if let allocationsPerFrame {
      fields.append(("allocations_per_frame", number(allocationsPerFrame)))
    }
    if let frameBudgetFraction {
      fields.append(("frame_budget_fraction", number(frameBudgetFraction)))
    }
    fields.append(("target", quoted(target)))
    fields.append(("meets_accuracy_target", meetsAccuracy ? "true" : "false"))
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
    if let frameBudgetFraction {
      line += String(format: "  %.3f%% of a 120 Hz frame", frameBudgetFraction * 100)
    }
    line += "  [\(target): \(meetsAccuracy && meetsSpeed ? "met" : "NOT met")]"
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
