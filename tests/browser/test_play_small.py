"""Small things of issue 19: the prompt at doze offers only what the engine allows; on a touch
screen no key is named (prompts, key hints, the keys legend); the header's Options panel closes
on a tap outside it and on Escape."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import ConsoleLog, new_context
from play_kit import DEAL2, W, code_of, open_play
from playwright.sync_api import Browser, Page, expect

from truco.play.game import Game

pytestmark = pytest.mark.browser

# the reader is mão: truco, seis, nove, doze: the reader answers doze (no raise left)
DOZE = ("raise", "raise", "raise", "raise")


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 390, "height": 844},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    yield page
    context.close()


def test_the_doze_prompt_offers_only_what_is_legal(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, actions=DOZE)
    game = Game.new(code=code, opponents="heuristic", seed=1)
    obs = game.state()["observation"]
    assert obs["phase"] == "answer" and "raise" not in obs["legal"]
    open_play(page, f"s={code}&play-table.opponents=heuristic&play-table.seed=1")
    prompt = page.locator(f"{W} [data-role=prompt]")
    expect(prompt).to_contain_text("(A)")
    assert "(T)" not in (prompt.text_content() or "")
    expect(page.locator(f"{W} [data-role=raise]")).to_have_count(0)


def test_no_key_words_on_a_touch_screen(phone: Page) -> None:
    page = phone
    code = code_of(DEAL2, actions=("raise",))  # seat 1 answers; the bot's answer comes back
    open_play(page, f"s={code}&play-table.opponents=heuristic&play-table.seed=2")
    text = page.locator(f"{W} [data-role=prompt]").text_content() or ""
    for key in ("(A)", "(F)", "(T)", "Press N"):
        assert key not in text, text
    expect(page.locator(f"{W} [data-role=keys]")).to_be_hidden()
    for kbd in page.locator(f"{W} .truco-play-table__game kbd").all():
        expect(kbd).to_be_hidden()


def test_the_options_panel_closes_on_a_tap_outside_and_on_escape(phone: Page) -> None:
    page = phone
    open_play(page, "")
    options = page.locator("#truco-options")
    summary = options.locator("summary")
    summary.tap()
    expect(options).to_have_attribute("open", "")
    # the panel covers most of the screen: tap under it, on the page
    page.touchscreen.tap(195, 830)
    expect(options).not_to_have_attribute("open", "")
    summary.tap()
    expect(options).to_have_attribute("open", "")
    page.keyboard.press("Escape")
    expect(options).not_to_have_attribute("open", "")
