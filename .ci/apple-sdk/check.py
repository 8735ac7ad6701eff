#!/usr/bin/env python3
"""Type-checks Curtain for iOS 15 against Apple's real iPhoneOS SDK, on Linux.

Usage: .ci/apple-sdk-check.sh            (this file does the work; the shell script runs it)
       .ci/apple-sdk/check.py [--only targets|docs|examples|stubs|reference] [--keep]

What it checks, each with `-target arm64-apple-ios15.0` against the SDK, in Swift 6 mode:
  1. every library target of the package's products, in dependency order: a full type-check of
     its sources, and a module file for its dependents (function bodies skipped: full SILGen of
     typed throws against the SDK's Swift 5.8 standard library crashes, so type-checking is the
     level this check works at);
  2. every ```swift block of README.md and the DocC catalogs that the snippet check compiles
     (.ci/snippet-check.py --apple-sdk): headless, plug-in, UIKit and SwiftUI blocks alike, against
     the real modules instead of the stubs;
  3. the example package (Examples/ThirdPartyAnimator) and the example apps
     (Examples/CurtainGallery and Examples/SwiftUIAlbum, when they exist);
  4. the UIKit and SwiftUI stubs of Tests/ against the SDK's synthesized interfaces
     (.ci/apple-sdk/stub-check.py);
  5. the reference of CurtainUIKit and CurtainSwiftUI (`reference`): on Linux both modules
     compile empty, so their symbol graphs are emitted here, for iOS, alongside their module
     files (`-emit-symbol-graph -emit-symbol-graph-dir`, with `-emit-extension-block-symbols`
     so that their extensions of UIKit's and SwiftUI's types get pages, as the Swift-DocC
     plug-in emits them), and `docc convert --warnings-as-errors`
     builds Sources/CurtainUIKit/CurtainUIKit.docc and Sources/CurtainSwiftUI/CurtainSwiftUI.docc from them (into .build/docc, as
     .ci/run's DocC step does for the other catalogs). A public symbol without a doc comment is
     an error too.
  6. each seed library's own example app, migrated by the steps its migration guide lists and
     nothing else, against the modules of step 1 (`migration`, .ci/migration-check.py; a library
     whose sources are not in ~/.cache/curtain/references is skipped with a line saying so).

Where the SDK is found: $CURTAIN_IOS_SDK, else ~/.cache/curtain/iPhoneOS16.5.sdk. Without one it
prints one line saying it skipped and why, and exits 0. The SDK is Apple's (the public repository
theos/sdks keeps copies; extract its iPhoneOS16.5.sdk folder there): never commit it.

What it prepares itself, in $CURTAIN_SDK_WORK (default ~/.cache/curtain/sdk-work), never inside
the SDK or the repository:
  * a resource directory: the toolchain's lib/swift without its Linux-only module maps (the Linux
    `dispatch` module map would redefine the SDK's), plus API notes for Dispatch and os. Apple's
    toolchains ship API notes that give Dispatch's and os's Objective-C classes their Swift names
    (`OS_dispatch_queue` is `DispatchQueue`); a Linux toolchain has none, and the SDK's Swift
    overlays do not build without them. The notes here are written by this script: only the names
    the overlays need;
  * a copy of SwiftUI's interface, found before the SDK's own, with three `os_log` calls inside
    inlinable bodies blanked (logging only: Swift 6.3 cannot rebuild them against the 16.5 SDK)
    and `View` and `ViewModifier` declared `@MainActor @preconcurrency` as the iOS 18 SDK
    declares them (Apple's documentation of both protocols shows that declaration; in the 16.5
    SDK only their `body` requirements are main-actor isolated) — see SWIFTUI_BACKFILL;
  * a clang and Swift module cache, so a second run takes a fraction of the first.

The SDK is older than the Xcode 16 SDK Curtain's users build with. Its differences are handled in
one visible place, .ci/apple-sdk/Backfill.swift (declarations Swift 6's standard library and the
iOS 18 SDK have, added to every module compiled here) and ALLOWANCES below (a diagnostic the
newer SDK does not give, each naming the difference and Apple's fix); never by editing sources.
Any other error fails the check.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
HERE = pathlib.Path(__file__).resolve().parent
TARGET = "arm64-apple-ios15.0"
PACKAGE = "curtain"

# Diagnostics that come from the SDK's age, not from Curtain: (path suffix, message pattern,
# the difference, Apple's fix). A matched error is printed as allowed, never silently dropped.
ALLOWANCES: list[tuple[str, str, str, str]] = [
    ("Sources/CurtainUIKit/",
     r"reference to static property '(screenChanged|layoutChanged|announcement|pageScrolled)' is "
     r"not concurrency-safe because it involves shared mutable state",
     "UIAccessibility.Notification's constants are mutable C globals in the 16.5 SDK "
     "(`UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityScreenChangedNotification;`)",
     "Apple's current SDK, whose documentation declares `nonisolated static let screenChanged: "
     "UIAccessibility.Notification`"),
    ("Sources/CurtainUIKit/",
     r"reference to static property '(none|button|adjustable|header|staticText|notEnabled|"
     r"selected|image|link)' is not concurrency-safe because it involves shared mutable state",
     "UIAccessibilityTraits' constants are mutable C globals in the 16.5 SDK "
     "(`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton;`)",
     "Apple's current SDK, whose documentation declares `nonisolated static let button: "
     "UIAccessibilityTraits`"),
]

# Sources this check cannot compile for iOS, and why: the testing modules (Swift Testing, XCTest)
# ship with Xcode's toolchain and platform folder, not with the SDK, so CurtainTesting's glue to
# them is type-checked on Linux (swift build) and for the simulator by .github/workflows/apple.yml.
# A file is left out only if it imports one of these modules, so a new file with other code is
# always checked.
TEST_FRAMEWORKS = ("Testing", "XCTest")

# The modules whose reference is built from their iOS symbol graphs (step 5).
REFERENCE_MODULES = ("CurtainUIKit", "CurtainSwiftUI")


def say(message):
    print(message, flush=True)


def find_sdk():
    configured = os.environ.get("CURTAIN_IOS_SDK")
    path = pathlib.Path(configured) if configured else (
        pathlib.Path.home() / ".cache" / "curtain" / "iPhoneOS16.5.sdk")
    return path if (path / "SDKSettings.json").exists() or (path / "usr" / "lib" / "swift").is_dir() else None


def toolchain_lib():
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        sys.exit("apple-sdk-check: no swiftc on PATH")
    return pathlib.Path(os.path.realpath(swiftc)).parent.parent / "lib" / "swift"


def write_api_notes(folder):
    """API notes that name Dispatch's and os's Objective-C types as Apple's toolchains do."""
    def entries(kind, rows):
        text = f"{kind}:\n"
        for name, *pairs in rows:
            text += f"- Name: {name}\n" + "".join(f"  {key}: {value}\n" for key, value in pairs)
        return text

    private = ("SwiftPrivate", "true")
    hidden = ("Availability", "nonswift")

    def named(name):
        return ("SwiftName", f"'{name}'")

    dispatch_classes = [
        ("OS_dispatch_object", named("DispatchObject")), ("OS_dispatch_queue", named("DispatchQueue")),
        ("OS_dispatch_io", named("DispatchIO")), ("OS_dispatch_semaphore", named("DispatchSemaphore")),
        ("OS_dispatch_group", named("DispatchGroup")), ("OS_dispatch_source", named("DispatchSource")),
        ("OS_dispatch_queue_attr", private), ("OS_dispatch_data", named("__DispatchData"))]
    sources = [("mach_send", "MachSend"), ("mach_recv", "MachReceive"),
               ("memorypressure", "MemoryPressure"), ("proc", "Process"), ("read", "Read"),
               ("signal", "Signal"), ("timer", "Timer"), ("data_or", "UserDataOr"),
               ("data_add", "UserDataAdd"), ("data_replace", "UserDataReplace"),
               ("vnode", "FileSystemObject"), ("write", "Write")]
    dispatch_protocols = [("OS_dispatch_source", named("DispatchSourceProtocol"))] + [
        (f"OS_dispatch_source_{c}", named(f"DispatchSource{s}")) for c, s in sources]
    dispatch_typedefs = [(name, private) for name in (
        "dispatch_autorelease_frequency_t", "dispatch_block_flags_t", "dispatch_source_type_t")]
    (folder / "Dispatch.apinotes").write_text(
        "Name: Dispatch\n" + entries("Classes", dispatch_classes)
        + entries("Protocols", dispatch_protocols) + entries("Typedefs", dispatch_typedefs))
    os_typedefs = [("os_log_type_t", named("OSLogType")), ("os_log_t", hidden),
                   ("os_signpost_type_t", named("OSSignpostType"))]
    # The 16.5 overlay calls the underscored logging entry points by their private Swift names.
    os_functions = [(name, private) for name in (
        "_os_log_impl", "_os_log_error_impl", "_os_log_fault_impl", "_os_signpost_emit_with_name_impl",
        "os_log_create", "os_signpost_enabled", "os_signpost_id_generate",
        "os_signpost_id_make_with_pointer")] + [("os_log_type_enabled", named("OSLog.isEnabled(self:type:)"))]
    os_enumerators = [(name, private) for name in (
        "OS_LOG_TYPE_DEFAULT", "OS_LOG_TYPE_INFO", "OS_LOG_TYPE_DEBUG", "OS_LOG_TYPE_ERROR",
        "OS_LOG_TYPE_FAULT", "OS_SIGNPOST_INTERVAL_BEGIN", "OS_SIGNPOST_INTERVAL_END",
        "OS_SIGNPOST_EVENT")]
    (folder / "os.apinotes").write_text(
        "Name: os\n" + entries("Typedefs", os_typedefs) + entries("Classes", [("OS_os_log", named("OSLog"))])
        + entries("Functions", os_functions) + entries("Enumerators", os_enumerators))


