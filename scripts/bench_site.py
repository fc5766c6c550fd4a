"""Benchmark the site's start-up side by side: plain Pyodide, the memory snapshot, pre-rendered.

    python scripts/bench_site.py [--runs 5] [--page cards/] [--widget vira-lookup] [--throttled-runs 1]

Three builds of the same site, in this order of columns:
- **plain**: the full standard library, no snapshot, no pre-rendered answers
  (``TRUCO_SNAPSHOT=0 TRUCO_PRERENDER=0``): the widget waits for a plain Pyodide boot;
- **snapshot**: the trimmed standard library and the memory snapshot (``TRUCO_PRERENDER=0``);
- **pre-rendered**: the site as shipped: snapshot, plus the widget's first answers in the page.

Each is served as a static host would (scripts/serve.py: precompressed .br/.gz) on 127.0.0.1 and
loaded in headless Chromium, cold (a new browser context: empty cache, new worker) and warm (the
same context loading the page again). Measured from navigation start:
- **first answer**: the page's widget (``--widget``) reaches ``data-state="ready"`` (an answer on
  screen);
- **engine ready**: ``<html data-engine="ready">``: the worker can answer a new request;
- **bytes**: what crossed the wire on a cold load (encoded body sizes, compressed as served).
Medians of ``--runs`` runs, with ratios against plain Pyodide measured in the same run (the
machine is shared and noisy: the ratios mean more than the seconds). A throttled profile
(Chromium network emulation: 10 Mbit/s down, 40 ms latency; a phone on a fair connection) adds
cold loads per build. The machine's load average is printed before and after.
"""

from __future__ import annotations

import argparse
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from serve import serve  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
BUILDS = {  # column -> environment of the build
    "plain": {"TRUCO_SNAPSHOT": "0", "TRUCO_PRERENDER": "0"},
    "snapshot": {"TRUCO_PRERENDER": "0"},
    "pre-rendered": {},
}
THROTTLE = {"offline": False, "latency": 40, "downloadThroughput": 10_000_000 / 8,
            "uploadThroughput": 5_000_000 / 8}
TIMEOUT_MS = 180_000


def build(dest: Path, site_url: str, env: dict[str, str]) -> float:
    full = {**os.environ, **env, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(dest)],
                   cwd=ROOT, env=full, check=True)
    return time.perf_counter() - started


def built_site(dest: Path, env: dict[str, str] | None = None) -> tuple[str, Any]:
    """Serve ``dest`` as a static host would (scripts/serve.py), build the site into it for that
    address, and return (base URL, server) -- for the benchmarks that ask the page's engine."""
    server = serve(dest, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    build(dest, base, env or {})
    return base, server


def load(page: Page, url: str, widget: str) -> tuple[float, float]:
    """(first answer, engine ready) in seconds from navigation start."""
    page.goto(url, wait_until="commit")
    page.wait_for_function(
        """w => { const root = document.querySelector(`[data-widget="${w}"]`);
                  if (root && root.dataset.state === "ready" && !window.__answeredAt)
                    window.__answeredAt = performance.now();
                  if (document.documentElement.dataset.engine === "ready" && !window.__readyAt)
                    window.__readyAt = performance.now();
                  return window.__answeredAt && window.__readyAt; }""",
        arg=widget, timeout=TIMEOUT_MS, polling=10)
    answered, ready = page.evaluate("() => [window.__answeredAt, window.__readyAt]")
    return float(answered) / 1000, float(ready) / 1000


def cold_load(browser: Browser, url: str, widget: str, *, throttled: bool = False) -> dict[str, float]:
    context = browser.new_context()
    page = context.new_page()
    if throttled:
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", THROTTLE)
    sizes: list[int] = []

    def on_finished(request: Any) -> None:
        sizes_ = request.sizes()
        sizes.append(int(sizes_.get("responseBodySize", 0)) + int(sizes_.get("responseHeadersSize", 0)))

    page.on("requestfinished", on_finished)
    answer, ready = load(page, url, widget)
    page.wait_for_load_state("networkidle")
    out = {"answer": answer, "ready": ready, "bytes": float(sum(sizes))}
    page.remove_listener("requestfinished", on_finished)
    if not throttled:
        out["warm_answer"], out["warm_ready"] = load(page, url, widget)
    context.close()
    return out


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--throttled-runs", type=int, default=1)
    parser.add_argument("--page", default="cards/", help="page path, e.g. cards/ or en/rounds/")
    parser.add_argument("--widget", default="vira-lookup", help="the page's widget to time")
    args = parser.parse_args(argv)
    print(f"load average before: {loadavg()}")
    results: dict[str, dict[str, list[float]]] = {}
    build_s: dict[str, float] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for column, env in BUILDS.items():
            site = Path(tempfile.mkdtemp(prefix=f"truco-bench-{column}-"))
            server = serve(site, "127.0.0.1", 0)
            base = f"http://127.0.0.1:{server.server_address[1]}/"
            try:
                build_s[column] = build(site, base, env)
                runs = [cold_load(browser, base + args.page, args.widget) for _ in range(args.runs)]
                slow = [cold_load(browser, base + args.page, args.widget, throttled=True)
                        for _ in range(args.throttled_runs)]
            finally:
                server.shutdown()
                server.server_close()
                shutil.rmtree(site, ignore_errors=True)
            results[column] = {key: [r[key] for r in runs] for key in runs[0]}
            results[column]["slow_answer"] = [r["answer"] for r in slow]
            results[column]["slow_ready"] = [r["ready"] for r in slow]
        browser.close()
    print(f"load average after: {loadavg()}")
    report(results, build_s, args)
    return 0


def report(results: dict[str, dict[str, list[float]]], build_s: dict[str, float],
           args: argparse.Namespace) -> None:
    columns = list(BUILDS)
    rows = [("first answer, cold (s)", "answer"), ("engine ready, cold (s)", "ready"),
            ("first answer, warm (s)", "warm_answer"), ("engine ready, warm (s)", "warm_ready"),
            ("first answer, 10 Mbit/s 40 ms (s)", "slow_answer"),
            ("engine ready, 10 Mbit/s 40 ms (s)", "slow_ready"),
            ("bytes on the wire, cold (MB)", "bytes")]
    print(f"\npage {args.page}, widget {args.widget}: median of {args.runs} runs "
          f"({args.throttled_runs} throttled); ratio = plain / column (higher is better)\n")
    head = f"{'measure':<36}" + "".join(f"{c:>14}{'ratio':>8}" for c in columns)
    print(head)
    print("-" * len(head))
    for label, key in rows:
        line = f"{label:<36}"
        plain = statistics.median(results["plain"][key])
        for column in columns:
            value = statistics.median(results[column][key])
            shown = value / 1e6 if key == "bytes" else value
            ratio = plain / value if value else float("inf")
            line += f"{shown:>14.2f}{ratio:>7.1f}x"
        print(line)
    print(f"{'build (s)':<36}" + "".join(f"{build_s[c]:>14.1f}{'':>8}" for c in columns))


if __name__ == "__main__":
    raise SystemExit(main())
