#!/usr/bin/env python3
"""Renderer benchmark: the real curses screen in a pty, its bytes replayed in pyte.

One command, from the package root:

    python3 Benchmarks/renderer/bench.py            # builds renderer-smoke (release) first
    python3 Benchmarks/renderer/bench.py --no-build --term xterm-256color

It runs `renderer-smoke --bench` (the 200-box scene of issue 12: SplitMix64 seed 42,
boxes 6-14 x 3-5, labelled #1..#200, greedy flow gap 1 across / 0 down) in a pty of
200x60, under `strace -e trace=write` when strace is installed, then resizes the pty to
120x60, then sends `q`. Per phase it prints the bytes the terminal received, the
write(2) calls (strace; the fixture's own count otherwise), the frame time measured
inside the fixture (layout + canvas + present), and whether the screen replayed by
pyte equals the expected frame computed here, independently of the Swift code.

pyte comes from PyPI into Benchmarks/renderer/.venv (gitignored), created on first run.
"""
import argparse
import json
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VENV = os.path.join(HERE, ".venv")


def ensure_pyte():
    try:
        import pyte  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.path.abspath(sys.executable) != os.path.abspath(python):
        if not os.path.exists(python):
            subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([python, "-m", "pip", "install", "-q", "pyte==0.8.2"])
        os.execv(python, [python] + sys.argv)
    raise SystemExit("pyte is missing from " + VENV)


# ---------------------------------------------------------------- the expected scene

MASK = (1 << 64) - 1


def splitmix64(seed):
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def box_sizes(count=200, seed=42):
    draws = splitmix64(seed)
    sizes = []
    for _ in range(count):
        width = 6 + next(draws) % 9
        height = 3 + next(draws) % 3
        sizes.append((width, height))
    return sizes


def flow(sizes, columns):
    x = y = row_height = 0
    rects = []
    for width, height in sizes:
        if x > 0 and x + width > columns:
            y += row_height
            x = row_height = 0
        rects.append((x, y, width, height))
        x += width + 1
        row_height = max(row_height, height)
    return rects


def expected_screen(columns, rows):
    """The scene as text: light boxes, label centred on the first interior row."""
    grid = [[" "] * columns for _ in range(rows)]

    def put(x, y, ch):
        if 0 <= x < columns and 0 <= y < rows:
            grid[y][x] = ch

    for i, (x, y, w, h) in enumerate(flow(box_sizes(), columns)):
        right, bottom = x + w - 1, y + h - 1
        for cx in range(x + 1, right):
            put(cx, y, "─")
            put(cx, bottom, "─")
        for cy in range(y + 1, bottom):
            put(x, cy, "│")
            put(right, cy, "│")
        put(x, y, "┌"), put(right, y, "┐"), put(x, bottom, "└"), put(right, bottom, "┘")
        label = "#%d" % (i + 1)
        lx = x + 1 + (w - 2 - len(label)) // 2
        for k, ch in enumerate(label):
            put(lx + k, y + 1, ch)
    return ["".join(row) for row in grid]


def plain_floor(lines, known=None):
    """Bytes of drawing `lines` over a blank (or `known`) screen with plain cursor moves:
    one CUP per run of changed cells, the cells' UTF-8, gaps shorter than a CUP written out."""
    total = 0
    for r, row in enumerate(lines):
        old = known[r] if known and r < len(known) else " " * len(row)
        old = (old + " " * len(row))[: len(row)]
        c, cursor = 0, None
        while c < len(row):
            if row[c] == old[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c] != old[c]:
                c += 1
            move = len("\x1b[%d;%dH" % (r + 1, start + 1))
            total += (start - cursor) if cursor is not None and start - cursor < move else move
            total += len(row[start:c].encode())
            cursor = c
    return total


# ---------------------------------------------------------------- running it

def read_until_quiet(fd, quiet=0.6, limit=15.0):
    data = bytearray()
    deadline = time.time() + limit
    last = time.time()
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
            last = time.time()
        elif data and time.time() - last > quiet:
            break
    return bytes(data)