# The iOS 18 SDK's isolation of SwiftUI's two protocols (SDK age, like Backfill.swift).
SWIFTUI_BACKFILL = [
    ("public protocol ViewModifier {", "@_Concurrency.MainActor @preconcurrency public protocol ViewModifier {"),
    ("@_typeEraser(AnyView) public protocol View {",
     "@_Concurrency.MainActor @preconcurrency @_typeEraser(AnyView) public protocol View {"),
]


def patch_swiftui(text):
    text, _ = blank_os_log(text)
    for old, new in SWIFTUI_BACKFILL:
        if text.count(old) != 1:
            sys.exit(f"apple-sdk-check: SwiftUI's interface does not declare `{old}` once")
        text = text.replace(old, new)
    return text


def blank_os_log(text):
    """`os_log(…)` calls (balanced parentheses, string literals respected) become `()`."""
    out, index, count = [], 0, 0
    pattern = re.compile(r"\bos_log\(")
    while True:
        match = pattern.search(text, index)
        if not match:
            out.append(text[index:])
            return "".join(out), count
        out.append(text[index:match.start()])
        depth, position, in_string = 0, match.end() - 1, None
        while position < len(text):
            if in_string:
                if text.startswith(in_string, position):
                    position += len(in_string)
                    in_string = None
                    continue
                if text[position] == "\\":
                    position += 2
                    continue
            elif text.startswith('"""', position):
                in_string = '"""'
                position += 3
                continue
            elif text[position] == '"':
                in_string = '"'
            elif text[position] == "(":
                depth += 1
            elif text[position] == ")":
                depth -= 1
                if depth == 0:
                    break
            position += 1
        out.append("()")
        count += 1
        index = position + 1


