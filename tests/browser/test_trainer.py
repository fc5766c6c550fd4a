"""The spot trainer (docs/*/trainer.md, widget trainer).

What only a browser shows: the page draws a spot as the seat sees it (the other seat's cards face
down, none of them anywhere in the page), a pick is graded with the coach's words and counted in
the record, which a reload keeps; the whole flow by keyboard (the kind menu, a move by its number,
"Next spot", the clear that asks first); a review links to the Analysis page at that decision;
axe finds nothing serious; nothing reaches past a phone's edge. The flow's figures and wording in
every language are tests/js/trainer.test.mjs's; the spots themselves tests/engine/test_trainer.py's.
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import (
    axe_violations,
    engine_result,
    open_page,
    past_the_edge,
    settle,
    strings,
    tab_to,
    use_palette,
)
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

W = '[data-widget="trainer"]'
STORE = "truco-lab.trainer"


def answers(page: Page) -> int:
    return int(page.locator(W).get_attribute("data-answers") or 0)


def test_a_spot_is_drawn_graded_and_kept(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    open_page(page, base_url, "en", "trainer")
    settle(page, W)
    words = strings("en")
    spot = page.locator(".truco-trainer__spot")
    expect(spot.locator(".truco-trainer__kind")).not_to_be_empty()
    # the seat's own cards face up, the other seat's face down
    seats = page.locator(".truco-hand__seat")
    expect(seats).to_have_count(2)
    mine = int(page.locator(".truco-hand__seat--to-act").get_attribute("data-seat") or 0)
    assert page.locator(f'.truco-hand__seat[data-seat="{mine}"] .truco-card[data-card]').count() >= 1
    assert page.locator(f'.truco-hand__seat[data-seat="{1 - mine}"] .truco-card[data-card]').count() == 0
    assert page.locator(f'.truco-hand__seat[data-seat="{1 - mine}"] .truco-card--back').count() >= 1
    choices = page.locator(".truco-trainer__choices button")
    assert choices.count() >= 2
    # pick the last move: the engine grades it, the coach's words say so
    before = answers(page)
    picked = choices.last.get_attribute("data-action")
    choices.last.click()
    settle(page, W, before)
    verdict = page.locator(".truco-trainer__verdict")
    head = verdict.locator("p").first.inner_text()
    assert head in (words["trainer.right"], words["trainer.wrong"])
    grades = [words[f"coach.grade.{g}"] for g in ("best", "good", "inaccuracy", "mistake", "blunder")]
    assert any(g in verdict.inner_text() for g in grades)
    expect(page.locator(".truco-trainer__choices button:disabled")).to_have_count(choices.count())
    picked_button = page.locator(f'.truco-trainer__choices button[data-action="{picked}"]')
    expect(picked_button).to_have_attribute("data-picked", "true")
    # the record counts it; the link opens the analysis at that decision, from the seat
    expect(page.locator(".truco-trainer__score")).to_contain_text("1 decision")
    href = page.locator(".truco-trainer__link").get_attribute("href") or ""
    query = parse_qs(urlsplit(href).query)
    assert urlsplit(href).path.endswith("/en/analysis/")
    replay = engine_result("replay", code=query["s"][0], viewer=int(query["analysis.seat"][0]))
    assert replay["to_act"] == int(query["analysis.seat"][0])
    assert len(replay["history"]) == int(query["analysis.step"][0])
    stored = json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))
    assert stored["decisions"] == 1
    # a reload keeps the record and deals the next spot
    page.reload()
    settle(page, W)
    expect(page.locator(".truco-trainer__score")).to_contain_text("1 decision")
    assert page.locator(".truco-trainer__choices button:enabled").count() >= 2


def test_the_page_holds_no_card_the_seat_may_not_see(page: Page, base_url: str) -> None:
    open_page(page, base_url, "es", "trainer")
    settle(page, W)
    for kind in ("truco-1", "seis", "eleven", "call-pe"):
        before = answers(page)
        page.select_option(".truco-trainer__menu", kind)
        settle(page, W, before)
        assert page.locator(W).get_attribute("data-kind") == kind
        # the spot the page asked for, drawn again by the engine: the cards the seat may not see
        stored = json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))
        spot = engine_result("trainer_spot", kind=kind, seed=stored["next"], rules="paulista")
        full = engine_result("replay", code=engine_result("trainer_check", token=spot["token"],
                                                          action=spot["observation"]["legal"][0])["code"])
        other = 1 - spot["seat"]
        hidden = set(full["hands"][other])
        # the widget as drawn, but the manilhas (every manilha is named: public, whoever holds it)
        html = page.locator(W).evaluate(
            "r => { const c = r.cloneNode(true); c.querySelector('[data-role=manilhas]')?.remove();"
            " return c.outerHTML; }")
        assert not {c for c in hidden if re.search(rf'data-card="{c}"|\b{c}\b', html)}, (kind, hidden)
        held = page.locator(f'.truco-hand__seat[data-seat="{other}"] .truco-card')
        assert all(not (held.nth(i).get_attribute("data-card") or "") for i in range(held.count()))


def test_keyboard_only(page: Page, base_url: str) -> None:
    open_page(page, base_url, "en", "trainer")
    settle(page, W)
    words = strings("en")
    # the kind menu: reached with Tab, changed with the arrow keys
    tab_to(page, ".truco-trainer__menu")
    before = answers(page)
    page.keyboard.press("ArrowDown")  # mixed -> the mão's first card
    settle(page, W, before)
    assert page.locator(W).get_attribute("data-kind") == "opening"
    # a move by its number, from anywhere in the widget
    page.locator(".truco-trainer__kind").focus()
    before = answers(page)
    page.keyboard.press("1")
    settle(page, W, before)
    expect(page.locator(".truco-trainer__verdict")).not_to_be_empty()
    # the focus waits on "Next spot"; Enter deals it and the focus goes to the new spot
    expect(page.locator(".truco-trainer__next")).to_be_focused()
    expect(page.locator(".truco-trainer__next")).to_have_text(words["trainer.next"])
    before = answers(page)
    page.keyboard.press("Enter")
    settle(page, W, before)
    expect(page.locator(".truco-trainer__kind")).to_be_focused()
    assert page.locator(".truco-trainer__choices button:enabled").count() >= 2
    # Tab reaches the moves, Space picks one
    tab_to(page, ".truco-trainer__choices button")
    before = answers(page)
    page.keyboard.press("Space")
    settle(page, W, before)
    expect(page.locator(".truco-trainer__score")).to_contain_text("2 decisions")
    # the review link and the clear, which asks first
    tab_to(page, ".truco-trainer__link")
    tab_to(page, ".truco-trainer__reset")
    page.keyboard.press("Enter")
    expect(page.locator(".truco-trainer__reset-yes")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator(".truco-trainer__reset-no")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".truco-trainer__reset")).to_be_focused()
    expect(page.locator(".truco-trainer__score")).to_contain_text("2 decisions")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # yes, clear it
    expect(page.locator(".truco-trainer__score")).to_have_text(words["trainer.score.none"])
    expect(page.locator(".truco-trainer__menu")).to_be_focused()


def test_axe_and_a_phone(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, base_url, "pt", "trainer")
    settle(page, W)
    before = answers(page)
    page.locator(".truco-trainer__choices button").first.click()
    settle(page, W, before)
    assert past_the_edge(page, W) == []
    assert axe_violations(page) == []
    use_palette(page, "dark")
    assert axe_violations(page) == []
    use_palette(page, "light")
    words = strings("pt")
    expect(page.locator(".truco-trainer__record-title")).to_have_text(words["trainer.record"])
