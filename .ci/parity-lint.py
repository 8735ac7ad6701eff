#!/usr/bin/env python3
"""Curtain's parity lint: what compiles on Linux but would not on the Apple platforms that
Package.swift declares. Python 3, standard library only.

Usage:
  .ci/parity-lint.py                      lint the tree (Package.swift, Sources, Plugins, Tests)
  .ci/parity-lint.py --as-uikit FILE...   lint FILEs as if they were in Sources/CurtainUIKit
  .ci/parity-lint.py --as-core FILE...    lint FILEs as if they were library sources
Options: --root DIR (default: the repository above this script), --package FILE (default
ROOT/Package.swift), --stub DIR (default ROOT/Tests/UIKitStub).

Every finding prints as `path:line: error: [parity-X] message (source: URL)`; the exit status is
1 when there is a finding, 0 otherwise, 2 on a usage error.

Rules, each with the documentation it comes from:

parity-a  Hashable synthesized over Core Graphics geometry. A struct or enum that is Hashable (in
          its declaration or an extension) and stores a CGRect, CGPoint, CGSize, CGVector or
          CGAffineTransform (a stored property's type or an enum payload, through typealiases,
          optionals, arrays and dictionaries) must write both `hash(into:)` and `==` by hand.
          On Apple platforms those types are Hashable only from iOS 18 / tvOS 18 / macOS 15
          (`@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
          extension CGRect : Hashable` in the SDK's CoreGraphics.swiftinterface;
          https://developer.apple.com/documentation/corefoundation/cgrect/hash(into:)), while
          swift-corelibs-foundation makes them Hashable everywhere. `==` must be hand-written too,
          so that it agrees with the hand-written hash: CGRect's own `==` standardizes
          (https://github.com/swiftlang/swift-corelibs-foundation, Sources/Foundation/NSGeometry.swift).
          Equatable and Codable are NOT flagged: CGPoint/CGSize/CGRect/CGVector/CGAffineTransform
          are Equatable and Codable on every Apple version Curtain supports (`@available(macOS
          10.9, iOS 7.0, tvOS 9.0, …) extension CGRect : Codable`) and encode the same unkeyed
          arrays on both (`[x, y]`, `[[x, y], [w, h]]`) as swift-corelibs-foundation.
parity-b  A language or standard-library feature newer than `// swift-tools-version:` in
          Package.swift (the oldest compiler that may build the package). Each feature names its
          Swift Evolution proposal (https://github.com/swiftlang/swift-evolution/blob/main/proposals/).
parity-c  iOS-only UIKit API outside `#if os(iOS)` (or a condition that excludes every other
          declared UIKit platform) while Package.swift declares tvOS (or visionOS). The API list
          below cites the developer.apple.com page whose availability omits tvOS.
parity-d  The UIKit stub (Tests/UIKitStub) records Apple's availability as attributes:
          `@available(iOS 7.0, tvOS 9.0, *)`, `@available(tvOS, unavailable)`. A use in
          Sources/CurtainUIKit of a stub declaration that is unavailable on a declared platform
          (and not inside an `#if` that excludes that platform), or introduced after the
          deployment target (and not inside `if #available` / `guard #available` / an
          `@available` declaration at least as new) is a finding. Members inherit their type's
          attribute. The Swift rules: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/attributes#available
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass, field

CG_GEOMETRY = ("CGRect", "CGPoint", "CGSize", "CGVector", "CGAffineTransform")
CGRECT_DOC = "https://developer.apple.com/documentation/corefoundation/cgrect/hash(into:)"
EVOLUTION = "https://github.com/swiftlang/swift-evolution/blob/main/proposals/"
APPLE = "https://developer.apple.com/documentation/"
UIKIT_PLATFORMS = ("iOS", "tvOS", "visionOS", "watchOS")


@dataclass
class Finding:
    path: str
    line: int
    rule: str
    message: str
    source: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: error: [{self.rule}] {self.message} (source: {self.source})"


# ---------------------------------------------------------------------------------------------
# Lexing: blank out comments and string contents, keeping offsets and newlines.


def strip_swift(text: str) -> str:
    out = list(text)
    n = len(text)
    i = 0
    # Stack of contexts: ("code", paren_depth) for interpolations, ("str", pounds, multiline).
    stack: list[tuple] = [("code", -1)]

    def blank(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                blank(i, j)
                i = j
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:i + 64])
            if m and (c == '"' or (c == "#" and m)):
                pounds = len(m.group(1))
                multiline = m.group(2) == '"""'
                stack.append(("str", pounds, multiline))
                i += m.end()
                continue
            if top[1] >= 0:
                if c == "(":
                    stack[-1] = ("code", top[1] + 1)
                elif c == ")":
                    if top[1] == 0:
                        stack.pop()
                        i += 1
                        continue
                    stack[-1] = ("code", top[1] - 1)
            i += 1
            continue
        # Inside a string literal.
        _, pounds, multiline = top
        close = ('"""' if multiline else '"') + "#" * pounds
        escape = "\\" + "#" * pounds
        if text.startswith(close, i):
            stack.pop()
            i += len(close)
            continue
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                blank(i, j)
                stack.append(("code", 0))
                i = j + 1
                continue
            blank(i, j + 1)
            i = j + 1
            continue
        if c != "\n":
            out[i] = " "
        elif not multiline:
            stack.pop()  # unterminated single-line string: recover at the line end
        i += 1
    return "".join(out)


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def match_brace(code: str, open_at: int) -> int:
    """The offset just past the `}` matching the `{` at `open_at` (or the end of the text)."""
    depth = 0
    for k in range(open_at, len(code)):
        ch = code[k]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(code)


