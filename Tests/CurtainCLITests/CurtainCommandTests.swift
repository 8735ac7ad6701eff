import CurtainAnimators
import CurtainHeadless
import Foundation
import Testing

@testable import CurtainCLI

@MainActor
@Suite struct CurtainCommandTests {
  // MARK: - Help

  @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
  func toolHelpListsEverySubcommand(arguments: [String]) {
    let test = TestEnvironment()
    #expect(CurtainCommand.run(arguments: arguments, environment: test.environment) == 0)
    for command in ["list", "describe ID", "validate SPEC.json", "render ID|SPEC.json"] {
      #expect(test.stdout.contains(command))
    }
  }

  @Test(arguments: ["list", "describe", "validate", "render"])
  func eachSubcommandHasHelp(command: String) {
    for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
      let test = TestEnvironment()
      #expect(CurtainCommand.run(arguments: arguments, environment: test.environment) == 0)
      #expect(test.stdout.contains("USAGE: curtain \(command)"))
      #expect(test.stderr.isEmpty)
    }
  }

  // MARK: - Errors

  /// Every error path: the status, a fragment of the message, and nothing on standard output
  /// and no file written.
  @Test(arguments: [
    (["bogus"], 2, "unknown subcommand 'bogus'"),
    (["--bogus"], 2, "unknown option '--bogus'"),
    (["help", "nope"], 2, "no help for 'nope'"),
    (["list", "extra"], 2, "unexpected argument 'extra' for 'list'"),
    (["list", "--wide"], 2, "unknown option '--wide' for 'list'"),
    (["describe"], 2, "'describe' needs an animator id"),
    (["describe", "fde"], 1, "no animator has id 'fde'; nearest: 'fade'"),
    (["validate"], 2, "'validate' needs a spec file"),
    (["validate", "missing.json"], 1, "cannot read spec 'missing.json': no such file"),
    (["validate", "broken.json"], 1, "'broken.json' is not a valid spec: at parameters.curve"),
    (["render", "bouncy.json"], 1, "parameter 'curve' of 'fade' expects a curve"),
    (["validate", "noanimator.json"], 1, "at animator: missing key \"animator\""),
    (["render"], 2, "'render' needs an animator id or a spec file"),
    (["render", "fade", "--fps", "0"], 2, "--fps must be a whole number in 1...240"),
    (["render", "fade", "--param", "duration"], 2, "--param needs name=value"),
    (["render", "fade", "--container", "0x5"], 2, "--container must be WIDTHxHEIGHT"),
    (["render", "fade", "--format", "gif"], 2, "unknown format 'gif'"),
    (["render", "fade", "--operation", "spin"], 2, "unknown operation 'spin'"),
    (["render", "fade", "--gesture", "tap"], 2, "unknown gesture 'tap'"),
    (["render", "fade", "--fps"], 2, "option '--fps' needs a value"),
    (["render", "fdae"], 1, "no animator has id 'fdae'; nearest: 'fade'"),
    (["render", "missing.json"], 1, "cannot read spec 'missing.json'"),
    (["render", "broken.json"], 1, "at parameters.curve"),
    (
      ["render", "fade", "--param", "duration=abc"], 1,
      "parameter 'duration' of 'fade' expects a number in 0.05...10"
    ),
    (
      ["render", "fade", "--param", "duration=20"], 1,
      "parameter 'duration' of 'fade' is 20, outside 0.05...10"
    ),
    (
      ["render", "fade", "--param", "curve=bouncy"], 1,
      "parameter 'curve' of 'fade' expects a curve (linear, easeIn"
    ),
    (
      ["render", "fade", "--param", "speed=2"], 1,
      "animator 'fade' has no parameter 'speed'; its parameters: duration, curve"
    ),
    (["render", "fade", "--operation", "push"], 1, "animator 'fade' does not support push"),
    (
      ["render", "slide-navigation", "--operation", "dismiss"], 1,
      "animator 'slide-navigation' does not support dismiss; it supports push, pop"
    ),
    (
      ["render", "fade", "-o", "missing/fade.svg"], 1,
      "cannot write 'missing/fade.svg': the directory '/virtual/work/missing' does not exist"
    ),
  ])
  func errorsPrintOneLineAndExitWithTheirStatus(
    arguments: [String], status: Int32, message: String
  ) {
    let test = TestEnvironment()
    test.add(
      "broken.json",
      #"{"animator": "fade", "parameters": {"curve": {"x1": 2, "y1": 0, "x2": 1, "y2": 1}}}"#)
    test.add("bouncy.json", #"{"animator": "fade", "parameters": {"curve": "bouncy"}}"#)
    test.add("noanimator.json", #"{"parameters": {}}"#)
    let files = test.files
    #expect(CurtainCommand.run(arguments: arguments, environment: test.environment) == status)
    let lines = test.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("curtain: error: ") == true)
    #expect(test.stderr.contains(message), "\(test.stderr)")
    #expect(lines.count == (status == 2 ? 2 : 1))
    if status == 2 { #expect(lines.last?.hasPrefix("see 'curtain") == true) }
    #expect(test.stdout.isEmpty)
    #expect(test.files == files)
  }

  // MARK: - list and describe

  @Test func listShowsEveryAnimatorInAlignedColumns() throws {
    let test = TestEnvironment()
    #expect(test.run("list") == 0)
    let registry = AnimatorRegistry.builtIn
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == registry.ids.count)
    let column = (registry.ids.map(\.rawValue.count).max() ?? 0) + 2
    for (line, descriptor) in zip(lines, registry.descriptors) {
      #expect(line.hasPrefix(descriptor.id.rawValue + " "))
      #expect(String(line.dropFirst(column)) == descriptor.summary)
    }
  }

  @Test func listJSONGivesIDSummaryAndOperations() throws {
    struct Entry: Decodable, Equatable {
      var id: String
      var summary: String
      var operations: [String]
    }
    let test = TestEnvironment()
    #expect(test.run("list", "--json") == 0)
    let entries = try JSONDecoder().decode([Entry].self, from: test.output)
    let registry = AnimatorRegistry.builtIn
    #expect(entries.map(\.id) == registry.ids.map(\.rawValue))
    let navigation = try #require(entries.first { $0.id == "slide-navigation" })
    #expect(navigation.operations == ["push", "pop", "tab"])
    #expect(entries.first { $0.id == "fade" }?.operations == ["present", "dismiss"])
  }

  @Test func describeShowsOperationsAndParametersWithDefaultsAndRanges() {
    let test = TestEnvironment()
    #expect(test.run("describe", "fade") == 0)
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "fade: The presented view fades in (Jelly).")
    #expect(lines.contains("operations: present, dismiss"))
    #expect(lines.contains("  duration  number  default 0.35    range 0.05...10"))
    #expect(lines.contains("  curve     curve   default linear"))
  }

  @Test func describeJSONGivesDefaultsInTheSpecForm() throws {
    let test = TestEnvironment()
    #expect(test.run("describe", "app-store", "--json") == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: test.output) as? [String: Any])
    #expect(object["id"] as? String == "app-store")
    let parameters = try #require(object["parameters"] as? [[String: Any]])
    #expect(
      parameters.map { $0["name"] as? String } == ["cornerRadius", "duration", "dampingRatio"])
    #expect(parameters[1]["default"] as? String == "0.85s")
    #expect(parameters[0]["range"] as? [Double] == [0, 1000])
  }

  // MARK: - validate

  @Test func validateAcceptsAGoodSpec() {
    let test = TestEnvironment()
    test.add(
      "good.json",
      #"{"animator": "fade", "parameters": {"duration": 0.5}, "dismissAnimator": "slide"}"#)
    #expect(test.run("validate", "good.json") == 0)
    #expect(test.stdout == "ok: good.json (animator fade, dismissed by slide)\n")
    #expect(test.stderr.isEmpty)
  }

  @Test func validateReportsEveryProblemWithItsPath() {
    let test = TestEnvironment()
    test.add(
      "bad.json",
      #"""
      {"animator": "fade", "parameters": {"duration": 20, "speed": 1},
       "dismissAnimator": "slide", "dismissParameters": {"parallax": 2}}
      """#)
    #expect(test.run("validate", "bad.json") == 1)
    let lines = test.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("bad.json: parameters.duration: parameter 'duration'"))
    #expect(lines[1].hasPrefix("bad.json: parameters.speed: animator 'fade' has no parameter"))
    #expect(lines[2].hasPrefix("bad.json: dismissParameters.parallax: parameter 'parallax'"))
    #expect(lines[3] == "curtain: error: 'bad.json' has 3 problems")
    #expect(test.stdout.isEmpty)
  }

  @Test func validateNamesAnUnknownAnimatorAndItsNearest() {
    let test = TestEnvironment()
    test.add("typo.json", #"{"animator": "fdae", "dismissAnimator": "slyde"}"#)
    #expect(test.run("validate", "typo.json") == 1)
    #expect(test.stderr.contains("typo.json: animator: no animator has id 'fdae'; nearest: 'fade'"))
    #expect(
      test.stderr.contains(
        "typo.json: dismissAnimator: no animator has id 'slyde'; nearest: 'slide'"))
    #expect(test.stderr.hasSuffix("curtain: error: 'typo.json' has 2 problems\n"))
  }

  // MARK: - render

  @Test func renderWritesHTMLNamedAfterTheIDAndPrintsThePath() {
    let test = TestEnvironment()
    #expect(test.run("render", "fade") == 0)
    #expect(test.stdout == "fade.html\n")
    let html = String(decoding: test.files["/virtual/work/fade.html"] ?? Data(), as: UTF8.self)
    #expect(html.contains("curtain-timeline"))
  }

  @Test func renderWritesSVGWhereTold() {
    let test = TestEnvironment()
    #expect(test.run("render", "flip", "--format", "svg", "-o", "/virtual/out.svg") == 0)
    #expect(test.files["/virtual/out.svg"]?.isEmpty == false)
  }

  @Test func aDashSendsSVGToStandardOutput() {
    let test = TestEnvironment()
    #expect(test.run("render", "cover", "--format", "svg", "-o", "-") == 0)
    #expect(test.stdout.contains("<svg"))
    #expect(test.files.isEmpty)
  }

  /// `run(fps:)` draws frames at i / fps while before the end, then one at the end: for a
  /// duration d, ⌈d·fps⌉ + 1 frames (d·fps + 1 when d·fps is whole).
  @Test(arguments: [
    ("0.5", 30, 16),  // 0.5 × 30 = 15, whole: 15 + 1
    ("0.41", 10, 6),  // 0.41 × 10 = 4.1: ⌈4.1⌉ + 1
    ("0.35", 60, 22),  // 0.35 × 60 = 21 (within 1e-9): 21 + 1
  ])
  func renderJSONIsTheTimelineWithOneFramePerSample(
    duration: String, fps: Int, frames: Int
  ) throws {
    let test = TestEnvironment()
    let status = test.run(
      "render", "fade", "--param", "duration=\(duration)", "--fps", "\(fps)", "--format", "json")
    #expect(status == 0)
    let timeline = try Timeline(jsonData: test.output)
    #expect(timeline.frames.count == frames)
    #expect(timeline.framesPerSecond == fps)
    #expect(abs(timeline.duration - (Double(duration) ?? 0)) < 1e-12)
    for (index, frame) in timeline.frames.dropLast().enumerated() {
      #expect(abs(frame.time - Double(index) / Double(fps)) < 1e-12)
    }
    #expect(try timeline.jsonData() == test.output)
  }

  @Test func renderCSVStartsWithTheColumns() {
    let test = TestEnvironment()
    #expect(test.run("render", "cover-vertical", "--format", "csv") == 0)
    let header = test.stdout.split(whereSeparator: \.isNewline).first.map(String.init)
    #expect(header == Timeline.csvColumns.joined(separator: ","))
  }

  @Test func renderDismissPlaysTheDismissalAfterAPresentation() throws {
    let test = TestEnvironment()
    #expect(test.run("render", "fade", "--operation", "dismiss", "--format", "json") == 0)
    let timeline = try Timeline(jsonData: test.output)
    // A fade-out: the dismissed screen starts opaque and ends transparent.
    #expect(timeline.frames.first?[.presented]?.alpha == 1)
    #expect(timeline.frames.last?[.presented]?.alpha == 0)
  }

  @Test(arguments: ["cross-dissolve", "slide", "flip"])
  func renderPlaysATabSwitch(id: String) throws {
    let test = TestEnvironment()
    #expect(test.run("render", id, "--operation", "tab", "--format", "json") == 0)
    let timeline = try Timeline(jsonData: test.output)
    // The switch from the first tab to the second: the second tab arrives as `to`, over the
    // default 390-point-wide container, and ends where a tab rests, at the container's origin.
    #expect(timeline.actors.contains(.to))
    #expect(timeline.frames.count > 2)
    let end = try #require(timeline.frames.last?[.to])
    #expect((end.frame?.minX ?? 0) == 0)
    #expect((end.alpha ?? 1) == 1)
  }

  @Test func renderRefusesATabSwitchForAnAnimatorWithoutOne() {
    let test = TestEnvironment()
    #expect(test.run("render", "fade", "--operation", "tab") == 1)
  }

  @Test func renderDefaultsANavigationAnimatorToPushAndPlaysPop() throws {
    let registry = AnimatorRegistry.builtIn
    let test = TestEnvironment()
    let push = try RenderCommand.prepare(
      RenderOptions(parsing: ParsedArguments(["slide-navigation"], command: "render", valued: [])),
      environment: test.environment, registry: registry)
    #expect(push.operation == .push)
    #expect(push.recording.timeline.actors.contains(.to))
    #expect(test.run("render", "slide-navigation", "--operation", "pop", "--format", "json") == 0)
    let pop = try Timeline(jsonData: test.output)
    // The popped screen leaves: it ends further right than it starts.
    let start = try #require(pop.frames.first?[.from]?.frame)
    let end = try #require(pop.frames.last?[.from]?.frame)
    #expect(end.minX > start.minX)
  }

  @Test func renderInputFollowsTheSpecAndFillsDefaults() throws {
    let test = TestEnvironment()
    test.add("sheet.json", #"{"animator": "fade", "parameters": {"duration": 0.25}}"#)
    let options = try RenderOptions(
      parsing: ParsedArguments(
        ["sheet.json", "--fps", "20", "--container", "300x600"], command: "render",
        valued: ["--fps", "--container"]))
    let prepared = try RenderCommand.prepare(
      options, environment: test.environment, registry: AnimatorRegistry.builtIn)
    let input = prepared.input
    #expect(input.title == "sheet.json")
    #expect(input.summary == "The presented view fades in (Jelly).")
    #expect(input.operation == "present")
    #expect(input.gesture == nil)
    #expect(input.container == CGSize(width: 300, height: 600))
    #expect(
      input.parameters == [
        .init(name: "duration", value: "0.25"), .init(name: "curve", value: "linear"),
      ])
    // 0.25 s × 20 fps = 5 whole intervals: 6 frames.
    #expect(input.timeline.frames.count == 6)
    #expect(input.frameProgress.count == 6)
    // A linear curve's progress is the fraction of time elapsed.
    for (frame, progress) in zip(input.timeline.frames, input.frameProgress) {
      #expect(abs(progress - frame.time / 0.25) < 1e-9)
    }
    #expect(input.timing.label == "curve linear")
    #expect(input.timing.points.count == 200)
    #expect(input.timing.points.first?.time == 0)
    #expect(abs((input.timing.points.last?.time ?? 0) - 0.25) < 1e-12)
  }

  @Test func aSpecsDismissalPlaysItsDismissAnimatorWithItsParameters() throws {
    let test = TestEnvironment()
    test.add(
      "sheet.json",
      #"""
      {"animator": "cover-vertical", "dismissAnimator": "fade",
       "dismissParameters": {"duration": 0.2}}
      """#)
    let options = try RenderOptions(
      parsing: ParsedArguments(
        ["sheet.json", "--operation", "dismiss", "--param", "curve=easeIn"], command: "render",
        valued: ["--operation", "--param"]))
    let prepared = try RenderCommand.prepare(
      options, environment: test.environment, registry: AnimatorRegistry.builtIn)
    #expect(prepared.descriptor.id == "fade")
    #expect(
      prepared.input.parameters == [
        .init(name: "duration", value: "0.2"), .init(name: "curve", value: "easeIn"),
      ])
    #expect(prepared.recording.timeline.duration == 0.2)
    #expect(prepared.input.timing.label == "curve easeIn")
    #expect(prepared.recording.timeline.frames.last?[.presented]?.alpha == 0)
  }

  @Test func aSpringTimingIsLabelledWithItsConstants() throws {
    let test = TestEnvironment()
    let prepared = try RenderCommand.prepare(
      RenderOptions(parsing: ParsedArguments(["app-store"], command: "render", valued: [])),
      environment: test.environment, registry: AnimatorRegistry.builtIn)
    #expect(prepared.input.timing.label.hasPrefix("spring mass "))
    #expect(prepared.input.timing.label.contains(" stiffness "))
    #expect(prepared.input.timing.label.contains(" damping "))
  }

  @Test(arguments: [("flick", true), ("drag", true), ("drag-reverse", false)])
  func gesturesFinishOrCancel(gesture: String, finishes: Bool) throws {
    let test = TestEnvironment()
    let options = try RenderOptions(
      parsing: ParsedArguments(
        ["cover-vertical", "--gesture", gesture], command: "render", valued: ["--gesture"]))
    let prepared = try RenderCommand.prepare(
      options, environment: test.environment, registry: AnimatorRegistry.builtIn)
    let frames = prepared.recording.timeline.frames
    let first = try #require(frames.first?[.presented]?.frame)
    let last = try #require(frames.last?[.presented]?.frame)
    // Finished: the sheet covers the container; cancelled: it is back where it started.
    #expect(last == (finishes ? CGRect(x: 0, y: 0, width: 390, height: 844) : first))
    #expect(prepared.input.gesture == gesture)
    #expect(prepared.input.frameProgress.count == frames.count)
    #expect(abs((prepared.input.frameProgress.last ?? -1) - (finishes ? 1 : 0)) < 1e-9)
    #expect(prepared.recording.pan == .regular(.fromBottom))
  }

  @Test func thePanFollowsTheAnimatorsDirection() throws {
    let values: [String: ParameterValue] = [
      "showDirection": .direction(.left), "dismissDirection": .direction(.top),
    ]
    let parameters = AnimatorParameters(animator: "cover", values: values)
    #expect(TransitionPlayback.pan(for: .present, parameters: parameters) == .regular(.fromLeft))
    // Leaving by the top edge: the finger moves up, as from the bottom.
    #expect(TransitionPlayback.pan(for: .dismiss, parameters: parameters) == .regular(.fromBottom))
    let none = AnimatorParameters(animator: "fade", values: [:])
    #expect(TransitionPlayback.pan(for: .dismiss, parameters: none) == .regular(.fromTop))
    #expect(TransitionPlayback.pan(for: .pop, parameters: none) == .edge(.leading))
  }
}
