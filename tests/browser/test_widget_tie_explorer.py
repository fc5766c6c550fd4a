"""The tie-explorer widget (docs/*/rounds.md) in a real browser, checked against the engine in-process.

Round-results mode: for every sequence of round outcomes the reader can click (in each language,
under each preset) the widget shows what ``truco.web``'s ``ties`` op answers: after which round the
hand is decided, who wins and scores what, why (the reason sentence), and which rounds are not
played (disabled). Card mode: a two-player deal played through the engine's ``replay`` op; the
buttons are its legal actions, the rulings its rulings. Deep links, hostile links, preset changes,
keyboard-only use, axe-core and the console are checked too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import LANGUAGES, PRESETS, ConsoleLog, axe_violations, page_path, wait_engine
from playwright.sync_api import BrowserContext, Page, expect

from truco.web import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "site_src" / "i18n"
WIDGET = '[data-widget="tie-explorer"]'
P = "tie-explorer."
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}
LETTER = {0: "M", 1: "O", None: "T"}
WORKED: dict[str, Any] = {
    "rules": "paulista",
    "players": 2,
    "score": [0, 0],
    "dealer": 1,
    "vira": "7d",
    "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
    "actions": [],
}


# --- the engine and the site's strings, in-process ----------------------------------------------


def strings(lang: str) -> dict[str, str]:
    """Every UI string of the site in ``lang`` (as the build hands them to the page)."""
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
    return code[:-1] + SUIT_SYMBOLS[code[-1]] if code[-1] in SUIT_SYMBOLS else code


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


def expected_result_lines(answer: dict[str, Any], s: dict[str, str], preset: str, kind: str) -> list[str]:
    """The lines of the result box for a ``ties`` answer."""
    if not answer["decided"]:
        if answer["after"] == 0:
            return [s[P + "result.start"]]
        return [fill(s[P + "result.open"], after=answer["after"], next=answer["after"] + 1)]
    lines = [fill(s[P + "result.decided"], after=answer["after"])]
    if answer["winner"] is None:
        lines.append(s[P + "result.nobody"])
    else:
        options = result("rules", rules=preset)["options"]
        if answer["points"] == "value":
            if kind == "normal":
                points = fill(s[P + "points.value-normal"], points=points_text(options["ladder"][0], s))
            else:
                points = fill(s[P + f"points.value-{kind}"], points=points_text(options["eleven_value"], s))
        else:
            points = points_text(answer["points"], s)
        team = cap(s[f"team.{answer['winner']}"])
        lines.append(fill(s[P + "result.winner"], team=team, points=points))
    lines.append(fill(s[P + "result.why"], why=explain(answer["ruling"], s, players=4)))
    lines += [fill(s[P + "round.not-played-short"], n=n) for n in range(answer["after"] + 1, 4)]
    return lines


def reachable(preset: str, kind: str = "normal") -> list[tuple[list[int | None], dict[str, Any]]]:
    """Every outcome sequence the reader can click, with the engine's answer (depth first)."""
    out: list[tuple[list[int | None], dict[str, Any]]] = []

    def visit(prefix: list[int | None]) -> None:
        for outcome in (0, 1, None):
            seq = [*prefix, outcome]
            answer = result("ties", rules=preset, outcomes=seq, kind=kind)
            out.append((seq, answer))
            if not answer["decided"] and len(seq) < 3:
                visit(seq)

    visit([])
    return out


# --- driving the widget -------------------------------------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def no_dialogs(shared_page: Page) -> Iterator[list[str]]:
    """A hostile link must never run script: any alert() fails the module."""
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
    """Wait until the widget has drawn an answer (newer than ``after``) and is not busy."""
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


def open_rounds(page: Page, base_url: str, lang: str, query: str = "", preset: str = "paulista") -> None:
    sep = "&" if query else ""
    goto(page, f"{base_url}{page_path(lang, 'rounds')}?preset={preset}{sep}{query}")
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


