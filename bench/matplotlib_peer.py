#!/usr/bin/env python3
"""The matplotlib peer of a ChartReel scene, for scripts/bench.

Renders the same chart animation as a single-chart ChartReel scene -- the Telegram data it
names, the title, both series as lines in the data's colours, the visible window moving as
the scene's actions say, y-limits following the visible data, series fading for hide/show,
a date x-axis and a mini-map underneath with the window highlighted -- at the scene's size
and fps (text and lines scaled with the canvas height), with FuncAnimation + FFMpegWriter (libx264, veryfast, crf 18, yuv420p) on Agg.

    python3 bench/matplotlib_peer.py SCENE.json -o out.mp4

Prints `save_seconds=S frames=N` (the wall-clock time of the whole `save()`) on stdout.

It mirrors ChartReel's semantics closely enough for a fair workload, not exactly: every
action is interpolated linearly (a `curve` is ignored), `window`, `pan`, `zoom`, `hide`,
`show` and `toggle` are understood, and indicator and theme actions are ignored.
"""

import argparse
import json
import os
import sys
import time

import matplotlib

matplotlib.use("Agg")

import matplotlib.dates as mdates  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.animation import FFMpegWriter, FuncAnimation  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

# The figure is 12.8 × 7.2 inches at 1280×720 and keeps that layout at other sizes: the dpi
# grows with the canvas height, so text and lines scale with the canvas as in ChartReel.
BASE_DPI, BASE_HEIGHT = 100, 720


def load_chart(scene, scene_path):
    data = scene["data"]
    path = data["file"]
    if not os.path.isabs(path):
        path = os.path.join(os.path.dirname(os.path.abspath(scene_path)), path)
    with open(path) as f:
        raw = json.load(f)
    if isinstance(raw, list):
        raw = raw[data.get("chart", 0)]
    columns = {col[0]: col[1:] for col in raw["columns"]}
    x_id = next(k for k, v in raw["types"].items() if v == "x")
    ids = [k for k, v in raw["types"].items() if v != "x"]
    names = {**raw.get("names", {}), **data.get("names", {})}
    colors = {**raw.get("colors", {}), **data.get("colors", {})}
    x_ms = np.asarray(columns[x_id], dtype=np.int64)
    series = [
        {
            "id": i,
            "name": names.get(i, i),
            "color": colors.get(i, "#000000"),
            "y": np.asarray(columns[i], dtype=float),
        }
        for i in ids
    ]
    return x_ms, series


class Track:
    """One animated value: each action moves it linearly from wherever it is when the
    action starts (taking over from a running one) to its target."""

    def __init__(self, initial):
        self.initial = np.asarray(initial, dtype=float)
        self.segments = []  # (start, duration, from, to), in start order

    def value(self, t):
        current = self.initial
        for start, duration, origin, target in self.segments:
            if start > t:
                break
            if duration <= 0 or t >= start + duration:
                current = target
            else:
                current = origin + (target - origin) * ((t - start) / duration)
        return current

    def animate(self, start, duration, to_target):
        origin = self.value(start)
        self.segments.append((start, duration, origin, np.asarray(to_target(origin), dtype=float)))


def clamp_window(lo, hi):
    width = min(hi - lo, 1.0)
    if lo < 0:
        lo, hi = 0.0, width
    if hi > 1:
        lo, hi = 1.0 - width, 1.0
    return np.array([lo, hi])


