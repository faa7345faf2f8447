#!/usr/bin/env python3
"""Prints when the processes of one `chartreel render` start and end, from strace.

    python3 bench/timeline.py [--runs N] CHARTREEL SCENE OUTPUT [render options...]

Runs `CHARTREEL render SCENE -o OUTPUT --quiet [options]` under `strace -f` (with seccomp
filtering, so only the few traced calls cost anything) and prints, in seconds from chartreel's
start: each ffmpeg and ffprobe it starts (exec) and its end (exit), the rename that puts the
output in place, and chartreel's exit. The gaps are the fixed costs around the drawing:
chartreel's start-up before the encoder starts, and what follows the encoder's exit (the
read-back, the rename). Wall-clock times on a loaded machine are long, but the order and the
gaps still show what waits for what. Needs strace (`apt-get install strace`).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile


def timeline(command):
    """The events of one run of `command`, as (seconds, label) in order."""
    with tempfile.TemporaryDirectory() as folder:
        trace = os.path.join(folder, "trace")
        subprocess.run(
            ["strace", "--seccomp-bpf", "-f", "-ttt", "-e", "trace=execve,exit_group,rename",
             "-o", trace] + command,
            check=True, stdout=subprocess.DEVNULL)
        with open(trace) as handle:
            events = [line.split(None, 2) for line in handle if line.strip()]
    start, main = float(events[0][1]), events[0][0]
    names, out = {}, []
    for pid, stamp, call in events:
        seconds = float(stamp) - start
        if call.startswith("execve(") and pid != main:
            name = re.match(r'execve\("([^"]+)"', call).group(1).rsplit("/", 1)[-1]
            if "streamhash" in call:
                name += " (packet hash)"
            names[pid] = name
            out.append((seconds, name + " starts"))
        elif call.startswith("exit_group"):
            if pid in names:
                out.append((seconds, names[pid] + " exits"))
            elif pid == main:
                out.append((seconds, "chartreel exits"))
        elif call.startswith("rename("):
            out.append((seconds, "output renamed into place"))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="runs (default 1)")
    parser.add_argument("chartreel")
    parser.add_argument("scene")
    parser.add_argument("output")
    parser.add_argument("options", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [args.chartreel, "render", args.scene, "-o", args.output, "--quiet"] + args.options
    for run in range(args.runs):
        print(f"run {run + 1}:")
        for seconds, label in timeline(command):
            print(f"  {seconds:7.3f} s  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
