#!/usr/bin/env python3
"""Compares the UIKit, QuartzCore and SwiftUI stubs of Tests/ with Apple's real SDK.

Usage: .ci/apple-sdk/stub-check.py --sdk SDK --resource-dir RES --module-cache DIR [--overlay DIR]
       (run by .ci/apple-sdk-check.sh, which prepares RES; see .ci/apple-sdk/check.py)

Every public declaration of Tests/UIKitStub (modules QuartzCore and UIKit, the stub and the
model) and Tests/SwiftUIStub whose type is one of Apple's (a declaration of the real module, or
named with its framework's prefix) must exist in the SDK's module, as Swift sees it
(`swift-symbolgraph-extract` of the SDK's module for arm64-apple-ios15.0), with:
  * the same declaration: names, labels, parameter and result types and their optionality,
    `throws`, `async`, `@escaping`/`@Sendable` (attributes of isolation are compared apart, and
    `optional` below);
  * the same actor isolation: `@MainActor` on the declaration, or inherited from its type, in
    both or in neither (a `nonisolated` member of a main-actor type is not isolated);
  * the same iOS availability (the version it was introduced in; unavailable in both or neither);
  * the same tvOS availability. The SDK's Swift view for iOS drops other platforms' attributes of
    Objective-C declarations, so tvOS comes from the headers: an `API_UNAVAILABLE(..tvos..)` on
    the declaration or its class means unavailable, `tvos(X)` in `API_AVAILABLE` gives X, and no
    tvOS word means what clang infers (iOS's availability);
  * an `optional` requirement of an Objective-C protocol may be a requirement in the stub only if
    the stub gives it a default implementation in a protocol extension (Linux has no `@objc
    optional`; conforming code then reads the same).
The model's own API (`UIKitModel`, `ModelWorld`, …: names without a framework prefix that the SDK
does not declare) is not compared. Prints every mismatch and a count; exits 1 on any.
"""
import argparse
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
IOS_TARGET = "arm64-apple-ios15.0"

# Declarations the stub gives differently on purpose, each with why. Keep this short: every
# entry is a place where Linux tests see something a phone does not.
EXEMPT = {
}

PREFIXES = {"UIKit": ("UI", "NS"), "QuartzCore": ("CA",), "SwiftUI": ()}


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"stub-check: {' '.join(command[:3])}… failed:\n{result.stdout}{result.stderr}")
    return result


def build_stubs(out):
    """The stub modules, compiled for Linux as the UIKit check does, with their symbol graphs."""
    swift = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-I", str(out),
             "-emit-symbol-graph", "-emit-symbol-graph-dir", str(out)]
    stub = ROOT / "Tests" / "UIKitStub"
    quartz = sorted(str(p) for p in (stub / "QuartzCore").rglob("*.swift"))
    uikit = sorted(str(p) for p in stub.glob("*.swift")) + sorted(
        str(p) for p in (stub / "Model").rglob("*.swift"))
    swiftui = sorted(str(p) for p in (ROOT / "Tests" / "SwiftUIStub").rglob("*.swift"))
    for name, files in (("QuartzCore", quartz), ("UIKit", uikit), ("SwiftUI", swiftui)):
        run(swift + ["-module-name", name, "-emit-module-path", str(out / f"{name}.swiftmodule")]
            + files, cwd=ROOT)


def real_graphs(arguments, work):
    """The SDK's symbol graphs for UIKit, QuartzCore and SwiftUI, extracted once per SDK."""
    key = hashlib.sha256(f"{arguments.sdk}\n{IOS_TARGET}".encode()).hexdigest()[:12]
    folder = work / f"symbols-{key}"
    if not (folder / "done").exists():
        folder.mkdir(parents=True, exist_ok=True)
        for module in ("UIKit", "QuartzCore", "SwiftUI"):
            command = ["swift-symbolgraph-extract", "-module-name", module, "-target", IOS_TARGET,
                       "-sdk", arguments.sdk, "-resource-dir", arguments.resource_dir,
                       "-module-cache-path", arguments.module_cache, "-output-dir", str(folder),
                       "-minimum-access-level", "public"]
            if arguments.overlay:
                command += ["-I", arguments.overlay]
            run(command)
        (folder / "done").write_text("")
    return folder


