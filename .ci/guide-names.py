#!/usr/bin/env python3
"""Every public name of the seed libraries' releases is mapped in their migration guides.

Usage: python3 .ci/guide-names.py [--library NAME]... [--list]

Issue 34: the guides map the releases users have (Jelly 2.3, Presentr 1.9, AZTransitions 0.26,
EasyTransitions 0.6): every public name of those releases, with its Curtain counterpart or "not
offered, because …". For each library whose sources are in $CURTAIN_REFERENCES (default
~/.cache/curtain/references/<Library>, the folders .ci/migration-check.py compiles; never
committed; without them it prints a line saying it skipped):
  (a) the public names are read from the library's own sources (not its example app or tests):
      every type, protocol and typealias declared `public` or `open` (nested ones too), and the
      members of the visible types and extensions: functions and initialisers with their labels
      (`set(animator:for:)`, `init(duration:)`), properties (each of `var top, left: T`),
      subscripts, the cases of public enums (each of `case a, b`) and a public protocol's
      requirements; members of a `public extension` are public unless marked otherwise;
  (b) the names of UIKit's (and Foundation's) protocol requirements that a library implements,
      and members marked `override`, are left out: they are UIKit's names, which Curtain's users
      keep writing against UIKit itself (EXCLUDED lists each with its reason);
  (c) each remaining name must appear in a code span of the first cell of a row of one of the
      guide's two-column tables, and that row's second cell must give the Curtain counterpart
      (a code span or a symbol link, or "the same"/"no edit") or say "not offered, because …".
      A function or an initialiser matches by its full name (`set(animator:for:)`,
      `init(duration:)` or `Owner(duration:)`), by a call with the same labels
      (`Owner(duration: …)`), by `name(…)`/`Owner(…)` for all of them, or by its base name when
      the library has one function of that name; a property, a case or a type matches by its
      name. When two of the library's types declare the same name, the row must also name the
      owner (`Owner.name`, or `Owner` anywhere in the first cell). A second cell that starts
      with "not offered" must say why ("because");
and prints `guide names: <Library>: N public names, M mapped, K missing`, listing every missing
name, and fails when one is missing. `--list` prints every name and the row that maps it.
"""
import argparse
import importlib.util
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
GUIDES = ROOT / "Sources" / "Curtain" / "Curtain.docc"


