#!/usr/bin/env python3
"""The scale benchmark of scripts/bench (standard library only): big data, big objects.

    scale.py CHARTREEL [--out DIR] [--quick] [--only NAME,…]

Generates its inputs once into DIR (default .build/bench; kept between runs) and measures the
wall time and peak memory (GNU time's maximum resident set size) of each command:

  decode     `chartreel validate` on scenes naming 1M and 10M points of Telegram JSON and a
             2M-row CSV: MB/s of data file
  keys       a data file whose `names` object has 200,000 keys, and the same with a duplicate
  render     the same pan-and-zoom scene on 400 and on 1,000,000 points: ms per frame (the
             time of all frames less the time of the first alone, over the frames after it)
  first      the first frame of that scene on 10,000,000 points, as a PNG
  long       the first frame of a day-long pan (86,400 s at 10 fps) over 1,000,000 points
  json       a 150 MB Telegram file: `chartreel validate` beside Python's json.load and
             Foundation's JSONSerialization (a Swift program built with swiftc -O), each
             turning the columns into numbers
  png        60 720p frames: chartreel's PNG writer beside libpng (bench/png_peer.c, built with
             cc -O2) at the same zlib level (1) and filter (Up), one thread each

Prints one table; `scripts/bench --scale-only` runs it alone. See bench/README.md, "Scale".
"""

import json
import os
import random
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STEP_MS = 60_000
START_MS = 1_420_070_400_000  # 2015-01-01


def telegram(path, points, series=1, seed=1):
    """A round-2 Telegram chart: x every minute, `series` random-walk line series."""
    if os.path.exists(path):
        return
    rng = random.Random(seed)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write('{"columns": [["x"')
        chunk = 1_000_000
        for start in range(0, points, chunk):
            xs = range(START_MS + start * STEP_MS, START_MS + min(points, start + chunk) * STEP_MS, STEP_MS)
            f.write("," + ",".join(map(str, xs)))
        f.write("]")
        for k in range(series):
            f.write(f', ["y{k}"')
            value = 1000
            for start in range(0, points, chunk):
                cells = []
                for _ in range(min(chunk, points - start)):
                    value = max(0, value + rng.randint(-50, 50))
                    cells.append(value)
                f.write("," + ",".join(map(str, cells)))
            f.write("]")
        f.write("],\n")
        ids = [f"y{k}" for k in range(series)]
        f.write(' "types": {"x": "x", ' + ", ".join(f'"{i}": "line"' for i in ids) + "},\n")
        f.write(' "names": {' + ", ".join(f'"{i}": "Series {i}"' for i in ids) + "},\n")
        colors = ["#3DC23F", "#F34C44", "#3896E8", "#E8AF14"]
        f.write(' "colors": {' + ", ".join(f'"{i}": "{colors[n % 4]}"' for n, i in enumerate(ids)) + "}}\n")
    os.replace(tmp, path)


def many_keys(path, keys, duplicate):
    """A small chart whose `names` object has `keys` keys (one a duplicate when asked)."""
    if os.path.exists(path):
        return
    names = [f'"y{i}": "Name {i}"' for i in range(keys)]
    if duplicate:
        names[-1] = '"y17": "again"'
    with open(path, "w") as f:
        days = ", ".join(str(1542412800000 + d * 86400000) for d in range(7))
        f.write('{"columns": [["x", ' + days + '], ["y0", 1, 2, 3, 4, 5, 6, 7]],\n')
        f.write(' "types": {"x": "x", "y0": "line"}, "colors": {"y0": "#3DC23F"},\n')
        f.write(' "names": {' + ",\n".join(names) + "}}\n")


def csv_file(path, rows, seed=2):
    """ISO date-times every minute and one series of integers."""
    if os.path.exists(path):
        return
    import datetime
    rng = random.Random(seed)
    start = datetime.datetime(2015, 1, 1)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write("date,visits\n")
        minute = datetime.timedelta(minutes=1)
        value = 500
        lines = []
        t = start
        day = None
        for i in range(rows):
            if i % 1440 == 0:
                day = t.strftime("%Y-%m-%dT")
            value = max(0, value + rng.randint(-20, 20))
            lines.append(f"{day}{(i % 1440) // 60:02d}:{i % 60:02d},{value}\n")
            t += minute
            if len(lines) == 100_000:
                f.write("".join(lines))
                lines = []
        f.write("".join(lines))
    os.replace(tmp, path)


