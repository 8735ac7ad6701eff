#!/usr/bin/env python3
"""Proves the parity gate: runs it on each fixture in .ci/parity/fixtures and checks that it
fails with the expected rule (or message), and passes on the clean fixtures.

- fixtures/lint/*.swift: the first lines say `// expect: parity-X` (or `none`) and
  `// as: core|uikit`; the lint runs with `--as-core` / `--as-uikit` on the file alone.
- fixtures/availability/*.swift: `// expect: <text of the shadow's message>` (or `none`); the
  file is type-checked with .ci/parity/Unavailable.swift by availability-build.sh --check.
- fixtures/tvos/*.swift: `// expect: unavailable on tvOS` (or `none`); the file is type-checked
  as tvOS sees it against the stub's tvOS availability (availability-build.sh --check-tvos).

Prints one line per fixture and `N passed, M failed`; exits 1 if any failed.
Usage: .ci/parity/test-gate.py  (after `swift build`: the availability fixtures need nothing
from it, but the lint reads Package.swift and Tests/UIKitStub from the repository).
"""

import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def header(path: str, key: str) -> str:
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n")[:5]:
            m = re.match(rf"//\s*{key}:\s*(.+?)\s*$", line)
            if m:
                return m.group(1)
    raise SystemExit(f"{path}: no `// {key}:` line")


def run(command: list) -> tuple:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return done.returncode, done.stdout + done.stderr


def main() -> int:
    passed, failed = 0, 0

    def report(ok: bool, name: str, detail: str) -> None:
        nonlocal passed, failed
        if ok:
            passed += 1
            print(f"ok    {name}: {detail}")
        else:
            failed += 1
            print(f"FAIL  {name}: {detail}")

    lint = os.path.join(ROOT, ".ci", "parity-lint.py")
    rules_seen = set()
    for path in sorted(glob.glob(os.path.join(HERE, "fixtures", "lint", "*.swift"))):
        name = os.path.relpath(path, ROOT)
        expect, mode = header(path, "expect"), header(path, "as")
        status, output = run([sys.executable, lint, f"--as-{mode}", path])
        rules = set(re.findall(r"\[(parity-[a-z])\]", output))
        if expect == "none":
            report(status == 0 and not rules, name, f"no finding (got status {status}, {sorted(rules)})")
        else:
            rules_seen.add(expect)
            report(status == 1 and expect in rules, name,
                   f"fails with {expect} (got status {status}, {sorted(rules)})")
    for rule in ("parity-a", "parity-b", "parity-c", "parity-d"):
        report(rule in rules_seen, f"coverage of {rule}", "at least one fixture breaks it")

    build = os.path.join(HERE, "availability-build.sh")
    for path in sorted(glob.glob(os.path.join(HERE, "fixtures", "availability", "*.swift"))):
        name = os.path.relpath(path, ROOT)
        expect = header(path, "expect")
        status, output = run(["bash", build, "--check", "Fixture", path])
        if expect == "none":
            report(status == 0, name, f"type-checks with the shadows (status {status})")
            if status != 0:
                print(output)
        else:
            report(status != 0 and expect in output, name,
                   f"fails with “{expect}” (status {status})")
            if status == 0 or expect not in output:
                print(output)

    for path in sorted(glob.glob(os.path.join(HERE, "fixtures", "tvos", "*.swift"))):
        name = os.path.relpath(path, ROOT)
        expect = header(path, "expect")
        status, output = run(["bash", build, "--check-tvos", "Fixture", path])
        if expect == "none":
            report(status == 0, name, f"compiles as tvOS sees it (status {status})")
        else:
            report(status != 0 and expect in output, name,
                   f"fails as tvOS sees it with “{expect}” (status {status})")
        if (status == 0) != (expect == "none"):
            print(output)

    status, output = run([sys.executable, lint])
    report(status == 0, "the real tree", "the lint finds nothing")
    if status != 0:
        print(output)

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