# Bump when what prepare() writes changes, so a prepared folder is made again.
PREPARED_FORMAT = 1


def prepare(sdk, work):
    """The resource directory, API notes, patched SwiftUI interface and module cache."""
    lib = toolchain_lib()
    stamp = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.strip()
    stamp += f"\n{sdk}\nformat {PREPARED_FORMAT}\n"
    marker = work / "prepared-for"
    res, overlay, cache = work / "resource-dir", work / "overlay", work / "module-cache"
    if marker.exists() and marker.read_text() == stamp:
        return res, overlay, cache
    for folder in (res, overlay, cache):
        shutil.rmtree(folder, ignore_errors=True)
    res.mkdir(parents=True)
    for name in ("clang", "shims", "host", "swiftToCxx"):
        if (lib / name).exists():
            os.symlink(os.path.realpath(lib / name), res / name)
    (res / "apinotes").mkdir()
    write_api_notes(res / "apinotes")
    interface_dir = sdk / "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"
    if interface_dir.is_dir():
        target_dir = overlay / "SwiftUI.swiftmodule"
        target_dir.mkdir(parents=True)
        for item in interface_dir.iterdir():
            if item.name.endswith(".swiftinterface"):
                (target_dir / item.name).write_text(patch_swiftui(item.read_text()))
            else:
                shutil.copy(item, target_dir / item.name)
    cache.mkdir()
    marker.write_text(stamp)
    return res, overlay, cache


