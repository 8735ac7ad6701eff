import Foundation
import Testing

/// Issue 14's tool reproductions, run on the built `curtain` executable: a spec from standard
/// input (`-`), `/dev/null` and a FIFO (refused by name since issue 26), a directory, a number beyond the doubles, `-o` through a
/// symbolic link (dangling, or pointing at a file yet to be made), a spring that used to trap
/// while the spec was decoded, and a curve with a y of 1e308.
@Suite(
  .enabled(
    if: CurtainExecutable.url != nil,
    "the curtain executable is not built next to the tests; run swift build first"))
struct HardeningEndToEndTests {
  struct Run {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String
  }

  /// Runs `curtain` in `directory` with `input` on standard input (empty when `nil`).
  func curtain(_ arguments: [String], in directory: URL, input: String? = nil) throws -> Run {
    let executable = try #require(CurtainExecutable.url)
    let scratch = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
    for (file, contents) in zip(files, [input ?? "", "", ""]) {
      _ = FileManager.default.createFile(atPath: file.path, contents: Data(contents.utf8))
    }
    let input = try FileHandle(forReadingFrom: files[0])
    let out = try FileHandle(forWritingTo: files[1])
    let err = try FileHandle(forWritingTo: files[2])
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try input.close()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self))
  }

  @Test func aSpecFromStandardInputValidatesAndRenders() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let validate = try curtain(["validate", "-"], in: directory, input: #"{"animator":"fade"}"#)
    #expect(validate.status == 0)
    #expect(validate.stdout == "ok: standard input (animator fade)\n")
    let render = try curtain(
      ["render", "-", "--format", "csv"], in: directory, input: #"{"animator":"fade"}"#)
    #expect(render.status == 0)
    #expect(render.stdout.hasPrefix("time,actor,"))
    let broken = try curtain(["validate", "-"], in: directory, input: #"{"animator":"#)
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("standard input is not a valid spec"))
  }

  @Test func devNullIsRefusedAsADevice() throws {
    // Issue 14 read /dev/null as an empty spec; issue 26 refuses every device by name (a read
    // of /dev/zero never ended), and no longer says "permission denied".
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(["validate", "/dev/null"], in: directory)
    #expect(run.status == 1)
    #expect(run.stderr.contains("cannot read spec '/dev/null': it is a character device"))
    #expect(!run.stderr.contains("permission denied"))
  }

  @Test func aPipeIsReadAsStandardInput() throws {
    // Issue 14 read a FIFO to its end, which blocks for ever when nothing writes (issue 26): a
    // FIFO path is refused by name (BoundedFilesEndToEndTests, with a deadline), and a pipe is
    // read as standard input with -.
    let piped = Process()
    piped.executableURL = URL(fileURLWithPath: "/bin/sh")
    piped.arguments = [
      "-c", #"printf '{"animator":"fade"}' | "$0" validate -"#,
      try #require(CurtainExecutable.url).path,
    ]
    let output = Pipe()
    piped.standardOutput = output
    try piped.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    piped.waitUntilExit()
    #expect(piped.terminationStatus == 0)
    #expect(String(decoding: printed, as: UTF8.self) == "ok: standard input (animator fade)\n")
  }

  @Test func aDirectoryIsNamedAsOne() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("specs"), withIntermediateDirectories: false)
    let run = try curtain(["validate", "specs"], in: directory)
    #expect(run.status == 1)
    #expect(run.stderr.contains("cannot read spec 'specs': it is a directory"))
    #expect(!run.stderr.contains("NSCocoaErrorDomain"))
  }

  @Test func aNumberBeyondTheDoublesIsNamed() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(
      ["validate", "-"], in: directory,
      input: #"{"animator":"fade","parameters":{"duration":1e999}}"#)
    #expect(run.status == 1)
    #expect(run.stderr.contains("at parameters.duration: the number is beyond the range"))
    #expect(!run.stderr.contains("Dictionary"))
  }

  @Test func aSpringThatUsedToTrapWhileDecodingIsReported() throws {
    // SIGILL before: the spec was decoded (and the spring's settling time computed) before
    // the unknown parameter was reported.
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = #"{"animator":"fade","parameters":{"x":{"stiffness":100,"damping":1e-18}}}"#
    for command in [["validate", "-"], ["render", "-", "--format", "csv"]] {
      let run = try curtain(command, in: directory, input: spec)
      #expect(run.reason == .exit, "\(command)")
      #expect(run.status == 1, "\(command)")
      #expect(run.stderr.contains("has no parameter 'x'"), "\(command): \(run.stderr)")
    }
  }

  @Test func aCurveWithAHugeYIsRefused() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let param = try curtain(
      ["render", "fade", "--param", "curve=0.2,1e308,0.5,-1e308", "--format", "csv"],
      in: directory)
    #expect(param.status == 1)
    #expect(param.stdout.isEmpty)
    #expect(param.stderr.contains("controlPoint1.y is 1e+308, but it must be in -1e6...1e6"))
    let spec =
      #"{"animator":"fade","parameters":{"curve":{"x1":0.2,"y1":1e308,"x2":0.5,"y2":-1e308}}}"#
    for command in [["validate", "-"], ["render", "-", "--format", "csv"]] {
      let run = try curtain(command, in: directory, input: spec)
      #expect(run.status == 1, "\(command)")
      #expect(run.stderr.contains("controlPoint1.y is 1e+308, but it must be in -1e6...1e6"))
    }
  }

  @Test func outputThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = FileManager.default
    // A link to a file not made yet, in an existing directory: written through.
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("a.svg").path,
      withDestinationPath: "made.svg")
    let through = try curtain(["render", "fade", "--format", "svg", "-o", "a.svg"], in: directory)
    #expect(through.status == 0)
    #expect(
      try manager.destinationOfSymbolicLink(
        atPath: directory.appendingPathComponent("a.svg").path) == "made.svg")
    let made = try Data(contentsOf: directory.appendingPathComponent("made.svg"))
    #expect(String(decoding: made, as: UTF8.self).hasPrefix("<svg"))
    // A dangling link into a missing directory: refused, the link left alone.
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("b.svg").path,
      withDestinationPath: "missing/out.svg")
    let dangling = try curtain(["render", "fade", "-o", "b.svg"], in: directory)
    #expect(dangling.status == 1)
    #expect(dangling.stderr.contains("it is a symbolic link to"))
    #expect(dangling.stderr.contains("missing/out.svg', whose directory does not exist"))
    #expect(
      try manager.destinationOfSymbolicLink(
        atPath: directory.appendingPathComponent("b.svg").path) == "missing/out.svg")
  }

  /// A `curtain` copied away from its resource bundle used to stop in SwiftPM's generated
  /// `Bundle.module` (`fatalError`) on `--format html`; it now renders the same page, reading the
  /// page's parts from the package's source tree when no bundle is beside it.
  @Test func aCopiedBinaryWithoutItsBundleStillRendersThePage() throws {
    let original = try #require(CurtainExecutable.url)
    let directory = try EndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("curtain")
    try FileManager.default.copyItem(at: original, to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["render", "fade", "-o", "copied.html"]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    let reference = try curtain(["render", "fade", "-o", "reference.html"], in: directory)
    #expect(reference.status == 0)
    let copied = try String(
      contentsOf: directory.appendingPathComponent("copied.html"), encoding: .utf8)
    let expected = try String(
      contentsOf: directory.appendingPathComponent("reference.html"), encoding: .utf8)
    #expect(copied == expected)
    #expect(!copied.contains("is missing"))
  }
}
