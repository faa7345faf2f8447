#!/usr/bin/env python3
"""Fuzzes ChartReel Studio's HTTP surface with random and malformed requests.

Usage: studio_fuzz.py STUDIO [--seconds N] [--seed S] [--workers W]

Starts STUDIO (the chartreel-studio binary) on a scene of its own in a temporary folder and,
for N seconds (30 by default), sends from W threads (4) requests made of random methods,
paths, query strings, headers, tokens and bodies (`studio_fuzz_requests`), raw bytes that are
no HTTP at all, truncated and oversized bodies, and requests abandoned mid-way. It fails when:

- the studio exits, or stops answering the health request (`GET /scene.json`, every half
  second, within 20 s);
- an answer is 5xx, other than 503 to a frame, preview or probe (the documented back-pressure:
  "too many renders are waiting");
- a file outside the studio's output folder is created, changed or removed (the scene, its
  data, the folder the studio runs in, and a canary beside the output folder);
- on SIGTERM at the end, the studio exits with a signal, or does not stop within 10 s (a
  request whose body was held back kept a graceful shutdown waiting for ever; the studio
  now cancels what is left after `StudioServer.shutdownGrace`: studio_shutdown_test.py).

Every request is drawn from one seeded generator per worker: the seed is printed, and
`--seed S` sends the same requests (their interleaving still varies). A failure prints the
last requests of the worker that saw it.
"""

import argparse
import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_fuzz_requests import FuzzRequest, random_request  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENE = {
    "canvas": {"width": 320, "height": 180, "fps": 15},
    "data": {"file": "data/chart_data.json", "chart": 0},
    "duration": 2,
    "actions": [{"at": 0.2, "duration": 1, "pan": -0.3}],
}
# Answers that are back-pressure, documented: a frame, preview or probe while the renders
# are all taken and too many wait.
BACK_PRESSURE_PATHS = ("/frame.png", "/preview.png", "/state.json")


def log(message):
    print(f"studio fuzz: {message}", flush=True)


def snapshot(folder, skip):
    """Every entry under `folder` (but `skip`) with its type, size and modification time."""
    entries = {}
    for base, folders, files in os.walk(folder):
        if os.path.realpath(base) == skip:
            folders[:] = []
            continue
        folders[:] = [f for f in folders if os.path.realpath(os.path.join(base, f)) != skip]
        for name in folders + files:
            path = os.path.join(base, name)
            info = os.lstat(path)
            entries[os.path.relpath(path, folder)] = (info.st_mode, info.st_size, info.st_mtime_ns)
    return entries


class Studio:
    """The studio under test, on a free port, run in `cwd`."""

    def __init__(self, binary, scene, root, output, cwd):
        self.stderr_path = os.path.join(root, "..", os.path.basename(root) + ".stderr")
        self.stderr = open(self.stderr_path, "w")
        self.process = subprocess.Popen(
            [binary, scene, "--port", "0", "--data-root", root, "--output-dir", output],
            stdout=subprocess.PIPE, stderr=self.stderr, text=True, cwd=cwd)
        line = self.process.stdout.readline()
        if not line.startswith("ChartReel Studio: http://"):
            raise SystemExit(f"studio fuzz: FAILED: the studio printed {line!r}")
        authority = line.split("//", 1)[1].strip().rstrip("/")
        self.authority = authority
        self.host, port = authority.rsplit(":", 1)
        self.port = int(port)

    def token(self):
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        connection.request("GET", "/", headers={"Host": self.authority})
        page = connection.getresponse().read().decode()
        connection.close()
        return page.split('name="studio-token" content="', 1)[1].split('"', 1)[0]

    def healthy(self, timeout):
        """Whether `GET /scene.json` answers 200 within `timeout` seconds."""
        try:
            connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
            connection.request("GET", "/scene.json", headers={"Host": self.authority})
            response = connection.getresponse()
            response.read()
            connection.close()
            return response.status == 200
        except (OSError, http.client.HTTPException):
            return False

    def stderr_text(self):
        self.stderr.flush()
        with open(self.stderr_path, errors="replace") as file:
            return file.read()


