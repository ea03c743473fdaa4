#!/usr/bin/env bash
# Tesselate's layout pass beside Taffy's on the same shapes, in one run (issue 16's table).
# Taffy comes from PyPI's `stretchable` in a virtual environment this script makes under
# .build/taffy-venv: a benchmark tool, not a dependency of the package. "Taffy ms" times Taffy's
# compiled layout alone (stretchable's `taffylib` call); "wrapper ms" adds stretchable's walk that
# copies every node's box back into Python (about 5–10 µs a node), which Tesselate's "layout ms"
# does not include. Native Taffy from its own crate needs the crates registry, which this machine
# cannot reach.
#
# B/node is the heap a Tesselate host keeps per node (the benchmarks' `bytes_per_node`).
#
#     scripts/compare-taffy.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/taffy-venv
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q stretchable; }
swift build -c release --product benchmarks > /dev/null
tesselate=$(mktemp) taffy=$(mktemp)
.build/release/benchmarks ${1:-} | grep -E '"shape":"(flat-row|nested-grid|flexible-row|deep-chain)"' > "$tesselate"
"$venv/bin/python" scripts/taffy_shapes.py ${1:-} > "$taffy"
python3 - "$tesselate" "$taffy" <<'PY'
import json, sys
ours = {(r["shape"], r["n"]): r for r in map(json.loads, open(sys.argv[1]))}
print(f"{'shape':<14}{'N':>8}{'nodes':>9}{'layout ms':>11}{'full ms':>10}{'Taffy ms':>10}{'ratio':>8}{'wrapper ms':>12}{'B/node':>8}")
for line in open(sys.argv[2]):
    t = json.loads(line)
    o = ours.get((t["shape"], t["n"]))
    if not o: continue
    ratio = o["layout_seconds"] / t["taffy_seconds"] if t["taffy_seconds"] > 0 else float("inf")
    print(f"{t['shape']:<14}{t['n']:>8}{o['nodes']:>9}{o['layout_seconds']*1000:>11.1f}{o['seconds']*1000:>10.1f}"
          f"{t['taffy_seconds']*1000:>10.2f}{ratio:>7.2f}x{t.get('wrapper_seconds', 0)*1000:>12.1f}{o.get('bytes_per_node', '?'):>8}")
PY
