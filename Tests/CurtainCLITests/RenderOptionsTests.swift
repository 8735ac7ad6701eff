import Curtain
import CurtainAnimators
import CurtainHeadless
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct RenderOptionsTests {
  static let valued: Set<String> = [
    "--param", "--operation", "--container", "--fps", "--gesture", "--format", "--output",
  ]

  func options(_ arguments: [String]) throws(CLIError) -> RenderOptions {
    try RenderOptions(
      parsing: ParsedArguments(
        arguments, command: "render", valued: Self.valued, aliases: ["-o": "--output"]))
  }

  @Test func defaultsAreAnIPhoneAtSixtyFramesAsHTML() throws {
    let options = try options(["fade"])
    #expect(options.target == "fade")
    #expect(options.container == CGSize(width: 390, height: 844))
    #expect(options.framesPerSecond == 60)
    #expect(options.format == .html)
    #expect(options.operation == nil)
    #expect(options.gesture == nil)
    #expect(options.output == nil)
    #expect(!options.targetIsSpec)
  }

  @Test func readsEveryOption() throws {
    let options = try options([
      "specs/a.json", "--param", "duration=0.5", "--param=curve=linear", "--operation", "dismiss",
      "--container", "320.5x480", "--fps", "240", "--gesture", "drag-reverse", "--format", "csv",
      "-o", "out.csv",
    ])
    #expect(options.targetIsSpec)
    #expect(options.parameters.map(\.name) == ["duration", "curve"])
    #expect(options.parameters.map(\.text) == ["0.5", "linear"])
    #expect(options.operation == .dismiss)
    #expect(options.container == CGSize(width: 320.5, height: 480))
    #expect(options.framesPerSecond == 240)
    #expect(options.gesture == .dragReverse)
    #expect(options.format == .csv)
    #expect(options.output == "out.csv")
  }

  @Test(arguments: ["sheet.json", "./fade", "dir/spec"])
  func aJSONPathOrAnythingWithASlashIsASpec(target: String) throws {
    #expect(try options([target]).targetIsSpec)
  }

  @Test(arguments: [
    (["fade", "--param", "duration"], "--param needs name=value, got 'duration'"),
    (["fade", "--param", "=1"], "--param needs name=value, got '=1'"),
    (["fade", "--container", "0x5"], "got '0x5'"),
    (["fade", "--container", "-3x4"], "got '-3x4'"),
    (["fade", "--container", "abc"], "got 'abc'"),
    (["fade", "--container", "390x"], "got '390x'"),
    (["fade", "--fps", "0"], "--fps must be a whole number in 1...240, got '0'"),
    (["fade", "--fps", "241"], "--fps must be a whole number in 1...240, got '241'"),
    (["fade", "--fps", "sixty"], "--fps must be a whole number in 1...240, got 'sixty'"),
    (["fade", "--format", "png"], "unknown format 'png'; use one of svg, html, json, csv"),
    (
      ["fade", "--operation", "swap"],
      "unknown operation 'swap'; use one of present, dismiss, push, pop, tab"
    ),
    (["fade", "--gesture", "pinch"], "unknown gesture 'pinch'; use one of flick, drag"),
    ([], "'render' needs an animator id or a spec file"),
    (["fade", "flip"], "unexpected argument 'flip' for 'render'"),
  ])
  func malformedArgumentsAreUsageErrors(arguments: [String], message: String) throws {
    do {
      _ = try options(arguments)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.exitStatus == 2)
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.hint == "see 'curtain render --help'")
    }
  }
}

@Suite struct ReduceMotionOptionTests {
  func options(_ arguments: [String]) throws(CLIError) -> RenderOptions {
    try RenderOptions(
      parsing: ParsedArguments(
        arguments, command: "render", valued: RenderOptionsTests.valued,
        flags: ["--reduce-motion"], aliases: ["-o": "--output"]))
  }

  @Test func theFlagIsOffByDefaultAndReadWhenGiven() throws {
    #expect(try options(["fade"]).reduceMotion == false)
    #expect(try options(["fade", "--reduce-motion"]).reduceMotion == true)
  }

