import Testing

@testable import CurtainCLI

@Suite struct ParsedArgumentsTests {
  @Test func splitsPositionalsAndOptionsInEveryForm() throws {
    let parsed = try ParsedArguments(
      ["fade", "--fps", "30", "--format=svg", "-o", "-", "--param", "a=b=c"],
      command: "render", valued: ["--fps", "--format", "--output", "--param"],
      aliases: ["-o": "--output"])
    #expect(parsed.positionals == ["fade"])
    #expect(try parsed.single("--fps", command: "render") == "30")
    #expect(try parsed.single("--format", command: "render") == "svg")
    #expect(try parsed.single("--output", command: "render") == "-")
    #expect(parsed.all("--param") == ["a=b=c"])
  }

  @Test func aValueMayStartWithADash() throws {
    let parsed = try ParsedArguments(
      ["--container", "-3x4"], command: "render", valued: ["--container"])
    #expect(try parsed.single("--container", command: "render") == "-3x4")
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ParsedArguments(["--", "--json"], command: "list", valued: [])
    #expect(parsed.positionals == ["--json"])
  }

  @Test func helpIsAlwaysAFlag() throws {
    #expect(try ParsedArguments(["-h"], command: "list", valued: []).wantsHelp)
    #expect(try ParsedArguments(["--help"], command: "list", valued: []).wantsHelp)
  }

  @Test(arguments: [
    (["--nope"], "unknown option '--nope'"),
    (["--fps"], "option '--fps' needs a value"),
    (["--json=1"], "option '--json' takes no value"),
  ])
  func malformedOptionsAreUsageErrors(arguments: [String], message: String) {
    #expect(
      throws: CLIError.usage(
        message + (message.hasPrefix("unknown") ? " for 'x'" : ""),
        command: "x")
    ) {
      _ = try ParsedArguments(arguments, command: "x", valued: ["--fps"], flags: ["--json"])
    }
  }

  @Test func aRepeatedSingleOptionIsAUsageError() throws {
    let parsed = try ParsedArguments(["--fps", "1", "--fps", "2"], command: "x", valued: ["--fps"])
    #expect(throws: CLIError.usage("option '--fps' is given 2 times", command: "x")) {
      _ = try parsed.single("--fps", command: "x")
    }
  }

  @Test func onlyPositionalNeedsExactlyOne() throws {
    let none = try ParsedArguments([], command: "describe", valued: [])
    #expect(throws: CLIError.usage("'describe' needs an id", command: "describe")) {
      _ = try none.onlyPositional("an id", command: "describe")
    }
    let two = try ParsedArguments(["a", "b"], command: "describe", valued: [])
    #expect(throws: CLIError.usage("unexpected argument 'b' for 'describe'", command: "describe")) {
      _ = try two.onlyPositional("an id", command: "describe")
    }
  }
}
