#!/usr/bin/env bash
# Writes .build/fidelity-side-by-side/<case>.png: each fidelity case's iOS recording beside
# Tesselate's PNG of the same view (see fidelity-side-by-side.py). Needs Pillow (the measuring
# virtual environment, as measure-recording.sh makes it).
#
#     scripts/fidelity-side-by-side.sh [CASE-ID-PREFIX …]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/measure-venv
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q pillow; }
rm -rf .build/fidelity-pictures
TESSELATE_FIDELITY_PNG="$PWD/.build/fidelity-pictures" swift test --filter FidelityCorpusTests > /dev/null
exec "$venv/bin/python" scripts/fidelity-side-by-side.py "$@"
