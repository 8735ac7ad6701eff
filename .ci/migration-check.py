#!/usr/bin/env python3
"""Migration by the guide alone: each seed library's own example app, migrated by the steps its
guide lists and nothing else, type-checks against Curtain for iOS 15 on Apple's real SDK.

Usage: bash .ci/apple-sdk-check.sh --only migration   (builds Curtain's modules, then runs this)
       .ci/migration-check.py [--modules DIR | --modules-cache DIR] [--library NAME]...
                              [--keep DIR] [--show]

Issue 34's promise to a Jelly, Presentr, AZTransitions or EasyTransitions user: change the import,
follow the migration guide, keep your transitions. For each library whose sources are in
$CURTAIN_REFERENCES (default ~/.cache/curtain/references/<Library>, at the releases
.ci/reference-differential.sh names; never committed; without them it prints a line saying it
skipped):
  (a) the witness is the library's own example app, from the cache: we did not write it, its
      authors wrote it for that release. Files that import a third-party module other than the
      library (Jelly's example imports the TouchVisualizer pod for its demo videos) are left out
      and named; nothing of the app is ever copied into the repository;
  (b) the app is first proven valid for the library: the library's sources are compiled as their
      own module (Swift 5 mode, as they are written) and the app is type-checked against it, for
      arm64-apple-ios15.0 against Apple's SDK (.ci/apple-sdk/check.py's compiler setup). An error
      here is the witness's, and fails the check: it would measure nothing;
  (c) the guide's edits are applied mechanically, and only those: every row of the tables under
      its "Step by step" and "Renames" headings whose first cell is one code span and whose
      second is code spans (an optional remark in parentheses after them) is a rewrite, read
      from the guide itself (the guide is the only list), applied in the table's order:
        `old` | `new`           replaces the text old by new, literally;
        `old` | `a`, `b`        replaces a line that is old by two lines, a and b;
        `old` | (deleted)       removes it (its whole line when old is all of it);
      and in either cell `…` stands for any text on one line (the same text in new as in old, in
      order), `…name` for an identifier. Rows with prose cells are documentation, not edits;
  (d) the migrated app is type-checked against Curtain's modules (those check.py builds, or
      built here: `--modules-cache DIR` keeps them and builds again only what changed) in Swift
      5 mode as the app is written, seeing Curtain's public API only, and the check prints
      `migration check: <Library>: N edits from the guide, E errors`, and fails on any error.
`--show` prints every edit; `--keep DIR` keeps the migrated copies there (outside the repository).
"""
import argparse
import importlib.util
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SDK_CHECK = ROOT / ".ci" / "apple-sdk" / "check.py"
GUIDES = ROOT / "Sources" / "Curtain" / "Curtain.docc"

# Each library: its sources (a folder of its repository), its example app, the Curtain modules a
# migrated app imports (the guide's step 1 names them).
LIBRARIES = {
    "Jelly": ("Jelly/Jelly", "Jelly/Example/Jelly"),
    "Presentr": ("Presentr/Presentr", "Presentr/PresentrExample/PresentrExample"),
    "AZTransitions": ("AZTransitions/Source", "AZTransitions/iOS Example"),
    "EasyTransitions": ("EasyTransitions/EasyTransitions/Classes",
                        "EasyTransitions/Example/EasyTransitions"),
}
# Modules an app may import without being a third-party dependency.
APPLE = {"UIKit", "Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Swift", "SwiftUI",
         "AVFoundation", "Dispatch", "os"}
CURTAIN_MODULES = ("Curtain", "CurtainUIKit", "CurtainAnimators")


