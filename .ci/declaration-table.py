#!/usr/bin/env python3
"""The UIKit model's declarations, each with its rules and tests (issue 35).

Reads every declaration of the UIKit stub (Tests/UIKitStub/*.swift, each marked
`// Mirrors: documentation/uikit/<page>`), the rule numbers its comments and body cite (`§5.5`,
`§12.1`), and the UIKit test files that use it (Tests/UIKitFidelityTests, Tests/CurtainUIKitTests),
and writes the table to Tests/UIKitStub/DECLARATIONS.md.

A declaration is named by its Swift identifier, read from the declaration that follows its
`Mirrors:` line (`open var orientation: …` is `orientation`; an initializer is its type's name
called with its first label), and a file uses it where that identifier appears, case and all,
in the file's code: comments and string literals do not count.

A declaration has behaviour when it is a function, an initializer, or a property whose body does
more than read or write the model's storage (a default value such as `{ false }` is behaviour:
Apple documents it); types, enumeration cases, constants and stored properties have none.

  --check   fails if the checked-in table is stale, or if a declaration with behaviour has no
            rule (a `§N.M` in its comments or body, of UIKIT-SEMANTICS.md or
            Tests/UIKitStub/SEMANTICS.md, each of which has a test by .ci/rule-coverage.py) and
            no test whose code uses it (except those still listed in KNOWN_UNCOVERED, which is
            only allowed to shrink).
  --self-test  checks the matching on small inputs.
Usage: .ci/declaration-table.py [--check | --self-test]
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
STUB = os.path.join(ROOT, "Tests", "UIKitStub")
TABLE = os.path.join(STUB, "DECLARATIONS.md")
TESTS = [os.path.join(ROOT, "Tests", d) for d in ("UIKitFidelityTests", "CurtainUIKitTests")]
PLAYERS = [os.path.join(ROOT, "Sources", d) for d in ("CurtainUIKit", "CurtainSwiftUI")]
MIRRORS = re.compile(r"^\s*// Mirrors: documentation/uikit/(\S+)")
RULE = re.compile(r"§(\d+\.\d+)")
MEMBER = re.compile(r"\b(func|var|let|case|subscript|init)\b\s*([A-Za-z_][A-Za-z0-9_]*)?")
TYPE = re.compile(r"\b(class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "typealias", "actor"}
# A body that only reads or writes the model's storage: `{ store.x }`,
# `get { store.x } set { store.x = newValue }`.
PATH = r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*"
STORAGE = re.compile(
    r"^\{\s*(?:get\s*\{\s*(" + PATH + r")\s*\}\s*set\s*\{\s*\1\s*=\s*newValue\s*\}"
    r"|(" + PATH + r"))\s*\}$")
# Declarations with behaviour that no rule or test covered when this check was widened to the
# whole stub (issue 35). The check fails for any other, and for one listed here that is covered
# now (take it off the list), so the list can only shrink. It is empty: the last four
# (`UIBezierPath(roundedRect:…)`, `cgPath`, `UIFont(name:size:)`, `systemLayoutSizeFitting`)
# now behave as Apple documents them, each with a rule (SEMANTICS.md §20.15–§20.17) or a test.
KNOWN_UNCOVERED: set = set()


def swift_files(directory):
    for base, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def code_only(text):
    """`text` without its comments and string literals (their words are not uses)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", " ", text)
    lines = []
    for line in text.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', line)
        lines.append(line.split("//", 1)[0])
    return "\n".join(lines)


