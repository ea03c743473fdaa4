#!/bin/sh
# Regenerates the text model's font tables (Sources/Tesselate/Text/GeneratedAdvances.swift and
# GeneratedKerning.swift) from Apple's SF Pro: pass the directory that holds SF-Pro-Text-*.otf and
# SF-Pro-Display-*.otf (the static fonts of SF-Pro.dmg, https://developer.apple.com/fonts/). The
# tables keep numbers only (advances and kerning values); the fonts stay out of the repository.
# Only developers run it; builds use the checked-in tables. It also writes the glyph bounds the
# fidelity corpus estimates text ink with (Tests/TesselateTests/Fidelity/GeneratedGlyphBounds.swift),
# read with fontTools from PyPI in a virtual environment under .build/font-venv; given a second
# directory that holds SF-Mono-*.otf (the fonts of SF-Mono.dmg), SF Mono's too
# (GeneratedMonoGlyphBounds.swift).
set -eu
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -f "$1/SF-Pro-Text-Regular.otf" ]; then
    echo "usage: $0 <directory with SF-Pro-Text-*.otf and SF-Pro-Display-*.otf> [directory with SF-Mono-*.otf]" >&2
    exit 2
fi
fonts=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
swift run FontMetricsGenerator "$fonts" Sources/Tesselate/Text
venv=.build/font-venv
[ -x "$venv/bin/python" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q fonttools; }
"$venv/bin/python" scripts/generate-glyph-bounds.py "$fonts" Tests/TesselateTests/Fidelity/GeneratedGlyphBounds.swift
if [ $# -eq 2 ]; then
    "$venv/bin/python" scripts/generate-glyph-bounds.py --mono "$(cd "$2" && pwd)" Tests/TesselateTests/Fidelity/GeneratedMonoGlyphBounds.swift
fi
