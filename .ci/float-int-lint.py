#!/usr/bin/env python3
"""Fails on unchecked floating-point-to-integer conversions in Curtain's library code.

`Int(someDouble)` traps when the value is NaN, infinite or out of the integer's range, so
library code (Sources/, Plugins/) may convert to an integer type only in one of these ways:

- through a labelled initialiser that cannot trap: `Int(clamping: value, to: range)` (the
  package's checked helper, Sources/Curtain/Timing/ClampedConversion.swift), `Int(exactly:)`,
  `Int(truncatingIfNeeded:)`, `Int(bitPattern:)`, `Int(clamping:)`, `Int(_:radix:)`;
- or with a justification comment on the same line or the line above that states the proven
  range, `// range: ...` (for example `// range: 0 <= value < 1e6, checked by the guard above`
  or `// range: parses a String, returns nil on failure`).

A Swift lint cannot tell a Double from an Int without the type checker, so every unlabelled
conversion to an integer type (Int, Int8...Int64, UInt, UInt8...UInt64) must say why it is safe;
the message says when the argument also looks like floating point.

Usage: float-int-lint.py [paths...]   (default: Sources Plugins; exits 1 on a finding)
       float-int-lint.py --self-test  (the fixtures in .ci/fixtures/float-int-lint)
"""

import os
import re
import sys

INTEGER_TYPES = r"(?:U?Int(?:8|16|32|64)?)"
CALL = re.compile(r"(?<![\w.])" + INTEGER_TYPES + r"\(")
SAFE_LABELS = re.compile(r"^\s*(clamping|exactly|truncatingIfNeeded|bitPattern)\s*:")
JUSTIFIED = re.compile(r"//\s*range:\s*\S")
FLOATY = re.compile(
    r"\.rounded|\bDouble\b|\bCGFloat\b|\bFloat\b|\bTimeInterval\b|\d\.\d|\d[eE][-+]?\d"
    r"|\b(?:log|log10|log2|exp|sqrt|squareRoot|floor|ceil|pow|abs)\b|/"
)


def strip_strings_and_comments(line):
    """The code of a line: string literals emptied, a trailing // comment removed."""
    out = []
    i = 0
    in_string = False
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
                out.append(c)
        else:
            if c == '"':
                in_string = True
                out.append(c)
            elif line.startswith("//", i):
                break
            else:
                out.append(c)
        i += 1
    return "".join(out)


def argument(code, start):
    """The text between the parenthesis at `start` and its match (to the end of the line)."""
    depth = 0
    for i in range(start, len(code)):
        if code[i] == "(":
            depth += 1
        elif code[i] == ")":
            depth -= 1
            if depth == 0:
                return code[start + 1 : i]
    return code[start + 1 :]


def findings(path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    in_block_comment = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if in_block_comment:
            if "*/" in stripped:
                in_block_comment = False
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("//"):
            continue
        code = strip_strings_and_comments(line)
        for match in CALL.finditer(code):
            arg = argument(code, match.end() - 1)
            if SAFE_LABELS.match(arg) or re.search(r",\s*radix\s*:", arg):
                continue
            above = lines[number - 2] if number >= 2 else ""
            if JUSTIFIED.search(line) or JUSTIFIED.search(above):
                continue
            kind = "a floating-point-looking" if FLOATY.search(arg) else "an unproven"
            found.append(
                f"{path}:{number}: {kind} integer conversion {match.group(0)}{arg.strip()}): "
                "use Int(clamping:to:) or add a '// range: ...' comment proving its range"
            )
    return found


def swift_files(paths):
    for root in paths:
        if os.path.isfile(root):
            yield root
            continue
        for directory, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def self_test():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "float-int-lint")
    bad = findings(os.path.join(here, "Bad.swift.txt"))
    good = findings(os.path.join(here, "Good.swift.txt"))
    expected_bad = 6
    ok = len(bad) == expected_bad and not good
    for line in bad + good:
        print(line)
    print(
        f"float-int-lint self-test: {len(bad)} findings in Bad (want {expected_bad}), "
        f"{len(good)} in Good (want 0): {'ok' if ok else 'FAILED'}"
    )
    return 0 if ok else 1


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    paths = argv[1:] or ["Sources", "Plugins"]
    found = [line for path in swift_files(paths) for line in findings(path)]
    for line in found:
        print(line)
    count = sum(1 for _ in swift_files(paths))
    print(f"float-int-lint: {count} files, {len(found)} unchecked integer conversions")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
