#!/usr/bin/env python3
"""SIGTERM stops the studio within seconds whatever its clients are doing.

Usage: studio_shutdown_test.py STUDIO

Starts STUDIO and, with connections left open, sends SIGTERM: a request whose head promises a
body the client holds back, a page listening to `/events`, an idle kept-alive connection, and
an export in flight. A graceful shutdown waits for requests in flight, and the held-back body
never arrived, so the studio never stopped (found by `studio_fuzz.py`): it must now exit with
status 0 within 5 s (it waits `StudioServer.shutdownGrace`, 2 s, then cancels what is left).
Also a frame and the event stream asked for with a 70 kB body: such a request was never
answered, and the studio then never stopped (found by `studio_fuzz.py` too); both must be
refused with 413 at once.
"""

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fail(message):
    print(f"studio shutdown test: FAILED: {message}", file=sys.stderr)
    raise SystemExit(1)


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory(prefix="chartreel-studio-shutdown-") as root:
        shutil.copy(os.path.join(ROOT, "Scenes/data/chart_data.json"), root)
        scene = os.path.join(root, "scene.json")
        with open(scene, "w") as file:
            json.dump({"canvas": {"width": 320, "height": 180, "fps": 15}, "duration": 2,
                       "data": {"file": "chart_data.json", "chart": 0}}, file)
        cases = ["a held-back body", "a page on /events", "an idle kept-alive connection",
                 "an export in flight", "a frame and /events asked with a body", "all of them"]
        for case in cases:
            studio = subprocess.Popen(
                [binary, scene, "--port", "0", "--output-dir", os.path.join(root, "out")],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            authority = studio.stdout.readline().split("//", 1)[1].strip().rstrip("/")
            host, port = authority.rsplit(":", 1)
            page = http.client.HTTPConnection(host, int(port), timeout=10)
            page.request("GET", "/", headers={"Host": authority})
            token = page.getresponse().read().decode().split(
                'name="studio-token" content="', 1)[1].split('"', 1)[0]
            head = (f"POST /export/mp4 HTTP/1.1\r\nHost: {authority}\r\nOrigin: http://{authority}"
                    f"\r\nX-Studio-Token: {token}\r\nContent-Type: application/json\r\n")
            held = []
            if case in ("a held-back body", "all of them"):
                connection = socket.create_connection((host, int(port)))
                connection.sendall((head + "Content-Length: 100\r\n\r\n{").encode())
                held.append(connection)
            if case in ("a page on /events", "all of them"):
                connection = socket.create_connection((host, int(port)))
                connection.sendall(f"GET /events HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode())
                connection.recv(100)
                held.append(connection)
            if case in ("an idle kept-alive connection", "all of them"):
                connection = socket.create_connection((host, int(port)))
                connection.sendall(f"GET /scene.json HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode())
                connection.recv(65536)
                held.append(connection)
            if case in ("an export in flight", "all of them"):
                connection = socket.create_connection((host, int(port)))
                connection.sendall((head + "Content-Length: 2\r\n\r\n{}").encode())
                connection.recv(100)
                held.append(connection)
            if case in ("a frame and /events asked with a body", "all of them"):
                body = b"x" * 70000
                for path in ("/frame.png?t=1", "/events"):
                    connection = socket.create_connection((host, int(port)), timeout=5)
                    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: {authority}\r\n"
                                       f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
                    try:
                        answer = connection.recv(100)
                    except socket.timeout:
                        studio.kill()
                        fail(f"{case}: GET {path} with a body got no answer in 5 s")
                    if not answer.startswith(b"HTTP/1.1 413"):
                        studio.kill()
                        fail(f"{case}: GET {path} with a body got {answer[:40]!r}, not 413")
                    held.append(connection)
            time.sleep(0.3)
            start = time.monotonic()
            studio.send_signal(signal.SIGTERM)
            try:
                code = studio.wait(timeout=5)
            except subprocess.TimeoutExpired:
                studio.kill()
                fail(f"{case}: the studio did not stop within 5 s of SIGTERM")
            finally:
                for connection in held:
                    connection.close()
            if code != 0:
                fail(f"{case}: SIGTERM ended the studio with status {code}")
            print(f"studio shutdown test: ok: {case}: stopped in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