class Compiler:
    def __init__(self, sdk, res, overlay, cache, modules):
        self.modules = modules
        self.base = ["swiftc", "-target", TARGET, "-sdk", str(sdk), "-resource-dir", str(res),
                     "-module-cache-path", str(cache), "-I", str(overlay), "-I", str(modules),
                     "-swift-version", "6", "-package-name", PACKAGE]
        self.errors = 0
        self.allowed = []

    def run(self, what, arguments, label):
        result = subprocess.run(self.base + arguments, capture_output=True, text=True, cwd=ROOT)
        output = result.stdout + result.stderr
        errors = self.classify(output)
        if result.returncode != 0 and not errors and not self.allowed_in(output):
            errors = [f"{label}: the compiler failed without an error line (exit {result.returncode})"]
        if errors:
            say(f"FAILED    {label} ({what})")
            say("\n".join("    " + line for line in errors))
            say("\n".join("    " + line for line in output.strip().splitlines()[-60:]))
            self.errors += len(errors)
            return False
        say(f"ok        {label} ({what})")
        return True

    def allowed_in(self, output):
        return any(line for line in output.splitlines() if self.allowance(line))

    @staticmethod
    def allowance(line):
        for suffix, pattern, difference, fix in ALLOWANCES:
            if suffix in line and re.search(pattern, line):
                return difference, fix
        return None

    def classify(self, output):
        """The error lines that are not allowed; allowed ones are recorded."""
        errors = []
        for line in output.splitlines():
            match = re.match(r"^(\S+?):(\d+):(\d+): error: (.*)$", line)
            if not match:
                if re.match(r"^(<unknown>|error):", line):
                    errors.append(line)
                continue
            found = self.allowance(line)
            if found:
                self.allowed.append((line, found))
            else:
                errors.append(line)
        return errors


def package_targets():
    description = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], capture_output=True, text=True,
        check=True, cwd=ROOT).stdout)
    targets = {t["name"]: t for t in description["targets"]}
    wanted = set()
    for product in description["products"]:
        if "library" in product["type"]:
            wanted.update(product["targets"])
    order, seen = [], set()

    def visit(name):
        if name in seen or name not in targets:
            return
        seen.add(name)
        for dependency in targets[name].get("target_dependencies", []):
            visit(dependency)
        # A product's target, or a target one depends on that is no product (CurtainEngine):
        # its dependents need its module.
        if targets[name].get("module_type") == "SwiftTarget":
            order.append(targets[name])

    for name in sorted(wanted):
        visit(name)
    return order


