"""Offline after one visit: the service worker (site_src/hooks/offline.py, shell/offline.js).

One visit online, until the worker controls the page; then the network is cut
(``context.set_offline``) and the reader opens pages never visited (es and en), plays a hand on
the Play page and opens the analysis. Then: the "new version" notice when a changed worker waits,
and its reload; and the pages still work where no worker may register.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import (
    BOOT_TIMEOUT_MS,
    ConsoleLog,
    boot_from_snapshot,
    engine_info,
    page_path,
    settle,
    strings,
    wait_engine,
)
from play_kit import DEAL2, W, code_of, step, tab_into_game
from playwright.sync_api import Browser, BrowserContext, Page, expect

from truco.play.game import Game

A = "[data-widget=analysis]"
#: the addresses in the Cache Storage where the engine keeps its inflated snapshot
KEPT = "caches.open('truco-lab-snapshot').then(c => c.keys()).then(ks => ks.map(k => k.url))"


def controlled(page: Page) -> None:
    """Wait until the site's worker is installed (everything precached) and controls the page."""
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=BOOT_TIMEOUT_MS)


@pytest.fixture()
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=base_url, viewport={"width": 1280, "height": 900})
    boot_from_snapshot(context)  # the first visit keeps the snapshot, whatever the machine's load
    yield context
    context.close()


@pytest.fixture()
def page(context: BrowserContext) -> Iterator[Page]:
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    page.close()


def test_the_site_opens_and_plays_offline_after_one_visit(context: BrowserContext, page: Page) -> None:
    console = ConsoleLog(page)
    page.goto(page_path("es", "cards"))
    wait_engine(page)
    controlled(page)
    # the engine keeps its inflated snapshot for the next visit (worker.js keepSnapshot): one entry
    page.wait_for_function(KEPT + ".then(urls => urls.length === 1 && urls[0].includes('snapshot.bin?s='))")
    kept = page.evaluate(KEPT)
    context.set_offline(True)
    # pages never opened, in Spanish and in English, with their widgets and the engine
    for lang, name, widget in (("es", "rounds", "tie-explorer"), ("en", "truco", "ladder")):
        page.goto(page_path(lang, name))
        expect(page.locator("article h1")).to_be_visible()
        assert page.evaluate("() => document.documentElement.lang") == lang
        wait_engine(page)
        settle(page, f"[data-widget={widget}]")
        assert engine_info(page)["mode"] == "snapshot"  # restored from the kept copy, with no network
        assert page.evaluate(KEPT) == kept
    # a hand on the Play page, every key answered by the engine with no network
    page.goto(page_path("en", "play") + "?preset=paulista&play-table.players=2"
              "&play-table.opponents=random&play-table.fast=1&play-table.seed=7")
    wait_engine(page)
    page.wait_for_selector(f"{W}[data-state=ready]")
    game = Game.new(rules="paulista", players=2, opponents="random", partner="heuristic", seed=7)
    state = game.state()
    tab_into_game(page)
    for _ in range(40):
        if state["match"]["next"] != "play":
            break
        state = step(page, game)
    assert state["match"]["next"] in ("deal", "over"), "the hand did not end"
    # the analysis of a position, with the coach's values
    page.goto(page_path("en", "analysis") + f"?s={code_of(DEAL2)}")
    wait_engine(page)
    settle(page, A)
    expect(page.locator(f"{A} tr[data-action]").first).to_be_visible()
    assert page.evaluate("() => navigator.onLine") is False
    console.assert_clean()


def test_a_new_version_shows_a_notice_and_reloads_into_it(
        context: BrowserContext, page: Page, site_dir: Path) -> None:
    page.goto(page_path("en", "cards"))
    wait_engine(page)
    controlled(page)
    first = page.evaluate("() => navigator.serviceWorker.controller.scriptURL")
    expect(page.locator("#truco-update")).to_have_count(0)
    sw = site_dir / "sw.js"
    saved = {p: p.read_bytes() for p in (sw, sw.with_name("sw.js.br"), sw.with_name("sw.js.gz"))
             if p.exists()}
    try:
        # a new build's worker (the server sends sw.js itself once its compressed copies are gone)
        for path in saved:
            if path != sw:
                path.unlink()
        sw.write_bytes(saved[sw] + b"\n// a new version\n")
        page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
        notice = page.locator("#truco-update")
        expect(notice).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        en = strings("en")
        expect(notice).to_contain_text(en["offline.update"])
        # the notice floats: it moves nothing on the page
        assert notice.evaluate("n => getComputedStyle(n).position") == "fixed"
        page.locator("#truco-update .truco-update__reload").click()
        page.wait_for_function("() => !document.getElementById('truco-update')")
        wait_engine(page)
        controlled(page)
        assert page.evaluate("() => navigator.serviceWorker.controller.scriptURL") == first
        assert page.evaluate(
            "() => navigator.serviceWorker.getRegistration().then((r) => !r.waiting)")
    finally:
        for path, data in saved.items():
            path.write_bytes(data)


def test_pages_work_where_no_worker_may_register(browser: Browser, base_url: str) -> None:
    """A private window or a browser that refuses service workers: the widgets work online."""
    context = browser.new_context(base_url=base_url)
    try:
        page = context.new_page()
        page.set_default_timeout(BOOT_TIMEOUT_MS)
        console = ConsoleLog(page)
        page.add_init_script(
            "if (navigator.serviceWorker) navigator.serviceWorker.register ="
            " () => Promise.reject(new Error('refused'));")
        page.goto(page_path("pt", "cards"))
        wait_engine(page)
        settle(page, "[data-widget=vira-lookup]")
        assert page.evaluate("() => navigator.serviceWorker.controller") is None
        console.assert_clean()
    finally:
        context.close()
