import CurtainCLI
import CurtainHeadless
import Foundation
import Testing

/// `curtain render sheet` and `--gesture-script`: the sheet's parameters, recorded pans in
/// every format, and the errors for bad files and values.
@MainActor
@Suite struct SheetRenderTests {
  /// A straight vertical pan of `dy` points over `steps` samples at 120 Hz, as JSON.
  static func pan(_ dy: Double, steps: Int = 30, end: String = "release") -> String {
    let samples = (0...steps).map { index in
      "{\"t\": \(Double(index) / 120), \"x\": 0, \"y\": \(dy * Double(index) / Double(steps))}"
    }
    return "{\"samples\": [\(samples.joined(separator: ", "))], \"end\": \"\(end)\"}"
  }

  @Test func aSheetDragUpReportsTheNewDetentInTheJSON() throws {
    let test = TestEnvironment()
    test.add("up.json", Self.pan(-150))
    #expect(test.run("render", "sheet", "--gesture-script", "up.json", "--format", "json") == 0)
    let timeline = try Timeline(jsonData: test.output)
    #expect(timeline.events.map(\.kind) == ["detent", "haptic"])
    #expect(timeline.events.first?.value == "large")
    // The tool's container has no safe area: large = 844 − 0 − 10 = 834, top edge at 10.
    #expect(timeline.frames.last?[.presented]?.frame?.minY == 10)
    // The first frame: medium, 422 high.
    #expect(timeline.frames.first?[.presented]?.frame?.minY == 422)
  }

  @Test(arguments: ["svg", "html", "json", "csv"])
  func everyFormatRendersAScriptedSheet(format: String) {
    let test = TestEnvironment()
    test.add("down.json", Self.pan(300, steps: 24))
    let status = test.run(
      "render", "sheet", "--gesture-script", "down.json", "--param", "dismissible=false",
      "--param", "scrollContentHeight=2000", "--format", format, "-o", "-")
    #expect(status == 0)
    #expect(!test.output.isEmpty)
  }