def load(folder, module):
    """Symbols of a module's graph and of its extension graphs (Module@Other), by path."""
    symbols, relations = {}, []
    for path in sorted(folder.glob(f"{module}.symbols.json")) + sorted(folder.glob(f"{module}@*.symbols.json")):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            symbols.setdefault(tuple(symbol["pathComponents"]), []).append(symbol)
        relations += graph.get("relationships", [])
    return symbols, relations


ISOLATION_ATTRIBUTES = {"@MainActor", "@preconcurrency", "@_Concurrency.MainActor"}


def declaration(symbol):
    """The declaration's text without isolation attributes and `optional`, whitespace folded."""
    parts, skip_space = [], False
    fragments = symbol.get("declarationFragments", [])
    for index, fragment in enumerate(fragments):
        spelling = fragment["spelling"]
        if fragment["kind"] == "attribute":
            name = spelling.strip()
            following = fragments[index + 1]["spelling"] if index + 1 < len(fragments) else ""
            if name == "@" and following in ("MainActor", "preconcurrency"):
                continue
            if name in ("MainActor", "preconcurrency") or name in ISOLATION_ATTRIBUTES:
                skip_space = True
                continue
        if fragment["kind"] == "keyword" and spelling in ("optional", "nonisolated"):
            skip_space = True
            continue
        if skip_space and fragment["kind"] == "text":
            spelling = spelling.lstrip()
            skip_space = False
        parts.append(spelling)
    text = re.sub(r"\s+", " ", "".join(parts)).strip()
    # `T!` (an unannotated Objective-C pointer) is an optional: the stub spells it `T?`.
    text = text.replace("!", "?")
    return text


def explicit(symbol, word):
    return any(f["spelling"].strip() in (word, "@" + word) for f in symbol.get("declarationFragments", [])
               if f["kind"] in ("attribute", "keyword"))


def isolated(path, symbols):
    """Whether the declaration at path is main-actor isolated (its own attribute or its type's)."""
    own = symbols.get(path, [None])[0]
    if own is None:
        return False
    if explicit(own, "MainActor"):
        return True
    if explicit(own, "nonisolated"):
        return False
    kind = own["kind"]["identifier"]
    if kind in ("swift.enum.case", "swift.typealias", "swift.associatedtype") or len(path) == 1:
        return False
    if "static" in declaration(own).split(" (")[0].split() and kind.endswith("property") and False:
        return False
    return isolated(path[:-1], symbols)


def availability(symbol, domain):
    """(introduced, unavailable) for a domain from the symbol graph, or None if not stated."""
    for entry in symbol.get("availability", []) or []:
        if entry.get("domain") == domain:
            introduced = entry.get("introduced")
            version = (introduced["major"], introduced.get("minor", 0)) if introduced else None
            return version, bool(entry.get("isUnconditionallyUnavailable"))
    return None


