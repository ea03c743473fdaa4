#!/usr/bin/env bash
# Re-measures the fidelity corpus's boxes on real iOS recordings (see measure-recording.py).
# Pillow comes from PyPI in a virtual environment this script makes under .build/measure-venv:
# a measuring tool, not a dependency of the package.
#
#     scripts/measure-recording.sh [CASES.json | FOLDER …] [--images DIR] [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/measure-venv
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q pillow; }
# Paths given relative to where the script was called from.
args=()
for arg in "$@"; do [[ "$arg" != --* && -e "$OLDPWD/$arg" && "$arg" != /* ]] && args+=("$OLDPWD/$arg") || args+=("$arg"); done
exec "$venv/bin/python" scripts/measure-recording.py ${args[@]+"${args[@]}"}
