"""The sidebar's ticks for completed lessons (shell/nav-ticks.js; which links: kit/course.js
lessonAtPath, tests/js/course-nav.test.mjs).

What only a browser shows: with lesson 1 complete in localStorage (the course's own format), the
sidebar's lesson-1 link carries a visible ✓ (hidden from screen readers) and the word "completed"
for them, in es and en, and no other lesson's link does; the tick stays after an instant
navigation; a lesson completed on the page is ticked at once, without a reload.
"""

from __future__ import annotations

import json

import pytest
from conftest import ConsoleLog, open_page, page_path, settle, strings, wait_engine
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

STORE_KEY = "truco-lab.course"
FIRST_STEPS = ["deck", "ranks", "vira", "suits", "round", "hand", "truco", "play"]
ROUNDS_STEPS = ["same-rank", "manilhas", "make-tie", "lead", "tie-first", "first-decides", "tie-tie",
                "three-ties"]
NAV = ".md-sidebar--primary"
LESSON = '[data-widget="lesson"]'


@pytest.fixture(scope="module", autouse=True)
def _guards(no_dialogs: None) -> None:
    return None


def ticked_pages(page: Page) -> list[str]:
    """The pages whose sidebar link carries a tick (last path segment of the resolved href)."""
    return page.evaluate(
        """(nav) => [...document.querySelectorAll(nav + ' a.md-nav__link')]
             .filter((a) => a.querySelector(':scope > .truco-nav-tick'))
             .map((a) => new URL(a.href).pathname.split('/').filter(Boolean).pop())""", NAV)


def store_progress(page: Page, course: dict) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [STORE_KEY, json.dumps(course)])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_completed_lesson_is_ticked_in_the_sidebar_and_stays_after_instant_navigation(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    t = strings(lang)
    page.goto(base_url + page_path(lang, "course"))
    page.evaluate("() => localStorage.clear()")
    store_progress(page, {"lessons": {"first-hand": {"done": FIRST_STEPS, "at": "play"}},
                          "last": "first-hand"})
    page.goto(base_url + page_path(lang, "cards"))
    wait_engine(page)
    assert ticked_pages(page) == ["lesson"]
    link = page.locator(f"{NAV} a.md-nav__link:has(.truco-nav-tick)")
    expect(link).to_have_count(1)
    mark = link.locator(".truco-nav-tick__mark")
    expect(mark).to_be_visible()
    expect(mark).to_have_text("✓")
    expect(mark).to_have_attribute("aria-hidden", "true")
    expect(link.locator(".truco-nav-tick__word")).to_have_text(t["course.nav.done"])
    nav = page.locator(NAV)
    title = t["course.first-hand.title"]
    expect(nav.get_by_role("link", name=f"{title} {t['course.nav.done']}", exact=True)).to_have_count(1)
    for other in ("rounds", "covering", "ladder", "eleven"):
        expect(nav.get_by_role("link", name=t[f"course.{other}.title"], exact=True)).to_have_count(1)

    # instant navigation (the module scripts do not run again): the new sidebar is ticked too
    page.evaluate("() => { window.__navTicksSamePage = true; }")
    for name in ("glossary", "lesson2", "lesson"):
        open_page(page, base_url, lang, name)
        page.wait_for_function("() => document.querySelector('[data-widget]')?.dataset.state === 'ready'")
        assert page.evaluate("() => window.__navTicksSamePage === true"), "not an instant navigation"
        assert ticked_pages(page) == ["lesson"], name
    # on the lesson's own page the link is the active one (href "./"): still ticked, TOC links not
    assert page.locator(f"{NAV} a.md-nav__link--active .truco-nav-tick").count() == 1


def test_completing_a_lesson_on_the_page_ticks_it_at_once(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url + page_path("en", "course"))
    page.evaluate("() => localStorage.clear()")
    store_progress(page, {"lessons": {"rounds": {"done": ROUNDS_STEPS[:-1], "at": "three-ties"}},
                          "last": "rounds"})
    page.goto(base_url + page_path("en", "lesson2") + "?lesson.step=three-ties")
    wait_engine(page)
    expect(page.locator(LESSON)).to_have_attribute("data-state", "ready")
    assert ticked_pages(page) == []
    before = settle(page, LESSON)
    page.locator(f'{LESSON} .truco-lesson__option[data-value="me"]').click()
    settle(page, LESSON, before)
    assert page.locator(f"{LESSON} .truco-lesson__feedback").get_attribute("data-kind") == "right"
    page.wait_for_function("(n) => document.querySelectorAll(n + ' .truco-nav-tick').length === 1", arg=NAV)
    assert ticked_pages(page) == ["lesson2"]
