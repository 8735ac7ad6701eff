import CurtainCLI
import Foundation
import Testing

/// The tool's one reader, in memory: whatever an environment's file system or standard input
/// returns, no more than 16 MiB reaches a command.
@MainActor
@Suite struct CommandEnvironmentTests {
  /// 16 MiB, stated independently of the tool.
  static let limit = 16 * 1024 * 1024

  @Test func theLimitIsSixteenMebibytes() {
    #expect(CommandEnvironment.readLimit == Self.limit)
    #expect(CommandEnvironment.readLimitText == "16 MiB")
  }

  @Test(arguments: [
    (["validate", "big.json"], "cannot read spec 'big.json': it is larger than the 16 MiB limit"),
    (
      ["render", "fade", "--gesture-script", "big.json", "--format", "csv"],
      "cannot read gesture script 'big.json': it is larger than the 16 MiB limit"
    ),
  ])
  func aFileBeyondTheLimitIsRefusedWhateverTheFileSystemReturns(
    arguments: [String], message: String
  ) {
    let test = TestEnvironment()
    test.files[TestEnvironment.directory + "/big.json"] = Data(count: Self.limit + 1)
    #expect(CurtainCommand.run(arguments: arguments, environment: test.environment) == 1)
    #expect(test.stderr.contains(message), "\(test.stderr)")
  }

  @Test func standardInputBeyondTheLimitIsRefusedWhateverItReturns() {
    var environment = TestEnvironment().environment
    var printed = Data()
    environment.standardError = { printed.append($0) }
    environment.readStandardInput = { Data(count: Self.limit + 1) }
    #expect(CurtainCommand.run(arguments: ["validate", "-"], environment: environment) == 1)
    let text = String(decoding: printed, as: UTF8.self)
    #expect(
      text.contains("cannot read spec from standard input: it is larger than the 16 MiB limit"),
      "\(text)")
  }

  @Test func inputAtTheLimitIsRead() {
    let test = TestEnvironment()
    // 16 MiB of spaces then a spec would be over; the spec padded with spaces to exactly the
    // limit is read and validated.
    let spec = Data(#"{"animator":"fade"}"#.utf8)
    test.files[TestEnvironment.directory + "/full.json"] =
      spec + Data(repeating: 0x20, count: Self.limit - spec.count)
    #expect(
      CurtainCommand.run(arguments: ["validate", "full.json"], environment: test.environment) == 0)
    #expect(test.stdout == "ok: full.json (animator fade)\n")
  }
}