def declared(lines, start, end):
    """(kind, identifier, body) of the declaration after the `Mirrors:` line at `start`."""
    for i in range(start + 1, end):
        line = lines[i].strip()
        if not line or line.startswith("//"):
            continue
        bare = re.sub(r"@\w+(\([^)]*\))?", "", line)
        # `class func`, `class var`: a member; `open class UIView`: a type.
        match = MEMBER.search(bare) or TYPE.search(bare)
        if line.startswith("@") and not match:
            continue
        if not match:
            return None, None, ""
        kind, name = match.group(1), match.group(2)
        # The body: from the first `{` on the declaration's lines to its matching `}`.
        text = "\n".join(lines[i:end])
        text = code_only(text)
        head = text.split("\n", 1)[0]
        if kind in ("var", "let", "subscript") and "{" not in head:
            return kind, name, ""
        depth, begin = 0, text.find("{")
        if begin < 0:
            return kind, name, ""
        for j in range(begin, len(text)):
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            if depth == 0:
                return kind, name, " ".join(text[begin:j + 1].split())
        return kind, name, " ".join(text[begin:].split())
    return None, None, ""


def has_behaviour(kind, body):
    """Functions, initializers and properties that do more than keep a value."""
    if kind in ("func", "init", "subscript"):
        return True
    if kind == "var":
        storage = STORAGE.match(body)
        literal = storage and (storage.group(2) or "") in ("true", "false", "nil")
        return bool(body) and body not in ("{ get }", "{ get set }") and (not storage or literal)
    return False


def declarations():
    """[(page, file, rules, kind, identifier, behaviour)] in the stub's order."""
    found = []
    for path in sorted(p for p in os.listdir(STUB) if p.endswith(".swift")):
        lines = open(os.path.join(STUB, path), encoding="utf-8").read().split("\n")
        marks = [i for i, line in enumerate(lines) if MIRRORS.match(line)]
        for n, start in enumerate(marks):
            end = marks[n + 1] if n + 1 < len(marks) else len(lines)
            page = MIRRORS.match(lines[start]).group(1)
            rules = sorted(set(RULE.findall("\n".join(lines[start:end]))),
                           key=lambda r: [int(x) for x in r.split(".")])
            kind, name, body = declared(lines, start, end)
            found.append((page, path, rules, kind, name, has_behaviour(kind, body)))
    return found


def usage_pattern(page, kind, name, types):
    """The regular expression of a use of the declaration in code, or None."""
    if kind == "init":
        parent = page.rsplit("/", 1)[0] if "/" in page else ""
        owner = types.get(parent)
        if not owner:
            return None
        labels = re.search(r"init\(([^)]*)\)", page)
        first = labels.group(1).split(":")[0] if labels else ""
        # Apple's page names are lowercased: the label is matched without case.
        label = r"\s*(?i:" + re.escape(first) + r")\s*:" if first and first != "_" else ""
        return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(owner) + r"\s*\(" + label)
    if not name:
        return None
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])")


def uses(pattern, texts):
    """The files among `texts` (path → code) where `pattern` occurs."""
    if pattern is None:
        return []
    return sorted(os.path.basename(p) for p, text in texts.items() if pattern.search(text))


def build():
    tests = {p: code_only(open(p, encoding="utf-8").read()) for d in TESTS for p in swift_files(d)}
    sources = {p: code_only(open(p, encoding="utf-8").read()) for d in PLAYERS
               for p in swift_files(d)}
    found = declarations()
    types = {page: name for page, _, _, kind, name, _ in found if kind in TYPE_KINDS and name}
    rows, problems = [], []
    for page, path, rules, kind, name, behaviour in found:
        pattern = usage_pattern(page, kind, name, types)
        used_by = uses(pattern, tests)
        player = bool(uses(pattern, sources))
        uncovered = behaviour and not rules and not used_by
        if uncovered and page not in KNOWN_UNCOVERED:
            problems.append(
                f"{page} ({path}): it has behaviour"
                f"{', CurtainUIKit or CurtainSwiftUI uses it,' if player else ''} and it has no "
                "rule and no test")
        elif not uncovered and page in KNOWN_UNCOVERED:
            problems.append(f"{page} is covered now: take it off KNOWN_UNCOVERED")
        rows.append(f"| `{page}` | `{name or '?'}` | {path} | {'yes' if behaviour else ''} | "
                    f"{', '.join(rules) or '—'} | "
                    f"{', '.join(used_by[:4]) + (' …' if len(used_by) > 4 else '') or '—'} | "
                    f"{'yes' if player else ''} |")
    text = ("# The UIKit model's declarations\n\n"
            "Generated by `.ci/declaration-table.py` (do not edit): every declaration of the "
            "stub (`// Mirrors:` names Apple's page), its Swift name, whether it has behaviour "
            "(a function, an initializer, a property that does more than keep a value), the "
            "rules its comments and body cite (UIKIT-SEMANTICS.md §1–§11, `SEMANTICS.md` §12 "
            "on), the UIKit test files whose code uses it, and whether CurtainUIKit or "
            "CurtainSwiftUI uses it. A declaration with behaviour needs a rule or a test.\n\n"
            "| Declaration (developer.apple.com/documentation/uikit/…) | Name | File | Behaviour | "
            "Rules | Tests | Players |\n|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n")
    return text, problems


