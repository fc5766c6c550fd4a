"""The covered-card widget (docs/*/covered.md) in a real browser, checked against the engine in-process.

The reader plays rounds 2 and 3 of an example deal face up or covered; every button is one of the
engine's legal play/cover actions, every round ruling and hand outcome is the engine's ``replay``
answer in words. "Try to cover in round 1" shows the engine's refusal (``cover-too-early``); the
opponent's view never shows a covered card's identity. Deep links, hostile links, preset changes,
keyboard-only use, axe-core and the console are checked too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from conftest import LANGUAGES, ConsoleLog, axe_violations, page_path, wait_engine
from playwright.sync_api import BrowserContext, Page, expect

from truco.web import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "site_src" / "i18n"
WIDGET = '[data-widget="covered-card"]'
P = "covered-card."
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}


def example(preset: str = "paulista", actions: list[str] | None = None) -> dict[str, Any]:
    """The widget's example deal (vira 7c; round 1 played), as a scenario for the engine."""
    scenario: dict[str, Any] = {
        "rules": preset,
        "players": 2,
        "score": [0, 0],
        "dealer": 1,
        "vira": "7c",
        "hands": [["Ac", "3d", "6h"], ["Kd", "4s", "Jh"]],
        "actions": ["play Ac", "play Kd", *(actions or [])],
    }
    if preset == "mineiro":
        del scenario["vira"]
    return scenario


# --- the engine and the site's strings, in-process ----------------------------------------------


def strings(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob("*.json")):
        for key, texts in json.loads(path.read_text(encoding="utf-8")).items():
            out[key] = texts[lang]
    return out


def engine(op: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return answer


def result(op: str, **args: Any) -> dict[str, Any]:
    answer = engine(op, **args)
    assert answer["ok"], answer
    out: dict[str, Any] = answer["result"]
    return out


def fill(template: str, **params: Any) -> str:
    """``template`` with its ``{name}`` placeholders filled, as ctx.t does."""
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), template)


def card_text(code: str | None, s: dict[str, str]) -> str:
    if code in (None, "covered"):
        return s["card.covered"]
    assert code is not None
    return code[:-1] + SUIT_SYMBOLS[code[-1]]


def team_text(team: int, s: dict[str, str], players: int) -> str:
    return fill(s["seat.n"], n=team + 1) if players == 2 else s[f"team.{team}"]


def seat_text(seat: int, s: dict[str, str]) -> str:
    return fill(s["seat.n"], n=seat + 1)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def explain(ruling: dict[str, Any], s: dict[str, str], players: int = 2) -> str:
    """The sentence for an engine ruling, as site_src/js/explain.js words it."""
    params: dict[str, str] = {}
    for name, value in (ruling.get("params") or {}).items():
        if name in ("winner", "loser", "card", "beaten"):
            params[name] = card_text(value, s)
        elif name in ("team", "raiser_team"):
            params[name] = team_text(value, s, players)
        elif name in ("seat", "lead"):
            params[name] = seat_text(value, s)
        elif name == "cards":
            items = [card_text(c, s) for c in value]
            params[name] = items[0] if len(items) <= 1 else ", ".join(items[:-1]) + s["list.and"] + items[-1]
        elif name == "compare":
            params[name] = explain(value, s, players)
        elif isinstance(value, list):
            params[name] = ", ".join(str(v) for v in value)
        else:
            params[name] = str(value)
    text = fill(s[f"reason.{ruling['code']}"], **params)
    return "".join(cap(part) for part in re.split(r"(?<=[.!?]\s)", text)).strip()


def error_words(error: dict[str, Any], s: dict[str, str]) -> str:
    """An engine refusal in words: its reason sentence when the site has one, else its message."""
    code = error.get("reason") or error["code"]
    if f"reason.{code}" not in s:
        return str(error["message"])
    skip = ("message", "code", "reason", "index", "input", "action")
    return explain({"code": code, "params": {k: v for k, v in error.items() if k not in skip}}, s)


