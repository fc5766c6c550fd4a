"""Shared by the browser tests of the Play page and its coach (test_play.py, test_coach.py):
opening the play page (by instant navigation when the engine is up), driving it with the keys in
lockstep with the same match in-process, and the page's own wording modules."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from conftest import engine, page_path, strings
from playwright.sync_api import Page, expect

from truco.play.game import Game

W = "[data-widget=play-table]"
SHOTS = os.environ.get("PLAY_TABLE_SHOTS")
EN = strings("en")

# a known deal (vira 7d: the manilhas are the queens); seat 0 leads when seat 1 deals
DEAL2 = {"vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]]}
DEAL4 = {
    "vira": "7d",
    "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "Ah", "5s"], ["Jc", "6h", "7s"]],
}


def result(op: str, **args: Any) -> Any:
    answer = engine(op, **args)
    assert answer["ok"], answer
    return answer["result"]


def code_of(
    deal: dict[str, Any],
    *,
    score: tuple[int, int] = (0, 0),
    dealer: int | None = None,
    actions: tuple[str, ...] = (),
    rules: str = "paulista",
) -> str:
    players = len(deal["hands"])
    scenario = {
        "rules": rules,
        "players": players,
        "score": list(score),
        "dealer": players - 1 if dealer is None else dealer,
        "hands": deal["hands"],
        "actions": list(actions),
    }
    if rules != "mineiro":
        scenario["vira"] = deal["vira"]
    code: str = result("encode", scenario=scenario)["code"]
    return code


# --- the page's own wording ---------------------------------------------------------------------

_MODULES = """
    const root = location.origin + '/assets/js/';
    const kit = await import(root + 'kit/words.js');
    const { t, hasString } = await import(root + 'kit/page.js');
    const play = await import(root + 'widgets/play-table/words.js');
"""


def js(page: Page, body: str, arg: Any = None) -> Any:
    """Run ``body`` (returns a value) with the page's modules: kit (kit/words.js), play
    (widgets/play-table/words.js), t and hasString (kit/page.js); ``arg`` is ``arg``."""
    return page.evaluate(f"async (arg) => {{ {_MODULES} {body} }}", arg)


def explain(page: Page, ruling: dict[str, Any], players: int = 2) -> str:
    text: str = js(page, "return kit.explain(arg.ruling, t, {players: arg.players});",
                   {"ruling": ruling, "players": players})
    assert text and not text.startswith("reason."), text
    return text


def log_lines(page: Page, state: dict[str, Any]) -> list[str]:
    """The log lines the page's words make of an engine state's events."""
    lines: list[str] = js(page, """
        const names = new play.TableNames(t, arg.observation, arg.bots);
        return play.eventLines(arg.events, arg, names, t).map(l => l.text);""", state)
    return lines


def refusal(page: Page, error: dict[str, Any]) -> str:
    """What the page says for an engine refusal (kit errorText)."""
    text: str = js(page, """return kit.errorText({code: arg.code, message: arg.message, details: arg},
        t, {has: hasString}).text;""", error)
    return text


# --- driving the page ------------------------------------------------------------------------------

_visits = [0]


def open_play(page: Page, query: str = "", *, fast: bool = True) -> None:
    """Open the play page with widget parameters.

    A full page load boots Pyodide again (seconds on a busy machine): when the page already shows
    the site with the engine ready, go there by instant navigation (a link click that Material
    intercepts), which also mounts the widget on a fresh root.
    """
    params = {"preset": "paulista", "play-table.players": "2", "play-table.opponents": "random"}
    if fast:
        params["play-table.fast"] = "1"
    for part in filter(None, query.split("&")):
        name, _, value = part.partition("=")
        params[name] = value  # values arrive already quoted
    _visits[0] += 1
    params["visit"] = str(_visits[0])  # every visit is a new URL
    path = f"{page_path('en', 'play')}?" + "&".join(f"{k}={v}" for k, v in params.items())
    same_site = page.url.startswith("http") and page.evaluate(
        "() => document.documentElement.dataset.engine === 'ready'"
        " && Boolean(document.querySelector('.md-content article'))"
    )
    if same_site:
        # Material fetches a page only when the path changes: pass by another page of the site
        if urlsplit(page.url).path.endswith("/play/"):
            instant_go(page, urljoin(page.url, "/" + page_path("en", "glossary")))
            page.wait_for_function("sel => !document.querySelector(sel)", arg=W)
        instant_go(page, urljoin(page.url, "/" + path))
        page.wait_for_selector(f"{W}:not([data-old])[data-state=ready]")
    else:
        page.goto(path)
        page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)


def instant_go(page: Page, href: str) -> None:
    """Follow a link the way a reader does, so that Material's instant navigation handles it."""
    page.evaluate(
        """([sel, href]) => {
            const old = document.querySelector(sel);
            if (old) old.dataset.old = "1";
            const a = document.createElement("a");
            a.href = href;
            a.textContent = "next";
            document.querySelector(".md-content article").append(a);
            a.click();
        }""",
        [W, href],
    )
    page.wait_for_url(href)


