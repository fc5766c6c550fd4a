"""An update never breaks a returning reader (issue 35 point 5): two real builds of the site, A and
B, served one after the other at the same address. A reader who visited A (its service worker
installed) and comes back after B is published gets A whole until the "new version" notice's
reload, then B whole: pages, modules, the engine worker, the engine and the shipped data of one
build, never a mix.

Build B is made from a copy of the sources with a difference in each part: the engine's version
(so its zip, snapshot and worker URL change), the pages (a line of every English footer), a
module (app.js marks the page) and the shipped solution (ladder.json, one more byte: a new hash).
Build A is the tests' own build (conftest's ``built``: ``make test``'s one build); B is built for
the same ``site_url`` (about a minute, once for the module). Both are served, one after the
other, at one other address: the same origin for both, as a host after a deploy (the test moves
by full loads and the notice's reload; Material's instant navigation, which needs the build's
own address, is not used).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from conftest import BOOT_TIMEOUT_MS, ROOT, ConsoleLog, page_path, strings
from play_kit import W
from playwright.sync_api import Browser, BrowserContext, Page, expect

from built_site import free_url
from serve import CompressedHandler, QuietServer

pytestmark = [pytest.mark.browser, pytest.mark.pyodide]

MARK = "Truco Lab build B"
VERSION_B = "+update-test"
PAGE_DATA = re.compile(r'<script type="application/json" id="truco-page">(.*?)</script>', re.S)


def make_b(dest: Path, site_url: str, work: Path) -> subprocess.CompletedProcess[str]:
    """Build B: the sources copied to ``work`` with a difference in each part, built there (its
    hooks read the copy; its engine is imported from the copy)."""
    for name in ("docs", "site_src", "engine"):
        shutil.copytree(ROOT / name, work / name, ignore=shutil.ignore_patterns("__pycache__"))
    (work / "node_modules").symlink_to(ROOT / "node_modules")
    shutil.copy(ROOT / "mkdocs.yml", work / "mkdocs.yml")
    strings = work / "site_src" / "i18n" / "strings.json"
    table = json.loads(strings.read_text(encoding="utf-8"))
    table["footer.made_with"]["en"] = f"{MARK}: made with"  # in every English page's footer
    strings.write_text(json.dumps(table, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    init = work / "engine" / "truco" / "__init__.py"
    init.write_text(re.sub(r'(__version__ = "[^"]+)"', rf'\1{VERSION_B}"',
                           init.read_text(encoding="utf-8")), encoding="utf-8")
    with (work / "site_src" / "js" / "app.js").open("a", encoding="utf-8") as app:
        app.write('\ndocument.documentElement.dataset.build = "B"; // tests/browser/test_update.py\n')
    with (work / "engine" / "truco" / "data" / "ladder.json").open("a", encoding="utf-8") as ladder:
        ladder.write("\n")
    env = {**os.environ, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1",
           "PYTHONPATH": str(work / "engine")}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(dest)],
        cwd=work, env=env, capture_output=True, text=True, check=False)


def versions(site: Path) -> dict[str, str]:
    """What a page of ``site`` asks for: its worker's parameters (engine zip, snapshot, solution)."""
    match = PAGE_DATA.search((site / "en" / "play" / "index.html").read_text(encoding="utf-8"))
    assert match is not None
    query = json.loads(match.group(1))["worker"].partition("?")[2]
    return dict(part.split("=", 1) for part in query.split("&"))


class Switch:
    """One address serving build A, then build B (``serve(b)``), as a host does after a deploy."""

    def __init__(self, url: str, site: Path) -> None:
        self.site = site
        handler = lambda *a, **kw: CompressedHandler(*a, directory=str(self.site), **kw)  # noqa: E731
        self.server = QuietServer(("127.0.0.1", int(urlsplit(url).port or 80)), handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def serve(self, site: Path) -> None:
        self.site = site


@pytest.fixture(scope="module")
def builds(built: tuple[Path, str], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """Build A, build B, and the one address that serves them."""
    a, site_url = built
    b = tmp_path_factory.mktemp("build-b")
    made = make_b(b, site_url, tmp_path_factory.mktemp("sources-b"))
    if made.returncode != 0:
        pytest.fail(f"mkdocs build failed:\n{made.stdout}\n{made.stderr}", pytrace=False)
    return a, b, free_url()


@pytest.fixture(scope="module")
def switch(builds: tuple[Path, Path, str]) -> Iterator[Switch]:
    a, _, url = builds
    switch = Switch(url, a)
    yield switch
    switch.server.shutdown()
    switch.server.server_close()


@pytest.fixture()
def context(browser: Browser, builds: tuple[Path, Path, str]) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=builds[2], viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def seen(page: Page, requests: list[str]) -> dict[str, Any]:
    """Which build each part of the open Play page comes from: the page, the module that runs,
    the engine worker's URL, the engine's own version and the solution the worker fetched."""
    expect(page.locator(W)).to_have_attribute("data-state", "ready", timeout=BOOT_TIMEOUT_MS)
    info = page.evaluate("async () => (await import(location.origin + '/assets/js/engine-client.js'))"
                         ".engineInfo()")
    worker = [w.url for w in page.workers if "/assets/js/worker.js" in w.url]
    ladder = [u.partition("?v=")[2] for u in requests if "/assets/engine/ladder.json" in u]
    return {
        "page": "B" if MARK in page.locator("footer").inner_text() else "A",
        "module": page.evaluate("() => document.documentElement.dataset.build || 'A'"),
        "engine": "B" if info["version"].endswith(VERSION_B) else "A",
        "worker": worker,
        "ladder": sorted(set(ladder)),
    }


def test_a_returning_reader_gets_one_build_whole_until_the_notice_reloads_into_the_next(
        builds: tuple[Path, Path, str], switch: Switch, context: BrowserContext) -> None:
    a, b, _ = builds
    va, vb = versions(a), versions(b)
    assert va["v"] != vb["v"] and va["s"] != vb["s"] and va["l"] != vb["l"]
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    console = ConsoleLog(page)
    play = page_path("en", "play")

    def check(build: str, v: dict[str, str]) -> None:
        got = seen(page, requests)
        assert {k: got[k] for k in ("page", "module", "engine")} == dict.fromkeys(
            ("page", "module", "engine"), build), got
        assert got["worker"] and all(f"v={v['v']}&s={v['s']}&l={v['l']}" in u for u in got["worker"]), got
        assert got["ladder"] in ([], [v["l"]]), got  # fetched, or from the offline copy

    # the first visit: build A, its service worker installs and takes the page over
    page.goto(play)
    check("A", va)
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=BOOT_TIMEOUT_MS)
    # build B is published at the same address; the reader comes back
    switch.serve(b)
    requests.clear()
    page.goto(page_path("en", "cards"))
    notice = page.locator("#truco-update")
    expect(notice).to_be_visible(timeout=BOOT_TIMEOUT_MS)  # the new worker has installed
    expect(notice).to_contain_text(strings("en")["offline.update"])
    assert MARK not in page.locator("footer").inner_text()
    # until the reader reloads, every page is A's whole, with A's engine and data
    requests.clear()
    page.goto(play)
    check("A", va)
    # the notice's reload: B whole
    requests.clear()
    page.locator("#truco-update .truco-update__reload").click()
    page.wait_for_function("() => document.documentElement.dataset.build === 'B'")
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'")
    check("B", vb)
    expect(page.locator("#truco-update")).to_have_count(0)
    assert page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => !r.waiting)")
    console.assert_clean()
