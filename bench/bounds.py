#!/usr/bin/env python3
"""Times the worst scenes the input limits let through, and the ones they refuse.

Timelines of 100,000 intervals (the limit) and 1,000,000, with the whole day or two hours
shown; texts of many letters or of stacked combining marks. Each case renders a few frames
to raw BGRA on standard output (thrown away) under /usr/bin/time -v, and prints wall time,
time per frame (after the time to load, measured with one frame) and peak memory.

    python3 bench/bounds.py [--chartreel CLI/.build/release/chartreel] [--threads 4] [--only NAME]

The scenes are written to a temporary folder; nothing in the repository changes.
"""

import argparse
import json
import os
import random
import re
import subprocess
import tempfile


def clock(seconds):
    seconds = int(seconds)
    return "%02d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def timeline(folder, count):
    """A day of `count` intervals of up to 400 s, JSON with labels (~97 bytes each)."""
    path = os.path.join(folder, "timeline-%d.json" % count)
    if os.path.exists(path):
        return path
    rng = random.Random(1)
    colours = ["#4BD964", "#FFCC00", "#5AC8FA", "#FF3B30"]
    labels = ["Maps", "Messages", "Games", "Music", "Video", "Reading"]
    with open(path, "w") as out:
        out.write('{"now": "15:40", "intervals": [\n')
        for i in range(count):
            start = rng.randrange(0, 86000)
            end = min(86400, start + rng.randrange(1, 400))
            out.write(
                '{"start": "%s", "end": "%s", "color": "%s", "height": %.2f, "label": "%s"}%s\n'
                % (clock(start), clock(end), rng.choice(colours), rng.random(),
                   rng.choice(labels), "," if i < count - 1 else ""))
        out.write("]}\n")
    return path


def timeline_scene(folder, count, window):
    data = timeline(folder, count)
    path = os.path.join(folder, "timeline-%d-%s.json" % (count, window[1]))
    scene = {
        "canvas": {"width": 1280, "height": 720, "fps": 30},
        "data": {"timeline": data}, "title": "Busy day",
        "initial": {"window": window}, "duration": 2,
        "actions": [{"at": 0, "duration": 2, "pan": 0.01}],
    }
    json.dump(scene, open(path, "w"))
    return path


def text_scene(folder, name, texts):
    path = os.path.join(folder, name + ".json")
    root = {"type": "column", "children": [{"type": "text", "text": t} for t in texts]}
    scene = {"canvas": {"width": 640, "height": 360, "fps": 30}, "duration": 1, "root": root}
    json.dump(scene, open(path, "w"), ensure_ascii=False)
    return path


def cases(folder):
    """Distinct texts, so that no layout is drawn from a cache."""
    acute = "\u0301"
    letters = ["%05d" % i + "abcdefghij" * 149 + "abcde" for i in range(10_000)]
    marks = ["e" + acute * (9_999 - i) for i in range(100)]
    # 9,984 scalars each: 312 characters of a letter and 31 marks.
    stacked = [chr(0x61 + i) + (acute * 31 + "a") * 311 + acute * 31 for i in range(20)]
    return {
        "timeline-100k-day": lambda: timeline_scene(folder, 100_000, [0, 1]),
        "timeline-100k-2h": lambda: timeline_scene(folder, 100_000, [0.5, 0.5833333]),
        "timeline-1m-day": lambda: timeline_scene(folder, 1_000_000, [0, 1]),
        "timeline-1m-2h": lambda: timeline_scene(folder, 1_000_000, [0.5, 0.5833333]),
        "text-100-marks": lambda: text_scene(folder, "marks", marks),
        "text-10k-letters": lambda: text_scene(folder, "letters", letters[:9_999]),
        "text-limit-letters": lambda: text_scene(folder, "limit-letters", letters[:133]),
        "text-limit-marks": lambda: text_scene(folder, "limit-marks", stacked),
    }


def run(command):
    """Runs `command` under /usr/bin/time -v: (exit status, seconds, peak KB, last stderr line)."""
    timed = ["/usr/bin/time", "-v"] + command
    result = subprocess.run(timed, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    err = result.stderr
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", err)
    seconds = (int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3)))
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", err).group(1))
    first = next((line for line in err.splitlines() if line.startswith("error:")), "")
    return result.returncode, seconds, peak, first


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chartreel", default="CLI/.build/release/chartreel")
    parser.add_argument("--threads", default="4")
    parser.add_argument("--frames", type=int, default=8)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    folder = os.path.join(tempfile.gettempdir(), "chartreel-bounds")
    os.makedirs(folder, exist_ok=True)
    print("| case | status | 1 frame | %d frames | per frame | peak RSS |" % args.frames)
    print("|---|---|---|---|---|---|")
    for name, make in cases(folder).items():
        if args.only and args.only not in name:
            continue
        scene = make()
        base = [args.chartreel, "render", scene, "-o", "-", "--quiet", "--threads", args.threads]
        status, one, _, error = run(base + ["--frames", "0..0"])
        if status != 0:
            _, _, peak, _ = run(base + ["--frames", "0..0"])
            print("| %s | refused in %.2f s: `%s` | | | | %d MB |"
                  % (name, one, error[:120], peak // 1024))
            continue
        _, many, peak, _ = run(base + ["--frames", "0..%d" % (args.frames - 1)])
        per = (many - one) / max(1, args.frames - 1)
        print("| %s | ok | %.2f s | %.2f s | %.2f s | %d MB |"
              % (name, one, many, per, peak // 1024))


if __name__ == "__main__":
    main()
