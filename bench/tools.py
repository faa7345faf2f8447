#!/usr/bin/env python3
"""Helpers for scripts/bench (standard library only).

    tools.py scene SRC DST WIDTH HEIGHT   copy a scene with another canvas size, data path absolute
    tools.py time -- CMD…                 run CMD (its stdout discarded), print its wall-clock seconds
    tools.py cpu -- CMD…                  run CMD (its stdout discarded), print its user + system seconds
    tools.py peak -- CMD…                 run CMD, print its wall-clock seconds and its own peak RSS in
                                          kB (VmHWM, polled: its children, ffmpeg, are not counted)
    tools.py spin SECONDS                 keep one core busy for at most SECONDS (the under-load runs)
    tools.py collected LOG                print the instructions a callgrind log says were collected
    tools.py table RESULTS                print one table per resolution, then one of the kind scenes
    tools.py goals RESULTS                print the goals table (issue 39) from the goals section's lines
"""

import json
import os
import statistics
import subprocess
import sys
import time


def scene(src, dst, width, height):
    with open(src) as f:
        data = json.load(f)
    data["canvas"]["width"], data["canvas"]["height"] = int(width), int(height)
    base = os.path.dirname(os.path.abspath(src))

    def absolute(value):
        """Makes every `data.file` and `data.timeline` path absolute, in charts and in nodes at
        any depth."""
        if isinstance(value, dict):
            block = value.get("data")
            for key in ("file", "timeline"):
                if isinstance(block, dict) and isinstance(block.get(key), str) \
                        and not os.path.isabs(block[key]):
                    block[key] = os.path.normpath(os.path.join(base, block[key]))
            for item in value.values():
                absolute(item)
        elif isinstance(value, list):
            for item in value:
                absolute(item)

    absolute(data)
    with open(dst, "w") as f:
        json.dump(data, f, indent=2)
        f.write("\n")


def timed(cmd):
    start = time.perf_counter()
    result = subprocess.run(cmd, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"bench: exit status {result.returncode} from: {' '.join(cmd)}")
    print(f"{seconds:.3f}")


def cpu(cmd):
    """The command's user + system seconds, from the kernel's accounting of the child."""
    before = os.times()
    result = subprocess.run(cmd, stdout=subprocess.DEVNULL)
    after = os.times()
    if result.returncode != 0:
        sys.exit(f"bench: exit status {result.returncode} from: {' '.join(cmd)}")
    used = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    print(f"{used:.3f}")


def peak(cmd):
    """Wall-clock seconds and the command's own high-water resident memory (VmHWM, kB).

    VmHWM only grows, so reading it every 20 ms until the process exits (read last while it is
    a zombie-to-be) gives its peak; `/usr/bin/time -f %M` would report the largest of the
    process and its children, and ffmpeg's x264 needs more than chartreel at 4K."""
    start = time.perf_counter()
    process = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    status, high = f"/proc/{process.pid}/status", 0
    while process.poll() is None:
        try:
            with open(status) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        high = max(high, int(line.split()[1]))
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"bench: exit status {process.returncode} from: {' '.join(cmd)}")
    print(f"{seconds:.3f} {high}")


def spin(seconds):
    """Keeps one core busy at normal priority, the load of the under-load runs."""
    end = time.monotonic() + float(seconds)
    while time.monotonic() < end:
        for _ in range(100000):
            pass


# The encoder alone's runs spreading by more than this (slowest ÷ fastest − 1) mark a noisy run.
NOISY_SPREAD = 0.10


def ratio_met(best, median):
    """A ratio goal is met when the best runs and the median of the alternated pairs both reach it."""
    if best >= 0.9 and median >= 0.9:
        return "yes"
    return "best-of only" if best >= 0.9 else "no"


