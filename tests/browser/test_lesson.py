"""The first lesson (docs/*/lesson.md, widget lesson) in a real browser.

What only a browser shows: from the home page's link, the lesson played with the keyboard alone
from the first step to a won hand against the random bot (each pick checked by the engine in the
page: a hint for a wrong one, praise and the next step for a right one); progress kept across
visits, steps opened again from the list and from links (hostile ones too); the coach's hint and
the same deal again in the real hand; axe-core in light and dark; a phone viewport. The steps'
grading and words are checked in es, pt and en in tests/js/lesson.test.mjs; here one language
per test.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    open_page,
    past_the_edge,
    settle,
    strings,
    tab_to,
    use_palette,
    wait_engine,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = pytest.mark.browser

LESSON = '[data-widget="lesson"]'
STEPS = ["deck", "ranks", "vira", "suits", "round", "hand", "truco", "play"]
#: A wrong pick and the right one of each step before the real hand.
PICKS = {
    "deck": ("Ks", "8c"),
    "ranks": ("As", "2c"),
    "vira": ("7", "Q"),
    "suits": ("3c", "Qh"),
    "round": ("6s", "Ac"),
    "hand": ("open", "0"),
    "truco": ("fold", "accept"),
}


@pytest.fixture(scope="module", autouse=True)
def _guards(no_dialogs: None) -> None:
    return None


def state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const text = (e) => e ? e.textContent.trim() : '';
          return {
            step: w.dataset.step, done: (w.dataset.done || '').split(' ').filter(Boolean),
            hand: w.dataset.hand || null,
            title: text(w.querySelector('.truco-lesson__title')),
            progress: text(w.querySelector('.truco-lesson__progress')),
            feedback: text(w.querySelector('.truco-lesson__feedback')),
            kind: w.querySelector('.truco-lesson__feedback').dataset.kind || '',
            current: w.querySelector('[aria-current=step]')?.dataset.step || null,
            navDone: [...w.querySelectorAll('.truco-lesson__nav-item--done button')].map(b => b.dataset.step),
            options: [...w.querySelectorAll('.truco-lesson__option')].map(b => b.dataset.value),
            choices: [...w.querySelectorAll('.truco-hand__choice-button')].map(b => b.dataset.action),
            active: document.activeElement?.className || '',
          };
        }""",
        LESSON,
    )
    return data


def press(page: Page, key: str) -> None:
    before = settle(page, LESSON)
    page.keyboard.press(key)
    settle(page, LESSON, before)


def reach(page: Page, selector: str) -> None:
    """Move the keyboard focus to ``selector`` among the step's options: back, else forward."""
    for _ in range(12):
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Shift+Tab")
    tab_to(page, selector, limit=60)