def load_sdk_check():
    spec = importlib.util.spec_from_file_location("apple_sdk_check", SDK_CHECK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def say(message):
    print(message, flush=True)


class Toolchain:
    """check.py's compiler setup for Swift 5 app code: no package name (an app is no part of
    Curtain's package, so it sees only public API)."""

    def __init__(self, check, sdk):
        work = pathlib.Path(os.environ.get("CURTAIN_SDK_WORK")
                            or pathlib.Path.home() / ".cache" / "curtain" / "sdk-work")
        res, overlay, cache = check.prepare(sdk, work)
        self.check = check
        self.common = ["swiftc", "-target", check.TARGET, "-sdk", str(sdk), "-resource-dir",
                       str(res), "-module-cache-path", str(cache), "-I", str(overlay)]

    def run(self, arguments):
        result = subprocess.run(self.common + arguments, capture_output=True, text=True, cwd=ROOT)
        return result.returncode, result.stdout + result.stderr


def error_lines(output):
    return [line for line in output.splitlines()
            if re.match(r"^\S+?:\d+:\d+: error: ", line) or re.match(r"^(<unknown>|error):", line)]


def build_curtain(check, sdk, folder):
    """The modules a migrated app imports, as check.py's `targets` step emits them."""
    res, overlay, cache = check.prepare(sdk, pathlib.Path(
        os.environ.get("CURTAIN_SDK_WORK") or pathlib.Path.home() / ".cache" / "curtain" / "sdk-work"))
    compiler = check.Compiler(sdk, res, overlay, cache, folder)
    wanted, targets = set(), {t["name"]: t for t in check.package_targets()}

    def need(name):
        if name in wanted or name not in targets:
            return
        wanted.add(name)
        for dependency in targets[name].get("target_dependencies", []):
            need(dependency)

    for name in CURTAIN_MODULES:
        need(name)
    backfill = str(check.HERE / "Backfill.swift")
    rebuilt = set()
    for target in check.package_targets():
        name = target["name"]
        if name not in wanted:
            continue
        files = check.sources_of(target["path"], []) + [backfill]
        if name == "Curtain":
            files.append(str(check.HERE / "BackfillConformances.swift"))
        module = folder / f"{name}.swiftmodule"
        if module.exists() and not rebuilt & set(target.get("target_dependencies", [])) and all(
                pathlib.Path(f).stat().st_mtime < module.stat().st_mtime for f in files):
            continue  # a kept module folder (--modules-cache) with nothing newer
        rebuilt.add(name)
        if target.get("resources"):
            accessor = folder / f"{name}-resource-accessor.swift"
            accessor.write_text("import Foundation\n\nextension Foundation.Bundle {\n"
                                "  static let module: Bundle = Bundle.main\n}\n")
            files.append(str(accessor))
        if not compiler.run("module for the migrated apps", [
                "-emit-module", "-Xfrontend", "-experimental-skip-all-function-bodies",
                "-emit-module-path", str(folder / f"{name}.swiftmodule"), "-parse-as-library",
                "-module-name", name] + files, name):
            return False
    return True


# --- the guide's edits -------------------------------------------------------------------------

CODE_SPAN = re.compile(r"`([^`]+)`")
# A cell that is an edit: one code span, or for the new text several (each on its own line, as
# "`import Curtain`, `import CurtainUIKit`"), with an optional remark in parentheses after them.
EDIT_CELL = re.compile(r"^`[^`]+`(?:(?:,| and) `[^`]+`)*(?: \(.*\))?$")


def table_rows(text, headings):
    """The table rows under the given headings (until the next heading), header rows left out."""
    rows, inside = [], False
    for line in text.splitlines():
        heading = re.match(r"^#{2,4} (.*)$", line)
        if heading:
            inside = heading.group(1).strip() in headings
            continue
        if not inside or not line.startswith("|"):
            continue
        if re.match(r"^\|\s*:?-", line):
            rows.pop()  # the header row above the separator
            continue
        rows.append([c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]])
    return rows