def library_sources():
    """The source folder of each library, as .ci/migration-check.py names it (one list)."""
    spec = importlib.util.spec_from_file_location("migration_check", ROOT / ".ci" / "migration-check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name: sources for name, (sources, _example) in module.LIBRARIES.items()}


# (b) Names a library declares only because UIKit or Foundation asks for them: a user calls
# them through UIKit, never by the library's name, and keeps doing so with Curtain. The key is
# the base name with its labels (as `name(label:)`), or the bare name for a property.
EXCLUDED = {
    # UIViewControllerAnimatedTransitioning: UIKit calls them on the animator it was handed.
    "animateTransition(using:)": "UIViewControllerAnimatedTransitioning",
    "transitionDuration(using:)": "UIViewControllerAnimatedTransitioning",
    "interruptibleAnimator(using:)": "UIViewControllerAnimatedTransitioning",
    "animationEnded(_:)": "UIViewControllerAnimatedTransitioning",
    # UIViewControllerTransitioningDelegate: UIKit asks the transitioning delegate.
    "animationController(forPresented:presenting:source:)": "UIViewControllerTransitioningDelegate",
    "animationController(forDismissed:)": "UIViewControllerTransitioningDelegate",
    "interactionControllerForPresentation(using:)": "UIViewControllerTransitioningDelegate",
    "interactionControllerForDismissal(using:)": "UIViewControllerTransitioningDelegate",
    "presentationController(forPresented:presenting:source:)": "UIViewControllerTransitioningDelegate",
    # UINavigationControllerDelegate: UIKit asks the navigation controller's delegate.
    "navigationController(_:animationControllerFor:from:to:)": "UINavigationControllerDelegate",
    "navigationController(_:interactionControllerFor:)": "UINavigationControllerDelegate",
    "navigationController(_:willShow:animated:)": "UINavigationControllerDelegate",
    "navigationController(_:didShow:animated:)": "UINavigationControllerDelegate",
    # UIGestureRecognizerDelegate: UIKit asks the recognizer's delegate.
    "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)": "UIGestureRecognizerDelegate",
    "gestureRecognizerShouldBegin(_:)": "UIGestureRecognizerDelegate",
    # UIViewController's life cycle: UIKit calls them on a library's view controller (marked
    # `override`, so left out by that rule too).
    "viewDidLoad()": "UIViewController life cycle",
    "didReceiveMemoryWarning()": "UIViewController life cycle",
    # Foundation and the standard library: NSCoding, NSCopying, RawRepresentable, Equatable,
    # Hashable; the compiler or Foundation calls them.
    "encode(with:)": "NSCoding",
    "init(coder:)": "NSCoding",
    "copy(with:)": "NSCopying",
    "rawValue": "RawRepresentable",
    "init(rawValue:)": "RawRepresentable",
    "==(_:_:)": "Equatable",
    "hash(into:)": "Hashable",
    "hashValue": "Hashable",
}

# --- reading Swift -----------------------------------------------------------------------------


def clean(text):
    """The text with comments removed and string literals emptied (their quotes kept), so that
    braces, commas and keywords in them are not read as code. Lengths are not kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            out.append('""')
            i = n if j < 0 else j + 3
        elif c == '"':
            i += 1
            while i < n and text[i] != '"' and text[i] != "\n":
                i += 2 if text[i] == "\\" else 1
            out.append('""')
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


MODIFIER = (r"(?:@\w+(?:\([^()]*\))?|public|open|internal|private|fileprivate|final|static|class|"
            r"override|convenience|required|dynamic|mutating|nonmutating|lazy|weak|unowned|optional|"
            r"indirect|(?:public|open|internal|private|fileprivate)\s*\(set\))")
DECLARATION = re.compile(
    r"^[ \t]*(?P<mods>(?:" + MODIFIER + r"\s+)*)"
    r"(?P<kind>class|struct|enum|protocol|extension|actor|func|var|let|init|typealias|"
    r"associatedtype|case|subscript)\b(?P<rest>[^\n]*)", re.M)
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor"}
IDENTIFIER = r"`?([A-Za-z_][A-Za-z0-9_]*)`?"


def is_public(modifiers):
    return re.search(r"\b(?:public|open)\b(?!\s*\()", modifiers) is not None


def is_restricted(modifiers):
    return re.search(r"\b(?:internal|private|fileprivate)\b(?!\s*\()", modifiers) is not None


def top_level_split(text, separator=","):
    parts, depth, current = [], 0, ""
    for index, c in enumerate(text):
        if c in "([<{":
            depth += 1
        elif c in ")]}" or (c == ">" and text[index - 1:index] != "-"):
            depth -= 1
        if c == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    parts.append(current)
    return parts


def parameter_list(text):
    """The text inside the first balanced parentheses of text (which may span lines)."""
    start = text.find("(")
    if start < 0:
        return None
    depth = 0
    for index in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return text[start + 1:index]
    return None


def labels(parameters):
    result = []
    for parameter in top_level_split(parameters):
        head = parameter.split(":")[0].split()
        if head:
            result.append(head[0].strip("`") + ":")
    return "".join(result)


class Name:
    def __init__(self, owner, kind, base, selector, file):
        self.owner, self.kind, self.base, self.selector, self.file = owner, kind, base, selector, file

    @property
    def key(self):
        return self.selector or self.base

    def __str__(self):
        return f"{self.owner}.{self.key}" if self.owner else self.key


def declarations(path):
    """(container, kind, modifiers, rest of the line, header) for each declaration at file or
    type level (never inside a function or property body). The container is None at file
    level, else ("type", kind, name, modifiers, its own container), kind being a type's kind or
    "extension"; the header is the text from the name on, past the line, for parameter lists."""
    text = clean(path.read_text(errors="replace"))
    found = []
    # Walk the blocks: a `{` opens a type (or extension) body when the last declaration before
    # it, at the current level, is a type or an extension; anything else is a body we skip.
    stack = [None]  # None: file level; ("type", …) as above, or ("body",)
    position = 0
    # A final "}" closes the file level's last segment (declarations after the last brace).
    for match in re.finditer(r"[{}]", text + "\n}"):
        segment = text[position:match.start()]
        full_from = position
        position = match.end()
        container = stack[-1]
        last = None
        if container is None or container[0] == "type":
            for declaration in DECLARATION.finditer(segment):
                kind, rest, mods = declaration.group("kind"), declaration.group("rest"), declaration.group("mods")
                # The header continues past the line for a parameter list.
                header = text[full_from + declaration.start("rest"):full_from + declaration.start("rest") + 2000]
                found.append((container, kind, mods, rest, header))
                last = (kind, rest, mods)
        if match.group(0) == "}":
            if len(stack) > 1:
                stack.pop()
            continue
        if container is not None and container[0] == "body":
            stack.append(("body",))
            continue
        if last and last[0] in TYPE_KINDS | {"extension"}:
            name = re.match(r"\s*([A-Za-z_][A-Za-z0-9_.]*)", last[1])
            stack.append(("type", last[0], name.group(1) if name else "?", last[2], container))
        else:
            stack.append(("body",))
    return found


def owner_path(container):
    """The dotted name of the type (or extended type) a container declares."""
    names, chain = [], container
    while chain is not None:
        names.append(chain[2])
        chain = chain[4]
    return ".".join(reversed(names))


def public_names(folder):
    """Every public name of the Swift files under folder."""
    entries, types = [], {}
    for path in sorted(folder.rglob("*.swift")):
        for container, kind, mods, rest, header in declarations(path):
            entries.append((path, container, kind, mods, rest, header))
            if kind in TYPE_KINDS:
                name = re.match(r"\s*" + IDENTIFIER, rest)
                if name:
                    owner = owner_path(container)
                    types[(owner + "." if owner else "") + name.group(1)] = (container, mods)

    def type_visible(full):
        if full not in types:
            return True  # a type of UIKit or Foundation, extended by the library
        container, mods = types[full]
        return container_visible(container) and (
            is_public(mods) or (container is not None and container[1] == "extension"
                                and is_public(container[3]) and not is_restricted(mods)))

    def container_visible(container):
        if container is None:
            return True
        if container[1] == "extension":
            if is_restricted(container[3]):
                return False
            extended = container[2]
            return type_visible(extended) or type_visible(extended.split(".")[-1])
        return type_visible(owner_path(container))

    names = []
    for path, container, kind, mods, rest, header in entries:
        if kind == "extension" or not container_visible(container):
            continue
        inside = container[1] if container else None
        default_public = container is not None and (
            inside == "protocol" or (inside == "extension" and is_public(container[3]))
            or (inside == "enum" and kind == "case"))
        if kind == "case" and inside != "enum":
            continue
        if not (is_public(mods) or (default_public and not is_restricted(mods))):
            continue
        if container is not None and container[1] == "extension":
            owner = container[2]
        else:
            owner = owner_path(container) if container else ""
        file = path.name
        if kind in TYPE_KINDS | {"typealias", "associatedtype"}:
            name = re.match(r"\s*" + IDENTIFIER, rest)
            if name:
                names.append(Name(owner, kind, name.group(1), None, file))
        elif kind == "case":
            for part in top_level_split(rest):
                name = re.match(r"\s*" + IDENTIFIER, part)
                if name:
                    names.append(Name(owner, kind, name.group(1), None, file))
        elif kind in {"var", "let"}:
            if "override" in mods.split():
                continue
            for part in top_level_split(rest.split("{")[0]):
                name = re.match(r"\s*" + IDENTIFIER + r"\s*(?:[:=,]|$)", part)
                if name:
                    names.append(Name(owner, kind, name.group(1), None, file))
        elif kind in {"func", "init", "subscript"}:
            if kind != "init" and "override" in mods.split():
                continue
            if kind == "func":
                name = re.match(r"\s*(`?[A-Za-z_][A-Za-z0-9_]*`?|[^\sA-Za-z0-9_(<]+)", rest)
                base = name.group(1).strip("`") if name else "?"
            else:
                base = kind
            parameters = parameter_list(header)
            selector_labels = labels(parameters) if parameters is not None else ""
            if kind == "func" and not re.match(r"[A-Za-z_`]", base) and parameters is not None:
                # An operator's parameters have no argument labels.
                selector_labels = "_:" * len([p for p in top_level_split(parameters) if p.strip()])
            if kind == "subscript" and parameters is not None:
                # A subscript's parameters have no argument label unless they name two.
                selector_labels = "".join(
                    (p.split(":")[0].split()[0] if len(p.split(":")[0].split()) > 1 else "_") + ":"
                    for p in top_level_split(parameters) if p.strip())
            names.append(Name(owner, kind, base, f"{base}({selector_labels})", file))
    unique = {}
    for name in names:
        unique.setdefault((name.owner, name.kind, name.key), name)
    return list(unique.values())


# --- reading the guide -------------------------------------------------------------------------

COUNTERPART = re.compile(r"`|\bthe same\b|\bno edit\b|not offered, because", re.I)


def gives_counterpart(cell):
    """A second cell names the counterpart (code, "the same", "no edit"), or says "not offered"
    and why: one that starts with "not offered" must give a "because"."""
    if re.match(r"not offered", cell, re.I):
        return "because" in cell
    return COUNTERPART.search(cell) is not None


def guide_rows(text):
    """(first cell, second cell, line number) of every two-column table row, headers left out."""
    rows, previous = [], None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.startswith("|"):
            previous = None
            continue
        if re.match(r"^\|\s*:?-", line):
            if rows and rows[-1][2] == number - 1:
                rows.pop()  # the header row
            previous = None
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) == 2:
            rows.append((cells[0], cells[1], number))
    return rows


def call_labels(arguments):
    """The labels of a call's arguments (`a: x, b: y` → `a:b:`), or of a selector (`a:b:`)."""
    arguments = arguments.strip()
    if re.fullmatch(r"(?:[A-Za-z_][A-Za-z0-9_]*:)*", arguments.replace(" ", "")):
        return arguments.replace(" ", "")
    result = ""
    for argument in top_level_split(arguments):
        label = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:", argument)
        result += (label.group(1) if label else "_") + ":"
    return result


def span_matches(span, name, ambiguous_functions):
    # A word followed by a colon is an argument label (`dynamic(center:)`, `f(title: …)`), not
    # the name of a property or a case.
    word = lambda w: re.search(r"(?<![A-Za-z0-9_])" + re.escape(w) + r"(?![A-Za-z0-9_]|\s*:(?!:))", span)
    if name.kind in {"func", "init", "subscript"}:
        heads = [name.base] if name.kind != "init" else ["init", name.owner.split(".")[-1]]
        wanted = name.selector[len(name.base) + 1:-1]
        for head in heads:
            for call in re.finditer(r"(?<![A-Za-z0-9_])" + re.escape(head) + r"\(", span):
                inside = parameter_list(span[call.end() - 1:])
                if inside is None:
                    continue
                if inside.strip() == "…" or call_labels(inside) == wanted:
                    return True
        if name.kind == "func" and name.base not in ambiguous_functions:
            return bool(word(name.base))
        return False
    return bool(word(name.base))


def check(library, folder, guide, listing):
    names = [n for n in public_names(folder) if n.key not in EXCLUDED]
    text = guide.read_text()
    rows = [r for r in guide_rows(text) if gives_counterpart(r[1])]
    function_count = {}
    for name in names:
        if name.kind == "func":
            function_count.setdefault(name.base, set()).add(name.selector)
    ambiguous_functions = {b for b, s in function_count.items() if len(s) > 1}
    declared_by = {}
    for name in names:
        declared_by.setdefault(name.key, set()).add(name.owner)
    missing = []
    for name in names:
        found = None
        shared = len(declared_by.get(name.key, ())) > 1
        owner_short = name.owner.split(".")[-1]
        for first, second, number in rows:
            spans = re.findall(r"``?([^`]+)``?", first)
            hit = [s for s in spans if span_matches(s, name, ambiguous_functions)]
            if not hit:
                continue
            if shared and owner_short:
                qualified = any(re.search(r"(?<![A-Za-z0-9_])" + re.escape(owner_short) + r"\b", s)
                                for s in spans)
                if not qualified:
                    continue
            found = number
            break
        if found is None:
            missing.append(name)
        elif listing:
            print(f"    {name} ({name.kind}, {name.file}): line {found}")
    print(f"guide names: {library}: {len(names)} public names, {len(names) - len(missing)} mapped, "
          f"{len(missing)} missing")
    for name in missing:
        print(f"    missing: {name} ({name.kind}, {name.file})")
    return len(missing)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--library", action="append")
    parser.add_argument("--list", action="store_true", help="print every name and its row")
    arguments = parser.parse_args()
    sources = library_sources()
    references = pathlib.Path(os.environ.get("CURTAIN_REFERENCES")
                              or pathlib.Path.home() / ".cache" / "curtain" / "references")
    libraries = arguments.library or sorted(sources)
    if not any((references / sources[name]).is_dir() for name in libraries):
        print(f"guide names: skipped (no seed library sources in {references})")
        return 0
    missing = 0
    for library in libraries:
        folder = references / sources[library]
        if not folder.is_dir():
            print(f"guide names: {library}: skipped (no {library} sources in {references})")
            continue
        missing += check(library, folder, GUIDES / f"MigratingFrom{library}.md", arguments.list)
    if missing:
        sys.stdout.flush()
        print(f"guide names: {missing} public names without a row in their guide", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
