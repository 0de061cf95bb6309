#!/usr/bin/env python3
"""Folds one `Benchmarks/run` into ONE table: workload | median | target | met?

Usage: report.py RESULTS_DIR  (the folder `run` wrote: timings/*.tsv from ordo-one/benchmark's
histogramPercentiles export, stats.tsv, memory.tsv, render.tsv from LayoutCounts).
Targets are issue 10's; a missed target says MISSED. Nothing here lowers a target.
"""
import math
import os
import re
import sys

RESULTS = sys.argv[1]
TIMINGS = os.path.join(RESULTS, "timings")

def key(name):
    return re.sub(r"[^a-z0-9]", "", name.lower())

def unit_factor(header):
    """The export scales its columns: "Time (wall clock) (ns)", "Malloc (total) (K)". Back to ns and counts."""
    factor = 1.0
    for unit, value in (("(ns)", 1), ("(μs)", 1e3), ("(us)", 1e3), ("(ms)", 1e6), ("(s)", 1e9),
                        ("(K)", 1e3), ("(M)", 1e6), ("(G)", 1e9)):
        if unit in header:
            factor *= value
    return factor

# median (p50) of every benchmark × metric the export wrote, in ns and counts
medians = {}
rounded = set()   # counts the export gave in thousands (or more): shown with ≈
for file in sorted(os.listdir(TIMINGS)) if os.path.isdir(TIMINGS) else []:
    m = re.match(r"^.*?\.LayoutBenchmarks\.(.+)\.([A-Za-z]+)\.histogram\.percentiles\.tsv$", file)
    if not m:
        continue
    with open(os.path.join(TIMINGS, file)) as f:
        header = f.readline()
        factor = unit_factor(header)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 2 and parts[0] == "50":
                medians[(key(m.group(1)), m.group(2))] = float(parts[1]) * factor
                if factor > 1 and m.group(2) != "wallClock":
                    rounded.add((key(m.group(1)), m.group(2)))

def median(name, metric="wallClock"):
    if name not in ALL_NAMES:
        ALL_NAMES.append(name)
    return medians.get((key(name), metric))

def records(file):
    path = os.path.join(RESULTS, file)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [line.rstrip("\n").split("\t") for line in f if "\t" in line]

def duration(ns):
    if ns is None:
        return "not measured"
    if ns < 1e3:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.3g} µs"
    if ns < 1e9:
        return f"{ns / 1e6:.3g} ms"
    return f"{ns / 1e9:.3g} s"

def verdict(ok, missed_by=""):
    if ok is None:
        return "not measured"
    return "met" if ok else ("MISSED" + (f" ({missed_by})" if missed_by else ""))

def times(value, limit):
    return f"{value / limit:.3g}× over" if limit else ""

rows = []
ALL_NAMES = []

def time_row(name, target_ns=None, target_text=None, note=None):
    value = median(name)
    if target_ns is None:
        rows.append((name, duration(value), target_text or "— (no target; for scale)", note or "—"))
        return value
    ok = None if value is None else value <= target_ns
    rows.append((name, duration(value), target_text or f"≤ {duration(target_ns)}",
                 verdict(ok, times(value, target_ns) if value else "")))
    return value

MS, US = 1e6, 1e3
time_row("flow 1k cold")
flow10k = time_row("flow 10k cold", 0.5 * MS, "≤ 500 µs (and ≥ 7× faster than Taffy: compare/run)")
flow100k = time_row("flow 100k cold", 6 * MS)
if flow10k and flow100k:
    k = math.log(flow100k / flow10k) / math.log(10)
    rows.append(("flow cold, exponent k of N^k, 10k → 100k", f"k = {k:.2f}", "k ≤ 1.1",
                 verdict(k <= 1.1, f"by {k - 1.1:.2f}")))
resize10k = median("flow 10k resize")
rows.append(("flow 10k resize 200 ↔ 120", duration(resize10k), f"≤ the cold time ({duration(flow10k)})",
             verdict(None if resize10k is None or flow10k is None else resize10k <= flow10k,
                     times(resize10k, flow10k) if resize10k and flow10k else "")))