# ---------------------------------------------------------------------------------------------
# Package.swift


@dataclass
class PackageInfo:
    tools: tuple[int, int]
    platforms: dict[str, tuple[int, int]]


def read_package(path: str) -> PackageInfo:
    text = open(path, encoding="utf-8").read()
    m = re.search(r"swift-tools-version\s*:\s*(\d+)\.(\d+)", text)
    tools = (int(m.group(1)), int(m.group(2))) if m else (5, 0)
    platforms = {}
    for m in re.finditer(r"\.(iOS|tvOS|macOS|visionOS|watchOS|macCatalyst)\(\s*(?:\.v(\d+)(?:_(\d+))?|\"(\d+)(?:\.(\d+))?)", text):
        major = int(m.group(2) or m.group(4))
        minor = int(m.group(3) or m.group(5) or 0)
        platforms[m.group(1)] = (major, minor)
    return PackageInfo(tools, platforms)


def parse_version(text: str) -> tuple[int, int]:
    parts = [int(p) for p in text.split(".")[:2]]
    return (parts[0], parts[1] if len(parts) > 1 else 0)


# ---------------------------------------------------------------------------------------------
# Conditional compilation: on which declared platforms is each offset compiled?


def eval_condition(cond: str, platform: str, unknown: bool) -> bool:
    expr = cond
    expr = re.sub(r"\bos\(\s*(\w+)\s*\)", lambda m: str(m.group(1) == platform), expr)
    def can_import(m: re.Match) -> str:
        module = m.group(1)
        if module == "UIKit":
            return str(platform in UIKIT_PLATFORMS)
        if module == "AppKit":
            return str(platform == "macOS")
        return "True"
    expr = re.sub(r"\bcanImport\(\s*([\w.]+)\s*(?:,[^)]*)?\)", can_import, expr)
    expr = re.sub(r"\btargetEnvironment\(\s*\w+\s*\)", str(unknown), expr)
    expr = re.sub(r"\b(?:swift|compiler)\(\s*[<>]=?\s*[\d.]+\s*\)", "True", expr)
    expr = re.sub(r"\barch\(\s*\w+\s*\)", str(unknown), expr)
    expr = re.sub(r"\b(?!True\b|False\b)[A-Za-z_]\w*\b", str(unknown), expr)
    expr = expr.replace("&&", " and ").replace("||", " or ")
    expr = re.sub(r"!(?!=)", " not ", expr)
    try:
        return bool(eval(expr, {"__builtins__": {}}, {}))
    except Exception:
        return True


def compiled_platforms(code: str, platforms: list[str]) -> list[frozenset]:
    """For each line (1-based index), the platforms on which that line is compiled."""
    lines = code.split("\n")
    result: list[frozenset] = [frozenset(platforms)]
    # Stack of (conditions so far in this #if chain, active platforms of the current branch).
    stack: list[tuple[list[str], frozenset, frozenset]] = []
    current = frozenset(platforms)
    for text in lines:
        s = text.strip()
        m = re.match(r"#(if|elseif|else|endif)\b(.*)", s)
        if m:
            kind, cond = m.group(1), m.group(2).strip()
            if kind == "if":
                stack.append(([cond], current, current))
                current = branch(current, [], cond)
            elif kind == "elseif" and stack:
                conds, outer, _ = stack[-1]
                current = branch(outer, conds, cond)
                conds.append(cond)
            elif kind == "else" and stack:
                conds, outer, _ = stack[-1]
                current = branch(outer, conds, None)
            elif kind == "endif" and stack:
                _, outer, _ = stack.pop()
                current = outer
            result.append(current)
            continue
        result.append(current)
    return result


def branch(outer: frozenset, previous: list[str], cond: str | None) -> frozenset:
    active = set()
    for p in outer:
        for unknown in (True, False):
            if any(eval_condition(c, p, unknown) for c in previous):
                continue
            if cond is None or eval_condition(cond, p, unknown):
                active.add(p)
                break
    return frozenset(active)


# ---------------------------------------------------------------------------------------------
# Availability scopes in the linted code: `if #available`, `guard #available`, `@available`.


