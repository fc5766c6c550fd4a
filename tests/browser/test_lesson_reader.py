"""The first lesson as a newcomer reads it (issue 20, reviews en.md 6, 13, 14, 24 and ux.md 14, 15).

What only a browser shows: step 6 teaches that a win plus a tie takes the hand before it asks; the
truco step's chance is the solved coach's, computed in the browser; the real hand introduces the Cover
and Surrender buttons the engine offers in it; the learner's cards play when clicked, as on the
Play page; once the hand is over the instruction says so; on a phone a step opened with "Next
step" has its title clear of the sticky header.
"""

from __future__ import annotations

import pytest
from conftest import ConsoleLog, open_page, settle, strings, wait_engine
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

LESSON = '[data-widget="lesson"]'


@pytest.fixture(scope="module", autouse=True)
def _guards(no_dialogs: None) -> None:
    return None


def open_lesson(page: Page, base_url: str, lang: str, query: str = "") -> None:
    open_page(page, base_url, lang, "lesson", query)
    wait_engine(page)
    expect(page.locator(f"{LESSON}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, LESSON)


def text_of(page: Page, part: str) -> str:
    return page.locator(f"{LESSON} .truco-lesson__{part}").inner_text().strip()


def click(page: Page, selector: str) -> None:
    before = settle(page, LESSON)
    page.locator(selector).first.click()
    settle(page, LESSON, before)


def choices(page: Page) -> list[str]:
    found: list[str] = page.eval_on_selector_all(
        f"{LESSON} .truco-hand__choice-button", "bs => bs.map(b => b.dataset.action)")
    return found


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_step_six_teaches_a_win_plus_a_tie_before_asking(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    t = strings(lang)
    open_lesson(page, base_url, lang, "?lesson.step=hand")
    taught = text_of(page, "text")
    assert taught == t["lesson.hand.text"]
    if lang == "en":
        assert "one round won plus one tied" in taught
        assert "the player after the dealer" in text_of(page, "situation")
    click(page, f'{LESSON} .truco-lesson__option[data-value="0"]')
    assert page.locator(f"{LESSON} .truco-lesson__feedback").get_attribute("data-kind") == "right"


def test_the_truco_step_gives_the_solved_coachs_chance(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    """The step's chance is the solved hand's, computed in the browser (not a model's): here
    exactly 1, so the page may say 100%."""
    page = shared_page
    t = strings("en")
    open_lesson(page, base_url, "en", "?lesson.step=truco")
    click(page, f'{LESSON} .truco-lesson__option[data-value="accept"]')
    feedback = text_of(page, "feedback")
    assert t["lesson.truco.coach"].format(action="Accept (worth 3)", chance="100%") in feedback
    assert t["lesson.truco.rounds"] in feedback


def test_the_real_hand_cards_click_covers_are_introduced_and_the_end_is_said(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    t = strings("en")
    open_lesson(page, base_url, "en", "?lesson.step=play")
    assert text_of(page, "task") == t["lesson.play.task"]
    text = text_of(page, "text")
    # the buttons the engine offers in this hand are introduced before the learner meets them
    assert t["action.surrender"] in text and t["action.cover"].split(" {")[0] in text
    mine = f"{LESSON} .truco-hand__seat[data-seat='0']"
    offered: set[str] = set()
    for _ in range(12):
        if page.locator(LESSON).get_attribute("data-hand") != "playing":
            break
        now = choices(page)
        offered.update(a.split(" ")[0] for a in now)
        if "accept" in now:
            click(page, f'{LESSON} .truco-hand__choice-button[data-action="accept"]')
            continue
        buttons = page.locator(f"{mine} .truco-lesson__card-button")
        plays = [a for a in now if a.startswith("play ")]
        assert buttons.count() == len(plays), (now, buttons.count())
        card = buttons.first.get_attribute("data-action")
        assert card in plays
        held = page.locator(f"{mine} .truco-card[data-card]").count()
        click(page, f"{mine} .truco-lesson__card-button")  # the card itself, not its button below
        if page.locator(LESSON).get_attribute("data-hand") == "playing":
            assert page.locator(f"{mine} .truco-card[data-card]").count() == held - 1
    assert page.locator(LESSON).get_attribute("data-hand") == "won"
    assert {"cover", "fold"} <= offered, offered  # the engine offered both: the text had to say so
    assert text_of(page, "task") == t["lesson.play.over"]
    assert page.locator(f"{mine} .truco-lesson__card-button").count() == 0


def test_phone_next_step_title_clear_of_the_sticky_header(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for step, right in (("deck", "8c"), ("suits", "Qh"), ("round", "Ac")):
            open_lesson(page, base_url, "en", f"?lesson.step={step}")
            click(page, f'{LESSON} .truco-lesson__option[data-value="{right}"]')
            page.locator(f"{LESSON} .truco-lesson__next").click()
            settle(page, LESSON)
            page.wait_for_timeout(300)  # smooth scrolling, if any, comes to rest
            title = page.locator(f"{LESSON} .truco-lesson__title").bounding_box()
            header = page.locator(".md-header").bounding_box()
            assert title and header
            assert title["y"] >= header["y"] + header["height"], (step, title, header)
            assert title["y"] + title["height"] <= 844, (step, title)
            expect(page.locator(f"{LESSON} .truco-lesson__title")).to_be_focused()
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
