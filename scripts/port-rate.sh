#!/usr/bin/env bash
# The port rate: the share of real apps' SwiftUI view files that compile on Linux unchanged
# against this package's SwiftUI, Combine and UIKit modules (see scripts/port-rate.py).
#
#     scripts/port-rate.sh --copies DIR [--json OUT] [--verbose] [owner/name ...]
#
# DIR holds a local copy of each app of scripts/port-apps.json (DIR/owner+name, a clone).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target SwiftUI > /dev/null
swift build --target UniformTypeIdentifiers > /dev/null
swift build --target CoreGraphics > /dev/null
swift build --product AssetCatalogSymbolGenerator > /dev/null
swift build --product TesselateMacros > /dev/null 2>&1 || true
exec python3 scripts/port-rate.py "$@"