def self_test():
    """The matching on small inputs: names in comments and strings are not uses."""
    code = code_only('let a = device.orientation // orientation\n'
                     '/* keyCommands */ let b = "cgColor" // url: "http://x"\n')
    pattern = usage_pattern("uidevice/orientation", "var", "orientation", {})
    assert uses(pattern, {"a.swift": code}) == ["a.swift"], code
    assert not uses(usage_pattern("uiresponder/keycommands", "var", "keyCommands", {}),
                    {"a.swift": code})
    assert not uses(usage_pattern("uicolor/cgcolor", "var", "cgColor", {}), {"a.swift": code})
    assert not uses(pattern, {"a.swift": code_only("// device.orientation\n")})
    assert not uses(pattern, {"a.swift": code_only("let deviceOrientation = 1\n")})
    lines = ["// Mirrors: documentation/uikit/nslayoutconstraint/activate(_:)", "/// Activates.",
             "open class func activate(_ constraints: [NSLayoutConstraint]) {",
             "  for constraint in constraints { constraint.isActive = true }", "}"]
    kind, name, body = declared(lines, 0, len(lines))
    assert (kind, name) == ("func", "activate") and has_behaviour(kind, body), (kind, name)
    for declaration, behaviour in [("open var a: Int { store.a }", False),
                                   ("open var a: Int {\n get { store.a }\n set { store.a = newValue }\n}",
                                    False),
                                   ("open var a: Bool { false }", True),
                                   ("open var a: Int { store.a + 1 }", True),
                                   ("public var a: Int = 0", False),
                                   ("open class UIView: UIResponder {", False)]:
        lines = ["// Mirrors: documentation/uikit/x/a"] + declaration.split("\n")
        kind, name, body = declared(lines, 0, len(lines))
        assert has_behaviour(kind, body) == behaviour, (declaration, kind, body)
    init = usage_pattern("uinavigationcontroller/init(rootviewcontroller:)", "init", None,
                         {"uinavigationcontroller": "UINavigationController"})
    assert uses(init, {"a.swift": "UINavigationController(rootViewController: root)"})
    assert not uses(init, {"a.swift": "UINavigationController()"})
    print("declaration-table self-test passed")
    return 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    text, problems = build()
    if "--check" in sys.argv:
        current = open(TABLE, encoding="utf-8").read() if os.path.isfile(TABLE) else ""
        if current != text:
            problems.insert(0, "Tests/UIKitStub/DECLARATIONS.md is stale: run .ci/declaration-table.py")
        for problem in problems:
            print(f"declaration-table: {problem}", file=sys.stderr)
        rows = [line.split(" | ") for line in text.split("\n") if line.startswith("| `")]
        behaviour = [row for row in rows if row[3] == "yes"]
        covered = [row for row in behaviour if row[4] != "—" or row[5] != "—"]
        print(f"    declarations: {len(rows)} in the table, {len(behaviour)} with behaviour, "
              f"{len(covered)} of them with a rule or a test, {len(KNOWN_UNCOVERED)} still "
              f"listed as uncovered, {len(problems)} problems")
        return 1 if problems else 0
    open(TABLE, "w", encoding="utf-8").write(text)
    for problem in problems:
        print(f"declaration-table: {problem}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
