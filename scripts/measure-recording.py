#!/usr/bin/env python3
"""Re-measures the boxes of the fidelity corpus on real iOS recordings (issue 30).

A recording is a PNG that another project commits beside the SwiftUI code that made it (a
swift-snapshot-testing reference image, say). The corpus keeps only facts about it: where it is
(repository, commit, path), how it was made (device, scale, iOS version) and the boxes measured on
it. This script measures each box again from a copy of the image, so anyone can check a number:

    scripts/measure-recording.sh [CASES.json | FOLDER …] [--images DIR] [--check]

Without a file it measures the whole corpus, Tests/TesselateTests/Fidelity/Corpus/*.json.

CASES.json is a list of cases:

    {"id": "...", "source": {"repo": "owner/name", "commit": "<40 hex>", "path": "…/x.png"},
     "scale": 3,
     "boxes": [{"name": "card", "region": [x, y, w, h], "background": "#F2F2F7" | "auto",
                "threshold": 24, "expect": [x, y, w, h], "tolerance": 0.5}]}

A box is measured as the bounding box of the pixels inside `region` (image pixels) whose colour
differs from `background` by more than `threshold` in some channel (0–255); "auto" takes the
colour of the region's top-left pixel. The result is in points (pixels / scale), in the image's
coordinates. With `--check`, each box is compared with its `expect` within `tolerance` points.

Images are read from DIR/<owner>+<name>/<commit>/<path> (DIR is .build/recordings unless
--images says) when that file exists, else from a mirror made by the `fetch` tool
(/work/.mirror/<owner>+<name>/repo, a bare git directory) at the case's commit, else downloaded
from raw.githubusercontent.com at the case's commit and kept in DIR.
"""
import json
import os
import subprocess
import sys
import urllib.parse
import urllib.request
from io import BytesIO

from PIL import Image


def load(source, images):
    """The recording: a copy under `images`, else the fetch tool's mirror, else GitHub (kept in `images`)."""
    local = os.path.join(images, source["repo"].replace("/", "+"), source["commit"], source["path"])
    if os.path.exists(local):
        return Image.open(local).convert("RGB")
    mirror = os.path.join("/work/.mirror", source["repo"].replace("/", "+"), "repo")
    if os.path.isdir(mirror):
        data = subprocess.run(["git", "--git-dir", mirror, "show", f"{source['commit']}:{source['path']}"],
                              check=True, capture_output=True).stdout
    else:
        url = f"https://raw.githubusercontent.com/{source['repo']}/{source['commit']}/{urllib.parse.quote(source['path'])}"
        data = urllib.request.urlopen(url, timeout=60).read()
        os.makedirs(os.path.dirname(local), exist_ok=True)
        with open(local, "wb") as file:
            file.write(data)
    return Image.open(BytesIO(data)).convert("RGB")


def colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def measure(image, box, scale):
    x, y, w, h = box["region"]
    crop = image.crop((x, y, x + w, y + h))
    background = crop.getpixel((0, 0)) if box.get("background", "auto") == "auto" else colour(box["background"])
    threshold = box.get("threshold", 24)
    pixels = crop.load()
    xs, ys = [], []
    for j in range(crop.height):
        for i in range(crop.width):
            if max(abs(a - b) for a, b in zip(pixels[i, j], background)) > threshold:
                xs.append(i)
                ys.append(j)
    if not xs:
        return None
    left, top, right, bottom = min(xs) + x, min(ys) + y, max(xs) + x + 1, max(ys) + y + 1
    return [left / scale, top / scale, (right - left) / scale, (bottom - top) / scale]


def cases(paths):
    """The cases of the JSON files named, or of every JSON file in the folders named."""
    for path in paths:
        files = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".json")) if os.path.isdir(path) else [path]
        for file in files:
            yield from json.load(open(file))


def main(argv):
    options = {"--images": ".build/recordings"}
    paths, check, i = [], False, 1
    while i < len(argv):
        if argv[i] == "--check":
            check = True
        elif argv[i] == "--images":
            options["--images"] = argv[i + 1]
            i += 1
        else:
            paths.append(argv[i])
        i += 1
    failures = 0
    for case in cases(paths or ["Tests/TesselateTests/Fidelity/Corpus"]):
        image = load(case["source"], options["--images"])
        for box in case["boxes"]:
            got = measure(image, box, case["scale"])
            line = f"{case['id']:<48} {box['name']:<28} {got and [round(v, 2) for v in got]}"
            if check:
                expect, tolerance = box["expect"], box.get("tolerance", 0.5)
                ok = got is not None and all(abs(a - b) <= tolerance for a, b in zip(got, expect))
                failures += not ok
                line += "  ok" if ok else f"  expected {expect} ±{tolerance}"
            print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
