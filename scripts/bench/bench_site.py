"""Benchmark the site's start-up: plain Pyodide against the site as shipped, cold, warm, offline.

    python scripts/bench/bench_site.py [--runs 5] [--page cards/] [--widget vira-lookup]

Two builds of the same site, in this order of columns:
- **plain**: the full standard library, no snapshot, no pre-rendered answers or markup, no
  service worker (``TRUCO_SNAPSHOT=0 TRUCO_PRERENDER=0 TRUCO_OFFLINE=0``): the widget waits for a
  plain Pyodide boot;
- **shipped**: the site as built by ``make serve``: the trimmed library and the memory snapshot,
  the widgets' first answers in the HTML, the service worker.

Each is served as a static host would (scripts/dev/serve.py: precompressed .br/.gz) on 127.0.0.1 and
loaded in headless Chromium, for each run:
- **cold**: a new browser context (empty caches, no service worker);
- **warm**: the same context loading the page again (the HTTP cache and, for the shipped site,
  its service worker, once it controls the page: a repeat visit);
- **offline-repeat**: that context with the network cut (``set_offline``): a repeat visit with
  no network at all (the plain build cannot open: n/a);
- **4G**: a new context throttled through CDP ``Network.emulateNetworkConditions`` (9 Mbit/s
  down, 1.5 Mbit/s up, 60 ms latency: a phone on a fair 4G link), cold.
Measured from navigation start:
- **first paint**: the ``first-contentful-paint`` entry;
- **first answer**: the widget's answer on screen: first paint when the HTML carries it
  (``data-prerendered``), else its ``data-state="ready"``;
- **engine ready**: ``<html data-engine="ready">``: the worker can answer a new request;
- **bytes**: what crossed the wire for the load (encoded body and headers, compressed as served;
  the service worker's own downloads after the page are not counted).
Medians of ``--runs`` runs of each, with ratios plain / shipped measured in the same run (the
machine is shared and noisy: the ratios mean more than the seconds). The machine's load average
is printed before and after.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "dev"))  # serve.py: the static server of make serve

from serve import serve  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
BUILDS = {  # column -> environment of the build
    "plain": {"TRUCO_SNAPSHOT": "0", "TRUCO_PRERENDER": "0", "TRUCO_OFFLINE": "0"},
    "shipped": {},
}
MODES = ("cold", "warm", "offline-repeat", "4G")
THROTTLE = {"offline": False, "latency": 60, "downloadThroughput": 9_000_000 / 8,
            "uploadThroughput": 1_500_000 / 8}
TIMEOUT_MS = 180_000


def build(dest: Path, site_url: str, env: dict[str, str]) -> float:
    full = {**os.environ, **env, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(dest)],
                   cwd=ROOT, env=full, check=True)
    return time.perf_counter() - started


def built_site(dest: Path, env: dict[str, str] | None = None) -> tuple[str, Any]:
    """Serve ``dest`` as a static host would (scripts/dev/serve.py), build the site into it for that
    address, and return (base URL, server) -- for the benchmarks that ask the page's engine."""
    server = serve(dest, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    build(dest, base, env or {})
    return base, server


def load(page: Page, url: str, widget: str) -> dict[str, float]:
    """first paint, first answer, engine ready (seconds from navigation start) of one load."""
    page.goto(url, wait_until="commit")
    page.wait_for_function(
        """w => { const root = document.querySelector(`[data-widget="${w}"]`);
                  if (root && root.dataset.state === "ready" && !window.__answeredAt)
                    window.__answeredAt = performance.now();
                  if (document.documentElement.dataset.engine === "ready" && !window.__readyAt)
                    window.__readyAt = performance.now();
                  return window.__answeredAt && window.__readyAt; }""",
        arg=widget, timeout=TIMEOUT_MS, polling=10)
    paint, answered, ready, drawn = page.evaluate(
        """w => [(performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime || 0,
                 window.__answeredAt, window.__readyAt,
                 !!document.querySelector(`[data-widget="${w}"][data-prerendered]`)]""", widget)
    first = min(float(answered), float(paint)) if drawn and paint else float(answered)
    return {"paint": float(paint) / 1000, "answer": first / 1000, "ready": float(ready) / 1000}


def timed(page: Page, url: str, widget: str) -> dict[str, float]:
    """One load with the bytes that crossed the wire."""
    sizes: list[int] = []

    def on_finished(request: Any) -> None:
        if request.url.startswith("data:"):
            return
        response = request.response()
        if response is not None and response.from_service_worker:
            return  # served from the offline copy: nothing crossed the wire
        got = request.sizes()
        sizes.append(int(got.get("responseBodySize", 0)) + int(got.get("responseHeadersSize", 0)))

    page.on("requestfinished", on_finished)
    out = load(page, url, widget)
    with contextlib.suppress(Exception):
        page.wait_for_load_state("networkidle", timeout=20_000)
    page.remove_listener("requestfinished", on_finished)
    out["bytes"] = float(sum(sizes))
    return out


def visit(browser: Browser, url: str, widget: str, has_sw: bool) -> dict[str, dict[str, float]]:
    """One run: cold, warm, offline-repeat (one context), then 4G (a throttled new context)."""
    out: dict[str, dict[str, float]] = {}
    context = browser.new_context()
    page = context.new_page()
    out["cold"] = timed(page, url, widget)
    if has_sw:
        page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=TIMEOUT_MS)
    out["warm"] = timed(page, url, widget)
    if has_sw:
        context.set_offline(True)
        out["offline-repeat"] = timed(page, url, widget)
    context.close()
    context = browser.new_context()
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", THROTTLE)
    out["4G"] = timed(page, url, widget)
    context.close()
    return out


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", default="cards/", help="page path, e.g. cards/ or en/rounds/")
    parser.add_argument("--widget", default="vira-lookup", help="the page's widget to time")
    args = parser.parse_args(argv)
    print(f"load average before: {loadavg()}")
    results: dict[str, list[dict[str, dict[str, float]]]] = {}
    build_s: dict[str, float] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for column, env in BUILDS.items():
            site = Path(tempfile.mkdtemp(prefix=f"truco-bench-{column}-"))
            server = serve(site, "127.0.0.1", 0)
            base = f"http://127.0.0.1:{server.server_address[1]}/"
            try:
                build_s[column] = build(site, base, env)
                has_sw = (site / "sw.js").exists()
                results[column] = [visit(browser, base + args.page, args.widget, has_sw)
                                   for _ in range(args.runs)]
            finally:
                server.shutdown()
                server.server_close()
                shutil.rmtree(site, ignore_errors=True)
        browser.close()
    print(f"load average after: {loadavg()}")
    report(results, build_s, args)
    return 0


