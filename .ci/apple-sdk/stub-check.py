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
  * the same iOS availability as an iOS 15 client sees it: unavailable in both or neither, and
    the same version where it is newer than iOS 15 (a declaration from iOS 2 and one from iOS 7
    are both simply available to Curtain's users, so versions up to 15 compare equal); a member
    that states none has its type's;
  * the same tvOS availability. The SDK's Swift view for iOS drops other platforms' attributes of
    Objective-C declarations, so tvOS comes from the headers: an `API_UNAVAILABLE(..tvos..)` on
    the declaration or its class means unavailable, `tvos(X)` in `API_AVAILABLE` gives X, and no
    tvOS word means what clang infers (iOS's availability); versions up to 15 compare equal;
  * an `optional` requirement of an Objective-C protocol may be a requirement in the stub only if
    the stub gives it a default implementation in a protocol extension (Linux has no `@objc
    optional`; conforming code then reads the same).
The model's own API is not compared: types whose name contains `Model` (`UIKitModel`, `ModelWorld`,
`CADisplayLinkModel`) and members whose name starts with `model` (`UIView.modelPresentedAlpha`),
so a public model hook must be named that way; names without a framework prefix that the SDK does
not declare are the model's too. A member the SDK declares on a superclass or protocol of the
type is found there. Prints every mismatch and a count; exits 1 on any.
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
    "NSObjectProtocol.responds(to:)":
        "declared by the ObjectiveC module, which UIKit re-exports (this check reads UIKit's "
        "symbol graph); the model declares it for the reference differential's libraries",
    "CGRect.applying(_:)":
        "declared by CoreGraphics, which UIKit re-exports (this check reads UIKit's and "
        "QuartzCore's symbol graphs); the model declares it for AZTransitions' own code in the "
        "reference differential",
    "NSObject.responds(to:)":
        "the same declaration, seen through NSObject's conformance to NSObjectProtocol",
    "UITimingCurveProvider":
        "refines NSCoding and NSCopying in the SDK; Curtain never archives or copies timing "
        "parameters, and the model's parameter classes carry no coding boilerplate",
    "Button.body":
        "the stub's Button is a primitive view (body: Never); a client never reads a Button's body",
    "NavigationStack.body":
        "the stub's NavigationStack is a primitive view (body: Never, as available as the type); "
        "a client never reads a NavigationStack's body",
}

# Differences that come from the SDK's age (16.5; Curtain's users build with Xcode 16's iOS 18
# SDK), each with the newer SDK's declaration.
SDK_AGE = {
    "Button.init(_:action:)":
        "Apple's current declaration (its documentation of Button.init(_:action:)) is `nonisolated "
        "init<S>(_ title: S, action: @escaping @MainActor () -> Void)`; the 16.5 SDK's action is "
        "a plain closure",
}

PREFIXES = {"UIKit": ("UI", "NS"), "QuartzCore": ("CA",), "SwiftUI": ()}


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"stub-check: {' '.join(command[:3])}… failed:\n{result.stdout}{result.stderr}")
    return result


def build_stubs(out, extra_uikit=()):
    """The stub modules, compiled for Linux as the UIKit check does, with their symbol graphs."""
    swift = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-I", str(out),
             "-emit-symbol-graph", "-emit-symbol-graph-dir", str(out)]
    stub = ROOT / "Tests" / "UIKitStub"
    quartz = sorted(str(p) for p in (stub / "QuartzCore").rglob("*.swift"))
    uikit = sorted(str(p) for p in stub.glob("*.swift")) + sorted(
        str(p) for p in (stub / "Model").rglob("*.swift")) + list(extra_uikit)
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


IGNORED_KEYWORDS = {"optional", "nonisolated", "override", "convenience", "required", "final",
                    "dynamic", "open", "public"}


