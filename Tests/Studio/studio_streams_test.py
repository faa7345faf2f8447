#!/usr/bin/env python3
"""The studio's own writes to standard output and standard error never stop it.

Usage: studio_streams_test.py STUDIO

Starts STUDIO on a scene with an error (which it prints on standard error as it starts) with
standard error full (/dev/full), closed, or a pipe nobody reads, and with standard output full
or closed (the address then goes to standard error, with a warning): each time the studio
must keep serving (`GET /scene.json` answers 200) and stop on SIGTERM without a signal of its
own. Foundation's FileHandle.write traps on such a failure (exit 132 / SIGILL).
"""

import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fail(message):
    print(f"studio streams test: FAILED: {message}", file=sys.stderr)
    raise SystemExit(1)


def answers(port):
    """Whether the studio on `port` answers GET /scene.json with 200 within 20 s."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/scene.json", headers={"Host": f"127.0.0.1:{port}"})
            status = connection.getresponse().status
            connection.close()
            return status == 200
        except OSError:
            time.sleep(0.1)
    return False


def free_port():
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory(prefix="chartreel-studio-streams-") as root:
        os.mkdir(os.path.join(root, "data"))
        shutil.copy(os.path.join(ROOT, "Scenes/data/chart_data.json"), os.path.join(root, "data"))
        scene = os.path.join(root, "scene.json")
        with open(scene, "w") as file:
            json.dump({"canvas": {"width": 320, "height": 180, "fps": 15}, "duration": 1,
                       "data": {"file": "data/chart_data.json", "chart": 0}, "colour": 3}, file)
        cases = [("standard error full", "2>/dev/full"), ("standard error closed", "2>&-"),
                 ("standard error a pipe nobody reads", "2>&1 | true"),
                 ("standard output full", ">/dev/full 2>/dev/null"),
                 ("standard output closed", ">&- 2>/dev/null")]
        for name, redirection in cases:
            port = free_port()
            script = (f'exec "$0" "$1" --port {port} --data-root "$2" '
                      f'--output-dir "$2/out" {redirection}')
            if "|" in redirection:
                script = f'"$0" "$1" --port {port} --data-root "$2" --output-dir "$2/out" 2>&1 ' \
                         f'| (exec 0<&-; sleep 600) & wait'
            shell = subprocess.Popen(["/bin/sh", "-c", script, binary, scene, root],
                                     start_new_session=True)
            try:
                alive = answers(port)
                code = shell.poll()
            finally:
                os.killpg(shell.pid, signal.SIGTERM)
                try:
                    shell.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(shell.pid, signal.SIGKILL)
                    fail(f"{name}: the studio did not stop within 10 s of SIGTERM")
            if not alive:
                fail(f"{name}: the studio stopped serving (exit status {code})")
            if shell.returncode < 0 and shell.returncode != -signal.SIGTERM:
                fail(f"{name}: ended by signal {-shell.returncode}")
            print(f"studio streams test: ok: {name}: the studio serves on")


if __name__ == "__main__":
    main()
