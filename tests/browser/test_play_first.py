"""A newcomer's first match on Play (issue 35, point 2): with nothing stored, the table plays the
beginner bot (the engine's ``DEFAULT_OPPONENT``, written into the page data), and the opponents'
menu is in sight, outside the folded settings, and works with the keyboard.

A context of its own: an empty storage, as a newcomer's browser.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import ConsoleLog, new_context
from play_kit import EN, W, wait_idle
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser


@pytest.fixture()
def fresh(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 1280, "height": 800},
                          service_workers="block")
    page = context.new_page()
    page.set_default_timeout(30_000)
    console = ConsoleLog(page)
    yield page
    console.assert_clean()
    context.close()


def test_a_newcomer_plays_the_beginner_and_sees_whom(fresh: Page) -> None:
    page = fresh
    page.goto("en/play/?play-table.fast=1")
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    root = page.locator(W)
    expect(root).to_have_attribute("data-opponents", "beginner")
    menu = page.locator(f"{W} [data-role=strength]")
    expect(menu).to_be_visible()
    expect(menu).to_have_value("beginner")
    name = f"{EN['play-table.bot.beginner.name']}: {EN['play-table.bot.beginner.level']}"
    assert menu.evaluate("s => s.selectedOptions[0].textContent") == name
    # in sight: not inside the folded settings, and above the felt
    expect(page.locator(f"{W} [data-role=setup]")).not_to_have_attribute("open", "")
    assert menu.evaluate("s => !s.closest('details')")
    assert menu.bounding_box()["y"] < page.locator(f"{W} [data-role=felt]").bounding_box()["y"]  # type: ignore[index]
    # the keyboard: focus it, the next opponent with an arrow key; nothing played yet, so a new
    # match against that bot at once, and the choice is remembered
    menu.focus()
    page.keyboard.press("ArrowDown")
    expect(root).to_have_attribute("data-opponents", "heuristic")
    wait_idle(page)
    assert page.evaluate("() => localStorage.getItem('truco-lab.play.opponents')") == "heuristic"