@dataclass
class Scope:
    start: int
    end: int
    versions: dict[str, tuple[int, int]]
    unavailable: set[str]


def availability_spec(spec: str) -> tuple[dict[str, tuple[int, int]], set[str]]:
    versions: dict[str, tuple[int, int]] = {}
    unavailable: set[str] = set()
    parts = [p.strip() for p in spec.split(",")]
    m = re.match(r"(\w+)$", parts[0]) if parts else None
    if m and len(parts) >= 2 and parts[1] in ("unavailable", "deprecated") or (
        m and len(parts) >= 2 and re.match(r"(introduced|deprecated|obsoleted|message|renamed)\b", parts[1])
    ):
        platform = m.group(1)
        if parts[1] == "unavailable":
            unavailable.add(platform)
        for p in parts[1:]:
            im = re.match(r"introduced\s*:\s*([\d.]+)", p)
            if im:
                versions[platform] = parse_version(im.group(1))
        return versions, unavailable
    for p in parts:
        vm = re.match(r"(iOS|tvOS|macOS|visionOS|watchOS|macCatalyst|iOSApplicationExtension)\s+([\d.]+)$", p)
        if vm:
            versions[vm.group(1)] = parse_version(vm.group(2))
    return versions, unavailable


def availability_scopes(code: str) -> list[Scope]:
    scopes: list[Scope] = []
    for m in re.finditer(r"\b(if|guard)\s+#available\s*\(([^)]*)\)", code):
        versions, _ = availability_spec(m.group(2))
        if m.group(1) == "if":
            open_at = code.find("{", m.end())
            if open_at < 0:
                continue
            scopes.append(Scope(open_at, match_brace(code, open_at), versions, set()))
        else:
            else_at = code.find("{", m.end())
            if else_at < 0:
                continue
            after = match_brace(code, else_at)
            scopes.append(Scope(after, enclosing_end(code, m.start()), versions, set()))
    for m in re.finditer(r"@available\s*\(([^)]*)\)", code):
        versions, unavailable = availability_spec(m.group(1))
        open_at = code.find("{", m.end())
        if open_at < 0:
            continue
        scopes.append(Scope(m.start(), match_brace(code, open_at), versions, unavailable))
    return scopes


