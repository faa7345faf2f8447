"""The random requests `studio_fuzz.py` sends: HTTP made of the studio's own routes and
parameters, mutated, and bytes that are hardly HTTP at all."""

import json
import urllib.parse

ROUTES = ["/", "/studio.js", "/studio.css", "/scene.json", "/source.json", "/frame.png",
          "/preview.png", "/state.json", "/events", "/export/mp4", "/export/webm",
          "/export/mov", "/export/gif", "/export/png", "/export/sheet", "/export/",
          "/exports/scene.mp4", "/exports/scene-frame-0.png", "/exports/"]
HOSTILE_PATHS = ["/exports/../scene.json", "/exports/..%2Fscene.json", "/exports/%2e%2e/canary.txt",
                 "/../../etc/passwd", "//scene.json", "/exports/scene.json", "/export/..",
                 "/frame.png/..", "/%00", "/exports/%00.png", "/\u00e9", "/" + "a" * 9000,
                 "/exports/" + "%" * 40, "*", "http://evil.example/frame.png", "/export/mp4?x=1"]
METHODS = ["GET", "GET", "GET", "POST", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH",
           "TRACE", "CONNECT", "get", "G\x00T", "BREW", "M" * 300]
NUMBERS = ["0", "1", "-1", "2.5", "1e308", "-1e308", "1e19", "nan", "NaN", "inf", "-inf",
           "Infinity", "0x10", "", " ", "1,5", "9" * 400, "4294967296", "-0", "1e-320", "%00",
           "%ZZ", "\u0661", "2.5&t=3", "9223372036854775807", "-9223372036854775808"]
JSON_NUMBERS = [0, 1, -1, 29, 30, 31, 10 ** 19, -(10 ** 19), 2 ** 63 - 1, -(2 ** 63), 2 ** 63,
                1e308, -1e308, 0.5, 1e-300, "1", None, True, [], {}]
QUALITIES = ["canvas", "low", "medium", "high", "4k", "", "8k", 3, None, "x" * 5000]
HEADER_NAMES = ["Origin", "Sec-Fetch-Site", "X-Studio-Token", "Content-Type", "Accept",
                "Cookie", "Range", "If-None-Match", "Expect", "Transfer-Encoding", "Connection",
                "Upgrade", "X-Forwarded-For", "Accept-Encoding", "Content-Encoding"]
HEADER_VALUES = ["http://evil.example", "null", "cross-site", "same-origin", "none", "0" * 32,
                 "", " ", "100-continue", "chunked", "gzip", "close", "keep-alive", "websocket",
                 "bytes=0-1", "bytes=99999999999-", "x" * 9000, "\u00e9", "a\tb"]


class FuzzRequest:
    """The bytes of one request, the path it names, and how the connection ends.

    `complete` is false for a request that may leave the server waiting for bytes that never
    come (a body shorter than its length, a chunk cut short, a line without its end): it is
    half-closed after sending, and no answer within a few seconds is no failure.
    """

    def __init__(self, data, path, kind, abandon=False, half_close=False, complete=True):
        self.data, self.path, self.kind = data, path, kind
        self.abandon, self.complete = abandon, complete
        self.half_close = half_close or not complete

    def describe(self):
        shown = self.data[:160].decode("latin-1").encode("unicode_escape").decode()
        more = f" … ({len(self.data)} bytes)" if len(self.data) > 160 else ""
        end = " (abandoned)" if self.abandon else " (half-closed)" if self.half_close else ""
        return f"[{self.kind}] {shown}{more}{end}"


def query(rng):
    names = ["t", "i", "h", "key", "x", "t", "i"]
    parts = []
    for _ in range(rng.randrange(0, 4)):
        name = rng.choice(names)
        if name == "key":
            value = rng.choice(["actions.0", "canvas.width", "", "a" * 3000, "actions.99999",
                                "..", "actions.-1", "\u2028", "%00"])
        else:
            value = rng.choice(NUMBERS)
        if rng.random() < 0.7:
            value = urllib.parse.quote(value, safe="")
        parts.append(f"{name}={value}")
    if rng.random() < 0.1:
        parts.append(rng.choice(["&&&", "=", "t", "%", "t=1=2"]))
    return ("?" + "&".join(parts)) if parts or rng.random() < 0.1 else ""


def export_body(rng):
    fields = {}
    for name in ["from", "to", "quality", "fps", "scale"]:
        if rng.random() < 0.7:
            fields[name] = rng.choice(QUALITIES if name == "quality" else JSON_NUMBERS)
    text = json.dumps(fields)
    return rng.choice([text, text, text[: rng.randrange(len(text) + 1)], "[1,2]", "null",
                       "{" * 5000, '{"from": 1e999}', "\xff\xfe", ""])


