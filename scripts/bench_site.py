"""Benchmark the site: build time, time to the first widget answer (cold and warm), bytes.

    python scripts/bench_site.py [--runs 5] [--page cards/]

- build: ``mkdocs build --strict`` wall time.
- cold: a new browser context (empty cache, new worker) from navigation start to the first
  ``[data-widget]`` root reaching ``data-state="ready"`` (the demo ``engine-status`` widget is
  injected at the top of the page, so every page has one).
- warm: the same context navigating to the page again (HTTP cache warm; a full page load, so the
  worker boots again).
- bytes: sum of the response body sizes of a cold load (Content-Length), page and worker.
Medians of ``--runs`` runs. Serves the build on 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
WIDGET = '<div data-widget="engine-status"></div>'
ARTICLE = '<article class="md-content__inner md-typeset">'


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def build(dest: Path, site_url: str) -> float:
    env = {**os.environ, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(dest)],
                   cwd=ROOT, env=env, check=True)
    return time.perf_counter() - started


def inject_widget(context: BrowserContext, base: str) -> None:
    def handle(route: Any) -> None:
        response = route.fetch()
        body = response.text()
        if "text/html" in response.headers.get("content-type", ""):
            body = body.replace(ARTICLE, ARTICLE + WIDGET, 1)
        route.fulfill(response=response, body=body)

    context.route(lambda url: url.startswith(base) and url.split("?")[0].endswith("/"), handle)


def time_to_first_answer(page: Page, url: str) -> float:
    """Seconds from navigation start to the first widget in data-state=ready."""
    page.goto(url, wait_until="commit")
    page.wait_for_function(
        "() => document.querySelector('[data-widget][data-state=ready]') !== null", timeout=120_000
    )
    elapsed = page.evaluate("() => performance.now()")
    return float(elapsed) / 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Truco Lab site benchmark")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", default="cards/", help="page path, e.g. cards/ or en/")
    args = parser.parse_args(argv)

    site = Path(tempfile.mkdtemp(prefix="truco-bench-"))
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))
    )
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        build_s = build(site, base)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = base + args.page
        cold: list[float] = []
        warm: list[float] = []
        transferred: list[int] = []
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            for _ in range(args.runs):
                context = browser.new_context()
                inject_widget(context, base)
                page = context.new_page()
                sizes: list[int] = []

                def on_response(response: Any, sizes: list[int] = sizes) -> None:
                    # the server's Content-Length; the body itself when there is none
                    length = response.headers.get("content-length")
                    if length is not None:
                        sizes.append(int(length))
                        return
                    with contextlib.suppress(Exception):  # redirects have no body
                        sizes.append(len(response.body()))

                page.on("response", on_response)
                cold.append(time_to_first_answer(page, url))
                page.wait_for_load_state("networkidle")
                page.remove_listener("response", on_response)
                transferred.append(sum(sizes))
                warm.append(time_to_first_answer(page, url))
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(site, ignore_errors=True)

    print(f"build (mkdocs build --strict, 3 languages): {build_s:.2f} s")
    print(f"first widget answer, cold (new context), median of {args.runs}: "
          f"{statistics.median(cold):.2f} s  (runs: {', '.join(f'{x:.2f}' for x in cold)})")
    print(f"first widget answer, warm (same context), median of {args.runs}: "
          f"{statistics.median(warm):.2f} s  (runs: {', '.join(f'{x:.2f}' for x in warm)})")
    print(f"bytes transferred on a cold load (response bodies), median: "
          f"{statistics.median(transferred) / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