time_row("nested 1k cold")
time_row("nested 1k resize")
time_row("nested 10k cold", 1 * MS)
time_row("nested 10k resize", 1 * MS)
for name in ["masonry 10k cold", "responsive 10k cold", "EfficientGridLayout 10k cold", "Grid 10k cold"]:
    time_row(name, 1 * MS)
time_row("flow 10k update identical + layout", 1 * MS)
time_row("flow 10k update one item + layout", 50 * US)
time_row("state 10k one change + layout", None, None, "issue 14, STATE2: one row's body evaluated")
time_row("state 10k update root + layout", None, None, "the same change, then the root resolved again (the rows kept by value, UPD1), for scale")
for name in ["flow 1k nothing changed", "flow 10k nothing changed", "flow 100k nothing changed",
             "nested 10k nothing changed"]:
    time_row(name, 10 * US)

# Issue 11: the lazy list of a million rows at 200 × 60.
time_row("lazy 1M first frame", 1 * MS, "≤ 1 ms (issue 11)")
for name in ["lazy 1M page down", "lazy 1M jump to the end", "lazy 1M scrollTo a middle row"]:
    time_row(name, 0.5 * MS, "≤ 500 µs (issue 11)")

# Issue 11: the lazy grid of a million cells at 200 × 60.
time_row("lazy grid 1M first frame", 1 * MS, "≤ 1 ms (issue 11)")
time_row("lazy grid 1M page down", 0.5 * MS, "≤ 500 µs (issue 11)")

for record in records("lazy.tsv"):
    if record[0] in ("lazyframe", "lazygridframe"):
        _, name, made, shown = record
        what = "lazy grid 1M, cells" if record[0] == "lazygridframe" else "lazy 1M, rows"
        rows.append((f"{what} made per frame against {what.split(', ')[1]} shown ({name}: {made} made, {shown} shown)",
                     f"{int(made) / max(1, int(shown)):.2f}×", "≤ 2×",
                     verdict(int(made) <= 2 * int(shown), f"{int(made) / max(1, 2 * int(shown)):.3g}× over")))
    elif record[0] in ("lazymemory", "lazygridmemory"):
        _, count, heap, resident, per_row = record
        what = "lazy grid" if record[0] == "lazygridmemory" else "lazy"
        rows.append((f"{what} {int(count):,} rows: memory per row after the first frame, the larger of heap "
                     f"({int(heap) / 2**20:.1f} MiB) and resident growth ({int(resident) / 2**20:.1f} MiB)",
                     f"{float(per_row):.1f} B", "≤ 32 B", verdict(float(per_row) <= 32, f"{float(per_row) / 32:.3g}× over")))

for name in ["flow 10k resize", "nested 10k resize", "nested 1k resize"]:
    value = median(name, "mallocCountTotal")
    approx = "≈" if (key(name), "mallocCountTotal") in rounded else ""
    rows.append((f"mallocs in a steady-state layout pass ({name})",
                 "not measured" if value is None else f"{approx}{value:,.0f}", "0",
                 verdict(None if value is None else value == 0)))

for record in records("stats.tsv"):
    if record[0] == "resize":
        _, name, nodes, calls, hits, per_node, rate = record
        rows.append((f"sizeThatFits per node, one resize 200 → 120 ({name}; {int(calls):,} calls, {int(nodes):,} nodes)",
                     per_node, "≤ 3", verdict(float(per_node) <= 3, f"{float(per_node) / 3:.3g}× over")))
for record in records("stats.tsv"):
    if record[0] == "sweep":
        _, name, nodes, calls, hits, per_node, rate = record
        # How many sizes were asked for, and how many of them were evaluated (not in the memo).
        asked = f"{int(calls):,} asked, {int(calls) - int(hits):,} evaluated"
        rows.append((f"memo hit rate, resize sweep 200 → 120 ({name}, 200 items; {asked})", f"{rate}%", "≥ 90%",
                     verdict(float(rate) >= 90, f"by {90 - float(rate):.1f} points")))