def http_request(rng, authority, token):
    method = rng.choice(METHODS)
    path = rng.choice(ROUTES) if rng.random() < 0.85 else rng.choice(HOSTILE_PATHS)
    if rng.random() < 0.7:
        path += query(rng)
    headers = []
    host = rng.choices([authority, "evil.example", "localhost:1", "", None, "127.0.0.1",
                        authority.upper(), authority + "."], weights=[12, 1, 1, 1, 1, 1, 1, 1])[0]
    if host is not None:
        headers.append(("Host", host))
    if path.startswith("/export") and method.upper() == "POST" or rng.random() < 0.2:
        roll = rng.random()
        if roll < 0.6:
            headers.append(("X-Studio-Token", token))
        elif roll < 0.8:
            headers.append(("X-Studio-Token", rng.choice(["", token[:-1], token + "0", "0" * 32,
                                                          token.upper(), "\u00e9" * 16])))
        if rng.random() < 0.3:
            headers.append(("Origin", rng.choice([f"http://{authority}", "http://evil.example",
                                                  "null", ""])))
        if rng.random() < 0.3:
            headers.append(("Sec-Fetch-Site", rng.choice(["same-origin", "cross-site", "none",
                                                          "same-site", ""])))
    for _ in range(rng.randrange(0, 3)):
        headers.append((rng.choice(HEADER_NAMES), rng.choice(HEADER_VALUES)))
    if rng.random() < 0.03:
        headers += [(f"X-Many-{n}", "v") for n in range(rng.choice([100, 1000]))]
    body = b""
    if method.upper() in ("POST", "PUT", "PATCH") or rng.random() < 0.05:
        body = export_body(rng).encode("utf-8", "surrogateescape")
        if rng.random() < 0.05:
            body = bytes(rng.randrange(256) for _ in range(rng.choice([5000, 70000])))
        if rng.random() < 0.02:
            body = b"{" + b" " * (4 << 20) + b"}"
    length = len(body)
    complete = True
    roll = rng.random()
    if roll < 0.05:
        length = len(body) + rng.choice([1, 100, 10 ** 6])  # promises more than is sent
        complete = False
    elif roll < 0.08:
        length = rng.choice([-1, "abc", "1e3", " 5", "18446744073709551616"])
        complete = False
    elif roll < 0.1:
        complete = False
        headers.append(("Transfer-Encoding", "chunked"))
        body = rng.choice([b"5\r\nhello\r\n0\r\n\r\n", b"zz\r\nx\r\n", b"ffffffffff\r\nab",
                           b"3\r\nabc\r\n"])
        length = None
    if length is not None and (body or rng.random() < 0.3):
        headers.append(("Content-Length", str(length)))
    version = rng.choices(["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9", ""],
                          weights=[20, 3, 1, 1, 1])[0]
    line = f"{method} {path} {version}".rstrip()
    text = line + "\r\n" + "".join(f"{n}: {v}\r\n" for n, v in headers) + "\r\n"
    data = text.encode("utf-8", "surrogateescape") + body
    return FuzzRequest(data, path, "http", abandon=rng.random() < 0.08,
                       half_close=rng.random() < 0.05, complete=complete)


def raw_request(rng, authority):
    """Bytes that are hardly a request: garbage, a request line cut short, a lone header."""
    choices = [
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2000))),
        lambda: b"GET /frame.png?t=1 HTTP/1.1\r\nHost: " + authority.encode(),
        lambda: b"GET / HTTP/1.1\r\n" + b"X: " + b"y" * 100000 + b"\r\n\r\n",
        lambda: b"\r\n\r\n\r\n",
        lambda: b"GET /\r\n\r\n",
        lambda: b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
        lambda: (f"GET /scene.json HTTP/1.1\r\nHost: {authority}\r\n\r\n" * 20).encode(),
        lambda: f"GET /events HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode(),
    ]
    index = rng.randrange(len(choices))
    return FuzzRequest(choices[index](), "", f"raw{index}", abandon=rng.random() < 0.5,
                       complete=index >= 6)


def export_request(rng, authority, token):
    """A well-formed export request from the page (its Host and token), with a random body:
    the one path into the export's arithmetic."""
    kind = rng.choice(["mp4", "webm", "mov", "gif", "png", "sheet"])
    body = export_body(rng).encode("utf-8", "surrogateescape")
    text = (f"POST /export/{kind} HTTP/1.1\r\nHost: {authority}\r\nX-Studio-Token: {token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return FuzzRequest(text.encode() + body, f"/export/{kind}", "export")


def random_request(rng, authority, token):
    """One request: mostly HTTP made of the studio's routes, sometimes raw bytes."""
    roll = rng.random()
    if roll < 0.12:
        return raw_request(rng, authority)
    if roll < 0.27:
        return export_request(rng, authority, token)
    return http_request(rng, authority, token)