def guide_edits(library):
    """(description, compiled pattern, replacement) for every machine-applicable row."""
    text = (GUIDES / f"MigratingFrom{library}.md").read_text()
    edits = []
    for cells in table_rows(text, {"Step by step", "Renames"}):
        if len(cells) < 2 or not re.fullmatch(r"`[^`]+`", cells[0]):
            continue
        old = cells[0][1:-1]
        deleted = cells[1] == "(deleted)"
        if not (deleted or EDIT_CELL.match(cells[1])):
            continue
        news = [] if deleted else CODE_SPAN.findall(
            re.match(r"^`[^`]+`(?:(?:,| and) `[^`]+`)*", cells[1]).group(0))
        pattern, replacement = compile_row(old, "\n".join(news))
        description = f"`{old}` -> " + ("(deleted)" if deleted else ", ".join(f"`{n}`" for n in news))
        if deleted:
            # A deleted statement takes its line with it; a deleted fragment leaves the rest.
            edits.append((description, re.compile(
                r"^[ \t]*" + pattern.pattern + r"[ \t]*\n", re.M), ""))
            edits.append((description, pattern, ""))
            continue
        if len(news) > 1:
            # Several new lines, each with the indentation of the line they replace.
            pattern = re.compile(r"^([ \t]*)" + pattern.pattern + r"[ \t]*$", re.M)
            replacement = "\\g<1>" + shift_groups(replacement).replace("\n", "\n\\g<1>")
        edits.append((description, pattern, replacement))
    return edits


def shift_groups(replacement):
    """The groups of a row move up by one when the indentation is captured first."""
    return re.sub(r"\\g<(\d+)>", lambda m: f"\\g<{int(m.group(1)) + 1}>", replacement)


def compile_row(old, new):
    """`…` is any text on one line, `…name` an identifier; new's placeholders take old's text,
    the first unused one of the same spelling."""
    pieces = [p for p in re.split(r"(…[A-Za-z]*)", old) if p]
    pattern, groups = "", []
    for position, piece in enumerate(pieces):
        if piece.startswith("…"):
            groups.append(piece)
            last = position == len(pieces) - 1
            pattern += r"([A-Za-z_][A-Za-z0-9_]*)" if piece != "…" else (r"(.*)" if last else r"(.*?)")
        else:
            pattern += re.escape(piece)
    # A row starting or ending with a word matches whole words: `Animator` leaves `Animators`.
    if re.match(r"\w", old):
        pattern = r"(?<!\w)" + pattern
    if re.search(r"\w$", old):
        pattern += r"(?!\w)"
    replacement, used = "", set()
    for piece in re.split(r"(…[A-Za-z]*)", new):
        if piece.startswith("…"):
            index = next(i for i, g in enumerate(groups) if g == piece and i not in used)
            used.add(index)
            replacement += f"\\g<{index + 1}>"
        else:
            replacement += piece.replace("\\", "\\\\")
    return re.compile(pattern), replacement


def migrate(files, edits, show):
    count = 0
    for file in files:
        text = file.read_text()
        for description, pattern, replacement in edits:
            text, made = pattern.subn(replacement, text)
            if made and show:
                say(f"    {file.name}: {made} × {description}")
            count += made
        file.write_text(text)
    return count


# --- one library -------------------------------------------------------------------------------

def app_files(library, folder, left_out):
    files = []
    for file in sorted(folder.rglob("*.swift")):
        imports = set(re.findall(r"^\s*import\s+(?:class\s+|struct\s+)?(\w+)", file.read_text(), re.M))
        foreign = imports - APPLE - {library}
        if foreign:
            left_out.append(f"{file.relative_to(folder)} (imports {', '.join(sorted(foreign))})")
            continue
        files.append(file)
    return files