for record in records("memory.tsv"):
    kind, name, nodes, total, per_node, per_item, rss = record
    when = "" if kind == "memory" else ", after two identical updates: element values kept (UPD1)"
    rows.append((f"engine bytes per view ({name}: {int(total) / 2**20:.1f} MiB malloc'd for {int(nodes):,} nodes{when})",
                 f"{int(per_node):,} B", "≤ 200 B", verdict(int(per_node) <= 200, f"{int(per_node) / 200:.3g}× over")))
for record in records("render.tsv"):
    _, name, nodes, placements, peak = record
    peak_mb = int(peak) / 1e6
    rows.append((f"peak RSS, headless render of a 100,000-item {name.split()[0]} (LayoutCounts render)",
                 f"{peak_mb:.0f} MB", "≤ 100 MB", verdict(peak_mb <= 100, f"{peak_mb / 100:.3g}× over")))

instructions = {}
for record in records("instructions.tsv"):
    if record[0] == "instructions" and len(record) == 5 and record[4]:
        instructions[(record[1], int(record[3]))] = int(record[4])
for kind in ("flow", "nested"):
    base, cold, resized = (instructions.get((kind, s)) for s in (0, 1, 2))
    if None not in (base, cold, resized):
        rows.append((f"instructions, {kind} 10k cold (callgrind: fresh graph + first layout)",
                     f"{cold - base:,}", "— (stable count, for before/after)", "—"))
        rows.append((f"instructions, {kind} 10k resize 200 → 120 (callgrind)",
                     f"{resized - cold:,}", "— (stable count, for before/after)", "—"))

updates = {int(r[3]): int(r[4]) for r in records("instructions.tsv")
           if r[0] == "updates" and r[1] == "flow" and len(r) == 5 and r[4]}
if 2 in updates and 3 in updates:
    rows.append(("instructions, flow 10k identical update + layout, steady (callgrind: LayoutCounts updates 3 − 2)",
                 f"{updates[3] - updates[2]:,}", "— (stable count, for before/after)", "—"))
changes = {int(r[3]): int(r[4]) for r in records("instructions.tsv") if r[0] == "changes" and len(r) == 5 and r[4]}
if 2 in changes and 3 in changes:
    rows.append(("instructions, flow 10k one item changed + layout, steady (callgrind: LayoutCounts changes 3 − 2)",
                 f"{changes[3] - changes[2]:,}", "— (stable count, for before/after)", "—"))

root = {int(r[3]): int(r[4]) for r in records("instructions.tsv")
        if r[0] == "updates" and r[1] == "state" and len(r) == 5 and r[4]}
if 1 in root and 2 in root:
    rows.append(("instructions, state 10k update root + layout (callgrind: LayoutCounts updates state 2 − 1)",
                 f"{root[2] - root[1]:,}", "— (stable count, for before/after)", "—"))

widths = [max(len(r[i]) for r in rows + [("workload", "median", "target", "met?")]) for i in range(4)]
def line(cells):
    return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"
print(line(("workload", "median", "target", "met?")))
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in rows:
    print(line(r))
missed = sum(1 for r in rows if r[3].startswith("MISSED"))
met = sum(1 for r in rows if r[3] == "met")
print(f"\n{met} targets met, {missed} MISSED.")

# Side table: mallocs (and instructions, where perf counts them) per iteration, median.
print("\nPer iteration (median): mallocs" + (", instructions" if any(m == "instructions" for _, m in medians) else ""))
names = sorted({n for n, _ in medians})
for n in names:
    display = next((name for name in ALL_NAMES if key(name) == n), n)
    mallocs = medians.get((n, "mallocCountTotal"))
    instructions = medians.get((n, "instructions"))
    extra = f"  instructions {instructions:,.0f}" if instructions is not None else ""
    approx = "≈" if (n, "mallocCountTotal") in rounded else " "
    print(f"  {display:40s} mallocs {approx}{mallocs:>12,.0f}{extra}" if mallocs is not None else f"  {display}")