def enclosing_end(code: str, offset: int) -> int:
    depth = 0
    for k in range(offset, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            if depth == 0:
                return k
            depth -= 1
    return len(code)


# ---------------------------------------------------------------------------------------------
# Declarations (rule a).

TYPE_DECL = re.compile(
    r"(?<![\w.])(struct|enum|class|actor|extension|protocol)\s+([A-Za-z_][\w.]*)"
)
MODIFIERS = r"(?:(?:public|private|fileprivate|internal|package|open)(?:\(set\))?|final|lazy|weak|unowned(?:\([a-z]+\))?|nonisolated(?:\(unsafe\))?|override|required|convenience|dynamic|mutating)"


@dataclass
class TypeDecl:
    kind: str
    name: str  # qualified
    path: str
    line: int
    conformances: list[str]
    body: str  # depth-0 text of the body (nested braces collapsed)
    start: int
    end: int


def collapse(body: str) -> str:
    """The body with every nested `{…}` replaced by `{}` (or `{observed}` for didSet/willSet)."""
    out = []
    depth = 0
    k = 0
    while k < len(body):
        ch = body[k]
        if ch == "{":
            if depth == 0:
                rest = body[k + 1:k + 200].lstrip()
                out.append("{observed}" if re.match(r"(didSet|willSet)\b", rest) else "{}")
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            out.append(ch)
        elif ch == "\n":
            out.append("\n")
        k += 1
    return "".join(out)


def type_decls(path: str, code: str) -> list[TypeDecl]:
    decls: list[TypeDecl] = []
    for m in TYPE_DECL.finditer(code):
        kind, name = m.group(1), m.group(2)
        before = code[max(0, m.start() - 20):m.start()]
        if kind == "class" and re.match(r"\s*(func|var|let|subscript|override|final)\b", code[m.end() - len(name) - 1:m.end()]):
            continue
        if re.search(r"\b(func|var|let|case)\s*$", before):
            continue
        if kind == "class" and name in ("func", "var", "let", "subscript"):
            continue
        open_at = code.find("{", m.end())
        if open_at < 0:
            continue
        header = code[m.end():open_at]
        if ";" in header or "\n\n" in header.strip():
            continue
        end = match_brace(code, open_at)
        conformances: list[str] = []
        hm = re.match(r"\s*(?:<[^{]*?>)?\s*:\s*(.*?)(?:\bwhere\b.*)?$", header, re.S)
        if hm:
            for part in split_top(hm.group(1)):
                part = re.sub(r"@\w+\s*", "", part).strip()
                if part:
                    conformances.append(part.split("<")[0].strip())
        decls.append(
            TypeDecl(kind, name, path, line_of(code, m.start()), conformances,
                     collapse(code[open_at + 1:end - 1]), open_at, end)
        )
    # Qualify nested type names by their enclosing type declarations.
    for d in decls:
        if d.kind == "extension":
            continue
        parents = [p for p in decls if p.start < d.start and d.end <= p.end and p is not d]
        if parents:
            parent = max(parents, key=lambda p: p.start)
            d.name = f"{parent.name}.{d.name}"
    return decls


def split_top(text: str) -> list[str]:
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def stored_types(decl: TypeDecl) -> list[tuple[str, int]]:
    """(type text, line offset in body) of each stored property or enum payload."""
    found = []
    for index, raw in enumerate(decl.body.split("\n")):
        s = raw.strip()
        s = re.sub(r"^(@\w+(\([^)]*\))?\s+)+", "", s)
        if decl.kind == "enum":
            cm = re.match(r"(?:indirect\s+)?case\s+(.*)$", s)
            if cm:
                for case in split_top(cm.group(1)):
                    pm = re.match(r"\s*\w+\s*(\(.*\))", case)
                    if pm:
                        found.append((pm.group(1), index))
                continue
        pm = re.match(rf"(?:{MODIFIERS}\s+)*(let|var)\s+(.*)$", s)
        if not pm or re.match(rf"(?:{MODIFIERS}\s+)*static\b", s) or s.startswith(("static", "class ")):
            continue
        if re.search(r"\bstatic\b", s.split(pm.group(1))[0]):
            continue
        rest = pm.group(2)
        for var in split_top(rest):
            vm = re.match(r"\s*\w+\s*:\s*([^={]+?)\s*(=.*)?(\{(\w*)\})?\s*$", var)
            if not vm:
                # No annotation: the initializer's type, when it names one (`= CGRect.zero`).
                im = re.match(r"\s*\w+\s*=\s*([A-Z][\w.]*)", var)
                if im and not re.search(r"\{\}\s*$", var):
                    found.append((im.group(1).split(".")[0], index))
                continue
            if vm.group(3) is not None and vm.group(4) != "observed" and pm.group(1) == "var":
                continue  # computed
            found.append((vm.group(1), index))
    return found


def typealiases(codes: list[str]) -> dict[str, str]:
    aliases = {}
    for code in codes:
        for m in re.finditer(r"\btypealias\s+(\w+)(?:<[^>]*>)?\s*=\s*([^\n]+)", code):
            aliases[m.group(1)] = m.group(2)
    return aliases


def mentions_cg(type_text: str, aliases: dict[str, str], depth: int = 0) -> str | None:
    for ident in re.findall(r"[A-Za-z_]\w*", type_text):
        if ident in CG_GEOMETRY:
            return ident
        if ident in aliases and depth < 5:
            hit = mentions_cg(aliases[ident], aliases, depth + 1)
            if hit:
                return hit
    return None


def rule_a(files: dict[str, str]) -> list[Finding]:
    findings = []
    decls = [d for path, code in files.items() for d in type_decls(path, code)]
    aliases = typealiases(list(files.values()))

    def matches(d: TypeDecl, name: str) -> bool:
        return d.name == name or d.name.split(".")[-1] == name.split(".")[-1] and (
            "." not in d.name or "." not in name
        )

    for d in decls:
        if d.kind not in ("struct", "enum"):
            continue
        related = [e for e in decls if e is d or (e.kind == "extension" and matches(e, d.name))]
        conformances = {c.split(".")[-1] for e in related for c in e.conformances}
        if "Hashable" not in conformances:
            continue
        hit = None
        for type_text, _ in stored_types(d):
            hit = mentions_cg(type_text, aliases)
            if hit:
                break
        if not hit:
            continue
        bodies = "\n".join(e.body for e in related)
        has_hash = re.search(r"\bfunc\s+hash\s*\(\s*into\b", bodies)
        has_eq = re.search(r"\bstatic\s+func\s+==\s*\(", bodies)
        if has_hash and has_eq:
            continue
        missing = " and ".join(
            x for x, ok in (("hash(into:)", has_hash), ("==", has_eq)) if not ok
        )
        findings.append(Finding(
            d.path, d.line, "parity-a",
            f"{d.name} is Hashable and stores {hit}, but its {missing} would be synthesized: "
            f"{hit} is Hashable on Apple platforms only from iOS 18 / tvOS 18 / macOS 15; hash "
            "and compare it by its components (see Sources/Curtain/Geometry/GeometryHashing.swift)",
            CGRECT_DOC))
    return findings


# ---------------------------------------------------------------------------------------------
# Rule b: features newer than the tools version.

FEATURES: list[tuple[tuple[int, int], str, str, str]] = [
    ((6, 1), r"\bnonisolated\s+(?:(?:public|internal|package|private|fileprivate|final|open|indirect)\s+)*(?:struct|class|enum|actor|protocol|extension)\b",
     "`nonisolated` on a type or extension (SE-0449)", EVOLUTION + "0449-nonisolated-for-global-actor-cutoff.md"),
    ((6, 1), r"\b(?:public|internal|package|private|fileprivate|final|open|indirect)\s+nonisolated\s+(?:(?:public|internal|package|private|fileprivate|final|open|indirect)\s+)*(?:struct|class|enum|actor|protocol|extension)\b",
     "`nonisolated` on a type or extension (SE-0449)", EVOLUTION + "0449-nonisolated-for-global-actor-cutoff.md"),
    ((6, 1), r"@implementation\b", "`@implementation` (SE-0436)", EVOLUTION + "0436-objc-implementation.md"),
    ((6, 2), r"\bnonisolated\s*\(\s*nonsending\s*\)", "`nonisolated(nonsending)` (SE-0461)", EVOLUTION + "0461-async-function-isolation.md"),
    ((6, 2), r"@concurrent\b", "`@concurrent` (SE-0461)", EVOLUTION + "0461-async-function-isolation.md"),
    ((6, 2), r"\w<[^<>{};=()\n]*\blet\s+\w+\s*:\s*Int\b", "a value generic parameter `<let N: Int>` (SE-0452)", EVOLUTION + "0452-integer-generic-parameters.md"),
    ((6, 2), r"\bInlineArray\b", "`InlineArray` (SE-0453; Swift 6.2, iOS 26)", EVOLUTION + "0453-vector.md"),
    ((6, 2), r"\[\s*\d+\s+of\s+[A-Za-z_(\[]", "the `[N of T]` inline-array type sugar (SE-0483)", EVOLUTION + "0483-inline-array-sugar.md"),
    ((6, 2), r"\b(?:Mutable)?(?:Raw)?Span\b(?!\w)", "`Span` / `RawSpan` / `MutableSpan` (SE-0447, SE-0467; Swift 6.2)", EVOLUTION + "0447-span-access-shared-contiguous-storage.md"),
    ((6, 2), r"`[^`\n]*[^A-Za-z0-9_`\n][^`\n]*`|`\d[^`\n]*`", "a raw identifier (SE-0451)", EVOLUTION + "0451-escaped-identifiers.md"),
    ((6, 2), r"\bisolated\s+deinit\b", "`isolated deinit` (SE-0371)", EVOLUTION + "0371-isolated-synchronous-deinit.md"),
    ((6, 2), r"(?:\bextension\s+[\w.]+|\b(?:struct|class|enum|actor)\s+\w+)\s*:\s*(?:[\w.]+\s*,\s*)*@(?:MainActor|\w+Actor)\s+[A-Z]", "an isolated conformance `: @MainActor P` (SE-0470)", EVOLUTION + "0470-isolated-conformances.md"),
    ((6, 2), r"\bweak\s+let\b", "`weak let` (SE-0481)", EVOLUTION + "0481-weak-let.md"),
    ((6, 2), r"~\s*Escapable\b", "`~Escapable` (SE-0446)", EVOLUTION + "0446-non-escapable.md"),
    ((6, 2), r"@abi\s*\(", "`@abi` (SE-0476)", EVOLUTION + "0476-abi-attr.md"),
    ((6, 2), r"\bTask\s*\.\s*immediate\b|\bTask\s*\.\s*startSynchronously\b", "`Task.immediate` (SE-0472)", EVOLUTION + "0472-task-start-synchronously-on-caller-context.md"),
]
PACKAGE_FEATURES: list[tuple[tuple[int, int], str, str, str]] = [
    ((6, 1), r"\btraits\s*:", "package traits (SE-0450)", EVOLUTION + "0450-swiftpm-package-traits.md"),
    ((6, 2), r"\.defaultIsolation\s*\(", "`.defaultIsolation` (SE-0466)", EVOLUTION + "0466-control-default-actor-isolation.md"),
    ((6, 2), r"\.treat(?:All)?Warnings?\s*\(", "warning control settings (SE-0480)", EVOLUTION + "0480-swiftpm-warning-control.md"),
]
TRAILING_COMMA = (6, 1)
TRAILING_COMMA_DOC = EVOLUTION + "0439-trailing-comma-lists.md"


def rule_b(files: dict[str, str], package: PackageInfo, package_path: str) -> list[Finding]:
    findings = []
    tools = package.tools
    label = f"{tools[0]}.{tools[1]}"
    for path, code in files.items():
        for version, pattern, name, doc in FEATURES:
            if version <= tools:
                continue
            for m in re.finditer(pattern, code):
                findings.append(Finding(path, line_of(code, m.start()), "parity-b",
                    f"{name} needs Swift {version[0]}.{version[1]}; Package.swift says "
                    f"swift-tools-version {label}", doc))
        if TRAILING_COMMA > tools:
            findings.extend(trailing_commas(path, code, label))
    if os.path.exists(package_path):
        code = strip_swift(open(package_path, encoding="utf-8").read())
        for version, pattern, name, doc in PACKAGE_FEATURES:
            if version <= tools:
                continue
            for m in re.finditer(pattern, code):
                findings.append(Finding(package_path, line_of(code, m.start()), "parity-b",
                    f"{name} needs Swift {version[0]}.{version[1]}; the manifest says {label}", doc))
    return findings


def trailing_commas(path: str, code: str, label: str) -> list[Finding]:
    """SE-0439 (Swift 6.1): trailing commas in parameter and argument lists, tuples, generic
    lists and condition lists. Before it, only array and dictionary literals allowed them."""
    findings = []
    msg = ("a trailing comma in a {} needs Swift 6.1 (SE-0439); Package.swift says "
           f"swift-tools-version {label}")
    for m in re.finditer(r",(\s*)([)>])", code):
        if m.group(2) == ">" and code[m.end():m.end() + 1] == "=":
            continue
        what = "parenthesized list" if m.group(2) == ")" else "generic list"
        findings.append(Finding(path, line_of(code, m.start()), "parity-b", msg.format(what),
                                TRAILING_COMMA_DOC))
    for m in re.finditer(r"(?<![\w#.])(if|while|guard)\b", code):
        depth, k = 0, m.end()
        while k < len(code):
            ch = code[k]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif depth == 0 and (ch == "{" or (m.group(1) == "guard" and code.startswith("else", k)
                                               and not code[k + 4:k + 5].isalnum())):
                break
            elif depth == 0 and ch in ";}":
                k = -1
                break
            k += 1
        if k < 0 or k >= len(code):
            continue
        before = code[m.end():k].rstrip()
        if before.endswith(","):
            findings.append(Finding(path, line_of(code, m.end() + len(before) - 1), "parity-b",
                                    msg.format("condition list"), TRAILING_COMMA_DOC))
    return findings


# ---------------------------------------------------------------------------------------------
# Rule c: iOS-only UIKit API (a fixed list with its documentation).

# name -> (documentation page, the non-iOS UIKit platforms its page lists). None of them lists
# tvOS; the keyboard notifications and keys, the pop gesture and the sheet styles list visionOS.
IOS_ONLY = {
    "UIScreenEdgePanGestureRecognizer": ("uikit/uiscreenedgepangesturerecognizer", set()),
    "interactivePopGestureRecognizer": ("uikit/uinavigationcontroller/interactivepopgesturerecognizer", {"visionOS"}),
    "keyboardWillChangeFrameNotification": ("uikit/uiresponder/keyboardwillchangeframenotification", {"visionOS"}),
    "keyboardDidChangeFrameNotification": ("uikit/uiresponder/keyboarddidchangeframenotification", {"visionOS"}),
    "keyboardWillShowNotification": ("uikit/uiresponder/keyboardwillshownotification", {"visionOS"}),
    "keyboardDidShowNotification": ("uikit/uiresponder/keyboarddidshownotification", {"visionOS"}),
    "keyboardWillHideNotification": ("uikit/uiresponder/keyboardwillhidenotification", {"visionOS"}),
    "keyboardDidHideNotification": ("uikit/uiresponder/keyboarddidhidenotification", {"visionOS"}),
    "keyboardFrameBeginUserInfoKey": ("uikit/uiresponder/keyboardframebeginuserinfokey", {"visionOS"}),
    "keyboardFrameEndUserInfoKey": ("uikit/uiresponder/keyboardframeenduserinfokey", {"visionOS"}),
    "keyboardAnimationDurationUserInfoKey": ("uikit/uiresponder/keyboardanimationdurationuserinfokey", {"visionOS"}),
    "keyboardAnimationCurveUserInfoKey": ("uikit/uiresponder/keyboardanimationcurveuserinfokey", {"visionOS"}),
    "pageSheet": ("uikit/uimodalpresentationstyle/pagesheet", {"visionOS"}),
    "popover": ("uikit/uimodalpresentationstyle/popover", {"visionOS"}),
    "UISheetPresentationController": ("uikit/uisheetpresentationcontroller", {"visionOS"}),
    "sheetPresentationController": ("uikit/uiviewcontroller/sheetpresentationcontroller", {"visionOS"}),
}


def identifier_uses(code: str, name: str):
    for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?!\w)", code):
        before = code[max(0, m.start() - 40):m.start()]
        if re.search(r"\b(func|var|let|case|class|struct|enum|protocol|typealias)\s+$", before):
            continue
        yield m


