#!/usr/bin/env python3
"""SwiftUIParity.md's tables against what the built modules declare (issue 33, part 7).

Each table row names its APIs in code spans in its first column and gives a status. The symbol
graphs the compiler writes for Tesselate, TesselateTesting and the porting modules list every
public declaration; a span that names an API (`Name`, `Type.member`, `name(label:)`,
`Type(label:)`) must be declared when its row says Supported or Partial, and must not be when it
says Missing. A span written as a call with its trailing labels left out (`ScrollView(_:)` for
`init(_:content:)`) matches a declaration whose labels begin with them; a bare name matches any
overload. Spans that are not API names (expressions, keywords, Swift's and Foundation's own
types) are not checked.

    scripts/check-parity.py SYMBOL_GRAPH_DIR [SwiftUIParity.md]
"""
import glob
import json
import os
import re
import sys

# Names the tables mention that other modules declare (the standard library, Foundation,
# Observation, CoreGraphics), and the modules themselves.
FOREIGN = {
    "Any", "AnyObject", "Array", "AttributedString", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "Character",
    "ClosedRange", "Codable", "Combine", "Comparable", "Data", "Date", "DateInterval", "Decimal", "Dictionary",
    "Double", "Equatable", "Error", "Float", "Foundation", "Hashable", "Identifiable", "Int", "NSObject", "Never",
    "Observable", "Observation", "Optional", "PartialRangeFrom", "PartialRangeThrough", "RawRepresentable",
    "ReferenceConvertible", "Sendable", "Set", "String", "StringProtocol", "Substring", "SwiftUI", "UIKit", "URL",
    "UUID", "Void",
}
KEYWORDS = {"if", "else", "switch", "for", "let", "var", "main", "some", "any"}
API = re.compile(r"[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*(\((([A-Za-z_][A-Za-z0-9_]*|_):)*\))?")


def declarations(folder):
    """Every public declaration's path ("Type.member(label:)") and the top-level names."""
    paths, names = set(), set()
    for file in glob.glob(os.path.join(folder, "*.symbols.json")):
        for symbol in json.load(open(file))["symbols"]:
            components = symbol.get("pathComponents", [])
            if components:
                paths.add(".".join(components))
                # Each declaration's name without its labels: `background` for `background(_:alignment:)`.
                names.add(components[-1].split("(")[0])
    return paths, names


def declared(span, paths, names, strict):
    """Whether `span` names a declaration; `None` when it names no API of ours. `strict` (for
    Missing rows) takes a bare name as a top-level declaration only (`Map`, not Combine's
    `Publishers.Map`)."""
    member = span.strip().startswith(".")
    span = re.sub(r"<[^<>]*>", "", re.sub(r"<[^<>]*>", "", span.strip().lstrip("@.")))
    if not API.fullmatch(span) or span.split("(")[0].split(".")[0] in FOREIGN | KEYWORDS:
        return None
    name, _, arguments = span.partition("(")
    parts = name.split(".")
    if member and not arguments:
        # `.fill.tertiary`: a chain of members, each declared somewhere.
        return all(part in names for part in parts)
    if not arguments:
        # A bare name (`member`, `Type`, `Type.member`): a declaration of that name anywhere (a
        # top-level one when strict), or of that path.
        if strict:
            return name in paths
        return (len(parts) == 1 and name in names) or name in paths or any(
            p.startswith(name + "(") or p.startswith(name + ".") for p in paths)
    labels = "(" + arguments.rstrip(")")
    # `Type(label:)` is an initializer; `name(label:)` a member anywhere (a `View` modifier).
    wanted = [".".join(parts) + ".init" + labels] if parts[-1][:1].isupper() else []
    wanted.append(name + labels)
    for prefix in wanted:
        qualified = "." in prefix.split("(")[0]
        for path in paths:
            candidate = path if qualified else path.split(".")[-1] if "(" in path.split(".")[-1] else path
            if candidate == prefix + ")" or (candidate.startswith(prefix) and candidate.endswith(")")):
                return True
    return False


def main(argv):
    folder = argv[1]
    doc = argv[2] if len(argv) > 2 else "Sources/Tesselate/Tesselate.docc/SwiftUIParity.md"
    paths, names = declarations(folder)
    problems, checked = [], 0
    for number, line in enumerate(open(doc).read().split("\n"), 1):
        if not line.startswith("| ") or line.startswith("| API |"):
            continue
        columns = line[2:].split(" | ")
        if len(columns) < 2:
            continue
        status = columns[1].strip().rstrip("|").strip()
        for span in re.findall(r"`([^`]+)`", columns[0]):
            found = declared(span, paths, names, strict=status == "Missing")
            if found is None:
                continue
            checked += 1
            if status in ("Supported", "Partial") and not found:
                problems.append(f"line {number}: `{span}` is {status} but no module declares it")
            elif status == "Missing" and found:
                problems.append(f"line {number}: `{span}` is Missing but a module declares it: move the row")
    for problem in problems:
        print(problem)
    print(f"{checked} API names checked against the built modules' declarations, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