def sources_of(path, left_out=None):
    """The Swift files under path; those importing a test framework go to left_out."""
    files = []
    for file in sorted((ROOT / path).rglob("*.swift")):
        if "__Snapshots__" in file.parts:
            continue
        if left_out is not None and re.search(
                r"^import (%s)\b" % "|".join(TEST_FRAMEWORKS), file.read_text(), re.M):
            left_out.append(str(file.relative_to(ROOT)))
            continue
        files.append(str(file))
    return files


def check_targets(compiler, scratch):
    backfill = str(HERE / "Backfill.swift")
    targets = package_targets()
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=2)
    pending, left_out = [], []
    for target in targets:
        name = target["name"]
        files = sources_of(target["path"], left_out) + [backfill]
        if name == "Curtain":
            files.append(str(HERE / "BackfillConformances.swift"))
        if target.get("resources"):
            accessor = scratch / f"{name}-resource-accessor.swift"
            accessor.write_text(
                "import Foundation\n\nextension Foundation.Bundle {\n"
                "  /// The module's resource bundle, as SwiftPM generates it for an app.\n"
                "  static let module: Bundle = Bundle.main\n}\n")
            files.append(str(accessor))
        common = ["-parse-as-library", "-module-name", name] + files
        pending.append((name, pool.submit(compiler.run, "type-check", ["-typecheck"] + common, name)))
        graphs = []
        if name in REFERENCE_MODULES:
            folder = scratch / "symbol-graphs" / name
            folder.mkdir(parents=True, exist_ok=True)
            graphs = ["-emit-symbol-graph", "-emit-symbol-graph-dir", str(folder),
                      "-emit-extension-block-symbols"]
        emitted = compiler.run(
            "module for dependents",
            ["-emit-module", "-Xfrontend", "-experimental-skip-all-function-bodies",
             "-emit-module-path", str(compiler.modules / f"{name}.swiftmodule")] + graphs + common,
            name)
        if not emitted:
            break
    results = [future.result() for _, future in pending]
    pool.shutdown()
    for file in left_out:
        say(f"left out  {file} (imports a test framework: Xcode ships it, the SDK does not)")
    return len(targets), all(results)


def check_docs(compiler, sdk_flags):
    environment = dict(os.environ, CURTAIN_SDK_FLAGS=json.dumps(sdk_flags))
    result = subprocess.run(
        [sys.executable, str(ROOT / ".ci" / "snippet-check.py"), "--apple-sdk",
         str(compiler.modules), "--backfill", str(HERE / "Backfill.swift")],
        cwd=ROOT, env=environment, capture_output=True, text=True)
    output = result.stdout + result.stderr
    for line in output.splitlines():
        if not line.startswith("ok "):
            say(line)
    compiler.errors += compiler_errors_in(output)
    if result.returncode != 0 and compiler_errors_in(output) == 0:
        compiler.errors += 1
    summary = re.search(r"(\d+) checked", output)
    return int(summary.group(1)) if summary else 0


def compiler_errors_in(output):
    return len(re.findall(r"^FAILED ", output, re.M))


