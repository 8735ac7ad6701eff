import CurtainAnimators
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