def guarded_out(offset: int, platform: str, scopes: list[Scope]) -> bool:
    return any(s.start <= offset < s.end and platform in s.unavailable for s in scopes)


def rule_c(files: dict[str, str], package: PackageInfo) -> list[Finding]:
    others = [p for p in package.platforms if p in UIKIT_PLATFORMS and p != "iOS"]
    if not others:
        return []
    findings = []
    for path, code in files.items():
        lines = compiled_platforms(code, list(package.platforms))
        scopes = availability_scopes(code)
        for name, (doc, also) in IOS_ONLY.items():
            for m in identifier_uses(code, name):
                line = line_of(code, m.start())
                bad = sorted(p for p in others if p not in also and p in lines[line]
                             and not guarded_out(m.start(), p, scopes))
                if bad:
                    findings.append(Finding(path, line, "parity-c",
                        f"`{name}` is iOS-only, but this line is also compiled for "
                        f"{', '.join(bad)} (declared in Package.swift); put it inside "
                        "`#if os(iOS)` with a fallback", APPLE + doc))
    return findings


# ---------------------------------------------------------------------------------------------
# Rule d: the stub's recorded availability.


@dataclass
class StubDecl:
    name: str
    path: str
    line: int
    versions: dict[str, tuple[int, int]] = field(default_factory=dict)
    unavailable: set[str] = field(default_factory=set)
    doc: str = ""


