#!/bin/sh
# Regenerates the text model's font tables (Sources/Tesselate/Text/GeneratedAdvances.swift and
# GeneratedKerning.swift) from Inter 4, installed from Debian's package fonts-inter (Inter 4.0,
# SIL Open Font License 1.1). Only developers run it; builds use the checked-in tables.
set -eu
cd "$(dirname "$0")/.."
fonts=/usr/share/fonts/opentype/inter
if [ ! -f "$fonts/InterDisplay-Regular.otf" ]; then
    apt-get install -y fonts-inter >/dev/null
fi
swift run FontMetricsGenerator "$fonts" Sources/Tesselate/Text
