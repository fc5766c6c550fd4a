"""The solved hand with the ladder in the browser: the Play page fetches it (and other pages do
not), the worker installs it before the bots' next move, and the engine then answers with the
solution's strategy for a heads-up position, labelled with how far from equilibrium it is."""

from __future__ import annotations

import pytest
from conftest import ConsoleLog, new_context, page_path, quiet_search
from play_kit import EN, W, focus_game, open_play, press, wait_idle
from playwright.sync_api import Browser, expect

from truco.notation.scenario import Scenario
from truco.solved.ladder import load

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(load() is None, reason="this build ships no ladder.json")]

#: A heads-up paulista hand at the mão's first decision.
POSITION = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "5s"], ["3h", "Ks", "Qd"]]}
                              ).to_code()


def test_the_play_page_loads_the_solution_and_the_engine_plays_it(browser: Browser,
                                                                  base_url: str) -> None:
    context = browser.new_context(base_url=base_url)
    quiet_search(context)
    try:
        page = context.new_page()
        console = ConsoleLog(page)
        fetched: list[str] = []
        page.on("request", lambda r: fetched.append(r.url) if "ladder.json" in r.url else None)
        # a rule page boots the engine without the solution
        page.goto(page_path("en", "cards"))
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                               timeout=120_000)
        assert fetched == []
        page.goto(page_path("en", "play") + "?preset=paulista&play-table.players=2"
                  "&play-table.fast=1")
        page.wait_for_selector(f"{W}[data-state=ready]", timeout=120_000)
        loaded = page.evaluate("""async () => {
            const m = await import('/assets/js/engine-client.js');
            return m.needData('ladder');
        }""")
        assert loaded == {"name": "ladder", "loaded": True}
        assert len(fetched) == 1 and "?v=" in fetched[0]  # once, versioned by its content
        answer = page.evaluate("""async (code) => {
            const m = await import('/assets/js/engine-client.js');
            return m.ask('ladder_strategy', {code});
        }""", POSITION)
        assert answer["solved"] is True and answer["method"] == "solved"
        assert answer["seat"] == 0  # the mão (seat 1 deals)
        assert sum(a["probability"] for a in answer["strategy"]) == pytest.approx(1.0, abs=1e-4)
        assert 0 < answer["exploitability"] < 1
        console.assert_clean()
    finally:
        context.close()


def test_the_solved_game_is_an_opponent_and_plays_a_hand(browser: Browser,
                                                          base_url: str) -> None:
    """The strongest opponent on offer is the coach, who plays the solved game heads-up: chosen
    by a link, named with its level and what it does, and a hand against it plays to the end."""
    context = new_context(browser, base_url)
    try:
        page = context.new_page()
        console = ConsoleLog(page)
        open_play(page, "play-table.opponents=coach")
        root = page.locator(W)
        expect(root).to_have_attribute("data-opponents", "coach")
        expect(page.locator(f"{W} [data-role=personality]")).to_have_text(
            EN["play-table.bot.coach.about"])
        options = page.locator(f"{W} [data-role=strength] option")
        assert options.last.get_attribute("value") == "coach"  # strongest last
        focus_game(page)
        for _ in range(30):
            if root.get_attribute("data-next") in ("deal", "over"):
                break
            press(page, "a")  # accepts a raise when one is pending (ignored otherwise)
            press(page, "1")  # plays the first card when it is the reader's turn
            wait_idle(page)
        assert root.get_attribute("data-next") in ("deal", "over")
        console.assert_clean()
    finally:
        context.close()
