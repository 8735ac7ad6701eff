#!/usr/bin/env python3
"""Every UIKIT-SEMANTICS.md rule has a UIKit test that names it.

Reads the checked-in rule table (Tests/UIKitFidelityTests/RuleTable.swift: `rules` and the
`expectedFromModelBranch` allowance), collects the rule numbers that start the display names
of the tests in Tests/UIKitFidelityTests and Tests/CurtainUIKitTests (`@Test("[1.3] ...")`,
`@Test("[1.2, 1.3] ...")`), and fails
  - for a rule of the table with no such test (unless allowed),
  - for a test that names a rule the table lacks,
  - where the document is present ($CURTAIN_SEMANTICS, else ../shared/UIKIT-SEMANTICS.md
    relative to the repository), for any difference between the table and its rules;
  - for any difference between the table's `modelRules` and the rules of the model's own
    reference, Tests/UIKitStub/SEMANTICS.md (in the repository), each of which needs a test too.
Needs no Swift toolchain. Usage: .ci/rule-coverage.py [--self-test]
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TABLE = os.path.join(ROOT, "Tests", "UIKitFidelityTests", "RuleTable.swift")
MODEL_DOC = os.path.join(ROOT, "Tests", "UIKitStub", "SEMANTICS.md")
TEST_DIRS = [os.path.join(ROOT, "Tests", d) for d in ("UIKitFidelityTests", "CurtainUIKitTests")]
RULE = re.compile(r"^\d+\.\d+$")
DISPLAY = re.compile(r'@Test\(\s*"\[([^\]"]*)\]')
DOC_RULE = re.compile(r"^(\d+\.\d+) ", re.MULTILINE)


def table_lists(text):
    """The `rules` list and the `expectedFromModelBranch` set of RuleTable.swift."""
    def block(name):
        match = re.search(name + r"[^=]*=\s*\[(.*?)\]", text, re.DOTALL)
        if not match:
            raise SystemExit(f"rule-coverage: no `{name}` in {TABLE}")
        return re.findall(r'"([^"]+)"', match.group(1))
    allowed = block("static let expectedFromModelBranch") if "expectedFromModelBranch" in text else []
    model = block("static let modelRules") if "modelRules" in text else []
    return block("static let rules"), allowed, model


def cited(sources):
    """{rule: [display names]} from the @Test display names in `sources` (path → text)."""
    found = {}
    for path, text in sources.items():
        code = re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE)  # not the comments' examples
        for match in DISPLAY.finditer(code):
            for rule in match.group(1).split(","):
                found.setdefault(rule.strip(), []).append(os.path.basename(path))
    return found


def check(rules, allowed, found, document):
    """The problems, as lines."""
    problems = []
    for rule in rules + sorted(allowed):
        if not RULE.match(rule):
            problems.append(f"the table holds {rule!r}, not a rule number")
    if len(set(rules)) != len(rules):
        problems.append("the table lists a rule twice")
    for rule in sorted(allowed - set(rules)):
        problems.append(f"{rule} is allowed from the model branch but is not in the table")
    for rule in rules:
        if rule not in found and rule not in allowed:
            problems.append(f"{rule} has no test: add @Test(\"[{rule}] ...\")")
    for rule in sorted(set(found) - set(rules)):
        problems.append(f"a test names {rule!r} ({', '.join(sorted(set(found[rule])))}), "
                        "which is not in the table")
    if document is not None:
        in_doc = DOC_RULE.findall(document)
        for rule in in_doc:
            if rule not in rules:
                problems.append(f"UIKIT-SEMANTICS.md has {rule}; the table does not")
        for rule in rules:
            if rule not in in_doc:
                problems.append(f"the table has {rule}; UIKIT-SEMANTICS.md does not")
    return problems


def self_test():
    found = cited({"A.swift": '@Test("[1.1] a")\n@Test(\n  "[1.2, 2.1] b", .enabled(if: x))\n'
                   '  /// as `@Test("[9.4] c")`\n'})
    assert sorted(found) == ["1.1", "1.2", "2.1"], found
    assert check(["1.1", "1.2", "2.1"], set(), found, "1.1 x\n1.2 y\n2.1 z\n") == []
    assert check(["1.1", "1.2", "2.1", "3.1"], {"3.1"}, found, None) == []
    assert any("3.1 has no test" in p for p in check(["1.1", "1.2", "2.1", "3.1"], set(), found, None))
    assert any("not in the table" in p for p in check(["1.1", "1.2"], set(), found, None))
    assert any("UIKIT-SEMANTICS.md has 4.4" in p
               for p in check(["1.1", "1.2", "2.1"], set(), found, "1.1 a\n1.2 b\n2.1 c\n4.4 d\n"))
    print("rule-coverage self-test passed")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return 0
    shared, allowed, model = table_lists(open(TABLE, encoding="utf-8").read())
    rules = shared + model
    sources = {}
    for directory in TEST_DIRS:
        for name in sorted(os.listdir(directory)):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                sources[path] = open(path, encoding="utf-8").read()
    found = cited(sources)
    doc_path = os.environ.get("CURTAIN_SEMANTICS") or os.path.join(
        ROOT, "..", "shared", "UIKIT-SEMANTICS.md")
    document = open(doc_path, encoding="utf-8").read() if os.path.isfile(doc_path) else None
    problems = check(rules, set(allowed), found, None)
    if document is not None:
        problems += check(shared, set(), {r: ["-"] for r in shared}, document)
    model_doc = open(MODEL_DOC, encoding="utf-8").read()
    problems += [p.replace("UIKIT-SEMANTICS.md", "Tests/UIKitStub/SEMANTICS.md")
                 for p in check(model, set(), {r: ["-"] for r in model}, model_doc)]
    for problem in problems:
        print(f"rule-coverage: {problem}", file=sys.stderr)
    covered = sum(1 for rule in rules if rule in found)
    compared = f"compared with {os.path.normpath(doc_path)}" if document is not None else \
        "UIKIT-SEMANTICS.md not found, table not compared"
    print(f"    rule coverage: {len(rules)} rules ({len(model)} of the model's own), "
          f"{covered} with a test, "
          f"{len([r for r in allowed if r not in found])} expected from the model branch; {compared}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
