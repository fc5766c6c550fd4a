"""The course (docs/*/course.md, widget course; the lessons: widget lesson with data-lesson).

What only a browser shows: a newcomer goes from the course page through lesson 1 and lesson 2 with
clicks only, reloads in the middle of lesson 2 and continues where they were, and finds both
lessons ticked on the course page, which then leads on to lesson 3; a double click on "Next step"
moves one step and never starts the lesson over; on a phone, each lesson's step opened with
"Next step" has its title below the sticky header. The steps' grading in every language is
tests/js/course.test.mjs's; lesson 1 alone is tests/browser/test_lesson*.py's.
"""

from __future__ import annotations

import pytest
from conftest import ConsoleLog, open_page, past_the_edge, settle, strings, wait_engine
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

LESSON = '[data-widget="lesson"]'
COURSE = '[data-widget="course"]'
#: The right option of each step of lessons 1 (before its real hand) and 2.
RIGHT = {
    "deck": "8c", "ranks": "2c", "vira": "Q", "suits": "Qh", "round": "Ac", "hand": "0", "truco": "accept",
    "same-rank": "tie", "manilhas": "opponent", "make-tie": "Kc", "lead": "me", "tie-first": "opponent",
    "first-decides": "opponent", "tie-tie": "me", "three-ties": "me",
}


@pytest.fixture(scope="module", autouse=True)
def _guards(no_dialogs: None) -> None:
    return None


def click_away(page: Page, selector: str) -> None:
    """Click a link that opens another page (instant navigation): wait for its widgets."""
    page.evaluate("() => { for (const w of document.querySelectorAll('[data-widget]')) w.dataset.old = '1' }")
    page.locator(selector).first.click()
    page.wait_for_function(
        "() => { const ws = [...document.querySelectorAll('[data-widget]')];"
        " return ws.length > 0 && ws.every((w) => !w.dataset.old && w.dataset.state === 'ready'); }")


def click(page: Page, selector: str) -> None:
    before = settle(page, LESSON)
    page.locator(selector).first.click()
    settle(page, LESSON, before)


def step(page: Page) -> str:
    return page.locator(LESSON).get_attribute("data-step") or ""


def done(page: Page) -> list[str]:
    return (page.locator(LESSON).get_attribute("data-done") or "").split()


def answer_and_next(page: Page) -> None:
    """Answer the open step right; press "Next step" when there is one."""
    click(page, f'{LESSON} .truco-lesson__option[data-value="{RIGHT[step(page)]}"]')
    assert page.locator(f"{LESSON} .truco-lesson__feedback").get_attribute("data-kind") == "right"
    following = page.locator(f"{LESSON} .truco-lesson__next")
    if following.is_visible():
        click(page, f"{LESSON} .truco-lesson__next")


