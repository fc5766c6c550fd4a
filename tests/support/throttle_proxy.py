"""A slow link in front of a test server: a forwarding HTTP proxy on 127.0.0.1 that paces bytes.

Chromium's page-level network throttling (CDP ``Network.emulateNetworkConditions``) does not reach
a Web Worker's fetches, and the engine's worker downloads most of a first visit (the Pyodide
runtime, the engine, the solution). Served through this proxy, every request of the page, its
workers and the service worker shares one link: a byte budget per second for all responses
together and a delay per request (the round trip). It records what it sent: ``log`` holds one
``Sent(path, status, size)`` per response, so a test can count real downloads (a ``304`` is a
revalidation, not a download).

    with ThrottleProxy("http://127.0.0.1:8000/", bytes_per_s=200_000, latency_s=0.15) as proxy:
        page.goto(proxy.url + "en/play/")
"""

from __future__ import annotations

import dataclasses
import http.client
import http.server
import threading
import time
from typing import Any
from urllib.parse import urlsplit

#: hop-by-hop headers: not forwarded either way
HOP = {"connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade",
       "proxy-authorization", "proxy-authenticate", "host"}
CHUNK = 8192


@dataclasses.dataclass(frozen=True)
class Sent:
    path: str
    status: int
    size: int


class _Link:
    """One shared link: ``take(n)`` returns when n more bytes fit in the budget."""

    def __init__(self, bytes_per_s: float) -> None:
        self.rate = bytes_per_s
        self.lock = threading.Lock()
        self.free_at = time.monotonic()

    def take(self, n: int) -> None:
        with self.lock:
            now = time.monotonic()
            self.free_at = max(self.free_at, now) + n / self.rate
            wait = self.free_at - now
        if wait > 0:
            time.sleep(wait)


class ThrottleProxy:
    """Forward GET/HEAD to ``upstream`` (the site's server), slowly. A context manager."""

    def __init__(self, upstream: str, *, bytes_per_s: float, latency_s: float) -> None:
        parts = urlsplit(upstream)
        self.upstream = (parts.hostname or "127.0.0.1", parts.port or 80)
        self.link = _Link(bytes_per_s)
        self.latency_s = latency_s
        self.log: list[Sent] = []
        self._lock = threading.Lock()
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                proxy._forward(self)

            def do_HEAD(self) -> None:
                proxy._forward(self)

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def _forward(self, handler: http.server.BaseHTTPRequestHandler) -> None:
        time.sleep(self.latency_s)  # the request's way there and the first byte's way back
        headers = {k: v for k, v in handler.headers.items() if k.lower() not in HOP}
        conn = http.client.HTTPConnection(*self.upstream, timeout=60)
        sent = 0
        status = 502
        try:
            conn.request(handler.command, handler.path, headers=headers)
            answer = conn.getresponse()
            status = answer.status
            handler.send_response(answer.status, answer.reason)
            for key, value in answer.getheaders():
                if key.lower() not in HOP:
                    handler.send_header(key, value)
            handler.send_header("Connection", "close")
            handler.end_headers()
            while handler.command != "HEAD" and (chunk := answer.read(CHUNK)):
                self.link.take(len(chunk))
                handler.wfile.write(chunk)
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser stopped a download it no longer needs
        finally:
            conn.close()
            handler.close_connection = True
            with self._lock:
                self.log.append(Sent(urlsplit(handler.path).path, status, sent))

    def downloads(self, suffix: str) -> list[Sent]:
        """The responses with a body (status 200) for paths ending with ``suffix``."""
        with self._lock:
            return [s for s in self.log if s.path.endswith(suffix) and s.status == 200 and s.size > 0]

    def __enter__(self) -> ThrottleProxy:
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
