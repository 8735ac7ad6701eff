import Curtain
import CurtainAnimators
import CurtainEngine
import Foundation

/// One 120 Hz frame, in nanoseconds: the budget a player has to start a transition without a
/// dropped frame.
let frameBudgetNanoseconds = 1e9 / 120

/// The most a transition's build may take: 50 µs, 0.6 % of a 120 Hz frame.
let planBuildTargetNanoseconds = 50_000.0

/// The ids of the built-in animators, in the registry's order.
func builtInAnimatorIDs() -> [AnimatorID] {
  AnimatorRegistry.builtIn.ids
}

/// Nanoseconds to build one transition with the built-in animator `id`, as a player does when
/// a transition starts: the animator from the registry, its plan (recorded by the animators
/// that record, and compiled by the plan), and the playback schedule a player animates.
///
/// The first operation the animator supports (present before push, dismiss, pop, tab) is
/// planned in a 390 × 844 container with a source frame, so that every animator has what it
/// needs. The "baseline" is the frame budget, so `ratio` is how many builds fit in one frame.
func planBuildBenchmark(id: AnimatorID, settings: BenchSettings) throws -> BenchResult {
  try MainActor.assumeIsolated {
    let registry = AnimatorRegistry.builtIn
    let descriptor = try registry.requireDescriptor(for: id)
    let order: [TransitionOperation] = [.present, .push, .dismiss, .pop, .tab]
    guard let operation = order.first(where: descriptor.operations.contains) else {
      throw BenchError.noOperation(id)
    }
    let context = try TransitionContext(
      operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      sourceFrame: CGRect(x: 20, y: 200, width: 350, height: 240),
      tabSwitch: operation == .tab ? TabSwitch(from: 0, to: 1) : nil)
    let spec = TransitionSpec(animator: id)
    @MainActor func build() throws -> Int {
      let animator = try registry.makeAnimator(for: spec, operation: operation)
      let plan = try animator.plan(for: context)
      let schedule = PlaybackSchedule(plan: plan)
      return schedule.groups.count + plan.tracks.count
    }
    let operations = settings.planBuildOperations
    let ours = try measure(repetitions: settings.repetitions, operations: operations) {
      var count = 0
      for _ in 0..<operations { count &+= try build() }
      return Double(count)
    }.median
    return BenchResult(
      name: "plan.build.\(id)", nsPerOp: ours, baselineNsPerOp: frameBudgetNanoseconds,
      baseline: "one 120 Hz frame (8.33 ms); ratio = builds per frame",
      frameBudgetFraction: ours / frameBudgetNanoseconds,
      target: "<= 50 us per transition (0.6 % of a 120 Hz frame)", meetsAccuracy: true,
      meetsSpeed: ours <= planBuildTargetNanoseconds)
  }
}

/// A benchmark that cannot run.
enum BenchError: Error, CustomStringConvertible {
  /// The animator supports no operation.
  case noOperation(AnimatorID)
  /// The benchmark found nothing to measure.
  case nothingToMeasure(String)

  var description: String {
    switch self {
    case .noOperation(let id): return "\(id) supports no operation"
    case .nothingToMeasure(let name): return "\(name) found nothing to measure"
    }
  }
}

/// Nanoseconds to build one timing curve (its solver's tables), for curves that differ in
/// their first control point so that nothing is shared between builds.
///
/// Curves are built once and sampled many times, but some are built while a transition starts
/// (a reversed curve, an interactive release); the "baseline" is the frame budget, as for
/// `plan.build`.
func curveBuildBenchmark(settings: BenchSettings) throws -> BenchResult {
  let operations = settings.planBuildOperations
  var repetition = 0
  let ours = try measure(repetitions: settings.repetitions, operations: operations) {
    var sum = 0.0
    repetition += 1
    for index in 0..<operations {
      let x1 = 0.2 + Double(index + repetition * operations) * 1e-7
      let curve = try TimingCurve(
        controlPoint1: CGPoint(x: x1, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
      sum += curve.progress(at: 0.5)
    }
    return sum
  }.median
  return BenchResult(
    name: "curve.build", nsPerOp: ours, baselineNsPerOp: frameBudgetNanoseconds,
    baseline: "one 120 Hz frame (8.33 ms); ratio = builds per frame",
    frameBudgetFraction: ours / frameBudgetNanoseconds,
    target: "<= 50 us per curve", meetsAccuracy: true,
    meetsSpeed: ours <= planBuildTargetNanoseconds)
}
