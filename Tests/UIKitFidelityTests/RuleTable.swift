#if canImport(UIKit)
/// The numbers of UIKIT-SEMANTICS.md's rules, checked in (the document lives outside the
/// repository, at `../shared/UIKIT-SEMANTICS.md` in CI).
///
/// Every rule here needs a test whose display name starts with its number in brackets, in
/// Tests/UIKitFidelityTests or Tests/CurtainUIKitTests: `@Test("[1.3] …")` or
/// `@Test("[1.2, 1.3] …")`. ``RuleCoverageTests`` and `.ci/rule-coverage.py` (run by
/// `.ci/uikit-check.sh`) check it, and, where the document is present, that this table lists
/// exactly its rules. A new rule in the document is added here and given a test. The model's
/// own rules (Tests/UIKitStub/SEMANTICS.md) are listed in ``modelRules``, checked against that
/// document the same way.
enum RuleTable {
  /// Every rule, in the document's order.
  static let rules: [String] = [
    "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "1.9", "1.10", "1.11", "1.12",
    "1.13", "1.14", "1.15",
    "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9",
    "3.1", "3.2", "3.3", "3.4",
    "4.1", "4.2", "4.3", "4.4", "4.5",
    "5.1", "5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "5.8", "5.9",
    "6.1", "6.2", "6.3", "6.4",
    "7.1", "7.2",
    "8.1", "8.2",
    "9.1", "9.2", "9.3", "9.4",
    "10.1", "10.2",
    "11.1", "11.2", "11.3", "11.4", "11.5",
  ]

  /// The rules the model adds (Tests/UIKitStub/SEMANTICS.md, in the repository), in its order;
  /// each needs a test the same way.
  static let modelRules: [String] = [
    "12.1", "12.2", "12.3", "12.4",
    "13.1", "13.2", "13.3",
    "14.1", "14.2", "14.3", "14.4", "14.5",
    "15.1",
    "16.1", "16.2", "16.3", "16.4", "16.5",
    "17.1", "17.2", "17.3", "17.4", "17.5", "17.6",
    "18.1", "18.2", "18.3",
    "19.1",
    "20.1", "20.2", "20.3", "20.4", "20.5", "20.6", "20.7", "20.8", "20.9",
    "20.10", "20.11", "20.12", "20.13", "20.14", "20.15", "20.16", "20.17",
    "20.18",
    "20.19", "20.20",
    "22.1", "22.2", "22.3", "22.4", "22.5", "22.6", "22.7",
    "21.2", "21.9",
    "21.6", "21.7", "21.10",
  ]
}
#endif
