#!/usr/bin/env bash
# SwiftUIParity.md cannot claim what the modules do not declare (issue 33, part 7): writes the
# compiler's symbol graphs of the public modules from the debug build (run `swift build` first)
# and checks every API a table row names against them (scripts/check-parity.py).
#
#     scripts/check-parity.sh
set -euo pipefail
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "no $modules: run swift build first" >&2; exit 1; }
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
target=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in Tesselate TesselateTesting SwiftUI UIKit Combine UniformTypeIdentifiers; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$target" -output-dir "$graphs" \
        -minimum-access-level public > /dev/null
done
python3 scripts/check-parity.py "$graphs"
