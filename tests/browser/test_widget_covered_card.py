"""The covered-card widget (docs/*/covered.md) in a real browser.

What only a browser shows: keyboard-only use (the tab order, the focus staying on the choices, the
view toggle and the round-1 try by keyboard), copy-link (the clipboard, and the copied link opened
afresh), instant navigation, the first paint from the build's answers, axe-core in light and dark
and a clean console. The widget's behaviour against the engine (covering against a face-up card
and a covered one, the round-1 refusal, the opponent's view never holding a covered card, presets
and rule options, deep and hostile links) is tested in Node with the widget's own modules and the
real engine: tests/js/covered-card-widget.test.mjs (issue 36); its wording in es, pt and en:
tests/js/covered-card.test.mjs.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    WidgetDriver,
    assert_board_matches,
    axe_violations,
    clipboard_ready,
    engine_result,
    go_sidebar,
    page_without_engine,
    settle,
    strings,
    use_palette,
    wait_engine,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

WIDGET = '[data-widget="covered-card"]'
BOX = f"{WIDGET} .truco-covered-card__box"
P = "covered-card."
W = WidgetDriver(WIDGET, "covered", P)
EXAMPLE: dict[str, Any] = {
    "rules": "paulista",
    "players": 2,
    "score": [0, 0],
    "dealer": 1,
    "vira": "7c",
    "hands": [["Ac", "3d", "6h"], ["Kd", "4s", "Jh"]],
    "actions": ["play Ac", "play Kd"],
}


def example(preset: str | dict[str, Any] = "paulista", actions: list[str] | None = None) -> dict[str, Any]:
    """The widget's example under ``preset`` (the engine carries it over), with more actions."""
    base = engine_result("retarget", scenario=EXAMPLE, rules=preset)["scenario"]
    return {**base, "actions": [*base["actions"], *(actions or [])]}


# --- driving the widget -------------------------------------------------------------------------


def state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const box = document.querySelector(sel);
          const msg = box.querySelector('.truco-scenario__notice');
          return {
            code: box.dataset.code,
            finished: box.dataset.finished,
            view: box.dataset.view,
            message: msg.hidden ? null : msg.textContent,
            live: box.querySelector('.truco-scenario__live').textContent,
            tryText: box.querySelector('.truco-covered-card__try-result').textContent,
            tryCode: box.querySelector('.truco-covered-card__try-result').dataset.code || null,
            tryButton: box.querySelector('.truco-covered-card__try-button').textContent,
            note: box.querySelector('.truco-covered-card__note').textContent,
            html: box.innerHTML,
            injected: box.closest('[data-widget]')
              .querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        BOX,
    )
    return data


def opponent_of_coverer(replay: dict[str, Any]) -> int:
    """The seat whose view hides the last covered card: the next rival of whoever covered it."""
    coverer = [s for s in replay["history"] if s["meaning"] == "cover"][-1]["seat"]
    team = replay["seats"][coverer]["team"]
    rivals = [s["seat"] for s in replay["seats"] if s["team"] != team]
    return next((s for s in rivals if s > coverer), rivals[0])


def assert_matches(page: Page, scenario: dict[str, Any], hidden: bool = False) -> dict[str, Any]:
    """The widget shows exactly the engine's ``replay`` of ``scenario``."""
    replay = engine_result("replay", scenario=scenario)
    got = state(page)
    assert got["code"] == W.params(page)["s"] == replay["code"]
    assert got["view"] == ("opponent" if hidden else "all")
    assert_board_matches(page, BOX, replay, viewer=opponent_of_coverer(replay) if hidden else None)
    assert got["finished"] == ("true" if replay["finished"] else "false")
    assert got["injected"] == 0
    return replay


def act(page: Page, action: str) -> None:
    W.do(page, lambda: page.locator(f'{BOX} button[data-action="{action}"]').click())


def toggle_view(page: Page, on: bool) -> None:
    box = page.locator(f"{BOX} .truco-covered-card__view input")
    W.do(page, (lambda: box.check()) if on else (lambda: box.uncheck()))


def try_cover(page: Page) -> None:
    W.do(page, lambda: page.locator(f"{BOX} .truco-covered-card__try-button").click())


# --- tests --------------------------------------------------------------------------------------


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    page.locator(f"{BOX} .truco-covered-card__intro").evaluate("e => { e.tabIndex = -1; e.focus(); }")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.action === 'cover 3d'"):
            break
    else:
        raise AssertionError("Tab never reached the 'cover 3d' button")
    W.do(page, lambda: page.keyboard.press("Enter"))
    # focus stays on the choices
    assert page.evaluate("() => document.activeElement.dataset.action") == "play 4s"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.action") == "play Jh"
    W.do(page, lambda: page.keyboard.press("Space"))
    replay = assert_matches(page, example(actions=["cover 3d", "play Jh"]))
    assert replay["round_details"][1]["winner"] == 1
    # the view toggle and the round-1 try, by keyboard
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.type === 'checkbox'"):
            break
    W.do(page, lambda: page.keyboard.press("Space"))
    assert_matches(page, example(actions=["cover 3d", "play Jh"]), hidden=True)
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('truco-covered-card__try-button')"):
            break
    W.do(page, lambda: page.keyboard.press("Enter"))
    assert state(page)["tryCode"] == "cover-too-early"


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    W.open(page, base_url)
    act(page, "cover 3d")
    toggle_view(page, True)
    page.locator(f"{BOX} [data-role=copy-link]").click()
    expect(page.locator(f"{BOX} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    # opened afresh (a goto that changes only the fragment would be a same-document jump)
    page.goto("about:blank")
    page.goto(copied)
    wait_engine(page)
    settle(page, WIDGET)
    assert_matches(page, example(actions=["cover 3d"]), hidden=True)


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    for title, path in (("Rounds and ties", "rounds"), ("The covered card", "covered")):
        go_sidebar(page, title, f"/en/{path}/")
    expect(page.locator(f"{WIDGET}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, WIDGET)
    assert_matches(page, example())
    act(page, "play 3d")
    assert_matches(page, example(actions=["play 3d"]))


def test_first_paint_comes_from_the_build(
    shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    """With no worker at all, the example is drawn from the answers the build embedded."""
    with page_without_engine(shared_context, f"{base_url}en/covered/?preset=paulista-fpt", WIDGET) as page:
        assert_matches(page, example("paulista-fpt"))


@pytest.mark.parametrize(("lang", "scheme"), [("en", "dark"), ("es", "light")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    W.open(page, base_url, lang, f"{P}s=junk")  # with the message shown
    use_palette(page, scheme)
    try:
        assert axe_violations(page) == []
        act(page, "cover 3d")
        try_cover(page)
        assert axe_violations(page) == []
        toggle_view(page, True)
        act(page, "cover 4s")
        assert axe_violations(page) == []
    finally:
        use_palette(page, "light")