def declaration(symbol):
    """The declaration's text as a client sees it: without isolation attributes, `optional`,
    the modifiers that do not change a call (`override`, `convenience`, `required`, `final`),
    internal parameter names, and with `let x: T` spelled `var x: T { get }`; whitespace folded."""
    parts, skip_space = [], False
    fragments = symbol.get("declarationFragments", [])
    for index, fragment in enumerate(fragments):
        spelling = fragment["spelling"]
        if fragment["kind"] == "internalParam":
            if parts and parts[-1].endswith(" "):
                parts[-1] = parts[-1][:-1]
            if parts and parts[-1] == "":
                parts.pop()
            continue
        if fragment["kind"] == "attribute":
            name = spelling.strip()
            following = fragments[index + 1]["spelling"] if index + 1 < len(fragments) else ""
            if name == "@" and following in ("MainActor", "preconcurrency"):
                continue
            if name in ("MainActor", "preconcurrency") or name in ISOLATION_ATTRIBUTES:
                skip_space = True
                continue
        if fragment["kind"] == "keyword" and spelling in IGNORED_KEYWORDS:
            skip_space = True
            continue
        if skip_space and fragment["kind"] == "text":
            spelling = spelling.lstrip()
            skip_space = False
        parts.append(spelling)
    text = re.sub(r"\s+", " ", "".join(parts)).strip()
    # `T!` (an unannotated Objective-C pointer) is an optional: the stub spells it `T?`.
    text = text.replace("!", "?")
    # Attributes that do not change what a client may write: imported Objective-C methods are
    # all discardable, `@frozen` is about layout, `@NSCopying` about what a setter keeps.
    text = re.sub(r"@(discardableResult|frozen|NSCopying|preconcurrency|MainActor) ", "", text)
    text = re.sub(r"(^| )nonisolated ", r"\1", text)
    text = re.sub(r"^class var ", "static var ", text)
    text = re.sub(r"\bSelf\.", "", text)  # `Body` inside a protocol is `Self.Body`
    text = re.sub(r"^(typealias \w+(<[^>]*>)?) = .*$", r"\1", text)  # the graph omits the value
    if re.match(r"^(static )?var [^{]*$", text):
        text += " { get set }"  # a stored property: the graph prints no accessors
    let = re.match(r"^((?:static |class )?)let (\w+: .*)$", text)
    if let:
        text = f"{let.group(1)}var {let.group(2)} {{ get }}"
    return re.sub(r"^class (var|func) ", r"static \1 ", text)


def qualified(text, path):
    """Type names written inside their enclosing types, spelled in full: `Notification` in
    `UIAccessibility` and `UIAccessibility.Notification` are one type."""
    for depth in range(len(path) - 1, 0, -1):
        prefix = ".".join(path[:depth]) + "."
        text = text.replace(prefix, "")
    return text


def same_declaration(mine, theirs):
    """Equal, or the stub's read-only property where the SDK's can also be set (stricter), or a
    primitive view's `body: Never` where the SDK says `Self.Body` (which is `Never` there)."""
    if mine == "var body: Never { get }" and re.match(
            r"^(@ViewBuilder )?var body: (\w+\.)*Body \{ get \}$", theirs):
        return True
    return mine == theirs or (mine.endswith("{ get }") and theirs == mine[:-len("{ get }")] + "{ get set }")


def model_api(path):
    """The model's own API: types named `…Model…`, members named `model…` or whose first
    argument label is (`init(modelInput:…)`; see the docstring)."""
    return "Model" in path[0] or any(
        component.startswith("model") or re.match(r"^\w+\(model", component)
        for component in path[1:])


def without_defaults(text):
    """A declaration without its default argument values (a call-site convenience; the stub
    gives a requirement's default as an overload, see defaulted_overload)."""
    return re.sub(r" = (nil|\.\w+|\w+\.self|\[\]|true|false|-?[\d.]+)(?=[,)])", "", text)


def defaulted_overload(path, real):
    """Whether the SDK declares path's member with more trailing parameters, each defaulted:
    `animate(alongsideTransition:)` for `animate(alongsideTransition:completion:) … = nil`.
    A Swift protocol cannot give a requirement a default argument, so the stub adds the short
    form as an extension overload."""
    name = re.match(r"^(\w+)\((.*)\)$", path[-1])
    if not name:
        return False
    for key, symbols in real.items():
        longer = re.match(r"^(\w+)\((.*)\)$", key[-1]) if key[:-1] == path[:-1] else None
        if not longer or longer.group(1) != name.group(1) or not longer.group(2).startswith(name.group(2)):
            continue
        extra = longer.group(2)[len(name.group(2)):].count(":")
        if extra and any(declaration(symbol).count(" = ") >= extra for symbol in symbols):
            return True
    return False


