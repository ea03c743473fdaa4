#!/usr/bin/env python3
"""How many of real apps' SwiftUI view files compile on Linux unchanged against Tesselate's
`SwiftUI`, `Combine` and `UIKit` modules.

For each app of scripts/port-apps.json, reads a local copy at its pinned commit (the apps' code is
never stored in this project), keeps the app's files that are not excluded and that Xcode would
compile (a local package's, or those its project names or finds in a synchronized folder), and type-checks them
together as one module against the modules in .build/debug/Modules (scripts/port-rate.sh builds
them), with Combine imported into every file as the README's port setup does. An app split into local packages is built as one module: imports of the app's own modules
are the only lines dropped, and names qualified by those modules (`Backend.Category`) lose the
qualifier. The app's asset catalogs get the symbols Xcode would generate (`Image(.logo)`; `Color.brand`
too where its Xcode project turns extensions on). Files that import a module Linux cannot have (WidgetKit, SwiftData,
third-party packages) are left out and counted apart; a file marked `@UIApplicationMain`, which
type-checks but which the Linux compiler cannot build, fails with that blocker. A file with an error is left out and the
rest checked again, until what is left compiles: a file counts as compiling unchanged only if it
does in that final set. Its blocker is its first error in the first check that is not about the app's own
code missing (a name the app declares and cannot find, or a `.member` the app declares and the
stand-in modules do not); when there is none, or it fails only once others are gone, it "needs app
code that is left out or does not compile". In a file that misses app code, errors that only say
the compiler could not infer something follow from it and are not blockers; a file whose first
errors are all of that kind is checked again beside the files that compile (another file's broken
declarations may have caused them), and counts if it compiles there.

    scripts/port-rate.py --copies DIR [--json OUT] [REPO ...]

DIR holds one copy per app, as DIR/owner+name (a clone, or a bare repository at DIR/owner+name/repo).
"""
import argparse
import collections
import functools
import fnmatch
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Modules a Linux build can import: the toolchain's, and the stand-ins this package builds.
LINUX_MODULES = {
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "Dispatch", "Observation", "RegexBuilder", "Synchronization", "Distributed", "_Concurrency", "Glibc",
    "SwiftUI", "Combine", "UIKit", "UniformTypeIdentifiers", "CoreGraphics",
}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([\w.]+)")
TYPE_DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)")
DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor|func|let|var|case)\s+(\w+)")
MISSING_NAME = re.compile(r"cannot find (?:type )?'(\w+)' in scope")
# A member looked up with a leading dot (`.housewares`) whose base could not be inferred: when the
# app declares that name and the stand-in modules do not, the app's own declaration is missing.
MISSING_MEMBER = re.compile(r"(?:cannot infer contextual base in reference to member|reference to member) '(\w+)'")
# A member the app declares in an extension of another type (`item.hasSomeVariations`).
NO_MEMBER = re.compile(r"(?:value of )?type '[^']*' has no member '(\w+)'")
# Errors that say only that the compiler could not infer something: in a file that misses the
# app's code, they follow from what is missing.
INFERENCE_FAILURE = re.compile(
    r"'nil' requires a contextual type|cannot infer type of closure parameter|generic parameter '\w+' could not be inferred"
    r"|failed to produce diagnostic for expression|cannot infer key path type from context"
    r"|cannot infer contextual base in reference to member|cannot be resolved without a contextual type"
    r"|type annotation missing in pattern|does not conform to protocol '(?:Equatable|Hashable|Codable|Decodable|Encodable|Identifiable|Comparable|Sendable)'"
    # A member looked up on a binding or an observed object's projection that the app's own
    # (missing) type would have: the compiler falls back to the wrapper's dynamic members.
    r"|'Binding<Subject>'|subscript\(dynamicMember:\)' requires wrapper")
