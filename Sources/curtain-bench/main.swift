// curtain-bench: Curtain's benchmarks, each against a baseline measured in the same run.
//
//   swift run -c release curtain-bench [--json] [--quick] [--filter TEXT]
//
// Exit status: 0 when every target holds, 1 when an accuracy or allocation target fails (or,
// without --quick, a speed target), 2 for a usage error.

import Curtain
import Foundation

let usage = """
  usage: curtain-bench [--json] [--quick] [--filter TEXT]

    --json         one JSON object per line: name, ns_per_op (median), baseline_ns_per_op,
                   ratio (baseline / ours), max_error, allocations_per_frame, target
    --quick        fewer operations per repetition, for CI; speed targets are reported but
                   do not fail the run
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
let planBuildIDs: [AnimatorID]
do {
  planBuildIDs = try builtInAnimatorIDs()
} catch {
  FileHandle.standardError.write(Data("curtain-bench: no built-in registry: \(error)\n".utf8))
  exit(1)
}
var benchmarks: [(String, () throws -> BenchResult?)] = [
  (
    "curve.default",
    { curveBenchmark(name: "curve.default", curve: .default, speedTarget: 2, settings: settings) }
  ),
  (
    "curve.easeIn",
    { curveBenchmark(name: "curve.easeIn", curve: .easeIn, speedTarget: 2, settings: settings) }
  ),
  (
    "curve.easeOut",
    { curveBenchmark(name: "curve.easeOut", curve: .easeOut, speedTarget: 2, settings: settings) }
  ),
  (
    "curve.easeInOut",
    {
      curveBenchmark(
        name: "curve.easeInOut", curve: .easeInOut, speedTarget: nil, settings: settings)
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
  ("cli.render.app-store", { try cliRenderBenchmark(settings: settings) }),
]
benchmarks += planBuildIDs.map { id in
  ("plan.build.\(id)", { try planBuildBenchmark(id: id, settings: settings) })
}

var failed = false
for (name, run) in benchmarks where filter.map({ name.contains($0) }) ?? true {
  do {
    guard let result = try run() else {
      let note =
        "curtain-bench: \(name) skipped: build the tool beside this executable first "
        + "(swift build -c release --product curtain)\n"
      FileHandle.standardError.write(Data(note.utf8))
      continue
    }
    print(json ? result.json : result.text)
    if !result.meetsAccuracy || (!quick && !result.meetsSpeed) { failed = true }
  } catch {
    FileHandle.standardError.write(Data("curtain-bench: \(name) failed: \(error)\n".utf8))
    failed = true
  }
}
exit(failed ? 1 : 0)