class Ancestry:
    """The real paths of a type's superclasses and protocols, nearest first."""

    def __init__(self, real, relations):
        self.real = real
        self.by_usr = {symbol["identifier"]["precise"]: key
                       for key, symbols in real.items() for symbol in symbols}
        self.parents = {}
        for relation in relations:
            if relation["kind"] in ("inheritsFrom", "conformsTo"):
                self.parents.setdefault(relation["source"], []).append(relation["target"])
        # Types of other modules that this one extends (NSObject's accessibility members are an
        # extension of ObjectiveC's NSObject): their path is their members' path less the name.
        usr_paths = {symbol["identifier"]["precise"]: key
                     for key, symbols in real.items() for symbol in symbols}
        for relation in relations:
            if relation["kind"] == "memberOf" and relation["target"] not in self.by_usr:
                member = usr_paths.get(relation["source"])
                if member and len(member) > 1:
                    self.by_usr[relation["target"]] = member[:-1]

    def of(self, path):
        own = self.real.get(path)
        if not own:
            return []
        found, queue = [], [own[0]["identifier"]["precise"]]
        while queue:
            for target in self.parents.get(queue.pop(0), []):
                if target in self.by_usr and self.by_usr[target] not in found:
                    found.append(self.by_usr[target])
                    queue.append(target)
        return found


# Members every imported type has without declaring them: NSObject's `init()`, and an option set's
# or a raw-value enum's `rawValue` and `init(rawValue:)` (implied by RawRepresentable).
IMPLIED = {"init()", "rawValue", "init(rawValue:)"}


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
    if re.match(r"c:@(F@)?\w+$", own.get("identifier", {}).get("precise", "")):
        return False  # a C function or global imported as a member: isolated only if it says so
    kind = own["kind"]["identifier"]
    if kind in ("swift.enum.case", "swift.typealias", "swift.associatedtype") or len(path) == 1:
        return False
    return isolated(path[:-1], symbols)


def effective(symbol, path, symbols, domain):
    """A declaration's availability for a domain: its own, else its enclosing type's (Swift's
    rule: a member is available where its type is unless it says otherwise)."""
    own = availability(symbol, domain)
    while own is None and len(path) > 1:
        path = path[:-1]
        parent = symbols.get(path)
        own = availability(parent[0], domain) if parent else None
    return own