  @Test func theFlagTakesNoValue() {
    #expect(throws: CLIError.self) { try options(["fade", "--reduce-motion=yes"]) }
  }

  /// The CSV of `curtain render cover-vertical`: with `--reduce-motion` every actor keeps its
  /// frame and transform columns (2–5 and 7–15) in every row, while the presented view's alpha
  /// (column 6) goes from 0 to 1; without it the presented view's frame moves.
  @Test @MainActor func renderPlaysTheReducedPlan() throws {
    func rows(_ arguments: String...) throws -> [[String]] {
      let test = TestEnvironment()
      let status = CurtainCommand.run(arguments: arguments, environment: test.environment)
      #expect(status == 0, "\(test.stderr)")
      // CSV lines end in CRLF, one Character in Swift: split on any newline.
      return test.stdout.split(whereSeparator: \.isNewline).dropFirst().map {
        $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      }
    }
    let reduced = try rows(
      "render", "cover-vertical", "--format", "csv", "--fps", "12", "--reduce-motion")
    var firstGeometry: [String: [String]] = [:]
    var alphas: [String] = []
    for row in reduced {
      let geometry = Array(row[2...5]) + Array(row[7...15])
      let first = firstGeometry[row[1]] ?? geometry
      firstGeometry[row[1]] = first
      #expect(geometry == first, "\(row[1]) at \(row[0])")
      if row[1] == "presented" { alphas.append(row[6]) }
    }
    #expect(alphas.first == "0.0")
    #expect(alphas.last == "1.0")
    let full = try rows("render", "cover-vertical", "--format", "csv", "--fps", "12")
    let presentedY = Set(full.filter { $0[1] == "presented" }.map { $0[3] })
    #expect(presentedY.count > 2)
  }

  @Test @MainActor func theHelpMentionsTheFlag() {
    #expect(HelpText.render.contains("--reduce-motion"))
  }
}

@Suite struct ReduceTransparencyOptionTests {
  @Test func theFlagIsOffByDefaultAndReadWhenGiven() throws {
    func options(_ arguments: [String]) throws(CLIError) -> RenderOptions {
      try RenderOptions(
        parsing: ParsedArguments(
          arguments, command: "render", valued: RenderOptionsTests.valued,
          flags: ["--reduce-motion", "--reduce-transparency"], aliases: ["-o": "--output"]))
    }
    #expect(try options(["fade"]).reduceTransparency == false)
    #expect(try options(["fade", "--reduce-transparency"]).reduceTransparency == true)
  }

  /// The JSON of `curtain render app-store`: the App Store card blurs its background in; with
  /// `--reduce-transparency` the background has no blur in any frame and is a black dim whose
  /// colour alpha is the dark blur's equal-contrast dim over middle grey, 0.5694 (by hand:
  /// 0.73·0.11 + 0.27·0.5 = 0.2153 = (1 − d)·0.5).
  @Test @MainActor func renderPlaysTheBlurAsADim() throws {
    func timeline(_ arguments: String...) throws -> Timeline {
      let test = TestEnvironment()
      let status = CurtainCommand.run(arguments: arguments, environment: test.environment)
      #expect(status == 0, "\(test.stderr)")
      return try JSONDecoder().decode(Timeline.self, from: Data(test.stdout.utf8))
    }
    let reduced = try timeline(
      "render", "app-store", "--format", "json", "--fps", "10", "--reduce-transparency")
    let backgrounds = reduced.frames.compactMap { $0.states[.background] }
    #expect(!backgrounds.isEmpty)
    for background in backgrounds {
      #expect(background.blurFraction == nil)
      let colour = try #require(background.backgroundColor)
      #expect(abs(colour.alpha - 0.5694) < 1e-9)
    }
    let full = try timeline("render", "app-store", "--format", "json", "--fps", "10")
    #expect(full.frames.contains { $0.states[.background]?.blurFraction != nil })
  }
}