def check_examples(compiler, scratch):
    checked = 0
    example = ROOT / "Examples" / "ThirdPartyAnimator" / "Sources"
    for folder in sorted(p for p in example.iterdir() if p.is_dir()):
        compiler.run("type-check", ["-typecheck", "-parse-as-library", "-module-name", folder.name]
                     + sources_of(folder.relative_to(ROOT)) + [str(HERE / "Backfill.swift")],
                     f"Examples/ThirdPartyAnimator: {folder.name}")
        checked += 1
    gallery = ROOT / "Examples" / "CurtainGallery"
    if gallery.is_dir():
        files = [f for f in sources_of(gallery.relative_to(ROOT)) if not f.endswith("Package.swift")]
        # The app's sources are library code with one `@main` type, as in Xcode.
        compiler.run("type-check", ["-typecheck", "-parse-as-library", "-module-name",
                                    "CurtainGallery"] + files
                     + [str(HERE / "Backfill.swift")], "Examples/CurtainGallery")
        checked += 1
    album = ROOT / "Examples" / "SwiftUIAlbum"
    if album.is_dir():
        # Issue 36's five-feature SwiftUI app, written from CurtainInSwiftUI.md.
        compiler.run("type-check", ["-typecheck", "-parse-as-library", "-module-name",
                                    "SwiftUIAlbum"] + sources_of(album.relative_to(ROOT))
                     + [str(HERE / "Backfill.swift")], "Examples/SwiftUIAlbum")
        checked += 1
    return checked


def undocumented(folder):
    """The public symbols declared in the module's sources that have no doc comment."""
    missing = []
    for file in sorted(folder.glob("*.symbols.json")):
        for symbol in json.loads(file.read_text())["symbols"]:
            where = symbol.get("location", {})
            if symbol.get("accessLevel") not in ("public", "open") or not where.get("uri"):
                continue  # not public, or inherited and synthesized members (no source)
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block: its members carry the documentation
            if where["uri"].endswith("Backfill.swift") or symbol.get("docComment"):
                continue
            line = where.get("position", {}).get("line", 0) + 1
            missing.append(f"{where['uri'].split('/Sources/')[-1]}:{line}: "
                           f"{'.'.join(symbol['pathComponents'])} has no doc comment")
    return missing


def check_reference(compiler, scratch):
    """Step 5: each reference module's catalog, from its iOS symbol graphs, warnings as errors."""
    built = 0
    for name in REFERENCE_MODULES:
        graphs = scratch / "symbol-graphs" / name
        catalog = ROOT / "Sources" / name / f"{name}.docc"
        if not (graphs / f"{name}.symbols.json").exists():
            say(f"FAILED    {name} (reference): no symbol graph was emitted")
            compiler.errors += 1
            continue
        missing = undocumented(graphs)
        for line in missing:
            say(f"    {line}")
        archive = ROOT / ".build" / "docc" / f"{name}.doccarchive"
        shutil.rmtree(archive, ignore_errors=True)
        archive.parent.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(
            ["docc", "convert", str(catalog), "--additional-symbol-graph-dir", str(graphs),
             "--output-path", str(archive), "--fallback-display-name", name,
             "--fallback-bundle-identifier", f"org.curtain.{name}", "--warnings-as-errors"],
            capture_output=True, text=True, cwd=ROOT)
        output = (result.stdout + result.stderr).strip()
        if result.returncode != 0 or missing:
            say(f"FAILED    {name} (reference: docc convert --warnings-as-errors, every public "
                "symbol documented)")
            say("\n".join("    " + line for line in output.splitlines()[-60:]))
            compiler.errors += max(1, len(missing) + len(re.findall(r"^(?:warning|error):", output, re.M)))
        else:
            say(f"ok        {name} (reference: {archive.relative_to(ROOT)})")
        built += 1
    return built


def check_stubs(compiler, sdk, res, overlay, cache):
    """The stub check, after its self-test (it must find the fixture's three mismatches)."""
    command = [sys.executable, str(HERE / "stub-check.py"), "--sdk", str(sdk), "--resource-dir",
               str(res), "--module-cache", str(cache), "--overlay", str(overlay), "--work",
               str(res.parent)]
    for arguments in (["--self-test"], []):
        result = subprocess.run(command + arguments, cwd=ROOT, capture_output=True, text=True)
        output = (result.stdout + result.stderr).strip()
        say(output)
        if result.returncode != 0:
            found = re.search(r"(\d+) mismatch", output)
            compiler.errors += int(found.group(1)) if found and int(found.group(1)) else 1


