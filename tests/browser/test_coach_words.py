"""One coach, one way of saying it (issue 19, point 5): the same position, from the same seat, read
on the Play page's hint, on the analysis page and as a puzzle's answer shows the same column names,
the same value and win-chance for every move, and the same sentence of why the best one is best.
The numbers are the engine's (``truco.coach.analysis.analyse``), printed by the page's own
``kit/coach.js``; the words in every language are unit-tested in tests/js/coach.test.mjs."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ConsoleLog, open_page, settle
from play_kit import DEAL2, W, code_of, focus_game, open_play
from playwright.sync_api import Page, expect

from truco.coach.analysis import analyse
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.teach.puzzles import Puzzle

pytestmark = [pytest.mark.browser]

A = "[data-widget=analysis]"
P = "[data-widget=puzzle]"
#: round 2: seat 1 won round 1 and led K♠; the reader (seat 0: 3♣ K♥) follows
CODE = code_of(DEAL2, actions=("play 4s", "play 3h", "play Ks"))

_ROWS = """rs => rs.map(r => [r.dataset.action,
    r.querySelector('.truco-coach__number, td:nth-of-type(1)').textContent.trim(),
    r.querySelector('.truco-coach__chance, td:nth-of-type(2)').textContent.trim()])"""


def rows(page: Page, table: str) -> dict[str, tuple[str, str]]:
    """Each move's value and win chance as the table under ``table`` prints them."""
    found: list[list[str]] = page.locator(f"{table} tbody tr").evaluate_all(_ROWS)
    return {action: (value, win) for action, value, win in found}


def heads(page: Page, table: str) -> list[str]:
    return [h.strip() for h in page.locator(f"{table} thead th").all_text_contents()]


def test_play_analysis_and_a_puzzle_say_the_same_thing_of_one_position(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    scenario = Scenario.from_code(CODE)
    expected = analyse(observe(scenario.play(), 0)).to_json()
    moves = {a["action"] for a in expected["actions"]}
    # the Play page's hint
    open_play(page, f"s={CODE}&play-table.seed=4")
    focus_game(page)
    page.keyboard.press("h")
    coach = f"{W} [data-role=coach]"
    expect(page.locator(coach)).to_be_visible()
    play_rows = rows(page, f"{coach} .truco-coach__table")
    play_heads = heads(page, f"{coach} .truco-coach__table")
    play_why = page.locator(f"{coach} .truco-coach__why").text_content()
    # the analysis page, from the same seat
    open_page(page, base_url, "en", "analysis", f"?s={CODE}&analysis.seat=0")
    settle(page, A)
    table = f"{A} .truco-coach__table"
    expect(page.locator(f"{table} tbody tr")).to_have_count(len(moves))
    assert rows(page, table) == play_rows
    assert heads(page, table)[:len(play_heads)] == play_heads
    assert page.locator(f"{A} .truco-coach__why").text_content() == play_why
    # the same position as a puzzle: asked for a hint, then shown the answer
    sealed = Puzzle(scenario=scenario, kind="play", seat=0).to_code()
    open_page(page, base_url, "en", "puzzles", f"?puzzle.p={sealed}")
    settle(page, P)
    page.locator(f"{P} [data-role=hint]").click()
    page.locator(f"{P} [data-role=reveal]").click()
    solved = f"{P} .truco-puzzle__table"
    expect(page.locator(f"{solved} tbody tr")).to_have_count(len(moves))
    puzzle_rows = rows(page, solved)
    assert set(puzzle_rows) == moves == set(play_rows)
    assert puzzle_rows == play_rows
    assert heads(page, solved)[:3] == play_heads[:3]  # Move, Value, Wins (then the grade)
    grades: list[str] = page.locator(f"{solved} tbody td:nth-of-type(3)").all_text_contents()
    words: Any = page.evaluate(
        "async () => { const { t } = await import(location.origin + '/assets/js/kit/page.js');"
        " return ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced']"
        ".map(g => t('coach.grade.' + g)); }")
    assert grades and set(grades) <= set(words)
    console.assert_clean()
