#!/usr/bin/env bash
# The build's slowest parts (issue 36): builds the libraries from scratch in a build directory
# of its own with the compiler's timers on, then prints the functions and expressions that took
# longest to type-check, and the files whose functions took longest in all.
#
#     scripts/build-times.sh [--limit MS] [--top N] [TARGET ...]    # default: Tesselate
#
# `Playgrounds` as a target also times the gallery of plain SwiftUI views (Playgrounds/Gallery),
# written as apps write them: an expression of theirs that is slow to type-check is slow because
# of this package's overloads.
#
# Exits 1 when a function or expression of ours took longer than the limit (100 ms by default)
# to type-check. Times depend on the machine and its load: run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=100
top=15
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --limit) limit=$2; shift 2 ;;
        --top) top=$2; shift 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(Tesselate)
build=.build/build-times
log=$(mktemp)
trap 'rm -f "$log"' EXIT
rm -rf "$build"
for target in "${targets[@]}"; do
    swift build --build-path "$build" --target "$target" -j 1 \
        -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies \
        -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking >> "$log" 2>&1 || { tail -40 "$log"; exit 1; }
done
python3 - "$log" "$limit" "$top" "$PWD" <<'PYTHON'
import re, sys
log, limit, top, root = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4] + "/"
bodies, files = {}, {}
for line in open(log, errors="replace"):
    m = re.match(r"\s*([\d.]+)ms\s+(/\S+?):(\d+):(\d+)\s*(.*)", line)
    if m and m.group(2).startswith((root + "Sources/", root + "Playgrounds/")):
        key = (m.group(2)[len(root):], int(m.group(3)), m.group(5).strip() or "expression")
        bodies[key] = max(bodies.get(key, 0), float(m.group(1)))
for (path, _, what), ms in bodies.items():
    if what != "expression":
        files[path] = files.get(path, 0) + ms
slow = sorted(bodies.items(), key=lambda item: -item[1])
print(f"slowest functions and expressions to type-check ({len(bodies)} timed):")
for (path, line, what), ms in slow[:top]:
    print(f"  {ms:8.1f} ms  {path}:{line}  {what[:90]}")
print("files whose functions took longest to type-check, in all:")
for path, ms in sorted(files.items(), key=lambda item: -item[1])[:top]:
    print(f"  {ms:8.1f} ms  {path}")
over = [item for item in slow if item[1] > limit]
if over:
    print(f"{len(over)} over {limit:g} ms")
    sys.exit(1)
print(f"none over {limit:g} ms")
PYTHON
