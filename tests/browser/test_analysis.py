"""The analysis page for a post-mortem: a fixed viewpoint (the seat the reader picks, kept while
stepping; another seat's choices stay hidden unless every card is shown), the grades in the move
list and the value graph (the engine's ``review_line``), and the values with every card known with
the coach's expected line (``analyse`` with ``open``). Every number is compared with the engine's."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

from conftest import ConsoleLog, open_page, settle
from playwright.sync_api import Page, expect

from truco.coach.analysis import analyse
from truco.coach.postmortem import line_review, open_analysis
from truco.notation.scenario import Scenario
from truco.observation import observe

A = "[data-widget=analysis]"
#: the strategy page's bluff after round 1 (seat 0 to act at its end), then played out: seat 1's
#: manilha takes round 2 and its king round 3
BLUFF = "v1.paulista.p2.s0-0.d1.v7d.h3d4s6h-5dQsKc.a3d-5d"
WHOLE = f"{BLUFF}-raise-accept-4s-Qs-Kc-6h"

_WORDS = """
    const root = location.origin + '/assets/js/';
    const coach = await import(root + 'kit/coach.js');
    const { t } = await import(root + 'kit/page.js');
"""


def words(page: Page, body: str, arg: Any = None) -> Any:
    """Run ``body`` with the page's own coach wording (``coach``: kit/coach.js; ``t``)."""
    return page.evaluate(f"async (arg) => {{ {_WORDS} {body} }}", arg)


def table_rows(page: Page) -> list[tuple[str, float, bool]]:
    rows: list[list[Any]] = page.locator(f"{A} .truco-coach__table tbody tr").evaluate_all(
        "rs => rs.map(r => [r.dataset.action, Number(r.dataset.ev), r.dataset.best === 'true'])")
    return sorted((a, ev, best) for a, ev, best in rows)


def engine_rows(analysis: dict[str, Any]) -> list[tuple[str, float, bool]]:
    return sorted((a["action"], a["ev"], a["best"]) for a in analysis["actions"])


def at(code: str, step: int) -> Scenario:
    scenario = Scenario.from_code(code)
    return scenario.with_actions(scenario.actions[:step])


def test_the_viewpoint_stays_with_the_seat_the_reader_picked(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "analysis", f"?s={BLUFF}")
    settle(page, A)
    root = page.locator(A)
    expect(root).to_have_attribute("data-viewer", "0")  # the seat to act where the line opens
    expect(page.locator(f"{A} [data-role=seat]")).to_have_value("0")
    # one move back: seat 1 decides; the page stays with seat 0, whose cards stay face up
    page.locator(f"{A} [data-role=back]").click()
    expect(root).to_have_attribute("data-step", "1")
    expect(root).to_have_attribute("data-viewer", "0")
    seats = page.locator(f"{A} .truco-hand__seat")
    expect(seats.nth(0).locator(".truco-card[data-card]")).to_have_count(2)  # 3d is on the table
    expect(seats.nth(1).locator(".truco-card--back")).to_have_count(3)
    # seat 1's choices would name its cards: they stay hidden, and the page says why
    expect(page.locator(f"{A} .truco-coach__table")).to_have_count(0)
    expect(page.locator(f"{A} [data-role=played]")).to_contain_text(
        "Player 2 decides here from cards player 1 cannot see")
    # (the link's code names every card by design: only the board and the coach are checked)
    html = page.locator(f"{A} .truco-analysis__main").evaluate(
        "n => { const c = n.cloneNode(true); c.querySelectorAll('.truco-hand__manilhas')"
        ".forEach(m => m.remove()); return c.innerHTML; }")
    for card in ("Qs", "Kc", "Queen of spades", "King of clubs"):
        assert card not in html
    # the reader picks seat 1: its view and its values (from what it knew), in the address
    page.locator(f"{A} [data-role=seat]").select_option("1")
    expect(root).to_have_attribute("data-viewer", "1")
    expect(root).to_have_attribute("data-analysed", "true")
    assert parse_qs(urlsplit(page.url).query)["analysis.seat"] == ["1"]
    hand = at(BLUFF, 1).play()
    assert table_rows(page) == engine_rows(analyse(observe(hand, 1)).to_json())
    # the seat is kept while stepping: at the end seat 0 decides, hidden from seat 1
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-step", "2")
    expect(root).to_have_attribute("data-viewer", "1")
    expect(page.locator(f"{A} .truco-coach__table")).to_have_count(0)
    # every card face up: the decider's values again
    page.locator(f"{A} [data-role=show-all]").check()
    expect(root).to_have_attribute("data-analysed", "true")
    assert table_rows(page) == engine_rows(analyse(observe(at(BLUFF, 2).play(), 0)).to_json())


