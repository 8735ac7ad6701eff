import CurtainCLI
import Testing

@Suite struct CLIErrorTests {
  @Test func usageErrorsExitWithTwoAndPointAtHelp() {
    let error = CLIError.usage("unknown option '--x'", command: "render")
    #expect(error.exitStatus == 2)
    #expect(error.hint == "see 'curtain render --help'")
    #expect(
      error.description == "curtain: error: unknown option '--x'\nsee 'curtain render --help'")
    #expect(CLIError.usage("bad", command: nil).hint == "see 'curtain --help'")
  }

  @Test func failuresExitWithOneAndHaveNoHint() {
    let error = CLIError.failure("no animator has id 'x'")
    #expect(error.exitStatus == 1)
    #expect(error.hint == nil)
    #expect(error.description == "curtain: error: no animator has id 'x'")
  }
}