def open_lesson(page: Page, base_url: str, lang: str, query: str = "", *, full: bool = False) -> None:
    open_page(page, base_url, lang, "lesson", query, full=full)
    wait_engine(page)
    expect(page.locator(f"{LESSON}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, LESSON)


def test_from_the_home_page_to_a_won_hand_by_keyboard(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    t = strings("pt")
    page.goto(base_url + "pt/")
    wait_engine(page)
    page.evaluate("() => ['truco-lab.lesson', 'truco-lab.course'].forEach(k => localStorage.removeItem(k))")
    # the home page's tip leads to the lesson
    tab_to(page, 'article a[href$="lesson/"]')
    page.keyboard.press("Enter")
    page.wait_for_url("**/pt/lesson/")
    expect(page.locator(LESSON)).to_have_attribute("data-state", "ready")
    settle(page, LESSON)
    s = state(page)
    assert (s["step"], s["current"], s["done"]) == ("deck", "deck", [])
    assert s["title"] == t["lesson.deck.title"]

    for step in STEPS[:-1]:
        wrong, right = PICKS[step]
        assert state(page)["step"] == step
        tab_to(page, f'{LESSON} .truco-lesson__option[data-value="{wrong}"]', limit=80)
        press(page, "Enter")
        s = state(page)
        assert s["kind"] == "hint", (step, s["feedback"])
        assert step not in s["done"]
        assert page.evaluate("() => document.activeElement.dataset.value") == wrong, "focus stays on the pick"
        reach(page, f'{LESSON} .truco-lesson__option[data-value="{right}"]')
        press(page, "Space")
        s = state(page)
        assert s["kind"] == "right", (step, s["feedback"])
        assert step in s["done"] and step in s["navDone"]
        assert "truco-lesson__next" in s["active"], "focus on the next step"
        press(page, "Enter")
        assert page.evaluate("() => document.activeElement.classList.contains('truco-lesson__title')")

    # the real hand: play the first card offered, accept a raise, until the hand is over
    s = state(page)
    assert s["step"] == "play" and s["hand"] == "playing"
    assert s["title"] == t["lesson.play.title"]
    for _ in range(10):
        s = state(page)
        if s["hand"] != "playing":
            break
        plays = (a for a in s["choices"] if a.startswith("play "))
        action = "accept" if "accept" in s["choices"] else next(plays)
        tab_to(page, f'{LESSON} .truco-hand__choice-button[data-action="{action}"]', limit=40)
        press(page, "Enter")
    s = state(page)
    assert s["hand"] == "won"
    assert s["feedback"].startswith(t["lesson.play.won"])
    assert s["done"] == STEPS
    assert s["progress"] == t["lesson.progress"].format(n=8, total=8, done=8)
    # the cards the bot covered were never named in the page
    covered = page.locator(f"{LESSON} .truco-hand__play[data-covered=true][data-seat='1']")
    for i in range(covered.count()):
        assert covered.nth(i).get_attribute("data-card") is None


def test_progress_is_kept_and_steps_open_again(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    t = strings("es")
    page.goto(base_url + "lesson/")  # Spanish, a new page load: the progress comes from storage
    wait_engine(page)
    settle(page, LESSON)
    # the first lesson's progress from before the course (its own key) is taken over
    page.evaluate("""() => { localStorage.removeItem('truco-lab.course');
                      localStorage.setItem('truco-lab.lesson',
                      JSON.stringify({done: ['deck', 'ranks'], at: 'vira'})) }""")
    open_lesson(page, base_url, "es", full=True)
    s = state(page)
    assert (s["step"], s["navDone"]) == ("vira", ["deck", "ranks"])
    assert s["progress"] == t["lesson.progress"].format(n=3, total=8, done=2)
    # a step of the list opens again, and the link says which
    page.locator(f'{LESSON} .truco-lesson__nav-button[data-step="deck"]').click()
    settle(page, LESSON)
    assert state(page)["step"] == "deck"
    expect(page.locator(f"{LESSON} .truco-lesson__title")).to_be_focused()
    # links: a step, and hostile ones (the saved step opens)
    open_lesson(page, base_url, "es", "?lesson.step=hand")
    assert state(page)["step"] == "hand"
    for hostile in ("?lesson.step=%3Cimg%20src=x%20onerror=alert(1)%3E", "?lesson.step=__proto__"):
        open_lesson(page, base_url, "es", hostile)
        assert state(page)["step"] == "hand"
        assert page.locator(f"{LESSON} img").count() == 0
    # garbage in storage: the lesson starts at the beginning
    page.evaluate("""() => { localStorage.setItem('truco-lab.course', '{not json');
                      localStorage.removeItem('truco-lab.lesson'); }""")
    open_lesson(page, base_url, "es", full=True)
    assert (state(page)["step"], state(page)["done"]) == ("deck", [])
    # start over: it asks first ("keep" changes nothing)
    page.evaluate("""() => localStorage.setItem('truco-lab.course', JSON.stringify(
        {lessons: {'first-hand': {done: ['deck'], at: 'round'}}, last: 'first-hand'}))""")
    open_lesson(page, base_url, "es", full=True)
    page.locator(f"{LESSON} .truco-lesson__reset").click()
    expect(page.locator(f"{LESSON} .truco-lesson__keep")).to_be_focused()
    page.locator(f"{LESSON} .truco-lesson__keep").click()
    assert (state(page)["step"], state(page)["done"]) == ("round", ["deck"])
    page.locator(f"{LESSON} .truco-lesson__reset").click()
    page.locator(f"{LESSON} .truco-lesson__wipe").click()
    settle(page, LESSON)
    assert (state(page)["step"], state(page)["done"]) == ("deck", [])


def test_the_real_hand_hint_and_the_same_deal_again(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    t = strings("en")
    open_lesson(page, base_url, "en", "?lesson.step=play")
    s = state(page)
    assert s["step"] == "play" and s["hand"] == "playing"
    first = s["choices"]
    page.locator(f"{LESSON} .truco-lesson__hint").click()
    settle(page, LESSON)
    hint = state(page)["feedback"]
    assert hint.startswith(t["lesson.play.hint"].split("{")[0]), hint
    # giving the hand up loses it; the same deal comes back
    page.locator(f'{LESSON} .truco-hand__choice-button[data-action="fold"]').click()
    settle(page, LESSON)
    s = state(page)
    assert s["hand"] == "lost" and s["feedback"].startswith(t["lesson.play.lost"])
    expect(page.locator(f"{LESSON} .truco-lesson__again")).to_be_focused()
    page.keyboard.press("Enter")
    settle(page, LESSON)
    s = state(page)
    assert s["hand"] == "playing" and s["choices"] == first


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, scheme: str) -> None:
    page = shared_page
    open_lesson(page, base_url, "en", "?lesson.step=truco")
    use_palette(page, scheme)
    try:
        assert axe_violations(page) == []
        page.locator(f'{LESSON} .truco-lesson__option[data-value="fold"]').click()  # a hint
        settle(page, LESSON)
        assert axe_violations(page) == []
        page.locator(f'{LESSON} .truco-lesson__option[data-value="accept"]').click()  # praise
        settle(page, LESSON)
        assert axe_violations(page) == []
        page.locator(f"{LESSON} .truco-lesson__next").click()  # the real hand
        settle(page, LESSON)
        assert axe_violations(page) == []
    finally:
        use_palette(page, "light")


def test_phone(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for step in ("deck", "truco", "play"):
            open_lesson(page, base_url, "en", f"?lesson.step={step}")
            assert past_the_edge(page, LESSON) == [], step
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def test_keyboard_focus_is_visible(shared_page: Page, console: ConsoleLog, base_url: str,
                                   shared_context: BrowserContext) -> None:
    page = shared_page
    open_lesson(page, base_url, "en", "?lesson.step=deck")
    page.locator("body").click(position={"x": 5, "y": 5})
    for selector in (f"{LESSON} .truco-lesson__nav-button", f"{LESSON} .truco-lesson__option"):
        tab_to(page, selector)
        style = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
        assert style != "none", selector
