import CurtainHeadless
import Testing

@Suite struct HeadlessScreenTests {
  @Test func screensAreEqualOnlyToThemselves() {
    let first = HeadlessScreen(name: "same")
    let second = HeadlessScreen(name: "same")
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
    #expect(first.description == "'same'")
  }
}