def set_size(fd, columns, rows):
    import fcntl
    import termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def strace_phases(path, marks):
    """write(2) calls on fd 1 between the phase marks (CLOCK_REALTIME seconds), and the
    time spent inside the largest one of each phase (strace -T), in ms."""
    counts = [0] * (len(marks) + 1)
    longest = [(0, 0.0)] * (len(marks) + 1)
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*(?:\d+\s+)?(\d+\.\d+) write\(1,.*= (\d+) <(\d+\.\d+)>", line)
            if not m:
                continue
            t = float(m.group(1))
            phase = sum(1 for mark in marks if t >= mark)
            counts[phase] += 1
            if int(m.group(2)) > longest[phase][0]:
                longest[phase] = (int(m.group(2)), float(m.group(3)) * 1000)
    return counts, [ms for _, ms in longest]


def make_screen(pyte, columns, rows):
    class Screen(pyte.Screen):
        last = " "

        def draw(self, data):
            if data:
                self.last = data[-1]
            super().draw(data)

        def repeat_last(self, count=1):
            self.draw(self.last * max(1, count))

    class Stream(pyte.ByteStream):
        csi = dict(pyte.ByteStream.csi, b="repeat_last")

    screen = Screen(columns, rows)
    return screen, Stream(screen)


def run_once(args, binary, pyte):
    """One run of the fixture: its report, the pty bytes per phase, the strace counts."""
    work = tempfile.mkdtemp(prefix="renderer-bench-")
    report = os.path.join(work, "report.jsonl")
    trace = os.path.join(work, "strace.txt")
    strace = None if args.no_strace else shutil.which("strace")
    command = [binary, "--bench"]
    if strace:
        command = [strace, "-f", "-ttt", "-T", "-e", "trace=write", "-o", trace] + command
    env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "TMUX", "TERM_PROGRAM")}
    env.update(TERM=args.term, LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="interactive=no",
               RENDERER_BENCH_REPORT=report, TERMINAL_LAYOUT_SYNC=args.sync)

    pid, fd = pty.fork()
    if pid == 0:
        set_size(0, 200, 60)
        os.execve(command[0], command, env)
    set_size(fd, 200, 60)

    phases = []
    first = read_until_quiet(fd, quiet=1.0)
    mark_resize = time.time()
    set_size(fd, 120, 60)
    resized = read_until_quiet(fd)
    mark_quit = time.time()
    os.write(fd, b"q")
    tail = read_until_quiet(fd, quiet=0.5, limit=5)
    os.waitpid(pid, 0)

    if args.dump:
        os.makedirs(args.dump, exist_ok=True)
        for name, data in (("first.bin", first), ("resize.bin", resized), ("exit.bin", tail)):
            with open(os.path.join(args.dump, name), "wb") as f:
                f.write(data)
    reported = {}
    if os.path.exists(report):
        for line in open(report):
            entry = json.loads(line)
            reported.setdefault(entry["phase"], entry)
    writes, write_ms = strace_phases(trace, [mark_resize, mark_quit]) if strace else (None, None)

    screen, stream = make_screen(pyte, 200, 60)
    stream.feed(first)
    expected_first = expected_screen(200, 60)
    first_ok = screen.display == expected_first
    screen.resize(60, 120)
    stream.feed(resized)
    expected_resize = expected_screen(120, 60)
    resize_ok = screen.display == expected_resize

    startup = first.find(b"\x1b[H\x1b[2J")   # the frame starts with its clear (after curses' start-up)
    frame_first = len(first) - max(0, startup - (3 if first[max(0, startup - 3):startup] == b"\x1b[m" else 0))
    rows = [
        ("first frame 200x60", reported.get("first"), frame_first, first_ok,
         writes[0] if writes else None, plain_floor(expected_first)),
        ("identical frame (redraw + diff)", reported.get("identical"), 0, first_ok, None, 0),
        ("identical frame (same canvas)", reported.get("identical-same-canvas"), 0, first_ok, None, 0),
        ("resize to 120x60", reported.get("resize"), len(resized), resize_ok,
         writes[1] if writes else None, plain_floor(expected_resize, [line[:120] for line in expected_first])),
    ]
    results = []
    for name, entry, pty_bytes, ok, traced, floor in rows:
        results.append({
            "phase": name,
            "ms": entry["ms"] if entry else None,
            "canvas_ms": entry.get("canvas_ms") if entry else None,
            "present_ms": entry.get("present_ms") if entry else None,
            "bytes": entry["bytes"] if entry else pty_bytes,
            "pty_bytes": pty_bytes,
            "writes": entry["writes"] if entry else None,
            "strace_writes_in_phase": traced,
            "floor": floor,
            "floor_unknown_screen": plain_floor(expected_resize) if name.startswith("resize") else floor,
            "screen_ok": ok,
        })
    shutil.rmtree(work, ignore_errors=True)
    reported["write_ms"] = write_ms
    return results, reported, writes, first_ok and resize_ok, len(first) - frame_first + len(tail)