def check_migration(compiler):
    """Step 6: each seed library's example app, migrated by its guide alone, type-checks against
    the modules step 1 emitted (.ci/migration-check.py; it skips a library not in the cache)."""
    result = subprocess.run([sys.executable, str(ROOT / ".ci" / "migration-check.py"),
                             "--modules", str(compiler.modules)],
                            cwd=ROOT, capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    say(output)
    errors = sum(int(n) for n in re.findall(r"^migration check: .*, (\d+) errors$", output, re.M))
    if result.returncode != 0:
        compiler.errors += max(1, errors)
    return len(re.findall(r"^migration check: \w+: \d+ edits", output, re.M))


def check_fixture(compiler):
    """The gate must see Apple's Foundation: a file using CG geometry with Foundation alone fails."""
    fixture = HERE / "fixtures" / "FoundationOnlyGeometry.swift"
    result = subprocess.run(compiler.base + ["-typecheck", "-parse-as-library", str(fixture)],
                            capture_output=True, text=True, cwd=ROOT)
    errors = re.findall(r"error: (.*)", result.stdout + result.stderr)
    if result.returncode != 0 and any("zero" in e for e in errors):
        say(f"ok        fixture {fixture.name} fails as it must ({len(errors)} errors)")
        return
    say(f"FAILED    fixture {fixture.name} compiled; the check is not using Apple's SDK")
    compiler.errors += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=["targets", "docs", "examples", "stubs", "reference",
                                           "migration"],
                        action="append")
    parser.add_argument("--keep", action="store_true", help="keep the emitted modules")
    arguments = parser.parse_args()
    sdk = find_sdk()
    if sdk is None:
        where = os.environ.get("CURTAIN_IOS_SDK") or "~/.cache/curtain/iPhoneOS16.5.sdk"
        say(f"apple-sdk-check: skipped: no iOS SDK at {where} (set CURTAIN_IOS_SDK, or extract "
            "theos/sdks' iPhoneOS16.5.sdk there; see .ci/apple-sdk/check.py)")
        return 0
    work = pathlib.Path(os.environ.get("CURTAIN_SDK_WORK")
                        or pathlib.Path.home() / ".cache" / "curtain" / "sdk-work")
    res, overlay, cache = prepare(sdk, work)
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="apple-sdk-"))
    modules = scratch / "modules"
    modules.mkdir()
    compiler = Compiler(sdk, res, overlay, cache, modules)
    steps = arguments.only or ["targets", "docs", "examples", "stubs", "reference", "migration"]
    say(f"apple-sdk-check: {TARGET} against {sdk}")
    counts = {}
    targets_ok = True
    check_fixture(compiler)
    if any(step in steps for step in ("targets", "docs", "examples", "reference", "migration")):
        counts["targets"], targets_ok = check_targets(compiler, scratch)
    if targets_ok and "docs" in steps:
        counts["doc blocks"] = check_docs(compiler, compiler.base)
    if targets_ok and "examples" in steps:
        counts["examples"] = check_examples(compiler, scratch)
    if targets_ok and "reference" in steps:
        counts["references"] = check_reference(compiler, scratch)
    if targets_ok and "migration" in steps:
        counts["migrated apps"] = check_migration(compiler)
    if "stubs" in steps:
        check_stubs(compiler, sdk, res, overlay, cache)
    for line, (difference, fix) in compiler.allowed:
        say(f"allowed   {line}\n          SDK age: {difference}; fixed in {fix}")
    if not arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    described = ", ".join(f"{count} {name}" for name, count in counts.items())
    say(f"apple-sdk-check: {described}; {len(compiler.allowed)} allowed SDK-age diagnostics; "
        f"{compiler.errors} errors")
    return 1 if compiler.errors or not targets_ok else 0


if __name__ == "__main__":
    sys.exit(main())