def stub_declarations(stub_dir: str) -> dict[str, list[StubDecl]]:
    result: dict[str, list[StubDecl]] = {}
    for root, _, names in os.walk(stub_dir):
        # The executable model's machinery (Model/, Runner/, QuartzCore/CAModel.swift) is not
        # Apple's API: only the stub's declarations carry Apple's availability.
        parts = os.path.relpath(root, stub_dir).split(os.sep)
        if "Model" in parts or "Runner" in parts:
            continue
        for fname in sorted(names):
            if not fname.endswith(".swift") or fname.startswith("CAModel"):
                continue
            path = os.path.join(root, fname)
            raw = open(path, encoding="utf-8").read()
            code = strip_swift(raw)
            raw_lines = raw.split("\n")
            lines = code.split("\n")
            # Containing type availability: (end offset, versions, unavailable).
            containers: list[tuple[int, dict, set]] = []
            offset = 0
            pending_versions: dict = {}
            pending_unavailable: set = set()
            line_offsets = []
            for text in lines:
                line_offsets.append(offset)
                offset += len(text) + 1
            for index, text in enumerate(lines):
                start = line_offsets[index]
                containers = [c for c in containers if c[0] > start]
                s = text.strip()
                am = re.match(r"@available\s*\((.*)\)\s*$", s)
                if am:
                    v, u = availability_spec(am.group(1))
                    pending_versions.update(v)
                    pending_unavailable |= u
                    continue
                if s.startswith("@") and not re.search(r"\b(func|var|let|class|struct|enum|protocol|case|init)\b", s):
                    continue
                dm = re.search(
                    r"\b(?:class|struct|enum|protocol|extension|typealias)\s+([A-Za-z_]\w*)"
                    r"|\b(?:func)\s+([A-Za-z_]\w*)|\b(?:var|let)\s+([A-Za-z_]\w*)"
                    r"|^\s*case\s+([A-Za-z_]\w*)", text)
                if not dm:
                    pending_versions, pending_unavailable = {}, set()
                    continue
                name = next(g for g in dm.groups() if g)
                versions = {}
                unavailable = set()
                for _, cv, cu in containers:
                    versions.update(cv)
                    unavailable |= cu
                versions.update(pending_versions)
                unavailable |= pending_unavailable
                doc = ""
                for back in range(index - 1, max(index - 8, -1), -1):
                    mm = re.search(r"Mirrors:\s*(\S+)", raw_lines[back])
                    if mm:
                        doc = "https://developer.apple.com/" + mm.group(1)
                        break
                is_extension = re.search(r"\bextension\s", text) is not None
                if not is_extension:
                    result.setdefault(name, []).append(
                        StubDecl(name, path, index + 1, versions, unavailable, doc))
                if re.search(r"\b(class|struct|enum|protocol|extension)\s", text) and "{" in text:
                    open_at = code.find("{", start)
                    containers.append((match_brace(code, open_at),
                                       dict(versions) if not is_extension else dict(pending_versions),
                                       set(unavailable) if not is_extension else set(pending_unavailable)))
                pending_versions, pending_unavailable = {}, set()
    return result


