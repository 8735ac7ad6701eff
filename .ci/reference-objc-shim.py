#!/usr/bin/env python3
"""Copies a seed library's Swift sources to OUT_DIR with only its Objective-C syntax rewritten.

Swift on Linux has no Objective-C runtime, so `@objc`, `#selector` and Interface Builder
attributes do not compile there whatever the UIKit model declares. This is the one change the
reference differential makes to a library's code, mechanical and printed line by line with
--verbose:

  @objc / @objc(Name) / @objc dynamic / @IBOutlet / @IBAction   removed
  #selector(Type.method(label:))                                 Selector("method(label:)")

`Selector` and target-action are the UIKit model's (Tests/UIKitStub/UIKit+References.swift):
the harness registers, per selector name, the call the Objective-C runtime would make.
Everything else (every UIKit call, every number) stays the library's own.

Usage: reference-objc-shim.py SRC_DIR OUT_DIR [--verbose]
"""
import pathlib
import re
import sys


def rewrite(text):
    def selector(match):
        name = match.group(1).strip()
        # Type.method(label:) -> method(label:)
        name = re.sub(r"^[A-Za-z_][A-Za-z0-9_.]*\.(?=[A-Za-z_][A-Za-z0-9_]*(\(|$))", "", name)
        return 'Selector("%s")' % name

    text = re.sub(r"#selector\(((?:[^()]|\([^()]*\))*)\)", selector, text)
    text = re.sub(r"@objc\s+dynamic\s+", "", text)
    text = re.sub(r"@objc\([A-Za-z0-9_:]*\)\s*", "", text)
    text = re.sub(r"@objc\b\s*", "", text)
    text = re.sub(r"@IB(Outlet|Action|Inspectable|Designable)\b\s*", "", text)
    return text


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    source = pathlib.Path(sys.argv[1])
    out = pathlib.Path(sys.argv[2])
    verbose = "--verbose" in sys.argv[3:]
    for path in sorted(source.rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        new = rewrite(text)
        target = out / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(new, encoding="utf-8")
        if verbose and new != text:
            for old_line, new_line in zip(text.splitlines(), new.splitlines()):
                if old_line != new_line:
                    print(f"{path.relative_to(source)}: {old_line.strip()}  ->  {new_line.strip()}")
        print(target)


if __name__ == "__main__":
    main()
