#!/usr/bin/env bash
# Writes a playground's layout explorer page and takes a screenshot of it in headless Chromium
# with one view selected (as a click on its row would), e.g. for the documentation:
#
#     scripts/explore-screenshot.sh CenteredTitleBar 6 out.png   # playground, view number, PNG
#
# Needs Debian's `chromium` package (installed here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:-CenteredTitleBar}; view=${2:-6}; out=${3:-explorer.png}
command -v chromium > /dev/null || { apt-get update > /dev/null && apt-get install -y chromium > /dev/null; }
dir=$(mktemp -d)
swift run playgrounds "$name" --html "$dir" > /dev/null
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,900 \
    --screenshot="$out" "file://$dir/$name-1.html#view=$view" 2> /dev/null
echo "wrote $out"