def rule_d(files: dict[str, str], package: PackageInfo, stub_dir: str,
           stub_name: str = "UIKit", also_imported: tuple[str, ...] = ()) -> list[Finding]:
    if not os.path.isdir(stub_dir):
        return []
    stub = stub_declarations(stub_dir)
    # A name is a use of the stub's declaration only if nothing else visible declares it: the
    # checked files' own declarations (a `portrait` property of the module's own type) and the
    # declarations of the other stubs the files import (UIKit's `preferredContentSize` beside
    # SwiftUI's sizing option of that name) make it ambiguous, and the availability build
    # (.ci/parity/availability-build.sh) type-checks those uses for real.
    own = set()
    for code in files.values():
        own |= set(re.findall(r"\b(?:var|let|case|func)\s+([A-Za-z_]\w*)", code))
    for other in also_imported:
        if os.path.isdir(other):
            for name, decls in stub_declarations(other).items():
                stub.setdefault(name, []).extend(decls)
    declared = {p: v for p, v in package.platforms.items() if p in UIKIT_PLATFORMS}
    # A name is restricted on a platform only if every stub declaration of it is.
    restricted: dict[str, dict[str, tuple[str, tuple[int, int] | None, str]]] = {}
    for name, decls in stub.items():
        per_platform = {}
        for platform, target in declared.items():
            worst = None
            for d in decls:
                if platform in d.unavailable:
                    state = ("unavailable", None, d.doc)
                elif d.versions.get(platform, (0, 0)) > target:
                    state = ("newer", d.versions[platform], d.doc)
                else:
                    worst = None
                    break
                worst = state if worst is None or (worst[0] == "newer" and state[0] == "unavailable") else worst
            if worst:
                per_platform[platform] = worst
        if per_platform and name not in own:
            restricted[name] = per_platform
    findings = []
    for path, code in files.items():
        lines = compiled_platforms(code, list(package.platforms))
        scopes = availability_scopes(code)
        for name, per_platform in restricted.items():
            for m in identifier_uses(code, name):
                line = line_of(code, m.start())
                for platform, (state, version, doc) in sorted(per_platform.items()):
                    if platform not in lines[line] or guarded_out(m.start(), platform, scopes):
                        continue
                    if state == "unavailable":
                        findings.append(Finding(path, line, "parity-d",
                            f"`{name}` is unavailable on {platform} (the {stub_name} stub says "
                            f"@available({platform}, unavailable)), and this line is compiled for "
                            f"{platform}; guard it with `#if os(...)`", doc or APPLE + "uikit"))
                    else:
                        covered = any(s.start <= m.start() < s.end
                                      and s.versions.get(platform, (0, 0)) >= version
                                      for s in scopes)
                        if not covered:
                            target = declared[platform]
                            findings.append(Finding(path, line, "parity-d",
                                f"`{name}` needs {platform} {version[0]}.{version[1]} (the {stub_name} "
                                f"stub's @available) but the deployment target is {platform} "
                                f"{target[0]}.{target[1]}; use it inside `if #available` or raise "
                                "the target", doc or APPLE + "uikit"))
    return findings