def test_a_newcomer_goes_through_lessons_1_and_2_by_clicks_reloads_and_continues(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    t = strings("en")
    page.goto(base_url + "en/course/")
    page.evaluate("() => { localStorage.clear(); }")
    page.reload()
    wait_engine(page)
    expect(page.locator(COURSE)).to_have_attribute("data-state", "ready")
    assert page.locator(f"{COURSE} .truco-course__go").inner_text().strip() == t["course.start"]
    assert page.locator(f"{COURSE} [data-complete=true]").count() == 0
    click_away(page, f"{COURSE} .truco-course__go")
    assert page.url.endswith("/en/lesson/")

    # lesson 1: every step, then the real hand played by clicking the cards
    for _ in range(7):
        answer_and_next(page)
    assert step(page) == "play"
    mine = f"{LESSON} .truco-hand__seat[data-seat='0']"
    for _ in range(12):
        if page.locator(LESSON).get_attribute("data-hand") != "playing":
            break
        if page.locator(f'{LESSON} .truco-hand__choice-button[data-action="accept"]').count():
            click(page, f'{LESSON} .truco-hand__choice-button[data-action="accept"]')
        else:
            click(page, f"{mine} .truco-lesson__card-button")
    assert page.locator(LESSON).get_attribute("data-hand") == "won"
    assert page.locator(LESSON).get_attribute("data-complete") == "true"
    feedback = page.locator(f"{LESSON} .truco-lesson__feedback")
    assert t["lesson.complete"] in feedback.inner_text()

    # on to lesson 2 from the lesson's own "next lesson"
    click_away(page, f"{LESSON} .truco-lesson__complete a")
    assert page.url.endswith("/en/lesson2/")
    assert page.locator(LESSON).get_attribute("data-lesson-id") == "rounds"
    assert page.locator(f"{LESSON} .truco-lesson__title").inner_text() == t["lesson.rounds.same-rank.title"]
    for _ in range(3):
        answer_and_next(page)
    assert (step(page), done(page)) == ("lead", ["same-rank", "manilhas", "make-tie"])

    # a reload: the lesson opens where the learner was, with what they did
    page.reload()
    wait_engine(page)
    expect(page.locator(LESSON)).to_have_attribute("data-state", "ready")
    settle(page, LESSON)
    assert (step(page), done(page)) == ("lead", ["same-rank", "manilhas", "make-tie"])
    for _ in range(5):
        answer_and_next(page)
    assert page.locator(LESSON).get_attribute("data-complete") == "true"

    # the course page: both lessons ticked; "continue" leads to lesson 3, truco
    click_away(page, f"{LESSON} .truco-lesson__course")
    assert page.url.endswith("/en/course/")
    ticked = page.eval_on_selector_all(f"{COURSE} [data-complete=true]",
                                       "ls => ls.map(l => l.dataset.lesson)")
    assert ticked == ["first-hand", "rounds"]
    go = page.locator(f"{COURSE} .truco-course__go")
    assert go.inner_text().strip() == t["course.continue"].format(title=t["course.ladder.title"])
    click_away(page, f"{COURSE} .truco-course__go")
    assert page.locator(LESSON).get_attribute("data-lesson-id") == "ladder"


def test_a_double_click_on_next_never_starts_over(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    for lang, name, first in (("en", "lesson2", "same-rank"), ("es", "lesson", "deck")):
        open_page(page, base_url, lang, name, f"?lesson.step={first}", full=True)
        wait_engine(page)
        settle(page, LESSON)
        page.evaluate("() => localStorage.clear()")
        page.reload()
        wait_engine(page)
        settle(page, LESSON)
        for _ in range(3):
            before = step(page)
            click(page, f'{LESSON} .truco-lesson__option[data-value="{RIGHT[before]}"]')
            count = len(done(page))
            page.locator(f"{LESSON} .truco-lesson__next").dblclick()
            settle(page, LESSON)
            page.wait_for_timeout(100)
            assert len(done(page)) == count, (lang, before, done(page))
            assert step(page) != before
            assert page.locator(f"{LESSON} .truco-lesson__confirm").is_hidden()
            assert page.locator(f"{LESSON} .truco-lesson__option[data-graded]").count() == 0
        assert len(done(page)) == 3


@pytest.mark.parametrize(("name", "first", "right"), [
    ("lesson", "deck", "8c"), ("lesson2", "same-rank", "tie"), ("lesson3", "too-early", "no"),
    ("lesson4", "worth", "1"), ("lesson5", "who-decides", "opponent"),
    ("lesson6", "target", "12"), ("lesson7", "low", "play 6d"), ("lesson8", "cheap", "play 2s"),
    ("lesson9", "sure", "raise"), ("lesson10", "accept", "accept")])
def test_phone_each_lesson_step_title_below_the_sticky_header(
    shared_page: Page, console: ConsoleLog, base_url: str, name: str, first: str, right: str
) -> None:
    page = shared_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        open_page(page, base_url, "en", name, f"?lesson.step={first}")
        wait_engine(page)
        expect(page.locator(f"{LESSON}:not([data-old])")).to_have_attribute("data-state", "ready")
        settle(page, LESSON)
        click(page, f'{LESSON} .truco-lesson__option[data-value="{right}"]')
        click(page, f"{LESSON} .truco-lesson__next")
        page.wait_for_timeout(300)  # smooth scrolling, if any, comes to rest
        title = page.locator(f"{LESSON} .truco-lesson__title").bounding_box()
        header = page.locator(".md-header").bounding_box()
        assert title and header
        assert title["y"] >= header["y"] + header["height"], (name, title, header)
        assert title["y"] + title["height"] <= 844, (name, title)
        assert past_the_edge(page, LESSON) == [], name
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