def points_text(n: int, s: dict[str, str]) -> str:
    return s[P + "points.one"] if n == 1 else fill(s[P + "points.many"], n=n)


# --- driving the widget -------------------------------------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def no_dialogs(shared_page: Page) -> Iterator[list[str]]:
    seen: list[str] = []

    def on_dialog(dialog: Any) -> None:
        seen.append(dialog.message)
        dialog.dismiss()

    shared_page.on("dialog", on_dialog)
    yield seen
    assert seen == [], f"a page opened dialogs: {seen}"


def goto(page: Page, url: str) -> None:
    """A full page load, also when ``url`` is the page's own address (which could otherwise
    return before the old document is gone)."""
    if page.url.split("#")[0] == url.split("#")[0]:
        page.goto("about:blank")
    page.goto(url)


def answers(page: Page) -> int:
    return int(page.locator(WIDGET).get_attribute("data-answers") or 0)


def settle(page: Page, after: int | None = None) -> None:
    page.wait_for_function(
        """([sel, after]) => { const w = document.querySelector(sel);
             return w && w.dataset.state === 'ready' && !w.dataset.busy
               && Number(w.dataset.answers || 0) > after; }""",
        arg=[WIDGET, -1 if after is None else after],
    )


def do(page: Page, action: Any) -> None:
    before = answers(page)
    action()
    settle(page, before)


def open_covered(page: Page, base_url: str, lang: str, query: str = "", preset: str = "paulista") -> None:
    sep = "&" if query else ""
    goto(page, f"{base_url}{page_path(lang, 'covered')}?preset={preset}{sep}{query}")
    wait_engine(page)
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)


def set_preset(page: Page, preset: str) -> None:
    if page.locator("#truco-preset-select").input_value() == preset:
        return
    do(page, lambda: page.locator("#truco-preset-select").select_option(preset))


def widget_params(page: Page) -> dict[str, str]:
    query = parse_qs(urlsplit(page.url).query)
    return {k[len(P) :]: v[0] for k, v in query.items() if k.startswith(P)}


