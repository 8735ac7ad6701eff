import CurtainAnimators
import CurtainHeadless
import Foundation
import Testing

/// Runs of the built `curtain` executable as a subprocess, as a user would run it.
///
/// `swift build` and `swift test` build every product, so the executable sits next to the test
/// bundle in the products directory. Should it be missing (a test-only build of this target),
/// these tests are skipped with that reason; `.ci/cli-smoke.sh` builds and runs it explicitly.
@Suite(
  .enabled(
    if: CurtainExecutable.url != nil,
    "the curtain executable is not built next to the tests; run swift build first"))
struct EndToEndTests {
  /// What a run printed and returned.
  struct Run {
    var status: Int32
    var stdout: Data
    var stderr: String

    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// A fresh empty directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-e2e-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `curtain` with `arguments` in `directory`, output captured through files.
  func curtain(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let executable = try #require(CurtainExecutable.url)
    let scratch = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? scratch
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  @Test func listPrintsEveryBuiltInAnimator() throws {
    let run = try curtain(["list", "--json"])
    #expect(run.status == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: run.stdout) as? [[String: Any]])
    let ids = entries.compactMap { $0["id"] as? String }
    // Every built-in the umbrella registers, sorted (derived, not written out).
    #expect(ids == AnimatorRegistry.builtIn.ids.map(\.rawValue))
    #expect(ids.count == BuiltInAnimators.descriptors.count)
    #expect(run.stderr.isEmpty)
  }

  @Test func describeAndHelpSucceed() throws {
    let describe = try curtain(["describe", "slide"])
    #expect(describe.status == 0)
    #expect(describe.text.contains("operations: present, dismiss"))
    let help = try curtain(["help", "render"])
    #expect(help.status == 0)
    #expect(help.text.contains("USAGE: curtain render"))
  }

  @Test func validateExitsWithOneOnProblemsAndZeroOtherwise() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"animator": "fade"}"#.utf8).write(to: directory.appendingPathComponent("a.json"))
    try Data(#"{"animator": "fade", "parameters": {"duration": -1}}"#.utf8)
      .write(to: directory.appendingPathComponent("b.json"))
    let good = try curtain(["validate", "a.json"], in: directory)
    #expect(good.status == 0)
    #expect(good.text.hasPrefix("ok: a.json"))
    let bad = try curtain(["validate", "b.json"], in: directory)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("b.json: parameters.duration: "))
  }

  /// 0.5 s at 30 fps: frames at 0, 1/30, …, 15/30 = 0.5 — 16 frames.
  @Test func renderJSONParsesBackWithOneFramePerSample() throws {
    let run = try curtain([
      "render", "cross-dissolve", "--param", "duration=0.5", "--fps", "30", "--format", "json",
    ])
    #expect(run.status == 0)
    let timeline = try Timeline(jsonData: run.stdout)
    #expect(timeline.frames.count == 16)
    #expect(timeline.duration == 0.5)
  }

  @Test func theHTMLPageEmbedsExactlyTheJSONOutputAndTheSVGDrawsEveryFrame() throws {
    let common = ["render", "app-store", "--fps", "30", "-o", "-"]
    let json = try curtain(common + ["--format", "json"])
    let html = try curtain(common + ["--format", "html"])
    let svg = try curtain(common + ["--format", "svg"])
    #expect(json.status == 0 && html.status == 0 && svg.status == 0)
    // The page's timeline block holds the very bytes `--format json` wrote.
    let page = html.text
    let open = #"<script type="application/json" id="curtain-timeline">"#
    let start = try #require(page.range(of: open)?.upperBound)
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)?.lowerBound)
    #expect(Data(page[start..<end].utf8) == json.stdout)
    #expect(!page.contains("http://") && !page.contains("https://"))
    // One filmstrip cell per frame of that timeline.
    let frames = try Timeline(jsonData: json.stdout).frames.count
    #expect(svg.text.components(separatedBy: #"class="frame""#).count - 1 == frames)
  }

  @Test func renderCSVHeaderIsTheColumns() throws {
    let run = try curtain(["render", "flip", "--format", "csv"])
    #expect(run.status == 0)
    let header = run.text.split(whereSeparator: \.isNewline).first.map(String.init)
    #expect(header == Timeline.csvColumns.joined(separator: ","))
  }

  @Test func renderWritesTheDefaultFileAndPrintsItsPath() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(["render", "fashion", "--format", "svg"], in: directory)
    #expect(run.status == 0)
    #expect(run.text == "fashion.svg\n")
    let data = try Data(contentsOf: directory.appendingPathComponent("fashion.svg"))
    #expect(!data.isEmpty)
  }

  @Test func renderIntoAMissingDirectoryLeavesNoFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try curtain(["render", "fade", "-o", "nowhere/fade.html"], in: directory)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("curtain: error: cannot write 'nowhere/fade.html'"))
    #expect(run.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aFailedRenderReplacesNoExistingFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.json")
    try Data("before".utf8).write(to: target)
    let run = try curtain(
      ["render", "fade", "--param", "duration=99", "--format", "json", "-o", "out.json"],
      in: directory)
    #expect(run.status == 1)
    #expect(try Data(contentsOf: target) == Data("before".utf8))
  }

  @Test func usageErrorsExitWithTwo() throws {
    let run = try curtain(["render", "fade", "--container", "-3x4"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("curtain: error: --container must be WIDTHxHEIGHT"))
    #expect(run.stderr.contains("see 'curtain render --help'"))
  }
}
