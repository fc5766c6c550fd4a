"""The covered-card widget (docs/*/covered.md) in a real browser.

The reader plays rounds 2 and 3 of an example deal face up or covered through the engine in the
page; the board is compared with the engine's ``replay`` answer computed in-process and worded by
the page's own kit modules (the wording itself is checked in es, pt and en by
tests/js/covered-card.test.mjs). "Try to cover in round 1" shows the engine's refusal; the
opponent's view never puts a covered card's identity in the page. Presets, deep and hostile
links, keyboard-only use, copy-link, instant navigation, the first paint from the build's
answers, axe-core in light and dark and a clean console.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, quote

import pytest
from conftest import (
    ConsoleLog,
    WidgetDriver,
    assert_board_matches,
    axe_violations,
    engine,
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


def reset(page: Page) -> None:
    W.do(page, lambda: page.locator(f"{BOX} .truco-covered-card__reset").click())


def explained(page: Page, ruling: dict[str, Any]) -> str:
    text: str = page.evaluate(
        """async (ruling) => { const root = new URL('assets/js/', location.origin + '/');
             const { explain } = await import(new URL('kit/words.js', root).href);
             const { t } = await import(new URL('kit/page.js', root).href); return explain(ruling, t); }""",
        ruling,
    )
    return text


# --- tests --------------------------------------------------------------------------------------


def test_cover_against_a_face_up_card_and_two_covered_cards(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    W.open(page, base_url, hard=True)
    replay = assert_matches(page, example())
    assert len(replay["rounds"]) == 1 and "cover 3d" in replay["legal"]
    # the worked example: a covered 3 loses to a face-up 4
    act(page, "cover 3d")
    assert_matches(page, example(actions=["cover 3d"]))
    act(page, "play 4s")
    replay = assert_matches(page, example(actions=["cover 3d", "play 4s"]))
    assert replay["round_details"][1]["ruling"]["params"]["compare"]["code"] == "covered-loses"
    # round 3, played out
    act(page, "play Jh")
    act(page, "cover 6h")
    replay = assert_matches(page, example(actions=["cover 3d", "play 4s", "play Jh", "cover 6h"]))
    assert replay["finished"]
    assert explained(page, replay["ruling"]) in state(page)["live"]
    # back to the example, then both players cover: a tie, and a win plus a tie ends the hand
    reset(page)
    assert_matches(page, example())
    act(page, "cover 3d")
    act(page, "cover 4s")
    replay = assert_matches(page, example(actions=["cover 3d", "cover 4s"]))
    assert replay["round_details"][1]["ruling"]["params"]["compare"]["code"] == "covered-tie"
    assert replay["finished"] and len(replay["rounds"]) == 2
    # undo takes the last cover back
    W.do(page, lambda: page.locator(f"{BOX} [data-role=undo]").click())
    assert_matches(page, example(actions=["cover 3d"]))


def test_round_one_refuses_covering(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    s = strings("en")
    assert state(page)["tryButton"] == s[f"{P}try.button"].format(seat="player 1", card="A♣")
    try_cover(page)
    error = engine("replay", scenario={**example(), "actions": ["cover Ac"]})
    assert not error["ok"] and error["error"]["reason"] == "cover-too-early"
    got = state(page)
    assert got["tryCode"] == "cover-too-early"
    why = explained(page, {"code": "cover-too-early", "params": {"round": 1, "from_round": 2}})
    assert got["tryText"] == s[f"{P}try.refused"].format(action=s["action.cover"].format(card="A♣"), why=why)
    assert_matches(page, example())  # the refusal changed nothing on the table


def test_the_opponent_never_sees_a_covered_card(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    W.open(page, base_url)
    s = strings("en")
    assert state(page)["note"] == s[f"{P}view.none"]
    act(page, "cover 3d")
    scenario = example(actions=["cover 3d"])
    assert_matches(page, scenario)
    assert state(page)["note"] == s[f"{P}view.shown"]
    toggle_view(page, True)
    assert W.params(page)["view"] == "opponent"
    assert_matches(page, scenario, hidden=True)
    got = state(page)
    assert got["note"] == s[f"{P}view.hidden"]
    assert 'data-card="3d"' not in got["html"] and "3♦" not in got["html"]
    assert s["action.cover-hidden"] in got["live"]
    act(page, "play 4s")
    scenario = example(actions=["cover 3d", "play 4s"])
    assert_matches(page, scenario, hidden=True)
    assert "3♦" not in state(page)["html"]
    toggle_view(page, False)
    assert "view" not in W.params(page)
    assert_matches(page, scenario)


def test_deep_links_restore_the_state(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    scenario = example(actions=["cover 3d", "cover 4s"])
    code = engine_result("replay", scenario=scenario)["code"]
    W.open(page, base_url, "pt", f"{P}s={code}&{P}view=opponent")
    assert_matches(page, scenario, hidden=True)
    # another deal and a preset from the link (the selector says otherwise)
    other = {
        "rules": "mineiro",
        "players": 2,
        "score": [0, 0],
        "dealer": 1,
        "hands": [["2c", "5h", "Kd"], ["2h", "Qs", "Jc"]],
        "actions": ["play 2c", "play 2h", "cover 5h"],
    }
    code = engine_result("replay", scenario=other)["code"]
    W.open(page, base_url, "pt", f"{P}s={code}")
    assert_matches(page, other)


def test_preset_change_carries_the_hand(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    act(page, "cover 3d")
    en = strings("en")
    scenario = example(actions=["cover 3d"])
    for preset in ("mineiro", "paulista-fpt"):
        W.preset(page, preset)
        moved = engine_result("retarget", scenario=scenario, rules=preset, vira="7c")
        assert_matches(page, moved["scenario"])
        assert state(page)["live"] == en["scenario.rules-changed"].format(preset=en[f"preset.{preset}"])
        scenario = moved["scenario"]
    reset(page)
    assert_matches(page, example("paulista-fpt"))
    assert state(page)["message"] is None
    W.preset(page, "paulista")
    assert_matches(page, example())
    # the reader's rule options (?options=) reach the engine: covering from round 4, not now
    W.open(page, base_url, query=f"options={quote(json.dumps({'cover_from_round': 4}))}")
    later = {"preset": "paulista", "cover_from_round": 4}
    replay = assert_matches(page, example(later))
    assert not [a for a in replay["legal"] if a.startswith("cover")]


HOSTILE = [
    f"{P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    f"{P}s=v1.paulista.p2.s0-0.d1.v7c.h8cKh4s-3hKsQd",
    f"{P}s=v1.nope.p2",
    f"{P}s={quote('v1.paulista.p2.s0-0.d1.v7c.hAc3d6h-Kd4sJh.acAc')}",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{query}&{P}view=%3Cb%3E")
    error = engine("replay", code=parse_qs(query)[f"{P}s"][0])
    assert not error["ok"]
    s = strings("en")
    got = state(page)
    assert got["message"] is not None
    if "index" in error["error"]:
        # the deal is fine, an action is not: the legal prefix stays
        assert got["message"].startswith(s["scenario.link-stopped"])
        assert s["scenario.stopped"].format(n=error["error"]["index"] + 1) in got["message"]
        assert_matches(page, {**example(), "actions": []})
    else:
        assert got["message"].startswith(s["scenario.link-error"])
        assert_matches(page, example())
    # still usable
    act(page, engine_result("replay", code=got["code"])["legal"][0])


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
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    W.open(page, base_url)
    act(page, "cover 3d")
    toggle_view(page, True)
    page.locator(f"{BOX} [data-role=copy-link]").click()
    expect(page.locator(f"{BOX} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
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
