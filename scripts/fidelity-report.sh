#!/usr/bin/env bash
# Prints the fidelity corpus table (issue 30): each case measured on a real iOS recording, its iOS
# version and Tesselate's largest difference, then how many boxes and cases are within 0.5, 1 and
# 3 points. It runs the corpus test (Tests/TesselateTests/Fidelity) and prints the table it writes.
#
#     scripts/fidelity-report.sh
set -euo pipefail
cd "$(dirname "$0")/.."
report=$(mktemp)
trap 'rm -f "$report"' EXIT
TESSELATE_FIDELITY_REPORT="$report" swift test --filter FidelityCorpusTests >/dev/null 2>&1 || true
[ -s "$report" ] || { echo "the corpus test did not write its report: run swift test --filter FidelityCorpusTests" >&2; exit 1; }
cat "$report"