def wait_idle(page: Page) -> None:
    page.wait_for_function(
        "sel => { const r = document.querySelector(sel + ':not([data-old])');"
        " return r && r.dataset.state === 'ready' && !r.dataset.busy; }",
        arg=W,
    )


def focus_in_game(page: Page) -> bool:
    return bool(
        page.evaluate(
            "sel => { const r = document.querySelector(sel), a = document.activeElement;"
            " return Boolean(r && a && r.contains(a)"
            " && !['INPUT', 'SELECT', 'TEXTAREA'].includes(a.tagName)); }",
            W,
        )
    )


def tab_into_game(page: Page) -> None:
    """Reach the game with the Tab key alone, from the top of the page (as a keyboard user would)."""
    page.locator("body").focus()
    for _ in range(120):
        page.keyboard.press("Tab")
        if focus_in_game(page):
            return
    pytest.fail("Tab never reached the game")


def focus_game(page: Page) -> None:
    """Tab into the game from the last control before it: the New match button when the settings
    are open, else their summary (they fold away during a match)."""
    setup = page.locator(f"{W} [data-role=setup]")
    if setup.evaluate("d => d.open"):
        page.locator(f"{W} [data-role=new-match]").focus()
    else:
        setup.locator("summary").focus()
    page.keyboard.press("Tab")
    assert focus_in_game(page), "Tab from the settings does not reach the game"


def open_setup(page: Page) -> None:
    """Unfold the match settings (folded away during a match), as a reader does: click their summary."""
    setup = page.locator(f"{W} [data-role=setup]")
    if not setup.evaluate("d => d.open"):
        setup.locator("summary").click()
    expect(page.locator(f"{W} [data-role=new-match]")).to_be_visible()


def press(page: Page, key: str) -> None:
    page.keyboard.press(key)
    wait_idle(page)


def own_hand(obs: dict[str, Any]) -> list[str] | None:
    """The cards the observing seat holds, as its view says (None: a blind hand)."""
    cards: list[str] | None = obs["hands"][obs["viewer"]]
    return cards


def own_slots(obs: dict[str, Any]) -> list[int]:
    """The positions of the observing seat's cards still held."""
    slots: list[int] = obs["slots"][obs["viewer"]]
    return slots


def shown_hand(page: Page) -> list[str]:
    cards: list[str] = page.locator(f"{W} [data-role=hand] [data-role=card]").evaluate_all(
        "nodes => nodes.map(n => n.dataset.card || '')"
    )
    return cards


def shot(page: Page, name: str) -> None:
    if not SHOTS:
        return
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    # the sticky header would cover part of a tall element screenshot
    page.add_style_tag(content=".md-header { position: absolute !important; }")
    page.locator(W).screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def policy(state: dict[str, Any]) -> tuple[str, str | None]:
    """The test player's choice, as a key and the engine action it stands for."""
    obs, match = state["observation"], state["match"]
    if match["next"] == "deal":
        return "n", None
    if obs["phase"] in ("answer", "eleven"):
        return "a", "accept"
    if "raise" in obs["legal"] and obs["value"] == obs["ladder"]["steps"][0]:
        return "t", "raise"
    held = own_hand(obs)
    first = f"play {held[0]}" if held is not None else f"play #{own_slots(obs)[0]}"
    return "1", first


def step(page: Page, game: Game) -> dict[str, Any]:
    """One key of the policy, in the page and in-process; the page must show the same position."""
    key, action = policy(game.state())
    press(page, key)
    if key == "n":
        game.next_hand()
    else:
        assert action is not None
        game.act(action)
    state = game.state()
    shown = page.evaluate(
        """sel => { const r = document.querySelector(sel), a = document.activeElement;
            const cards = r.querySelectorAll('[data-role=hand] [data-role=card]');
            return {position: r.dataset.position, score: r.dataset.score, next: r.dataset.next,
              hand: [...cards].map(n => n.dataset.card || ''),
              focus: Boolean(a && r.contains(a) && !['INPUT', 'SELECT'].includes(a.tagName))}; }""",
        W,
    )
    assert shown["position"] == state["position"]
    assert shown["score"] == "-".join(map(str, state["match"]["score"]))
    assert shown["next"] == state["match"]["next"]
    if state["match"]["next"] == "play" and own_hand(state["observation"]) is not None:
        assert shown["hand"] == own_hand(state["observation"])
    assert shown["focus"], "the keyboard focus left the game"
    return state


def play_match_by_keyboard(page: Page, players: int, seed: int) -> dict[str, Any]:
    """A whole match, keys only, in lockstep with the same match in-process."""
    game = Game.new(rules="paulista", players=players, opponents="random", partner="heuristic", seed=seed)
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    if players == 2:
        tab_into_game(page)
    else:
        focus_game(page)
    for _ in range(600):
        if state["match"]["next"] == "over":
            break
        state = step(page, game)
    assert state["match"]["next"] == "over"
    return state