def check_library(tools, library, references, curtain_modules, scratch, show):
    sources, example = LIBRARIES[library]
    sources, example = references / sources, references / example
    if not sources.is_dir() or not example.is_dir():
        say(f"migration check: {library}: skipped (no {library} sources and example in {references})")
        return 0
    work = scratch / library
    library_modules = work / "library"
    library_modules.mkdir(parents=True)
    left_out = []
    originals = app_files(library, example, left_out)
    for line in left_out:
        say(f"left out  {library} example: {line}, a dependency that is no part of {library}")
    library_files = [str(f) for f in sorted(sources.rglob("*.swift"))]
    status, output = tools.run(
        ["-swift-version", "5", "-emit-module", "-parse-as-library", "-module-name", library,
         "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
         "-emit-module-path", str(library_modules / f"{library}.swiftmodule")] + library_files)
    errors = error_lines(output)
    if status != 0 or errors:
        say(f"FAILED    {library}: its own sources do not build for iOS 15")
        say("\n".join("    " + line for line in (errors or output.splitlines())[-40:]))
        return max(1, len(errors))
    status, output = tools.run(["-swift-version", "5", "-typecheck", "-parse-as-library", "-continue-building-after-errors",
                                "-module-name", f"{library}Example", "-I", str(library_modules)]
                               + [str(f) for f in originals])
    errors = error_lines(output)
    if status != 0 or errors:
        say(f"FAILED    {library}: its example app does not type-check against {library} itself, "
            "so it witnesses nothing")
        say("\n".join("    " + line for line in (errors or output.splitlines())[-40:]))
        return max(1, len(errors))
    say(f"ok        {library}: its example app ({len(originals)} files) type-checks against "
        f"{library}'s own sources")
    migrated_folder = work / "migrated"
    copies = []
    for file in originals:
        copy = migrated_folder / file.relative_to(example)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(file, copy)
        copies.append(copy)
    edits = guide_edits(library)
    count = migrate(copies, edits, show)
    status, output = tools.run(["-swift-version", "5", "-typecheck", "-parse-as-library", "-continue-building-after-errors",
                                "-module-name", f"{library}Example", "-I", str(curtain_modules)]
                               + [str(f) for f in copies])
    errors = error_lines(output)
    if status != 0 and not errors:
        errors = [f"the compiler failed without an error line (exit {status})"]
    for line in errors:
        say("    " + line.replace(str(migrated_folder) + "/", f"<{library} example>/"))
    say(f"migration check: {library}: {count} edits from the guide, {len(errors)} errors")
    return len(errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", help="Curtain's modules for iOS, as check.py emits them")
    parser.add_argument("--library", action="append", choices=sorted(LIBRARIES))
    parser.add_argument("--modules-cache",
                        help="build Curtain's modules into this folder, again only when changed")
    parser.add_argument("--show", action="store_true", help="print every edit made")
    parser.add_argument("--keep", help="keep the migrated apps in this folder")
    arguments = parser.parse_args()
    check = load_sdk_check()
    sdk = check.find_sdk()
    if sdk is None:
        say("migration check: skipped: no iOS SDK (see .ci/apple-sdk/check.py)")
        return 0
    references = pathlib.Path(os.environ.get("CURTAIN_REFERENCES")
                              or pathlib.Path.home() / ".cache" / "curtain" / "references")
    libraries = arguments.library or sorted(LIBRARIES)
    if not any((references / LIBRARIES[name][0]).is_dir() for name in libraries):
        say(f"migration check: skipped (no seed library sources in {references})")
        return 0
    scratch = pathlib.Path(arguments.keep) if arguments.keep else pathlib.Path(
        tempfile.mkdtemp(prefix="migration-"))
    if arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
        scratch.mkdir(parents=True)
    tools = Toolchain(check, sdk)
    if arguments.modules:
        modules = pathlib.Path(arguments.modules)
    else:
        modules = pathlib.Path(arguments.modules_cache or scratch / "curtain-modules")
        modules.mkdir(parents=True, exist_ok=True)
        if not build_curtain(check, sdk, modules):
            return 1
    errors = 0
    for library in libraries:
        errors += check_library(tools, library, references, modules, scratch, arguments.show)
    if not arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
