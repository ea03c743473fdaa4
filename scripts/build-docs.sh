#!/usr/bin/env bash
# Builds the DocC catalog (Sources/Tesselate/Tesselate.docc) with the library's symbols into a
# static site, with the toolchain's own `docc` (no package plugin), and fails on any warning.
#
#     scripts/build-docs.sh [OUTPUT]      # default: .build/docs-site
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs-site}
symbols=.build/docs-symbols
# A fresh build: swift build writes symbol graphs only for modules it compiles.
rm -rf "$symbols" "$output" .build/docs && mkdir -p "$symbols"
swift build --build-path .build/docs --target Tesselate \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" > /dev/null
docc_bin="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[ -x "$docc_bin" ] || docc_bin=docc
log=$(mktemp)
"$docc_bin" convert Sources/Tesselate/Tesselate.docc --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name Tesselate --fallback-bundle-identifier org.tesselate.Tesselate \
    --output-path "$output" --transform-for-static-hosting --hosting-base-path Tesselate > "$log" 2>&1 || { cat "$log"; exit 1; }
if grep -q "warning:" "$log"; then
    grep "warning:" "$log" | sort -u
    echo "docs: $(grep -c "warning:" "$log") warnings" >&2
    exit 1
fi
echo "docs: built $output without warnings"