def main():
    ensure_pyte()
    import pyte

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    parser.add_argument("--term", default="tmux-256color", help="TERM for the fixture (its terminfo decides rep/ech/el)")
    parser.add_argument("--sync", choices=["0", "1"], default="0", help="synchronized output brackets (TERMINAL_LAYOUT_SYNC)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--dump", metavar="DIR", help="save the bytes of each phase in DIR")
    parser.add_argument("--runs", type=int, default=5, help="runs of the fixture; times are their median (default 5)")
    parser.add_argument("--no-strace", action="store_true", help="do not count write(2) with strace (frame times are then not slowed by it)")
    args = parser.parse_args()

    if not args.no_build:
        subprocess.check_call(["swift", "build", "-c", "release", "--product", "renderer-smoke"], cwd=ROOT,
                              stdout=subprocess.DEVNULL)
    binary = subprocess.check_output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                     text=True).strip() + "/renderer-smoke"

    runs = [run_once(args, binary, pyte) for _ in range(max(1, args.runs))]
    results, reported, writes, _, startup_exit = runs[0]
    all_ok = all(run[3] for run in runs)
    for i, r in enumerate(results):
        times = sorted(run[0][i]["ms"] for run in runs if run[0][i]["ms"] is not None)
        for key in ("ms", "canvas_ms", "present_ms"):
            values = sorted(run[0][i][key] for run in runs if run[0][i][key] is not None)
            r[key] = values[len(values) // 2] if values else None
        r["screen_ok"] = all(run[0][i]["screen_ok"] for run in runs)
        r["bytes_all_runs"] = sorted({run[0][i]["bytes"] for run in runs})
    for extra in ("layout-only", "canvas-only", "encode-only", "identical-repeated"):
        values = sorted(run[1][extra]["ms"] for run in runs if extra in run[1])
        if values:
            reported[extra] = {"ms": values[len(values) // 2]}
    if args.json:
        print(json.dumps({"term": args.term, "sync": args.sync, "runs": len(runs), "phases": results,
                          "startup_and_exit_bytes": startup_exit}, indent=2))
    else:
        print("TERM=%s  synchronized output %s  strace %s  %d runs (times: median)"
              % (args.term, "on" if args.sync == "1" else "off", "on" if writes else "off", len(runs)))
        print("%-34s %9s %9s %9s %8s %7s %9s %8s %6s" % ("phase", "ms", "canvas", "present", "bytes", "floor",
                                                          "bytes/fl", "write(2)", "screen"))
        for r in results:
            ratio = "%.3f" % (r["bytes"] / r["floor"]) if r["floor"] else "-"
            ms = "%.3f" % r["ms"] if r["ms"] is not None else "-"
            part = lambda v: "%.3f" % v if v is not None else "-"
            print("%-34s %9s %9s %9s %8d %7d %9s %8s %6s" % (r["phase"], ms, part(r["canvas_ms"]), part(r["present_ms"]),
                                                             r["bytes"], r["floor"], ratio, r["writes"],
                                                             "equal" if r["screen_ok"] else "DIFFERS"))
        for extra in ("layout-only", "canvas-only", "encode-only"):
            if extra in reported:
                print("  %-32s %9.3f ms (mean of 20 in the fixture, no terminal; median of runs)" % (extra, reported[extra]["ms"]))
        if "identical-repeated" in reported:
            print("  %-32s %9.3f ms (median of 20 identical frames redrawn + presented in a row; median of runs)"
                  % ("identical-repeated", reported["identical-repeated"]["ms"]))
        if writes:
            print("strace write(2) on fd 1: start-up + first + identical %d, resize %d, exit %d"
                  % (writes[0], writes[1], writes[2]))
            write_ms = reported.get("write_ms")
            if write_ms:
                print("time inside the frame's write(2) (strace -T, first run): first %.3f ms, resize %.3f ms"
                      % (write_ms[0], write_ms[1]))
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
