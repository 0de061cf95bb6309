#!/usr/bin/env python3
"""Prints compare/run's two tables: the sanity check (lines, height) and the times with their ratios."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
out = sys.argv[1]

def unit_factor(header):
    factor = 1.0
    for unit, value in (("(ns)", 1), ("(μs)", 1e3), ("(ms)", 1e6), ("(s)", 1e9)):
        if unit in header:
            factor *= value
    return factor

SIZES = {"1k": 1_000, "10k": 10_000, "100k": 100_000}
swift = {}
timings = os.path.join(out, "timings")
for file in os.listdir(timings):
    m = re.match(r"^.*?\.LayoutBenchmarks\.(flow|nested)_(1k|10k|100k)_cold\.wallClock\.histogram\.percentiles\.tsv$", file)
    if not m:
        continue
    with open(os.path.join(timings, file)) as f:
        factor = unit_factor(f.readline())
        for line in f:
            p, v = line.rstrip("\n").split("\t")
            if p == "50":
                swift[(m.group(1), SIZES[m.group(2)])] = float(v) * factor

checks, times, errors = {}, {}, []
with open(os.path.join(out, "records.tsv")) as f:
    for line in f:
        r = line.rstrip("\n").split("\t")
        if r[0] == "check":
            checks[(r[1], r[2], int(r[3]))] = (int(r[4]), float(r[5]), float(r[6]))
        elif r[0] == "time":
            times[(r[1], r[2], int(r[3]))] = float(r[4])
        elif r[0] == "error":
            errors.append(" ".join(r[1:]))

def duration(ns):
    if ns is None:
        return "—"
    return f"{ns / 1e3:.3g} µs" if ns < 1e6 else (f"{ns / 1e6:.3g} ms" if ns < 1e9 else f"{ns / 1e9:.3g} s")

workloads = [("flow", 1_000), ("flow", 10_000), ("flow", 100_000), ("nested", 1_000), ("nested", 10_000)]
print("Sanity check: the same layout in every engine (flow: lines and total height; nested: rows, Swift's by construction, and total height)")
print("| workload | Swift lines / height | Taffy lines / height | Yoga lines / height | agree? |")
print("|---|---|---|---|---|")
for workload, n in workloads:
    s = checks.get(("Swift", workload, n))
    cells, agree = [], True
    for engine in ("Swift", "Taffy", "Yoga"):
        c = checks.get((engine, workload, n))
        cells.append("—" if c is None else f"{c[0]} / {c[1]:g}")
        if c is not None and s is not None and engine != "Swift":
            same_height = abs(c[1] - s[1]) < 0.5
            agree = agree and same_height and (workload != "flow" or c[0] == s[0])
    print(f"| {workload} {n // 1000}k | " + " | ".join(cells) + f" | {'yes' if agree else 'NO'} |")

print("\nTimes (median; Swift: fresh ViewGraph + first layout; others: their compute-layout call on a fresh tree)")
print("| workload | Swift | Taffy | Yoga | Swift / Taffy | Swift / Yoga |")
print("|---|---:|---:|---:|---:|---:|")
for workload, n in workloads:
    s = swift.get((workload, n))
    t = times.get(("Taffy", workload, n))
    y = times.get(("Yoga", workload, n))
    ratio = lambda a, b: "—" if a is None or b is None else f"{a / b:.3g}×"
    print(f"| {workload} {n // 1000}k cold | {duration(s)} | {duration(t)} | {duration(y)} | {ratio(s, t)} | {ratio(s, y)} |")
s, t = swift.get(("flow", 10_000)), times.get(("Taffy", "flow", 10_000))
if s and t:
    print(f"\nflow 10k target: at least 7× faster than Taffy, i.e. Swift / Taffy ≤ 0.143: "
          f"{s / t:.3g} → {'met' if s / t <= 1 / 7 else 'MISSED'}")
for e in errors:
    print("error:", e)