def scene(path, data, frames_scene):
    """A 1280×720 scene on `data`: a still one, or (frames_scene) pan and zoom for 4 s."""
    body = {
        "canvas": {"width": 1280, "height": 720, "fps": 60, "theme": "day"},
        "data": {"csv": os.path.abspath(data)} if data.endswith(".csv") else {"file": os.path.abspath(data)},
        "title": "Scale",
        "initial": {"window": [0.7, 1.0] if frames_scene else [0.0, 1.0]},
        "duration": 4.0,
        "actions": [
            {"at": 0.0, "duration": 1.5, "pan": -0.35, "curve": "easeInOut"},
            {"at": 1.5, "duration": 1.5, "zoom": 4, "curve": "easeInOut"},
            {"at": 3.0, "duration": 1.0, "window": [0.7, 1.0], "curve": "fastOutSlowIn"},
        ] if frames_scene else [],
    }
    with open(path, "w") as f:
        json.dump(body, f, indent=1)


def day_long(path, data):
    """A pan that lasts a whole day (the y-range envelope's cells: 20.7 million)."""
    scene(path, data, True)
    with open(path) as f:
        body = json.load(f)
    body["canvas"]["fps"] = 10
    body["duration"] = 86400.0
    body["actions"] = [{"at": 0.0, "duration": 86400.0, "pan": -0.6, "curve": "linear"}]
    with open(path, "w") as f:
        json.dump(body, f, indent=1)