def median(runs: list[dict[str, dict[str, float]]], mode: str, key: str) -> float | None:
    values = [r[mode][key] for r in runs if mode in r]
    return statistics.median(values) if values else None


def report(results: dict[str, list[dict[str, dict[str, float]]]], build_s: dict[str, float],
           args: argparse.Namespace) -> None:
    columns = list(BUILDS)
    print(f"\npage {args.page}, widget {args.widget}: median of {args.runs} runs; "
          "ratio = plain / shipped (higher is better)\n")
    head = f"{'measure':<28}" + "".join(f"{m:>16}" for m in MODES)
    for key, label, unit in (("paint", "first paint", "s"), ("answer", "first answer", "s"),
                             ("ready", "engine ready", "s"), ("bytes", "bytes on the wire", "MB")):
        print(f"{label} ({unit})")
        print(head)
        for column in columns:
            line = f"  {column:<26}"
            for mode in MODES:
                value = median(results[column], mode, key)
                shown = "n/a" if value is None else f"{value / 1e6 if key == 'bytes' else value:.2f}"
                line += f"{shown:>16}"
            print(line)
        line = f"  {'ratio':<26}"
        for mode in MODES:
            plain, shipped = median(results["plain"], mode, key), median(results["shipped"], mode, key)
            line += f"{'n/a' if not plain or not shipped else f'{plain / shipped:.1f}x':>16}"
        print(line + "\n")
    shipped = results["shipped"]
    ratios = [r["cold"]["answer"] / r["cold"]["ready"] for r in shipped]
    print(f"first answer / engine ready, shipped, cold: {statistics.median(ratios):.2f}")
    print("build (s): " + ", ".join(f"{c} {build_s[c]:.1f}" for c in columns))


if __name__ == "__main__":
    raise SystemExit(main())