def clamped(value):
    if value is None:
        return None
    version, unavailable = value
    return (clamp(version) if version else DEPLOYMENT, unavailable)


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
        self.text, self.clean = {}, {}
        for framework in ("UIKit", "QuartzCore"):
            folder = pathlib.Path(sdk) / "System/Library/Frameworks" / f"{framework}.framework" / "Headers"
            for header in sorted(folder.glob("*.h")):
                text = header.read_text(errors="replace")
                self.text[header.name] = text
                text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
                text = re.sub(r"//[^\n]*", " ", text)
                self.clean[header.name] = re.sub(r"^\s*#[^\n]*", " ", text, flags=re.M)

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
                # The attribute lines right above (API_AVAILABLE…, NS_SWIFT_UI_ACTOR).
                above = []
                for line in reversed(text[:match.start()].rstrip("\n").split("\n")):
                    if not re.match(r"^\s*(API_|NS_|UIKIT_)[^;@{}]*$", line):
                        break
                    above.append(line)
                return match.group(0) + " " + " ".join(above)
        return ""

    def member(self, owner, name, kind):
        """The declaration statement of a member inside the headers (comments removed): a
        property, a method (by its first selector piece), an enumerator, a C function or a
        constant; owner narrows it to the class's or protocol's @interface/@protocol blocks."""
        patterns = {
            "property": r"^@property\b[^;]*?[\s*]" + re.escape(name) + r"\b\s*(?:[A-Z_]+\b.*)?;",
            "method": r"^[-+]\s*\([^;]*?\)\s*" + re.escape(name) + r"\b[^;]*;",
            "enumerator": r"^" + re.escape(name) + r"\b[^,;]*[,;}]",
            "function": r"\b" + re.escape(name) + r"\s*\(",
            "constant": r"\b(?:extern|[A-Z]+_EXTERN)\b[^;]*\b" + re.escape(name) + r"\b[^;]*;",
        }
        pattern = re.compile(patterns[kind], re.S)
        for text in self.clean.values():
            blocks = [text]
            if owner:
                blocks = [m.group(0) for m in re.finditer(
                    r"@(?:interface|protocol)\s+" + re.escape(owner) + r"\b.*?@end", text, re.S)]
            for block in blocks:
                for statement in self._statements(block):
                    if pattern.search(statement):
                        return statement
        return None

    @staticmethod
    def _statements(block):
        """The block's declarations: split at `;`, `{` and `}`, and at commas outside
        parentheses (an enum's enumerators), with whitespace folded."""
        depth, current = 0, []
        for character in block:
            current.append(character)
            if character == "(":
                depth += 1
            elif character == ")":
                depth = max(depth - 1, 0)
            if character in ";{}" or (character == "," and depth == 0):
                part = " ".join("".join(current).split())
                current = []
                if part:
                    yield part
        part = " ".join("".join(current).split())
        if part:
            yield part

    def tvos_of(self, usr):
        """tvOS availability for a symbol's Objective-C USR, or None if it is not one."""
        if not usr or not usr.startswith("c:"):
            return None
        enum = re.match(r"c:@(?:E|EA)@(\w+)@(\w+)$", usr)
        if enum:
            line = self.member(None, enum.group(2), "enumerator") or ""
            own = self.tvos(line)
            return own if own != "inferred" else self.tvos(self.container(enum.group(1)))
        function = re.match(r"c:@F@(\w+)$", usr)
        if function:
            return self.tvos(self.member(None, function.group(1), "function") or "")
        constant = re.match(r"c:@(\w+)$", usr)
        if constant:
            return self.tvos(self.member(None, constant.group(1), "constant") or "")
        member = re.match(r"c:objc\((cs|pl)\)(\w+)(?:\((py|im|cm|cpy)\)([\w:]+))?$", usr)
        if member:
            owner, selector = member.group(2), member.group(4)
            outer = self.tvos(self.container(owner))
            if outer == "unavailable" or not selector:
                return outer
            kind = "property" if member.group(3) in ("py", "cpy") else "method"
            line = self.member(owner, selector.split(":")[0], kind) or ""
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
    parser.add_argument("--self-test", action="store_true",
                        help="compile fixtures/StubMismatches.swift into the stub and require the "
                             "check to find each of its three mismatches")
    arguments = parser.parse_args()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="stub-check-"))
    fixture = pathlib.Path(__file__).resolve().parent / "fixtures" / "StubMismatches.swift"
    build_stubs(scratch, [str(fixture)] if arguments.self_test else [])
    folder = real_graphs(arguments, pathlib.Path(arguments.work))
    headers = Headers(arguments.sdk)
    mismatches, compared = [], {}
    for module in ("QuartzCore", "UIKit", "SwiftUI"):
        stub, stub_relations = load(scratch, module)
        real, real_relations = load(folder, module)
        # Other modules' types the stub extends (CGRect, NSNotification.Name) are the real
        # module's extension graphs; the SwiftUI stub's UIKit types are checked with UIKit.
        defaults = {r["target"] for r in stub_relations if r["kind"] == "defaultImplementationOf"}
        requirements = {r["source"] for r in stub_relations if r["kind"] == "requirementOf"}
        ancestry = Ancestry(real, real_relations)
        optional_requirements = {r["source"] for r in real_relations if r["kind"] == "optionalRequirementOf"}
        count = 0
        for path, symbols in sorted(stub.items()):
            for symbol in symbols:
                uri = symbol.get("location", {}).get("uri", "")
                if not uri or symbol["accessLevel"] not in ("public", "open"):
                    continue
                if (module == "SwiftUI") != ("SwiftUIStub" in uri):
                    continue  # another stub's declaration, seen through an extension
                where = f"{uri.replace('file://', '').replace(str(ROOT) + '/', '')}:" \
                        f"{symbol['location']['position']['line'] + 1}"
                top = path[0]
                if model_api(path) or (
                        top not in {p[0] for p in real} and not top.startswith(PREFIXES[module] or ("\0",))):
                    continue  # the model's own API
                name = ".".join(path)
                if name in EXEMPT or name in SDK_AGE:
                    continue
                count += 1
                candidates = list(real.get(path, []))
                if len(path) > 1:
                    for ancestor in ancestry.of(path[:-1]):
                        candidates += real.get(ancestor + path[-1:], [])
                if not candidates and len(path) > 1 and path[-1] in IMPLIED and path[:-1] in real:
                    continue
                if not candidates and defaulted_overload(path, real):
                    continue
                if not candidates:
                    mismatches.append(f"{where}: {module}.{name}: the SDK has no such declaration")
                    continue
                mine = qualified(without_defaults(declaration(symbol)), path)
                match = next((c for c in candidates if same_declaration(
                    mine, qualified(without_defaults(declaration(c)), tuple(c["pathComponents"])))),
                    None)
                if match is None:
                    theirs = " | ".join(sorted({declaration(c) for c in candidates}))
                    mismatches.append(f"{where}: {module}.{name}: declared `{mine}`; the SDK: `{theirs}`")
                    continue
                stub_main, real_main = isolated(path, stub), isolated(path, real)
                # SwiftUI's isolation is SDK age: the 16.5 SDK predates SwiftUI's concurrency
                # annotations (its View and ViewModifier are patched to the iOS 18 SDK's
                # isolation for the type-check; the modifiers' own annotations are not known here).
                if module != "SwiftUI" and path in stub and len(real.get(path, [])) == 1 and stub_main != real_main:
                    said = "@MainActor" if real_main else "nonisolated"
                    mismatches.append(f"{where}: {module}.{name}: isolation differs: the SDK's is {said}")
                real_path = tuple(match["pathComponents"])
                ios_mine = clamped(effective(symbol, path, stub, "iOS"))
                ios_theirs = clamped(effective(match, real_path, real, "iOS"))
                if ios_mine is None:
                    ios_mine = (DEPLOYMENT, False)
                if ios_theirs and ios_mine != ios_theirs:
                    mismatches.append(f"{where}: {module}.{name}: iOS availability {fmt(ios_mine)}; "
                                      f"the SDK: {fmt(ios_theirs)}")
                tv_theirs = headers.tvos_of(match.get("identifier", {}).get("precise"))
                if tv_theirs is None:
                    tv_real = availability(match, "tvOS")
                    tv_theirs = "unavailable" if tv_real and tv_real[1] else (
                        tv_real[0] if tv_real and tv_real[0] else "inferred")
                tv_mine = effective(symbol, path, stub, "tvOS")
                tv_mine = "unavailable" if tv_mine and tv_mine[1] else (
                    tv_mine[0] if tv_mine and tv_mine[0] else "inferred")
                if tv_theirs == "inferred":
                    tv_theirs = ios_theirs[0] if ios_theirs and ios_theirs[0] else "inferred"
                if tv_mine == "inferred" and not isinstance(tv_theirs, str):
                    tv_mine = ios_mine[0] if ios_mine and ios_mine[0] else "inferred"
                tv_mine, tv_theirs = clamp(tv_mine), clamp(tv_theirs)
                if tv_theirs != "inferred" and tv_mine != tv_theirs:
                    mismatches.append(f"{where}: {module}.{name}: tvOS {fmt_tv(tv_mine)}; "
                                      f"the SDK's headers: {fmt_tv(tv_theirs)}")
                usr = symbol["identifier"]["precise"]
                if match.get("identifier", {}).get("precise") in optional_requirements and \
                        usr in requirements and usr not in defaults:
                    mismatches.append(f"{where}: {module}.{name}: an optional requirement in the SDK; "
                                      "the stub must give it a default implementation")
        compared[module] = count
    if arguments.self_test:
        expected = {"UIViewController.isBeingPresented: declared": "a wrong type",
                    "UIAccessibility.isGuidedAccessEnabled: isolation differs": "a wrong isolation",
                    "UIView.layoutEverythingNow(): the SDK has no such": "a declaration the SDK lacks"}
        found = [f"{what}: {'found' if any(key in line for line in mismatches) else 'MISSED'}"
                 for key, what in expected.items()]
        print("stub-check --self-test: " + "; ".join(found))
        return 0 if len(mismatches) == len(expected) and all(f.endswith("found") for f in found) else 1
    for line in mismatches:
        print(line)
    for name, why in sorted(EXEMPT.items()):
        print(f"exempt    {name}: {why}")
    for name, why in sorted(SDK_AGE.items()):
        print(f"SDK age   {name}: {why}")
    counts = ", ".join(f"{module} {count}" for module, count in compared.items())
    print(f"stub-check: {sum(compared.values())} stub declarations compared with the SDK ({counts}); "
          f"{len(mismatches)} mismatches")
    return 1 if mismatches else 0


DEPLOYMENT = (15, 0)


def clamp(value):
    """A version as an iOS 15 / tvOS 15 client sees it: anything older is simply available."""
    return max(value, DEPLOYMENT) if isinstance(value, tuple) else value


def fmt(value):
    if value is None:
        return "not stated"
    version, unavailable = value
    return "unavailable" if unavailable else (f"{version[0]}.{version[1]}" if version else "stated")


def fmt_tv(value):
    return value if isinstance(value, str) else f"{value[0]}.{value[1]}"


if __name__ == "__main__":
    sys.exit(main())