def goals(path):
    """The goals table: `time goal:RES KEY S` (the MP4 and encoder runs, alternated),
    `peak goal:RES chartreel-mp4 KB`, `time goal:png:RES chartreel-png S` and `frames goal:… N`."""
    times, frames, peaks = {}, {}, {}
    with open(path) as f:
        for line in f:
            kind, case, rest = line.rstrip("\n").split(" ", 2)
            if not case.startswith("goal:"):
                continue
            if kind == "time":
                key, seconds = rest.split(" ")
                times.setdefault((case, key), []).append(float(seconds))
            elif kind == "peak":
                key, kb = rest.split(" ")
                peaks.setdefault(case, []).append(int(kb))
            elif kind == "frames":
                frames[case] = int(rest)
    header = ("goal", "measured", "target", "runs", "met")
    lines = []
    # How far the encoder alone's own runs spread, per size: the machine's noise.
    spreads = {}
    for case in sorted((c for c in frames if c.count(":") == 1), key=lambda c: int(c.split("x")[1])):
        res = case.split(":")[1]
        mine, alone = times.get((case, "chartreel-mp4"), []), times.get((case, "ffmpeg-yuv420p"), [])
        if not mine or not alone:
            continue
        best = min(alone) / min(mine)
        pairs = sorted(a / m for a, m in zip(alone, mine))
        median = statistics.median(pairs)
        spreads[res] = max(alone) / min(alone) - 1
        lines.append((f"MP4 / encoder alone from yuv420p, {res}",
                      f"{best:.2f} best-of (pairs {pairs[0]:.2f}–{pairs[-1]:.2f}, median {median:.2f})",
                      "≥ 0.90", str(len(pairs)), ratio_met(best, median)))
    for case, kb in sorted(peaks.items()):
        res = case.split(":")[1]
        mb = max(kb) / 1024
        lines.append((f"chartreel's peak memory, {res} MP4 (ffmpeg not counted)", f"{mb:.0f} MB",
                      "≤ 400 MB", str(len(kb)), "yes" if mb <= 400 else "no"))
    for (case, key), runs in sorted(times.items()):
        if key != "chartreel-png":
            continue
        fps = frames.get(case, 0) / min(runs)
        lines.append((f"PNG sequence, {case.split(':')[2]}, frames a second", f"{fps:.0f} best-of",
                      "≥ 250", str(len(runs)), "yes" if fps >= 250 else "no"))
    print("\nGoals (issue 39): ratio = ffmpeg alone's seconds ÷ chartreel's (its fps ÷ ffmpeg's), the sizes")
    print("alternated in each round; peak = chartreel's own VmHWM; PNG = frames ÷ the best run's seconds")
    print_table(header, lines, {3})
    noisy = {res: spread for res, spread in spreads.items() if spread > NOISY_SPREAD}
    if noisy:
        worst = max(noisy, key=noisy.get)
        print(f"\nNot a quiet machine: ffmpeg alone's own runs spread by up to {100 * noisy[worst]:.0f} % "
              f"({worst}; {', '.join(f'{r} {100 * v:.0f} %' for r, v in noisy.items())}). A ratio")
        print("nearer to 0.90 than that spread is within the noise: run again when the machine is quiet.")


def collected(log):
    """The `Collected : N` count of a callgrind log (instructions while collection was on)."""
    with open(log) as f:
        for line in f:
            if "Collected :" in line:
                print(line.split("Collected :")[1].strip())
                return
    sys.exit(f"bench: no 'Collected' line in {log}")


ROWS = [
    ("chartreel-mp4", "chartreel → MP4 (render + encode)"),
    ("chartreel-png", "chartreel → PNG sequence"),
    ("ffmpeg-bgra", "ffmpeg alone: bgra raw → MP4"),
    ("ffmpeg-yuv420p", "ffmpeg alone: yuv420p raw → MP4"),
    ("matplotlib", "matplotlib FuncAnimation → MP4"),
]


def table(path):
    """RESULTS lines: `time RES KEY SECONDS`, `frames RES N`, `check RES KEY TEXT`, `count RES KEY N`."""
    times, frames, checks, counts, order = {}, {}, {}, {}, []
    with open(path) as f:
        for line in f:
            kind, res, rest = line.rstrip("\n").split(" ", 2)
            if res.startswith("goal:"):
                continue
            if res not in order:
                order.append(res)
            if kind == "time":
                key, seconds = rest.split(" ")
                times.setdefault((res, key), []).append(float(seconds))
            elif kind == "count":
                key, value = rest.split(" ")
                counts[(res, key)] = int(value)
            elif kind == "frames":
                frames[res] = int(rest)
            elif kind == "check":
                key, text = rest.split(" ", 1)
                checks[(res, key)] = text
    kinds = [case for case in order if case.startswith("kind:")]
    for res in order:
        if res in kinds:
            continue
        n = frames.get(res, 0)
        rows = []
        for key, label in ROWS:
            runs = times.get((res, key))
            if not runs:
                continue
            best = min(runs)
            rows.append((key, label, runs, best, n / best))
        reference = next((fps for key, *_, fps in rows if key == "chartreel-mp4"), None)
        print(f"\n{res}, {n} frames — best of the runs; ratio = chartreel MP4 fps ÷ this row's fps")
        header = ("what", "runs", "best s", "median s", "fps", "ratio", "output check")
        lines = []
        for key, label, runs, best, fps in rows:
            ratio = f"{reference / fps:.2f}" if reference else "—"
            lines.append(
                (
                    label,
                    str(len(runs)),
                    f"{best:.2f}",
                    f"{statistics.median(runs):.2f}",
                    f"{fps:.1f}",
                    ratio,
                    checks.get((res, key), "not checked"),
                )
            )
        print_table(header, lines, {1, 2, 3, 4, 5})
    if kinds:
        kinds_table(kinds, times, frames, checks, counts)


