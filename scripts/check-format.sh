#!/usr/bin/env bash
# Checks that every Swift file is formatted as `swift format` formats it with the checked-in
# `.swift-format` (the generated font tables excepted). To reformat: scripts/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
files() { find Sources Tests Playgrounds -name '*.swift' ! -name 'Generated*.swift' -print0; }
if [ "${1:-}" = "--fix" ]; then
    files | xargs -0 swift format format -i --configuration .swift-format
    exit 0
fi
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
files | xargs -0 -I{} cp --parents {} "$copy"
cp .swift-format "$copy"
(cd "$copy" && files | xargs -0 swift format format -i --configuration .swift-format)
if ! diff -r -u Sources "$copy/Sources" > "$copy/diff" || ! diff -r -u Tests "$copy/Tests" >> "$copy/diff" \
    || ! diff -r -u Playgrounds "$copy/Playgrounds" >> "$copy/diff"; then
    # `diff -r` also lists files the copy lacks (resources, snapshots): only differing Swift files count.
    if grep -q '^--- .*\.swift' "$copy/diff"; then
        grep '^--- .*\.swift' "$copy/diff" | sed 's/^--- \([^	]*\).*/not formatted: \1/'
        echo "run scripts/check-format.sh --fix"
        exit 1
    fi
fi
echo "formatted"
