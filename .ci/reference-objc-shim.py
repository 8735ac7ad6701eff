#!/usr/bin/env python3
"""Copies a seed library's Swift sources to OUT_DIR with only its Objective-C syntax rewritten.

Swift on Linux has no Objective-C runtime, so `@objc`, `#selector` and Interface Builder
attributes do not compile there whatever the UIKit model declares. This is the one change the
reference differential makes to a library's code, mechanical and printed line by line with
--verbose:

  @objc / @objc(Name) / @objc dynamic / @IBOutlet / @IBAction   removed
  #selector(Type.method(label:))                                 Selector("method(label:)")
  `@objc optional func name(label: T) -> R` in protocol P         `var name: ((T) -> R)? { get }`,
                                                                 with a default `nil` in an
                                                                 extension of P
  a call `.name?(label: x)` of such a requirement                `.name?(x)`

  `extension C { override … }` of a class C declared in the same file
                                                                 the extension's body moved into
                                                                 C's body (Swift overrides from
                                                                 an extension only @objc members)
  `deinit {`                                                     `isolated deinit {` (SE-0371)

An optional requirement becomes an optional closure property whose default (in the protocol's
extension) asks the model's stand-in for the Objective-C runtime:
`ModelSelectors.method(self, "name(label:)")` returns the implementation registered for the
object's class (or a superclass) with `ModelSelectors.registerMethod`, or nil; `responds(to:)`
answers from the same registrations. The harness registers the methods a conforming class of
its configurations implements, as the runtime would find them by selector (AZTransitions'
`CustomModalTransition` subclasses implement `performTransition(interactive:)`).

`isolated deinit`: the libraries are Swift 5 code written against UIKit, whose main-actor
isolation is @preconcurrency to them on Apple platforms, so a `deinit` (nonisolated) may touch
a view there (EasyTransitions' TransitionInteractiveController removes its pan). The model's
@MainActor is not preconcurrency, and `-default-isolation MainActor` does not isolate a deinit,
so that is an error here; an isolated deinit runs its body on the main actor, and inline when
the last reference goes on the main actor, as every release in the differential does — the
same order as the library's deinit on UIKit's main thread.

`Selector` and target-action are the UIKit model's (Tests/UIKitStub/UIKit+References.swift):
the harness registers, per selector name, the call the Objective-C runtime would make.
Everything else (every UIKit call, every number) stays the library's own.

Usage: reference-objc-shim.py SRC_DIR OUT_DIR [--verbose]
"""
import pathlib
import re
import sys


OPTIONAL = re.compile(
    r"^(\s*)(?:@objc\s+)?optional\s+func\s+(\w+)\(([^)]*)\)\s*(?:->\s*(.+?))?\s*$")


def optional_requirements(texts):
    """The optional requirements of every protocol: (protocol, name, parameter types, result)."""
    found = []
    for text in texts:
        protocol = None
        for line in text.splitlines():
            declared = re.search(r"\bprotocol\s+(\w+)", line)
            if declared:
                protocol = declared.group(1)
            match = OPTIONAL.match(line)
            if match and protocol:
                parameters = [p.split(":", 1)[1].strip() for p in match.group(3).split(",") if ":" in p]
                found.append((protocol, match.group(2), parameters, (match.group(4) or "Void").strip(),
                              selector_name(match.group(2), match.group(3))))
    return found


def selector_name(name, parameters_text):
    """`name(label:other:)` of a requirement `func name(label: T, _ other: U)`."""
    labels = [p.strip().split(":", 1)[0].split()[0] for p in parameters_text.split(",") if ":" in p]
    return name + "(" + "".join(label + ":" for label in labels) + ")"


def rewrite_optionals(text, requirements):
    lines = []
    for line in text.splitlines():
        match = OPTIONAL.match(line)
        if match and any(r[1] == match.group(2) for r in requirements):
            for _, name, parameters, result, _ in requirements:
                if name == match.group(2):
                    lines.append(f"{match.group(1)}var {name}: (({', '.join(parameters)}) -> {result})? {{ get }}")
                    break
            continue
        lines.append(line)
    text = "\n".join(lines) + "\n"
    for protocol, name, parameters, result, selector in requirements:
        def call(match):
            arguments = re.sub(r"\b\w+:\s*", "", match.group(1))
            return f".{name}?({arguments})"
        text = re.sub(r"\." + name + r"\?\(([^()]*)\)", call, text)
        if re.search(r"\bprotocol\s+" + protocol + r"\b", text):
            text += (f"\nextension {protocol} {{\n  public var {name}: (({', '.join(parameters)}) -> {result})? {{\n"
                     f"    ModelSelectors.method(self, \"{selector}\")\n  }}\n}}\n")
    return text


def block_end(text, start):
    """The index just past the brace that closes the block opened at text[start] == '{'."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def merge_overriding_extensions(text):
    while True:
        for match in re.finditer(r"(?m)^extension\s+(\w+)\s*(:[^{]*)?\{", text):
            name = match.group(1)
            end = block_end(text, match.end() - 1)
            body = text[match.end():end - 1]
            declared = re.search(r"(?m)^(?:\w+\s+)*class\s+" + name + r"\b[^{]*\{", text)
            if "override " not in body or not declared:
                continue
            conformances = (match.group(2) or "").strip(": \n")
            text = text[:match.start()] + text[end:]
            declared = re.search(r"(?m)^(?:\w+\s+)*class\s+" + name + r"\b[^{]*\{", text)
            close = block_end(text, declared.end() - 1)
            text = text[:close - 1] + body + "\n" + text[close - 1:]
            if conformances:
                header = declared.group(0)
                text = text.replace(header, header[:-1].rstrip() + ", " + conformances + " {", 1)
            break
        else:
            return text


def rewrite(text):
    text = merge_overriding_extensions(text)
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
    text = re.sub(r"(?m)^(\s*)deinit\s*\{", r"\1isolated deinit {", text)
    return text


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    source = pathlib.Path(sys.argv[1])
    out = pathlib.Path(sys.argv[2])
    verbose = "--verbose" in sys.argv[3:]
    paths = sorted(source.rglob("*.swift"))
    requirements = optional_requirements(p.read_text(encoding="utf-8") for p in paths)
    for path in paths:
        text = path.read_text(encoding="utf-8")
        new = rewrite(rewrite_optionals(text, requirements) if requirements else text)
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