class Headers:
    """tvOS availability of Objective-C declarations, read from the SDK's headers."""

    def __init__(self, sdk):
        self.text = {}
        for framework in ("UIKit", "QuartzCore"):
            folder = pathlib.Path(sdk) / "System/Library/Frameworks" / f"{framework}.framework" / "Headers"
            for header in sorted(folder.glob("*.h")):
                self.text[header.name] = header.read_text(errors="replace")

    @staticmethod
    def tvos(attributes):
        if re.search(r"API_UNAVAILABLE\([^)]*\btvos\b", attributes) or re.search(
                r"__TVOS_PROHIBITED|UIKIT_AVAILABLE_IOS_ONLY|API_UNAVAILABLE_BEGIN\([^)]*tvos", attributes):
            return "unavailable"
        found = re.search(r"\btvos\((\d+)(?:\.(\d+))?\)", attributes)
        if found:
            return (int(found.group(1)), int(found.group(2) or 0))
        return "inferred"

    def container(self, name):
        """The attributes of an @interface/@protocol/typedef named name (the line it opens)."""
        pattern = re.compile(
            r"^[^\n]*(@interface|@protocol|typedef NS_(?:ENUM|OPTIONS|TYPED_ENUM|TYPED_EXTENSIBLE_ENUM)"
            r"\([^)]*\))\s*" + re.escape(name) + r"\b[^\n]*$|^[^\n]*\}\s*" + re.escape(name) + r"\s*[^\n]*;",
            re.M)
        for text in self.text.values():
            for match in pattern.finditer(text):
                start = text.rfind("\n", 0, max(match.start() - 1, 0))
                previous = text[start:match.start()]
                return match.group(0) + " " + (previous if "API_" in previous else "")
        return ""

    def member(self, owner, name):
        """The declaration line of a member (property, method selector piece, enumerator, C
        function or constant) inside the headers; owner narrows it to the class or protocol."""
        for text in self.text.values():
            blocks = [text]
            if owner:
                blocks = [m.group(0) for m in re.finditer(
                    r"@(?:interface|protocol)\s+" + re.escape(owner) + r"\b.*?@end", text, re.S)]
            for block in blocks:
                for line in self._statements(block):
                    if re.search(r"(?<![\w:])" + re.escape(name) + r"\b", line):
                        return line
        return None

    @staticmethod
    def _statements(block):
        statement = ""
        for line in block.splitlines():
            stripped = line.strip()
            if not stripped or stripped.startswith("//") or stripped.startswith("*") or stripped.startswith("/*"):
                continue
            statement += " " + stripped
            if stripped.endswith(";") or stripped.endswith(",") or stripped.endswith("{"):
                yield statement
                statement = ""

    def tvos_of(self, usr):
        """tvOS availability for a symbol's Objective-C USR, or None if it is not one."""
        if not usr or not usr.startswith("c:"):
            return None
        enum = re.match(r"c:@E@(\w+)@(\w+)$", usr)
        if enum:
            line = self.member(None, enum.group(2)) or ""
            own = self.tvos(line)
            return own if own != "inferred" else self.tvos(self.container(enum.group(1)))
        function = re.match(r"c:@(?:F|)@?(\w+)$", usr)
        if function:
            return self.tvos(self.member(None, function.group(1)) or "")
        member = re.match(r"c:objc\((cs|pl)\)(\w+)(?:\((py|im|cm|cpy)\)([\w:]+))?$", usr)
        if member:
            owner, selector = member.group(2), member.group(4)
            outer = self.tvos(self.container(owner))
            if outer == "unavailable" or not selector:
                return outer
            line = self.member(owner, selector.split(":")[0]) or ""
            own = self.tvos(line)
            return own if own != "inferred" else outer
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sdk", required=True)
    parser.add_argument("--resource-dir", required=True)
    parser.add_argument("--module-cache", required=True)
    parser.add_argument("--overlay")
    parser.add_argument("--work", default=str(pathlib.Path.home() / ".cache" / "curtain" / "sdk-work"))
    arguments = parser.parse_args()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="stub-check-"))
    build_stubs(scratch)
    folder = real_graphs(arguments, pathlib.Path(arguments.work))
    headers = Headers(arguments.sdk)
    mismatches, compared = [], {}
    for module in ("QuartzCore", "UIKit", "SwiftUI"):
        stub, stub_relations = load(scratch, module)
        real, real_relations = load(folder, module)
        # Other modules' types the stub extends (CGRect, NSNotification.Name) are the real
        # module's extension graphs; the SwiftUI stub's UIKit types are checked with UIKit.
        defaults = {r["target"] for r in stub_relations if r["kind"] == "defaultImplementationOf"}
        optional_requirements = {r["source"] for r in real_relations if r["kind"] == "optionalRequirementOf"}
        count = 0
        for path, symbols in sorted(stub.items()):
            for symbol in symbols:
                uri = symbol.get("location", {}).get("uri", "")
                if not uri or symbol["accessLevel"] not in ("public", "open"):
                    continue
                where = f"{uri.replace('file://', '').replace(str(ROOT) + '/', '')}:" \
                        f"{symbol['location']['position']['line'] + 1}"
                top = path[0]
                if top not in {p[0] for p in real} and not top.startswith(PREFIXES[module] or ("\0",)):
                    continue  # the model's own API
                name = ".".join(path)
                if name in EXEMPT:
                    continue
                count += 1
                candidates = real.get(path, [])
                if not candidates:
                    mismatches.append(f"{where}: {module}.{name}: the SDK has no such declaration")
                    continue
                mine = declaration(symbol)
                match = next((c for c in candidates if declaration(c) == mine), None)
                if match is None:
                    theirs = " | ".join(sorted({declaration(c) for c in candidates}))
                    mismatches.append(f"{where}: {module}.{name}: declared `{mine}`; the SDK: `{theirs}`")
                    continue
                stub_main, real_main = isolated(path, stub), isolated(path, real)
                if path in stub and len(real.get(path, [])) == 1 and stub_main != real_main:
                    said = "@MainActor" if real_main else "nonisolated"
                    mismatches.append(f"{where}: {module}.{name}: isolation differs: the SDK's is {said}")
                ios_mine, ios_theirs = availability(symbol, "iOS"), availability(match, "iOS")
                if ios_theirs and ios_mine != ios_theirs and not (
                        ios_mine and ios_theirs and ios_mine[1] == ios_theirs[1] and ios_theirs[0] is None):
                    mismatches.append(f"{where}: {module}.{name}: iOS availability {fmt(ios_mine)}; "
                                      f"the SDK: {fmt(ios_theirs)}")
                tv_theirs = headers.tvos_of(match.get("identifier", {}).get("precise"))
                if tv_theirs is None:
                    tv_real = availability(match, "tvOS")
                    tv_theirs = "unavailable" if tv_real and tv_real[1] else (
                        tv_real[0] if tv_real and tv_real[0] else "inferred")
                tv_mine = availability(symbol, "tvOS")
                tv_mine = "unavailable" if tv_mine and tv_mine[1] else (
                    tv_mine[0] if tv_mine and tv_mine[0] else "inferred")
                if tv_theirs == "inferred":
                    tv_theirs = ios_theirs[0] if ios_theirs and ios_theirs[0] else "inferred"
                if tv_mine == "inferred" and not isinstance(tv_theirs, str):
                    tv_mine = ios_mine[0] if ios_mine and ios_mine[0] else "inferred"
                if tv_theirs != "inferred" and tv_mine != tv_theirs and not (
                        isinstance(tv_mine, tuple) and isinstance(tv_theirs, tuple) and tv_mine <= (9, 0)
                        and tv_theirs <= (9, 0)):
                    mismatches.append(f"{where}: {module}.{name}: tvOS {fmt_tv(tv_mine)}; "
                                      f"the SDK's headers: {fmt_tv(tv_theirs)}")
                if match.get("identifier", {}).get("precise") in optional_requirements and \
                        symbol["identifier"]["precise"] not in defaults and \
                        symbol["kind"]["identifier"] != "swift.protocol":
                    mismatches.append(f"{where}: {module}.{name}: an optional requirement in the SDK; "
                                      "the stub must give it a default implementation")
        compared[module] = count
    for line in mismatches:
        print(line)
    counts = ", ".join(f"{module} {count}" for module, count in compared.items())
    print(f"stub-check: {sum(compared.values())} stub declarations compared with the SDK ({counts}); "
          f"{len(mismatches)} mismatches")
    return 1 if mismatches else 0


def fmt(value):
    if value is None:
        return "not stated"
    version, unavailable = value
    return "unavailable" if unavailable else (f"{version[0]}.{version[1]}" if version else "stated")


def fmt_tv(value):
    return value if isinstance(value, str) else f"{value[0]}.{value[1]}"


if __name__ == "__main__":
    sys.exit(main())