# ---------------------------------------------------------------------------------------------


def swift_files(root: str, folders: list[str]) -> list[str]:
    found = []
    for folder in folders:
        base = os.path.join(root, folder)
        for dirpath, dirnames, names in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d not in (".build", "__Snapshots__"))
            for name in sorted(names):
                if name.endswith(".swift"):
                    found.append(os.path.join(dirpath, name))
    return found


def main(argv: list[str]) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Curtain's Apple-platform parity lint")
    parser.add_argument("--root", default=os.path.dirname(here))
    parser.add_argument("--package")
    parser.add_argument("--stub")
    parser.add_argument("--as-uikit", nargs="+", metavar="FILE")
    parser.add_argument("--as-core", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    root = args.root
    package_path = args.package or os.path.join(root, "Package.swift")
    stub_dir = args.stub or os.path.join(root, "Tests", "UIKitStub")
    package = read_package(package_path)

    def load(paths: list[str]) -> dict[str, str]:
        return {os.path.relpath(p, root) if p.startswith(root) else p:
                strip_swift(open(p, encoding="utf-8").read()) for p in paths}

    if args.as_uikit or args.as_core:
        uikit = load(args.as_uikit or [])
        core = load(args.as_core or [])
        everything = {**core, **uikit}
        library = everything
    else:
        uikit = load(swift_files(root, ["Sources/CurtainUIKit"]))
        library = load(swift_files(root, ["Sources", "Plugins"]))
        everything = load(swift_files(root, ["Sources", "Plugins", "Tests", "Examples"]))
        everything = {p: c for p, c in everything.items() if "/.build/" not in p}
    findings = rule_a(library) + rule_b(everything, package, package_path if not (args.as_uikit or args.as_core) else "")
    findings += rule_c(uikit, package) + rule_d(uikit, package, stub_dir)
    if not (args.as_uikit or args.as_core):
        # CurtainSwiftUI uses both stubs: UIKit's and Tests/SwiftUIStub.
        swiftui = load(swift_files(root, ["Sources/CurtainSwiftUI"]))
        findings += rule_c(swiftui, package) + rule_d(swiftui, package, stub_dir)
        findings += rule_d(swiftui, package, os.path.join(root, "Tests", "SwiftUIStub"), "SwiftUI",
                           (stub_dir,))
    seen = set()
    for f in findings:
        key = (f.path, f.line, f.rule, f.message)
        if key in seen:
            continue
        seen.add(key)
        print(f)
    count = len(seen)
    print(f"parity-lint: {count} finding{'s' if count != 1 else ''} "
          f"(tools {package.tools[0]}.{package.tools[1]}; platforms "
          + ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in package.platforms.items()) + ")",
          file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
