#!/usr/bin/env python3
"""Type-checks every ```swift block in README.md and every DocC catalog as a reader would paste it.

Usage: .ci/snippet-check.py [--build DIR] [--keep DIR] [FILE.md ...]
       (default: README.md and every Markdown file of the DocC catalogs in Sources/*/ and
       Plugins/*/; DIR defaults to .build/debug and must hold the built modules, so run
       `swift build` first)

The rules, stated once (the README's Development section points here):

* Each block is a file of a package that depends on Curtain: it carries its own imports, and it
  is library code (`-parse-as-library`, Swift 6, strict concurrency), so statements live inside
  functions or tests, never at the top level.
* A block may use what an EARLIER block of the same article declared: block k of an article is
  checked as one module made of the article's checked blocks 0…k, each in its own file (imports
  are per file in Swift, so every block still needs its own imports).
* A block that imports CurtainUIKit or UIKit is checked against the UIKit stub in
  Tests/UIKitStub (the path .ci/uikit-check.sh uses), with Tests/DocsExamples/Prelude.swift
  declaring the app's view controllers. A block that imports CurtainSwiftUI or SwiftUI is checked
  against the SwiftUI stub in Tests/SwiftUIStub as well (built by .ci/swiftui-check.sh).
* A block that imports Testing or XCTest is checked with the toolchain's testing modules.
* A block that imports Jelly, Presentr, AZTransitions or EasyTransitions is another library's
  code (a migration guide's "before") and is skipped.
* A block starting `// swift-tools-version` is a manifest: it is written into a temporary package
  as Package.swift (with a checkout of this package beside it for path dependencies) and loaded
  with `swift package dump-package`.
* `<!-- fragment -->` on the line before a fence marks a deliberate fragment (a method body shown
  on its own): it is not compiled. At most one block in five may be a fragment.
* With `--run`, the tests the articles show are run too: every article with a block that imports
  Testing becomes a test target (its checked blocks other than UIKit ones, so later blocks see
  earlier declarations) of a temporary package that depends on this one by path, and
  `swift test` runs them, so the numbers the articles state are checked, not only typed. A test
  that compares with a golden timeline or filmstrip (`assertTimeline`, `assertFilmstrip`) needs
  its reviewed file and is only type-checked.

* With `--apple-sdk MODULES` (run by .ci/apple-sdk-check.sh, which passes the compiler's SDK
  flags in $CURTAIN_SDK_FLAGS), every block is checked for iOS against Apple's real SDK and the
  Curtain modules in MODULES, emitted for iOS, instead of the stubs: headless, plug-in, UIKit and
  SwiftUI blocks alike (with the same prelude, and the check's SDK-age backfill). Blocks that
  import Testing or XCTest (the testing modules come with Xcode, not with the SDK) and manifests
  are left to the Linux run; `--run` does not apply.

Prints one line per block and a summary with the counts; exits 1 on any failure.
"""
import json
import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOREIGN = {"Jelly", "Presentr", "AZTransitions", "EasyTransitions"}
IMPORT_TESTING = re.compile(r"^[ \t]*import[ \t]+Testing\b", re.M)
FENCE = re.compile(r"^([ \t]*)```swift[ \t]*\n(.*?)^[ \t]*```[ \t]*$", re.S | re.M)
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)",
    re.M)


