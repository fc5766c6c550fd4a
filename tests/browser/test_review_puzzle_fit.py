"""Readable where it is read (issue 35, point 4; ux m7, m8).

- The hand review on a 1280×800 laptop: under the game, its whole width, not squeezed into the
  column beside the felt (a decision's sentence on a line or two, not a few words a line).
- A puzzle on a 390×844 phone: opened in place (the page scrolls the puzzle to the top), its
  question and every answer are on that first screen, for the puzzle a newcomer meets first and for
  puzzles that took two screens before; nothing reaches past the screen's width.

Screenshots: PLAY_TABLE_SHOTS=<dir> saves them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ConsoleLog, new_context
from play_kit import SHOTS, W, focus_game, open_play, press
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser

#: the newcomer's first puzzle (the page opens the first unsolved: none), then puzzles that sat
#: two screens below their start on a phone (ux m8), heads-up and one in pairs
PUZZLES = ("", "manilhas-1", "ties-4", "first-round-2", "eleven-6", "exposed-2", "iron-3", "pairs-1")


def save(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


@pytest.fixture(scope="module")
def laptop(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 1280, "height": 800},
                          service_workers="block")
    page = context.new_page()
    console = ConsoleLog(page)
    yield page
    console.assert_clean()
    context.close()


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 390, "height": 844}, is_mobile=True,
                          has_touch=True, service_workers="block")
    page = context.new_page()
    console = ConsoleLog(page)
    yield page
    console.assert_clean()
    context.close()


def test_the_hand_review_takes_the_games_width_on_a_laptop(laptop: Page) -> None:
    page = laptop
    open_play(page, "play-table.seed=3")
    focus_game(page)
    press(page, "f")  # the reader gives the hand up: one decision to review
    review = page.locator(f"{W} [data-role=review]")
    expect(review).to_be_visible()
    game = page.locator(f"{W} .truco-play-table__game").bounding_box()
    felt = page.locator(f"{W} [data-role=felt]").bounding_box()
    box = review.bounding_box()
    assert game and felt and box
    # under the felt, as wide as the game (felt and side column together)
    assert box["y"] >= felt["y"] + felt["height"] - 1, (box, felt)
    assert box["width"] >= 0.9 * game["width"], (box, game)
    for text in page.locator(f"{W} [data-role=review] .truco-play-table__decision-text").all():
        sentence = text.bounding_box()
        assert sentence and sentence["width"] >= 500, sentence
        lines = text.evaluate("n => Math.round(n.getBoundingClientRect().height"
                              " / parseFloat(getComputedStyle(n).lineHeight))")
        assert lines <= 2, lines
    review.scroll_into_view_if_needed()
    save(page, "review-laptop")


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_a_puzzles_question_and_answers_on_a_phones_first_screen(phone: Page, puzzle: str) -> None:
    page = phone
    page.goto("en/puzzles/" + (f"?puzzle.p={puzzle}" if puzzle else ""))
    page.wait_for_selector(
        "[data-widget=puzzle][data-state=ready] .truco-puzzle__ask .truco-puzzle__answers > *")
    # as the page opens a puzzle in place (puzzle.js): the puzzle to the top, under the header
    page.evaluate("() => document.querySelector('[data-widget=puzzle]').scrollIntoView({block: 'start'})")
    found = page.evaluate("""() => {
      const box = (n) => n.getBoundingClientRect();
      const ask = document.querySelector('.truco-puzzle__ask');
      return {height: innerHeight, width: document.documentElement.scrollWidth,
              header: box(document.querySelector('.md-header')).bottom,
              title: box(document.querySelector('.truco-puzzle__title')).top,
              question: box(ask.querySelector('.truco-puzzle__question')).bottom,
              answers: [...ask.querySelector('.truco-puzzle__answers').children]
                .map((b) => box(b).bottom)};
    }""")
    assert found["title"] >= found["header"] - 1, found
    assert found["question"] <= found["height"], found
    assert found["answers"] and max(found["answers"]) <= found["height"], found
    assert found["width"] <= 390, found
    save(page, f"puzzle-phone-{puzzle or 'first'}")