def build_tracks(scene, series):
    initial = scene.get("initial", {})
    window = Track(initial.get("window", [0.7, 1.0]))
    hidden = set(initial.get("hidden", []))
    alphas = {s["id"]: Track(0.0 if s["id"] in hidden else 1.0) for s in series}
    heading = {s["id"]: (0.0 if s["id"] in hidden else 1.0) for s in series}
    actions = sorted(scene.get("actions", []), key=lambda a: a["at"])
    for a in actions:
        start, duration = float(a["at"]), float(a.get("duration", 0.4))
        if "window" in a:
            window.animate(start, duration, lambda _w, target=a["window"]: target)
        elif "pan" in a:
            window.animate(
                start, duration, lambda w, d=float(a["pan"]): clamp_window(w[0] + d, w[1] + d)
            )
        elif "zoom" in a:

            def zoomed(w, f=float(a["zoom"])):
                centre, half = (w[0] + w[1]) / 2, (w[1] - w[0]) * f / 2
                return clamp_window(centre - half, centre + half)

            window.animate(start, duration, zoomed)
        else:
            for key, shown in (("hide", 0.0), ("show", 1.0), ("toggle", None)):
                if key in a:
                    sid = a[key]
                    target = (1.0 - heading[sid]) if shown is None else shown
                    heading[sid] = target
                    alphas[sid].animate(start, duration, lambda _v, v=target: v)
    keyframes = {0.0}
    for a in actions:
        keyframes.add(float(a["at"]))
        keyframes.add(float(a["at"]) + float(a.get("duration", 0.4)))
    return window, alphas, actions, keyframes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scene")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--crf", default="18")
    parser.add_argument("--preset", default="veryfast")
    args = parser.parse_args()

    with open(args.scene) as f:
        scene = json.load(f)
    if "charts" in scene:
        sys.exit("matplotlib_peer: scenes with several charts are not supported")
    canvas = scene["canvas"]
    width, height, fps = canvas["width"], canvas["height"], canvas.get("fps", 60)
    x_ms, series = load_chart(scene, args.scene)
    window, alphas, actions, keyframes = build_tracks(scene, series)
    if actions:
        last_end = max(float(a["at"]) + float(a.get("duration", 0.4)) for a in actions)
    else:
        last_end = 0.0
    duration = float(scene.get("duration", last_end + 0.5))
    frame_count = round(duration * fps)
    keyframes = sorted(k for k in keyframes | {duration} if k <= duration)

    x = mdates.date2num(x_ms.astype("datetime64[ms]"))
    x0, x1 = x[0], x[-1]
    ys = np.vstack([s["y"] for s in series])

    # The y-range: [min, max] of the series with alpha above 0 at each keyframe, over the
    # points inside the window plus one beyond each edge; linear in between.
    def y_range_at(t, whole=False):
        visible = [i for i, s in enumerate(series) if alphas[s["id"]].value(t) > 0]
        if not visible:
            return None
        if whole:
            lo_i, hi_i = 0, len(x) - 1
        else:
            lo, hi = x0 + window.value(t) * (x1 - x0)
            lo_i = max(int(np.searchsorted(x, lo, side="right")) - 1, 0)
            hi_i = min(int(np.searchsorted(x, hi, side="left")), len(x) - 1)
        part = ys[visible, lo_i : hi_i + 1]
        return float(part.min()), float(part.max())

    def keyed(whole):
        ranges, last = [], (float(ys.min()), float(ys.max()))
        for k in keyframes:
            last = y_range_at(k, whole) or last
            ranges.append(last)
        return np.array(ranges)

    main_ranges, mini_ranges = keyed(False), keyed(True)

    def y_limits(t, ranges):
        lo = np.interp(t, keyframes, ranges[:, 0])
        hi = np.interp(t, keyframes, ranges[:, 1])
        pad = (hi - lo) * 0.04 or 1.0
        return lo - pad, hi + pad

    dpi = BASE_DPI * height / BASE_HEIGHT
    fig = plt.figure(figsize=(width / dpi, height / dpi), dpi=dpi)
    ax = fig.add_axes((0.07, 0.27, 0.90, 0.63))
    mini = fig.add_axes((0.07, 0.05, 0.90, 0.12))
    if scene.get("title"):
        ax.set_title(scene["title"], loc="left", fontsize=16, fontweight="bold")
    lines, mini_lines = [], []
    for s in series:
        (line,) = ax.plot(x, s["y"], color=s["color"], linewidth=2, label=s["name"])
        (mline,) = mini.plot(x, s["y"], color=s["color"], linewidth=1)
        lines.append(line)
        mini_lines.append(mline)
    ax.legend(loc="upper left")
    ax.grid(axis="y", color="#e0e0e0")
    ax.xaxis.set_major_locator(mdates.AutoDateLocator())
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%b %-d"))
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    mini.set_xlim(x0, x1)
    mini.set_xticks([])
    mini.set_yticks([])
    blend = mini.get_xaxis_transform()  # x in data, y in axes fractions
    shade_left = Rectangle((x0, 0), 0, 1, transform=blend, color="#e2eef9", alpha=0.6, zorder=3)
    shade_right = Rectangle((x0, 0), 0, 1, transform=blend, color="#e2eef9", alpha=0.6, zorder=3)
    frame = Rectangle(
        (x0, 0), 0, 1, transform=blend, fill=False, edgecolor="#c0d1e1", linewidth=3, zorder=4
    )
    for patch in (shade_left, shade_right, frame):
        mini.add_patch(patch)

    def draw(index):
        t = index / fps
        lo, hi = x0 + window.value(t) * (x1 - x0)
        ax.set_xlim(lo, hi)
        ax.set_ylim(*y_limits(t, main_ranges))
        mini.set_ylim(*y_limits(t, mini_ranges))
        for s, line, mline in zip(series, lines, mini_lines):
            alpha = float(alphas[s["id"]].value(t))
            line.set_alpha(alpha)
            mline.set_alpha(alpha)
        shade_left.set_width(lo - x0)
        shade_right.set_x(hi)
        shade_right.set_width(x1 - hi)
        frame.set_x(lo)
        frame.set_width(hi - lo)
        return lines + mini_lines

    animation = FuncAnimation(
        fig, draw, frames=frame_count, interval=1000 / fps, blit=False, repeat=False
    )
    writer = FFMpegWriter(
        fps=fps,
        codec="libx264",
        extra_args=["-preset", args.preset, "-crf", str(args.crf), "-pix_fmt", "yuv420p"],
    )
    start = time.perf_counter()
    animation.save(args.output, writer=writer, dpi=dpi)
    seconds = time.perf_counter() - start
    print(f"save_seconds={seconds:.3f} frames={frame_count}")


if __name__ == "__main__":
    main()