def blocks(path):
    """Yields (line, code, is_fragment) for every ```swift block of a Markdown file."""
    text = path.read_text()
    for match in FENCE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        before = text[: match.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
        yield line, textwrap.dedent(match.group(2)), before == "<!-- fragment -->"


def run(command, cwd=None):
    """Runs a command; returns (ok, output) where ok also requires no warning or error."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    output = result.stdout + result.stderr
    diagnostics = re.search(r"(error|warning):", output)
    return result.returncode == 0 and not diagnostics, output


def package_name():
    """The -package-name SwiftPM gave the modules (see .ci/package-name.sh)."""
    result = subprocess.run(["bash", str(ROOT / ".ci" / "package-name.sh")],
                            capture_output=True, text=True, check=True)
    return result.stdout.strip()


class UIKitStub:
    """Builds the QuartzCore, UIKit and CurtainUIKit modules against Tests/UIKitStub, once."""

    def __init__(self, scratch, modules):
        self.directory = scratch / "stub"
        self.modules = modules
        self.built = None

    def ensure(self):
        if self.built is not None:
            return self.built
        self.directory.mkdir(parents=True, exist_ok=True)
        swift6 = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6"]
        steps = [
            ["bash", str(ROOT / ".ci" / "build-uikit-model.sh"), str(self.directory)],
            swift6 + ["-module-name", "CurtainUIKit", "-package-name", package_name(),
                      "-I", str(self.directory), "-I", str(self.modules),
                      "-o", str(self.directory / "CurtainUIKit.swiftmodule")]
            + sorted(str(p) for p in (ROOT / "Sources" / "CurtainUIKit").rglob("*.swift")),
        ]
        for command in steps:
            ok, output = run(command)
            if not ok:
                print(output, file=sys.stderr)
                self.built = False
                return False
        self.built = True
        return True


class SwiftUIStub:
    """Builds the UIKit, SwiftUI, CurtainUIKit and CurtainSwiftUI modules against the stubs, once."""

    def __init__(self, scratch, build, modules):
        self.directory = scratch / "swiftui-stub"
        self.build = build
        self.modules = modules
        self.built = None

    def ensure(self):
        if self.built is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            ok, output = run(["bash", str(ROOT / ".ci" / "swiftui-check.sh"), "--emit-stubs",
                              str(self.directory), self.build])
            if ok:
                package = subprocess.run(["bash", str(ROOT / ".ci" / "package-name.sh"), self.build],
                                         capture_output=True, text=True).stdout.strip()
                ok, output = run(
                    ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6",
                     "-module-name", "CurtainSwiftUI", "-package-name", package,
                     "-I", str(self.directory), "-I", str(self.modules),
                     "-o", str(self.directory / "CurtainSwiftUI.swiftmodule")]
                    + sorted(str(p) for p in (ROOT / "Sources" / "CurtainSwiftUI").rglob("*.swift")))
            if not ok:
                print(output, file=sys.stderr)
            self.built = ok
        return self.built


def check_manifest(code, scratch, index):
    """Loads a Package.swift block with `swift package dump-package`."""
    package = scratch / f"manifest{index}" / "App"
    package.mkdir(parents=True)
    (package / "Package.swift").write_text(code)
    for target in re.findall(r'\.(?:executableTarget|target|testTarget)\(\s*name:\s*"([^"]+)"', code):
        folder = package / ("Tests" if "Tests" in target else "Sources") / target
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "File.swift").write_text("")
    # A path dependency on "../Curtain" (or similar) finds this package's manifest beside it.
    for dependency in re.findall(r'\.package\(\s*(?:name:\s*"[^"]+",\s*)?path:\s*"([^"]+)"', code):
        target = (package / dependency).resolve()
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.mkdir()
            shutil.copy(ROOT / "Package.swift", target / "Package.swift")
    return run(["swift", "package", "dump-package"], cwd=package)


def plugin_products():
    """The plug-in libraries, `Curtain<Name>` for each name in Package.swift's `let plugins`."""
    text = (ROOT / "Package.swift").read_text(encoding="utf-8")
    match = re.search(r"\nlet plugins = \[([^\]]*)\]", text)
    return [f"Curtain{name}" for name in re.findall(r'"(\w+)"', match.group(1))] if match else []


PRODUCTS = ["Curtain", "CurtainHeadless", "CurtainTesting", "CurtainPreview", "CurtainAnimators"] + plugin_products()


def run_tests(runnable, scratch):
    """Runs the articles' tests in a temporary package that depends on this one; returns 0 or 1."""
    package = scratch / "run"
    targets = []
    for name, blocks in sorted(runnable.items()):
        if not any(IMPORT_TESTING.search(code) for code in blocks):
            continue
        target = "Doc" + re.sub(r"\W", "", name.split("_docc_")[-1])
        folder = package / "Tests" / target
        folder.mkdir(parents=True, exist_ok=True)
        for index, code in enumerate(blocks):
            if "assertTimeline(" in code or "assertFilmstrip(" in code:
                code = "#if false  // a golden file needs its reviewed file\n" + code + "\n#endif\n"
            (folder / f"Block{index}.swift").write_text(code)
        targets.append(target)
    if not targets:
        print("snippet-check --run: no article shows a test")
        return 0
    dependencies = ", ".join(f'.product(name: "{p}", package: "Curtain")' for p in PRODUCTS)
    test_targets = ",\n    ".join(
        f'.testTarget(name: "{t}", dependencies: [{dependencies}])' for t in targets)
    (package / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DocSnippets",
  platforms: [.macOS(.v12)],
  dependencies: [.package(name: "Curtain", path: "{ROOT}")],
  targets: [
    {test_targets}
  ],
  swiftLanguageModes: [.v6]
)
""")
    command = ["swift", "test", "--package-path", str(package),
               "--scratch-path", str(ROOT / ".build" / "snippet-run")]
    result = subprocess.run(command, capture_output=True, text=True)
    output = result.stdout + result.stderr
    summary = [line for line in output.splitlines() if "Test run with" in line or "✘" in line]
    print("\n".join(summary[-20:]))
    if result.returncode != 0:
        print(output[-4000:], file=sys.stderr)
        print(f"snippet-check --run: the tests of {len(targets)} articles failed", file=sys.stderr)
        return 1
    print(f"snippet-check --run: the tests of {len(targets)} articles pass ({', '.join(targets)})")
    return 0



def documentation_files():
    """README.md, then every Markdown file of the DocC catalogs in the targets' folders."""
    catalogs = sorted(pathlib.Path(".").glob("Sources/*/*.docc")) + sorted(
        pathlib.Path(".").glob("Plugins/*/*.docc"))
    return [pathlib.Path("README.md")] + [
        page for catalog in catalogs for page in sorted(catalog.rglob("*.md"))]

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=".build/debug")
    parser.add_argument("--keep", help="write the checked files here instead of a temp directory")
    parser.add_argument("--run", action="store_true", help="also run the articles' tests")
    parser.add_argument("--apple-sdk", metavar="MODULES",
                        help="check for iOS against the real SDK, with Curtain's iOS modules here")
    parser.add_argument("--backfill", help="with --apple-sdk: the SDK-age declarations to add")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    if arguments.apple_sdk:
        return main_apple_sdk(arguments)
    os.chdir(ROOT)
    files = [pathlib.Path(f) for f in arguments.files] or (
        documentation_files())
    modules = (ROOT / arguments.build / "Modules").resolve()
    if not (modules / "Curtain.swiftmodule").exists():
        sys.exit(f"snippet-check: no Curtain module in {modules}; run swift build first")
    scratch = pathlib.Path(arguments.keep or tempfile.mkdtemp(prefix="snippets-")).resolve()
    scratch.mkdir(parents=True, exist_ok=True)
    stub = UIKitStub(scratch, modules)
    swiftui_stub = SwiftUIStub(scratch, arguments.build, modules)
    prelude = ROOT / "Tests" / "DocsExamples" / "Prelude.swift"

    counts = {"checked": 0, "uikit": 0, "manifest": 0, "fragment": 0, "foreign": 0, "failed": 0}
    failures = []
    runnable = {}  # article name -> its checked non-UIKit blocks, for --run
    for path in files:
        article = scratch / re.sub(r"\W", "_", str(path.with_suffix("")))
        earlier = []  # the article's checked files so far
        earlier_swiftui = []  # the same files, each with whether it imports SwiftUI
        for line, code, fragment in blocks(path):
            where = f"{path}:{line}"
            imported = set(IMPORT.findall(code))
            if imported & FOREIGN:
                counts["foreign"] += 1
                print(f"skip      {where} (imports {', '.join(sorted(imported & FOREIGN))})")
                continue
            if fragment:
                counts["fragment"] += 1
                print(f"fragment  {where}")
                continue
            if code.lstrip().startswith("// swift-tools-version"):
                ok, output = check_manifest(code, scratch, counts["manifest"])
                counts["manifest"] += 1
                kind = "manifest"
            else:
                article.mkdir(parents=True, exist_ok=True)
                file = article / f"block{len(earlier)}_line{line}.swift"
                file.write_text(code)
                swiftui = bool({"SwiftUI", "CurtainSwiftUI"} & imported)
                uikit = swiftui or bool({"UIKit", "CurtainUIKit"} & imported)
                earlier.append((file, uikit))
                needs_stub = any(u for _, u in earlier)
                needs_swiftui = swiftui or any(s for _, s in earlier_swiftui)
                earlier_swiftui.append((file, swiftui))
                command = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library",
                           "-module-name", "Snippet"]
                if needs_swiftui:
                    if not swiftui_stub.ensure():
                        sys.exit("snippet-check: the SwiftUI stub did not build (see above)")
                    command += ["-I", str(swiftui_stub.directory)]
                elif needs_stub:
                    if not stub.ensure():
                        sys.exit("snippet-check: the UIKit stub did not build (see above)")
                    command += ["-I", str(stub.directory)]
                command += ["-I", str(modules)]
                command += [str(f) for f, _ in earlier]
                if needs_stub:
                    command.append(str(prelude))
                ok, output = run(command)
                counts["uikit" if uikit else "checked"] += 1
                if not uikit:
                    runnable.setdefault(article.name, []).append(code)
                kind = "uikit" if uikit else "swift"
            if ok:
                print(f"ok        {where} ({kind})")
            else:
                counts["failed"] += 1
                failures.append(where)
                print(f"FAILED    {where} ({kind})\n{textwrap.indent(output.strip(), '    ')}")

    compiled = counts["checked"] + counts["uikit"] + counts["manifest"]
    total = compiled + counts["fragment"]
    print(
        f"\nsnippet-check: {total} blocks in {len(files)} files: {compiled} checked "
        f"({counts['checked']} headless/plug-in/testing, {counts['uikit']} UIKit/SwiftUI against the stubs, "
        f"{counts['manifest']} manifests), {counts['fragment']} fragments, "
        f"{counts['foreign']} other libraries' code skipped; {counts['failed']} failed")
    status = 0
    if arguments.run and not failures:
        status = run_tests(runnable, scratch)
    if failures:
        print("failed: " + ", ".join(failures), file=sys.stderr)
        status = 1
    if total and counts["fragment"] * 5 > total:
        print(f"snippet-check: {counts['fragment']} of {total} blocks are fragments; "
              "at most one in five may be", file=sys.stderr)
        status = 1
    if not arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    sys.exit(status)


