#!/usr/bin/env bash
# Draws the gallery screens the README shows (Tesselate's own PNG renderer, at 2x) into
# Sources/Tesselate/Tesselate.docc/Resources/gallery/. Run it after a change to layout or drawing;
# GalleryPicturesTests fails while a picture there differs from what Tesselate draws now. The
# debug build draws the same pixels as the release build, and is the one `swift test` has built.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/Tesselate/Tesselate.docc/Resources/gallery
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
swift run playgrounds SettingsScreen ContactsScreen ChatScreen ProfileScreen ControlsGallery FeedScreen --png "$tmp" --scale 2 > /dev/null
mkdir -p "$out"
for name in SettingsScreen-1 ContactsScreen-1 ChatScreen-1 ProfileScreen-1 ControlsGallery-1 SettingsScreen-3 FeedScreen-3 ControlsGallery-2; do
    cp "$tmp/$name.png" "$out/$name.png"
done
ls -l "$out"
