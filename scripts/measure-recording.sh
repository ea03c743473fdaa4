#!/usr/bin/env bash
# Re-measures the fidelity corpus's boxes on real iOS recordings (see measure-recording.py).
# Pillow comes from PyPI in a virtual environment this script makes under .build/measure-venv:
# a measuring tool, not a dependency of the package.
#
#     scripts/measure-recording.sh CASES.json [--images DIR] [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/measure-venv
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q pillow; }
exec "$venv/bin/python" scripts/measure-recording.py "$@"
