"""Serve the built site as a static host would, compressed: FILE.br or FILE.gz when the browser
accepts it and the build left one (site_src/build/precompress.mjs), with the right types and no cache
surprises. ``make serve`` builds the site, serves it here and rebuilds when a source changes.

    python scripts/dev/serve.py [--dir site] [--host 127.0.0.1] [--port 8000] [--build] [--watch]
"""

from __future__ import annotations

import argparse
import email.utils
import http.server
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[2]
WATCHED = ("docs", "site_src", "engine/truco", "mkdocs.yml")
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".zip": "application/zip", ".gz": "application/gzip"}


class CompressedHandler(http.server.SimpleHTTPRequestHandler):
    """Static files; a precompressed sibling is sent when the client accepts its encoding."""

    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                                                 **TYPES}

    def log_message(self, format: str, *args: Any) -> None:  # quiet: one line per request is noise
        pass

    def unchanged_since(self, path: Path) -> bool:
        """The request's If-Modified-Since is not older than the file (as the plain branch of
        SimpleHTTPRequestHandler answers it, and as a static host does)."""
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return when.timestamp() >= int(path.stat().st_mtime)

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the redirect to the slash
            path = path / "index.html"
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in ENCODINGS:
            packed = path.with_name(path.name + suffix)
            if encoding in accepted and path.is_file() and packed.is_file():
                if self.unchanged_since(path):
                    # a revalidation (a cached copy past its freshness): no second download
                    self.send_response(304)
                    self.send_header("Vary", "Accept-Encoding")
                    self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
                    self.end_headers()
                    return None
                handle = packed.open("rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(packed.stat().st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
                self.end_headers()
                return handle
        return super().send_head()


class QuietServer(http.server.ThreadingHTTPServer):
    """A reader who goes away mid-download (a page left, the engine's worker stopping a download
    it no longer needs) is normal: no traceback for it."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def serve(directory: Path, host: str, port: int) -> http.server.ThreadingHTTPServer:
    """Start a threaded server for ``directory`` in the background; returns it (``server_address``)."""
    handler = lambda *a, **kw: CompressedHandler(*a, directory=str(directory), **kw)  # noqa: E731
    server = QuietServer((host, port), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def build(directory: Path, site_url: str) -> bool:
    env = {**os.environ, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(directory)],
                          cwd=ROOT, env=env, check=False)
    return done.returncode == 0


def stamp() -> float:
    latest = 0.0
    for name in WATCHED:
        base = ROOT / name
        paths = [base] if base.is_file() else base.rglob("*")
        for path in paths:
            if "__pycache__" not in path.parts and path.is_file():
                latest = max(latest, path.stat().st_mtime)
    return latest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=ROOT / "site")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--build", action="store_true", help="build the site first")
    parser.add_argument("--watch", action="store_true", help="rebuild when a source changes")
    args = parser.parse_args()
    url = f"http://{args.host}:{args.port}/"
    if args.build and not build(args.dir, url):
        return 1
    server = serve(args.dir, args.host, args.port)
    print(f"Serving {args.dir} at {url} (compressed, Ctrl+C stops)", flush=True)
    seen = stamp()
    try:
        while True:
            time.sleep(1)
            if args.watch and (now := stamp()) > seen:
                seen = now
                print("A source changed: rebuilding...", flush=True)
                ok = build(args.dir, url)
                print("Rebuilt." if ok else "The build failed: still serving the last site.", flush=True)
    except KeyboardInterrupt:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
