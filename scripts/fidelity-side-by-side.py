#!/usr/bin/env python3
"""Puts each fidelity case's recording beside Tesselate's picture of it (issue 34), to look at.

    scripts/fidelity-side-by-side.sh [CASE-ID-PREFIX …]

The shell script writes Tesselate's pictures first (`TESSELATE_FIDELITY_PNG`, see
FidelityCorpusTests); this script reads each case's recording as measure-recording.py does
(a copy, the fetch tool's mirror, or GitHub) and writes .build/fidelity-side-by-side/<id>.png:
the recording on the left, Tesselate on the right, at the recording's size.
"""
import json
import os
import sys

from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
from importlib import import_module  # noqa: E402

measure = import_module("measure-recording")


def main():
    prefixes = sys.argv[1:]
    corpus = "Tests/TesselateTests/Fidelity/Corpus"
    pictures = ".build/fidelity-pictures"
    out = ".build/fidelity-side-by-side"
    os.makedirs(out, exist_ok=True)
    written = 0
    for name in sorted(os.listdir(corpus)):
        if not name.endswith(".json"):
            continue
        for case in json.load(open(os.path.join(corpus, name))):
            if prefixes and not any(case["id"].startswith(p) for p in prefixes):
                continue
            mine = os.path.join(pictures, case["id"].replace("/", "+") + ".png")
            if not os.path.exists(mine):
                continue
            try:
                recording = measure.load(case["source"], ".build/recordings")
            except Exception as error:  # a recording that cannot be read is skipped, and said
                print(f"{case['id']}: recording not available ({error})")
                continue
            tesselate = Image.open(mine).convert("RGB")
            if tesselate.size != recording.size:
                tesselate = tesselate.resize(recording.size)
            pair = Image.new("RGB", (recording.width * 2 + 8, recording.height), (255, 0, 255))
            pair.paste(recording, (0, 0))
            pair.paste(tesselate, (recording.width + 8, 0))
            pair.save(os.path.join(out, case["id"].replace("/", "+") + ".png"))
            written += 1
    print(f"wrote {written} pictures to {out} (recording left, Tesselate right)")


if __name__ == "__main__":
    main()