  @Test func textParametersChooseTheDetents() throws {
    let test = TestEnvironment()
    test.add("still.json", #"{"samples": [{"t": 0, "x": 0, "y": 0}], "end": "release"}"#)
    let status = test.run(
      "render", "sheet", "--gesture-script", "still.json", "--param",
      "detents=0.25,300pt,large", "--param", "selectedDetent=300pt", "--format", "json")
    #expect(status == 0)
    // 300pt in an 844-point container rests at 844 − 300 = 544.
    let timeline = try Timeline(jsonData: test.output)
    #expect(timeline.frames.first?[.presented]?.frame?.minY == 544)
    #expect(timeline.events.isEmpty)
  }

  @Test func aRecordedPanDrivesAnotherAnimatorFromStandardInput() throws {
    let test = TestEnvironment()
    var stdin = Data(Self.pan(400, steps: 24).utf8)
    let environment = CommandEnvironment(
      standardOutput: { test.output.append($0) }, standardError: { test.error.append($0) },
      currentDirectory: URL(fileURLWithPath: TestEnvironment.directory, isDirectory: true),
      readFile: { _ in throw CocoaError(.fileReadNoSuchFile) }, writeFile: { _, _ in },
      directoryExists: { _ in true },
      readStandardInput: {
        defer { stdin = Data() }
        return stdin
      })
    let status = CurtainCommand.run(
      arguments: [
        "render", "cover-vertical", "--operation", "dismiss", "--gesture-script", "-",
        "--format", "json",
      ], environment: environment)
    #expect(status == 0, "\(test.stderr)")
    let timeline = try Timeline(jsonData: test.output)
    // The 25 samples, the first at t = 0, then the release.
    #expect(timeline.frames.count > 25)
    #expect(timeline.events.isEmpty)
  }

  @Test(arguments: [
    (#"{"samples": []}"#, "\"samples\" is empty"),
    (#"{"end": "release"}"#, "has no \"samples\""),
    (
      #"{"samples": [{"t": 0.1, "x": 0, "y": 0}, {"t": 0.05, "x": 0, "y": 1}]}"#,
      "sample 1 of the gesture script has t = 0.05, not after the previous sample's 0.1"
    ),
    (#"{"samples": [{"t": 0, "x": 0, "y": 1e999}]}"#, "too large to be finite"),
    (#"{"samples": [{"t": 0, "x": 0, "y": 0}], "end": "lift"}"#, "\"end\" is 'lift'"),
    (#"{"samples": [{"t": 0, "x": 0}]}"#, "sample 0 of the gesture script: \"y\" is missing"),
    (#"{"samples": [{"t": "0", "x": 0, "y": 0}]}"#, "\"t\" is not a number"),
    ("[1, 2]", "the top level must be an object"),
  ])
  func badGestureScriptsAreNamedErrors(text: String, message: String) {
    let test = TestEnvironment()
    test.add("bad.json", text)
    #expect(test.run("render", "sheet", "--gesture-script", "bad.json") == 1)
    #expect(test.stderr.contains(message), "\(test.stderr)")
    #expect(test.stderr.contains("bad.json"))
  }

  @Test(arguments: [
    ("detents=medium,huge", "the detent 'huge' is not medium, large, a fraction"),
    ("detents=medium,,large", "has an empty item"),
    ("detents=1.5", "the detent fraction is 1.5, but it must be a fraction in 0...1"),
    ("detents=-3pt", "the detent height is -3.0, but it must be a number of points >= 0"),
    ("detents=medium,medium", "two detents have the id \"medium\""),
    ("selectedDetent=full", "'selectedDetent' of 'sheet' is 'full': no detent has that id"),
    ("largestUndimmedDetent=0.3", "use one of medium, large"),
    ("scrollContentHeight=-1", "scrollContentHeight"),
    ("grabber=maybe", "grabber"),
  ])
  func badSheetParametersAreActionable(argument: String, message: String) {
    let test = TestEnvironment()
    #expect(test.run("render", "sheet", "--param", argument, "--format", "json") == 1)
    #expect(test.stderr.contains(message), "\(test.stderr)")
  }

  @Test(arguments: ["svg", "html"])
  func picturesNameTheEvents(format: String) {
    let test = TestEnvironment()
    test.add("up.json", Self.pan(-150))
    let status = test.run(
      "render", "sheet", "--gesture-script", "up.json", "--format", format, "-o", "-")
    #expect(status == 0)
    // The release is at the last sample, 30 / 120 = 0.25 s; both events are reported there.
    #expect(test.stdout.contains("Events: detent large at 0.25 s, haptic at 0.25 s."))
    #expect(test.stdout.contains("gesture: script") || format == "html")
  }

  @Test func describeSheetListsTheTextParameters() {
    let test = TestEnvironment()
    #expect(test.run("describe", "sheet") == 0)
    for name in ["dismissible", "grabber", "scrollContentHeight", "detents", "selectedDetent"] {
      #expect(test.stdout.contains(name))
    }
    #expect(test.stdout.contains("largestUndimmedDetent"))
  }

  @Test func gestureAndGestureScriptTogetherIsAUsageError() {
    let test = TestEnvironment()
    test.add("up.json", Self.pan(-10))
    let status = test.run(
      "render", "sheet", "--gesture", "flick", "--gesture-script", "up.json")
    #expect(status == 2)
    #expect(test.stderr.contains("give only one"))
  }

  @Test func aSpecFileSetsTheDetentsAsTheCommandLineDoes() throws {
    let test = TestEnvironment()
    test.add("still.json", #"{"samples": [{"t": 0, "x": 0, "y": 0}], "end": "release"}"#)
    test.add(
      "sheet.json",
      #"{"animator": "sheet", "parameters": {"detents": "0.25,300pt,large", "selectedDetent": "300pt"}}"#
    )
    let check = TestEnvironment()
    check.add("sheet.json", #"{"animator": "sheet", "parameters": {"selectedDetent": "large"}}"#)
    #expect(check.run("validate", "sheet.json") == 0)
    let status = test.run(
      "render", "sheet.json", "--gesture-script", "still.json", "--format", "json")
    #expect(status == 0)
    // 300pt in an 844-point container rests at 844 − 300 = 544, as with --param.
    let timeline = try Timeline(jsonData: test.output)
    #expect(timeline.frames.first?[.presented]?.frame?.minY == 544)
  }

  @Test func validateNamesABadDetentsParameter() {
    let test = TestEnvironment()
    test.add("bad.json", #"{"animator": "sheet", "parameters": {"detents": "medium,0"}}"#)
    #expect(test.run("validate", "bad.json") == 1)
    #expect(test.stderr.contains("parameters.detents"), "\(test.stderr)")
    #expect(test.stderr.contains("a fraction of 0"), "\(test.stderr)")
  }

  @Test func describeSheetGivesTheDetentParametersTheTextType() {
    let test = TestEnvironment()
    #expect(test.run("describe", "sheet") == 0)
    let lines = test.stdout.split(separator: "\n").map(String.init)
    let detents = lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("detents ") }
    #expect(detents?.contains("text") == true)
    #expect(detents?.contains("default medium,large") == true)
    #expect(!test.stdout.contains("curtain render only"))
  }
}