def measure(cmd, stdout=subprocess.DEVNULL, ok=(0,)):
    """(seconds, peak MB, exit status) of a command, timed by GNU time."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + cmd,
                                stdout=stdout, stderr=subprocess.PIPE)
        seconds = time.perf_counter() - start
        lines = [l for l in report.read().splitlines() if l.strip()]
    if result.returncode not in ok:
        sys.exit(f"scale: exit status {result.returncode} from {' '.join(cmd)}:\n"
                 + result.stderr.decode(errors="replace")[-2000:])
    return seconds, int(lines[-1]) / 1024, result.returncode


def best(runs, cmd, **kw):
    results = [measure(cmd, **kw) for _ in range(runs)]
    return min(results, key=lambda r: r[0])


def mb(path):
    return os.path.getsize(path) / 1e6


def build_peers(out):
    """The Foundation JSON program and the libpng writer, built once."""
    foundation = os.path.join(out, "foundation_json")
    if not os.path.exists(foundation):
        subprocess.run(["swiftc", "-O", os.path.join(HERE, "foundation_json.swift"), "-o", foundation],
                       check=True, stderr=subprocess.DEVNULL)
    png = os.path.join(out, "png_peer")
    if not os.path.exists(png):
        subprocess.run(["cc", "-O2", os.path.join(HERE, "png_peer.c"), "-o", png, "-lpng", "-lz"],
                       check=True)
    return foundation, png


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return
    chartreel = os.path.abspath(args[0])
    out = ".build/bench"
    quick = "--quick" in args
    only = None
    if "--out" in args:
        out = args[args.index("--out") + 1]
    if "--only" in args:
        only = set(args[args.index("--only") + 1].split(","))
    runs = 1 if quick else 3
    os.makedirs(out, exist_ok=True)
    out = os.path.abspath(out)
    p = lambda name: os.path.join(out, name)
    want = lambda name: only is None or name in only
    rows = []

    def row(what, seconds, peak, figure=""):
        rows.append((what, seconds, peak, figure))
        print(f"  {what:<58} {seconds:8.2f} s {peak:7.0f} MB  {figure}", file=sys.stderr, flush=True)

    print("scale: generating inputs in " + out + " (once)", file=sys.stderr, flush=True)
    telegram(p("tg-400.json"), 400)
    telegram(p("tg-1m.json"), 1_000_000)
    if want("decode") or want("first"):
        telegram(p("tg-10m.json"), 10_000_000)
    if want("json"):
        telegram(p("tg-150mb.json"), 3_500_000, series=5, seed=3)
    if want("decode"):
        csv_file(p("big.csv"), 2_000_000)
    if want("keys"):
        many_keys(p("keys-200k.json"), 200_000, False)
        many_keys(p("keys-200k-dup.json"), 200_000, True)
    for name, data, moving in [("still-1m", "tg-1m.json", False), ("still-10m", "tg-10m.json", False),
                               ("still-csv", "big.csv", False), ("still-150mb", "tg-150mb.json", False),
                               ("pan-400", "tg-400.json", True), ("pan-1m", "tg-1m.json", True),
                               ("pan-10m", "tg-10m.json", True), ("keys", "keys-200k.json", False),
                               ("keys-dup", "keys-200k-dup.json", False)]:
        scene(p(name + ".scene.json"), p(data), moving)
    scene_of = lambda name: p(name + ".scene.json")
    day_long(scene_of("day-pan"), p("tg-1m.json"))

    if want("decode"):
        for name, data in [("still-1m", "tg-1m.json"), ("still-10m", "tg-10m.json"), ("still-csv", "big.csv")]:
            s, peak, _ = best(runs, [chartreel, "validate", scene_of(name)])
            row(f"validate {data} ({mb(p(data)):.0f} MB)", s, peak, f"{mb(p(data)) / s:.0f} MB/s")
    if want("keys"):
        s, peak, _ = best(runs, [chartreel, "validate", scene_of("keys")])
        row("validate, names object of 200,000 keys", s, peak)
        s, peak, _ = best(runs, [chartreel, "validate", scene_of("keys-dup")], ok=(1, 2))
        row("validate, the same with a duplicate key (an error)", s, peak)
    if want("render"):
        per_frame = {}
        for name in ["pan-400", "pan-1m"]:
            frames = int(subprocess.run([chartreel, "info", scene_of(name)], capture_output=True,
                                        text=True, check=True).stdout.split()[3])
            one, _, _ = best(runs, [chartreel, "render", scene_of(name), "--frames", "0..0", "-o", "-", "--quiet"])
            s, peak, _ = best(runs, [chartreel, "render", scene_of(name), "-o", "-", "--quiet"])
            per_frame[name] = (s - one) / (frames - 1) * 1000
            row(f"render {name}: {frames} frames raw, 720p", s, peak, f"{per_frame[name]:.1f} ms/frame")
        ratio = per_frame["pan-1m"] / per_frame["pan-400"]
        rows.append(("ms/frame ratio, 1M ÷ 400 points", None, None, f"{ratio:.2f}×"))
        print(f"  ms/frame ratio 1M / 400: {ratio:.2f}", file=sys.stderr)
    if want("first"):
        s, peak, _ = best(1, [chartreel, "render", scene_of("pan-10m"), "--at", "0", "-o", p("first-10m.png")])
        row("first frame of the pan scene on 10,000,000 points (PNG)", s, peak)
    if want("long"):
        s, peak, _ = best(1, [chartreel, "render", scene_of("day-pan"), "--at", "0", "-o", p("first-day.png")])
        row("first frame of a day-long pan over 1,000,000 points", s, peak)
    if want("json") or want("png"):
        foundation, png = build_peers(out)
    if want("json"):
        data = p("tg-150mb.json")
        s, peak, _ = best(runs, [chartreel, "validate", scene_of("still-150mb")])
        row(f"chartreel validate, {mb(data):.0f} MB JSON", s, peak, f"{mb(data) / s:.0f} MB/s")
        s, peak, _ = best(runs, [foundation, data])
        row("Foundation JSONSerialization + columns to [Double]", s, peak, f"{mb(data) / s:.0f} MB/s")
        s, peak, _ = best(runs, [sys.executable, os.path.join(HERE, "json_peer.py"), data])
        row("Python json.load + columns to lists of float", s, peak, f"{mb(data) / s:.0f} MB/s")
    if want("png"):
        scene_png = scene_of("pan-400")
        raw = p("frames.bgra")
        with open(raw, "wb") as f:
            subprocess.run([chartreel, "render", scene_png, "--frames", "0..59", "-o", "-", "--quiet",
                            "--threads", "1"], stdout=f, check=True)
        frames_dir = p("frames")
        subprocess.run(["rm", "-rf", frames_dir])
        plain, _, _ = best(runs, [chartreel, "render", scene_png, "--frames", "0..59", "-o", "-",
                                  "--quiet", "--threads", "1"])
        pngs, peak, _ = best(runs, [chartreel, "render", scene_png, "--frames", "0..59", "-o",
                                    frames_dir + "/", "--quiet", "--threads", "1"])
        ours = sum(os.path.getsize(os.path.join(frames_dir, n)) for n in os.listdir(frames_dir))
        row("chartreel PNG writer, 60 frames 720p (PNG run − raw run)", pngs - plain, peak,
            f"{ours / 1e6:.1f} MB")
        for level, filt in [("1", "up"), ("6", "all")]:
            result = subprocess.run([png, raw, "1280", "720", "60", p("libpng"), level, filt],
                                    capture_output=True, text=True, check=True)
            seconds, size = result.stdout.split()
            row(f"libpng {'level 1, Up filter' if level == '1' else 'level 6, adaptive filters (its default)'}",
                float(seconds), 0, f"{int(size) / 1e6:.1f} MB")
        os.remove(raw)

    print()
    print(f"{'what':<60} {'s':>8} {'peak MB':>8}  figure")
    for what, seconds, peak, figure in rows:
        s = f"{seconds:8.2f}" if seconds is not None else " " * 8
        m = f"{peak:8.0f}" if peak else " " * 8
        print(f"{what:<60} {s} {m}  {figure}")


if __name__ == "__main__":
    main()
