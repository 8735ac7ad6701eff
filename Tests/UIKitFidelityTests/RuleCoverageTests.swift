#if canImport(UIKit)
import Foundation
import Testing

/// Every rule of UIKIT-SEMANTICS.md has a test that names it (issue 24).
///
/// The same check as `.ci/rule-coverage.py`, which `.ci/uikit-check.sh` runs without Swift:
/// the display names of the tests in Tests/UIKitFidelityTests and Tests/CurtainUIKitTests are
/// read from their source, and each rule of ``RuleTable`` must start one (`[1.3] …`).
@Suite struct RuleCoverageTests {
  /// The rules the display names cite, from the sources of both UIKit test folders.
  private func citedRules() throws -> Set<String> {
    let display = try NSRegularExpression(pattern: #"@Test\(\s*"\[([^\]"]*)\]"#)
    var rules: Set<String> = []
    for (_, text) in SourceTree.swiftFiles(under: [
      "Tests/UIKitFidelityTests", "Tests/CurtainUIKitTests",
    ]) {
      let code = SourceTree.code(text) as NSString
      for match in display.matches(
        in: code as String, range: NSRange(location: 0, length: code.length))
      {
        for rule in code.substring(with: match.range(at: 1)).split(separator: ",") {
          rules.insert(rule.trimmingCharacters(in: .whitespaces))
        }
      }
    }
    return rules
  }

  @Test("every rule of the table has a test whose display name carries its number")
  func everyRuleHasATest() throws {
    let cited = try citedRules()
    let all = RuleTable.rules + RuleTable.modelRules
    let missing = all.filter { !cited.contains($0) }
    #expect(missing == [])
    // A display name that cites a rule the table lacks is a typo or a rule to add.
    #expect(cited.subtracting(all).sorted() == [])
  }

  @Test("the table's model rules are exactly those of Tests/UIKitStub/SEMANTICS.md")
  func theModelRulesMatchTheModelsReference() throws {
    let path = SourceTree.root.appendingPathComponent("Tests/UIKitStub/SEMANTICS.md").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(Self.ruleNumbers(in: text) == RuleTable.modelRules)
  }

  /// The numbers that start a line of `text` (`12.1 …`), in order.
  static func ruleNumbers(in text: String) -> [String] {
    let heading = try? NSRegularExpression(pattern: #"^(\d+\.\d+) "#, options: [.anchorsMatchLines])
    let nsText = text as NSString
    return (heading?.matches(in: text, range: NSRange(location: 0, length: nsText.length)) ?? [])
      .map { nsText.substring(with: $0.range(at: 1)) }
  }

  @Test(
    "the table lists exactly the rules of UIKIT-SEMANTICS.md",
    .enabled(if: RuleCoverageTests.document() != nil, "UIKIT-SEMANTICS.md is not beside the repo"))
  func theTableMatchesTheDocument() throws {
    let text = try #require(Self.document())
    #expect(Self.ruleNumbers(in: text) == RuleTable.rules)
  }

  /// The document: `$CURTAIN_SEMANTICS`, else `../shared/UIKIT-SEMANTICS.md` beside the repo.
  static func document() -> String? {
    let path =
      ProcessInfo.processInfo.environment["CURTAIN_SEMANTICS"]
      ?? SourceTree.root.deletingLastPathComponent()
      .appendingPathComponent("shared/UIKIT-SEMANTICS.md").path
    return try? String(contentsOfFile: path, encoding: .utf8)
  }
}
#endif
