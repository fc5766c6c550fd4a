"""The real engine worker in the browser (the Pyodide tier): the other browser tests answer from
CPython through a stub worker (``engine_stub.py``); these boot Pyodide, as a reader's browser does,
for what only the real worker shows: it boots from the memory snapshot, a broken interpreter is
replaced and the caller still gets its answer, and a match that lived in the old worker's memory
goes on. Boot modes, a missing snapshot, offline and first paint: test_shell.py (its own contexts),
test_offline.py and test_first_paint.py."""

from __future__ import annotations

import pytest
from conftest import ConsoleLog, boot_from_snapshot, engine_info, wait_engine
from play_kit import DEAL2, EN, W, code_of, focus_game, open_play, step
from playwright.sync_api import Page, expect

import truco
from truco.play.game import Game

pytestmark = [pytest.mark.browser, pytest.mark.pyodide]


def module_url(base_url: str, name: str) -> str:
    return f"{base_url}assets/js/{name}"


def test_the_engine_boots_from_the_memory_snapshot(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    boot_from_snapshot(page)
    page.goto(base_url + "glossary/")
    wait_engine(page)
    info = engine_info(page)
    assert info["mode"] == "snapshot" and info["version"] == truco.__version__, info


BREAK_ENGINE = (
    "self.truco.pyodide.runPython("
    "'import truco.web as w; w._answer = lambda r: (_ for _ in ()).throw(SystemExit)')"
)


def test_the_engine_survives_a_broken_interpreter(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    """An exception out of handle() (a fatal engine error): the client replaces the worker and
    asks again once; the caller gets its answer and listeners hear of the restart."""
    page = shared_page
    page.goto(base_url + "glossary/")
    wait_engine(page)
    url = module_url(base_url, "engine-client.js")
    page.evaluate("async url => { const c = await import(url); window.__restarts = [];"
                  " c.onRestart(reason => window.__restarts.push(reason)); }", url)
    (worker,) = [w for w in page.workers if "/assets/js/worker.js" in w.url]
    worker.evaluate(BREAK_ENGINE)
    answer = page.evaluate("async url => (await import(url)).ask('ping')", url)
    assert answer["version"] == truco.__version__
    assert page.evaluate("() => window.__restarts") == ["worker-error"]
    wait_engine(page)
    assert page.locator("#truco-engine-banner").count() == 0 or not page.locator(
        "#truco-engine-banner").is_visible()
    # the broken worker is gone, its replacement answers
    assert [w for w in page.workers if "/assets/js/worker.js" in w.url] != [worker]


def test_engine_restart_reopens_the_match(shared_page: Page, console: ConsoleLog) -> None:
    """The engine breaks (an answer escapes handle()): the client replaces the worker, and the
    match, which lived in the old worker's memory, goes on from the same position."""
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=8")
    game = Game.new(code=code, opponents="random", partner="heuristic", seed=8)
    focus_game(page)
    step(page, game)
    workers = [w for w in page.workers if "worker.js" in w.url]
    assert len(workers) == 1
    workers[0].evaluate(
        "self.truco.pyodide.runPython("
        "'import truco.web as w; w._answer = lambda r: (_ for _ in ()).throw(SystemExit)')"
    )
    state = step(page, game)  # the same position as without the restart
    root = page.locator(W)
    expect(root).to_have_attribute("data-state", "ready")
    expect(page.locator(f"{W} [data-role=log]")).to_contain_text(EN["play-table.log.reopened"])
    expect(page.locator(f"{W} [data-role=message]")).to_be_hidden()
    assert page.locator("#truco-engine-banner:not([hidden])").count() == 0
    assert page.evaluate("() => document.documentElement.dataset.engine") == "ready"
    assert [w for w in page.workers if "worker.js" in w.url] != workers
    # and it goes on
    if state["match"]["next"] != "over":
        step(page, game)