def main_apple_sdk(arguments):
    """Every block but tests and manifests, for iOS against the real SDK (see the docstring)."""
    os.chdir(ROOT)
    files = [pathlib.Path(f) for f in arguments.files] or (
        documentation_files())
    flags = json.loads(os.environ["CURTAIN_SDK_FLAGS"])
    prelude = ROOT / "Tests" / "DocsExamples" / "Prelude.swift"
    extra = [arguments.backfill] if arguments.backfill else []
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="snippets-ios-")).resolve()
    checked, failed, left = 0, [], 0
    for path in files:
        article = scratch / re.sub(r"\W", "_", str(path.with_suffix("")))
        earlier = []
        for line, code, fragment in blocks(path):
            where = f"{path}:{line}"
            imported = set(IMPORT.findall(code))
            if fragment or imported & FOREIGN or code.lstrip().startswith("// swift-tools-version"):
                continue
            if imported & {"Testing", "XCTest"}:
                left += 1
                continue
            article.mkdir(parents=True, exist_ok=True)
            file = article / f"block{len(earlier)}_line{line}.swift"
            file.write_text(code)
            earlier.append((file, bool({"UIKit", "CurtainUIKit", "SwiftUI", "CurtainSwiftUI"} & imported)))
            command = flags + ["-typecheck", "-parse-as-library", "-module-name", "Snippet"]
            command += [str(f) for f, _ in earlier] + extra
            if any(u for _, u in earlier):
                command.append(str(prelude))
            result = subprocess.run(command, capture_output=True, text=True)
            output = result.stdout + result.stderr
            checked += 1
            if result.returncode == 0 and not re.search(r"error:", output):
                print(f"ok        {where} (iOS SDK)")
            else:
                failed.append(where)
                print(f"FAILED    {where} (iOS SDK)\n{textwrap.indent(output.strip(), '    ')}")
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"snippet-check --apple-sdk: {checked} checked for iOS, {left} test blocks left to the "
          f"Linux run; {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