def print_table(header, lines, numeric):
    """Prints a Markdown table, the columns in `numeric` right-aligned."""
    widths = [max(len(r[i]) for r in [header] + lines) for i in range(len(header))]

    def fmt(row):
        cells = [c.rjust(w) if i in numeric else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))]
        return "| " + " | ".join(cells) + " |"

    print(fmt(header))
    print("|" + "|".join(("-" * (w + 1) + ":") if i in numeric else "-" * (w + 2) for i, w in enumerate(widths)) + "|")
    for row in lines:
        print(fmt(row))


def kinds_table(kinds, times, frames, checks, counts):
    """One row per kind scene and size: best seconds of each command, chartreel's ratios (the
    encoder fed yuv420p first, fed BGRA second), its drawing CPU and instructions per frame."""
    print("\nOne scene per kind and size — best of the runs; ratio = chartreel MP4 fps ÷ ffmpeg alone's fps;")
    print("draw CPU = user + system of `render -o -` to /dev/null ÷ frames (layout, drawing, the raw copy);")
    print("draw instr = callgrind's instructions in CairoRasterizer.paint ÷ frames (one thread, drawing alone)")
    header = ("scene", "size", "frames", "chartreel MP4 s", "ffmpeg yuv420p s", "ratio yuv420p",
              "ffmpeg bgra s", "ratio bgra", "draw CPU ms/frame", "draw M instr/frame", "output check")
    lines = []
    for case in kinds:
        _, name, size = case.split(":")
        keys = ("chartreel-mp4", "ffmpeg-bgra", "ffmpeg-yuv420p", "chartreel-raw-cpu")
        best = {key: min(times[(case, key)]) for key in keys if (case, key) in times}
        mp4 = best.get("chartreel-mp4")
        n = frames.get(case, 0)

        def ratio(key):
            return f"{best[key] / mp4:.2f}" if mp4 and key in best else "—"

        def seconds(key):
            return f"{best[key]:.2f}" if key in best else "—"

        draw_cpu = f"{best['chartreel-raw-cpu'] / n * 1000:.2f}" if n and "chartreel-raw-cpu" in best else "—"
        instructions = counts.get((case, "callgrind-draw"))
        draw_instr = f"{instructions / n / 1e6:.2f}" if n and instructions is not None else "—"
        lines.append((name, size, str(n), seconds("chartreel-mp4"), seconds("ffmpeg-yuv420p"),
                      ratio("ffmpeg-yuv420p"), seconds("ffmpeg-bgra"), ratio("ffmpeg-bgra"), draw_cpu,
                      draw_instr, checks.get((case, "chartreel-mp4"), "not checked")))
    print_table(header, lines, {2, 3, 4, 5, 6, 7, 8, 9})


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    command, rest = args[0], args[1:]
    if command == "scene" and len(rest) == 4:
        scene(*rest)
    elif command == "time" and rest[:1] == ["--"] and len(rest) > 1:
        timed(rest[1:])
    elif command == "cpu" and rest[:1] == ["--"] and len(rest) > 1:
        cpu(rest[1:])
    elif command == "peak" and rest[:1] == ["--"] and len(rest) > 1:
        peak(rest[1:])
    elif command == "spin" and len(rest) == 1:
        spin(rest[0])
    elif command == "goals" and len(rest) == 1:
        goals(rest[0])
    elif command == "collected" and len(rest) == 1:
        collected(rest[0])
    elif command == "table" and len(rest) == 1:
        table(rest[0])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
