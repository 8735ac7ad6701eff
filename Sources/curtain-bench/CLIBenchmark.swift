import Foundation

/// Why the tool benchmark could not run.
struct CLIBenchmarkError: Error, CustomStringConvertible {
  var description: String
}

/// Wall-clock nanoseconds per whole `curtain render app-store --format svg` process (start,
/// play, draw, write, exit), against `curtain --help` (the process's start and exit alone),
/// measured in alternation.
///
/// The `curtain` executable must sit beside this one (`swift build -c release --product
/// curtain`); without it the benchmark is skipped (returns `nil`). Target: under 100 ms.
func cliRenderBenchmark(settings: BenchSettings) throws -> BenchResult? {
  let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("curtain")
  guard FileManager.default.isExecutableFile(atPath: tool.path) else { return nil }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("curtain-bench-\(getpid())", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let output = directory.appendingPathComponent("app-store.svg").path

  // posix_spawn and waitpid, not Foundation's Process: its waitUntilExit polls a run loop
  // every 50 ms on Linux, which would round every measurement up to 50 ms.
  func run(_ arguments: [String]) throws -> Double {
    let argv = ([tool.path] + arguments + ["-o", output]).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let start = nanoseconds()
    let spawned = posix_spawn(&pid, tool.path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw CLIBenchmarkError(description: "cannot start \(tool.path): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = Double(nanoseconds() - start)
    // A normal exit leaves the low 7 bits 0 and the status in the next 8.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw CLIBenchmarkError(
        description: "curtain \(arguments.joined(separator: " ")) failed (wait status \(status))")
    }
    return elapsed
  }

  // `-o` is appended to both; `--help` ignores the rest of the line.
  let render = ["render", "app-store", "--format", "svg"]
  let help = ["--help"]
  _ = try run(render)
  _ = try run(help)
  var ours: [Double] = []
  var baseline: [Double] = []
  for _ in 0..<settings.processRuns {
    ours.append(try run(render))
    baseline.append(try run(help))
  }
  let renderTime = median(ours)
  let limit = 100_000_000.0
  return BenchResult(
    name: "cli.render.app-store", nsPerOp: renderTime, baselineNsPerOp: median(baseline),
    baseline: "curtain --help: the same process starting and exiting",
    target: "whole process under 100 ms",
    meetsAccuracy: true, meetsSpeed: renderTime < limit)
}