def state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const box = w.querySelector('.cc');
          const msg = box.querySelector('.cc-message');
          return {
            code: box.dataset.code,
            finished: box.dataset.finished,
            view: box.dataset.view,
            vira: (box.querySelector('.tlk-vira .truco-card') || {dataset: {}}).dataset.card || null,
            manilhas: [...box.querySelectorAll('.tlk-manilhas .truco-card')].map(c => c.dataset.card),
            hands: [...box.querySelectorAll('.tlk-hand')]
              .map(h => [...h.querySelectorAll('.truco-card')].map(c => c.dataset.card)),
            rounds: [...box.querySelectorAll('.tlk-round')].map(r => ({
              status: r.dataset.status,
              text: r.textContent,
              ruling: (r.querySelector('.tlk-round__ruling') || {}).textContent || null,
              plays: [...r.querySelectorAll('.tlk-play')].map(p => ({
                card: p.dataset.card || null,
                covered: 'covered' in p.dataset,
                back: !!p.querySelector('.truco-card--back'),
                label: p.querySelector('.truco-card').getAttribute('aria-label'),
                faceCard: p.querySelector('.truco-card').dataset.card || null,
              })),
            })),
            over: [...box.querySelectorAll('.tlk-state--over p')].map(p => p.textContent),
            actions: [...box.querySelectorAll('.te-actions__buttons button')]
              .map(b => [b.dataset.action, b.textContent]),
            message: msg.hidden ? null : msg.textContent,
            live: box.querySelector('.te-live').textContent,
            tryText: box.querySelector('.cc-try__result').textContent,
            tryCode: box.querySelector('.cc-try__result').dataset.code || null,
            tryButton: box.querySelector('.cc-try__button').textContent,
            viewNote: box.querySelector('.cc-view__note').textContent,
            html: box.innerHTML,
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def assert_matches(page: Page, lang: str, scenario: dict[str, Any], hidden: bool = False) -> dict[str, Any]:
    """The widget shows exactly the engine's ``replay`` of ``scenario``."""
    s = strings(lang)
    replay = result("replay", scenario=scenario)
    got = state(page)
    assert got["code"] == replay["code"]
    assert widget_params(page)["s"] == replay["code"]
    assert got["vira"] == replay["scenario"].get("vira")
    assert got["manilhas"] == replay["manilhas"]
    for i, shown in enumerate(got["rounds"]):
        if i < len(replay["round_details"]):
            detail = replay["round_details"][i]
            assert shown["status"] == "played"
            assert shown["ruling"] == explain(detail["ruling"], s)
            for play, drawn in zip(detail["plays"], shown["plays"], strict=True):
                assert drawn["covered"] == play["covered"]
                if play["covered"] and hidden:
                    assert drawn["card"] is None and drawn["back"] and drawn["faceCard"] is None
                    assert play["card"] not in shown["text"]
                    assert card_text(play["card"], s) not in shown["text"]
                else:
                    assert drawn["card"] == play["card"] and drawn["faceCard"] == play["card"]
        elif replay["finished"]:
            assert shown["status"] == "unplayed"
    legal = replay["legal"]
    cards_only = [a for a in legal if a.split(" ")[0] in ("play", "cover")]
    assert [a for a, _ in got["actions"]] == (cards_only or legal)
    for action, text in got["actions"]:
        kind, _, card = action.partition(" ")
        if kind in ("play", "cover"):
            assert text == fill(s[P + f"action.{kind}"], card=card_text(card, s))
    if replay["finished"]:
        lines = []
        if replay["winner"] is None:
            lines.append(s[P + "over.nobody"])
        else:
            lines.append(
                fill(
                    s[P + "over.winner"],
                    team=team_text(replay["winner"], s, 2),
                    points=points_text(replay["points"][replay["winner"]], s),
                )
            )
        lines.append(explain(replay["ruling"], s))
        lines.append(fill(s[P + "over.score"], a=replay["score"][0], b=replay["score"][1]))
        assert got["over"] == lines
    else:
        assert got["over"] == []
    assert got["view"] == ("opponent" if hidden else "all")
    assert got["injected"] == 0
    return replay


def act(page: Page, action: str) -> None:
    do(page, lambda: page.locator(f'{WIDGET} .te-actions__buttons button[data-action="{action}"]').click())


def toggle_view(page: Page, on: bool) -> None:
    box = page.locator(f"{WIDGET} .cc-view input")
    do(page, (lambda: box.check()) if on else (lambda: box.uncheck()))


def try_cover(page: Page) -> None:
    do(page, lambda: page.locator(f"{WIDGET} .cc-try__button").click())


def reset(page: Page) -> None:
    do(page, lambda: page.locator(f"{WIDGET} .te-buttons button").nth(1).click())


# --- tests --------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cover_against_a_face_up_card_and_two_covered_cards(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    open_covered(page, base_url, lang)
    replay = assert_matches(page, lang, example())
    assert len(replay["rounds"]) == 1 and "cover 3d" in replay["legal"]
    # the worked example: a covered 3 loses to a face-up 4
    act(page, "cover 3d")
    assert_matches(page, lang, example(actions=["cover 3d"]))
    act(page, "play 4s")
    replay = assert_matches(page, lang, example(actions=["cover 3d", "play 4s"]))
    assert replay["round_details"][1]["ruling"]["params"]["compare"]["code"] == "covered-loses"
    # round 3: play it out face up
    act(page, "play Jh")
    replay = assert_matches(page, lang, example(actions=["cover 3d", "play 4s", "play Jh"]))
    act(page, "cover 6h")
    replay = assert_matches(page, lang, example(actions=["cover 3d", "play 4s", "play Jh", "cover 6h"]))
    assert replay["finished"]
    assert explain(replay["ruling"], strings(lang)) in state(page)["live"]
    # back to the example, then both players cover: a tie, and a win plus a tie ends the hand
    reset(page)
    assert_matches(page, lang, example())
    act(page, "cover 3d")
    act(page, "cover 4s")
    replay = assert_matches(page, lang, example(actions=["cover 3d", "cover 4s"]))
    assert replay["round_details"][1]["ruling"]["params"]["compare"]["code"] == "covered-tie"
    assert replay["finished"] and len(replay["rounds"]) == 2
    s = strings(lang)
    assert state(page)["rounds"][2]["text"].endswith(fill(s[P + "round.unplayed"], n=3))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_round_one_refuses_covering(shared_page: Page, console: ConsoleLog, base_url: str, lang: str) -> None:
    page = shared_page
    open_covered(page, base_url, lang)
    s = strings(lang)
    assert state(page)["tryButton"] == fill(
        s[P + "try.button"], seat=seat_text(0, s), card=card_text("Ac", s)
    )
    try_cover(page)
    error = engine("replay", scenario={**example(), "actions": ["cover Ac"]})
    assert not error["ok"] and error["error"]["reason"] == "cover-too-early"
    got = state(page)
    assert got["tryCode"] == "cover-too-early"
    why = explain({"code": "cover-too-early"}, s)
    action = fill(s[P + "action.cover"], card=card_text("Ac", s))
    assert got["tryText"] == fill(s[P + "try.refused"], action=action, why=why)
    # the refusal changed nothing on the table
    assert_matches(page, lang, example())


def test_the_opponent_never_sees_a_covered_card(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_covered(page, base_url, "en")
    s = strings("en")
    assert state(page)["viewNote"] == s[P + "view.none"]
    act(page, "cover 3d")
    scenario = example(actions=["cover 3d"])
    assert_matches(page, "en", scenario)
    assert state(page)["viewNote"] == fill(s[P + "view.shown"], seats=seat_text(0, s))
    toggle_view(page, True)
    assert widget_params(page)["view"] == "opponent"
    assert_matches(page, "en", scenario, hidden=True)
    got = state(page)
    assert got["viewNote"] == s[P + "view.hidden"]
    assert 'data-card="3d"' not in got["html"] and "3♦" not in got["html"]
    assert fill(s[P + "covered.sentence-hidden"], Seat=cap(seat_text(0, s))) in got["live"]
    act(page, "play 4s")
    scenario = example(actions=["cover 3d", "play 4s"])
    assert_matches(page, "en", scenario, hidden=True)
    drawn = state(page)["rounds"][1]["plays"][0]
    assert drawn["back"] and drawn["label"] == s["card.covered"]
    toggle_view(page, False)
    assert "view" not in widget_params(page)
    assert_matches(page, "en", scenario)


def test_deep_links_restore_the_state(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    scenario = example(actions=["cover 3d", "cover 4s"])
    code = result("replay", scenario=scenario)["code"]
    open_covered(page, base_url, "pt", f"{P}s={code}&{P}view=opponent")
    assert_matches(page, "pt", scenario, hidden=True)
    # another deal and a preset from the link (the selector says otherwise)
    other = {
        "rules": "mineiro",
        "players": 2,
        "score": [0, 0],
        "dealer": 1,
        "hands": [["2c", "5h", "Kd"], ["2h", "Qs", "Jc"]],
        "actions": ["play 2c", "play 2h", "cover 5h"],
    }
    code = result("replay", scenario=other)["code"]
    open_covered(page, base_url, "es", f"{P}s={code}", preset="paulista")
    assert_matches(page, "es", other)
    assert state(page)["vira"] is None


def test_preset_change_rebuilds_the_example(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_covered(page, base_url, "en")
    act(page, "cover 3d")
    set_preset(page, "mineiro")
    assert_matches(page, "en", example("mineiro", ["cover 3d"]))
    en = strings("en")
    assert state(page)["message"] == fill(en[P + "rebuilt"], preset=en["preset.mineiro"])
    reset(page)
    assert_matches(page, "en", example("mineiro"))
    assert state(page)["message"] is None
    set_preset(page, "paulista-fpt")
    assert_matches(page, "en", example("paulista-fpt"))
    set_preset(page, "paulista")
    assert_matches(page, "en", example("paulista"))


HOSTILE = [
    f"{P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    f"{P}s=v1.paulista.p2.s0-0.d1.v7c.h8cKh4s-3hKsQd",
    f"{P}s=v1.nope.p2",
    f"{P}s={quote('v1.paulista.p2.s0-0.d1.v7c.hAc3d6h-Kd4sJh.acAc')}",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    open_covered(page, base_url, "en", f"{query}&{P}view=%3Cb%3E")
    code = parse_qs(query)[f"{P}s"][0]
    error = engine("replay", code=code)
    assert not error["ok"]
    s = strings("en")
    got = state(page)
    assert got["message"] is not None
    if "index" in error["error"]:
        # the deal is fine, an action is not: the legal prefix stays
        assert_matches(page, "en", {**example(), "actions": []})
        assert error_words(error["error"], s) in got["message"]
    else:
        assert got["message"] == fill(s[P + "error.link"], message=error_words(error["error"], s))
        assert_matches(page, "en", example())
    assert got["injected"] == 0
    # still usable
    legal = result("replay", code=got["code"])["legal"]
    act(page, legal[0])


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_covered(page, base_url, "en")
    page.locator(f"{WIDGET} .cc-intro").evaluate("e => { e.tabIndex = -1; e.focus(); }")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.action === 'cover 3d'"):
            break
    else:
        raise AssertionError("Tab never reached the 'cover 3d' button")
    do(page, lambda: page.keyboard.press("Enter"))
    # focus stays on the action buttons
    assert page.evaluate("() => document.activeElement.dataset.action") == "play 4s"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.action") == "play Jh"
    do(page, lambda: page.keyboard.press("Space"))
    replay = assert_matches(page, "en", example(actions=["cover 3d", "play Jh"]))
    assert replay["round_details"][1]["winner"] == 1
    # the view toggle and the round-1 try, by keyboard
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.type === 'checkbox'"):
            break
    do(page, lambda: page.keyboard.press("Space"))
    assert_matches(page, "en", example(actions=["cover 3d", "play Jh"]), hidden=True)
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('cc-try__button')"):
            break
    do(page, lambda: page.keyboard.press("Enter"))
    assert state(page)["tryCode"] == "cover-too-early"


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    open_covered(page, base_url, "en")
    act(page, "cover 3d")
    toggle_view(page, True)
    page.locator(f"{WIDGET} .tlk-copy button").click()
    expect(page.locator(f"{WIDGET} .tlk-copy__status")).to_have_text(strings("en")[P + "copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    goto(page, copied)
    wait_engine(page)
    settle(page)
    assert_matches(page, "en", example(actions=["cover 3d"]), hidden=True)


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_covered(page, base_url, "en")
    page.locator(".md-sidebar--primary").get_by_role("link", name="Rounds and ties", exact=True).click()
    page.wait_for_url(re.compile(r"/en/rounds/"))
    page.locator(".md-sidebar--primary").get_by_role("link", name="The covered card", exact=True).click()
    page.wait_for_url(re.compile(r"/en/covered/"))
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    assert_matches(page, "en", example())
    act(page, "play 3d")
    assert_matches(page, "en", example(actions=["play 3d"]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    try:
        open_covered(page, base_url, lang, f"{P}s=junk")  # with the message shown
        assert axe_violations(page) == []
        act(page, "cover 3d")
        try_cover(page)
        assert axe_violations(page) == []
        toggle_view(page, True)
        act(page, "cover 4s")
        assert axe_violations(page) == []
    finally:
        page.emulate_media(color_scheme="light")