def test_the_move_list_grades_and_the_graph_are_the_engines(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "analysis", f"?s={WHOLE}&analysis.seat=0&analysis.step=0")
    settle(page, A)
    review = line_review(Scenario.from_code(WHOLE).play(), 0)
    graded = {d["index"]: d["grade"] for d in review["decisions"] if d.get("grade")}
    buttons = page.locator(f"{A} .truco-analysis__move-button[data-grade]")
    expect(buttons).to_have_count(len(graded))
    shown = dict(buttons.evaluate_all("bs => bs.map(b => [Number(b.dataset.step), b.dataset.grade])"))
    assert shown == graded
    # nothing of seat 1's decisions is graded from seat 0's seat
    for d in review["decisions"]:
        if d.get("hidden"):
            move = page.locator(f"{A} .truco-analysis__move-button[data-step='{d['index']}']")
            expect(move).not_to_have_attribute("data-grade", re.compile("."))
    # the graph: a dot per graded move and one for the result; its text says the same numbers
    points = [d for d in review["decisions"] if not d.get("hidden") and not d.get("forced")]
    expect(page.locator(f"{A} .truco-analysis__graph-dot")).to_have_count(len(points) + 1)
    text = page.locator(f"{A} [data-role=graph-text]").inner_text()
    values = words(page, "const { valueText, valueDigits } = await import("
                         "location.origin + '/assets/js/kit/numbers.js'); const d = valueDigits(arg);"
                         " return arg.map(v => valueText(v, 'en', d));",
                   [p["value"] for p in points] + [review["outcome"]])
    for value in values:
        assert value in text
    assert "result: " + values[-1] in text
    # a dot takes the reader to its decision
    page.locator(f"{A} .truco-analysis__graph-dot").nth(1).click()
    expect(page.locator(A)).to_have_attribute("data-step", str(points[1]["index"]))


def test_values_with_every_card_known_and_the_coachs_line(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "analysis", f"?s={BLUFF}")
    settle(page, A)
    expect(page.locator(f"{A} [data-role=coach-line]")).to_contain_text(
        "tick the values with every card known")
    page.locator(f"{A} [data-role=known]").check()
    expect(page.locator(f"{A} [data-role=show-all]")).to_be_checked()
    expect(page.locator(f"{A} [data-role=show-all]")).to_be_disabled()
    expect(page.locator(f"{A} .truco-coach")).to_have_attribute("data-method", "open")
    found = open_analysis(Scenario.from_code(BLUFF).play()).to_json()
    assert table_rows(page) == engine_rows(found)
    line = page.locator(f"{A} [data-role=line-moves] li")
    expect(line).to_have_count(len(found["line"]))
    assert parse_qs(urlsplit(page.url).query)["analysis.known"] == ["1"]
    # the graph now judges every move of the line, each with every card known
    review = line_review(Scenario.from_code(BLUFF).play(), 0, open_=True)
    graded = [d for d in review["decisions"] if d.get("grade")]
    expect(page.locator(f"{A} .truco-analysis__move-button[data-grade]")).to_have_count(len(graded))
    # a reload keeps the mode
    page.reload()
    settle(page, A)
    expect(page.locator(f"{A} [data-role=known]")).to_be_checked()
    expect(page.locator(f"{A} .truco-coach")).to_have_attribute("data-method", "open")
