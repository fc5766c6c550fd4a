"""The first answer at first paint: each widget's first state as HTML in the page.

``truco_site.on_post_build`` calls :func:`write` once every page is written (before the service
worker lists them). For every page with widgets, ``site_src/build/prerender_html.mjs`` mounts the
page's widgets in Node (linkedom) with the page's own data — its strings and the engine's
answers the build embedded (``prerender.py``) — through the same modules the browser runs, and
the markup of every widget that drew its answer goes into its root (``data-prerendered``). The
answer is then on screen before any script runs, or with JavaScript off, and read by search
engines and screen readers; in the browser the widget draws the same markup over it (same
size, nothing moves). A widget whose first answer needs the live engine keeps its empty root.

``TRUCO_FIRST_PAINT=0`` builds without it.

>>> roots('<p><div data-widget="ladder" id="x"></div><div data-widget="a-b"></div></p>')
['<div data-widget="ladder" id="x">', '<div data-widget="a-b">']
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from html import escape as html_escape
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "site_src" / "build" / "prerender_html.mjs"
#: an empty widget root as the Markdown writes it
EMPTY_ROOT = re.compile(r'(<div data-widget="[a-z][a-z0-9-]*"[^>]*>)(</div>)')
PAGE_DATA = re.compile(r'<script type="application/json" id="truco-page">(.*?)</script>', re.S)


class FirstPaintError(RuntimeError):
    """The widgets could not be drawn at build time."""


def enabled() -> bool:
    return os.environ.get("TRUCO_FIRST_PAINT", "1") not in {"0", "false", "no", ""}


def roots(html: str) -> list[str]:
    """The opening tags of the page's empty widget roots, in order."""
    return [m.group(1) for m in EMPTY_ROOT.finditer(html)]


def _jobs(site: Path) -> list[dict[str, Any]]:
    jobs = []
    for path in sorted(site.rglob("*.html")):
        html = path.read_text(encoding="utf-8")
        found = roots(html)
        data = PAGE_DATA.search(html)
        if not found or data is None:
            continue
        page: dict[str, Any] = json.loads(data.group(1))
        if "answers" not in page:
            continue  # no page data from the prerenderer (a build without it)
        jobs.append({"page": path.relative_to(site).as_posix(), "lang": page["lang"],
                     "data": page, "roots": found})
    return jobs


WIDGET_NAME = re.compile(r'data-widget="([a-z][a-z0-9-]*)"')


def live_summary(skipped: list[str]) -> str:
    """The widgets left to draw in the browser, by name, for the build log: a widget whose first
    answer is live (Play deals a new hand, a lesson's step waits for the learner) is drawn once
    the page's engine answers; that is how it works, not an error (``--verbose`` lists each)."""
    if not skipped:
        return "every widget drawn"
    names: dict[str, int] = {}
    for line in skipped:
        found = WIDGET_NAME.search(line)
        name = found.group(1) if found else "?"
        names[name] = names.get(name, 0) + 1
    listed = ", ".join(f"{n} ({k} page{'s' if k > 1 else ''})" for n, k in sorted(names.items()))
    return f"drawn live in the browser, once its engine answers: {listed}"


def write(site_dir: str) -> dict[str, Any]:
    """Draw every widget that can be drawn from its page's answers into its root."""
    site = Path(site_dir)
    jobs = _jobs(site)
    node = shutil.which("node")
    if node is None:
        raise FirstPaintError("node is not installed (needed to draw the widgets' first answers)")
    result = subprocess.run([node, str(SCRIPT)], input=json.dumps(jobs), cwd=ROOT,
                            capture_output=True, text=True, timeout=600, check=False)
    if result.returncode != 0:
        raise FirstPaintError(f"site_src/build/prerender_html.mjs failed: {result.stderr.strip()[-2000:]}")
    drawn = 0
    skipped: list[str] = []
    for page in json.loads(result.stdout):
        path = site / page["page"]
        html = path.read_text(encoding="utf-8")
        parts: list[str] = []
        at = 0
        for match, got in zip(EMPTY_ROOT.finditer(html), page["roots"], strict=True):
            parts.append(html[at:match.start()])
            at = match.end()
            if got["html"] is None:
                skipped.append(f"{page['page']} {match.group(1)}: {got['state']} {got['reason'] or ''}")
                parts.append(match.group(0))
                continue
            drawn += 1
            tag = match.group(1)[:-1]
            if got["className"] and " class=" not in tag:
                tag += f' class="{html_escape(got["className"])}"'
            parts.append(tag + " data-prerendered>" + got["html"] + match.group(2))
        parts.append(html[at:])
        path.write_text("".join(parts), encoding="utf-8")
    return {"pages": len(jobs), "drawn": drawn, "skipped": skipped}