# In a file that misses the app's code, a type of its own that does not conform to a protocol
# (a representable whose view controller is the app's) follows from it too.
CONSEQUENCE = re.compile(INFERENCE_FAILURE.pattern + r"|does not conform to protocol")
CASCADE = "needs app code that is left out or does not compile"
APPLICATION_MAIN = "@UIApplicationMain: type-checks, but the Linux compiler cannot build it (an Objective-C entry point)"
UIAPPLICATION_MAIN = re.compile(r"^\s*@UIApplicationMain\b", re.MULTILINE)
MERGED = "declares a name another of the app's modules declares (the modules are built as one)"
ERROR = re.compile(r"^(.+?\.swift):(\d+):(\d+): error: (.*)$")
MAX_ROUNDS = 12


def git_dir(copies: pathlib.Path, repo: str) -> pathlib.Path | None:
    base = copies / repo.replace("/", "+")
    for candidate in (base / "repo", base, copies / repo.split("/")[1]):
        if candidate.is_dir():
            return candidate
    return None


def export(repo_dir: pathlib.Path, commit: str, into: pathlib.Path) -> None:
    """The app's Swift files, its Xcode projects' settings and its asset catalogs (whose symbols
    Xcode generates; where a copy lacks some of the catalogs' images, their Contents.json files are
    enough for the names)."""
    archive = subprocess.run(["git", "-C", str(repo_dir), "archive", commit, "--", "*.swift"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    projects = subprocess.run(["git", "-C", str(repo_dir), "archive", commit, "--", "*.pbxproj"], capture_output=True)
    if projects.returncode == 0:
        subprocess.run(["tar", "-x", "-C", str(into)], input=projects.stdout, check=True)
    for catalog in ("*.xcassets/*", "*.xcassets/*Contents.json"):
        run = subprocess.run(["git", "-C", str(repo_dir), "archive", commit, "--", catalog], capture_output=True)
        if run.returncode == 0:
            subprocess.run(["tar", "-x", "-C", str(into)], input=run.stdout, check=True)
            return


def in_xcode_target(path: pathlib.Path, work: pathlib.Path) -> bool:
    """Whether Xcode would compile `path`: a local package's file, or one the Xcode project names
    or finds in one of its synchronized folders. A stray copy (`Pill 2.swift` beside `Pill.swift`)
    that the project does not name is not the app's code. Without a project, every file is."""
    projects = _projects(work)
    if not projects or any((work / d / "Package.swift").exists() for d in path.relative_to(work).parents):
        return True
    texts, synchronized = projects
    return (any(f"/* {path.name} */" in text for text in texts)
            or any(d.name in synchronized for d in path.relative_to(work).parents))


# A synchronized folder's object, on one line or several (`{}` may stand inside it).
SYNCHRONIZED_FOLDER = re.compile(r'isa = PBXFileSystemSynchronizedRootGroup;(?:[^{}]|\{\})*?path = "?([^";]+)"?;')


@functools.cache
def _projects(work: pathlib.Path) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """The Xcode projects' texts, and the names of their synchronized folders."""
    texts = tuple(p.read_text(errors="replace") for p in work.rglob("*.pbxproj"))
    return (texts, frozenset(m for text in texts for m in SYNCHRONIZED_FOLDER.findall(text))) if texts else None


def app_modules(work: pathlib.Path, sources: list[pathlib.Path]) -> set[str]:
    """The names the app's own modules may have: its top-level folders (Xcode targets), folders
    holding a Package.swift (a local package, named as its product often is), and the folders
    right inside a `Sources` folder (SwiftPM targets). Other folders are not modules: a
    `Backend/CloudKit` folder does not make `import CloudKit` the app's own."""
    names = {path.relative_to(work).parts[0] for path in sources if len(path.relative_to(work).parts) > 1}
    names |= {package.parent.name for package in work.rglob("Package.swift") if package.parent != work}
    for path in sources:
        parts = path.relative_to(work).parts[:-1]
        names |= {parts[i + 1] for i, part in enumerate(parts[:-1]) if part == "Sources"}
    return names - LINUX_MODULES


def imports(text: str) -> list[str]:
    return [m.group(1).split(".")[0] for line in text.splitlines() if (m := IMPORT.match(line))]


def typecheck(files: list[pathlib.Path], modules: pathlib.Path, macros: pathlib.Path) -> dict[str, list[str]]:
    """The errors of each file, in order, when `files` are checked as one module."""
    command = [
        "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "5", "-module-name", "PortedApp",
        "-DDEBUG", "-continue-building-after-errors", "-I", str(modules), "-load-plugin-executable", f"{macros}#TesselateMacros",
        # What the README tells a port's Linux target to set: Combine in every file, as Apple's
        # Foundation brings it along.
        "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
        # What SwiftPM passes a target that depends on the UIKit product: the Clang module map
        # behind `import UIKit.UIImage` (Sources/UIKitSubmodules).
        "-Xcc", f"-fmodule-map-file={ROOT / 'Sources/UIKitSubmodules/include/module.modulemap'}",
    ] + [str(f) for f in files]
    run = subprocess.run(command, capture_output=True, text=True)
    output = run.stderr
    if run.returncode != 0 and not ERROR.search(output.split("\n")[0] if output else ""):
        if not any(ERROR.match(line) for line in output.splitlines()):
            raise SystemExit(f"swiftc failed without a file's error:\n{output[:2000]}")
    errors: dict[str, list[str]] = collections.defaultdict(list)
    for line in output.splitlines():
        if m := ERROR.match(line):
            errors[str(pathlib.Path(m.group(1)).resolve())].append(m.group(4))
    return errors


def blockers_of(messages: list[str], app_names: set[str], own_modules: set[str]) -> list[str]:
    """A file's blockers, first error first: its errors that are not about the app's own code
    missing, or else that it needs the app's code (or merged the app's modules). In a file that
    misses the app's code, errors that only say the compiler could not infer something (a `nil`,
    a closure's parameter, a `.member`'s base) or that a type does not conform follow from what is
    missing and are not counted as blockers of their own."""
    found: list[str] = []
    consequences: list[str] = []
    for message in messages:
        if message.startswith("invalid redeclaration"):
            kind = MERGED
        elif (m := MISSING_NAME.match(message)) and m.group(1) in own_modules:
            kind = MERGED
        elif (m := MISSING_NAME.match(message)) and m.group(1) in app_names:
            kind = CASCADE
        elif (m := MISSING_MEMBER.match(message) or NO_MEMBER.match(message)) \
                and m.group(1) in app_names and m.group(1) not in stand_in_names():
            kind = CASCADE
        else:
            kind = normalise(message)
            if CONSEQUENCE.search(message):
                consequences.append(kind)
        if kind not in found:
            found.append(kind)
    if CASCADE in found:
        found = [b for b in found if b not in consequences]
    own = [b for b in found if b not in (CASCADE, MERGED)]
    return own or found


@functools.cache
def stand_in_names() -> frozenset[str]:
    """The names the stand-in modules (Sources/Tesselate, SwiftUI, UIKit, Combine) declare."""
    names: set[str] = set()
    for module in ("Tesselate", "SwiftUI", "UIKit", "Combine"):
        for path in (ROOT / "Sources" / module).rglob("*.swift"):
            names.update(DECLARATION.findall(path.read_text(errors="replace")))
    return frozenset(names)


def unqualify(text: str, modules: set[str], app_types: set[str]) -> str:
    """`text` with the app's own modules' qualifiers dropped (`Backend.Category` → `Category`):
    built as one module, the app has no module of that name. A module that shares its name with
    a type of the app keeps its qualifier."""
    names = sorted(m for m in modules if m not in app_types)
    if not names:
        return text
    return re.sub(r"(?<![\w.])(?:" + "|".join(map(re.escape, names)) + r")\.(?=[A-Za-z_])", "", text)


def normalise(message: str) -> str:
    """A blocker's name: the message without the app's own names where they vary."""
    message = re.sub(r"type '[^']*' has no member", "type '…' has no member", message)
    message = re.sub(r"value of type '[^']*'", "value of type '…'", message)
    return message


def measure(app: dict, copies: pathlib.Path, modules: pathlib.Path, macros: pathlib.Path, generator: pathlib.Path) -> dict:
    repo_dir = git_dir(copies, app["repo"])
    if repo_dir is None:
        return {"repo": app["repo"], "missing": f"no copy; git clone https://github.com/{app['repo']} "
                f"{copies / app['repo'].replace('/', '+')}"}
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        export(repo_dir, app["commit"], work)
        sources = sorted(p for p in work.rglob("*.swift") if p.name != "Package.swift"
                         and not any(fnmatch.fnmatch(str(p.relative_to(work)), pattern) for pattern in app.get("exclude", []))
                         and in_xcode_target(p, work))
        # Files of different modules may share a name; in one module they must not (the compiler
        # tells private declarations apart by file name).
        names = collections.Counter(p.name for p in sources)
        for index, path in enumerate(list(sources)):
            if names[path.name] > 1:
                renamed = path.with_name(f"{index}-{path.name}")
                path.rename(renamed)
                sources[index] = renamed
        own = app_modules(work, sources)
        kept, foreign, views, app_names = [], collections.Counter(), set(), set()
        texts = {path: path.read_text(errors="replace") for path in sources}
        # The app's own modules its files import, and the types it declares.
        own_imported = {m for text in texts.values() for m in imports(text) if m in own}
        app_types = {n for text in texts.values() for n in TYPE_DECLARATION.findall(text)}
        for path in sources:
            text = texts[path]
            app_names.update(DECLARATION.findall(text))
            modules_used = imports(text)
            if "SwiftUI" in modules_used:
                views.add(path)
            outside = {m for m in modules_used if m not in LINUX_MODULES and m not in own}
            if outside:
                foreign.update(outside)
                continue
            # One module for the whole app: its imports of its own modules go, and so do the
            # qualifiers naming them.
            path.write_text("\n".join("" if (m := IMPORT.match(line)) and m.group(1).split(".")[0] in own
                                      else unqualify(line, own_imported, app_types) for line in text.splitlines()) + "\n")
            kept.append(path)
        # What SwiftPM generates for a local package's target with resources.
        bundle = work / "PortRateBundleModule.swift"
        bundle.write_text("import Foundation\nextension Bundle { static var module: Bundle { .main } }\n")
        kept.append(bundle)
        # What Xcode generates from the app's asset catalogs (`Image(.logo)`, `Color(.brand)`):
        # on Linux the AssetCatalogSymbols plugin's generator, as a port applies it. `Color.brand`
        # and `Image.logo` too only for the Xcode project's own catalogs, where it asks for them
        # (a local package's catalogs get the resources alone, as Xcode builds them).
        catalogs = sorted(p for p in work.rglob("*.xcassets") if p.is_dir()
                          and not any(fnmatch.fnmatch(str(p.relative_to(work)) + "/", pattern) for pattern in app.get("exclude", [])))
        extensions = any("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES" in p.read_text(errors="replace")
                         for p in work.rglob("*.pbxproj"))
        in_package = [c for c in catalogs if any((work / d / "Package.swift").exists() for d in c.relative_to(work).parents)]
        for name, group, with_extensions in (("Project", [c for c in catalogs if c not in in_package], extensions),
                                             ("Packages", in_package, False)):
            if group:
                symbols = work / f"PortRateAssetSymbols{name}.swift"
                subprocess.run([str(generator), "--import", "SwiftUI", "--uikit", "--output", str(symbols)]
                               + ([] if with_extensions else ["--no-extensions"]) + [str(c) for c in group], check=True, capture_output=True)
                kept.append(symbols)
        blockers: dict[pathlib.Path, list[str]] = {}
        # Type-checking does not build: a file the compiler cannot build on Linux is left out first.
        for path in kept:
            if UIAPPLICATION_MAIN.search(path.read_text(errors="replace")):
                blockers[path] = [APPLICATION_MAIN]
        remaining = [p for p in kept if p not in blockers]
        first_errors: dict[pathlib.Path, list[str]] = {}
        for round_ in range(MAX_ROUNDS):
            errors = typecheck(remaining, modules, macros)
            failing = [p for p in remaining if errors.get(str(p.resolve()))]
            if not failing:
                break
            for path in failing:
                blockers[path] = blockers_of(errors[str(path.resolve())], app_names, own) if round_ == 0 else [CASCADE]
                if round_ == 0:
                    first_errors[path] = errors[str(path.resolve())]
            remaining = [p for p in remaining if p not in failing]
        # A file whose first errors only said that the compiler could not infer something may have
        # failed because another file's declarations were broken: checked again beside the files
        # that compile, it compiles (and counts), or shows what it misses.
        retried = [p for p, messages in first_errors.items() if all(INFERENCE_FAILURE.search(m) for m in messages)]
        for round_ in range(MAX_ROUNDS):
            if not retried:
                break
            errors = typecheck(remaining + retried, modules, macros)
            if any(errors.get(str(p.resolve())) for p in remaining):
                break  # the retried files break the ones that compiled: keep the first answer
            failing = [p for p in retried if errors.get(str(p.resolve()))]
            for path in failing:
                blockers[path] = blockers_of(errors[str(path.resolve())], app_names, own) if round_ == 0 else [CASCADE]
            retried = [p for p in retried if p not in failing]
            if not failing:
                remaining += retried
                for path in retried:
                    del blockers[path]
                break
        kept_views = [p for p in kept if p in views]
        compiling_views = [p for p in remaining if p in views]
        failing_views = {p: blockers[p] for p in kept_views if p in blockers}
        return {
            "repo": app["repo"], "commit": app["commit"], "license": app["license"],
            "files": len(sources), "view_files": len(views), "view_files_linux_imports": len(kept_views),
            "view_files_compiling": len(compiling_views),
            # Files whose only problem is the app's own code that is left out or fails.
            "view_files_needing_app_code": sum(1 for b in failing_views.values() if set(b) <= {CASCADE, MERGED}),
            "blockers": collections.Counter(b for bs in failing_views.values() for b in bs
                                            if b not in (CASCADE, MERGED)).most_common(),
            "foreign_modules": foreign.most_common(),
            "failing_files": {str(p.relative_to(work)): b for p, b in failing_views.items()},
        }


def row(name: str, counts) -> str:
    """A line of the table: the counts, the share of view files with Linux imports that compile,
    and the share of those left when the ones that only need the app's own code are set aside."""
    linux, compiling = counts["view_files_linux_imports"], counts["view_files_compiling"]
    rest = linux - counts["view_files_needing_app_code"]
    share = f"{compiling / linux:.0%}" if linux else "-"
    share_of_rest = f"{compiling / rest:.0%}" if rest else "-"
    return (f"{name:40} {counts['view_files']:>10} {linux:>14} {counts['view_files_needing_app_code']:>8} "
            f"{compiling:>8} {share:>6} {share_of_rest:>7}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copies", required=True, type=pathlib.Path, help="directory of the apps' local copies")
    parser.add_argument("--json", type=pathlib.Path, help="also write the full results here")
    parser.add_argument("--verbose", action="store_true", help="list every failing view file with its blocker")
    parser.add_argument("--top", type=int, default=30, help="how many blockers to list")
    parser.add_argument("repos", nargs="*", help="only these apps (owner/name)")
    args = parser.parse_args()
    apps = json.loads((ROOT / "scripts/port-apps.json").read_text())["apps"]
    apps = [a for a in apps if not args.repos or a["repo"] in args.repos]
    modules, macros = ROOT / ".build/debug/Modules", ROOT / ".build/debug/TesselateMacros-tool"
    generator = ROOT / ".build/debug/AssetCatalogSymbolGenerator"
    results = [measure(app, args.copies, modules, macros, generator) for app in apps]
    total = collections.Counter()
    blockers = collections.Counter()
    print(f"{'app':40} {'view files':>10} {'Linux imports':>14} {'need app':>8} {'compile':>8} {'share':>6} {'of rest':>7}")
    for r in results:
        if "missing" in r:
            print(f"{r['repo']:40} {r['missing']}")
            continue
        for key in ("view_files", "view_files_linux_imports", "view_files_needing_app_code", "view_files_compiling"):
            total[key] += r[key]
        print(row(r["repo"], r))
        blockers.update(dict(r["blockers"]))
        if args.verbose:
            for path, blocker in r["failing_files"].items():
                print(f"    {path}: {'; '.join(blocker)}")
    print(row("total", total))
    print("\ntop blockers (view files with the error, the app's own missing code aside):")
    for message, count in blockers.most_common(args.top):
        print(f"  {count:4}  {message}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