def send(studio, request, timeout):
    """Sends `request` on a raw socket; the status answered, or None (no answer, or none
    awaited)."""
    with socket.create_connection((studio.host, studio.port), timeout=timeout) as connection:
        try:
            connection.sendall(request.data)
        except OSError:
            return None  # the server closed a request it refused early: fine
        if request.abandon:
            # Closed at once with a reset, as a tab that goes away does.
            connection.setsockopt(
                socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            return None
        try:
            if request.half_close:
                connection.shutdown(socket.SHUT_WR)
            head = b""
            while b"\r\n" not in head and len(head) < 65536:
                chunk = connection.recv(4096)
                if not chunk:
                    break
                head += chunk
        except socket.timeout:
            return "timeout"
        except OSError:
            return None
    line = head.split(b"\r\n", 1)[0]
    parts = line.split(b" ")
    if len(parts) >= 2 and parts[0].startswith(b"HTTP/") and parts[1].isdigit():
        return int(parts[1])
    return None


class Worker(threading.Thread):
    def __init__(self, studio, seed, token, deadline, failures):
        super().__init__(daemon=True)
        self.studio, self.random, self.token = studio, random.Random(seed), token
        self.deadline, self.failures = deadline, failures
        self.sent, self.statuses, self.recent = 0, {}, []

    def run(self):
        while time.monotonic() < self.deadline and not self.failures:
            request = random_request(self.random, self.studio.authority, self.token)
            self.recent = (self.recent + [request.describe()])[-8:]
            try:
                status = send(self.studio, request, timeout=60 if request.complete else 5)
            except OSError as error:
                status = f"connection failed: {error}"
            self.sent += 1
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if status == "timeout" and not request.complete:
                continue  # the server may wait for the rest of what it was promised
            if isinstance(status, str):
                self.failures.append((f"no answer in 60 s ({status})", self.recent))
            elif isinstance(status, int) and status >= 500:
                if not (status == 503 and request.path.startswith(BACK_PRESSURE_PATHS)):
                    self.failures.append((f"{status} to {request.describe()}", self.recent))


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("studio")
    arguments.add_argument("--seconds", type=float, default=30)
    arguments.add_argument("--seed", type=int, default=random.SystemRandom().randrange(1 << 32))
    arguments.add_argument("--workers", type=int, default=4)
    options = arguments.parse_args()
    log(f"{options.seconds:g} s, {options.workers} workers, seed {options.seed} "
        f"(--seed {options.seed} sends the same requests)")
    failures = []
    with tempfile.TemporaryDirectory(prefix="chartreel-studio-fuzz-") as top:
        top = os.path.realpath(top)
        root, cwd = os.path.join(top, "root"), os.path.join(top, "cwd")
        output = os.path.join(root, "out")
        for folder in (root, cwd, output, os.path.join(root, "data")):
            os.makedirs(folder, exist_ok=True)
        shutil.copy(os.path.join(ROOT, "Scenes/data/chart_data.json"), os.path.join(root, "data"))
        scene = os.path.join(root, "scene.json")
        with open(scene, "w") as file:
            json.dump(SCENE, file)
        with open(os.path.join(root, "canary.txt"), "w") as file:
            file.write("the studio must never touch this\n")
        before = snapshot(top, skip=output)
        studio = Studio(os.path.abspath(options.studio), scene, root, output, cwd)
        try:
            token = studio.token()
            deadline = time.monotonic() + options.seconds
            workers = [Worker(studio, options.seed + n, token, deadline, failures)
                       for n in range(options.workers)]
            for worker in workers:
                worker.start()
            health = 0
            while any(w.is_alive() for w in workers):
                if studio.process.poll() is not None:
                    failures.append((f"the studio exited ({studio.process.returncode})", []))
                    break
                if not studio.healthy(timeout=20):
                    failures.append(("the health request got no 200 within 20 s", []))
                    break
                health += 1
                time.sleep(0.5)
            for worker in workers:
                worker.join(timeout=90)
            if studio.process.poll() is not None and not failures:
                failures.append((f"the studio exited ({studio.process.returncode})", []))
            sent = sum(w.sent for w in workers)
            statuses = {}
            for worker in workers:
                for status, count in worker.statuses.items():
                    statuses[str(status)] = statuses.get(str(status), 0) + count
            log(f"{sent} requests, {health} health checks answered; statuses: "
                + ", ".join(f"{k} ×{v}" for k, v in sorted(statuses.items())))
        finally:
            if studio.process.poll() is None:
                studio.process.send_signal(signal.SIGTERM)
                try:
                    code = studio.process.wait(timeout=10)
                    if code < 0:
                        failures.append((f"SIGTERM ended the studio with signal {-code}", []))
                except subprocess.TimeoutExpired:
                    studio.process.kill()
                    failures.append(("the studio did not stop within 10 s of SIGTERM", []))
            stderr = studio.stderr_text()
        after = snapshot(top, skip=output)
        after.pop(os.path.relpath(studio.stderr_path, top), None)
        before.pop(os.path.relpath(studio.stderr_path, top), None)
        changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
        if changed:
            failures.append((f"files outside the output folder changed: {changed[:10]}", []))
        for marker in ("Fatal error", "Crash", "Segmentation", "Illegal instruction"):
            if marker in stderr:
                failures.append((f"the studio's standard error says {marker!r}", []))
    for message, recent in failures:
        print(f"studio fuzz: FAILED: {message}", file=sys.stderr)
        for line in recent:
            print(f"    after: {line}", file=sys.stderr)
    if failures:
        print(f"studio fuzz: the studio's standard error:\n{stderr[-3000:]}", file=sys.stderr)
        raise SystemExit(1)
    log("passed: no crash, no 5xx but back-pressure, healthy throughout, no file touched")


if __name__ == "__main__":
    main()
