import CurtainCLI
import Testing

@Suite struct PlaceholderTests {
  @Test func notBuiltYetFails() {
    #expect(CurtainCommand.main(arguments: []) == 1)
  }
}
