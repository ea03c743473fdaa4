#!/usr/bin/env bash
# The gallery's views (plain SwiftUI, written from memory) type-check in both the Swift 5 and
# the Swift 6 language modes with warnings as errors, against the built Tesselate module, as
# issue 32 asks of ported code. The playgrounds target itself is built in Swift 5 mode (the seed
# articles' code needs it); the files that register screens with the playgrounds (they name its
# `Playground` and `Gallery` types) are left out. Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
files=()
for file in Playgrounds/Gallery/*.swift; do
    grep -q -e "extension Gallery" -e ": Playground" -e "Playground(" "$file" || files+=("$file")
done
for mode in 5 6; do
    swiftc -typecheck -swift-version "$mode" -warnings-as-errors -I "$bin/Modules" \
        -load-plugin-executable "$bin/TesselateMacros-tool#TesselateMacros" "${files[@]}"
done
echo "language modes: ${#files[@]} gallery files type-check in Swift 5 and Swift 6 modes without warnings"
