import Foundation
import Testing

/// Issue 26's tool reproductions, run on the built `curtain` executable: paths the tool cannot
/// read quickly (`/dev/zero`, `/dev/urandom`, a FIFO with no writer, a file or standard input
/// beyond the 16 MiB limit) are refused by name, and an output folder that exists but cannot be
/// written is named as such.
///
/// Each run has a deadline: a tool that blocks or reads without end is killed and the test
/// fails instead of hanging. The deadline is a guard, not a measurement (`.ci/cli-smoke.sh`
/// measures the CPU time and memory of `validate /dev/zero`): it is wall-clock time, so it is
/// far above a run's few milliseconds, for a debug build on a machine busy with other work. A run is also given at most 2 GiB of
/// address space (`ulimit -v`), so a regression that reads without end stops there.
@Suite(
  .enabled(
    if: CurtainExecutable.url != nil,
    "the curtain executable is not built next to the tests; run swift build first"))
struct BoundedFilesEndToEndTests {
  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the deadline passed and the run was killed.
    var timedOut: Bool
  }

  /// The tool's read limit, stated independently of the tool: 16 MiB.
  static let limit = 16 * 1024 * 1024

  /// Runs `curtain` in `directory` with `input` on standard input (an empty file when `nil`),
  /// killing it when it has not ended after `deadline` seconds.
  func curtain(
    _ arguments: [String], in directory: URL, input: URL? = nil, deadline: TimeInterval = 60
  ) throws -> Run {
    let executable = try #require(CurtainExecutable.url)
    let scratch = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
    for file in files {
      _ = FileManager.default.createFile(atPath: file.path, contents: Data())
    }
    let standardInput = try FileHandle(forReadingFrom: input ?? files[0])
    let out = try FileHandle(forWritingTo: files[1])
    let err = try FileHandle(forWritingTo: files[2])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      [
        "-c", #"ulimit -v 2097152 2>/dev/null; exec "$0" "$@""#, executable.path,
      ] + arguments
    process.currentDirectoryURL = directory
    process.standardInput = standardInput
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let end = Date(timeIntervalSinceNow: deadline)
    while process.isRunning, Date() < end {
      usleep(20_000)
    }
    let timedOut = process.isRunning
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try standardInput.close()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self),
      timedOut: timedOut)
  }

  /// A sparse file of `size` bytes of zeros (no disk space used).
  func sparseFile(_ url: URL, size: Int) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: Data())
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
  }

  @Test(arguments: ["/dev/zero", "/dev/urandom"])
  func anEndlessDeviceIsRefusedByNameWithTheLimit(path: String) throws {
    try #require(FileManager.default.fileExists(atPath: path))
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(["validate", path], in: directory)
    #expect(!run.timedOut, "validate \(path) did not end")
    #expect(run.status == 1)
    #expect(run.stderr.contains("cannot read spec '\(path)': it is a character device"))
    #expect(run.stderr.contains("16 MiB"), "\(run.stderr)")
  }

  @Test func aFIFOWithNoWriterIsRefusedWithoutBlocking() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("spec.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for command in [
      ["validate", "spec.json"], ["render", "spec.json", "--format", "csv"],
      ["render", "fade", "--gesture-script", "spec.json", "--format", "csv"],
    ] {
      let run = try curtain(command, in: directory)
      #expect(!run.timedOut, "\(command) blocked on the FIFO")
      #expect(run.status == 1, "\(command)")
      #expect(run.stderr.contains("'spec.json': it is a FIFO"), "\(command): \(run.stderr)")
      #expect(run.stderr.contains("- to read standard input"), "\(command): \(run.stderr)")
    }
  }

  @Test func anOutputFIFOWithNoReaderIsRefusedWithoutBlocking() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("out.svg")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let run = try curtain(["render", "fade", "--format", "svg", "-o", "out.svg"], in: directory)
    #expect(!run.timedOut, "-o on a FIFO with no reader blocked")
    #expect(run.status == 1)
    #expect(run.stderr.contains("cannot write 'out.svg': it is a FIFO with no reader"))
  }

  @Test func aFileBeyondTheLimitIsRefusedUnread() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try sparseFile(directory.appendingPathComponent("big.json"), size: Self.limit + 1)
    let run = try curtain(["validate", "big.json"], in: directory)
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("cannot read spec 'big.json': it is larger than the 16 MiB limit"),
      "\(run.stderr)")
    // Exactly at the limit is read (and is not a spec: 16 MiB of zero bytes).
    try sparseFile(directory.appendingPathComponent("full.json"), size: Self.limit)
    let full = try curtain(["validate", "full.json"], in: directory)
    #expect(full.status == 1)
    #expect(!full.stderr.contains("limit"), "\(full.stderr)")
    #expect(full.stderr.contains("'full.json' is not a valid spec"), "\(full.stderr)")
  }

  @Test func standardInputBeyondTheLimitIsRefused() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let big = directory.appendingPathComponent("big.json")
    try sparseFile(big, size: Self.limit + 1)
    let run = try curtain(["validate", "-"], in: directory, input: big)
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "cannot read spec from standard input: it is larger than the 16 MiB limit"),
      "\(run.stderr)")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
  func anOutputFolderThatCannotBeWrittenIsNamedAsExisting() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(["render", "fade", "-o", "/proc/x.svg"], in: directory)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "cannot write '/proc/x.svg': the directory '/proc' exists but cannot be written"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("no such file"), "\(run.stderr)")
  }

  @Test func theHelpStatesTheLimit() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for command in ["validate", "render"] {
      let run = try curtain([command, "--help"], in: directory)
      #expect(run.status == 0)
      #expect(run.stdout.contains("at most 16 MiB"), "\(command) --help")
    }
  }
}
