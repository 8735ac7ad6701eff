// curtain-bench: Curtain's benchmarks, each against a baseline measured in the same run.
//
//   swift run -c release curtain-bench [--json] [--quick] [--filter TEXT]
//
// Exit status: 0 when every target it gates holds; 1 when an accuracy or allocation target fails,
// or, without --quick, when a ratio against its in-run baseline falls below its target or an
// absolute time target fails; 2 for a usage error. The quick run (CI's) prints its ratios and
// times but does not gate them: a machine busy with other work slows a measurement, never a
// result, so CI cannot fail on a busy machine; speed is judged by the full run.
//
// Times are CPU time of the benchmark's thread (time spent waiting while other processes run is
// not counted), and a ratio compares the best repetitions of each side. A row with a ratio target
// that misses is measured again, up to `retries` more times, and keeps its best measurement: a
// loaded machine can slow one measurement, not three.

import Curtain
import Foundation

let usage = """
  usage: curtain-bench [--json] [--quick] [--filter TEXT]

    --json         one JSON object per line: name, ns_per_op and baseline_ns_per_op (medians),
                   ratio (best baseline repetition / best of ours), ratio_target, max_error,
                   allocations_per_frame, ns_per_actor_per_frame, target, meets_* verdicts
    --quick        fewer operations per repetition, for CI; gates accuracy and allocations
                   only: ratios and times are printed, judged by the full run
    --filter TEXT  run only the benchmarks whose name contains TEXT
  """

var json = false
var quick = false
var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
  case "--filter":
    guard let value = arguments.popFirst() else {
      FileHandle.standardError.write(Data("curtain-bench: --filter needs a value\n\(usage)\n".utf8))
      exit(2)
    }
    filter = value
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    FileHandle.standardError.write(
      Data("curtain-bench: unknown argument '\(argument)'\n\(usage)\n".utf8))
    exit(2)
  }
}

let settings = quick ? BenchSettings.quick : BenchSettings()
// One plan.build row per built-in animator; an empty list here fails the run below.
let planBuildIDs = builtInAnimatorIDs()
var benchmarks: [(String, () throws -> BenchResult?)] = [
  (
    "curve.default",
    { curveBenchmark(name: "curve.default", curve: .default, ratioTarget: 2, settings: settings) }
  ),
  (
    "curve.easeIn",
    { curveBenchmark(name: "curve.easeIn", curve: .easeIn, ratioTarget: 2, settings: settings) }
  ),
  (
    "curve.easeOut",
    { curveBenchmark(name: "curve.easeOut", curve: .easeOut, ratioTarget: 2, settings: settings) }
  ),
  (
    "curve.easeInOut",
    {
      curveBenchmark(
        name: "curve.easeInOut", curve: .easeInOut, ratioTarget: 2, settings: settings)
    }
  ),
  (
    "spring.value.under",
    {
      springValueBenchmark(
        name: "spring.value.under", spring: try Spring(dampingRatio: 0.5, response: 0.5),
        settings: settings)
    }
  ),
  (
    "spring.value.critical",
    {
      springValueBenchmark(
        name: "spring.value.critical", spring: try Spring(mass: 1, stiffness: 100, damping: 20),
        settings: settings)
    }
  ),
  (
    "spring.value.over",
    {
      springValueBenchmark(
        name: "spring.value.over", spring: try Spring(dampingRatio: 2, response: 0.5),
        settings: settings)
    }
  ),
  (
    "spring.step.under",
    {
      try springStepBenchmark(
        name: "spring.step.under", spring: try Spring(dampingRatio: 0.5, response: 0.5),
        settings: settings)
    }
  ),
  ("curve.build", { try curveBuildBenchmark(settings: settings) }),
  ("plan.sample.1000", { try planSampleBenchmark(settings: settings) }),
  ("interaction.track", { try interactionTrackBenchmark(settings: settings) }),
  ("frame.unanimated", { try frameUnanimatedBenchmark(settings: settings) }),
  ("frame.sheet.drag", { try frameSheetDragBenchmark(settings: settings) }),
  ("frame.zoom.drag", { try frameZoomDragBenchmark(settings: settings) }),
  ("session.build.sheet", { try sessionBuildSheetBenchmark(settings: settings) }),
  ("session.build.zoom", { try sessionBuildZoomBenchmark(settings: settings) }),
  ("cli.render.app-store", { try cliRenderBenchmark(settings: settings) }),
]
benchmarks += planBuildIDs.map { id in
  ("plan.build.\(id)", { try planBuildBenchmark(id: id, settings: settings) })
}

/// How many more times a row that misses its ratio is measured before the run fails on it.
let retries = 2

/// Whether `result` passes this run: accuracy and allocations always; the ratio's target and the
/// absolute time targets in the full run only (the quick run prints them: a busy machine slows
/// a measurement, so a speed verdict there would fail CI for the machine, not the code).
func passes(_ result: BenchResult, quick: Bool) -> Bool {
  quick ? result.meetsAccuracy : result.meetsEveryTarget
}

var failed = false
for (name, run) in benchmarks where filter.map({ name.contains($0) }) ?? true {
  do {
    guard var result = try run() else {
      let note =
        "curtain-bench: \(name) skipped: build the tool beside this executable first "
        + "(swift build -c release --product curtain)\n"
      FileHandle.standardError.write(Data(note.utf8))
      continue
    }
    var attempt = 0
    while !quick, result.ratioTarget != nil, result.meetsAccuracy, !result.meetsRatioTarget,
      attempt < retries
    {
      attempt += 1
      let note =
        "curtain-bench: \(name) ratio \(String(format: "%.2f", result.ratio)) below its "
        + "target \(String(format: "%.2f", result.ratioTarget ?? 0)); measuring again "
        + "(\(attempt) of \(retries))\n"
      FileHandle.standardError.write(Data(note.utf8))
      if let again = try run(), again.ratio > result.ratio { result = again }
    }
    print(json ? result.json : result.text)
    if !passes(result, quick: quick) { failed = true }
  } catch {
    FileHandle.standardError.write(Data("curtain-bench: \(name) failed: \(error)\n".utf8))
    failed = true
  }
}
exit(failed ? 1 : 0)
