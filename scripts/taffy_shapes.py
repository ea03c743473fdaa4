"""Times Taffy (through the `stretchable` package) on the benchmark shapes of
Sources/Benchmarks, for scripts/compare-taffy.sh. Prints one JSON line per case:
{"shape": ..., "n": ..., "nodes": ..., "taffy_seconds": ..., "taffy_min": ..., "taffy_max": ...,
"wrapper_seconds": ...}: medians of layouts of the whole tree with every node marked dirty (Taffy's
own cache emptied), and the fastest and slowest native runs (the spread).
`--quick` runs the smallest sizes; `--only SHAPE --n N` one case (compare-taffy.sh interleaves
cases with Tesselate's this way); `--frames --only SHAPE --n N` prints the leaves' frames instead.
`taffy_seconds` times Taffy's compiled layout alone (stretchable's `taffylib` call, as
`Node.compute_layout` makes it, without the walk that copies every node's box back into Python);
`wrapper_seconds` times `compute_layout` with that walk.

deep-chain at 1k is slow in Taffy for a reason of its own, not the script's: each level pads
its child by 1 point a side, so below 500 levels the chain is wider than the 1000-point space
and every deeper level overflows. Taffy's native layout is linear up to there and grows much
faster past it (measured 2026-12-05 on the 2-core machine: 1.4 ms at 500 levels, 4.8 at 600,
14 at 700, 40 at 850, 80 at 1000). Tesselate lays the same overflowing chain out in linear time.
"""
import json
import statistics
import sys
import time

from stretchable import Node, Style, taffylib
from stretchable.context import taffy
from stretchable.style import AUTO, PT, FlexDirection
from stretchable.style.geometry.size import SizeAvailableSpace

GAP = 8  # SwiftUI's default spacing between views, as the Tesselate shapes use


def leaf(grow=False):
    # A growing leaf never shrinks below its 10 points, as `frame(maxWidth: .infinity)` around
    # a 10-point view does not: an overflowing row overflows in both engines.
    if grow:
        return Node(style=Style(size=(10 * PT, 10 * PT), flex_grow=1, flex_shrink=0, max_size=(float("inf"), 10 * PT)))
    return Node(style=Style(size=(10 * PT, 10 * PT), flex_shrink=0))


def stack(direction, children, padding=0.0):
    return Node(*children, style=Style(flex_direction=direction, gap=GAP * PT, padding=padding * PT))


def flat_row(n):
    return stack(FlexDirection.ROW, [leaf() for _ in range(n)])


def flexible_row(n):
    # As wide as the space, as SwiftUI's window proposes its width to the root HStack, which
    # takes it all for flexible children: without it the row would hug its leaves and none grow.
    row = stack(FlexDirection.ROW, [leaf(grow=True) for _ in range(n)])
    row.style = Style(flex_direction=FlexDirection.ROW, gap=GAP * PT, size=(1000 * PT, AUTO))
    return row


def nested_grid(levels, horizontal=True):
    if levels == 0:
        return leaf()
    direction = FlexDirection.ROW if horizontal else FlexDirection.COLUMN
    return stack(direction, [nested_grid(levels - 1, not horizontal) for _ in range(10)])


def deep_chain(depth):
    node = leaf()
    for _ in range(depth):
        node = stack(FlexDirection.COLUMN, [node], padding=1)
    return node


def mark_all_dirty(node):
    node.mark_dirty()
    for child in node:
        mark_all_dirty(child)


def count(node):
    return 1 + sum(count(child) for child in node)


def native_layout(root, space):
    """Taffy's layout of the tree under `root`, as `Node.compute_layout` asks for it (no node of
    these shapes has a measure function, so the callback is never called)."""
    return taffylib.node_compute_layout_with_measure(taffy._ptr, root._node_id, space, lambda *_: (0.0, 0.0))


def measure(shape, n, build, runs):
    root = build()
    nodes = count(root)
    root.compute_layout((1000, 1000))  # the wrapper creates Taffy's nodes on the first layout
    space = SizeAvailableSpace(1000, 1000).to_dict()
    native, wrapper = [], []
    for _ in range(runs):
        mark_all_dirty(root)  # so that Taffy lays everything out again, with no cached measurement
        start = time.perf_counter()
        native_layout(root, space)
        native.append(time.perf_counter() - start)
        mark_all_dirty(root)
        start = time.perf_counter()
        root.compute_layout((1000, 1000))
        wrapper.append(time.perf_counter() - start)
    print(json.dumps({"shape": shape, "n": n, "nodes": nodes, "taffy_seconds": statistics.median(native),
                      "taffy_min": min(native), "taffy_max": max(native),
                      "wrapper_seconds": statistics.median(wrapper)}), flush=True)


def value(name):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv[:-1] else None


def leaves(node):
    if len(node) == 0:
        return [node]
    return [leaf for child in node for leaf in leaves(child)]


def frames(shape, n, build):
    """`--frames SHAPE N`: the leaves' border boxes after Taffy's layout of the shape in the
    1000-point space, from its root's top-leading corner, in tree order: what
    `benchmarks --frames` prints for Tesselate's items."""
    root = build(n)
    root.compute_layout((1000, 1000))
    items = []
    for leaf in leaves(root):
        box = leaf.get_box(relative=False)
        items.append([round(v, 3) for v in (box.x, box.y, box.width, box.height)])
    print(json.dumps({"shape": shape, "n": n, "items": items}), flush=True)


def main():
    quick = "--quick" in sys.argv
    only, fixed = value("--only"), value("--n")
    if "--frames" in sys.argv:
        builders = {"flat-row": flat_row, "flexible-row": flexible_row, "deep-chain": deep_chain,
                    "nested-grid": lambda n: nested_grid(len(str(n)) - 1)}
        sys.setrecursionlimit(20_000)
        return frames(only, int(fixed), builders[only])
    sizes = [int(fixed)] if fixed else [1_000] if quick else [1_000, 10_000, 100_000]
    depths = [int(fixed)] if fixed else [100] if quick else [100, 1_000]
    sys.setrecursionlimit(20_000)
    cases = [("flat-row", sizes, flat_row), ("nested-grid", sizes, lambda n: nested_grid(len(str(n)) - 1)),
             ("flexible-row", sizes, flexible_row), ("deep-chain", depths, deep_chain)]
    for shape, ns, build in cases:
        if only and only != shape:
            continue
        for n in ns:
            measure(shape, n, lambda: build(n), 5 if shape == "deep-chain" or n < 100_000 else 3)


main()
