#!/usr/bin/env python3
"""Issue 10's flow and nested workloads through Taffy (stretchable 1.1.8) and Yoga (poga 0.1.19).

Usage: engines.py [--iterations-scale X]
Prints tab-separated records:
  time   ENGINE WORKLOAD N MEDIAN_NS ITERATIONS
  check  ENGINE WORKLOAD N LINES HEIGHT WIDTH
Only the engine's compute-layout call is timed; each iteration builds a fresh tree outside the timer
(cold, like the Swift benchmark's fresh graph + first layout).
"""
import math
import statistics
import sys
import time

MASK = (1 << 64) - 1
COUNTS = {"flow": {1_000: 15, 10_000: 7, 100_000: 3},   # sizes and iterations, as the table
          "nested": {1_000: 15, 10_000: 7}}
ROWS = 100
WIDTH = 200

def items(n, seed=42):
    """SplitMix64 at `seed`; per item the width (4…20) is drawn, then the height (1…6)."""
    state = seed
    def draw():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)
    out = []
    for _ in range(n):
        w = 4 + draw() % 17
        h = 1 + draw() % 6
        out.append((w, h))
    return out

def record(*fields):
    print("\t".join(str(f) for f in fields), flush=True)

def lines_of(tops):
    return len(set(round(t, 3) for t in tops))

# --- Taffy, through stretchable -------------------------------------------------------------
def taffy_engine():
    # stretchable's Node objects take ~1 minute to build 10k children (Python bookkeeping per
    # child), so the trees are built with its Rust binding directly (taffylib: node_create,
    # node_add_child), with the styles made by stretchable's own Style and cached per size.
    from stretchable import Style, taffylib
    from stretchable.node import taffy
    from stretchable.style import AUTO, FlexDirection, FlexWrap, AlignContent, AlignItems
    from stretchable.style.geometry.size import SizeAvailableSpace
    from stretchable.style.geometry.length import MAX_CONTENT

    ptr = taffy._ptr
    space = SizeAvailableSpace(WIDTH, MAX_CONTENT).to_dict()
    styles = {}

    def style(**kwargs):
        k = repr(sorted(kwargs.items(), key=lambda kv: kv[0]))
        if k not in styles:
            styles[k] = Style(**kwargs).to_dict()
        return styles[k]

    def node(children=(), **kwargs):
        parent = taffylib.node_create(ptr, style(**kwargs))
        for child in children:
            taffylib.node_add_child(ptr, parent, child)
        return parent

    def flow(its):
        children = [node(size=(w, h), flex_shrink=0) for w, h in its]
        root = node(children, size=(WIDTH, AUTO), flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP,
                    gap=1, align_content=AlignContent.FLEX_START, align_items=AlignItems.FLEX_START)
        return root, children

    def nested(its):
        per_row = len(its) // ROWS
        rows = []
        for r in range(ROWS):
            leaves = [node(flex_grow=1, flex_basis=w, min_size=(0, AUTO), size=(AUTO, h))
                      for w, h in its[r * per_row:(r + 1) * per_row]]
            rows.append(node(leaves, flex_direction=FlexDirection.ROW, gap=1))
        return node(rows, size=(WIDTH, AUTO), flex_direction=FlexDirection.COLUMN, gap=1), rows

    def compute(root):
        taffylib.node_compute_layout(ptr, root, space)

    def box(n):
        layout = taffylib.PyLayout()
        taffylib.node_get_layout(ptr, n, layout)
        return layout

    def measure(root, children):
        b = box(root)
        return lines_of(box(c).y for c in children), b.height, b.width

    def drop(root):
        taffylib.node_drop_all(ptr)

    return "Taffy", flow, nested, compute, measure, drop

# --- Yoga, through poga's C API binding ------------------------------------------------------
def yoga_engine():
    from poga import libpoga_capi as yg

    # poga 0.1.19's binding of Yoga has no gap setter: a gap of 1 is emulated exactly with a right
    # and bottom margin of 1 on every item (row) and a container one cell wider, so that a line
    # holds items while sum(w) + (n - 1) <= 200, as with a gap. The height is then one more than
    # with a gap (the last line's margin), which `measure` takes off.
    def leaf():
        node = yg.YGNodeNew()
        yg.YGNodeStyleSetMargin(node, yg.YGEdge.Right, 1)
        yg.YGNodeStyleSetMargin(node, yg.YGEdge.Bottom, 1)
        return node

    def flow(its):
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetFlexWrap(root, yg.YGWrap.Wrap)
        yg.YGNodeStyleSetAlignItems(root, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetAlignContent(root, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetWidth(root, WIDTH + 1)
        children = []
        for i, (w, h) in enumerate(its):
            node = leaf()
            yg.YGNodeStyleSetWidth(node, w)
            yg.YGNodeStyleSetHeight(node, h)
            yg.YGNodeStyleSetFlexShrink(node, 0)
            yg.YGNodeInsertChild(root, node, i)
            children.append(node)
        return root, children

    def nested(its):
        per_row = len(its) // ROWS
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetWidth(root, WIDTH + 1)
        rows = []
        for r in range(ROWS):
            row = leaf()
            yg.YGNodeStyleSetMargin(row, yg.YGEdge.Right, 0)
            yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
            for i, (w, h) in enumerate(its[r * per_row:(r + 1) * per_row]):
                node = leaf()
                yg.YGNodeStyleSetMargin(node, yg.YGEdge.Bottom, 0)
                yg.YGNodeStyleSetFlexGrow(node, 1)
                yg.YGNodeStyleSetFlexShrink(node, 1)   # CSS's default (Yoga's is 0)
                yg.YGNodeStyleSetFlexBasis(node, w)
                yg.YGNodeStyleSetMinWidth(node, 0)
                yg.YGNodeStyleSetHeight(node, h)
                yg.YGNodeInsertChild(row, node, i)
            yg.YGNodeInsertChild(root, row, r)
            rows.append(row)
        return root, rows

    def compute(root):
        yg.YGNodeCalculateLayout(root, WIDTH + 1, math.nan, yg.YGDirection.LTR)

    def measure(root, children):
        tops = [yg.YGNodeLayoutGetTop(c) for c in children]
        return lines_of(tops), yg.YGNodeLayoutGetHeight(root) - 1, yg.YGNodeLayoutGetWidth(root) - 1

    def drop(root):
        yg.YGNodeFreeRecursive(root)

    return "Yoga", flow, nested, compute, measure, drop

def run(engine, scale):
    name, flow, nested, compute, measure, drop = engine()
    for workload, build in (("flow", flow), ("nested", nested)):
        for n, iterations in COUNTS[workload].items():
            its = items(n)
            samples = []
            for i in range(max(1, round(iterations * scale))):
                root, children = build(its)
                start = time.perf_counter_ns()
                compute(root)
                samples.append(time.perf_counter_ns() - start)
                if i == 0:
                    lines, height, width = measure(root, children)
                    record("check", name, workload, n, lines, f"{height:g}", f"{width:g}")
                drop(root)
            record("time", name, workload, n, f"{statistics.median(samples):.0f}", len(samples))

if __name__ == "__main__":
    scale = float(sys.argv[sys.argv.index("--iterations-scale") + 1]) if "--iterations-scale" in sys.argv else 1.0
    for engine in (taffy_engine, yoga_engine):
        try:
            run(engine, scale)
        except Exception as error:   # report, and go on with the other engine
            record("error", engine.__name__, type(error).__name__, str(error).replace("\t", " "))