def outcome_state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const panel = w.querySelector('.te-panel--outcomes');
          return {
            hidden: panel.hidden,
            lines: [...panel.querySelectorAll('.te-result p')].map(p => p.textContent),
            live: panel.querySelector('.te-result').getAttribute('aria-live'),
            rounds: [...panel.querySelectorAll('.te-round')].map(f => ({
              status: f.dataset.status, disabled: f.disabled,
              checked: (f.querySelector('input:checked') || {dataset: {}}).dataset.outcome || null,
              note: f.querySelector('.te-round__note').textContent,
            })),
            kind: panel.querySelector('select').value,
            message: (m => m.hidden ? null : m.textContent)(panel.querySelector('.te-message')),
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def clear_rounds(page: Page) -> None:
    do(page, lambda: page.locator(f"{WIDGET} .te-panel--outcomes .te-buttons button").click())


def choose(page: Page, round_index: int, outcome: int | None) -> None:
    value = "tie" if outcome is None else str(outcome)
    radio = page.locator(f'{WIDGET} .te-round[data-round="{round_index + 1}"] input[data-outcome="{value}"]')
    do(page, lambda: radio.check())


def set_kind(page: Page, kind: str) -> None:
    select = page.locator(f"{WIDGET} .te-kind select")
    if select.input_value() != kind:
        do(page, lambda: select.select_option(kind))


def assert_outcomes(
    page: Page, lang: str, preset: str, kind: str, seq: list[int | None], answer: dict[str, Any]
) -> None:
    """The round-results panel shows exactly the engine's ``ties`` answer for ``seq``."""
    s = strings(lang)
    got = outcome_state(page)
    assert got["lines"] == expected_result_lines(answer, s, preset, kind), (seq, preset, kind)
    assert got["live"] == "polite"
    kept = seq[: answer["after"]] if answer["decided"] else seq
    for i, shown in enumerate(got["rounds"]):
        if i < len(kept):
            assert shown["checked"] == ("tie" if kept[i] is None else str(kept[i])), (seq, i, shown)
        else:
            assert shown["checked"] is None, (seq, i, shown)
        if answer["decided"] and i >= answer["after"]:
            assert shown["status"] == "unplayed" and shown["disabled"], (seq, i, shown)
            assert shown["note"] == fill(s[P + "round.not-played"], n=i + 1, after=answer["after"])
        elif i > len(kept):
            assert shown["status"] == "waiting" and shown["disabled"], (seq, i, shown)
        else:
            assert not shown["disabled"], (seq, i, shown)
    assert widget_params(page).get("o") == ("-".join(LETTER[o] for o in kept) or "none")
    assert got["injected"] == 0


def check_ties(page: Page, lang: str, preset: str, seq: list[int | None], kind: str = "normal") -> None:
    """The round-results panel shows the ``ties`` answer for ``seq`` (asked in-process)."""
    answer = result("ties", rules=preset, outcomes=seq, kind=kind)
    assert_outcomes(page, lang, preset, kind, seq, answer)


def card_state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const panel = w.querySelector('.te-panel--cards');
          const msg = panel.querySelector('.te-message');
          return {
            hidden: panel.hidden,
            code: panel.dataset.code,
            finished: panel.dataset.finished,
            vira: (panel.querySelector('.tlk-vira .truco-card') || {dataset: {}}).dataset.card || null,
            manilhas: [...panel.querySelectorAll('.tlk-manilhas .truco-card')].map(c => c.dataset.card),
            hands: [...panel.querySelectorAll('.tlk-hand')]
              .map(h => [...h.querySelectorAll('.truco-card')].map(c => c.dataset.card)),
            rounds: [...panel.querySelectorAll('.tlk-round')].map(r => ({
              status: r.dataset.status,
              ruling: (r.querySelector('.tlk-round__ruling') || {}).textContent || null,
              plays: [...r.querySelectorAll('.tlk-play')].map(p => p.dataset.card || 'covered'),
              note: (r.querySelector('.tlk-note') || {}).textContent || null,
            })),
            over: [...panel.querySelectorAll('.tlk-state--over p')].map(p => p.textContent),
            actions: [...panel.querySelectorAll('.te-actions__buttons button')]
              .map(b => [b.dataset.action, b.textContent]),
            title: panel.querySelector('.te-actions__title').textContent,
            message: msg.hidden ? null : msg.textContent,
            live: panel.querySelector('.te-live').textContent,
            rules: panel.querySelector('.te-rules').textContent,
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def action_label(action: str, s: dict[str, str], replay: dict[str, Any]) -> str:
    kind, _, arg = action.partition(" ")
    if kind in ("play", "cover") and not arg.startswith("#"):
        return fill(s[P + f"action.{kind}"], card=card_text(arg, s))
    return action  # other labels are checked by the widget's own tests of all legal moves


def assert_cards(page: Page, lang: str, scenario: dict[str, Any], show_all: bool = False) -> dict[str, Any]:
    """The card panel shows exactly the engine's ``replay`` of ``scenario``."""
    s = strings(lang)
    replay = result("replay", scenario=scenario)
    got = card_state(page)
    players = replay["scenario"]["players"]
    assert got["code"] == replay["code"]
    assert widget_params(page)["s"] == replay["code"]
    assert got["vira"] == replay["scenario"].get("vira")
    assert got["manilhas"] == replay["manilhas"]
    rules = replay["scenario"]["rules"]
    preset = rules if isinstance(rules, str) else rules["preset"]
    assert got["rules"] == fill(s[P + "rules"], preset=s[f"preset.{preset}"])
    for i, shown in enumerate(got["rounds"]):
        if i < len(replay["round_details"]):
            detail = replay["round_details"][i]
            assert shown["status"] == "played"
            assert shown["ruling"] == explain(detail["ruling"], s, players)
            assert shown["plays"] == [p["card"] for p in detail["plays"]]
        elif replay["finished"]:
            assert shown["status"] == "unplayed"
            assert shown["note"] == fill(s[P + "round.unplayed"], n=i + 1)
        elif i == len(replay["round_details"]):
            assert shown["status"] == "current"
            assert shown["plays"] == [p["card"] for p in replay["table"]]
    legal = replay["legal"]
    cards_only = [a for a in legal if a.split(" ")[0] in ("play", "cover")]
    expected = legal if show_all or not cards_only else cards_only
    assert [a for a, _ in got["actions"]] == expected
    for action, text in got["actions"]:
        if action.split(" ")[0] in ("play", "cover"):
            assert text == action_label(action, s, replay)
    if replay["finished"]:
        assert got["finished"] == "true"
        lines = []
        if replay["winner"] is None:
            lines.append(s[P + "over.nobody"])
        else:
            lines.append(
                fill(
                    s[P + "over.winner"],
                    team=team_text(replay["winner"], s, players),
                    points=points_text(replay["points"][replay["winner"]], s),
                )
            )
        lines.append(explain(replay["ruling"], s, players))
        lines.append(fill(s[P + "over.score"], a=replay["score"][0], b=replay["score"][1]))
        assert got["over"] == lines
        assert got["title"] == s[P + "actions.over"]
    else:
        assert got["finished"] == "false"
        assert got["over"] == []
    assert got["injected"] == 0
    return replay


def show_cards(page: Page) -> None:
    radio = page.locator(f'{WIDGET} .te-modes input[value="cards"]')
    if not radio.is_checked():
        do(page, lambda: radio.check())


def act(page: Page, action: str) -> None:
    do(page, lambda: page.locator(f'{WIDGET} .te-actions__buttons button[data-action="{action}"]').click())


# --- round results --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_outcome_sequence_matches_the_ties_op(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    open_rounds(page, base_url, lang)
    check_ties(page, lang, "paulista", [None, 1])
    for preset in PRESETS:
        set_preset(page, preset)
        for seq, answer in reachable(preset):
            clear_rounds(page)
            for i, outcome in enumerate(seq):
                choose(page, i, outcome)
            assert_outcomes(page, lang, preset, "normal", seq, answer)
        # the kind of hand (the FPT rule for three ties in a hand of eleven)
        for kind in ("eleven", "iron", "normal"):
            set_kind(page, kind)
            sequences: list[list[int | None]] = [[None, None, None], [0, 1, None]]
            for seq in sequences:
                clear_rounds(page)
                for i, outcome in enumerate(seq):
                    choose(page, i, outcome)
                check_ties(page, lang, preset, seq, kind)
                assert widget_params(page).get("k") == (None if kind == "normal" else kind)
    set_preset(page, "paulista")


def test_changing_an_early_round_drops_the_rounds_no_longer_played(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", f"{P}o=T-T-M")
    assert_outcomes(
        page,
        "en",
        "paulista",
        "normal",
        [None, None, 0],
        result("ties", rules="paulista", outcomes=[None, None, 0]),
    )
    choose(page, 1, 1)  # T-O-M: a tie and a win decide in round 2
    answer = result("ties", rules="paulista", outcomes=[None, 1, 0])
    assert answer["decided"] and answer["after"] == 2
    assert_outcomes(page, "en", "paulista", "normal", [None, 1, 0], answer)


def test_preset_change_asks_the_engine_again(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "pt", f"{P}o=T-T-T")
    for preset in ("mineiro", "paulista-fpt", "paulista"):
        set_preset(page, preset)
        assert_outcomes(
            page,
            "pt",
            preset,
            "normal",
            [None, None, None],
            result("ties", rules=preset, outcomes=[None, None, None]),
        )


# --- card mode ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_worked_example_card_by_card(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    open_rounds(page, base_url, lang)
    show_cards(page)
    assert widget_params(page).get("m") == "cards"
    scenario = dict(WORKED)
    assert_cards(page, lang, scenario)
    for action in ("play 3c", "play 3h", "play Kh", "play Qd"):
        act(page, action)
        scenario = {**scenario, "actions": [*scenario["actions"], action]}
        replay = assert_cards(page, lang, scenario)
    assert replay["finished"] and replay["winner"] == 1 and len(replay["rounds"]) == 2
    # the summary announced to screen readers names the hand's outcome
    assert explain(replay["ruling"], strings(lang)) in card_state(page)["live"]
    # undo and restart
    do(page, lambda: page.locator(f"{WIDGET} .te-panel--cards .te-buttons button").first.click())
    assert_cards(page, lang, {**scenario, "actions": scenario["actions"][:-1]})
    do(page, lambda: page.locator(f"{WIDGET} .te-panel--cards .te-buttons button").nth(1).click())
    assert_cards(page, lang, WORKED)


def test_every_legal_move_and_covering(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", f"{P}m=cards")
    all_box = page.locator(f"{WIDGET} .te-check input")
    do(page, lambda: all_box.check())
    assert widget_params(page).get("all") == "1"
    scenario = dict(WORKED)
    assert_cards(page, "en", scenario, show_all=True)
    buttons = dict(card_state(page)["actions"])
    s = strings("en")
    calls = result("rules", rules="paulista")["calls"]
    assert buttons["raise"] == fill(s[P + "action.raise"], name=calls[0]["name"], value=calls[0]["value"])
    assert buttons["fold"] == s[P + "action.surrender"]
    for action in ("raise", "accept", "play 3c", "play 3h", "cover Kh", "play Ks"):
        act(page, action)
        scenario = {**scenario, "actions": [*scenario["actions"], action]}
        assert_cards(page, "en", scenario, show_all=True)
    do(page, lambda: all_box.uncheck())
    assert_cards(page, "en", scenario)


def test_preset_change_replays_the_deal(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "es", f"{P}m=cards")
    for action in ("play 3c", "play 3h"):
        act(page, action)
    set_preset(page, "mineiro")
    mineiro = {**WORKED, "rules": "mineiro", "actions": ["play 3c", "play 3h"]}
    del mineiro["vira"]
    replay = assert_cards(page, "es", mineiro)
    assert replay["code"].startswith("v1.mineiro.") and ".v" not in replay["code"].split(".h")[0]
    assert card_state(page)["vira"] is None
    es = strings("es")
    assert card_state(page)["message"] == fill(es[P + "rebuilt"], preset=es["preset.mineiro"])
    set_preset(page, "paulista-fpt")
    assert_cards(page, "es", {**WORKED, "rules": "paulista-fpt", "actions": ["play 3c", "play 3h"]})
    set_preset(page, "paulista")


def test_deal_editor(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", f"{P}m=cards")
    panel = page.locator(f"{WIDGET} .te-panel--cards")
    panel.locator("summary").click()
    # the three-ties example
    do(page, lambda: panel.locator(".te-field select").first.select_option("ties"))
    ties = {**WORKED, "vira": "2d", "hands": [["Kc", "Jh", "5s"], ["Kh", "Js", "5d"]]}
    assert_cards(page, "en", ties)
    for action in ("play Kc", "play Kh", "play Jh", "play Js", "play 5s", "play 5d"):
        act(page, action)
        ties = {**ties, "actions": [*ties["actions"], action]}
    replay = assert_cards(page, "en", ties)
    assert replay["ruling"]["code"] == "three-ties-mao"
    # a deal with a duplicated card: the engine refuses, in words, and the widget stays usable
    selects = panel.locator(".te-pickers select")
    selects.nth(1).select_option("Kh")  # seat 1's first card, the same as seat 2's
    do(page, lambda: panel.locator(".te-deal > button").click())
    bad = {**ties, "hands": [["Kh", "Jh", "5s"], ["Kh", "Js", "5d"]], "actions": []}
    error = engine("replay", scenario=bad)
    assert not error["ok"]
    message = card_state(page)["message"]
    assert message == fill(
        strings("en")[P + "error.deal"], message=error_words(error["error"], strings("en"))
    )
    assert_cards(page, "en", ties)
    # a good custom deal
    selects.nth(1).select_option("2c")
    do(page, lambda: panel.locator(".te-deal > button").click())
    assert_cards(page, "en", {**ties, "hands": [["2c", "Jh", "5s"], ["Kh", "Js", "5d"]], "actions": []})


# --- links ------------------------------------------------------------------------------------------


def test_deep_links_restore_the_state(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "es", f"{P}o=T-T-T&{P}k=eleven", preset="paulista-fpt")
    answer = result("ties", rules="paulista-fpt", outcomes=[None, None, None], kind="eleven")
    assert answer["ruling"]["code"] == "three-ties-eleven"
    assert outcome_state(page)["kind"] == "eleven"
    assert_outcomes(page, "es", "paulista-fpt", "eleven", [None, None, None], answer)
    # a scenario code opens the card mode at that exact position
    scenario = {**WORKED, "actions": ["play 3c", "play 3h", "cover Kh"]}
    code = result("replay", scenario=scenario)["code"]
    open_rounds(page, base_url, "en", f"{P}s={code}")
    assert not card_state(page)["hidden"]
    assert_cards(page, "en", scenario)
    # both modes' state in one link; the mode parameter picks the visible one
    open_rounds(page, base_url, "en", f"{P}s={code}&{P}o=M-O&{P}m=cards", preset="mineiro")
    assert_cards(page, "en", scenario)  # the code's own preset, not the selector's
    check_ties(page, "en", "mineiro", [0, 1])
    assert card_state(page)["rules"] == fill(strings("en")[P + "rules"], preset="Paulista")
    set_preset(page, "paulista")


HOSTILE = [
    f"{P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    f"{P}s=v2.paulista.p2",
    f"{P}s=v1.paulista.p2.s0-0.d1.v7d.h8cKh4s-3hKsQd",
    f"{P}s=v1.mineiro.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd",
    f"{P}s=junk",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_scenario_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", query)
    code = parse_qs(query)[f"{P}s"][0]
    error = engine("replay", code=code)
    assert not error["ok"]
    got = card_state(page)
    assert not got["hidden"]
    s = strings("en")
    assert got["message"] is not None and got["message"].startswith(s[P + "error.link"].split("(")[0])
    assert error_words(error["error"], s) in got["message"]
    assert got["injected"] == 0
    # falls back to the worked example, which still plays
    assert_cards(page, "en", WORKED)
    act(page, "play 3c")
    assert_cards(page, "en", {**WORKED, "actions": ["play 3c"]})


def test_link_with_an_illegal_action_keeps_the_legal_ones(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    code = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-c4s-2c"  # 2c is nobody's card
    error = engine("replay", code=code)
    assert not error["ok"] and error["error"]["index"] == 3
    open_rounds(page, base_url, "en", f"{P}s={code}")
    assert_cards(page, "en", {**WORKED, "actions": ["play 3c", "play 3h", "cover 4s"]})
    message = card_state(page)["message"]
    s = strings("en")
    assert message is not None and message.startswith(s[P + "error.dropped"].split("{")[0] + "4")
    assert error_words(error["error"], s) in message


@pytest.mark.parametrize("query", [f"{P}o=%3Cscript%3Ealert(1)%3C/script%3E", f"{P}o=M-M-M-M", f"{P}o=X"])
def test_hostile_outcome_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "pt", f"{query}&{P}k=%3Cb%3E")
    got = outcome_state(page)
    s = strings("pt")
    assert got["message"] == s[P + "error.outcomes"]
    assert got["kind"] == "normal"
    check_ties(page, "pt", "paulista", [None, 1])
    choose(page, 0, 0)
    assert outcome_state(page)["message"] is None
    check_ties(page, "pt", "paulista", [0, 1])


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    open_rounds(page, base_url, "en", f"{P}o=O-T")
    show_cards(page)
    act(page, "play 4s")
    button = page.locator(f"{WIDGET} .tlk-copy button")
    button.click()
    expect(page.locator(f"{WIDGET} .tlk-copy__status")).to_have_text(strings("en")[P + "copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    # without a clipboard: the link is shown in a field, selected
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    button.click()
    field = page.locator(f"{WIDGET} .tlk-copy__field")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    # (the page's anchor may follow the scroll position: navigation.tracking)
    assert field.input_value().split("#")[0] == copied.split("#")[0]
    goto(page, copied)
    wait_engine(page)
    settle(page)
    assert_cards(page, "en", {**WORKED, "actions": ["play 4s"]})
    check_ties(page, "en", "paulista", [1, None])


# --- keyboard, navigation, accessibility ------------------------------------------------------------


def tab_to(page: Page, selector: str, limit: int = 60) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("sel => document.activeElement && document.activeElement.matches(sel)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", f"{P}o=none")
    # from the start of the widget, Tab and arrow keys only
    page.locator(f"{WIDGET} .te-modes input").first.focus()
    tab_to(page, f'{WIDGET} .te-round[data-round="1"] input')
    do(page, lambda: page.keyboard.press("Space"))  # the first choice: team 1
    tab_to(page, f'{WIDGET} .te-round[data-round="2"] input')
    do(page, lambda: page.keyboard.press("ArrowDown"))  # moves to and checks the next choice
    focused = page.evaluate("() => document.activeElement.dataset.outcome")
    seq = [0, 0 if focused == "0" else (1 if focused == "1" else None)]
    assert_outcomes(page, "en", "paulista", "normal", seq, result("ties", rules="paulista", outcomes=seq))
    # the mode switch: arrow keys
    page.locator(f'{WIDGET} .te-modes input[value="outcomes"]').focus()
    do(page, lambda: page.keyboard.press("ArrowRight"))
    assert not card_state(page)["hidden"]
    tab_to(page, f"{WIDGET} .te-actions__buttons button")
    first = page.evaluate("() => document.activeElement.dataset.action")
    do(page, lambda: page.keyboard.press("Enter"))
    assert_cards(page, "en", {**WORKED, "actions": [first]})
    # focus stays on the action buttons, so the hand can be played with Enter alone
    while card_state(page)["finished"] != "true":
        action = page.evaluate("() => document.activeElement.dataset.action")
        assert action, "focus left the action buttons"
        do(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator(f"{WIDGET} .te-panel--cards .te-buttons button").first).to_be_focused()


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_rounds(page, base_url, "en", f"{P}o=T")
    page.locator(".md-sidebar--primary").get_by_role("link", name="The covered card", exact=True).click()
    page.wait_for_url(re.compile(r"/en/covered/"))
    page.locator(".md-sidebar--primary").get_by_role("link", name="Rounds and ties", exact=True).click()
    page.wait_for_url(re.compile(r"/en/rounds/"))
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    check_ties(page, "en", "paulista", [None, 1])
    choose(page, 1, None)
    check_ties(page, "en", "paulista", [None, None])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    try:
        open_rounds(page, base_url, lang, f"{P}o=X")  # with the message shown
        assert axe_violations(page) == []
        show_cards(page)
        page.locator(f"{WIDGET} summary").click()
        act(page, "play 3c")
        assert axe_violations(page) == []
    finally:
        page.emulate_media(color_scheme="light")
